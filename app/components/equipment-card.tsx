import { HydrateLater } from '../lib/hydrate-later.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import { hindiCategoryName } from '../../data/catalogue-hindi-equipment.ts';
import { useFormat } from '../i18n/react.tsx';
import { bestRate, leadingRate, type EquipmentCardView as Card } from '../lib/card-views.ts';
import { CardPlace } from './card-place.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import { conditionText, isListedCondition } from '../lib/condition-text.ts';
import { firstSentence } from '../lib/format.ts';
import { ChevronDownIcon as ChevronDown } from './icons.tsx';
import { EnquireLink, ListingLink } from './listing-link.tsx';
import { SaveButton } from './save-button.tsx';
import { IMAGE_SIZES, ListingImage } from './listing-image.tsx';

const Row = ({ label, value, typed = false }: { label: string; value: React.ReactNode; typed?: boolean }) => (
  <div className="flex justify-between gap-3 border-b border-slate-100 py-1 text-sm">
    <dt className="text-slate-500">{label}</dt>
    <dd className="min-w-0 break-words text-right font-medium" data-typed={typed || undefined}>
      {value}
    </dd>
  </div>
);

/**
 * An equipment card (docs/product.md#lists-and-search): picture, name, model or capacity, the best rate,
 * distance and place, badge, save, ENQUIRE, then the first sentence + know more, the machine's facts.
 * On a phone the picture sits beside the text and the facts fold behind 'More details' (a native
 * disclosure: it works before the JavaScript), so two cards fit on a screen; from `sm` the picture is on
 * top and the facts show open (app.css `.card-facts`; docs/decisions/044-phone-cards-and-near-me.md).
 */
export function EquipmentCard(props: { e: Card; priority?: boolean }) {
  return (
    <HydrateLater>
      <EquipmentCardBody {...props} />
    </HydrateLater>
  );
}

function EquipmentCardBody({ e, priority = false }: { e: Card; priority?: boolean }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  // The category and the condition are the catalogue's (in the page's language, as on the detail page); model and brand are what the vendor typed.
  const category = (f.lang === 'hi' && hindiCategoryName(e.Category)) || e.Category;
  return (
    <article className="relative flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" data-testid="equipment-card">
      <div className="flex gap-3 p-3 sm:block sm:p-0">
        <div className="relative aspect-[4/3] w-28 shrink-0 self-start overflow-hidden rounded-lg bg-surface sm:w-auto sm:rounded-none">
          {/* The picture repeats the name link: out of the tab order and hidden from screen readers. */}
          <ListingLink to={e.Url} tabIndex={-1} aria-hidden>
            <ListingImage src={e.ThumbnailUrl} alt="" width={640} height={480} sizes={IMAGE_SIZES.equipmentCard} priority={priority} className="size-full object-cover" />
          </ListingLink>
        </div>
        <div className="min-w-0 flex-1 sm:px-4 sm:pt-4">
          {/* Two lines kept on a phone: a name that fits one line in Inter but two in the fallback font must not move the card when the font arrives. */}
          <h3 className="line-clamp-2 min-h-[2lh] pr-10 text-base font-semibold leading-snug sm:min-h-0 sm:pr-0 sm:text-lg">
            <ListingLink to={e.Url} className="hover:underline" data-typed>
              {e.Name}
            </ListingLink>
          </h3>
          <p className="truncate text-sm text-slate-600" data-typed>
            {e.Model ?? e.Capacity ?? ''}
          </p>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-2 font-semibold text-navy" data-testid="best-rate">
            {bestRate(e, f.lang)}
            {e.IsAvailableForSale && <span className="text-xs font-medium text-slate-600">{e.IsAvailableForRent ? t`Also for sale` : t`For sale`}</span>}
          </p>
          <CardPlace location={e.Location} distanceKm={e.DistanceKm} />
          {/* The vendor's badge, granted only by an admin (docs/decisions/017). */}
          {e.IsVerified && (
            <p className="mt-1 inline-flex w-fit items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800" data-testid="verified-badge">
              <BadgeCheck aria-hidden className="size-4" /> <Trans>Documents checked</Trans>
            </p>
          )}
        </div>
      </div>
      {/* On top of the picture from sm, beside the name on a phone. */}
      <SaveButton id={e.Id} type="equipment" name={e.Name} saved={e.IsSaved} className="absolute right-2 top-2 bg-white/90 shadow" />
      <div className="flex flex-1 flex-col px-3 pb-3 sm:px-4 sm:pb-4">
        <details className="card-facts group">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 text-sm font-medium text-amber-deep [&::-webkit-details-marker]:hidden">
            <Trans>More details</Trans> <ChevronDown aria-hidden className="size-4 transition group-open:rotate-180" />
          </summary>
          <p className="text-sm text-slate-700 sm:mt-2">
            <span data-typed>{firstSentence(e.Description)}</span>{' '}
            <ListingLink to={e.Url} className="font-medium text-amber-deep underline">
              <Trans>know more</Trans>
            </ListingLink>
          </p>
          {e.Specification && (
            <p className="mt-2 line-clamp-2 text-xs text-slate-500" data-typed>
              {e.Specification}
            </p>
          )}
          <dl className="mt-3">
            <Row label={t`Type`} value={category} />
            <Row label={t`Model`} value={e.Model ?? t`NA`} typed={!!e.Model} />
            <Row label={t`Brand`} value={e.Brand} typed />
            <Row label={t`Condition`} value={conditionText(i18n, e.Condition)} typed={!isListedCondition(e.Condition)} />
            {/* The same rate as the headline price (day, else month, else hour). */}
            <Row label={t`Rent`} value={e.IsAvailableForRent ? (leadingRate(e, f.lang) ?? t`Available`) : t`No`} />
            <Row label={t`Sale`} value={e.IsAvailableForSale ? t`Available` : t`No`} />
          </dl>
        </details>
        <div className="mt-auto flex items-end gap-2">
          <CompareToggle kind="equipment" item={{ id: e.Id, name: e.Name, img: e.ThumbnailUrl, url: e.Url }} className="min-h-12" />
          <EnquireLink to={e.Url} className="mt-2 flex-1 sm:mt-4" />
        </div>
      </div>
    </article>
  );
}
