import { sql } from 'drizzle-orm';
import { CITY_POINTS } from '../../data/location-points.ts';
import type { Db } from '../../db/client.ts';
import { matchPlace } from '../location.ts';
import { kmBetween, roundKm } from '../search/near.ts';
import type { Site } from './site.ts';

/** A provider with a matching listing in a city this close to the site is sent the requirement. */
export const MATCH_RADIUS_KM = 100;
/** At most this many providers are sent one requirement: the nearest first, then the best rated. */
export const MAX_RECIPIENTS = 25;

export type Recipient = {
  providerUserId: number;
  vendorId: number | null;
  contractorId: number | null;
  name: string;
  /** The company's email, else its login's. */
  email: string;
  distanceKm: number | null;
};

type Candidate = Recipient & { areas: string[]; rating: number };

const PAN_INDIA = /\b(pan|all)[ -]?india\b|\banywhere in india\b/i;

/**
 * Whether a provider's service areas cover the site: 'Pan India' (or 'All India'), or a name that is
 * the site's city, its state, or a region holding the city. Areas are free text ('Maharashtra and
 * nearby states', 'Pune, Mumbai'): each part between commas, 'and', '&', '/' or ';' is looked up as a
 * place (aliases and Hindi names too, core/place-index.ts); a part that names no place is ignored.
 */
export function areasCover(areas: readonly string[], site: Pick<Site, 'city' | 'state'>): boolean {
  for (const area of areas) {
    if (PAN_INDIA.test(area)) return true;
    for (const part of area.split(/,|;|\/|&|\band\b/i)) {
      const place = part.trim() && matchPlace(part.trim());
      if (!place) continue;
      if (site.city && place.cities.includes(site.city)) return true;
      if (site.state && (place.states.includes(site.state) || place.label === site.state)) return true;
    }
  }
  return false;
}

/** Catalogue cities within the radius of the site, with their distance (km), as JSON for SQL. */
function citiesInReach(site: Site): string {
  const near: Record<string, number> = {};
  for (const c of CITY_POINTS) {
    const km = kmBetween(site.point, c);
    if (km <= MATCH_RADIUS_KM) near[c.label.toLowerCase()] = roundKm(km);
  }
  return JSON.stringify(near);
}

/**
 * The providers a requirement goes to (docs/decisions/056): for a machine, vendors with a public
 * listing of that machine type available for rent; for a contractor type, public contractor
 * profiles of that type — in either case within MATCH_RADIUS_KM of the site (a listing's or
 * office's city) or whose service areas cover it. Only live accounts (not disabled), never the
 * client themself; the nearest first, then the best rated, at most MAX_RECIPIENTS.
 */
export async function matchProviders(
  db: Pick<Db, 'execute'>,
  need: { kind: 'equipment' | 'contractor'; machineType: string | null; contractorType: string | null },
  site: Site,
  clientUserId: number,
): Promise<Recipient[]> {
  const near = citiesInReach(site);
  const rows =
    need.kind === 'equipment'
      ? await db.execute<{ vendor_id: number; user_id: number; name: string; email: string; km: string | null; areas: string; rating: string }>(sql`
          WITH near AS (SELECT key AS city, value::numeric AS km FROM jsonb_each_text(${near}::jsonb)),
          offers AS (
            SELECT e.vendor_id, min(n.km) AS km
            FROM equipment e LEFT JOIN near n ON n.city = lower(e.city)
            WHERE e.status = 'approved' AND e.is_available_for_rent AND e.catalogue_slug = ${need.machineType}
            GROUP BY e.vendor_id
          )
          SELECT v.id AS vendor_id, u.id AS user_id, v.name, coalesce(nullif(v.email, ''), u.email) AS email, o.km, v.service_areas AS areas, v.rating_avg AS rating
          FROM offers o JOIN vendors v ON v.id = o.vendor_id JOIN users u ON u.id = v.user_id
          WHERE u.disabled_at IS NULL AND u.id <> ${clientUserId}`)
      : await db.execute<{ contractor_id: number; user_id: number; name: string; email: string; work_locations: string[]; city: string | null; rating: string }>(sql`
          SELECT c.id AS contractor_id, u.id AS user_id, c.company_name AS name, coalesce(nullif(c.email, ''), u.email) AS email,
                 c.work_locations, c.city, c.rating_avg AS rating
          FROM contractors c JOIN users u ON u.id = c.user_id
          WHERE c.status = 'approved' AND c.contractor_types @> ARRAY[${need.contractorType}]::text[]
            AND u.disabled_at IS NULL AND u.id <> ${clientUserId}`);
  const reach = JSON.parse(near) as Record<string, number>;
  const candidates: Candidate[] = rows.rows.map((r) => {
    if ('vendor_id' in r) {
      return {
        providerUserId: r.user_id,
        vendorId: r.vendor_id,
        contractorId: null,
        name: r.name,
        email: r.email,
        distanceKm: r.km === null ? null : Number(r.km),
        areas: [r.areas],
        rating: Number(r.rating),
      };
    }
    // A contractor is as near as the nearest of their office city and the places they work in.
    const kms = [r.city, ...r.work_locations].map((p) => (p ? reach[p.trim().toLowerCase()] : undefined)).filter((k): k is number => k !== undefined);
    return {
      providerUserId: r.user_id,
      vendorId: null,
      contractorId: r.contractor_id,
      name: r.name,
      email: r.email,
      distanceKm: kms.length ? Math.min(...kms) : null,
      areas: r.work_locations,
      rating: Number(r.rating),
    };
  });
  // One account may own more than one company row: it is sent the requirement once, for its nearest.
  const byUser = new Map<number, Candidate>();
  for (const c of candidates) {
    if (c.distanceKm === null && !areasCover(c.areas, site)) continue;
    const had = byUser.get(c.providerUserId);
    if (!had || (c.distanceKm ?? Infinity) < (had.distanceKm ?? Infinity)) byUser.set(c.providerUserId, c);
  }
  return [...byUser.values()]
    .sort((a, b) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || b.rating - a.rating || a.providerUserId - b.providerUserId)
    .slice(0, MAX_RECIPIENTS)
    .map(({ areas: _a, rating: _r, ...r }) => r);
}
