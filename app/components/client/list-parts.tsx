import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocalPath } from '../../i18n/react.tsx';
import { type api, callApi } from '../../lib/api-client.ts';
import { CLIENT_AREA_PATH, CLIENT_PAGE_SIZE, clientListUrl, LIST_PARAMS, PERIODS, statusBadge, totalPagesOf, type ListTab, type Period } from '../../lib/client-area.ts';

export type ListQuery<T extends string> = { type: T; dateFilter: Period; page: number };
export type ListResult<I> = { data: I[]; total: number };
/** What the loader gives a paged tab: the first page and the state the URL asked for. */
export type InitialList<T extends string, I> = ListResult<I> & { query: ListQuery<T> };

/**
 * A paged list of the account area: the page the URL names comes from the loader, every change
 * (sub-tab, period, page, a reload after a delete) fetches through the API and is written back to
 * the URL in place (no history entry), so a reload shows the same page. Fetch errors are only
 * logged (docs/product.md#error-catalogue); the newest request wins.
 */
/** The account area's paged list calls (GET with type, dateFilter, page, pageSize). */
export type ListRoute = typeof api.client.wishlist | typeof api.client.enquiries;
const fetchPage = callApi as (route: ListRoute, query: Record<string, unknown>) => Promise<unknown>;

export function usePagedList<T extends string, I>(tab: ListTab, route: ListRoute, initial: InitialList<T, I>) {
  const [query, setQuery] = useState<ListQuery<T>>(initial.query);
  const [result, setResult] = useState<ListResult<I>>({ data: initial.data, total: initial.total });
  const [loading, setLoading] = useState(false);
  const seq = useRef(0);
  const localPath = useLocalPath();

  const load = useCallback(
    async (next: ListQuery<T>) => {
      setQuery(next);
      setLoading(true);
      // React Router's own state is kept (only the address changes): the loader is not run again.
      window.history.replaceState(window.history.state, '', localPath(clientListUrl(tab, next)));
      const mine = ++seq.current;
      try {
        const r = (await fetchPage(route, { ...next, pageSize: CLIENT_PAGE_SIZE })) as ListResult<I>;
        if (mine !== seq.current) return;
        // A delete can empty the last page: step back to the one before.
        if (r.data.length === 0 && next.page > 1 && r.total > 0) return void load({ ...next, page: totalPagesOf(r.total) });
        setResult({ data: r.data, total: r.total });
      } catch (err) {
        console.error(`Failed to load ${route[1]}`, err);
      } finally {
        if (mine === seq.current) setLoading(false);
      }
    },
    [tab, route, localPath],
  );

  return {
    query,
    result,
    loading,
    totalPages: totalPagesOf(result.total),
    /** The pager form's hidden fields: the state a page change keeps. */
    fields: { tab, [LIST_PARAMS.type]: query.type, [LIST_PARAMS.period]: query.dateFilter },
    setType: (type: T) => load({ type, dateFilter: query.dateFilter, page: 1 }),
    // docs/product.md#client-account-area: a period change resets the page to 1.
    setPeriod: (dateFilter: Period) => load({ ...query, dateFilter, page: 1 }),
    setPage: (page: number) => load({ ...query, page }),
    reload: () => load(query),
  };
}

/** Sub-tabs (Vendor/Contractor Enquiries, Equipments/Contractors): a controlled tablist. */
export function SubTabs<T extends string>({
  tabs,
  value,
  onChange,
  panelId,
}: {
  tabs: { value: T; label: string; badge?: React.ReactNode }[];
  value: T;
  onChange: (v: T) => void;
  panelId: string;
}) {
  const onKey = (e: React.KeyboardEvent) => {
    if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
    const i = tabs.findIndex((t) => t.value === value);
    const next = tabs[(i + (e.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length]!;
    onChange(next.value);
    document.getElementById(`${panelId}-tab-${next.value}`)?.focus();
  };
  return (
    <div role="tablist" className="flex gap-1 border-b border-slate-200" onKeyDown={onKey}>
      {tabs.map((t) => (
        <button
          key={t.value}
          id={`${panelId}-tab-${t.value}`}
          type="button"
          role="tab"
          aria-selected={t.value === value}
          aria-controls={panelId}
          tabIndex={t.value === value ? 0 : -1}
          onClick={() => t.value !== value && onChange(t.value)}
          className={`min-h-11 flex-1 px-3 text-sm font-semibold sm:flex-none sm:text-base border-b-2 ${t.value === value ? 'border-amber-brand text-navy' : 'border-transparent text-slate-600 hover:text-navy'}`}
        >
          <span className="inline-flex items-center gap-1.5">
            {t.label} {t.badge}
          </span>
        </button>
      ))}
    </div>
  );
}

/** This Month (default), Last Month, Last 3 Months. */
export function PeriodSelect({ value, onChange }: { value: Period; onChange: (p: Period) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        <Trans>Period</Trans>
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as Period)} className="min-h-11 rounded-lg border border-slate-300 bg-white px-2">
        {PERIODS.map((p) => (
          <option key={p.value} value={p.value}>
            {i18n._(p.label)}
          </option>
        ))}
      </select>
    </div>
  );
}

const pagerButton = 'min-h-11 rounded-lg border border-slate-300 px-4 font-medium hover:bg-surface disabled:cursor-not-allowed disabled:opacity-40';

/**
 * Prev/Next with the page number between them. They are the submit buttons of a plain GET form
 * (the list state in hidden fields, the page in the button's value): a click before the page has
 * hydrated still loads the next page from the server; once hydrated, the click fetches in place.
 */
export function Pager({
  page,
  totalPages,
  onPage,
  disabled,
  fields,
}: {
  page: number;
  totalPages: number;
  onPage: (p: number) => void;
  disabled?: boolean;
  fields: Record<string, string>;
}) {
  const { t } = useLingui();
  const localPath = useLocalPath();
  const go = (to: number) => (e: React.MouseEvent) => {
    e.preventDefault();
    onPage(to);
  };
  return (
    <nav aria-label={t`Pagination`}>
      <form method="get" action={localPath(CLIENT_AREA_PATH)} className="flex items-center gap-3">
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" name={LIST_PARAMS.page} value={page - 1} className={pagerButton} disabled={disabled || page <= 1} onClick={go(page - 1)}>
          <Trans>Prev</Trans>
        </button>
        <span className="text-sm text-slate-700" aria-live="polite">
          <Trans>
            Page {page} of {totalPages}
          </Trans>
        </span>
        <button type="submit" name={LIST_PARAMS.page} value={page + 1} className={pagerButton} disabled={disabled || page >= totalPages} onClick={go(page + 1)}>
          <Trans>Next</Trans>
        </button>
      </form>
    </nav>
  );
}

/** An empty list: the spec's sentence and a way onward. */
export function EmptyState({ text, action, to }: { text: string; action: string; to: string }) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
      <p className="text-slate-700">{text}</p>
      <Link to={to} className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-amber-brand px-5 font-semibold text-navy hover:bg-amber-400">
        {action}
      </Link>
    </div>
  );
}

/** Skeleton cards in the real cards' shape while a page loads. */
export function SkeletonCards({ count, className, itemClass }: { count: number; className: string; itemClass: string }) {
  return (
    <ul aria-hidden className={className}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className={`animate-pulse rounded-xl bg-slate-100 ${itemClass}`} />
      ))}
    </ul>
  );
}

/** The enquiry status badge (docs/product.md#enquiries-and-conversations colours). */
export function StatusBadge({ status }: { status: string }) {
  const { i18n } = useLingui();
  const b = statusBadge(status, i18n);
  return (
    <span
      data-testid="status-badge"
      data-tone={b.tone}
      data-typed={b.typed ? '' : undefined}
      className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${b.className}`}
    >
      {b.label}
    </span>
  );
}
