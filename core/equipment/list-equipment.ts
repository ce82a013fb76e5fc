import { sql, type SQL } from 'drizzle-orm';
import type { EquipmentListRequest } from '../../contract/public-v3.ts';
import { categoryByNameOrSlug } from '../../data/equipment-catalogue.ts';
import { NAME_COLLATION } from '../../db/schema/common.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { arrayParam } from '../format.ts';
import { isAllValue, resolveLocations } from '../location.ts';
import { parseKeyword, type ParsedKeyword } from '../search/keyword.ts';
import { splitScripts, understandQuery } from '../search/understand.ts';
import { citiesInFilter, nearScope } from '../search/near.ts';
import { equipmentByDistance } from './equipment-by-distance.ts';
import { equipmentCardColumns, toEquipmentCard, type EquipmentRow } from './equipment-card.ts';

/**
 * The deepest row a page may start at, counted from the nearer end of the results. Skipping more
 * rows than this costs hundreds of milliseconds (a name-sorted page 100,000 took 3 s); nobody pages
 * that far — they narrow the search.
 */
export const MAX_SKIP = 50_000;

export function tooDeep(): AppError {
  return new AppError(
    'BAD_REQUEST',
    `That page is too deep. Narrow the search with a keyword, category or location (at most ${MAX_SKIP.toLocaleString('en-IN')} results can be skipped).`,
  );
}

/** How many of the newest matches a relevance-sorted keyword search ranks (see listEquipment). */
export const RELEVANCE_WINDOW = 600;

/**
 * From how many skipped rows a date-ordered list without keyword or location starts at the day that
 * holds the page (equipment_day_counts) instead of skipping every row before it (decision 036).
 */
export const DAY_SKIP_FROM = 1_000;

/**
 * From how many skipped rows a price-ordered list whose filters equipment_price_counts can answer (category,
 * rent/sale, a max ₹/day; no keyword, machine type or place) starts at the daily rate that holds the page
 * instead of skipping every row before it (decision 052). The lookup costs about what skipping 10,000 entries of
 * the price index does (~0.5 ms at a million listings), so shallower pages just skip.
 */
export const RATE_SKIP_FROM = 10_000;

/**
 * Up to this many chosen cities a located date-ordered page merges one branch per city; a Near search
 * without a radius reaches every city of the catalogue (about a thousand) and walks the date index instead.
 */
const MAX_PLACE_BRANCHES = 40;

export type EquipmentSort = 'latest' | 'oldest' | 'nameasc' | 'namedesc' | 'relevance' | 'distance' | 'priceasc' | 'pricedesc';

/** Category filter value → slug; 'ALL', 'ALL-Equipment', 'All Equipment' or empty → no filter. */
export function resolveCategory(value: string | undefined): string | undefined {
  if (!value || !value.trim() || isAllValue(value)) return undefined;
  const cat = categoryByNameOrSlug(value.trim());
  if (!cat) throw new AppError('BAD_REQUEST', `Unknown category '${value.trim()}'.`);
  return cat.slug;
}

/** `types`: machine types (catalogue slugs) understood from the keyword; only equipment and equipment_type_counts have the column. */
export type Filters = { category?: string; types?: string[]; cities: string[]; states: string[]; rent?: boolean; sale?: boolean; maxDaily?: number };

/** The filter conditions on a table with columns category, city, state and the given rent/sale column names. */
function filterConditions(f: Filters, cols: { prefix: string; rent: string; sale: string }): SQL[] {
  const c = (name: string) => sql.raw(cols.prefix + name);
  const w: SQL[] = [];
  if (f.category) w.push(sql`${c('category')} = ${f.category}`);
  if (f.types?.length === 1) w.push(sql`${c('catalogue_slug')} = ${f.types[0]}`);
  else if (f.types?.length) w.push(sql`${c('catalogue_slug')} = ANY(${arrayParam(f.types, 'text')})`);
  if (f.cities.length && f.states.length) w.push(sql`(${c('city')} = ANY(${arrayParam(f.cities, 'text')}) OR ${c('state')} = ANY(${arrayParam(f.states, 'text')}))`);
  else if (f.cities.length) w.push(sql`${c('city')} = ANY(${arrayParam(f.cities, 'text')})`);
  else if (f.states.length) w.push(sql`${c('state')} = ANY(${arrayParam(f.states, 'text')})`);
  if (f.rent) w.push(c(cols.rent));
  if (f.sale) w.push(c(cols.sale));
  // Only the equipment table and equipment_price_counts have a daily rate (countFromTables).
  if (f.maxDaily !== undefined) w.push(sql`${c('daily_rate')} <= ${f.maxDaily}`);
  return w;
}

/** A direction with PostgreSQL's default NULL placement spelled out only where it differs. */
type Dir = 'ASC' | 'DESC' | 'ASC NULLS LAST' | 'DESC NULLS LAST';
/** The opposite order, NULLs included (reading a deep page from the other end). */
const FLIPPED: Record<Dir, string> = { ASC: 'DESC', DESC: 'ASC', 'ASC NULLS LAST': 'DESC NULLS FIRST', 'DESC NULLS LAST': 'ASC NULLS FIRST' };

/** ORDER BY terms for a sort, and the same terms reversed (for reading a deep page from the other end). */
function orderTerms(sort: Exclude<EquipmentSort, 'relevance' | 'distance'>): { forward: SQL; backward: SQL } {
  const terms: [SQL, Dir][] = {
    latest: [
      [sql`e.created_at`, 'DESC'],
      [sql`e.id`, 'DESC'],
    ],
    oldest: [
      [sql`e.created_at`, 'ASC'],
      [sql`e.id`, 'ASC'],
    ],
    // Same expression as the (category,) name, id indexes: a person's A–Z, ties by id (decision 025).
    nameasc: [
      [sql`e.name COLLATE ${NAME_COLLATION}`, 'ASC'],
      [sql`e.id`, 'ASC'],
    ],
    namedesc: [
      [sql`e.name COLLATE ${NAME_COLLATION}`, 'DESC'],
      [sql`e.id`, 'DESC'],
    ],
    // By the daily rate; listings without one last in both orders; equal prices newest first (decision 052).
    // Same terms as the equipment_pub_(cat_)price_asc/desc indexes.
    priceasc: [
      [sql`e.daily_rate`, 'ASC NULLS LAST'],
      [sql`e.id`, 'DESC'],
    ],
    pricedesc: [
      [sql`e.daily_rate`, 'DESC NULLS LAST'],
      [sql`e.id`, 'DESC'],
    ],
  }[sort] as [SQL, Dir][];
  const build = (flip: boolean) =>
    sql.join(
      terms.map(([expr, dir]) => sql`${expr} ${sql.raw(flip ? FLIPPED[dir] : dir)}`),
      sql`, `,
    );
  return { forward: build(false), backward: build(true) };
}

/**
 * The public equipment list (docs/product.md#lists-and-search): approved listings only, filtered, sorted, one page plus
 * the exact total. The total comes from the trigger-kept count tables whenever it can (no keyword,
 * or a one-word keyword); the page is one statement (ids in order, joined to the card columns); a page
 * past the middle of the results is read from the other end.
 * See docs/decisions/004-list-performance.md.
 */
export async function listEquipment(
  ctx: Ctx,
  input: EquipmentListRequest,
  tuning: { relevanceWindow?: number; daySkipFrom?: number; rateSkipFrom?: number; rateLookupRows?: number } = {},
) {
  const window = tuning.relevanceWindow ?? RELEVANCE_WINDOW;
  const daySkipFrom = tuning.daySkipFrom ?? DAY_SKIP_FROM;
  const rateSkipFrom = tuning.rateSkipFrom ?? RATE_SKIP_FROM;
  const explicitCategory = resolveCategory(input.Category);
  const explicitPlaces = resolveLocations(input.Location);
  // The keyword's known words become filters, ANDed with the explicit ones; an explicit filter wins (decision 040).
  const u = understandQuery(input.Keyword, 'equipment', {
    category: explicitCategory,
    locations: explicitPlaces.cities.length + explicitPlaces.states.length > 0,
    availability: input.AvailableForRent !== undefined || input.AvailableForSale !== undefined,
  });
  const category = explicitCategory ?? u.category;
  const located = {
    cities: [...new Set([...explicitPlaces.cities, ...u.places.flatMap((p) => p.cities)])],
    states: [...new Set([...explicitPlaces.states, ...u.places.flatMap((p) => p.states)])],
  };
  // Near: the cities within the radius that also pass the location filter stand in for the filter
  // (a listing's point is its city's; docs/decisions/042-distance-search.md).
  const near = nearScope(input);
  const { cities, states } = near ? { cities: citiesInFilter(near, located), states: [] } : located;
  const filters: Filters = {
    category,
    types: u.machineTypes,
    cities,
    states,
    rent: input.AvailableForRent ?? (u.availability === 'rent' || undefined),
    sale: input.AvailableForSale ?? (u.availability === 'sale' || undefined),
    maxDaily: input.MaxDailyRate,
  };
  const { latin, other } = splitScripts(u.text);
  const kw = parseKeyword(latin);
  for (const [from, to] of Object.entries(u.corrections)) kw.corrections[from] = to;
  // Words of other scripts (Devanagari…) that the vocabulary does not know are searched as they are
  // (plainto_tsquery: a parameter, never tsquery syntax), so they find what has them, not everything.
  const q =
    kw.tsquery && other
      ? sql`(to_tsquery('english', ${kw.tsquery}) && plainto_tsquery('english', ${other}))`
      : kw.tsquery
        ? sql`to_tsquery('english', ${kw.tsquery})`
        : other
          ? sql`plainto_tsquery('english', ${other})`
          : undefined;
  // Relevance by default while free text remains (decision 040); else nearest first near a place; else latest.
  const sort = (
    !input.SortBy || input.SortBy === 'newest' ? (input.SortBy === undefined && q ? 'relevance' : input.SortBy === undefined && near ? 'distance' : 'latest') : input.SortBy
  ) as EquipmentSort;
  const { Page: page, PageSize: pageSize } = input;
  const answer = (rows: EquipmentRow[], total: number) => ({
    data: rows.map(toEquipmentCard).map((c) => (near ? { ...c, DistanceKm: near.kmTo(c.City) } : c)),
    total,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    corrections: Object.keys(kw.corrections).length ? kw.corrections : undefined,
    near: near?.echo,
    understood: input.Keyword?.trim() ? u.understood : undefined,
  });
  // Nothing in reach: an empty city list would otherwise mean "anywhere".
  if (near && !cities.length) return answer([], 0);

  const where = [sql`e.status = 'approved'`, ...filterConditions(filters, { prefix: 'e.', rent: 'is_available_for_rent', sale: 'is_available_for_sale' })];
  if (q) where.push(sql`e.search @@ ${q}`);
  const whereSql = sql.join(where, sql` AND `);
  const order = orderTerms(sort === 'relevance' || sort === 'distance' ? 'latest' : sort);
  const offset = (page - 1) * pageSize;

  // Located date-ordered pages: one branch per city and per state, each walking its own (category,) place,
  // date index, merged in date order. `city = ANY(…) OR state = ANY(…)` matched no index in order, so the
  // whole located set was walked and filtered (decision 036). A state branch leaves out the chosen cities.
  const byPlace = (cities.length || states.length) && cities.length <= MAX_PLACE_BRANCHES && (sort === 'latest' || sort === 'oldest' || sort === 'relevance');
  const unlocated = sql.join(
    [
      sql`e.status = 'approved'`,
      ...filterConditions({ ...filters, cities: [], states: [] }, { prefix: 'e.', rent: 'is_available_for_rent', sale: 'is_available_for_sale' }),
      ...(q ? [sql`e.search @@ ${q}`] : []),
    ],
    sql` AND `,
  );
  const pageIds = (inner: SQL, limit: number, off: number) => {
    if (!byPlace) return sql`SELECT e.id FROM equipment e WHERE ${whereSql} ORDER BY ${inner} LIMIT ${limit} OFFSET ${off}`;
    const notChosenCity = cities.length ? sql` AND e.city <> ALL(${arrayParam(cities, 'text')})` : sql``;
    const branches = [
      ...cities.map((c) => sql`(SELECT e.id, e.created_at FROM equipment e WHERE ${unlocated} AND e.city = ${c} ORDER BY ${inner} LIMIT ${limit + off})`),
      ...states.map((st) => sql`(SELECT e.id, e.created_at FROM equipment e WHERE ${unlocated} AND e.state = ${st}${notChosenCity} ORDER BY ${inner} LIMIT ${limit + off})`),
    ];
    return sql`SELECT e.id FROM (${sql.join(branches, sql` UNION ALL `)}) e ORDER BY ${inner} LIMIT ${limit} OFFSET ${off}`;
  };

  /** One statement: the page's ids in `inner` order, joined to the card columns, in display order. */
  const pageRows = async (inner: SQL, limit: number, off: number, from?: SQL) =>
    (
      await ctx.db.execute<EquipmentRow>(
        sql`SELECT ${equipmentCardColumns(ctx)}
            FROM (${from ? sql`SELECT e.id FROM equipment e WHERE ${whereSql} AND ${from} ORDER BY ${inner} LIMIT ${limit} OFFSET ${off}` : pageIds(inner, limit, off)}) p
            JOIN equipment e ON e.id = p.id JOIN vendors v ON v.id = e.vendor_id
            ORDER BY ${order.forward}`,
      )
    ).rows;
  const rowsByIds = async (ids: number[]) => {
    if (!ids.length) return [];
    const res = await ctx.db.execute<EquipmentRow>(
      sql`SELECT ${equipmentCardColumns(ctx)} FROM equipment e JOIN vendors v ON v.id = e.vendor_id WHERE e.id = ANY(${arrayParam(ids, 'int')})`,
    );
    const byId = new Map(res.rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is EquipmentRow => !!r);
  };

  let total: number;
  let rows: EquipmentRow[];
  if (sort === 'distance') {
    // Free text (any script) needs a grouped scan; otherwise the count tables (machine types have their own).
    const counts =
      kw.tsquery || other || filters.maxDaily !== undefined
        ? undefined
        : {
            table: filters.types?.length ? sql`equipment_type_counts` : sql`equipment_counts`,
            where: sql.join([sql`true`, ...filterConditions({ ...filters, cities: [] }, { prefix: '', rent: 'is_rent', sale: 'is_sale' })], sql` AND `),
          };
    ({ rows, total } = await equipmentByDistance(ctx, { cities, base: unlocated, counts, page, pageSize }));
  } else if (sort === 'relevance' && q) {
    // Ranking every match of a broad word ('loader': 94,000 rows at a million listings) costs a
    // second; the newest `window` matches are ranked, the rest follow newest first.
    // Every match still appears exactly once across the pages.
    if (offset > MAX_SKIP) throw tooDeep();
    const ranked = Math.max(0, Math.min(pageSize, window - offset));
    const [rankedRows, restRows, count] = await Promise.all([
      ranked > 0
        ? ctx.db
            .execute<{ id: number }>(
              sql`SELECT id FROM (SELECT e.id, e.created_at, e.search FROM equipment e WHERE ${whereSql}
                    ORDER BY e.created_at DESC, e.id DESC LIMIT ${window}) w
                  ORDER BY ts_rank_cd(w.search, ${q}, 1) DESC, w.created_at DESC, w.id DESC LIMIT ${ranked} OFFSET ${offset}`,
            )
            .then((r) => rowsByIds(r.rows.map((x) => x.id)))
        : [],
      pageSize - ranked > 0 ? pageRows(order.forward, pageSize - ranked, Math.max(offset, window)) : [],
      countFromTables(ctx, filters, kw, !!other).then((n) => n ?? countByScan(ctx, whereSql)),
    ]);
    rows = [...rankedRows, ...restRows];
    total = count;
  } else {
    // The price counts know category, rent/sale and the daily rate: a deep page in price order under those filters
    // only starts at the rate that holds it (rateOfRow). Read from the near end it needs no total, so its rate is
    // looked up beside the total rather than after it (one round trip fewer); from the other end, after it.
    const byRate = !q && !filters.types?.length && !cities.length && !states.length && (sort === 'priceasc' || sort === 'pricedesc');
    const rateAhead =
      byRate && offset >= rateSkipFrom && offset <= MAX_SKIP
        ? rateOfRow(ctx, filters, { descending: sort === 'pricedesc', nullsFirst: false, skip: offset, limit: pageSize, total: 0, lookupRows: tuning.rateLookupRows })
        : undefined;
    // Unused when the page turns out to be read from the other end: never an unhandled rejection.
    rateAhead?.catch(() => {});
    const fastTotal = await countFromTables(ctx, filters, kw, !!other);
    if (fastTotal !== undefined) {
      total = fastTotal;
      if (offset >= total) rows = [];
      else if (Math.min(offset, total - offset) > MAX_SKIP) throw tooDeep();
      else {
        // Deep page: the same rows are near the start when read in the opposite order.
        const backward = offset > total / 2;
        const limit = backward ? Math.min(pageSize, total - offset) : pageSize;
        const skip = backward ? total - offset - limit : offset;
        // The day counts know no prices: a price ceiling skips its rows on the date index instead.
        const byDate = !q && !filters.types?.length && !cities.length && !states.length && filters.maxDaily === undefined && (sort === 'latest' || sort === 'oldest');
        const start =
          byDate && skip >= daySkipFrom
            ? await dayOfRow(ctx, filters, (sort === 'latest') !== backward, skip)
            : byRate && skip >= rateSkipFrom
              ? await ((!backward && rateAhead) ||
                  rateOfRow(ctx, filters, { descending: (sort === 'pricedesc') !== backward, nullsFirst: backward, skip, limit, total, lookupRows: tuning.rateLookupRows }))
              : undefined;
        rows = await pageRows(backward ? order.backward : order.forward, limit, start ? skip - start.before : skip, start?.from);
      }
    } else {
      if (offset > MAX_SKIP) throw tooDeep();
      [rows, total] = await Promise.all([pageRows(order.forward, pageSize, offset), countByScan(ctx, whereSql)]);
    }
  }

  return answer(rows, total);
}

async function countByScan(ctx: Ctx, whereSql: SQL): Promise<number> {
  const r = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM equipment e WHERE ${whereSql}`);
  return r.rows[0]?.n ?? 0;
}

/**
 * Exact total from the count tables, or undefined when they cannot answer exactly:
 * - no keyword: equipment_count_totals (no location) or equipment_counts;
 * - one keyword word: equipment_word_totals (no location) or equipment_word_counts, when at most one of the word's alternatives
 *   (the word, its typo correction, its trade synonym) occurs under these filters — then the
 *   union is that one word's count. Several words (AND) or overlapping alternatives → undefined.
 */
async function countFromTables(ctx: Ctx, f: Filters, kw: ParsedKeyword, otherScript: boolean): Promise<number | undefined> {
  if (otherScript) return undefined;
  if (f.maxDaily !== undefined) {
    // A price ceiling: equipment_price_counts (category, daily rate, rent, sale) summed up to it, when nothing
    // else narrows the rows (decision 052); otherwise the price index is walked (countByScan).
    if (kw.tsquery || f.types?.length || f.cities.length || f.states.length) return undefined;
    const w = filterConditions(f, { prefix: '', rent: 'is_rent', sale: 'is_sale' });
    const r = await ctx.db.execute<{ n: number }>(sql`SELECT coalesce(sum(n), 0)::int AS n FROM equipment_price_counts WHERE ${sql.join(w, sql` AND `)}`);
    return r.rows[0]?.n ?? 0;
  }
  if (f.types?.length) {
    // Machine types understood from the keyword: equipment_type_counts (decision 040); with free text left, a scan.
    if (kw.tsquery) return undefined;
    const w = filterConditions(f, { prefix: '', rent: 'is_rent', sale: 'is_sale' });
    const r = await ctx.db.execute<{ n: number }>(sql`SELECT coalesce(sum(n), 0)::int AS n FROM equipment_type_counts WHERE ${sql.join(w, sql` AND `)}`);
    return r.rows[0]?.n ?? 0;
  }
  if (!kw.tsquery) {
    // Without a location the roll-up (≤ 16 rows) answers; otherwise the per-place counts.
    const table = f.cities.length || f.states.length ? sql`equipment_counts` : sql`equipment_count_totals`;
    const w = [sql`true`, ...filterConditions(f, { prefix: '', rent: 'is_rent', sale: 'is_sale' })];
    const r = await ctx.db.execute<{ n: number }>(sql`SELECT coalesce(sum(n), 0)::int AS n FROM ${table} WHERE ${sql.join(w, sql` AND `)}`);
    return r.rows[0]?.n ?? 0;
  }
  if (kw.groups.length !== 1) return undefined;
  const w = [sql`word = ANY(tsvector_to_array(to_tsvector('english', ${kw.groups[0]!.join(' ')})))`, ...filterConditions(f, { prefix: '', rent: 'is_rent', sale: 'is_sale' })];
  // Without a location the per-word roll-up (a few rows per word) answers; otherwise the per-place counts.
  const table = f.cities.length || f.states.length ? sql`equipment_word_counts` : sql`equipment_word_totals`;
  const r = await ctx.db.execute<{ word: string; n: number }>(
    sql`SELECT word, sum(n)::int AS n FROM ${table} WHERE ${sql.join(w, sql` AND `)} GROUP BY word HAVING sum(n) > 0 LIMIT 2`,
  );
  if (r.rows.length > 1) return undefined;
  return r.rows[0]?.n ?? 0;
}

/**
 * The UTC day that holds the row `skip` places into an unlocated, keyword-less list read newest first
 * (or oldest first), from equipment_day_counts: the condition that starts the list at that day, and how
 * many rows come before it. Skipping 30,000 index entries took ~13 ms of PostgreSQL CPU; summing a
 * few thousand day counts and skipping within one day is a fraction of that (decision 036).
 */
async function dayOfRow(ctx: Ctx, f: Filters, newestFirst: boolean, skip: number): Promise<{ from: SQL; before: number } | undefined> {
  const w = [sql`true`, ...filterConditions(f, { prefix: '', rent: 'is_rent', sale: 'is_sale' })];
  const dir = sql.raw(newestFirst ? 'DESC' : 'ASC');
  const r = await ctx.db.execute<{ day: string; before: number }>(
    sql`SELECT day::text AS day, before::int AS before FROM (
          SELECT day, sum(n) OVER (ORDER BY day ${dir}) - n AS before, n
          FROM (SELECT day, sum(n) AS n FROM equipment_day_counts WHERE ${sql.join(w, sql` AND `)} GROUP BY day) d
        ) x WHERE before + n > ${skip} ORDER BY day ${dir} LIMIT 1`,
  );
  const row = r.rows[0];
  if (!row) return undefined;
  const from = newestFirst ? sql`e.created_at < (${row.day}::date + 1)::timestamp AT TIME ZONE 'UTC'` : sql`e.created_at >= ${row.day}::date::timestamp AT TIME ZONE 'UTC'`;
  return { from, before: row.before };
}

/**
 * How many equipment_price_counts rows, from the near end of the order, rateOfRow sums (their rates whole). At a
 * million listings the 50,000 cheapest lie within the first 87 rows (16 rates), but the 50,000 dearest take 7,427
 * rows: summing that many cost more than skipping the index entries, so past these rows a page skips.
 */
const RATE_LOOKUP_ROWS = 500;

/**
 * Where the row `skip` places into a price-ordered list falls, from equipment_price_counts (category, daily
 * rate, rent, sale → n) summed over the filters: the condition that starts the index walk at the daily rate
 * holding that row, and how many rows of the list come before that start (decision 052; dayOfRow does the same
 * for dates). Undefined — the page skips from the start of the list, as before — when the page lies past the
 * first `lookupRows` count rows, or among the listings without a daily rate read first, or runs from the last
 * rates into them.
 *
 * Listings without a daily rate (the total minus the counted ones) come last in both orders, so first when a
 * deep page is read from the other end (`nullsFirst`); a page among them read from the low-rate end starts at
 * `daily_rate IS NULL`.
 */
export async function rateOfRow(
  ctx: Ctx,
  f: Filters,
  o: { descending: boolean; nullsFirst: boolean; skip: number; limit: number; total: number; lookupRows?: number },
): Promise<{ from: SQL; before: number; rate: number | null } | undefined> {
  const w = sql.join([sql`true`, ...filterConditions(f, { prefix: '', rent: 'is_rent', sale: 'is_sale' })], sql` AND `);
  const rated = async () => {
    const r = await ctx.db.execute<{ n: number }>(sql`SELECT coalesce(sum(n), 0)::int AS n FROM equipment_price_counts WHERE ${w}`);
    return r.rows[0]?.n ?? 0;
  };
  // A max ₹/day leaves out every listing without a daily rate.
  const unratedFirst = o.nullsFirst && f.maxDaily === undefined ? o.total - (await rated()) : 0;
  if (o.skip < unratedFirst) return undefined;
  const skip = o.skip - unratedFirst;
  const dir = sql.raw(o.descending ? 'DESC' : 'ASC');
  const within = sql.raw(o.descending ? '>=' : '<=');
  // `edge`: the rate of the count row `lookupRows` places from the near end (none: fewer rows). The rates up to
  // it, whole, with the rows before each; of those, the first rate past `skip` and the next ones, up to one per
  // row of the page (each rate listed holds a row), to see where the page ends. Sums in int8, not numeric.
  const r = await ctx.db.execute<{ edge: number | null; rate: number | null; before: number; n: number }>(
    sql`WITH b AS (SELECT (SELECT daily_rate FROM equipment_price_counts WHERE ${w} ORDER BY daily_rate ${dir} OFFSET ${o.lookupRows ?? RATE_LOOKUP_ROWS} LIMIT 1) AS edge),
        d AS (SELECT daily_rate, sum(n)::int AS n FROM equipment_price_counts
              WHERE ${w} AND daily_rate ${within} coalesce((SELECT edge FROM b), ${o.descending ? -1 : 2147483647}::int) GROUP BY daily_rate HAVING sum(n) > 0)
        SELECT b.edge, x.daily_rate AS rate, x.before::int AS before, x.n FROM b LEFT JOIN LATERAL (
          SELECT daily_rate, before, n FROM (SELECT daily_rate, n, sum(n) OVER (ORDER BY daily_rate ${dir} ROWS UNBOUNDED PRECEDING) - n AS before FROM d) y
          WHERE before + n > ${skip}::int ORDER BY daily_rate ${dir} LIMIT ${o.limit}
        ) x ON true ORDER BY x.daily_rate ${dir}`,
  );
  const edge = r.rows[0]?.edge ?? null;
  const found = r.rows.filter((x): x is typeof x & { rate: number } => x.rate !== null);
  // The page may run past the rates listed: past the edge (not summed), or past the last rate.
  const last = found.at(-1);
  const short = !last || last.before + last.n < skip + o.limit;
  if (short && edge !== null) return undefined;
  if (!found.length) {
    // Past every rate: the page is among the listings without one, read last.
    if (o.nullsFirst) return undefined;
    return { from: sql`e.daily_rate IS NULL`, before: await rated(), rate: null };
  }
  // A page that runs on from the last rates into the listings without one: `daily_rate >= R` would leave them out.
  if (short && !o.nullsFirst && f.maxDaily === undefined) return undefined;
  const rate = found[0]!.rate;
  return { from: o.descending ? sql`e.daily_rate <= ${rate}` : sql`e.daily_rate >= ${rate}`, before: unratedFirst + found[0]!.before, rate };
}
