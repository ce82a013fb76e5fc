import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../i18n/react.tsx';
import { getAdminOverview } from '../../../core/admin/get-overview.ts';
import { card, PageHeader } from '../../components/admin/admin-ui.tsx';
import { ADMIN } from '../../lib/admin-urls.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await getAdminOverview(context.ctx) };
}

/** `id` names the count for tests and tools (the English label), whatever the label's language. */
function Stat({ id, label, value, to, cta, alert = false }: { id: string; label: string; value: number; to: string; cta: string; alert?: boolean }) {
  return (
    <li className={`${card} flex flex-col ${alert && value > 0 ? 'border-amber-brand' : ''}`}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums" data-testid={`count-${id}`}>
        {formatNumber(value)}
      </p>
      <Link to={to} className="mt-auto inline-flex min-h-11 items-center pt-2 font-medium text-amber-deep underline">
        {cta}
      </Link>
    </li>
  );
}

/** Admin Desk overview: what is waiting, and today's activity (India time). */
export default function AdminOverview({ loaderData: { overview: o } }: Route.ComponentProps) {
  const { t } = useLingui();
  const pending = o.pending.equipment + o.pending.contractors + o.pending.workers;
  const disabled = o.disabledUsers;
  return (
    <>
      <PageHeader
        title={t`Admin Desk`}
        intro={pending ? t`${plural(pending, { one: '# listing waiting for a decision.', other: '# listings waiting for a decision.' })}` : t`Nothing is waiting for moderation.`}
      />
      <h2 className="mb-2 text-lg font-semibold">
        <Trans>Waiting for moderation</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat id="Pending equipment" label={t`Pending equipment`} value={o.pending.equipment} to={`${ADMIN.moderation}#equipment`} cta={t`Review equipment`} alert />
        <Stat id="Pending contractors" label={t`Pending contractors`} value={o.pending.contractors} to={`${ADMIN.moderation}#contractors`} cta={t`Review contractors`} alert />
        <Stat id="Pending workforce" label={t`Pending workforce`} value={o.pending.workers} to={`${ADMIN.moderation}#workers`} cta={t`Review workforce`} alert />
      </ul>
      <h2 className="mb-2 mt-6 text-lg font-semibold">
        <Trans>Today and overall</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Stat id="Enquiries today" label={t`Enquiries today`} value={o.enquiriesToday} to={ADMIN.stats} cta={t`See statistics`} />
        <Stat id="Visits today" label={t`Visits today`} value={o.visitsToday} to={ADMIN.stats} cta={t`See statistics`} />
        <Stat id="Open messages" label={t`Open messages`} value={o.openMessages} to={`${ADMIN.messages}?status=open`} cta={t`Read messages`} alert />
        <Stat id="Users" label={t`Users`} value={o.users} to={ADMIN.users} cta={disabled ? t`Manage users (${disabled} disabled)` : t`Manage users`} />
      </ul>
    </>
  );
}
