import { beforeAll, describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor, createWorker } from '../fixtures/factories.ts';

/**
 * The location filter of the three public lists understands the names people use
 * (docs/decisions/041-places.md): old names and misspellings, Hindi names, and metro regions — a
 * metro's core name ('Delhi') and the region's own name ('Delhi NCR') select its towns, '(city only)'
 * the core alone.
 */
const app = useTestApp();

/** One listing per place, named after it. */
const PLACES: [string, string][] = [
  ['Bengaluru', 'Karnataka'],
  ['Mumbai', 'Maharashtra'],
  ['Thane', 'Maharashtra'],
  ['Gurugram', 'Haryana'],
  ['Noida', 'Uttar Pradesh'],
  ['Delhi', 'Delhi'],
  ['New Delhi', 'Delhi'],
  ['Meerut', 'Uttar Pradesh'],
  ['Pune', 'Maharashtra'],
  ['Pimpri-Chinchwad', 'Maharashtra'],
  ['Kolkata', 'West Bengal'],
];

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db);
  for (const [city, state] of PLACES) {
    await createEquipment(db, v.id, { name: `${city} Excavator`, city, state });
    await createContractor(db, { companyName: `${city} Builders`, city, state, workLocations: [city] });
    await createWorker(db, { name: `${city} Mason`, city, state });
  }
});

type Kind = 'equipments' | 'contractors' | 'workers';
const FIELD = { equipments: 'Location', contractors: 'Locations', workers: 'Locations' } as const;

/** The places of the listings a list call returns for these location values, sorted. */
async function found(kind: Kind, values: string[]): Promise<string[]> {
  const { status, body } = await postJson(app(), `/api/public/v3/${kind}`, { [FIELD[kind]]: values, PageSize: 50 });
  expect(status, JSON.stringify(body)).toBe(200);
  const names: string[] = body.data.map((x: { Name?: string; CompanyName?: string }) => x.CompanyName ?? x.Name);
  return names.map((n) => n.replace(/ (Excavator|Builders|Mason)$/, '')).sort();
}

const CASES: [string[], string[]][] = [
  [['Bangalore'], ['Bengaluru']],
  [['बेंगलुरु'], ['Bengaluru']],
  [['Bombay'], ['Mumbai', 'Thane']],
  [['Mumbai (city only)'], ['Mumbai']],
  [['Gurgaon'], ['Gurugram']],
  [['Delhi NCR'], ['Delhi', 'Gurugram', 'New Delhi', 'Noida']],
  [['Delhi'], ['Delhi', 'Gurugram', 'New Delhi', 'Noida']],
  [
    ['Poona', 'Calcutta'],
    ['Kolkata', 'Pimpri-Chinchwad', 'Pune'],
  ],
  [
    ['Mumbai region', 'दिल्ली'],
    ['Delhi', 'Gurugram', 'Mumbai', 'New Delhi', 'Noida', 'Thane'],
  ],
];

describe('place names in the list filters', () => {
  for (const kind of ['equipments', 'contractors', 'workers'] as const) {
    it(`${kind}: aliases, Hindi names and metro regions find the listings of their places`, async () => {
      for (const [values, want] of CASES) expect(await found(kind, values), `${kind} ${values.join(' + ')}`).toEqual(want);
    });
  }

  it('keeps an unknown town as asked (no listing there, no error)', async () => {
    expect(await found('equipments', ['Atlantis'])).toEqual([]);
    expect(await found('contractors', ['Atlantis'])).toEqual([]);
  });
});
