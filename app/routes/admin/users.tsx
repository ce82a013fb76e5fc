import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ROLES, UsersQuery, type AdminUser } from '../../../contract/admin.ts';
import { listUsers } from '../../../core/admin/users.ts';
import { card, ConfirmDialog, dateTime, Empty, PageHeader, PagerLinks, SearchForm, StatusPill, useAdminAction } from '../../components/admin/admin-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Select } from '../../components/ui/field.tsx';
import { readQuery } from '../../lib/admin-urls.ts';
import { formatNumber } from '../../lib/format.ts';
import { manageApi } from '../../lib/api-routes-manage.ts';
import type { Route } from './+types/users';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(UsersQuery, request);
  return { query, result: await listUsers(context.ctx, query), selfId: context.ctx.viewer!.userId };
}

const ROLE_LABEL: Record<(typeof ROLES)[number], MessageDescriptor> = {
  Client: msg`Client`,
  Vendor: msg`Vendor`,
  Contractor: msg`Contractor`,
  Admin: msg`Admin`,
  JobSeeker: msg`Job seeker`,
};

type Role = (typeof ROLES)[number];

/** Users: search, filter by role, change a role, disable (signs them out everywhere) or enable. */
export default function Users({ loaderData: { query, result, selfId } }: Route.ComponentProps) {
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const { t, i18n } = useLingui();
  const count = formatNumber(result.total);
  return (
    <>
      <PageHeader title={t`Users`} intro={t`A disabled user is signed out at once and cannot log in until enabled again.`} />
      <SearchForm label={t`Search users`} placeholder={t`Name or email`} value={query.q}>
        <Field label={t`Role`}>
          <Select name="role" defaultValue={query.role ?? ''}>
            <option value="">{t`All roles`}</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {i18n._(ROLE_LABEL[r])}
              </option>
            ))}
          </Select>
        </Field>
      </SearchForm>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {t`${plural(result.total, { one: `${count} user`, other: `${count} users` })}`}
      </p>
      {result.data.length === 0 ? (
        <Empty>
          <Trans>No users match this search.</Trans>
        </Empty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {result.data.map((u) => (
            <UserCard key={u.id} u={u} self={u.id === selfId} onDisable={() => setDisabling(u)} />
          ))}
        </ul>
      )}
      <PagerLinks page={result.page} total={result.total} pageSize={result.pageSize} />
      <ConfirmDialog
        onClose={() => setDisabling(null)}
        title={t`Disable this user?`}
        body={disabling ? t`${disabling.name} (${disabling.email}) will be signed out everywhere and cannot log in until you enable the account again.` : ''}
        confirm={t`Disable user`}
        busyText={t`Disabling...`}
        call={manageApi.admin.disableUser}
        input={disabling ? { id: disabling.id, disabled: true } : null}
      />
    </>
  );
}

function UserCard({ u, self, onDisable }: { u: AdminUser; self: boolean; onDisable: () => void }) {
  const [role, setRole] = useState<Role>(u.role);
  const changeRole = useAdminAction(manageApi.admin.changeRole);
  const enable = useAdminAction(manageApi.admin.disableUser);
  const busy = changeRole.busy || enable.busy;
  const { t, i18n } = useLingui();
  const email = u.email;
  const roleName = i18n._(ROLE_LABEL[u.role]);
  return (
    <li className={`${card} flex flex-col gap-2 ${u.disabledAt ? 'bg-slate-50' : ''}`} data-testid="user-row" data-email={u.email}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="break-words text-lg font-semibold">{u.name}</h2>
        {self && (
          <span className="rounded-full bg-navy px-2 py-0.5 text-xs font-semibold text-white">
            <Trans>You</Trans>
          </span>
        )}
        {u.disabledAt && <StatusPill status="disabled" />}
      </div>
      <p className="break-all text-sm text-slate-700">
        {u.email}
        {u.emailConfirmed ? t` (verified)` : ''}
        {u.phone ? ` · ${u.phone}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        <Trans>Joined {dateTime(u.createdAt)}</Trans>
        {u.disabledAt ? t` · disabled ${dateTime(u.disabledAt)}` : ''}
      </p>
      {self ? (
        <p className="text-sm text-slate-600">
          <Trans>Role {roleName}. You cannot change or disable your own account.</Trans>
        </p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <Field label={t`Role`}>
            <Select value={role} onChange={(e) => setRole(e.target.value as Role)}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {i18n._(ROLE_LABEL[r])}
                </option>
              ))}
            </Select>
          </Field>
          <Button variant="secondary" disabled={busy || role === u.role} onClick={() => void changeRole.submit({ id: u.id, role })} aria-label={t`Save role of ${email}`}>
            <Trans>Save role</Trans>
          </Button>
          {u.disabledAt ? (
            <Button variant="secondary" disabled={busy} onClick={() => void enable.submit({ id: u.id, disabled: false })} aria-label={t`Enable ${email}`}>
              {enable.pending ? t`Saving...` : t`Enable`}
            </Button>
          ) : (
            <Button variant="dangerSecondary" disabled={busy} onClick={onDisable} aria-label={t`Disable ${email}`}>
              <Trans>Disable</Trans>
            </Button>
          )}
        </div>
      )}
    </li>
  );
}
