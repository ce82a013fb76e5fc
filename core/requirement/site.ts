import type { HireDetails } from '../../contract/hire-details.ts';
import { CITY_POINTS, cityPoint, pinPoint, statePoint, type Point } from '../../data/location-points.ts';
import { CITIES } from '../../data/locations.ts';
import { AppError } from '../errors.ts';
import { placeHire, type StoredHire } from '../enquiry/hire-details.ts';
import { kmBetween } from '../search/near.ts';

const STATE_OF_CITY = new Map(CITIES.map((c) => [c.label, c.value]));
/** A PIN code is matched as the nearest catalogue city within this distance (else by its point only). */
const PIN_CITY_KM = 60;

/** Where a requirement's work is: the hire details as stored, the point, and the city and state it is in. */
export type Site = StoredHire & { point: Point; city: string | null; state: string | null };

/**
 * The site of a requirement, checked like an enquiry's (a start date from today to a year ahead, a
 * known city or PIN code: a 400 on its field otherwise) and placed: a city's own point, or a PIN
 * code's point and the nearest catalogue city, so that service areas naming a city or state match.
 */
export function resolveSite(hire: HireDetails, now: Date): Site {
  const stored = placeHire(hire, now);
  if (stored.sitePin) {
    const point = pinPoint(stored.sitePin)!;
    let best: { label: string; km: number } | undefined;
    for (const c of CITY_POINTS) {
      const km = kmBetween(point, c);
      if (!best || km < best.km) best = { label: c.label, km };
    }
    const city = best && best.km <= PIN_CITY_KM ? best.label : null;
    return { ...stored, point, city, state: city ? (STATE_OF_CITY.get(city) ?? null) : null };
  }
  const [city = stored.sitePlace, named] = stored.sitePlace.split(', ');
  const state = named ?? STATE_OF_CITY.get(city) ?? null;
  // Every catalogue city has a point (scripts/build-locations.ts); a state's centre is the fallback.
  const point = cityPoint(city) ?? (state ? statePoint(state) : undefined);
  if (!point)
    throw new AppError('BAD_REQUEST', `We could not place '${hire.site}'. Enter a city or a 6-digit PIN code.`, {
      errors: [{ field: 'site', message: `We could not place '${hire.site}'. Enter a city or a 6-digit PIN code.` }],
    });
  return { ...stored, point, city, state };
}
