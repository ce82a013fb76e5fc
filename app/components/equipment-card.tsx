import { BadgeCheck, MapPin } from 'lucide-react';
import type { EquipmentCardView as Card } from '../lib/card-views.ts';
import { firstSentence, rupees } from '../lib/format.ts';
import { EnquireLink, ListingLink } from './listing-link.tsx';
import { SaveButton } from './save-button.tsx';
import { IMAGE_SIZES, ListingImage } from './listing-image.tsx';

const Row = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <div className="flex justify-between gap-3 border-b border-slate-100 py-1 text-sm">
    <dt className="text-slate-500">{label}</dt>
    <dd className="text-right font-medium">{value}</dd>
  </div>
);

/** An equipment card (docs/product.md#lists-and-search): picture, name, model or capacity, first sentence + know more, facts, save, ENQUIRE. */
export function EquipmentCard({ e, priority = false }: { e: Card; priority?: boolean }) {
  return (
    <article className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="equipment-card">
      <div className="relative aspect-[4/3] bg-surface">
        {/* The picture repeats the name link: out of the tab order and hidden from screen readers. */}
        <ListingLink to={e.Url} tabIndex={-1} aria-hidden>
          <ListingImage src={e.ThumbnailUrl} alt="" width={640} height={480} sizes={IMAGE_SIZES.equipmentCard} priority={priority} className="size-full object-cover" />
        </ListingLink>
        <SaveButton id={e.Id} type="equipment" name={e.Name} saved={e.IsSaved} className="absolute right-2 top-2 bg-white/90 shadow" />
      </div>
      <div className="flex flex-1 flex-col p-4">
        <h3 className="text-lg font-semibold leading-snug">
          <ListingLink to={e.Url} className="hover:underline">
            {e.Name}
          </ListingLink>
        </h3>
        <p className="text-sm text-slate-600">{e.Model ?? e.Capacity ?? ''}</p>
        {/* The vendor's badge, granted only by an admin (docs/decisions/017). */}
        {e.IsVerified && (
          <p className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800" data-testid="verified-badge">
            <BadgeCheck aria-hidden className="size-4" /> Verified vendor
          </p>
        )}
        <p className="mt-2 text-sm text-slate-700">
          {firstSentence(e.Description)}{' '}
          <ListingLink to={e.Url} className="font-medium text-amber-deep underline">
            know more
          </ListingLink>
        </p>
        {e.Specification && <p className="mt-2 line-clamp-2 text-xs text-slate-500">{e.Specification}</p>}
        <dl className="mt-3">
          <Row label="Type" value={e.Category} />
          <Row label="Model" value={e.Model ?? 'NA'} />
          <Row label="Brand" value={e.Brand} />
          <Row label="Condition" value={e.Condition} />
          <Row label="Rent" value={e.IsAvailableForRent ? (e.MonthlyRate ? `${rupees(e.MonthlyRate)}/month` : 'Available') : 'No'} />
          <Row label="Sale" value={e.IsAvailableForSale ? 'Available' : 'No'} />
        </dl>
        <p className="mt-3 flex items-center gap-1 text-sm text-slate-600">
          <MapPin aria-hidden className="size-4" /> {e.Location}
        </p>
        <EnquireLink to={e.Url} />
      </div>
    </article>
  );
}
