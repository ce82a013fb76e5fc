import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../format.ts';
import { nearestKm, rankJson, type NearScope } from '../search/near.ts';
import type { ContractorRow } from './contractor-card.ts';

/**
 * A `Near` search on contractors (docs/decisions/042-distance-search.md): a contractor is where its
 * service locations and office city are; it is in reach when one of them is a city within the radius,
 * and its distance is that of the nearest one. State-wide service locations have no point.
 */
export function nearConditions(near: NearScope): { within: SQL; rank: SQL; km: (r: ContractorRow) => number | undefined } {
  const cities = near.cities.map((c) => c.label);
  // `places` holds service locations, city and state (GIN-indexed); the rank of the nearest one orders.
  const within = sql`c.places && ${arrayParam(cities, 'text')}`;
  const rank = sql`(SELECT min((${rankJson(cities)}::jsonb ->> p)::int) FROM unnest(c.places) p)`;
  return { within, rank, km: (r) => nearestKm(near, [...r.work_locations, r.city]) };
}
