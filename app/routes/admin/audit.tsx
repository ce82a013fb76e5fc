import { AuditQuery } from '../../../contract/admin.ts';
import { listAuditLog } from '../../../core/admin/audit.ts';
import { dateTime, Empty, PageHeader, PagerLinks } from '../../components/admin/admin-ui.tsx';
import { readQuery } from '../../lib/admin-urls.ts';
import type { Route } from './+types/audit';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(AuditQuery, request);
  return { result: await listAuditLog(context.ctx, query) };
}

const ACTION: Record<string, string> = {
  'listing.approve': 'Approved listing',
  'listing.reject': 'Rejected listing',
  'provider.verify': 'Verified',
  'provider.unverify': 'Removed verification',
  'review.hide': 'Hid review',
  'review.unhide': 'Showed review again',
  'user.role': 'Changed role',
  'user.disable': 'Disabled user',
  'user.enable': 'Enabled user',
  'user.create-admin': 'Created administrator (command line)',
  'message.handled': 'Handled message',
};

/** Every admin action, newest first. */
export default function Audit({ loaderData: { result } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Audit log" intro="Every admin action is recorded here with who did it and when." />
      {result.data.length === 0 ? (
        <Empty>No admin actions yet.</Empty>
      ) : (
        <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
          {result.data.map((a) => (
            <li key={a.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4" data-testid="audit-row">
              <time dateTime={a.createdAt} className="shrink-0 text-sm text-slate-600 sm:w-44">
                {dateTime(a.createdAt)}
              </time>
              <div className="min-w-0">
                <p className="break-words">
                  <span className="font-semibold">{ACTION[a.action] ?? a.action}</span> · {a.targetType.replace('_', ' ')} #{a.targetId}
                </p>
                {a.detail && <p className="break-words text-sm text-slate-700">{a.detail}</p>}
                <p className="break-words text-sm text-slate-600">by {a.actor ?? 'a deleted user'}</p>
              </div>
            </li>
          ))}
        </ol>
      )}
      <PagerLinks page={result.page} total={result.total} pageSize={result.pageSize} />
    </>
  );
}
