import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { useId } from 'react';
import { catalogueLabel } from '../../../data/catalogue-hindi.ts';
import { Link, useLang, useLocalPath } from '../../i18n/react.tsx';
import type { z } from 'zod';
import type { WishlistContractor, WishlistEquipment } from '../../../contract/client.ts';
import { api } from '../../lib/api-client.ts';
import { splitList } from '../../lib/format.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { ContractorLogo } from '../contractor-card.tsx';
import { NO_IMAGE, noImage } from '../detail/detail-parts.tsx';
import { EmptyState, Pager, PeriodSelect, SkeletonCards, SubTabs, usePagedList, type InitialList } from './list-parts.tsx';
import { contractorListUrl, equipmentListUrl } from '../../../lib/list-urls.ts';

export type EquipmentItem = z.infer<typeof WishlistEquipment>;
export type ContractorItem = z.infer<typeof WishlistContractor>;
type Kind = 'equipment' | 'contractor';

const KINDS: { value: Kind; label: MessageDescriptor }[] = [
  { value: 'equipment', label: msg`Equipments` },
  { value: 'contractor', label: msg`Contractors` },
];
const grids: Record<Kind, string> = { equipment: 'grid grid-cols-2 gap-4 lg:grid-cols-4', contractor: 'grid gap-4 md:grid-cols-2' };
const viewLink = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-navy px-4 text-sm font-semibold tracking-wide text-white hover:bg-ink';

/**
 * Wishlist (docs/product.md#wishlist): Equipments (four a row, two on phones) and Contractors (two a row), the period
 * filter, Prev/Next with the page number only when there is more than one page. Removing an item
 * toasts 'Deleting...', then 'Deleted!' or 'Failed to delete!', and refetches the list.
 */
export function WishlistTab({ initial }: { initial: InitialList<Kind, EquipmentItem | ContractorItem> }) {
  const { t, i18n } = useLingui();
  const list = usePagedList<Kind, EquipmentItem | ContractorItem>('wishlist', api.client.wishlist, initial);
  const panelId = useId();
  const { query, result, loading } = list;

  // docs/product.md#error-catalogue: 'Deleting...', then 'Deleted!' or 'Failed to delete!' (its fixed words, also when the server refused).
  const removal = useSubmit(api.client.wishlistRemove, {
    fallback: t`Failed to delete!`,
    reasonUnder: true,
    toast: { loading: t`Deleting...`, success: t`Deleted!`, error: true },
    onSuccess: () => void list.reload(),
  });
  const remove = (body: { EquipmentId: number } | { ContractorId: number }) => removal.submit(body);

  // The items belong to the sub-tab they were fetched for (a switch shows skeletons meanwhile).
  const items = result.data;
  return (
    <div>
      <h2 className="sr-only">
        <Trans>Wishlist</Trans>
      </h2>
      <SubTabs tabs={KINDS.map((k) => ({ value: k.value, label: i18n._(k.label) }))} value={query.type} onChange={list.setType} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${query.type}`} aria-busy={loading} className="pt-4">
        <div className="mb-4">
          <PeriodSelect value={query.dateFilter} onChange={list.setPeriod} />
        </div>
        {loading ? (
          <SkeletonCards count={4} className={grids[query.type]} itemClass={query.type === 'equipment' ? 'aspect-[3/4]' : 'h-40'} />
        ) : items.length === 0 ? (
          query.type === 'equipment' ? (
            <EmptyState text={t`You haven’t saved any equipment yet.`} action={t`Browse Equipments`} to={equipmentListUrl({})} />
          ) : (
            <EmptyState text={t`You haven’t saved any contractor yet.`} action={t`Browse Contractors`} to={contractorListUrl({})} />
          )
        ) : (
          <ul className={grids[query.type]}>
            {items.map((it) =>
              'EquipmentId' in it ? (
                <li key={`e${it.EquipmentId}`}>
                  <EquipmentItemCard e={it} onRemove={() => remove({ EquipmentId: it.EquipmentId })} />
                </li>
              ) : (
                <li key={`c${it.ContractorId}`}>
                  <ContractorItemCard c={it} onRemove={() => remove({ ContractorId: it.ContractorId })} />
                </li>
              ),
            )}
          </ul>
        )}
        {list.totalPages > 1 && (
          <div className="mt-6 flex justify-center">
            <Pager page={query.page} totalPages={list.totalPages} onPage={list.setPage} disabled={loading} fields={list.fields} />
          </div>
        )}
      </div>
    </div>
  );
}

function RemoveButton({ onRemove, className = '' }: { onRemove: () => void; className?: string }) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      title={t`Remove from Wishlist`}
      aria-label={t`Remove from Wishlist`}
      onClick={onRemove}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full bg-white/90 shadow hover:bg-red-50 ${className}`}
    >
      <Heart aria-hidden className="size-5 fill-red-600 text-red-600" />
    </button>
  );
}

/** Equipment card: thumbnail, name, VIEW (a new tab), heart remove button. */
function EquipmentItemCard({ e, onRemove }: { e: EquipmentItem; onRemove: () => void }) {
  const localPath = useLocalPath();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="wishlist-equipment">
      <div className="relative aspect-[4/3] bg-surface">
        <img src={e.ThumbnailUrl || NO_IMAGE} onError={noImage} alt={e.Name} data-typed width={320} height={240} loading="lazy" className="size-full object-cover" />
        <RemoveButton onRemove={onRemove} className="absolute right-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <h3 className="line-clamp-2 font-semibold leading-snug" data-typed>
          {e.Name}
        </h3>
        <a href={localPath(e.Url)} target="_blank" rel="noopener" className={`${viewLink} mt-auto`}>
          <ViewLabel name={e.Name} />
        </a>
      </div>
    </article>
  );
}

/** 'VIEW', and for screen readers the name it opens (typed content, kept apart from the interface words). */
function ViewLabel({ name }: { name: string }) {
  return (
    <>
      <Trans>VIEW</Trans>
      <span className="sr-only" data-typed>
        {` ${name}`}
      </span>
    </>
  );
}

function Badges({ label, items, className }: { label: string; items: { text: string; typed: boolean }[]; className: string }) {
  if (!items.length) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <ul aria-label={label} className="mt-1 flex flex-wrap gap-1">
        {items.map((t) => (
          <li key={t.text} className={`rounded-full px-2 py-0.5 text-xs font-medium ${className}`} data-typed={t.typed ? '' : undefined}>
            {t.text}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Contractor card: round logo, name, 'Contractor Types' and 'Locations' badges, VIEW, remove. */
function ContractorItemCard({ c, onRemove }: { c: ContractorItem; onRemove: () => void }) {
  const { t } = useLingui();
  const lang = useLang();
  // Catalogue types read in the page's language; a type the contractor typed, and the places, stay as typed.
  const types = splitList(c.ContractorType).map((x) =>
    lang === 'hi' ? { text: catalogueLabel('contractorType', x, lang), typed: catalogueLabel('contractorType', x, lang) === x } : { text: x, typed: true },
  );
  return (
    <article className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="wishlist-contractor">
      <ContractorLogo name={c.CompanyName} url={c.ThumbnailUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold leading-snug" data-typed>
            {c.CompanyName}
          </h3>
          <RemoveButton onRemove={onRemove} className="-mr-2 -mt-2 shadow-none" />
        </div>
        <Badges label={t`Contractor Types`} items={types} className="bg-amber-100 text-amber-900" />
        <Badges label={t`Locations`} items={splitList(c.Location).map((text) => ({ text, typed: true }))} className="bg-slate-100 text-slate-700" />
        <Link to={c.Url} className={`${viewLink} mt-3`}>
          <ViewLabel name={c.CompanyName} />
        </Link>
      </div>
    </article>
  );
}
