import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EquipmentListRequest } from '../../contract/public-v3.ts';
import { makeCtx } from '../../core/context.ts';
import { listEquipment } from '../../core/equipment/list-equipment.ts';
import type { Db } from '../../db/client.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';

/**
 * Deep pages of the price orders without keyword, machine type or place start at the daily rate that holds
 * them, found from equipment_price_counts (kept by triggers; docs/decisions/052-rate-card.md). Here every page
 * takes that path (`rateSkipFrom: 0`); each must hold exactly the rows of the plain OFFSET query
 * (docs/product.md#lists-and-search: approved only, by the daily rate, listings without one last in both
 * orders, equal prices newest first) — with ties, listings without a rate, a category, rent/sale and a max ₹/day,
 * read from either end, also after edits of rates, statuses and categories.
 */
const CATEGORIES = ['earth-moving-equipment', 'lifting-equipment', 'concrete-equipment'];
// Ties (2,500 five times in eleven) and listings with no daily rate among the rest.
const RATES = [2500, null, 1000, 2500, 8000, 4000, null, 2500, 1000, 12000, 3000];

type Filter = { Category?: string; AvailableForRent?: boolean; AvailableForSale?: boolean; MaxDailyRate?: number };

const FILTERS: Filter[] = [
  {},
  { Category: 'lifting-equipment' },
  // Most listings for sale have no daily rate: the rates run out before the middle of the list.
  { AvailableForSale: true },
  { Category: 'earth-moving-equipment', AvailableForRent: true },
  { MaxDailyRate: 3000 },
  { Category: 'concrete-equipment', AvailableForRent: true, MaxDailyRate: 4000 },
];

/** The plain query: every matching id in the sort's order (the index's terms). */
async function plainOrder(f: Filter, sort: 'priceasc' | 'pricedesc'): Promise<number[]> {
  const w: SQL[] = [sql`status = 'approved'`];
  if (f.Category) w.push(sql`category = ${f.Category}`);
  if (f.AvailableForRent) w.push(sql`is_available_for_rent`);
  if (f.AvailableForSale) w.push(sql`is_available_for_sale`);
  if (f.MaxDailyRate !== undefined) w.push(sql`daily_rate <= ${f.MaxDailyRate}`);
  const order = sort === 'priceasc' ? sql`daily_rate ASC NULLS LAST, id DESC` : sql`daily_rate DESC NULLS LAST, id DESC`;
  const r = await testDb().execute<{ id: number }>(sql`SELECT id FROM equipment WHERE ${sql.join(w, sql` AND `)} ORDER BY ${order}`);
  return r.rows.map((x) => x.id);
}

async function expectPagesExact(rateLookupRows?: number) {
  const ctx = makeCtx(testDb());
  for (const f of FILTERS) {
    for (const sort of ['priceasc', 'pricedesc'] as const) {
      const want = await plainOrder(f, sort);
      expect(want.length, `${JSON.stringify(f)} matches something`).toBeGreaterThan(3);
      for (const size of [3, 4]) {
        for (let page = 1; page <= Math.ceil(want.length / size); page++) {
          const what = `${JSON.stringify(f)} ${sort} page ${page} of ${size}`;
          const r = await listEquipment(ctx, EquipmentListRequest.parse({ ...f, SortBy: sort, Page: page, PageSize: size }), { rateSkipFrom: 0, rateLookupRows });
          expect(r.total, what).toBe(want.length);
          expect(
            r.data.map((e) => e.Id),
            what,
          ).toEqual(want.slice((page - 1) * size, page * size));
        }
      }
    }
  }
  const counts = await testDb().execute<{ wrong: number }>(
    sql`SELECT count(*)::int AS wrong FROM (
          (SELECT category, daily_rate, is_rent, is_sale, n FROM equipment_price_counts WHERE n <> 0
           EXCEPT
           SELECT category, daily_rate, is_available_for_rent, is_available_for_sale, count(*)::int FROM equipment WHERE status = 'approved' AND daily_rate IS NOT NULL GROUP BY 1, 2, 3, 4)
          UNION ALL
          (SELECT category, daily_rate, is_available_for_rent, is_available_for_sale, count(*)::int FROM equipment WHERE status = 'approved' AND daily_rate IS NOT NULL GROUP BY 1, 2, 3, 4
           EXCEPT
           SELECT category, daily_rate, is_rent, is_sale, n FROM equipment_price_counts WHERE n <> 0)
        ) x`,
  );
  expect(counts.rows[0]!.wrong).toBe(0);
}

/** The statements a call sends through ctx.db.execute, as PostgreSQL receives them. */
function recording(db: Db) {
  const sent: { sql: string; params: unknown[] }[] = [];
  const dialect = (db as unknown as { dialect: { sqlToQuery: (q: SQL) => { sql: string; params: unknown[] } } }).dialect;
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'execute')
        return (q: SQL) => {
          sent.push(dialect.sqlToQuery(q));
          return target.execute(q);
        };
      return Reflect.get(target, key, receiver);
    },
  });
  return { db: proxy, sent };
}

const ids: number[] = [];

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db);
  for (let i = 0; i < 48; i++) {
    const rent = i % 5 !== 0;
    const e = await createEquipment(db, v.id, {
      category: CATEGORIES[i % 3]!,
      isAvailableForRent: rent,
      isAvailableForSale: !rent || i % 3 === 1,
      // Rates belong to renting (decision 052): a listing only for sale has none.
      dailyRate: rent ? RATES[i % RATES.length]! : null,
      status: i % 7 === 3 ? 'pending' : 'approved',
    });
    ids.push(e.id);
  }
});

describe('deep price-ordered pages from the price counts', () => {
  it('every page of every filter the counts answer, low to high and high to low, equals the plain query', async () => {
    await expectPagesExact();
  });

  it('also when only a few count rows are summed: a page past them skips from the first row', async () => {
    // Two count rows from the near end (at a million: 500), their rates whole; a page past them takes the plain path.
    await expectPagesExact(2);
  });

  it('start the index walk at the rate that holds the page, not at the first row', async () => {
    const want = await plainOrder({}, 'priceasc');
    const rates = await testDb().execute<{ id: number; daily_rate: number | null }>(sql`SELECT id, daily_rate FROM equipment`);
    const rateOf = new Map(rates.rows.map((r) => [r.id, r.daily_rate]));
    // Page 4 of 4 (offset 12): before the middle, so read from the low end, inside the rated listings.
    const offset = 12;
    const rate = rateOf.get(want[offset]!)!;
    expect(rate).not.toBeNull();
    const before = want.findIndex((id) => rateOf.get(id) === rate);
    const { db, sent } = recording(testDb());
    const r = await listEquipment(makeCtx(db), EquipmentListRequest.parse({ SortBy: 'priceasc', Page: 4, PageSize: 4 }), { rateSkipFrom: 0 });
    expect(r.data.map((e) => e.Id)).toEqual(want.slice(offset, offset + 4));
    const page = sent.find((s) => s.sql.includes('e.daily_rate >= $'));
    expect(page, sent.map((s) => s.sql).join('\n')).toBeDefined();
    // The rate holding row 12 and the offset within that rate (not 12).
    expect(page!.params).toContain(rate);
    expect(page!.params.at(-1)).toBe(offset - before);
    expect(offset - before).toBeLessThan(offset);

    // Without the lookup (the threshold never reached) the same page skips from the first row.
    const plain = recording(testDb());
    const p = await listEquipment(makeCtx(plain.db), EquipmentListRequest.parse({ SortBy: 'priceasc', Page: 4, PageSize: 4 }), { rateSkipFrom: Number.POSITIVE_INFINITY });
    expect(p.data.map((e) => e.Id)).toEqual(want.slice(offset, offset + 4));
    expect(plain.sent.some((s) => s.sql.includes('e.daily_rate >= $'))).toBe(false);
  });

  it('stay exact after rates, statuses and categories change', async () => {
    const db = testDb();
    await db.execute(sql`UPDATE equipment SET status = 'approved' WHERE status = 'pending'`);
    await db.execute(sql`UPDATE equipment SET status = 'paused' WHERE id = ANY(${sql.param([ids[2]!, ids[7]!, ids[8]!])}::int[])`);
    await db.execute(sql`DELETE FROM equipment WHERE id = ${ids[10]!}`);
    await db.execute(sql`UPDATE equipment SET daily_rate = NULL WHERE id = ${ids[4]!}`);
    await db.execute(sql`UPDATE equipment SET daily_rate = 2500 WHERE id = ${ids[1]!}`);
    await db.execute(sql`UPDATE equipment SET category = 'concrete-equipment' WHERE id = ${ids[3]!}`);
    const v = await createVendor(db);
    await createEquipment(db, v.id, { category: 'lifting-equipment', dailyRate: 2500, isAvailableForSale: true });
    await expectPagesExact();
    await expectPagesExact(2);
  });
});
