import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor, createWorker } from '../fixtures/factories.ts';

/**
 * Near, RadiusKm, SortBy "distance" and DistanceKm on the three list calls (docs/product.md#lists-and-search,
 * docs/decisions/042-distance-search.md). Distances are the real great-circle ones between the cities'
 * points: Pune → Pimpri-Chinchwad 12.6 km, Talegaon Dabhade 30.5, Satara 93.8, Mumbai 119.5, Nashik 164.5.
 */
const EQ = '/api/public/v3/equipments';
const CO = '/api/public/v3/contractors';
const WK = '/api/public/v3/workers';
const app = useTestApp();

/** Nearest first from Pune, with the distance a card must show. */
const FROM_PUNE: [city: string, state: string, km: number][] = [
  ['Pune', 'Maharashtra', 0],
  ['Pimpri-Chinchwad', 'Maharashtra', 12.6],
  ['Talegaon Dabhade', 'Maharashtra', 30.5],
  ['Satara', 'Maharashtra', 93.8],
  ['Mumbai', 'Maharashtra', 119.5],
  ['Nashik', 'Maharashtra', 164.5],
  ['Ahmedabad', 'Gujarat', 518.1],
];
const KM = new Map(FROM_PUNE.map(([c, , km]) => [c, km]));
const ORDER = FROM_PUNE.map(([c]) => c);

type Row = { id: number; status: string; category: string; city: string; name: string; rent: boolean; at: number };
let rows: Row[] = [];

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db);
  // Pune gets the most listings so that paging walks across, into and backwards through a city.
  const plan = [...Array(9).fill(0), 1, 1, 1, 2, 3, 3, 4, 4, 4, 5, 6];
  for (const [i, k] of plan.entries()) {
    const [city, state] = FROM_PUNE[k]!;
    await createEquipment(db, v.id, {
      name: i % 3 === 0 ? 'Escorts Hydra Telescopic Crane' : 'JCB 3DX Backhoe Loader',
      category: i % 3 === 0 ? 'lifting-equipment' : 'earth-moving-equipment',
      city,
      state,
      isAvailableForRent: i % 4 !== 1,
      status: i % 7 === 6 ? 'paused' : 'approved',
    });
  }
  // Written straight to the database: a town the catalogue does not know has no point.
  await createEquipment(db, v.id, { city: 'Atlantis', state: 'Maharashtra' });
  await db.execute(sql`UPDATE equipment SET created_at = timestamptz '2026-03-01' - (id % 5) * interval '1 hour'`);
  rows = (
    await db.execute<Row>(sql`SELECT id, status, category, city, name, is_available_for_rent AS rent, (extract(epoch FROM created_at) * 1000000)::float8 AS at FROM equipment`)
  ).rows;
});

/** The rule applied to the rows themselves: approved, in reach, nearest city first, then newest first, ties by id. */
function expected(maxKm: number, keep: (r: Row) => boolean = () => true): number[] {
  return rows
    .filter((r) => r.status === 'approved' && KM.has(r.city) && KM.get(r.city)! <= maxKm && keep(r))
    .sort((a, b) => ORDER.indexOf(a.city) - ORDER.indexOf(b.city) || b.at - a.at || b.id - a.id)
    .map((r) => r.id);
}

async function allPages(url: string, body: Record<string, unknown>, pageSize = 3) {
  const ids: number[] = [];
  const cards: { Id: number; City: string; DistanceKm?: number }[] = [];
  let total = -1;
  for (let page = 1; ; page++) {
    const { status, body: res } = await postJson(app(), url, { ...body, Page: page, PageSize: pageSize });
    expect(status, JSON.stringify(res)).toBe(200);
    total = res.TotalRecords;
    ids.push(...res.Data.map((c: { Id: number }) => c.Id));
    cards.push(...res.Data);
    if (page >= res.TotalPages) break;
  }
  return { ids, cards, total };
}

describe('equipment near a place', () => {
  it('lists only what is within RadiusKm, nearest first, with the exact total and DistanceKm', async () => {
    for (const radius of [5, 20, 100, 125, 2000]) {
      const want = expected(radius);
      const { ids, cards, total } = await allPages(EQ, { Near: 'Pune', RadiusKm: radius, SortBy: 'distance' });
      expect(total, `radius ${radius}`).toBe(want.length);
      expect(ids, `radius ${radius}`).toEqual(want);
      for (const c of cards) expect(c.DistanceKm).toBe(KM.get(c.City));
      const km = cards.map((c) => c.DistanceKm as number);
      expect(km).toEqual([...km].sort((a, b) => a - b));
    }
    // Pune–Pimpri-Chinchwad is within 15 km, Pune–Mumbai is not within 100 km.
    const in15 = await allPages(EQ, { Near: 'Pune', RadiusKm: 15 });
    expect(new Set(in15.cards.map((c) => c.City))).toEqual(new Set(['Pune', 'Pimpri-Chinchwad']));
    const in100 = await allPages(EQ, { Near: 'Pune', RadiusKm: 100 });
    expect(in100.cards.some((c) => c.City === 'Mumbai')).toBe(false);
    expect(in100.cards.some((c) => c.City === 'Satara')).toBe(true);
  });

  it('orders nearest first by default, echoes the point, and never lists a listing without a point', async () => {
    const want = expected(Number.POSITIVE_INFINITY);
    const { status, body } = await postJson(app(), EQ, { Near: 'pune', PageSize: 50 });
    expect(status).toBe(200);
    expect(body.Data.map((c: { Id: number }) => c.Id)).toEqual(want);
    expect(body.TotalRecords).toBe(want.length);
    expect(body.Data.some((c: { City: string }) => c.City === 'Atlantis')).toBe(false);
    expect(body.Near).toEqual({ Label: 'Pune', Lat: expect.closeTo(18.52, 1), Lon: expect.closeTo(73.86, 1) });
  });

  it('applies category, rent and Location filters together with the radius', async () => {
    const cat = await allPages(EQ, { Near: 'Pune', RadiusKm: 150, Category: 'earth-moving-equipment', AvailableForRent: true });
    const want = expected(150, (r) => r.category === 'earth-moving-equipment' && r.rent);
    expect(cat.total).toBe(want.length);
    expect(cat.ids).toEqual(want);
    // Near and Location both apply: Mumbai is in the Location filter and within 150 km of Pune.
    const loc = await allPages(EQ, { Near: 'Pune', RadiusKm: 150, Location: ['Mumbai', 'Ahmedabad'] });
    expect(loc.ids).toEqual(expected(150, (r) => r.city === 'Mumbai'));
    const state = await allPages(EQ, { Near: 'Pune', RadiusKm: 50, Location: ['Maharashtra'] });
    expect(state.ids).toEqual(expected(50));
    const none = await postJson(app(), EQ, { Near: 'Pune', RadiusKm: 50, Location: ['Ahmedabad'] });
    expect(none.body.TotalRecords).toBe(0);
    expect(none.body.Data).toEqual([]);
  });

  it('sorts by date within the radius when asked, and ranks a keyword by relevance', async () => {
    const latest = await allPages(EQ, { Near: 'Pune', RadiusKm: 100, SortBy: 'latest' });
    const want = rows
      .filter((r) => r.status === 'approved' && (KM.get(r.city) ?? 1e9) <= 100)
      .sort((a, b) => b.at - a.at || b.id - a.id)
      .map((r) => r.id);
    expect(latest.ids).toEqual(want);
    expect(latest.cards.every((c) => c.DistanceKm === KM.get(c.City))).toBe(true);
    // A keyword with distance order: the keyword's rows in reach, nearest first, counted exactly.
    const crane = await allPages(EQ, { Near: 'Pune', RadiusKm: 200, Keyword: 'crane', SortBy: 'distance' });
    expect(crane.ids).toEqual(expected(200, (r) => r.name.includes('Crane')));
    expect(crane.total).toBe(crane.ids.length);
    const ranked = await allPages(EQ, { Near: 'Pune', RadiusKm: 200, Keyword: 'crane' });
    expect(new Set(ranked.ids)).toEqual(new Set(crane.ids));
  });

  it('takes a PIN code or "lat,lon" as Near', async () => {
    // 411018 is in Pimpri; 18.6229,73.807 is Pimpri-Chinchwad's point.
    for (const Near of ['411018', '18.6229,73.807', ' 18.6229, 73.807 ']) {
      const { status, body } = await postJson(app(), EQ, { Near, RadiusKm: 10, PageSize: 50 });
      expect(status, Near).toBe(200);
      expect(new Set(body.Data.map((c: { City: string }) => c.City)), Near).toEqual(new Set(['Pimpri-Chinchwad']));
      expect(body.TotalRecords).toBe(expected(100, (r) => r.city === 'Pimpri-Chinchwad').length);
    }
    const ll = await postJson(app(), EQ, { Near: '18.6229,73.807', PageSize: 1 });
    expect(ll.body.Near.Label).toBe('your location');
    expect(ll.body.Data[0].DistanceKm).toBeLessThan(2);
    const pin = await postJson(app(), EQ, { Near: '411018', PageSize: 1 });
    expect(pin.body.Near.Label).toBe('PIN 411018');
  });

  it('carries DistanceKm only when Near is given', async () => {
    const { body } = await postJson(app(), EQ, { PageSize: 50 });
    expect(body.Data.length).toBeGreaterThan(0);
    expect(body.Data.some((c: Record<string, unknown>) => 'DistanceKm' in c)).toBe(false);
    expect(body.Near).toBeUndefined();
  });

  it('answers 400 with a clear message for what it cannot measure', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ Near: 'Atlantis' }, /could not find 'Atlantis'.*city, a 6-digit PIN code or "latitude,longitude"/],
      [{ Near: '95.1,73.8' }, /could not find/],
      [{ Near: '18.5,190' }, /could not find/],
      [{ Near: '999999' }, /PIN code 999999/],
      [{ Near: 'Pune', RadiusKm: 0 }, /RadiusKm/],
      [{ Near: 'Pune', RadiusKm: 2001 }, /RadiusKm/],
      [{ SortBy: 'distance' }, /Sorting by distance needs Near/],
      [{ RadiusKm: 50 }, /RadiusKm needs Near/],
    ];
    for (const [body, message] of cases) {
      for (const url of [EQ, CO, WK]) {
        const res = await postJson(app(), url, body);
        expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(res.body.message, `${url} ${JSON.stringify(body)}`).toMatch(message);
      }
    }
  });
});

describe('contractors and workers near a place', () => {
  it('measures a contractor to its nearest service location or office city', async () => {
    const db = testDb();
    const office = await createContractor(db, { city: 'Pune', workLocations: ['Pune'] });
    const serves = await createContractor(db, { city: 'Mumbai', workLocations: ['Mumbai', 'Pimpri-Chinchwad'] });
    const far = await createContractor(db, { city: 'Nashik', workLocations: ['Nashik'], contractorTypes: ['Electrical Contractor'] });
    const stateOnly = await createContractor(db, { city: null, workLocations: ['Maharashtra'] });
    await createContractor(db, { city: 'Satara', workLocations: ['Satara'], status: 'paused' });

    const r50 = await allPages(CO, { Near: 'Pune', RadiusKm: 50, SortBy: 'distance' });
    expect(r50.ids).toEqual([office.id, serves.id]);
    expect(r50.total).toBe(2);
    expect(r50.cards.map((c) => c.DistanceKm)).toEqual([0, 12.6]);

    const all = await allPages(CO, { Near: 'Pune' }, 2);
    expect(all.ids).toEqual([office.id, serves.id, far.id]);
    expect(all.ids).not.toContain(stateOnly.id);
    expect(all.cards.map((c) => c.DistanceKm)).toEqual([0, 12.6, 164.5]);
    // The same order when a labour-strength filter sends the search through the contractors table itself.
    const scanned = await allPages(CO, { Near: 'Pune', SortBy: 'distance', LaborStrength: 0 }, 2);
    expect(scanned.ids).toEqual(all.ids);
    expect(scanned.cards.map((c) => c.DistanceKm)).toEqual([0, 12.6, 164.5]);
    const past = await postJson(app(), CO, { Near: 'Pune', Page: 9, PageSize: 2 });
    expect(past.body.Data).toEqual([]);
    expect(past.body.TotalRecords).toBe(3);

    // Near and Locations both apply, each to any of the contractor's places.
    const both = await allPages(CO, { Near: 'Pune', RadiusKm: 20, Locations: ['Mumbai'] });
    expect(both.ids).toEqual([serves.id]);
    const typed = await allPages(CO, { Near: 'Pune', RadiusKm: 200, ContractorTypes: ['Electrical Contractor'] });
    expect(typed.ids).toEqual([far.id]);
    const plain = await postJson(app(), CO, { PageSize: 50 });
    expect(plain.body.Data.some((c: Record<string, unknown>) => 'DistanceKm' in c)).toBe(false);
  });

  it('measures a worker from their city, whatever its case, and leaves out unknown towns', async () => {
    const db = testDb();
    const pune = await createWorker(db, { city: 'pune', state: 'Maharashtra' });
    const mumbai = await createWorker(db, { city: 'Mumbai', state: 'Maharashtra' });
    const delhi = await createWorker(db, { city: 'New Delhi', state: 'Delhi' });
    const nowhere = await createWorker(db, { city: 'Atlantis', state: 'Maharashtra' });

    const near = await allPages(WK, { Near: 'Pune', RadiusKm: 150 });
    expect(near.ids).toEqual([pune.id, mumbai.id]);
    expect(near.total).toBe(2);
    expect(near.cards.map((c) => c.DistanceKm)).toEqual([0, 119.5]);

    const all = await allPages(WK, { Near: 'Pune', SortBy: 'distance' });
    expect(all.ids).toEqual([pune.id, mumbai.id, delhi.id]);
    expect(all.ids).not.toContain(nowhere.id);
    const { body } = await postJson(app(), WK, { Near: '411001', PageSize: 1 });
    expect(body.Near.Label).toBe('PIN 411001');
    expect(body.Data[0].Id).toBe(pune.id);
  });
});
