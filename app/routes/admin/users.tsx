import { useId, useState } from 'react';
import { ROLES, UsersQuery, type AdminUser } from '../../../contract/admin.ts';
import { listUsers } from '../../../core/admin/users.ts';
import { btnDanger, btnSecondary, card, ConfirmDialog, dateTime, Empty, PageHeader, PagerLinks, SearchForm, selectClass, StatusPill, useAdminCall } from '../../components/admin/admin-ui.tsx';
import { readQuery } from '../../lib/admin-urls.ts';
import type { Route } from './+types/users';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(UsersQuery, request);
  return { query, result: await listUsers(context.ctx, query), selfId: context.ctx.viewer!.userId };
}

const ROLE_LABEL: Record<(typeof ROLES)[number], string> = { Client: 'Client', Vendor: 'Vendor', Contractor: 'Contractor', Admin: 'Admin', JobSeeker: 'Job seeker' };

/** Users: search, filter by role, change a role, disable (signs them out everywhere) or enable. */
export default function Users({ loaderData: { query, result, selfId } }: Route.ComponentProps) {
  const { run, busy } = useAdminCall();
  const [disabling, setDisabling] = useState<AdminUser | null>(null);
  const roleId = useId();
  return (
    <>
      <PageHeader title="Users" intro="A disabled user is signed out at once and cannot log in until enabled again." />
      <SearchForm label="Search users" placeholder="Name or email" value={query.q}>
        <div>
          <label htmlFor={roleId} className="block text-sm font-medium">
            Role
          </label>
          <select id={roleId} name="role" defaultValue={query.role ?? ''} className={`mt-1 ${selectClass}`}>
            <option value="">All roles</option>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABEL[r]}
              </option>
            ))}
          </select>
        </div>
      </SearchForm>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        {result.total.toLocaleString('en-IN')} user{result.total === 1 ? '' : 's'}
      </p>
      {result.data.length === 0 ? (
        <Empty>No users match this search.</Empty>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {result.data.map((u) => (
            <UserCard
              key={u.id}
              u={u}
              self={u.id === selfId}
              busy={busy === `u-${u.id}`}
              onRole={(role) => run(`u-${u.id}`, '/api/admin/users/role', { id: u.id, role })}
              onEnable={() => run(`u-${u.id}`, '/api/admin/users/disable', { id: u.id, disabled: false })}
              onDisable={() => setDisabling(u)}
            />
          ))}
        </ul>
      )}
      <PagerLinks page={result.page} total={result.total} pageSize={result.pageSize} />
      <ConfirmDialog
        open={!!disabling}
        onClose={() => setDisabling(null)}
        title="Disable this user?"
        body={disabling ? `${disabling.name} (${disabling.email}) will be signed out everywhere and cannot log in until you enable the account again.` : ''}
        confirm="Disable user"
        busyText="Disabling..."
        onConfirm={() => run(`u-${disabling!.id}`, '/api/admin/users/disable', { id: disabling!.id, disabled: true })}
      />
    </>
  );
}

function UserCard({ u, self, busy, onRole, onEnable, onDisable }: { u: AdminUser; self: boolean; busy: boolean; onRole: (r: string) => Promise<boolean>; onEnable: () => void; onDisable: () => void }) {
  const id = useId();
  const [role, setRole] = useState<string>(u.role);
  return (
    <li className={`${card} flex flex-col gap-2 ${u.disabledAt ? 'bg-slate-50' : ''}`} data-testid="user-row" data-email={u.email}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="break-words text-lg font-semibold">{u.name}</h2>
        {self && <span className="rounded-full bg-navy px-2 py-0.5 text-xs font-semibold text-white">You</span>}
        {u.disabledAt && <StatusPill status="disabled" />}
      </div>
      <p className="break-all text-sm text-slate-700">
        {u.email}
        {u.emailConfirmed ? ' (verified)' : ''}
        {u.phone ? ` · ${u.phone}` : ''}
      </p>
      <p className="text-sm text-slate-600">
        Joined {dateTime(u.createdAt)}
        {u.disabledAt ? ` · disabled ${dateTime(u.disabledAt)}` : ''}
      </p>
      {self ? (
        <p className="text-sm text-slate-600">Role {ROLE_LABEL[u.role]}. You cannot change or disable your own account.</p>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={id} className="block text-sm font-medium">
              Role
            </label>
            <select id={id} value={role} onChange={(e) => setRole(e.target.value)} className={`mt-1 ${selectClass}`}>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_LABEL[r]}
                </option>
              ))}
            </select>
          </div>
          <button type="button" className={btnSecondary} disabled={busy || role === u.role} onClick={() => void onRole(role)} aria-label={`Save role of ${u.email}`}>
            Save role
          </button>
          {u.disabledAt ? (
            <button type="button" className={btnSecondary} disabled={busy} onClick={onEnable} aria-label={`Enable ${u.email}`}>
              {busy ? 'Saving...' : 'Enable'}
            </button>
          ) : (
            <button type="button" className={btnDanger} disabled={busy} onClick={onDisable} aria-label={`Disable ${u.email}`}>
              Disable
            </button>
          )}
        </div>
      )}
    </li>
  );
}
