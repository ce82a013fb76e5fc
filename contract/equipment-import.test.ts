import { expect, it } from 'vitest';
import { IMPORT_COLUMNS, plainRupees, readHeader, readRow, templateRecords } from './equipment-import.ts';

it('reads money as Excel writes it; paise other than .00 stay for the rule to refuse', () => {
  expect(['₹1,500', 'Rs. 1,500', 'INR 1500', '1,45,000', '1,500.00', ' 6000 ', '₹ 2,000.0'].map(plainRupees)).toEqual(['1500', '1500', '1500', '145000', '1500', '6000', '2000']);
  expect(plainRupees('1,500.50')).toBe('1500.50');
});

it('matches headers loosely: a ₹ sign, underscores and the API’s own field names are the same column', () => {
  const head = readHeader(['Machine Type', 'listing_title', 'CITY', 'State', 'IsAvailableForRent', 'For sale', 'Daily rent (₹)', '']);
  expect('columns' in head && head.columns.map((c) => c?.field ?? null)).toEqual([
    'CatalogueSlug',
    'Name',
    'City',
    'State',
    'IsAvailableForRent',
    'IsAvailableForSale',
    'DailyRate',
    null,
  ]);
  expect(readHeader(['Machine type', 'Machine type'])).toEqual({ problem: 'The column "Machine type" appears twice.' });
});

it('turns the template’s example row into the editor’s fields', () => {
  const [header, example] = templateRecords();
  expect(header).toEqual(IMPORT_COLUMNS.map((c) => c.header));
  const head = readHeader(header!);
  if (!('columns' in head)) throw new Error(head.problem);
  const { input, problems } = readRow(head.columns, example!, 2);
  expect(problems).toEqual([]);
  expect(input).toMatchObject({
    CatalogueSlug: 'backhoe-loader',
    City: 'Pune',
    State: 'Maharashtra',
    IsAvailableForRent: true,
    MonthlyRate: 145000,
    DailyRate: 6000,
    OperatorIncluded: true,
    MinimumHire: 8,
    MinimumHireUnit: 'hours',
  });
});
