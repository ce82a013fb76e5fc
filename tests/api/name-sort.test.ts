import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';

/**
 * Name sorts (docs/product.md#lists-and-search: nameasc/namedesc) in the order a person expects: accents and case do not
 * split names apart (decision 025). Code-point order put 'Ácme crane' after 'Zeta' and
 * 'Vögele' after 'Volvo'.
 */
const app = useTestApp();

// Created in this order on purpose: neither creation order nor code-point order is the expected one.
const NAMES = ['Zeta', 'Vögele Super 1800-3i Paver', 'volvo EC200D', 'Ácme crane', 'Volvo L90H Wheel Loader', 'ajax fiori'];
const ASC = ['Ácme crane', 'ajax fiori', 'Vögele Super 1800-3i Paver', 'volvo EC200D', 'Volvo L90H Wheel Loader', 'Zeta'];
const DESC = [...ASC].reverse();

const equipmentIds: Record<string, number> = {};
const contractorIds: Record<string, number> = {};

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db);
  for (const name of NAMES) {
    // Every listing has a machine type (the add form requires one); 'crane' finds the crane types.
    const type = name === 'Ácme crane' ? { catalogueSlug: 'crawler-crane' } : {};
    equipmentIds[name] = (await createEquipment(db, v.id, { name, category: 'earth-moving-equipment', ...type })).id;
    contractorIds[name] = (await createContractor(db, { companyName: name })).id;
  }
  // Another category, so that the category-filtered sort has something to leave out.
  await createEquipment(db, v.id, { name: 'Élan Tower Crane', category: 'lifting-equipment' });
  await createEquipment(db, v.id, { name: 'Bharat Crane Hire', category: 'lifting-equipment', catalogueSlug: 'telescopic-crane' });
});

const equipmentNames = async (body: object) => {
  const r = await postJson(app(), '/api/public/v3/equipments', { PageSize: 50, ...body });
  expect(r.status).toBe(200);
  return r.body.Data.map((e: { Name: string }) => e.Name) as string[];
};
const contractorNames = async (body: object) => {
  const r = await postJson(app(), '/api/public/v3/contractors', { PageSize: 50, ...body });
  expect(r.status).toBe(200);
  return r.body.data.map((c: { CompanyName: string }) => c.CompanyName) as string[];
};

describe('name sort of the equipment list', () => {
  it('sorts A–Z and Z–A ignoring accents and case', async () => {
    expect(await equipmentNames({ Category: 'earth-moving-equipment', SortBy: 'nameasc' })).toEqual(ASC);
    expect(await equipmentNames({ Category: 'earth-moving-equipment', SortBy: 'namedesc' })).toEqual(DESC);
    // Without the category filter the cranes of the other category fall in their places too.
    expect(await equipmentNames({ SortBy: 'nameasc' })).toEqual([...ASC.slice(0, 2), 'Bharat Crane Hire', 'Élan Tower Crane', ...ASC.slice(2)]);
  });

  it('keeps that order across pages, read from either end', async () => {
    for (const [SortBy, order] of [
      ['nameasc', ASC],
      ['namedesc', DESC],
    ] as const) {
      const paged: string[] = [];
      // Pages past the middle are read in the opposite order and flipped (decision 004).
      for (let Page = 1; Page <= 3; Page++) paged.push(...(await equipmentNames({ Category: 'earth-moving-equipment', SortBy, PageSize: 2, Page })));
      expect(paged, SortBy).toEqual(order);
    }
  });

  it('sorts keyword matches by name the same way', async () => {
    expect(await equipmentNames({ Keyword: 'crane', SortBy: 'nameasc' })).toEqual(['Ácme crane', 'Bharat Crane Hire', 'Élan Tower Crane']);
    expect(await equipmentNames({ Keyword: 'crane', SortBy: 'namedesc' })).toEqual(['Élan Tower Crane', 'Bharat Crane Hire', 'Ácme crane']);
    expect(await equipmentNames({ Keyword: 'volvo', SortBy: 'nameasc' })).toEqual(['volvo EC200D', 'Volvo L90H Wheel Loader']);
  });

  it('breaks ties between equal names by id, both ways', async () => {
    const db = testDb();
    const v = await createVendor(db);
    const a = await createEquipment(db, v.id, { name: 'Twin Roller', category: 'concrete-equipment' });
    const b = await createEquipment(db, v.id, { name: 'Twin Roller', category: 'concrete-equipment' });
    const ids = async (SortBy: string) =>
      (await postJson(app(), '/api/public/v3/equipments', { Category: 'concrete-equipment', SortBy })).body.Data.map((e: { Id: number }) => e.Id);
    expect(await ids('nameasc')).toEqual([a.id, b.id]);
    expect(await ids('namedesc')).toEqual([b.id, a.id]);
  });
});

describe('name sort of the contractor list', () => {
  it('sorts A–Z and Z–A ignoring accents and case', async () => {
    expect(await contractorNames({ SortBy: 'nameasc' })).toEqual(ASC);
    expect(await contractorNames({ SortBy: 'namedesc' })).toEqual(DESC);
  });

  it('keeps that order across pages', async () => {
    const paged: string[] = [];
    for (let Page = 1; Page <= 2; Page++) paged.push(...(await contractorNames({ SortBy: 'nameasc', PageSize: 3, Page })));
    expect(paged).toEqual(ASC);
  });
});
