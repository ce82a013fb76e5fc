import { sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../format.ts';
import { nearestKm, rankJson, type NearScope } from '../search/near.ts';
import type { Ctx } from '../context.ts';
import { contractorCardColumns, type ContractorRow } from './contractor-card.ts';

/** The wildcard of contractor_facets (type '*': the place alone). */
const ANY_FACET = '*';

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

/**
 * Types and/or places only, nearest first: the page and its exact total from contractor_facets (one
 * index entry per approved contractor × type × place, decision 036) instead of a heap page per
 * contractor in reach. A contractor's rank is that of its nearest place in reach; then newest first.
 * `cities` are the scope's, nearest first; `locations` the location filter, which must also match.
 */
export async function contractorsNearFromFacets(
  ctx: Ctx,
  o: { cities: string[]; types: string[]; locations: string[]; limit: number; offset: number },
): Promise<{ rows: ContractorRow[]; total: number } | undefined> {
  if (o.types.includes(ANY_FACET) || o.locations.includes(ANY_FACET) || !o.cities.length) return undefined;
  const types = arrayParam(o.types.length ? o.types : [ANY_FACET], 'text');
  const alsoIn = o.locations.length
    ? sql` AND f.contractor_id IN (SELECT g.contractor_id FROM contractor_facets g WHERE g.type = ${ANY_FACET} AND g.place = ANY(${arrayParam(o.locations, 'text')}))`
    : sql``;
  const inReach = sql`SELECT f.contractor_id AS id, min(d.ord) AS ord, max(f.created_at) AS created_at
    FROM contractor_facets f JOIN unnest(${arrayParam(o.cities, 'text')}) WITH ORDINALITY AS d(place, ord) ON f.place = d.place
    WHERE f.type = ANY(${types})${alsoIn} GROUP BY f.contractor_id`;
  // One pass over the facets gives the page's ids and the exact total: the in-reach set is built
  // once, then counted and cut to the page (bench N3: ~3,000 contractors in reach near Mumbai).
  const page = await ctx.db.execute<ContractorRow & { total: number }>(
    sql`WITH m AS MATERIALIZED (${inReach})
        SELECT ${contractorCardColumns(ctx)}, (SELECT count(*) FROM m)::int AS total FROM (
          SELECT m.id, m.ord, m.created_at FROM m ORDER BY m.ord, m.created_at DESC, m.id DESC LIMIT ${o.limit} OFFSET ${o.offset}
        ) p JOIN contractors c ON c.id = p.id ORDER BY p.ord, p.created_at DESC, p.id DESC`,
  );
  if (page.rows.length) return { rows: page.rows, total: page.rows[0]!.total };
  const count = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${inReach}) m`);
  return { rows: [], total: count.rows[0]?.n ?? 0 };
}
