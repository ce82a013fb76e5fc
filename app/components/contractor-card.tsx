import { BadgeCheck, Heart, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import type { ContractorCard as Card } from '../../contract/public-v3.ts';
import { askToLogin } from '../lib/login-prompt.ts';
import { IMAGE_SIZES, ListingImage } from './listing-image.tsx';

const split = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);
const initials = (name: string) => name.split(/\s+/).slice(0, 2).map((w) => w[0]).join('').toUpperCase();

/** A contractor card (spec §2): logo, company name, type badges, sectors, service locations, location, save, ENQUIRE. */
export function ContractorCard({ c }: { c: Card }) {
  return (
    <article className="flex flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="contractor-card">
      <div className="flex items-start gap-3">
        {c.LogoUrl ? (
          <ListingImage src={c.LogoUrl} alt="" preset="avatar" width={56} height={56} sizes={IMAGE_SIZES.logo} className="size-14 rounded-full object-cover" />
        ) : (
          <span aria-hidden className="flex size-14 shrink-0 items-center justify-center rounded-full bg-navy text-lg font-bold text-amber-300">
            {initials(c.CompanyName)}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 className="text-lg font-semibold leading-snug">
            <Link to={c.Url} className="hover:underline">
              {c.CompanyName}
            </Link>
            {c.IsVerified && <BadgeCheck aria-label="Verified" className="ml-1 inline size-5 text-emerald-700" />}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-1">
            {split(c.ContractorType).map((t) => (
              <li key={t} className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                {t}
              </li>
            ))}
          </ul>
        </div>
        <button type="button" aria-label={c.IsSaved ? 'Remove from saved' : 'Save'} aria-pressed={c.IsSaved} onClick={askToLogin} className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface">
          <Heart aria-hidden className={`size-5 ${c.IsSaved ? 'fill-red-600 text-red-600' : ''}`} />
        </button>
      </div>
      {c.WorkingSectors && <p className="mt-3 text-sm"><span className="text-slate-500">Working sectors: </span>{c.WorkingSectors}</p>}
      {c.WorkLocations && <p className="mt-1 text-sm"><span className="text-slate-500">Service locations: </span>{c.WorkLocations}</p>}
      <p className="mt-2 flex items-center gap-1 text-sm text-slate-600">
        <MapPin aria-hidden className="size-4" /> {c.Location}
      </p>
      <Link to={`${c.Url}#enquire`} className="mt-4 block rounded-lg bg-amber-brand py-3 text-center font-semibold text-navy hover:bg-amber-400">
        ENQUIRE
      </Link>
    </article>
  );
}
