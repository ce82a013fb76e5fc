import { Trans, useLingui } from '@lingui/react/macro';
import { StatsQuery, type TopListing } from '../../../contract/admin.ts';
import { getVisitStats } from '../../../core/admin/visit-stats.ts';
import { card, FilterLinks, PageHeader } from '../../components/admin/admin-ui.tsx';
import { readQuery } from '../../lib/admin-urls.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Route } from './+types/stats';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(StatsQuery, request);
  return { stats: await getVisitStats(context.ctx, query) };
}

// A day without its year ('23 Nov'), which app/lib/format.ts has no formatter for: kept here until it has one
// (the bars' labels must stay short). The day is a calendar date already in India time, so read as UTC.
const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayOf = (ymd: string) => dayLabel.format(new Date(`${ymd}T00:00:00Z`));

/** Visit statistics from /api/visitor/track: per day (India time) and per listing. Plain HTML/CSS bars. */
export default function Stats({ loaderData: { stats } }: Route.ComponentProps) {
  const max = Math.max(1, ...stats.perDay.map((d) => d.visits));
  const busiest = stats.perDay.reduce((a, b) => (b.visits > a.visits ? b : a), stats.perDay[0]!);
  const { t } = useLingui();
  const total = formatNumber(stats.total);
  const days = stats.days;
  const first = dayOf(stats.perDay[0]!.day);
  const last = dayOf(stats.perDay.at(-1)!.day);
  const peakDay = dayOf(busiest.day);
  const peak = busiest.visits;
  return (
    <>
      <PageHeader title={t`Statistics`} intro={t`${total} visits in the last ${days} days (India time).`} />
      <FilterLinks
        label={t`Period`}
        param="days"
        value={String(stats.days)}
        options={[
          { value: '7', label: t`Last 7 days` },
          { value: '30', label: t`Last 30 days` },
          { value: '90', label: t`Last 90 days` },
        ]}
      />
      <section className={`${card} mb-6`} aria-labelledby="per-day-h">
        <h2 id="per-day-h" className="text-lg font-semibold">
          <Trans>Visits per day</Trans>
        </h2>
        <figure className="mt-3">
          <div
            role="img"
            aria-label={t`Bar chart of visits per day from ${first} to ${last}; busiest day ${peakDay} with ${peak} visits. The table below has every number.`}
            className="flex h-44 items-end gap-px border-b border-l border-slate-300 pl-px"
          >
            {stats.perDay.map((d) => (
              <div key={d.day} className="flex h-full min-w-0 flex-1 items-end" title={`${dayOf(d.day)}: ${d.visits}`}>
                <div className="w-full rounded-t-sm bg-amber-brand" style={{ height: `${(d.visits / max) * 100}%`, minHeight: d.visits ? 2 : 0 }} />
              </div>
            ))}
          </div>
          <figcaption className="mt-1 flex justify-between text-xs text-slate-600">
            <span>{first}</span>
            <span>
              <Trans>Peak {formatNumber(peak)}</Trans>
            </span>
            <span>{last}</span>
          </figcaption>
        </figure>
        <details className="mt-4">
          <summary className="min-h-11 cursor-pointer py-2 font-medium">
            <Trans>Table of visits per day</Trans>
          </summary>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">
              <Trans>Visits per day</Trans>
            </caption>
            <thead>
              <tr className="border-b border-slate-200 text-left">
                <th scope="col" className="py-1.5">
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className="py-1.5 text-right">
                  <Trans>Visits</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {[...stats.perDay].reverse().map((d) => (
                <tr key={d.day} className="border-b border-slate-100">
                  <td className="py-1.5">{dayOf(d.day)}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatNumber(d.visits)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <TopTable title={t`Most visited equipment`} rows={stats.topEquipment} />
        <TopTable title={t`Most visited contractors`} rows={stats.topContractors} />
      </div>
    </>
  );
}

function TopTable({ title, rows }: { title: string; rows: TopListing[] }) {
  const max = Math.max(1, ...rows.map((r) => r.visits));
  return (
    <section className={card} aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600">
          <Trans>No visits in this period.</Trans>
        </p>
      ) : (
        <table className="mt-2 w-full table-fixed text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left">
              <th scope="col" className="py-1.5">
                <Trans>Listing</Trans>
              </th>
              <th scope="col" className="w-20 py-1.5 text-right">
                <Trans>Visits</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">
                  <a href={r.url} target="_blank" rel="noreferrer" className="break-words font-medium text-ink underline">
                    {r.name}
                  </a>
                  <div aria-hidden className="mt-1 h-2 rounded bg-amber-brand" style={{ width: `${(r.visits / max) * 100}%` }} />
                </td>
                <td className="py-2 text-right tabular-nums">{formatNumber(r.visits)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
