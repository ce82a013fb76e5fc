import { sql, type SQL } from 'drizzle-orm';
import type { ContractorListRequest } from '../../contract/public-v3.ts';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { CITIES } from '../../data/locations.ts';
import { ALL_SECTOR_NAMES } from '../../data/working-sectors.ts';
import { NAME_COLLATION } from '../../db/schema/common.ts';
import type { Ctx } from '../context.ts';
import { arrayParam } from '../format.ts';
import { resolveLocations } from '../location.ts';
import { parseKeyword } from '../search/keyword.ts';
import { splitScripts, understandQuery } from '../search/understand.ts';
import { nearScope } from '../search/near.ts';
import { contractorsNearFromFacets, nearConditions } from './contractors-near.ts';
import { MAX_SKIP, tooDeep } from '../equipment/list-equipment.ts';
import { contractorCardColumns, toContractorCard, type ContractorRow } from './contractor-card.ts';

const TYPE_BY_LOWER = new Map(CONTRACTOR_TYPES.map((t) => [t.value.toLowerCase(), t.value]));
const SECTOR_BY_LOWER = new Map(ALL_SECTOR_NAMES.map((s) => [s.toLowerCase(), s]));

/** Canonical spelling for known values; unknown values kept (they simply match nothing). */
const canonical = (values: string[] | undefined, known: Map<string, string>) => (values ?? []).filter((v) => !/^all$/i.test(v)).map((v) => known.get(v.toLowerCase()) ?? v);

/** LaborStrength: a number (at least), 'a-b' (between) or 'n+' (at least). */
export function laborRange(v: ContractorListRequest['LaborStrength']): [number, number | null] | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === 'number') return [v, null];
  const m = /^(\d+)\s*-\s*(\d+)$/.exec(v);
  if (m) return [Math.min(+m[1]!, +m[2]!), Math.max(+m[1]!, +m[2]!)];
  return [parseInt(v, 10), null];
}

/** Types whose name contains every word of one keyword group (so 'electrical' finds Electrical Contractors). */
function typesMatching(groups: string[][]): string[] {
  if (!groups.length) return [];
  return CONTRACTOR_TYPES.map((t) => t.value).filter((t) => {
    const words = t.toLowerCase().split(/[^a-z0-9]+/);
    return groups.every((alts) => alts.some((a) => a === 'contractor' || words.some((w) => w.startsWith(a))));
  });
}

export async function listContractors(ctx: Ctx, input: ContractorListRequest) {
  const explicitTypes = canonical(input.ContractorTypes, TYPE_BY_LOWER);
  const sectors = canonical(input.WorkingSectors, SECTOR_BY_LOWER);
  const { cities, states } = resolveLocations(input.Locations);
  // Known words of the keyword become the type and place filters; an explicit filter wins (decision 040).
  const u = understandQuery(input.Keyword, 'contractor', { locations: cities.length + states.length > 0, contractorTypes: explicitTypes });
  const types = explicitTypes.length ? explicitTypes : u.contractorTypes;
  const chosenStates = [...states, ...u.places.flatMap((p) => p.states)];
  // A state takes in the contractors serving any of its cities, wherever their office is: `places` holds
  // service locations, office city and office state, so the state's catalogue cities are added to it.
  const stateCities = chosenStates.length ? CITIES.filter((c) => chosenStates.includes(c.value)).map((c) => c.label) : [];
  const places = [...new Set([...cities, ...u.places.flatMap((p) => p.cities), ...chosenStates, ...stateCities])];
  const labor = laborRange(input.LaborStrength);
  const { latin, other } = splitScripts(u.text);
  const kw = parseKeyword(latin);
  // Words of other scripts the vocabulary does not know: searched as they are (a parameter), so they find what has them.
  const q =
    kw.tsquery && other
      ? sql`(to_tsquery('english', ${kw.tsquery}) && plainto_tsquery('english', ${other}))`
      : kw.tsquery
        ? sql`to_tsquery('english', ${kw.tsquery})`
        : other
          ? sql`plainto_tsquery('english', ${other})`
          : undefined;
  const near = nearScope(input);
  const sort = (
    !input.SortBy || input.SortBy === 'newest' ? (input.SortBy === undefined && q ? 'relevance' : input.SortBy === undefined && near ? 'distance' : 'latest') : input.SortBy
  ) as Exclude<typeof input.SortBy, 'newest' | undefined>;
  const nearBy = near && nearConditions(near);

  const where: SQL[] = [sql`c.status = 'approved'`];
  if (types.length) where.push(sql`c.contractor_types && ${arrayParam(types, 'text')}`);
  if (sectors.length) where.push(sql`c.working_sectors && ${arrayParam(sectors, 'text')}`);
  // places = service locations + city + state (a generated column with its own GIN index).
  if (places.length) where.push(sql`c.places && ${arrayParam(places, 'text')}`);
  if (labor) {
    where.push(sql`c.labor_strength >= ${labor[0]}`);
    if (labor[1] !== null) where.push(sql`c.labor_strength <= ${labor[1]}`);
  }
  let keywordFilters = false;
  if (q) {
    const kwTypes = other ? [] : typesMatching(kw.groups);
    // 'civil' with the type filter Civil Contractor: every row already matches the keyword's type arm.
    const impliedByTypeFilter = types.length > 0 && types.every((t) => kwTypes.includes(t));
    if (!impliedByTypeFilter) {
      keywordFilters = true;
      where.push(kwTypes.length ? sql`(c.search @@ ${q} OR c.contractor_types && ${arrayParam(kwTypes, 'text')})` : sql`c.search @@ ${q}`);
    }
  }
  // Near and Locations both apply: some service location within reach, some in the filter.
  if (nearBy) where.push(nearBy.within);
  const whereSql = sql.join(where, sql` AND `);
  const order = {
    latest: sql`c.created_at DESC, c.id DESC`,
    oldest: sql`c.created_at ASC, c.id ASC`,
    // Same expression as contractors_pub_name_idx: a person's A–Z, ties by id (decision 025).
    nameasc: sql`c.company_name COLLATE ${NAME_COLLATION} ASC, c.id ASC`,
    namedesc: sql`c.company_name COLLATE ${NAME_COLLATION} DESC, c.id DESC`,
    distance: nearBy ? sql`${nearBy.rank}, c.created_at DESC, c.id DESC` : sql`c.created_at DESC, c.id DESC`,
    relevance: q ? sql`ts_rank_cd(c.search, ${q}, 1) DESC, c.created_at DESC, c.id DESC` : sql`c.created_at DESC, c.id DESC`,
  }[sort];
  const offset = (input.Page - 1) * input.PageSize;
  if (offset > MAX_SKIP) throw tooDeep();

  const facetsCanAnswer = !near && (types.length > 0 || places.length > 0) && !sectors.length && !labor && !keywordFilters && (sort === 'latest' || sort === 'oldest');
  const nearFromFacets = !!near && sort === 'distance' && !sectors.length && !labor && !keywordFilters;
  const found =
    (facetsCanAnswer && (await listByFacets(ctx, types, places, sort, input.PageSize, offset))) ||
    (nearFromFacets && (await contractorsNearFromFacets(ctx, { cities: near.cities.map((c) => c.label), types, locations: places, limit: input.PageSize, offset }))) ||
    (await listByScan(ctx, whereSql, order, input.PageSize, offset));
  return {
    data: found.rows.map((r) => (near ? { ...toContractorCard(r), DistanceKm: nearBy!.km(r) } : toContractorCard(r))),
    total: found.total,
    page: input.Page,
    pageSize: input.PageSize,
    totalPages: Math.max(1, Math.ceil(found.total / input.PageSize)),
    corrections: Object.keys(kw.corrections).length ? kw.corrections : undefined,
    understood: input.Keyword?.trim() ? u.understood : undefined,
    near: near?.echo,
  };
}

/** Any filter and sort: the matching rows through the contractors indexes (GIN filters, date or name order). */
async function listByScan(ctx: Ctx, whereSql: SQL, order: SQL, limit: number, offset: number) {
  const [page, count] = await Promise.all([
    ctx.db.execute<ContractorRow>(sql`SELECT ${contractorCardColumns(ctx)} FROM contractors c WHERE ${whereSql} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`),
    ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM contractors c WHERE ${whereSql}`),
  ]);
  return { rows: page.rows, total: count.rows[0]?.n ?? 0 };
}

/** Up to this many (type, place) pairs, a page is merged from one ordered branch per pair. */
const MAX_FACET_BRANCHES = 12;
/** …and when each branch reads at most this many entries. */
const MAX_BRANCH_READ = 300;

/** The wildcard of contractor_facets: a row with type '*' stands for the place alone, place '*' for the type alone. */
const ANY_FACET = '*';

/**
 * Type and/or location filters only, newest or oldest first: the page and the exact total from
 * contractor_facets (one btree entry per approved contractor × type × place, kept by triggers), a few
 * thousand index entries instead of a heap page per match. Undefined when a value is the wildcard itself.
 * See docs/decisions/036-search-at-a-million.md.
 */
async function listByFacets(ctx: Ctx, types: string[], places: string[], sort: 'latest' | 'oldest', limit: number, offset: number) {
  if (types.includes(ANY_FACET) || places.includes(ANY_FACET)) return undefined;
  const t = types.length ? types : [ANY_FACET];
  const p = places.length ? places : [ANY_FACET];
  const match = sql`f.type = ANY(${arrayParam(t, 'text')}) AND f.place = ANY(${arrayParam(p, 'text')})`;
  // One (type, place) pair lists each contractor once; several pairs may list one contractor several times.
  const single = t.length === 1 && p.length === 1;
  // Hashing the distinct ids measured ~25 % cheaper than count(DISTINCT …), which sorts them.
  const count = await ctx.db.execute<{ n: number }>(
    single
      ? sql`SELECT count(*)::int AS n FROM contractor_facets f WHERE ${match}`
      : sql`SELECT count(*)::int AS n FROM (SELECT DISTINCT f.contractor_id FROM contractor_facets f WHERE ${match}) d`,
  );
  const total = count.rows[0]?.n ?? 0;
  if (offset >= total) return { rows: [], total };
  // A page past the middle is read from the other end: the last page costs what the first costs.
  const backward = offset > total / 2;
  const take = backward ? Math.min(limit, total - offset) : limit;
  const skip = backward ? total - offset - take : offset;
  const read = sql.raw((sort === 'latest') !== backward ? 'DESC' : 'ASC');
  const order = sql`f.created_at ${read}, f.contractor_id ${read}`;
  const pairs = t.flatMap((type) => p.map((place) => [type, place] as const));
  // A few (type, place) pairs near an end: each pair's first skip+take entries in date order, merged and
  // deduplicated (a contractor on the page is among the first skip+take of every pair it is in).
  // Otherwise: group all matching entries (a few thousand) and sort.
  const ids = single
    ? sql`SELECT f.contractor_id AS id FROM contractor_facets f WHERE ${match} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`
    : pairs.length <= MAX_FACET_BRANCHES && skip + take <= MAX_BRANCH_READ
      ? sql`SELECT f.contractor_id AS id FROM (${sql.join(
          pairs.map(
            ([type, place]) =>
              sql`(SELECT f.created_at, f.contractor_id FROM contractor_facets f WHERE f.type = ${type} AND f.place = ${place} ORDER BY ${order} LIMIT ${skip + take})`,
          ),
          sql` UNION `,
        )}) f ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`
      : sql`SELECT f.contractor_id AS id FROM contractor_facets f WHERE ${match} GROUP BY f.contractor_id, f.created_at ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`;
  const dir = sql.raw(sort === 'latest' ? 'DESC' : 'ASC');
  const page = await ctx.db.execute<ContractorRow>(
    sql`SELECT ${contractorCardColumns(ctx)} FROM (${ids}) p JOIN contractors c ON c.id = p.id ORDER BY c.created_at ${dir}, c.id ${dir}`,
  );
  return { rows: page.rows, total };
}
