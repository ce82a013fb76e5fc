import { HydrateLater } from '../lib/hydrate-later.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { BadgeCheck } from 'lucide-react';
import type { ContractorCardView as Card } from '../lib/card-views.ts';
import { initialsOf, splitList } from '../lib/format.ts';
import { CardPlace } from './card-place.tsx';
import { CompareToggle } from './compare-toggle.tsx';
import { EnquireLink, ListingLink } from './listing-link.tsx';
import { SaveButton } from './save-button.tsx';
import { IMAGE_SIZES, ListingImage } from './listing-image.tsx';

/** A contractor's round logo, or its initials on navy when it has none. */
export function ContractorLogo({ name, url, large = false }: { name: string; url: string | null; large?: boolean }) {
  const size = large ? 'size-20 text-2xl' : 'size-14 text-lg';
  return url ? (
    <ListingImage
      src={url}
      alt=""
      preset="avatar"
      width={large ? 80 : 56}
      height={large ? 80 : 56}
      sizes={IMAGE_SIZES.logo}
      priority={large}
      className={`${size} shrink-0 rounded-full object-cover`}
    />
  ) : (
    <span aria-hidden className={`${size} flex shrink-0 items-center justify-center rounded-full bg-navy font-bold text-amber-300`}>
      {initialsOf(name)}
    </span>
  );
}

/**
 * A contractor card (docs/product.md#lists-and-search): logo, company name, type badges, sectors, service
 * locations, distance and location, save, ENQUIRE. On a phone the two long lists keep to two lines each
 * (docs/decisions/044-phone-cards-and-near-me.md); the detail page has them in full. The catalogue's names
 * come in the page's language from the loader (app/lib/card-names.ts).
 */
export function ContractorCard(props: { c: Card }) {
  return (
    <HydrateLater>
      <ContractorCardBody {...props} />
    </HydrateLater>
  );
}

function ContractorCardBody({ c }: { c: Card }) {
  const { t } = useLingui();
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4" data-testid="contractor-card">
      <div className="flex items-start gap-3">
        <ListingLink to={c.Url} tabIndex={-1} aria-hidden className="shrink-0">
          <ContractorLogo name={c.CompanyName} url={c.LogoUrl} />
        </ListingLink>
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-snug">
            <ListingLink to={c.Url} className="hover:underline" data-typed>
              {c.CompanyName}
            </ListingLink>
            {c.IsVerified && <BadgeCheck role="img" aria-label={t`Documents checked`} data-testid="verified-badge" className="ml-1 inline size-5 text-emerald-700" />}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-1">
            {splitList(c.ContractorType).map((type) => (
              <li key={type} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {type}
              </li>
            ))}
          </ul>
        </div>
        <SaveButton id={c.Id} type="contractor" name={c.CompanyName} saved={c.IsSaved} className="hover:bg-surface" />
      </div>
      {c.WorkingSectors && (
        <p className="mt-2 line-clamp-2 text-sm sm:mt-3 sm:line-clamp-none">
          <span className="text-slate-500">
            <Trans>Working sectors:</Trans>{' '}
          </span>
          {c.WorkingSectors}
        </p>
      )}
      {c.WorkLocations && (
        <p className="mt-1 line-clamp-2 text-sm sm:line-clamp-none">
          <span className="text-slate-500">
            <Trans>Service locations:</Trans>{' '}
          </span>
          <span data-typed>{c.WorkLocations}</span>
        </p>
      )}
      <CardPlace location={c.Location} distanceKm={c.DistanceKm} />
      <div className="mt-3 flex items-end gap-2 sm:mt-4">
        <CompareToggle kind="contractor" item={{ id: c.Id, name: c.CompanyName, img: c.LogoUrl, url: c.Url }} className="min-h-12" />
        <EnquireLink to={c.Url} className="flex-1" />
      </div>
    </article>
  );
}
