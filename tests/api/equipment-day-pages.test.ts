import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EquipmentListRequest } from '../../contract/public-v3.ts';
import { makeCtx } from '../../core/context.ts';
import { listEquipment } from '../../core/equipment/list-equipment.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';

/**
 * Deep pages of the date-ordered lists without keyword or location start at the day that holds them,
 * found from equipment_day_counts (kept by triggers; docs/decisions/036-search-at-a-million.md). Here
 * every page takes that path (`daySkipFrom: 0`); each must hold exactly the rows the product rule gives
 * (docs/product.md#lists-and-search: approved only, newest or oldest first, ties by id) — also after
 * approvals, pauses, deletions, new rows and edits of date, category and availability.
 */
const CATEGORIES = ['earth-moving-equipment', 'lifting-equipment', 'concrete-equipment'];

type Row = { id: number; status: string; category: string; rent: boolean; sale: boolean; at: number };

async function equipmentRows(): Promise<Row[]> {
  const r = await testDb().execute<Row>(
    sql`SELECT id, status, category, is_available_for_rent AS rent, is_available_for_sale AS sale, (extract(epoch FROM created_at) * 1000000)::float8 AS at FROM equipment`,
  );
  return r.rows.map((x) => ({ ...x, at: Number(x.at) }));
}

const FILTERS: { Category?: string; AvailableForRent?: boolean; AvailableForSale?: boolean }[] = [
  {},
  { Category: 'lifting-equipment' },
  { AvailableForSale: true },
  { Category: 'earth-moving-equipment', AvailableForRent: true },
];

async function expectPagesExact() {
  const rows = await equipmentRows();
  const ctx = makeCtx(testDb());
  for (const f of FILTERS) {
    for (const sort of ['latest', 'oldest'] as const) {
      const want = rows
        .filter((e) => e.status === 'approved' && (!f.Category || e.category === f.Category) && (!f.AvailableForRent || e.rent) && (!f.AvailableForSale || e.sale))
        .sort((a, b) => b.at - a.at || b.id - a.id)
        .map((e) => e.id);
      if (sort === 'oldest') want.reverse();
      const seen: number[] = [];
      for (let page = 1; page <= Math.ceil(want.length / 3); page++) {
        const r = await listEquipment(ctx, EquipmentListRequest.parse({ ...f, SortBy: sort, Page: page, PageSize: 3 }), { daySkipFrom: 0 });
        expect(r.total, `${JSON.stringify(f)} ${sort}`).toBe(want.length);
        seen.push(...r.data.map((e) => e.Id));
      }
      expect(seen, `${JSON.stringify(f)} ${sort}`).toEqual(want);
    }
  }
  const counts = await testDb().execute<{ wrong: number }>(
    sql`SELECT count(*)::int AS wrong FROM (
          SELECT day, category, is_rent, is_sale, n FROM equipment_day_counts WHERE n <> 0
          EXCEPT
          SELECT (created_at AT TIME ZONE 'UTC')::date, category, is_available_for_rent, is_available_for_sale, count(*)::int FROM equipment WHERE status = 'approved' GROUP BY 1, 2, 3, 4
        ) x`,
  );
  expect(counts.rows[0]!.wrong).toBe(0);
}

const ids: number[] = [];

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db);
  for (let i = 0; i < 40; i++) {
    const e = await createEquipment(db, v.id, {
      category: CATEGORIES[i % 3]!,
      isAvailableForRent: i % 4 !== 0,
      isAvailableForSale: i % 3 === 1,
      status: i % 7 === 3 ? 'pending' : 'approved',
    });
    ids.push(e.id);
  }
  // Six days, several listings a day, some at the very same instant (ties by id), some near midnight UTC.
  await db.execute(sql`UPDATE equipment SET created_at = timestamptz '2026-03-01 23:59:59+00' - (id % 6) * interval '1 day' + (id % 3) * interval '1 second'`);
});

describe('deep date-ordered pages from the day counts', () => {
  it('every page of every unlocated filter, newest and oldest first', async () => {
    await expectPagesExact();
  });

  it('stay exact after approvals, pauses, deletions and new rows', async () => {
    const db = testDb();
    await db.execute(sql`UPDATE equipment SET status = 'approved' WHERE status = 'pending'`);
    await db.execute(sql`UPDATE equipment SET status = 'paused' WHERE id = ANY(${sql.param([ids[0]!, ids[5]!, ids[6]!])}::int[])`);
    await db.execute(sql`DELETE FROM equipment WHERE id = ${ids[9]!}`);
    const v = await createVendor(db);
    await createEquipment(db, v.id, { category: 'lifting-equipment', isAvailableForSale: true });
    await expectPagesExact();
  });

  it('stay exact after edits of date, category and availability', async () => {
    const db = testDb();
    await db.execute(sql`UPDATE equipment SET created_at = timestamptz '2026-02-01 00:00:00+00' WHERE id = ${ids[1]!}`);
    await db.execute(sql`UPDATE equipment SET created_at = created_at + interval '1 second' WHERE id = ${ids[2]!}`);
    await db.execute(sql`UPDATE equipment SET category = 'concrete-equipment' WHERE id = ${ids[3]!}`);
    await db.execute(sql`UPDATE equipment SET is_available_for_sale = NOT is_available_for_sale, is_available_for_rent = true WHERE id % 5 = 0`);
    await expectPagesExact();
  });
});
