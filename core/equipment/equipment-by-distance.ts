import { sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { arrayParam } from '../format.ts';
import { MAX_SKIP, tooDeep } from './list-equipment.ts';
import { equipmentCardColumns, type EquipmentRow } from './equipment-card.ts';

/**
 * One page of equipment nearest first, with its exact total (docs/decisions/042-distance-search.md).
 * A listing's point is its city's point, so the order is: the cities in distance order, and within
 * a city newest first. The per-city counts (from equipment_counts, or equipment_type_counts for machine types, when no free text narrows the rows,
 * else one grouped scan) give the exact total and tell which cities the page falls in; the page is one
 * `ORDER BY created_at LIMIT/OFFSET` branch per such city, on the (category,) city, date indexes.
 *
 * `cities` are nearest first; `base` is every condition but the location (status, category, rent/sale,
 * keyword); `counts` are the same conditions on a count table, or undefined to count by scan.
 */
export async function equipmentByDistance(
  ctx: Ctx,
  o: { cities: string[]; base: SQL; counts: { table: SQL; where: SQL } | undefined; page: number; pageSize: number },
): Promise<{ rows: EquipmentRow[]; total: number }> {
  if (!o.cities.length) return { rows: [], total: 0 };
  const inCities = arrayParam(o.cities, 'text');
  const perCity = (
    await ctx.db.execute<{ city: string; n: number }>(
      o.counts
        ? sql`SELECT city, sum(n)::int AS n FROM ${o.counts.table} WHERE city = ANY(${inCities}) AND ${o.counts.where} GROUP BY city HAVING sum(n) > 0`
        : sql`SELECT e.city, count(*)::int AS n FROM equipment e WHERE ${o.base} AND e.city = ANY(${inCities}) GROUP BY e.city`,
    )
  ).rows;
  const n = new Map(perCity.map((r) => [r.city, r.n]));
  const total = perCity.reduce((s, r) => s + r.n, 0);
  const offset = (o.page - 1) * o.pageSize;
  if (offset >= total) return { rows: [], total };

  // The cities the page falls in: skip whole cities before the offset, then take from each in turn.
  const branches: SQL[] = [];
  let before = 0;
  let want = o.pageSize;
  for (const city of o.cities) {
    const count = n.get(city) ?? 0;
    if (!count || before + count <= offset) {
      before += count;
      continue;
    }
    const skip = Math.max(0, offset - before);
    const take = Math.min(want, count - skip);
    // Past the middle of a big city, its rows are read from the other end (as listEquipment's deep pages).
    const backward = skip > count / 2;
    const from = backward ? count - skip - take : skip;
    if (from > MAX_SKIP) throw tooDeep();
    const dir = sql.raw(backward ? 'ASC' : 'DESC');
    branches.push(
      sql`(SELECT e.id, ${branches.length}::int AS ord FROM equipment e WHERE ${o.base} AND e.city = ${city}
           ORDER BY e.created_at ${dir}, e.id ${dir} LIMIT ${take} OFFSET ${from})`,
    );
    want -= take;
    before += count;
    if (!want) break;
  }
  const rows = (
    await ctx.db.execute<EquipmentRow>(
      sql`SELECT ${equipmentCardColumns(ctx)} FROM (${sql.join(branches, sql` UNION ALL `)}) p
          JOIN equipment e ON e.id = p.id JOIN vendors v ON v.id = e.vendor_id
          ORDER BY p.ord, e.created_at DESC, e.id DESC`,
    )
  ).rows;
  return { rows, total };
}
