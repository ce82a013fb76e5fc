import { sql } from 'drizzle-orm';
import { ContractorListRequest } from '../../contract/public-v3.ts';
import { findContractorType } from '../../data/contractor-types.ts';
import { CITIES, findLocation } from '../../data/locations.ts';
import type { Ctx } from '../context.ts';
import { listContractors } from '../contractor/list-contractors.ts';
import { arrayParam } from '../format.ts';
import { NEARBY_LINKS, RELATED_LINKS } from './get-rent-landing.ts';
import { nearestWithCounts } from './nearby.ts';

const CITY_LABELS = CITIES.map((c) => c.label);

/**
 * Contractors of one type serving one city (docs/decisions/045-landing-pages.md): exactly what the
 * contractor list shows for that type and location (listContractors — service locations, city or
 * state), plus the nearest cities with this type and the other types serving this city, counted in
 * contractor_type_place_counts (kept by triggers).
 */
export async function getContractorLanding(ctx: Ctx, o: { type: string; city: string; page: number; pageSize: number }) {
  const [places, inCity] = await Promise.all([
    ctx.db.execute<{ city: string; n: number }>(
      sql`SELECT place AS city, n FROM contractor_type_place_counts WHERE contractor_type = ${o.type} AND n > 0 AND place = ANY(${arrayParam(CITY_LABELS, 'text')})`,
    ),
    ctx.db.execute<{ type: string; n: number }>(sql`SELECT contractor_type AS type, n FROM contractor_type_place_counts WHERE place = ${o.city} AND n > 0`),
  ]);
  const list = (page: number) =>
    listContractors(ctx, ContractorListRequest.parse({ ContractorTypes: [o.type], Locations: [o.city], Page: page, PageSize: o.pageSize, SortBy: 'newest' }));
  let r = await list(Math.max(1, o.page));
  // Past the last page: the last page (as the list pages' canonical URLs clamp).
  if (r.data.length === 0 && r.total > 0) r = await list(r.totalPages);
  const related = inCity.rows
    .filter((x) => x.type !== o.type && findContractorType(x.type)?.value === x.type)
    .sort((a, b) => b.n - a.n || a.type.localeCompare(b.type))
    .slice(0, RELATED_LINKS);
  return {
    items: r.data,
    total: r.total,
    page: r.page,
    totalPages: r.totalPages,
    nearby: nearestWithCounts(o.city, places.rows, NEARBY_LINKS),
    related,
    state: findLocation(o.city)?.value ?? '',
  };
}
