import { Heart } from 'lucide-react';
import { useId } from 'react';
import { Link } from '../../i18n/react.tsx';
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

const KINDS: { value: Kind; label: string }[] = [
  { value: 'equipment', label: 'Equipments' },
  { value: 'contractor', label: 'Contractors' },
];
const grids: Record<Kind, string> = { equipment: 'grid grid-cols-2 gap-4 lg:grid-cols-4', contractor: 'grid gap-4 md:grid-cols-2' };
const viewLink = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-navy px-4 text-sm font-semibold tracking-wide text-white hover:bg-ink';

/**
 * Wishlist (docs/product.md#wishlist): Equipments (four a row, two on phones) and Contractors (two a row), the period
 * filter, Prev/Next with the page number only when there is more than one page. Removing an item
 * toasts 'Deleting...', then 'Deleted!' or 'Failed to delete!', and refetches the list.
 */
export function WishlistTab({ initial }: { initial: InitialList<Kind, EquipmentItem | ContractorItem> }) {
  const list = usePagedList<Kind, EquipmentItem | ContractorItem>('wishlist', api.client.wishlist, initial);
  const panelId = useId();
  const { query, result, loading } = list;

  // docs/product.md#error-catalogue: 'Deleting...', then 'Deleted!' or 'Failed to delete!' (its fixed words, also when the server refused).
  const removal = useSubmit(api.client.wishlistRemove, {
    fallback: 'Failed to delete!',
    reasonUnder: true,
    toast: { loading: 'Deleting...', success: 'Deleted!', error: true },
    onSuccess: () => void list.reload(),
  });
  const remove = (body: { EquipmentId: number } | { ContractorId: number }) => removal.submit(body);

  // The items belong to the sub-tab they were fetched for (a switch shows skeletons meanwhile).
  const items = result.data;
  return (
    <div>
      <h2 className="sr-only">Wishlist</h2>
      <SubTabs tabs={KINDS} value={query.type} onChange={list.setType} panelId={panelId} />
      <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-tab-${query.type}`} aria-busy={loading} className="pt-4">
        <div className="mb-4">
          <PeriodSelect value={query.dateFilter} onChange={list.setPeriod} />
        </div>
        {loading ? (
          <SkeletonCards count={4} className={grids[query.type]} itemClass={query.type === 'equipment' ? 'aspect-[3/4]' : 'h-40'} />
        ) : items.length === 0 ? (
          query.type === 'equipment' ? (
            <EmptyState text="You haven’t saved any equipment yet." action="Browse Equipments" to={equipmentListUrl({})} />
          ) : (
            <EmptyState text="You haven’t saved any contractor yet." action="Browse Contractors" to={contractorListUrl({})} />
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
  return (
    <button
      type="button"
      title="Remove from Wishlist"
      aria-label="Remove from Wishlist"
      onClick={onRemove}
      className={`flex size-11 shrink-0 items-center justify-center rounded-full bg-white/90 shadow hover:bg-red-50 ${className}`}
    >
      <Heart aria-hidden className="size-5 fill-red-600 text-red-600" />
    </button>
  );
}

/** Equipment card: thumbnail, name, VIEW (a new tab), heart remove button. */
function EquipmentItemCard({ e, onRemove }: { e: EquipmentItem; onRemove: () => void }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="wishlist-equipment">
      <div className="relative aspect-[4/3] bg-surface">
        <img src={e.ThumbnailUrl || NO_IMAGE} onError={noImage} alt={e.Name} width={320} height={240} loading="lazy" className="size-full object-cover" />
        <RemoveButton onRemove={onRemove} className="absolute right-2 top-2" />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-3">
        <h3 className="line-clamp-2 font-semibold leading-snug">{e.Name}</h3>
        <a href={e.Url} target="_blank" rel="noopener" className={`${viewLink} mt-auto`} aria-label={`VIEW ${e.Name}`}>
          VIEW
        </a>
      </div>
    </article>
  );
}

function Badges({ label, items, className }: { label: string; items: string[]; className: string }) {
  if (!items.length) return null;
  return (
    <div className="mt-2">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</p>
      <ul aria-label={label} className="mt-1 flex flex-wrap gap-1">
        {items.map((t) => (
          <li key={t} className={`rounded-full px-2 py-0.5 text-xs font-medium ${className}`}>
            {t}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Contractor card: round logo, name, 'Contractor Types' and 'Locations' badges, VIEW, remove. */
function ContractorItemCard({ c, onRemove }: { c: ContractorItem; onRemove: () => void }) {
  return (
    <article className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="wishlist-contractor">
      <ContractorLogo name={c.CompanyName} url={c.ThumbnailUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold leading-snug">{c.CompanyName}</h3>
          <RemoveButton onRemove={onRemove} className="-mr-2 -mt-2 shadow-none" />
        </div>
        <Badges label="Contractor Types" items={splitList(c.ContractorType)} className="bg-amber-100 text-amber-900" />
        <Badges label="Locations" items={splitList(c.Location)} className="bg-slate-100 text-slate-700" />
        <Link to={c.Url} className={`${viewLink} mt-3`} aria-label={`VIEW ${c.CompanyName}`}>
          VIEW
        </Link>
      </div>
    </article>
  );
}
