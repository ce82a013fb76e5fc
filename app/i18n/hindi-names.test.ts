import { describe, expect, it } from 'vitest';
import { HINDI_CONTRACTOR_TYPES, HINDI_SECTORS } from '../../data/catalogue-hindi-contractor-names.ts';
import { hindiNames, provideHindiNames } from './hindi-names.ts';

/**
 * The browser's registry of the catalogue's Hindi names (app/i18n/hindi-names.ts). In Node the catalogue reads
 * data/catalogue-hindi-source.ts instead, so filling the registry here changes nothing else.
 */
describe('the Hindi names registry', () => {
  it("adds a contractor page's few names to what is there, before and after the whole file, without losing any", () => {
    // A Hindi contractor page first: its loader's names (decision 048).
    provideHindiNames({ HINDI_CONTRACTOR_TYPES: { 'Civil Contractor': 'सिविल ठेकेदार' }, HINDI_SECTORS: {} });
    expect(hindiNames().HINDI_CONTRACTOR_TYPES).toEqual({ 'Civil Contractor': 'सिविल ठेकेदार' });
    // Then the whole file, with the rest of the Hindi catalogue.
    provideHindiNames({ HINDI_CONTRACTOR_TYPES, HINDI_SECTORS });
    // Then another contractor's page: its few names must not replace the whole table.
    provideHindiNames({ HINDI_CONTRACTOR_TYPES: { 'Road Contractor': 'सड़क ठेकेदार' }, HINDI_SECTORS: {} });
    expect(hindiNames().HINDI_CONTRACTOR_TYPES).toEqual(HINDI_CONTRACTOR_TYPES);
    expect(hindiNames().HINDI_SECTORS).toEqual(HINDI_SECTORS);
  });
});
