import { cityPoint, type Point } from '../../data/location-points.ts';

/** Great-circle distance in km (haversine), enough to order cities by how far they are. */
export function kmBetween(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export type NearbyCity = { city: string; n: number; km: number };

/**
 * The cities closest to `city` among those with a count, nearest first (at most `limit`, never the
 * city itself). Cities without coordinates are left out: "nearby" needs a distance.
 */
export function nearestWithCounts(city: string, counts: ReadonlyArray<{ city: string; n: number }>, limit: number): NearbyCity[] {
  const from = cityPoint(city);
  if (!from) return [];
  const out: NearbyCity[] = [];
  for (const c of counts) {
    if (c.n <= 0 || c.city === city) continue;
    const p = cityPoint(c.city);
    if (p) out.push({ city: c.city, n: c.n, km: Math.round(kmBetween(from, p)) });
  }
  return out.sort((a, b) => a.km - b.km || a.city.localeCompare(b.city)).slice(0, limit);
}
