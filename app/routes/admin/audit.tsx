import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { AuditQuery } from '../../../contract/admin.ts';
import { listAuditLog } from '../../../core/admin/audit.ts';
import { dateTime, Empty, PageHeader, PagerLinks } from '../../components/admin/admin-ui.tsx';
import { readQuery } from '../../lib/admin-urls.ts';
import type { Route } from './+types/audit';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(AuditQuery, request);
  return { result: await listAuditLog(context.ctx, query) };
}

const ACTION: Record<string, MessageDescriptor> = {
  'listing.approve': msg`Approved listing`,
  'listing.reject': msg`Rejected listing`,
  'provider.verify': msg`Verified`,
  'provider.unverify': msg`Removed verification`,
  'review.hide': msg`Hid review`,
  'review.unhide': msg`Showed review again`,
  'user.role': msg`Changed role`,
  'user.disable': msg`Disabled user`,
  'user.enable': msg`Enabled user`,
  'user.create-admin': msg`Created administrator (command line)`,
  'message.handled': msg`Handled message`,
};

/** Every admin action, newest first. */
export default function Audit({ loaderData: { result } }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  return (
    <>
      <PageHeader title={t`Audit log`} intro={t`Every admin action is recorded here with who did it and when.`} />
      {result.data.length === 0 ? (
        <Empty>
          <Trans>No admin actions yet.</Trans>
        </Empty>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {result.data.map((a) => (
            <li key={a.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4" data-testid="audit-row">
              <time dateTime={a.createdAt} className="shrink-0 text-sm text-slate-600 sm:w-44">
                {dateTime(a.createdAt)}
              </time>
              <div className="min-w-0">
                <p className="break-words">
                  <span className="font-semibold">{ACTION[a.action] ? i18n._(ACTION[a.action]!) : a.action}</span> · {a.targetType.replace('_', ' ')} #{a.targetId}
                </p>
                {a.detail && <p className="break-words text-sm text-slate-700">{a.detail}</p>}
                <p className="break-words text-sm text-slate-600">{a.actor ? t`by ${a.actor}` : t`by a deleted user`}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <PagerLinks page={result.page} total={result.total} pageSize={result.pageSize} />
    </>
  );
}
