import { sql, type SQL } from 'drizzle-orm';
import type { EquipmentListRequest } from '../../contract/public-v3.ts';
import { categoryByNameOrSlug } from '../../data/equipment-catalogue.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { arrayParam } from '../format.ts';
import { isAllValue, resolveLocations } from '../location.ts';
import { parseKeyword } from '../search/keyword.ts';
import { equipmentCardColumns, toEquipmentCard, type EquipmentRow } from './equipment-card.ts';

export type EquipmentSort = 'latest' | 'oldest' | 'nameasc' | 'namedesc' | 'relevance';

/** Category filter value → slug; 'ALL', 'ALL-Equipment', 'All Equipment' or empty → no filter. */
export function resolveCategory(value: string | undefined): string | undefined {
  if (!value || !value.trim() || isAllValue(value)) return undefined;
  const cat = categoryByNameOrSlug(value.trim());
  if (!cat) throw new AppError('BAD_REQUEST', `Unknown category '${value.trim()}'.`);
  return cat.slug;
}

/**
 * The public equipment list (spec §2, §7): approved listings only, filtered, sorted, one page
 * plus the exact total. Page and total run as two index-friendly statements; the total comes
 * from the trigger-kept count table when there is no keyword (docs/decisions/003).
 */
export async function listEquipment(ctx: Ctx, input: EquipmentListRequest) {
  const category = resolveCategory(input.Category);
  const { cities, states } = resolveLocations(input.Location);
  const kw = parseKeyword(input.Keyword);
  const sort: EquipmentSort =
    !input.SortBy || input.SortBy === 'newest' ? (input.SortBy === undefined && kw.tsquery ? 'relevance' : 'latest') : input.SortBy;
  const page = input.Page;
  const pageSize = input.PageSize;

  const where: SQL[] = [sql`e.status = 'approved'`];
  if (category) where.push(sql`e.category = ${category}`);
  if (cities.length && states.length)
    where.push(sql`(e.city = ANY(${arrayParam(cities, 'text')}) OR e.state = ANY(${arrayParam(states, 'text')}))`);
  else if (cities.length) where.push(sql`e.city = ANY(${arrayParam(cities, 'text')})`);
  else if (states.length) where.push(sql`e.state = ANY(${arrayParam(states, 'text')})`);
  if (input.AvailableForRent) where.push(sql`e.is_available_for_rent`);
  if (input.AvailableForSale) where.push(sql`e.is_available_for_sale`);
  const q = kw.tsquery ? sql`to_tsquery('english', ${kw.tsquery})` : undefined;
  if (q) where.push(sql`e.search @@ ${q}`);
  const whereSql = sql.join(where, sql` AND `);

  const order = {
    latest: sql`e.created_at DESC, e.id DESC`,
    oldest: sql`e.created_at ASC, e.id ASC`,
    nameasc: sql`lower(e.name) ASC, e.id ASC`,
    namedesc: sql`lower(e.name) DESC, e.id DESC`,
    relevance: q ? sql`ts_rank_cd(e.search, ${q}, 1) DESC, e.created_at DESC, e.id DESC` : sql`e.created_at DESC, e.id DESC`,
  }[sort];

  const offset = (page - 1) * pageSize;
  // Step 1: the page's ids only (index-only where the filters allow); step 2: the rows by id.
  const pageIds = ctx.db.execute<{ id: number }>(
    sql`SELECT e.id FROM equipment e WHERE ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
  );
  const total = countEquipment(ctx, { whereSql, category, cities, states, rent: input.AvailableForRent, sale: input.AvailableForSale, keyword: !!q });
  const [idsRes, totalRecords] = await Promise.all([pageIds, total]);
  const ids = idsRes.rows.map((r) => r.id);
  let rows: EquipmentRow[] = [];
  if (ids.length) {
    const res = await ctx.db.execute<EquipmentRow>(
      sql`SELECT ${equipmentCardColumns(ctx)} FROM equipment e JOIN vendors v ON v.id = e.vendor_id WHERE e.id = ANY(${arrayParam(ids, 'int')})`,
    );
    const byId = new Map(res.rows.map((r) => [r.id, r]));
    rows = ids.map((id) => byId.get(id)).filter((r): r is EquipmentRow => !!r);
  }
  const data = rows.map(toEquipmentCard);
  return {
    data,
    total: totalRecords,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(totalRecords / pageSize)),
    corrections: Object.keys(kw.corrections).length ? kw.corrections : undefined,
  };
}

async function countEquipment(
  ctx: Ctx,
  f: { whereSql: SQL; category?: string; cities: string[]; states: string[]; rent?: boolean; sale?: boolean; keyword: boolean },
): Promise<number> {
  if (f.keyword) {
    const r = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM equipment e WHERE ${f.whereSql}`);
    return r.rows[0]?.n ?? 0;
  }
  const w: SQL[] = [sql`true`];
  if (f.category) w.push(sql`category = ${f.category}`);
  if (f.cities.length && f.states.length) w.push(sql`(city = ANY(${arrayParam(f.cities, 'text')}) OR state = ANY(${arrayParam(f.states, 'text')}))`);
  else if (f.cities.length) w.push(sql`city = ANY(${arrayParam(f.cities, 'text')})`);
  else if (f.states.length) w.push(sql`state = ANY(${arrayParam(f.states, 'text')})`);
  if (f.rent) w.push(sql`is_rent`);
  if (f.sale) w.push(sql`is_sale`);
  const r = await ctx.db.execute<{ n: number }>(sql`SELECT coalesce(sum(n), 0)::int AS n FROM equipment_counts WHERE ${sql.join(w, sql` AND `)}`);
  return r.rows[0]?.n ?? 0;
}
