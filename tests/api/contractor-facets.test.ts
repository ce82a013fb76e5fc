import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CITIES } from '../../data/locations.ts';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor } from '../fixtures/factories.ts';

/**
 * The contractor list's type and location filters are answered from contractor_facets, a side table
 * kept by triggers (docs/decisions/036-search-at-a-million.md). Whatever is written to contractors —
 * approval, pause, rejection, deletion, type, service-location, city/state or date changes, several rows
 * in one statement — the lists must still show exactly the approved matches, newest (or oldest) first,
 * with the exact total (docs/product.md#lists-and-search). Each check compares the API's answer with the
 * rule applied to the contractors rows themselves.
 */
const URL = '/api/public/v3/contractors';
const app = useTestApp();

const TYPES = ['Civil Contractor', 'Building Contractor', 'Electrical Contractor', 'Road Contractor'];
const PLACES: [string, string][] = [
  ['Pune', 'Maharashtra'],
  ['Mumbai', 'Maharashtra'],
  ['Nagpur', 'Maharashtra'],
  ['Surat', 'Gujarat'],
  ['Lucknow', 'Uttar Pradesh'],
];

/** A small deterministic generator, so a failure can be replayed. */
function rng(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s % n;
  };
}

type Row = { id: number; status: string; contractor_types: string[]; work_locations: string[]; city: string | null; state: string | null; created_at: string };

async function contractorRows(): Promise<Row[]> {
  const r = await testDb().execute<Row>(sql`SELECT id, status, contractor_types, work_locations, city, state, created_at::text FROM contractors`);
  return r.rows;
}

/**
 * The product rule on the rows themselves: approved, any chosen type, any chosen place (service locations, city,
 * state); a chosen state also takes in every catalogue city of that state.
 */
function expected(rows: Row[], types: string[], chosen: string[], sort: 'latest' | 'oldest'): number[] {
  const places = [...chosen, ...CITIES.filter((c) => chosen.includes(c.value)).map((c) => c.label)];
  const match = rows.filter((c) => {
    const at = [...c.work_locations, c.city ?? '', c.state ?? ''];
    return c.status === 'approved' && (!types.length || c.contractor_types.some((t) => types.includes(t))) && (!places.length || at.some((p) => places.includes(p)));
  });
  const ms = (c: Row) => new Date(c.created_at).getTime();
  match.sort((a, b) => ms(b) - ms(a) || b.id - a.id);
  if (sort === 'oldest') match.reverse();
  return match.map((c) => c.id);
}

const FILTERS: { types: string[]; places: string[] }[] = [
  { types: ['Civil Contractor'], places: [] },
  { types: ['Civil Contractor', 'Electrical Contractor'], places: [] },
  { types: [], places: ['Pune'] },
  { types: [], places: ['Pune', 'Gujarat'] },
  { types: ['Civil Contractor'], places: ['Mumbai'] },
  { types: ['Civil Contractor'], places: ['Mumbai', 'Surat', 'Uttar Pradesh'] },
  { types: ['Building Contractor', 'Road Contractor'], places: ['Maharashtra', 'Lucknow'] },
  { types: ['Road Contractor'], places: ['Maharashtra'] },
  // Many (type, place) pairs: the page is grouped from every matching entry rather than merged per pair.
  { types: TYPES, places: ['Pune', 'Mumbai', 'Surat', 'Lucknow'] },
];

/** Every filter both ways, every page of 4: the same ids in the same order, and the exact total. */
async function expectListsExact() {
  const rows = await contractorRows();
  for (const f of FILTERS) {
    for (const sort of ['latest', 'oldest'] as const) {
      const want = expected(rows, f.types, f.places, sort);
      const seen: number[] = [];
      for (let page = 1; page <= Math.max(1, Math.ceil(want.length / 4)); page++) {
        const { status, body } = await postJson(app(), URL, { ContractorTypes: f.types, Locations: f.places, SortBy: sort, Page: page, PageSize: 4 });
        expect(status).toBe(200);
        expect(body.total, `${JSON.stringify(f)} ${sort}`).toBe(want.length);
        seen.push(...body.data.map((c: { Id: number }) => c.Id));
      }
      expect(seen, `${JSON.stringify(f)} ${sort}`).toEqual(want);
    }
  }
}

let ids: number[] = [];

beforeAll(async () => {
  const db = testDb();
  const r = rng(7);
  for (let i = 0; i < 36; i++) {
    const [city, state] = PLACES[r(PLACES.length)]!;
    const extra = PLACES[r(PLACES.length)]![0];
    const types = [...new Set([TYPES[r(TYPES.length)]!, ...(r(3) === 0 ? [TYPES[r(TYPES.length)]!] : [])])];
    const c = await createContractor(db, {
      contractorTypes: types,
      workLocations: r(4) === 0 ? [city, extra, state] : [city, extra],
      city,
      state,
      status: r(6) === 0 ? 'pending' : 'approved',
    });
    ids.push(c.id);
  }
  // Several contractors share a date: ties go by id.
  await db.execute(sql`UPDATE contractors SET created_at = timestamptz '2026-02-01' + (id % 9) * interval '1 day'`);
  ids = ids.sort((a, b) => a - b);
});

describe('contractor lists by type and location stay exact under every kind of write', () => {
  it('after loading', async () => {
    await expectListsExact();
  });

  it('after approvals, pauses and rejections (one row, and many rows in one statement)', async () => {
    const db = testDb();
    await db.execute(sql`UPDATE contractors SET status = 'approved' WHERE status = 'pending'`);
    await db.execute(sql`UPDATE contractors SET status = 'paused' WHERE id = ${ids[3]!}`);
    await db.execute(sql`UPDATE contractors SET status = 'rejected' WHERE id = ANY(${sql.param([ids[5]!, ids[8]!])}::int[])`);
    await expectListsExact();
    await db.execute(sql`UPDATE contractors SET status = 'approved' WHERE id = ${ids[3]!}`);
    await expectListsExact();
  });

  it('after type, service-location, city/state and date edits', async () => {
    const db = testDb();
    await db.execute(sql`UPDATE contractors SET contractor_types = ARRAY['Road Contractor', 'Electrical Contractor'] WHERE id = ${ids[0]!}`);
    await db.execute(sql`UPDATE contractors SET contractor_types = '{}' WHERE id = ${ids[1]!}`);
    await db.execute(sql`UPDATE contractors SET work_locations = ARRAY['Lucknow'] WHERE id = ${ids[2]!}`);
    await db.execute(sql`UPDATE contractors SET city = 'Surat', state = 'Gujarat' WHERE id = ${ids[4]!}`);
    await db.execute(sql`UPDATE contractors SET city = NULL, state = NULL, work_locations = '{}' WHERE id = ${ids[6]!}`);
    await db.execute(sql`UPDATE contractors SET created_at = timestamptz '2027-01-01' WHERE id = ${ids[7]!}`);
    // A paused contractor edited while hidden, then shown again.
    await db.execute(sql`UPDATE contractors SET status = 'paused' WHERE id = ${ids[9]!}`);
    await db.execute(sql`UPDATE contractors SET contractor_types = ARRAY['Building Contractor'], work_locations = ARRAY['Nagpur'] WHERE id = ${ids[9]!}`);
    await db.execute(sql`UPDATE contractors SET status = 'approved' WHERE id = ${ids[9]!}`);
    await expectListsExact();
  });

  it('after writes that do not touch the filters (ratings, names), deletions and new rows in one statement', async () => {
    const db = testDb();
    await db.execute(sql`UPDATE contractors SET view_count = view_count + 1, rating_count = rating_count + 1, company_name = company_name || ' '`);
    await db.execute(sql`DELETE FROM contractors WHERE id = ${ids[10]!}`);
    await db.execute(sql`DELETE FROM contractors WHERE id = ANY(${sql.param([ids[11]!, ids[12]!, ids[13]!])}::int[])`);
    await db.execute(sql`INSERT INTO contractors (company_name, city, state, contractor_types, work_locations, status, created_at)
      VALUES ('Twin One', 'Pune', 'Maharashtra', ARRAY['Civil Contractor', 'Road Contractor'], ARRAY['Pune', 'Mumbai', 'Pune'], 'approved', '2026-02-03'),
             ('Twin Two', 'Surat', 'Gujarat', ARRAY['Electrical Contractor'], ARRAY['Surat'], 'pending', '2026-02-03')`);
    await expectListsExact();
  });

  it('keeps exactly the facet rows the approved contractors imply', async () => {
    const rows = await contractorRows();
    const want = new Set<string>();
    for (const c of rows.filter((x) => x.status === 'approved')) {
      const places = [...c.work_locations, c.city ?? '', c.state ?? ''].filter(Boolean);
      for (const t of [...c.contractor_types, '*']) for (const p of [...places, '*']) if (t !== '*' || p !== '*') want.add(`${t}|${p}|${c.id}|${c.created_at}`);
    }
    const got = await testDb().execute<{ k: string }>(sql`SELECT type || '|' || place || '|' || contractor_id || '|' || created_at::text AS k FROM contractor_facets`);
    expect(got.rows.map((r) => r.k).sort()).toEqual([...want].sort());
  });

  it('a type or location that is the table wildcard itself matches nothing', async () => {
    expect((await postJson(app(), URL, { ContractorTypes: ['*'] })).body.total).toBe(0);
    expect((await postJson(app(), URL, { Locations: ['*'] })).body.total).toBe(0);
  });
});
