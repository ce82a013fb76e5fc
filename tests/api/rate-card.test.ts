import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { equipment } from '../../db/schema/index.ts';
import { loginCookie, postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, createVendorUser, setCreatedAt } from '../fixtures/factories.ts';
import { multipartBody } from '../fixtures/multipart.ts';

// The rate card (docs/decisions/052-rate-card.md): stored, validated, returned, filtered and sorted.
const app = useTestApp();
const LIST = '/api/public/v3/equipments';

const FIELDS = {
  CatalogueSlug: 'backhoe-loader',
  Name: 'JCB 3DX Backhoe on hourly hire',
  Brand: 'JCB',
  City: 'Pune',
  State: 'Maharashtra',
  IsAvailableForRent: 'true',
  DailyRate: '9,500',
  MonthlyRate: '',
  HourlyRate: '1200',
  MinimumHire: '4',
  MinimumHireUnit: 'hours',
  OperatorIncluded: 'true',
  FuelIncluded: 'false',
  MobilisationCharge: '₹3,500',
};

async function asVendor() {
  const { user, vendor } = await createVendorUser(testDb());
  const cookie = await loginCookie(app(), user.email, 'Secret@123');
  const send = async (url: string, fields: Record<string, string>) => {
    const m = multipartBody(fields, []);
    const r = await app().inject({ method: 'POST', url, headers: { cookie, 'content-type': m.contentType }, payload: m.payload });
    return { status: r.statusCode, body: r.json() as { data: { Id: number } & Record<string, unknown>; errors: { field: string; message: string }[] } };
  };
  return { vendor, send };
}

describe('the vendor saves a rate card', () => {
  it('stores every term and returns it from the vendor, list and detail calls', async () => {
    const v = await asVendor();
    const r = await v.send('/api/vendor/equipment/create', FIELDS);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const terms = {
      DailyRate: 9500,
      MonthlyRate: null,
      HourlyRate: 1200,
      MinimumHire: 4,
      MinimumHireUnit: 'hours',
      OperatorIncluded: true,
      // An operator in the rate is an operator who comes with the machine.
      OperatorAvailable: true,
      FuelIncluded: false,
      MobilisationCharge: 3500,
    };
    expect(r.body.data).toMatchObject(terms);
    const id = r.body.data.Id;
    await testDb().update(equipment).set({ status: 'approved' }).where(eq(equipment.id, id));

    const detail = await postJson(app(), '/api/public/v3/equipment-detail', { Id: id });
    expect(detail.body.data.Equipment).toMatchObject(terms);
    const list = await postJson(app(), LIST, { Keyword: 'hourly hire', PageSize: 50 });
    expect(list.body.Data.find((e: { Id: number }) => e.Id === id)).toMatchObject(terms);
  });

  it('refuses bad terms with the message next to the field (400) and saves nothing', async () => {
    const v = await asVendor();
    const cases: [Record<string, string>, string, string][] = [
      [{ DailyRate: '', MonthlyRate: '', HourlyRate: '' }, 'DailyRate', 'Please enter at least one rent: per day, per month or per hour.'],
      [{ MinimumHire: 'two' }, 'MinimumHire', 'Minimum hire must be a whole number from 1 to 999.'],
      [{ MinimumHire: '0' }, 'MinimumHire', 'Minimum hire must be a whole number from 1 to 999.'],
      [{ MinimumHire: '1000' }, 'MinimumHire', 'Minimum hire must be a whole number from 1 to 999.'],
      [{ MinimumHireUnit: '' }, 'MinimumHireUnit', 'Please choose hours or days for the minimum hire.'],
      [{ MinimumHireUnit: 'weeks' }, 'MinimumHireUnit', 'Please choose hours or days for the minimum hire.'],
      [{ MobilisationCharge: '-500' }, 'MobilisationCharge', 'Mobilisation charge must be a whole number of rupees.'],
      [{ HourlyRate: '12.5' }, 'HourlyRate', 'Hourly rent must be a whole number of rupees.'],
    ];
    for (const [patch, field, message] of cases) {
      const r = await v.send('/api/vendor/equipment/create', { ...FIELDS, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(r.body.errors, JSON.stringify(patch)).toContainEqual(expect.objectContaining({ field, message }));
    }
    expect(await testDb().select().from(equipment).where(eq(equipment.vendorId, v.vendor.id))).toEqual([]);
  });

  it('takes an hourly-only, a monthly-only or a daily-only rent; drops the rate card of a machine for sale only', async () => {
    const v = await asVendor();
    for (const rates of [
      { DailyRate: '', MonthlyRate: '', HourlyRate: '900' },
      { DailyRate: '', MonthlyRate: '150000', HourlyRate: '' },
      { DailyRate: '7000', MonthlyRate: '', HourlyRate: '' },
    ]) {
      const r = await v.send('/api/vendor/equipment/create', { ...FIELDS, ...rates });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    // Dry hire, no minimum: the unit alone is ignored.
    const dry = await v.send('/api/vendor/equipment/create', { ...FIELDS, OperatorIncluded: 'false', MinimumHire: '', MinimumHireUnit: 'days', MobilisationCharge: '' });
    expect(dry.body.data).toMatchObject({ OperatorIncluded: false, MinimumHire: null, MinimumHireUnit: null, MobilisationCharge: null });
    const sale = await v.send('/api/vendor/equipment/create', { ...FIELDS, IsAvailableForRent: 'false', IsAvailableForSale: 'true', FuelIncluded: 'true' });
    expect(sale.status).toBe(200);
    expect(sale.body.data).toMatchObject({
      DailyRate: null,
      HourlyRate: null,
      MinimumHire: null,
      MinimumHireUnit: null,
      OperatorIncluded: false,
      FuelIncluded: false,
      MobilisationCharge: null,
    });
  });
});

describe('price filter and sorts on the public list', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    const db = testDb();
    const v = await createVendor(db, { name: 'Rate Card Rentals' });
    const rows: [string, number | null, string][] = [
      ['cheap', 4000, 'earth-moving-equipment'],
      ['mid', 8000, 'earth-moving-equipment'],
      ['midTwin', 8000, 'earth-moving-equipment'],
      ['dear', 15000, 'lifting-equipment'],
      ['monthOnly', null, 'earth-moving-equipment'],
      ['hourOnly', null, 'lifting-equipment'],
    ];
    const base = Date.UTC(2025, 0, 1);
    for (const [i, [key, daily, category]] of rows.entries()) {
      const e = await createEquipment(db, v.id, {
        name: `Pricetest ${key}`,
        category,
        dailyRate: daily,
        monthlyRate: key === 'hourOnly' ? null : 150000,
        hourlyRate: key === 'hourOnly' ? 900 : null,
      });
      await setCreatedAt(db, 'equipment', e.id, new Date(base + i * 86400_000));
      ids[key] = e.id;
    }
  });
  const names = (data: { Name: string }[]) => data.map((d) => d.Name.replace('Pricetest ', ''));

  it('sorts by the daily rate both ways, equal prices newest first, listings without one last', async () => {
    const asc = await postJson(app(), LIST, { Keyword: 'pricetest', SortBy: 'priceasc' });
    expect(asc.status).toBe(200);
    expect(names(asc.body.Data)).toEqual(['cheap', 'midTwin', 'mid', 'dear', 'hourOnly', 'monthOnly']);
    const desc = await postJson(app(), LIST, { Keyword: 'pricetest', SortBy: 'PriceDesc' });
    expect(names(desc.body.Data)).toEqual(['dear', 'midTwin', 'mid', 'cheap', 'hourOnly', 'monthOnly']);
    // Page by page (the later page read from the other end) gives the same order.
    const pages = [];
    for (const Page of [1, 2, 3]) pages.push(...(await postJson(app(), LIST, { Keyword: 'pricetest', SortBy: 'pricedesc', Page, PageSize: 2 })).body.Data);
    expect(names(pages)).toEqual(names(desc.body.Data));
    const lifting = await postJson(app(), LIST, { Keyword: 'pricetest', Category: 'lifting-equipment', SortBy: 'priceasc' });
    expect(names(lifting.body.Data)).toEqual(['dear', 'hourOnly']);
  });

  it('filters by the most a day may cost, with an exact total', async () => {
    const r = await postJson(app(), LIST, { Keyword: 'pricetest', MaxDailyRate: 8000, SortBy: 'pricedesc' });
    expect(r.status).toBe(200);
    expect(names(r.body.Data)).toEqual(['midTwin', 'mid', 'cheap']);
    expect(r.body.TotalRecords).toBe(3);
    // Without a keyword the count tables cannot answer a price: the total is still exact.
    const all = await postJson(app(), LIST, { MaxDailyRate: '4000', PageSize: 50 });
    expect(all.body.Data.map((d: { Id: number }) => d.Id)).toEqual([ids.cheap]);
    expect(all.body.TotalRecords).toBe(1);
    const near = await postJson(app(), LIST, { Near: 'Pune', RadiusKm: 50, MaxDailyRate: 8000, PageSize: 50 });
    expect(near.body.TotalRecords).toBe(3);
  });

  it('keeps the price filter total exact through price edits, pauses and deletions (equipment_price_counts)', async () => {
    const db = testDb();
    const check = async () => {
      for (const ceiling of [4000, 8000, 20000])
        for (const Category of [undefined, 'earth-moving-equipment']) {
          const truth = await db.execute<{ n: number }>(
            sql`SELECT count(*)::int AS n FROM equipment WHERE status = 'approved' AND daily_rate <= ${ceiling} ${Category ? sql`AND category = ${Category}` : sql``}`,
          );
          const r = await postJson(app(), LIST, { MaxDailyRate: ceiling, Category, PageSize: 50 });
          expect(r.body.TotalRecords, `${ceiling} ${Category}`).toBe(truth.rows[0]!.n);
          expect(r.body.Data.length).toBe(Math.min(50, truth.rows[0]!.n));
        }
    };
    await check();
    await db.update(equipment).set({ dailyRate: 3000 }).where(eq(equipment.id, ids.dear!));
    await check();
    await db.update(equipment).set({ status: 'paused' }).where(eq(equipment.id, ids.cheap!));
    await check();
    await db.update(equipment).set({ dailyRate: null }).where(eq(equipment.id, ids.mid!));
    await check();
    await db.delete(equipment).where(eq(equipment.id, ids.midTwin!));
    await check();
  });

  it('refuses a bad price filter or sort with a clear 400, never a 500', async () => {
    for (const [body, pattern] of [
      [{ MaxDailyRate: 'cheap' }, /MaxDailyRate.*whole number/],
      [{ MaxDailyRate: 0 }, /MaxDailyRate/],
      [{ MaxDailyRate: -5 }, /MaxDailyRate/],
      [{ MaxDailyRate: 12.5 }, /MaxDailyRate.*whole number/],
      [{ MaxDailyRate: 10 ** 12 }, /MaxDailyRate/],
      [{ SortBy: 'cheapest' }, /priceasc, pricedesc/],
    ] as const) {
      const r = await postJson(app(), LIST, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.body.message, JSON.stringify(body)).toMatch(pattern);
    }
    // Contractors have no prices.
    expect((await postJson(app(), '/api/public/v3/contractors', { SortBy: 'priceasc' })).status).toBe(400);
  });
});
