import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EquipmentListResponse } from '../../contract/public-v3.ts';
import { useTestApp, postJson } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, setCreatedAt } from '../fixtures/factories.ts';

const URL = '/api/public/v3/equipments';
const app = useTestApp();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Shree Balaji Earthmovers', isVerified: true });
  const rows = [
    {
      key: 'exPune',
      name: 'Tata Hitachi EX 200 Excavator',
      brand: 'Tata Hitachi',
      model: 'EX 200',
      category: 'earth-moving-equipment',
      city: 'Pune',
      state: 'Maharashtra',
      isAvailableForRent: true,
      isAvailableForSale: false,
      description: 'Twenty tonne crawler excavator. Ideal for foundations.',
    },
    {
      key: 'bhMumbai',
      name: 'JCB 3DX Super Backhoe Loader',
      brand: 'JCB',
      model: '3DX Super',
      category: 'earth-moving-equipment',
      city: 'Mumbai',
      state: 'Maharashtra',
      isAvailableForRent: true,
      isAvailableForSale: true,
      description: 'Backhoe loader for trenching and loading.',
    },
    {
      key: 'bhAce',
      name: 'ACE AX 124 Backhoe Loader',
      brand: 'ACE',
      model: 'AX 124',
      category: 'earth-moving-equipment',
      city: 'Nagpur',
      state: 'Maharashtra',
      isAvailableForRent: false,
      isAvailableForSale: true,
      description: 'Backhoe loader with 4x4 drive.',
    },
    {
      key: 'craneSurat',
      name: 'ACE 14XW Telescopic Crane',
      brand: 'ACE',
      model: '14XW',
      category: 'lifting-equipment',
      city: 'Surat',
      state: 'Gujarat',
      isAvailableForRent: true,
      isAvailableForSale: false,
      description: 'Pick and carry crane, 14 tonne.',
    },
    {
      key: 'mixerBlr',
      name: 'Schwing Stetter AM 6 Transit Mixer',
      brand: 'Schwing Stetter',
      model: 'AM 6',
      category: 'concrete-equipment',
      city: 'Bengaluru',
      state: 'Karnataka',
      isAvailableForRent: true,
      isAvailableForSale: false,
      description: 'Six cubic metre transit mixer.',
    },
    {
      key: 'genDelhi',
      name: 'Kirloskar 125 kVA Generator',
      brand: '',
      condition: '',
      category: 'miscellaneous-equipment',
      city: 'Delhi',
      state: 'Delhi',
      isAvailableForRent: true,
      isAvailableForSale: false,
      description: 'Silent diesel generator set.',
    },
    { key: 'pending', name: 'Pending Excavator Listing', category: 'earth-moving-equipment', city: 'Pune', state: 'Maharashtra', status: 'pending' as const },
    { key: 'rejected', name: 'Rejected Excavator Listing', category: 'earth-moving-equipment', city: 'Pune', state: 'Maharashtra', status: 'rejected' as const },
  ];
  const base = Date.UTC(2026, 0, 1);
  for (const [i, r] of rows.entries()) {
    const { key, ...values } = r;
    const e = await createEquipment(db, v.id, values);
    ids[key] = e.id;
    await setCreatedAt(db, 'equipment', e.id, new Date(base + i * 86400_000));
  }
});

const names = (body: any) => body.Data.map((e: any) => e.Name);

describe('POST /api/public/v3/equipments', () => {
  it('answers the spec shape: Data/TotalRecords and the data/total aliases, approved listings only', async () => {
    const { status, body } = await postJson(app(), URL, {});
    expect(status).toBe(200);
    expect(() => EquipmentListResponse.parse(body)).not.toThrow();
    expect(body.success).toBe(true);
    expect(body.TotalRecords).toBe(6);
    expect(body.total).toBe(6);
    expect(body.data).toEqual(body.Data);
    expect(body.PageSize).toBe(10);
    expect(names(body)).not.toContain('Pending Excavator Listing');
    expect(names(body)).not.toContain('Rejected Excavator Listing');
  });

  it('fills the card defaults of docs/product.md#lists-and-search: brand NA, condition Good; location as "City, State"', async () => {
    const { body } = await postJson(app(), URL, { Keyword: 'generator' });
    const gen = body.Data.find((e: any) => e.Id === ids.genDelhi);
    expect(gen.Brand).toBe('NA');
    expect(gen.Condition).toBe('Good');
    expect(gen.Location).toBe('Delhi, Delhi');
    expect(gen.Category).toBe('Miscellaneous Equipment');
    expect(gen.Url).toBe(`/equipment/kirloskar-125-kva-generator--${ids.genDelhi}`);
    expect(gen.IsSaved).toBe(false);
  });

  it('sorts latest (default), oldest, nameasc and namedesc — really ordered', async () => {
    const latest = (await postJson(app(), URL, {})).body;
    const created = latest.Data.map((e: any) => e.CreatedAt);
    expect([...created].sort().reverse()).toEqual(created);
    const oldest = (await postJson(app(), URL, { SortBy: 'oldest' })).body;
    expect(oldest.Data.map((e: any) => e.Id)).toEqual([...latest.Data.map((e: any) => e.Id)].reverse());
    const asc = names((await postJson(app(), URL, { SortBy: 'nameasc' })).body);
    expect(asc).toEqual([...asc].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(asc[0]).toBe('ACE 14XW Telescopic Crane');
    const desc = names((await postJson(app(), URL, { SortBy: 'namedesc' })).body);
    expect(desc).toEqual([...asc].reverse());
    const newest = (await postJson(app(), URL, { SortBy: 'Newest' })).body;
    expect(newest.Data.map((e: any) => e.Id)).toEqual(latest.Data.map((e: any) => e.Id));
  });

  it('paginates with an exact total and TotalPages', async () => {
    const p1 = (await postJson(app(), URL, { PageSize: 4, Page: 1, SortBy: 'nameasc' })).body;
    const p2 = (await postJson(app(), URL, { PageSize: 4, Page: 2, SortBy: 'nameasc' })).body;
    expect(p1.Data).toHaveLength(4);
    expect(p2.Data).toHaveLength(2);
    expect(p1.TotalRecords).toBe(6);
    expect(p2.TotalRecords).toBe(6);
    expect(p1.TotalPages).toBe(2);
    const all = [...names(p1), ...names(p2)];
    expect(new Set(all).size).toBe(6);
    const beyond = (await postJson(app(), URL, { PageSize: 4, Page: 3 })).body;
    expect(beyond.Data).toEqual([]);
    expect(beyond.TotalRecords).toBe(6);
  });

  it('reads every page in order, deep pages included, for every sort and with a keyword', async () => {
    for (const body of [
      { SortBy: 'latest' },
      { SortBy: 'oldest' },
      { SortBy: 'nameasc' },
      { SortBy: 'namedesc' },
      { Keyword: 'loader' },
      { Keyword: 'loader', SortBy: 'namedesc' },
      { Keyword: 'backhoe', AvailableForSale: true },
    ]) {
      const all = (await postJson(app(), URL, { ...body, PageSize: 10 })).body;
      const paged: number[] = [];
      for (let p = 1; p <= all.TotalPages * 5; p++) {
        const r = (await postJson(app(), URL, { ...body, PageSize: 2, Page: p })).body;
        expect(r.TotalRecords).toBe(all.TotalRecords);
        paged.push(...r.Data.map((e: any) => e.Id));
      }
      expect(paged, JSON.stringify(body)).toEqual(all.Data.map((e: any) => e.Id));
    }
  });

  it('filters by category slug or name, and ALL means every category', async () => {
    const bySlug = (await postJson(app(), URL, { Category: 'lifting-equipment' })).body;
    expect(names(bySlug)).toEqual(['ACE 14XW Telescopic Crane']);
    const byName = (await postJson(app(), URL, { Category: 'Earth Moving Equipment' })).body;
    expect(byName.TotalRecords).toBe(3);
    const byShort = (await postJson(app(), URL, { Category: 'concrete' })).body;
    expect(names(byShort)).toEqual(['Schwing Stetter AM 6 Transit Mixer']);
    for (const all of ['ALL-Equipment', 'ALL', 'All Equipment', '']) {
      expect((await postJson(app(), URL, { Category: all })).body.TotalRecords).toBe(6);
    }
  });

  it('filters by one or several cities and by a state, with exact totals', async () => {
    const one = (await postJson(app(), URL, { Location: 'Pune' })).body;
    expect(names(one)).toEqual(['Tata Hitachi EX 200 Excavator']);
    expect(one.TotalRecords).toBe(1);
    const three = (await postJson(app(), URL, { Location: ['Pune', 'Surat', 'Bengaluru'] })).body;
    expect(three.TotalRecords).toBe(3);
    const commaList = (await postJson(app(), URL, { Location: 'pune, surat' })).body;
    expect(commaList.TotalRecords).toBe(2);
    const state = (await postJson(app(), URL, { Location: 'Maharashtra' })).body;
    expect(state.TotalRecords).toBe(3);
    const all = (await postJson(app(), URL, { Location: 'ALL' })).body;
    expect(all.TotalRecords).toBe(6);
  });

  it('filters by rent and sale availability', async () => {
    const rent = (await postJson(app(), URL, { AvailableForRent: true })).body;
    expect(rent.TotalRecords).toBe(5);
    expect(rent.Data.every((e: any) => e.IsAvailableForRent)).toBe(true);
    const sale = (await postJson(app(), URL, { AvailableForSale: true })).body;
    expect(sale.TotalRecords).toBe(2);
    expect(sale.Data.every((e: any) => e.IsAvailableForSale)).toBe(true);
    const both = (await postJson(app(), URL, { AvailableForRent: true, AvailableForSale: true })).body;
    expect(names(both)).toEqual(['JCB 3DX Super Backhoe Loader']);
  });

  it('combines keyword, category, locations and sort with an exact total', async () => {
    const r = (await postJson(app(), URL, { Keyword: 'backhoe', Category: 'earth-moving-equipment', Location: ['Mumbai', 'Nagpur', 'Pune'], SortBy: 'nameasc' })).body;
    expect(names(r)).toEqual(['ACE AX 124 Backhoe Loader', 'JCB 3DX Super Backhoe Loader']);
    expect(r.TotalRecords).toBe(2);
  });

  it('searches name, model, brand, category and description, case-insensitively', async () => {
    expect(names((await postJson(app(), URL, { Keyword: 'EXCAVATOR' })).body)).toEqual(['Tata Hitachi EX 200 Excavator']);
    expect(names((await postJson(app(), URL, { Keyword: 'AM 6' })).body)).toContain('Schwing Stetter AM 6 Transit Mixer');
    expect(names((await postJson(app(), URL, { Keyword: 'schwing' })).body)).toEqual(['Schwing Stetter AM 6 Transit Mixer']);
    expect((await postJson(app(), URL, { Keyword: 'lifting' })).body.TotalRecords).toBe(1);
    expect(names((await postJson(app(), URL, { Keyword: 'foundations' })).body)).toEqual(['Tata Hitachi EX 200 Excavator']);
    expect((await postJson(app(), URL, { Keyword: 'zzzqqq' })).body.TotalRecords).toBe(0);
  });

  it('tolerates typos: "excavater" finds the excavator and reports the correction', async () => {
    const r = (await postJson(app(), URL, { Keyword: 'excavater' })).body;
    expect(names(r)).toEqual(['Tata Hitachi EX 200 Excavator']);
    expect(r.Corrections).toEqual({ excavater: 'excavator' });
    expect(names((await postJson(app(), URL, { Keyword: 'transit mixr' })).body)).toEqual(['Schwing Stetter AM 6 Transit Mixer']);
  });

  it('treats a brand used as a generic word: "jcb" finds every backhoe loader', async () => {
    const r = (await postJson(app(), URL, { Keyword: 'jcb', SortBy: 'nameasc' })).body;
    expect(names(r)).toEqual(['ACE AX 124 Backhoe Loader', 'JCB 3DX Super Backhoe Loader']);
    expect(names((await postJson(app(), URL, { Keyword: 'hydra' })).body)).toEqual(['ACE 14XW Telescopic Crane']);
  });

  it('ranks by relevance when a keyword is given without a sort: name matches first', async () => {
    const r = (await postJson(app(), URL, { Keyword: 'loader' })).body;
    expect(r.Data.length).toBeGreaterThanOrEqual(2);
    expect(r.Data[0].Name).toMatch(/Loader/);
  });

  it('rejects bad input with 400 and a JSON message, never a 500', async () => {
    const cases: unknown[] = [
      { SortBy: 'cheapest' },
      { Page: 0 },
      { Page: 'abc' },
      { PageSize: 1000 },
      { Keyword: 42 },
      { AvailableForRent: 'maybe' },
      { Category: 'spaceships' },
      { Location: [{ city: 'Pune' }] },
    ];
    for (const c of cases) {
      const { status, body } = await postJson(app(), URL, c);
      expect(status, JSON.stringify(c)).toBe(400);
      expect(body.success).toBe(false);
      expect(typeof body.message).toBe('string');
    }
    // A long keyword is cut to 200 characters and searched, not refused (docs/decisions/020).
    expect((await postJson(app(), URL, { Keyword: 'x'.repeat(500) })).status).toBe(200);
  });

  it('rejects malformed JSON, wrong content types and oversize bodies with 4xx JSON', async () => {
    const bad = await app().inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: '{"Keyword": ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'The request body is not valid JSON.' });
    const xml = await app().inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().success).toBe(false);
    const big = await app().inject({ method: 'POST', url: URL, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ Keyword: 'a'.repeat(200_000) }) });
    expect(big.statusCode).toBe(413);
    expect(big.json().success).toBe(false);
    const array = await postJson(app(), URL, [1, 2]);
    expect(array.status).toBe(400);
  });

  it('refuses pages deeper than 50,000 results when it must skip them, and answers an empty page past the end', async () => {
    const deep = await postJson(app(), URL, { Keyword: 'ace loader', Page: 9000, PageSize: 6 });
    expect(deep.status).toBe(400);
    expect(deep.body.message).toMatch(/too deep/);
    const past = await postJson(app(), URL, { Page: 9000, PageSize: 6 });
    expect(past.status).toBe(200);
    expect(past.body.Data).toEqual([]);
  });

  it('accepts numeric strings and string booleans (forms and query strings)', async () => {
    const r = await postJson(app(), URL, { Page: '1', PageSize: '2', AvailableForSale: 'true' });
    expect(r.status).toBe(200);
    expect(r.body.Data).toHaveLength(2);
    expect(r.body.TotalRecords).toBe(2);
  });

  it('keeps the exact total in step when a listing is approved, paused or deleted (count table triggers)', async () => {
    const db = testDb();
    const before = (await postJson(app(), URL, { Location: 'Pune' })).body.TotalRecords;
    await db.execute(sql.raw(`UPDATE equipment SET status = 'approved' WHERE id = ${ids.pending}`));
    expect((await postJson(app(), URL, { Location: 'Pune' })).body.TotalRecords).toBe(before + 1);
    await db.execute(sql.raw(`UPDATE equipment SET status = 'paused' WHERE id = ${ids.pending}`));
    expect((await postJson(app(), URL, { Location: 'Pune' })).body.TotalRecords).toBe(before);
    await db.execute(sql.raw(`UPDATE equipment SET city = 'Surat', state = 'Gujarat' WHERE id = ${ids.exPune}`));
    expect((await postJson(app(), URL, { Location: 'Pune' })).body.TotalRecords).toBe(before - 1);
    expect((await postJson(app(), URL, { Location: 'Surat' })).body.TotalRecords).toBe(2);
    // The one-word keyword total (word count table) follows the same changes.
    expect((await postJson(app(), URL, { Keyword: 'excavator', Location: 'Surat' })).body.TotalRecords).toBe(1);
    await db.execute(sql.raw(`UPDATE equipment SET city = 'Pune', state = 'Maharashtra' WHERE id = ${ids.exPune}`));
    expect((await postJson(app(), URL, { Keyword: 'excavator', Location: 'Surat' })).body.TotalRecords).toBe(0);
    expect((await postJson(app(), URL, { Keyword: 'excavator', Location: 'Pune' })).body.TotalRecords).toBe(1);
    await db.execute(sql.raw(`UPDATE equipment SET description = 'Now also amphibious' WHERE id = ${ids.exPune}`));
    expect((await postJson(app(), URL, { Keyword: 'amphibious' })).body.TotalRecords).toBe(1);
    expect((await postJson(app(), URL, { Keyword: 'foundations' })).body.TotalRecords).toBe(0);
    await db.execute(sql.raw(`DELETE FROM equipment WHERE id = ${ids.rejected}`));
    expect((await postJson(app(), URL, {})).body.TotalRecords).toBe(6);
  });
});

describe('relevance ranking window (core)', () => {
  it('ranks the newest matches and lists every match exactly once across pages, including a page that straddles the window', async () => {
    const { listEquipment } = await import('../../core/equipment/list-equipment.ts');
    const { EquipmentListRequest } = await import('../../contract/public-v3.ts');
    const { makeCtx } = await import('../../core/context.ts');
    const ctx = makeCtx(testDb());
    const everything = await listEquipment(ctx, EquipmentListRequest.parse({ PageSize: 50, Keyword: 'equipment' }), { relevanceWindow: 3 });
    const seen: number[] = [];
    for (let p = 1; p <= Math.ceil(everything.total / 2); p++) {
      const r = await listEquipment(ctx, EquipmentListRequest.parse({ Keyword: 'equipment', PageSize: 2, Page: p }), { relevanceWindow: 3 });
      seen.push(...r.data.map((e) => e.Id));
    }
    expect(seen).toHaveLength(everything.total);
    expect(new Set(seen).size).toBe(everything.total);
    expect(new Set(seen)).toEqual(new Set(everything.data.map((e) => e.Id)));
  });
});
