import { MapPin } from 'lucide-react';
import { useLang } from '../i18n/react.tsx';
import { distanceAway } from '../lib/card-views.ts';

/** '18 km away · Pune, Maharashtra' when the list was asked near a place; else the place alone. */
export function CardPlace({ location, distanceKm }: { location: string; distanceKm?: number }) {
  const away = distanceAway(distanceKm, useLang());
  return (
    <p className="mt-1 flex min-w-0 items-center gap-1 text-sm text-slate-600">
      <MapPin aria-hidden className="size-4 shrink-0" />
      {away && (
        <>
          <span className="shrink-0 font-medium text-ink" data-testid="distance">
            {away}
          </span>
          <span aria-hidden>·</span>
        </>
      )}
      <span className="truncate" data-typed>
        {location}
      </span>
    </p>
  );
}
