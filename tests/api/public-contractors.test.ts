import { beforeAll, describe, expect, it } from 'vitest';
import { ContractorListResponse } from '../../contract/public-v3.ts';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, setCreatedAt } from '../fixtures/factories.ts';

const URL = '/api/public/v3/contractors';
const app = useTestApp();

beforeAll(async () => {
  const db = testDb();
  const rows = [
    {
      companyName: 'Patil Constructions Pvt Ltd',
      contractorTypes: ['Civil Contractor', 'Road Contractor'],
      workingSectors: ['Roads & Highways'],
      workLocations: ['Pune', 'Mumbai'],
      city: 'Pune',
      state: 'Maharashtra',
      laborStrength: 250,
    },
    {
      companyName: 'Reddy Electricals LLP',
      contractorTypes: ['Electrical Contractor'],
      workingSectors: ['Power & Energy'],
      workLocations: ['Hyderabad'],
      city: 'Hyderabad',
      state: 'Telangana',
      laborStrength: 40,
    },
    {
      companyName: 'Ganga Builders',
      contractorTypes: ['Building Contractor'],
      workingSectors: ['Residential Buildings'],
      workLocations: ['Lucknow', 'Uttar Pradesh'],
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      laborStrength: 120,
    },
    {
      companyName: 'Apex Industrial Projects',
      contractorTypes: ['Industrial Contractor', 'Civil Contractor'],
      workingSectors: ['Industrial Plants', 'Roads & Highways'],
      workLocations: ['Surat'],
      city: 'Surat',
      state: 'Gujarat',
      laborStrength: 800,
      specificWorkDetail: 'PEB sheds and factory buildings',
    },
    { companyName: 'Hidden Pending Contractor', contractorTypes: ['Civil Contractor'], workLocations: ['Pune'], status: 'pending' as const },
  ];
  for (const [i, r] of rows.entries()) {
    const c = await createContractor(db, r);
    await setCreatedAt(db, 'contractors', c.id, new Date(Date.UTC(2026, 1, 1 + i)));
  }
});

const names = (b: any) => b.data.map((c: any) => c.CompanyName);

describe('POST /api/public/v3/contractors', () => {
  it('answers success, data, total (and the Data/TotalRecords aliases) for approved contractors only', async () => {
    const { status, body } = await postJson(app(), URL, {});
    expect(status).toBe(200);
    expect(() => ContractorListResponse.parse(body)).not.toThrow();
    expect(body.success).toBe(true);
    expect(body.total).toBe(4);
    expect(body.TotalRecords).toBe(4);
    expect(names(body)).not.toContain('Hidden Pending Contractor');
    expect(names(body)[0]).toBe('Apex Industrial Projects');
  });

  it('returns the card fields of docs/product.md#lists-and-search with comma lists', async () => {
    const { body } = await postJson(app(), URL, { Keyword: 'patil' });
    const c = body.data[0];
    expect(c.CompanyName).toBe('Patil Constructions Pvt Ltd');
    expect(c.ContractorType).toBe('Civil Contractor, Road Contractor');
    expect(c.WorkingSectors).toBe('Roads & Highways');
    expect(c.WorkLocations).toBe('Pune, Mumbai');
    expect(c.Location).toBe('Pune, Maharashtra');
    expect(c.IsSaved).toBe(false);
    expect(c.Url).toMatch(/^\/contractor\/patil-constructions-pvt-ltd--\d+$/);
  });

  it('filters by several contractor types (any of them)', async () => {
    const r = (await postJson(app(), URL, { ContractorTypes: ['Electrical Contractor', 'Building Contractor'], SortBy: 'nameasc' })).body;
    expect(names(r)).toEqual(['Ganga Builders', 'Reddy Electricals LLP']);
    expect(r.total).toBe(2);
  });

  it('filters by working sectors and by locations (service locations, city or state)', async () => {
    expect((await postJson(app(), URL, { WorkingSectors: ['Roads & Highways'] })).body.total).toBe(2);
    expect(names((await postJson(app(), URL, { Locations: ['Mumbai'] })).body)).toEqual(['Patil Constructions Pvt Ltd']);
    expect((await postJson(app(), URL, { Locations: ['Uttar Pradesh'] })).body.total).toBe(1);
    expect((await postJson(app(), URL, { Locations: ['Gujarat', 'Telangana'] })).body.total).toBe(2);
  });

  it('filters by labour strength: minimum, range and n+', async () => {
    expect((await postJson(app(), URL, { LaborStrength: 200 })).body.total).toBe(2);
    expect((await postJson(app(), URL, { LaborStrength: '100-300' })).body.total).toBe(2);
    expect((await postJson(app(), URL, { LaborStrength: '500+' })).body.total).toBe(1);
  });

  it('sorts by name both ways and by age', async () => {
    const asc = names((await postJson(app(), URL, { SortBy: 'nameasc' })).body);
    expect(asc).toEqual(['Apex Industrial Projects', 'Ganga Builders', 'Patil Constructions Pvt Ltd', 'Reddy Electricals LLP']);
    expect(names((await postJson(app(), URL, { SortBy: 'namedesc' })).body)).toEqual([...asc].reverse());
    expect(names((await postJson(app(), URL, { SortBy: 'oldest' })).body)[0]).toBe('Patil Constructions Pvt Ltd');
  });

  it('searches by keyword, with typos, and by type words', async () => {
    expect(names((await postJson(app(), URL, { Keyword: 'factory' })).body)).toEqual(['Apex Industrial Projects']);
    expect(names((await postJson(app(), URL, { Keyword: 'electrical' })).body)).toEqual(['Reddy Electricals LLP']);
    expect(names((await postJson(app(), URL, { Keyword: 'industrail' })).body)).toEqual(['Apex Industrial Projects']);
  });

  it('combines a keyword with a type filter (keyword naming the chosen type, and one that does not)', async () => {
    const civil = (await postJson(app(), URL, { Keyword: 'civil', ContractorTypes: ['Civil Contractor'], SortBy: 'nameasc' })).body;
    expect(names(civil)).toEqual(['Apex Industrial Projects', 'Patil Constructions Pvt Ltd']);
    expect(civil.total).toBe(2);
    expect((await postJson(app(), URL, { Keyword: 'electrical', ContractorTypes: ['Building Contractor'] })).body.total).toBe(0);
    expect((await postJson(app(), URL, { Keyword: 'factory', ContractorTypes: ['Civil Contractor'] })).body.total).toBe(1);
  });

  it('paginates with an exact total', async () => {
    const p2 = (await postJson(app(), URL, { PageSize: 3, Page: 2, SortBy: 'nameasc' })).body;
    expect(names(p2)).toEqual(['Reddy Electricals LLP']);
    expect(p2.total).toBe(4);
    expect(p2.TotalPages).toBe(2);
  });

  it('refuses pages deeper than 50,000 results with a clear 400', async () => {
    const r = await postJson(app(), URL, { Page: 10_000, PageSize: 6 });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/too deep/);
  });

  it('rejects bad input with 400 JSON', async () => {
    for (const c of [{ ContractorTypes: [1, 2] }, { LaborStrength: 'lots' }, { SortBy: 'rating' }, { Page: -1 }, { Locations: { a: 1 } }]) {
      const { status, body } = await postJson(app(), URL, c);
      expect(status, JSON.stringify(c)).toBe(400);
      expect(body).toMatchObject({ success: false });
    }
  });
});

describe('a state as the location', () => {
  it('takes in a contractor serving one of its cities from an office in another state', async () => {
    const c = await createContractor(testDb(), { companyName: 'Vapi Kestrel Infra', city: 'Vapi', state: 'Gujarat', workLocations: ['Nashik'] });
    const ids = async (body: object) => ContractorListResponse.parse((await postJson(app(), URL, body)).body).Data.map((x) => x.Id);
    expect(await ids({ Keyword: 'kestrel', Locations: ['Maharashtra'] })).toEqual([c.id]);
    expect(await ids({ Keyword: 'kestrel maharashtra' })).toEqual([c.id]);
    expect(await ids({ Keyword: 'kestrel', Locations: ['Gujarat'] })).toEqual([c.id]);
    expect(await ids({ Keyword: 'kestrel', Locations: ['Kerala'] })).toEqual([]);
  });
});
