import type pg from 'pg';
import { ContractorListRequest, EquipmentListRequest } from '../../contract/public-v3.ts';
import { makeCtx } from '../../core/context.ts';
import { listContractors } from '../../core/contractor/list-contractors.ts';
import { listEquipment, MAX_SKIP } from '../../core/equipment/list-equipment.ts';
import type { Db } from '../../db/client.ts';
import type { BenchRequest } from './http-load.ts';

export const EQUIPMENTS_PATH = '/api/public/v3/equipments';
export const CONTRACTORS_PATH = '/api/public/v3/contractors';
export const PAGE_SIZE = 6;
export const CATEGORY = 'earth-moving-equipment';
export const CONTRACTOR_TYPE = 'Civil Contractor';
/** Big cities (the seed weights cities by population); the three with the most matching rows are used. */
export const BIG_CITIES = ['Mumbai', 'Pune', 'Delhi', 'Bengaluru', 'Hyderabad', 'Chennai'];

export const SCENARIO_IDS = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6', 'P1', 'P2', 'P3', 'P4', 'P5', 'Q1', 'Q2', 'C1', 'C2', 'N1', 'N2', 'N3', 'N4'];

/** The price filter's ceiling in the price scenarios (docs/decisions/052-rate-card.md): about the median day rent of the demo data. */
export const MAX_DAILY_RATE = 5000;

/** Near me (docs/decisions/042-distance-search.md): a point in Mumbai as a phone's geolocation sends it. */
export const NEAR_LAT_LON = '19.0760,72.8777';

export type Kind = 'equipment' | 'contractors';
export type Scenario = {
  id: string;
  title: string;
  kind: Kind;
  /** 'first': a first page with its exact total (p95 ≤ 20 ms at 1M); 'deep': a deep page (≤ 40 ms). */
  budget: 'first' | 'deep';
  body: Record<string, unknown>;
};

export const pathOf = (kind: Kind) => (kind === 'equipment' ? EQUIPMENTS_PATH : CONTRACTORS_PATH);
export const asRequest = (s: { kind: Kind; body: Record<string, unknown> }): BenchRequest => ({ method: 'POST', path: pathOf(s.kind), body: s.body });

/** The core call behind a list request, exactly as the route runs it (contract parse → core). */
export async function callCore(db: Db, kind: Kind, body: Record<string, unknown>): Promise<{ total: number; rows: number }> {
  const ctx = makeCtx(db);
  const r = kind === 'equipment' ? await listEquipment(ctx, EquipmentListRequest.parse(body)) : await listContractors(ctx, ContractorListRequest.parse(body));
  return { total: r.total, rows: r.data.length };
}

export type DataFacts = {
  equipmentByStatus: Record<string, number>;
  contractorsByStatus: Record<string, number>;
  topCities: { city: string; approved: number }[];
  bigCities: { city: string; approved: number; inCategory: number; contractors: number; civilContractors: number }[];
  equipmentCities: string[];
  contractorCities: string[];
  detailId: number;
};

/** Reads the data to pick realistic, non-empty filter values (printed by run.ts). */
export async function inspectData(pool: pg.Pool): Promise<DataFacts> {
  const byStatus = async (table: string) =>
    Object.fromEntries(
      (await pool.query<{ s: string; n: number }>(`SELECT status::text AS s, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`)).rows.map((r) => [r.s, r.n]),
    );
  const topCities = (
    await pool.query<{ city: string; approved: number }>(`SELECT city, count(*)::int AS approved FROM equipment WHERE status = 'approved' GROUP BY city ORDER BY 2 DESC, 1 LIMIT 8`)
  ).rows;
  const eq = await pool.query<{ city: string; approved: number; in_category: number }>(
    `SELECT city, count(*)::int AS approved, (count(*) FILTER (WHERE category = $1))::int AS in_category
     FROM equipment WHERE status = 'approved' AND city = ANY($2::text[]) GROUP BY city`,
    [CATEGORY, BIG_CITIES],
  );
  // The contractor location filter matches the office city or a listed work location.
  const co = await pool.query<{ city: string; n: number; civil: number }>(
    `SELECT x.city, count(c.id)::int AS n, (count(c.id) FILTER (WHERE c.contractor_types && ARRAY[$2]::text[]))::int AS civil
     FROM unnest($1::text[]) AS x(city)
     LEFT JOIN contractors c ON c.status = 'approved' AND (c.city = x.city OR c.work_locations && ARRAY[x.city])
     GROUP BY x.city`,
    [BIG_CITIES, CONTRACTOR_TYPE],
  );
  const bigCities = BIG_CITIES.map((city) => {
    const e = eq.rows.find((r) => r.city === city);
    const c = co.rows.find((r) => r.city === city);
    return { city, approved: e?.approved ?? 0, inCategory: e?.in_category ?? 0, contractors: c?.n ?? 0, civilContractors: c?.civil ?? 0 };
  });
  const top3 = (key: 'inCategory' | 'civilContractors') =>
    [...bigCities]
      .filter((c) => c[key] > 0)
      .sort((a, b) => b[key] - a[key])
      .slice(0, 3)
      .map((c) => c.city);
  const maxId = (await pool.query<{ m: number }>(`SELECT coalesce(max(id), 0)::int AS m FROM equipment`)).rows[0]!.m;
  const detail = await pool.query<{ id: number }>(`SELECT id FROM equipment WHERE status = 'approved' AND id >= $1 ORDER BY id LIMIT 1`, [Math.floor(maxId / 2)]);
  return {
    equipmentByStatus: await byStatus('equipment'),
    contractorsByStatus: await byStatus('contractors'),
    topCities,
    bigCities,
    equipmentCities: top3('inCategory'),
    contractorCities: top3('civilContractors'),
    detailId: detail.rows[0]?.id ?? 1,
  };
}

const lastPage = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/**
 * The measured scenarios. Deep pages are computed from the totals the core returns for the
 * first pages (`total` runs the core once on the measuring instance).
 */
export async function buildScenarios(facts: DataFacts, total: (kind: Kind, body: Record<string, unknown>) => Promise<number>): Promise<Scenario[]> {
  const e1 = { Keyword: 'excavator', Category: CATEGORY, Location: facts.equipmentCities, SortBy: 'latest', Page: 1, PageSize: PAGE_SIZE };
  const e3 = { SortBy: 'latest', Page: 1, PageSize: PAGE_SIZE };
  const c1 = { Keyword: 'civil', ContractorTypes: [CONTRACTOR_TYPE], Locations: facts.contractorCities, SortBy: 'latest', Page: 1, PageSize: PAGE_SIZE };
  const e1Last = lastPage(await total('equipment', e1));
  const allLast = lastPage(await total('equipment', e3));
  const c1Last = lastPage(await total('contractors', c1));
  const e4Page = Math.min(5000, allLast);
  const n1 = { Near: facts.equipmentCities[0] ?? 'Pune', Category: CATEGORY, RadiusKm: 100, SortBy: 'distance', Page: 1, PageSize: PAGE_SIZE };
  const n1Last = lastPage(await total('equipment', n1));
  const cities = facts.equipmentCities.join(', ');
  return [
    { id: 'E1', title: `equipment: 'excavator' + category + ${cities}, latest, page 1`, kind: 'equipment', budget: 'first', body: e1 },
    { id: 'E2', title: `E1, last page (${e1Last})`, kind: 'equipment', budget: 'deep', body: { ...e1, Page: e1Last } },
    { id: 'E3', title: 'equipment: no filter, latest, page 1', kind: 'equipment', budget: 'first', body: e3 },
    { id: 'E4', title: `equipment: no filter, latest, page ${e4Page} (offset ${(e4Page - 1) * PAGE_SIZE})`, kind: 'equipment', budget: 'deep', body: { ...e3, Page: e4Page } },
    {
      id: 'E5',
      title: `equipment: typo 'excavater' + category, latest, page 1`,
      kind: 'equipment',
      budget: 'first',
      body: { Keyword: 'excavater', Category: CATEGORY, SortBy: 'latest', Page: 1, PageSize: PAGE_SIZE },
    },
    { id: 'E6', title: 'equipment: category, name A→Z, page 1', kind: 'equipment', budget: 'first', body: { Category: CATEGORY, SortBy: 'nameasc', Page: 1, PageSize: PAGE_SIZE } },
    // Price sorts and the max ₹/day filter (docs/decisions/052-rate-card.md).
    { id: 'P1', title: 'equipment: no filter, price low→high, page 1', kind: 'equipment', budget: 'first', body: { SortBy: 'priceasc', Page: 1, PageSize: PAGE_SIZE } },
    {
      id: 'P2',
      title: 'equipment: category, price high→low, page 1',
      kind: 'equipment',
      budget: 'first',
      body: { Category: CATEGORY, SortBy: 'pricedesc', Page: 1, PageSize: PAGE_SIZE },
    },
    {
      id: 'P3',
      title: `equipment: category + MaxDailyRate ${MAX_DAILY_RATE}, latest, page 1`,
      kind: 'equipment',
      budget: 'first',
      body: { Category: CATEGORY, MaxDailyRate: MAX_DAILY_RATE, SortBy: 'latest', Page: 1, PageSize: PAGE_SIZE },
    },
    {
      id: 'P4',
      title: `equipment: no filter, price low→high, page ${e4Page} (offset ${(e4Page - 1) * PAGE_SIZE})`,
      kind: 'equipment',
      budget: 'deep',
      body: { SortBy: 'priceasc', Page: e4Page, PageSize: PAGE_SIZE },
    },
    // The price filter's widest total: no other filter, so the count walks the price index up to the ceiling.
    {
      id: 'P5',
      title: `equipment: MaxDailyRate ${MAX_DAILY_RATE} only, price low→high, page 1`,
      kind: 'equipment',
      budget: 'first',
      body: { MaxDailyRate: MAX_DAILY_RATE, SortBy: 'priceasc', Page: 1, PageSize: PAGE_SIZE },
    },
    // What people type (docs/decisions/040): every word becomes a filter (machine type, place, rent), default order.
    {
      id: 'Q1',
      title: `equipment: 'jcb kiraye par pune' (backhoe loader + Pune + rent), default order, page 1`,
      kind: 'equipment',
      budget: 'first',
      body: { Keyword: 'jcb kiraye par pune', Page: 1, PageSize: PAGE_SIZE },
    },
    { id: 'Q2', title: `equipment: 'क्रेन' (five crane types), default order, page 1`, kind: 'equipment', budget: 'first', body: { Keyword: 'क्रेन', Page: 1, PageSize: PAGE_SIZE } },
    { id: 'C1', title: `contractors: 'civil' + ${CONTRACTOR_TYPE} + ${facts.contractorCities.join(', ')}, latest, page 1`, kind: 'contractors', budget: 'first', body: c1 },
    { id: 'C2', title: `C1, last page (${c1Last})`, kind: 'contractors', budget: 'deep', body: { ...c1, Page: c1Last } },
    { id: 'N1', title: `equipment: near ${n1.Near} + category, within 100 km, nearest first, page 1`, kind: 'equipment', budget: 'first', body: n1 },
    {
      id: 'N2',
      title: `equipment: near "${NEAR_LAT_LON}" (near me), within 50 km, default order (nearest first), page 1`,
      kind: 'equipment',
      budget: 'first',
      body: { Near: NEAR_LAT_LON, RadiusKm: 50, Page: 1, PageSize: PAGE_SIZE },
    },
    {
      id: 'N3',
      title: `contractors: ${CONTRACTOR_TYPE} near ${facts.contractorCities[0] ?? 'Pune'}, within 100 km, nearest first, page 1`,
      kind: 'contractors',
      budget: 'first',
      body: { Near: facts.contractorCities[0] ?? 'Pune', ContractorTypes: [CONTRACTOR_TYPE], RadiusKm: 100, Page: 1, PageSize: PAGE_SIZE },
    },
    { id: 'N4', title: `N1, last page (${n1Last})`, kind: 'equipment', budget: 'deep', body: { ...n1, Page: n1Last } },
  ];
}

/**
 * Heavy but legitimate API calls for the isolation check; the slowest (median of a few tries) is
 * used as background load.
 */
export function heavyCandidates(totalApproved: number): { id: string; title: string; kind: Kind; body: Record<string, unknown> }[] {
  const last = lastPage(totalApproved);
  // The deepest page the API serves: at most MAX_SKIP rows are skipped (counted from the nearer end).
  const deepAll = Math.min(Math.floor(MAX_SKIP / PAGE_SIZE) + 1, last);
  return [
    { id: 'H1', title: "'loader', no filter, name A→Z, page 500", kind: 'equipment', body: { Keyword: 'loader', SortBy: 'nameasc', Page: 500, PageSize: PAGE_SIZE } },
    { id: 'H2', title: "'loader', no filter, default sort (relevance), page 1", kind: 'equipment', body: { Keyword: 'loader', Page: 1, PageSize: PAGE_SIZE } },
    {
      id: 'H3',
      title: "'hydraulic excavator' (two words), no filter, latest, page 1",
      kind: 'equipment',
      body: { Keyword: 'hydraulic excavator', SortBy: 'latest', Page: 1, PageSize: PAGE_SIZE },
    },
    {
      id: 'H4',
      title: `no filter, name A→Z, page ${deepAll}${deepAll < last ? ' (the deepest page served)' : ' (the last page)'}`,
      kind: 'equipment',
      body: { SortBy: 'nameasc', Page: deepAll, PageSize: PAGE_SIZE },
    },
    {
      id: 'H5',
      title: "contractors: 'construction', no filter, name A→Z, page 1",
      kind: 'contractors',
      body: { Keyword: 'construction', SortBy: 'nameasc', Page: 1, PageSize: PAGE_SIZE },
    },
  ];
}
