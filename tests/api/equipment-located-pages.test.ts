import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';

/**
 * A located equipment list in date order is read as one branch per chosen city and per chosen state,
 * merged (docs/decisions/036-search-at-a-million.md). Whatever the mix — cities, a state, a city inside a
 * chosen state, with a keyword and a category — every page must hold exactly the rows the product rule
 * gives (docs/product.md#lists-and-search), each listing once, newest or oldest first, ties by id.
 */
const URL = '/api/public/v3/equipments';
const app = useTestApp();

const PLACES: [string, string][] = [
  ['Pune', 'Maharashtra'],
  ['Mumbai', 'Maharashtra'],
  ['Nagpur', 'Maharashtra'],
  ['Surat', 'Gujarat'],
  ['New Delhi', 'Delhi'],
];

type Row = { id: number; status: string; category: string; city: string; state: string; name: string; at: number };

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db);
  for (let i = 0; i < 45; i++) {
    const [city, state] = PLACES[i % 5]!;
    await createEquipment(db, v.id, {
      name: i % 3 === 0 ? 'Tata Hitachi Excavator' : 'Escorts Hydra Crane',
      category: i % 3 === 0 ? 'earth-moving-equipment' : 'lifting-equipment',
      city,
      state,
      status: i % 8 === 7 ? 'paused' : 'approved',
    });
  }
  await db.execute(sql`UPDATE equipment SET created_at = timestamptz '2026-03-01' - (id % 7) * interval '1 hour'`);
});

const CASES: { Location: string[]; Keyword?: string; Category?: string }[] = [
  { Location: ['Pune'] },
  { Location: ['Pune', 'Surat'] },
  { Location: ['Maharashtra'] },
  { Location: ['Pune', 'Maharashtra'] },
  { Location: ['Mumbai', 'Delhi', 'Surat'], Keyword: 'excavator', Category: 'earth-moving-equipment' },
  { Location: ['Nagpur', 'Gujarat', 'Delhi'], Category: 'lifting-equipment' },
];

describe('located equipment lists in date order', () => {
  it('list every matching listing once, in order, on every page', async () => {
    const rows = (await testDb().execute<Row>(sql`SELECT id, status, category, city, state, name, (extract(epoch FROM created_at) * 1000000)::float8 AS at FROM equipment`)).rows;
    for (const c of CASES) {
      for (const sort of ['latest', 'oldest'] as const) {
        const want = rows
          .filter(
            (e) =>
              e.status === 'approved' &&
              (c.Location.includes(e.city) || c.Location.includes(e.state)) &&
              (!c.Category || e.category === c.Category) &&
              (!c.Keyword || e.name.toLowerCase().includes(c.Keyword)),
          )
          .sort((a, b) => b.at - a.at || b.id - a.id)
          .map((e) => e.id);
        if (sort === 'oldest') want.reverse();
        expect(want.length).toBeGreaterThan(0);
        const seen: number[] = [];
        for (let page = 1; page <= Math.ceil(want.length / 4); page++) {
          const { status, body } = await postJson(app(), URL, { ...c, SortBy: sort, Page: page, PageSize: 4 });
          expect(status).toBe(200);
          expect(body.TotalRecords, `${JSON.stringify(c)} ${sort}`).toBe(want.length);
          seen.push(...body.Data.map((e: { Id: number }) => e.Id));
        }
        expect(seen, `${JSON.stringify(c)} ${sort}`).toEqual(want);
      }
    }
  });
});
