import { Link } from '../../i18n/react.tsx';
import { getAdminOverview } from '../../../core/admin/get-overview.ts';
import { card, PageHeader } from '../../components/admin/admin-ui.tsx';
import { ADMIN } from '../../lib/admin-urls.ts';
import type { Route } from './+types/index';

export async function loader({ context }: Route.LoaderArgs) {
  return { overview: await getAdminOverview(context.ctx) };
}

function Stat({ label, value, to, cta, alert = false }: { label: string; value: number; to: string; cta: string; alert?: boolean }) {
  return (
    <li className={`${card} flex flex-col ${alert && value > 0 ? 'border-amber-brand' : ''}`}>
      <p className="text-sm text-slate-600">{label}</p>
      <p className="mt-1 text-3xl font-bold tabular-nums" data-testid={`count-${label}`}>
        {value.toLocaleString('en-IN')}
      </p>
      <Link to={to} className="mt-auto inline-flex min-h-11 items-center pt-2 font-medium text-amber-deep underline">
        {cta}
      </Link>
    </li>
  );
}

/** Admin Desk overview: what is waiting, and today's activity (India time). */
export default function AdminOverview({ loaderData: { overview: o } }: Route.ComponentProps) {
  const pending = o.pending.equipment + o.pending.contractors + o.pending.workers;
  return (
    <>
      <PageHeader title="Admin Desk" intro={pending ? `${pending} listing${pending === 1 ? '' : 's'} waiting for a decision.` : 'Nothing is waiting for moderation.'} />
      <h2 className="mb-2 text-lg font-semibold">Waiting for moderation</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Pending equipment" value={o.pending.equipment} to={`${ADMIN.moderation}#equipment`} cta="Review equipment" alert />
        <Stat label="Pending contractors" value={o.pending.contractors} to={`${ADMIN.moderation}#contractors`} cta="Review contractors" alert />
        <Stat label="Pending workforce" value={o.pending.workers} to={`${ADMIN.moderation}#workers`} cta="Review workforce" alert />
      </ul>
      <h2 className="mb-2 mt-6 text-lg font-semibold">Today and overall</h2>
      <ul className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Stat label="Enquiries today" value={o.enquiriesToday} to={ADMIN.stats} cta="See statistics" />
        <Stat label="Visits today" value={o.visitsToday} to={ADMIN.stats} cta="See statistics" />
        <Stat label="Open messages" value={o.openMessages} to={`${ADMIN.messages}?status=open`} cta="Read messages" alert />
        <Stat label="Users" value={o.users} to={ADMIN.users} cta={o.disabledUsers ? `Manage users (${o.disabledUsers} disabled)` : 'Manage users'} />
      </ul>
    </>
  );
}
