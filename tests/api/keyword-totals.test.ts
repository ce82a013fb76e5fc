import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';

/**
 * A one-word keyword without a location is totalled from equipment_word_totals, a roll-up of the per-place
 * word counts kept by a trigger (docs/decisions/036-search-at-a-million.md). The total a visitor sees must
 * stay the exact number of approved matches (docs/product.md#lists-and-search) after every kind of write:
 * approval, pause, deletion, new listings, and edits that change a listing's words, category or availability.
 */
const URL = '/api/public/v3/equipments';
const app = useTestApp();

// Words the search vocabulary leaves as text ('excavator' or 'crane' name a machine type: machine-type-totals.test.ts).
const WORDS = ['hitachi', 'escorts', 'loader', 'schwing'];
const FILTERS: { Category?: string; AvailableForRent?: boolean; AvailableForSale?: boolean }[] = [
  {},
  { Category: 'earth-moving-equipment' },
  { Category: 'lifting-equipment', AvailableForRent: true },
  { AvailableForSale: true },
];

async function expectTotalsExact() {
  for (const word of WORDS) {
    for (const f of FILTERS) {
      const where = [sql`status = 'approved'`, sql`search @@ to_tsquery('english', ${word})`];
      if (f.Category) where.push(sql`category = ${f.Category}`);
      if (f.AvailableForRent) where.push(sql`is_available_for_rent`);
      if (f.AvailableForSale) where.push(sql`is_available_for_sale`);
      const direct = await testDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM equipment WHERE ${sql.join(where, sql` AND `)}`);
      const { status, body } = await postJson(app(), URL, { Keyword: word, SortBy: 'latest', ...f });
      expect(status).toBe(200);
      expect(body.TotalRecords, `${word} ${JSON.stringify(f)}`).toBe(direct.rows[0]!.n);
    }
  }
}

const ids: number[] = [];
const NAMES = ['Tata Hitachi Excavator', 'Escorts Hydra Crane', 'JCB Backhoe Loader', 'Schwing Transit Mixer', 'Komatsu Excavator Loader'];
const CATEGORY_OF = ['earth-moving-equipment', 'lifting-equipment', 'earth-moving-equipment', 'concrete-equipment', 'earth-moving-equipment'];

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db);
  for (let i = 0; i < 30; i++) {
    const e = await createEquipment(db, v.id, {
      name: NAMES[i % 5]!,
      category: CATEGORY_OF[i % 5]!,
      city: i % 2 ? 'Pune' : 'Surat',
      state: i % 2 ? 'Maharashtra' : 'Gujarat',
      isAvailableForRent: i % 3 !== 0,
      isAvailableForSale: i % 4 === 0,
      status: i % 6 === 5 ? 'pending' : 'approved',
    });
    ids.push(e.id);
  }
});

describe('one-word keyword totals without a location', () => {
  it('equal a direct count after loading', async () => {
    await expectTotalsExact();
  });

  it('equal a direct count after approvals, pauses, deletions and new listings', async () => {
    const db = testDb();
    await db.execute(sql`UPDATE equipment SET status = 'approved' WHERE status = 'pending'`);
    await db.execute(sql`UPDATE equipment SET status = 'paused' WHERE id = ANY(${sql.param([ids[0]!, ids[1]!, ids[7]!])}::int[])`);
    await db.execute(sql`DELETE FROM equipment WHERE id = ${ids[2]!}`);
    await createEquipment(db, (await createVendor(db)).id, { name: 'ACE Mobile Crane', category: 'lifting-equipment', isAvailableForSale: true });
    await expectTotalsExact();
  });

  it('equal a direct count after edits of words, category and availability', async () => {
    const db = testDb();
    await db.execute(sql`UPDATE equipment SET name = 'Mahindra Mixer Loader' WHERE id = ${ids[3]!}`);
    await db.execute(sql`UPDATE equipment SET description = 'Comes with a spare crane hook' WHERE id = ${ids[4]!}`);
    await db.execute(sql`UPDATE equipment SET category = 'lifting-equipment' WHERE id = ${ids[5]!}`);
    await db.execute(sql`UPDATE equipment SET is_available_for_sale = NOT is_available_for_sale, is_available_for_rent = NOT is_available_for_rent WHERE id % 3 = 0`);
    await expectTotalsExact();
  });
});
