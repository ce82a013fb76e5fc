import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useId, useState } from 'react';
import { lazyPart } from '../../i18n/lazy-part.ts';
import type { EnquiryCard } from '../../../contract/client.ts';
import { cardDateTime, PREVIEW_CHARS } from '../../lib/client-area.ts';
import { cutText } from '../../lib/format.ts';
import { contractorListUrl, equipmentListUrl } from '../../../lib/list-urls.ts';
import { api } from '../../lib/api-client.ts';
import { useLang } from '../../i18n/react.tsx';
import type { UnreadReplies } from '../../lib/unread-replies.ts';
import { UnreadBadge } from '../unread-badge.tsx';
import { EmptyState, Pager, PeriodSelect, SkeletonCards, StatusBadge, SubTabs, usePagedList, type InitialList } from './list-parts.tsx';

const EnquiryDetailDialog = lazyPart(() => import('./enquiry-detail-dialog.tsx'));

type Kind = 'vendor' | 'contractor';
const KINDS: { value: Kind; label: MessageDescriptor }[] = [
  { value: 'vendor', label: msg`Vendor Enquiries` },
  { value: 'contractor', label: msg`Contractor Enquiries` },
];
const grid = 'grid gap-4 sm:grid-cols-2';

/** Enquiries (docs/product.md#client-account-area): vendor/contractor sub-tabs, period, two cards a row, Prev/Next, 'Total: N enquiries'. */
export function EnquiriesTab({ initial, unread }: { initial: InitialList<Kind, EnquiryCard>; unread?: UnreadReplies | null }) {
  const { t, i18n } = useLingui();
  const list = usePagedList<Kind, EnquiryCard>('enquiries', api.client.enquiries, initial);
  const [open, setOpen] = useState<EnquiryCard | null>(null);
  // Threads opened here: their "New reply" goes at once (the server has marked them read).
  const [opened, setOpened] = useState<ReadonlySet<number>>(new Set());
  const view = (e: EnquiryCard) => {
    setOpen(e);
    if (e.Unread) setOpened((s) => new Set(s).add(e.Id));
  };
  const panelId = useId();
  const { query, result, loading } = list;
  return (
    <div>
      <h2 className="sr-only">
        <Trans>Enquiries</Trans>
      </h2>
      <SubTabs
        tabs={KINDS.map((k) => ({ value: k.value, label: i18n._(k.label), badge: <UnreadBadge count={unread?.[k.value === 'vendor' ? 'Vendor' : 'Contractor'] ?? 0} /> }))}
        value={query.type}
        onChange={list.setType}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${query.type}`} aria-busy={loading} className="pt-4">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <PeriodSelect value={query.dateFilter} onChange={list.setPeriod} />
          <p className="text-sm font-medium text-slate-700">
            {/* The spec's words on English pages, 'Total: 1 enquiries' too. */}
            <Plural value={result.total} one="Total: # enquiries" other="Total: # enquiries" />
          </p>
        </div>
        {loading ? (
          <SkeletonCards count={Math.min(4, Math.max(2, result.data.length))} className={grid} itemClass="h-44" />
        ) : result.data.length === 0 ? (
          query.type === 'vendor' ? (
            <EmptyState text={t`You haven’t sent any enquiries yet.`} action={t`Browse Equipments`} to={equipmentListUrl({})} />
          ) : (
            <EmptyState text={t`You haven’t sent any contractor enquiries yet.`} action={t`Browse Contractors`} to={contractorListUrl({})} />
          )
        ) : (
          <ul className={grid}>
            {result.data.map((e) => (
              <li key={e.Id}>
                <EnquiryCardView e={e} unread={!!e.Unread && !opened.has(e.Id)} onView={() => view(e)} />
              </li>
            ))}
          </ul>
        )}
        {result.total > 0 && (
          <div className="mt-6 flex justify-center">
            <Pager page={query.page} totalPages={list.totalPages} onPage={list.setPage} disabled={loading} fields={list.fields} />
          </div>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <EnquiryDetailDialog enquiry={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** Card: subject, status badge, the message's first 80 characters ('...' when longer), date, 'View Detail'. */
function EnquiryCardView({ e, unread, onView }: { e: EnquiryCard; unread: boolean; onView: () => void }) {
  const lang = useLang();
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="enquiry-card">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 break-words font-semibold leading-snug" data-typed>
          {e.Subject}
        </h3>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <StatusBadge status={e.Status} />
          {unread && (
            <span data-testid="new-reply" className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-semibold text-white">
              <Trans>New reply</Trans>
            </span>
          )}
        </div>
      </div>
      <p className="mt-2 flex-1 break-words text-sm text-slate-700" data-typed>
        {cutText(e.Message, PREVIEW_CHARS)}
      </p>
      <div className="mt-3 flex items-center justify-between gap-3">
        <time dateTime={e.CreatedAt} suppressHydrationWarning className="text-xs text-slate-500">
          {cardDateTime(e.CreatedAt, lang)}
        </time>
        <button type="button" onClick={onView} className="min-h-11 rounded-lg border border-navy px-4 text-sm font-semibold text-navy hover:bg-navy hover:text-white">
          <Trans>View Detail</Trans>
        </button>
      </div>
    </article>
  );
}
