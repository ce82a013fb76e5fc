import { describe, expect, it } from 'vitest';
import { CONTRACTOR_TYPES } from './contractor-types.ts';
import { EQUIPMENT_CATALOGUE, EQUIPMENT_CATEGORIES } from './equipment-catalogue.ts';
import { SEARCH_VOCABULARY } from './search-vocabulary.ts';
import { TRADES } from './workforce.ts';

/** The same normal form as core/search/normalize.ts for the checks below (data/ imports nothing of ours). */
const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c\u200c\u200d]/g, '')
    .normalize('NFC')
    .replace(/\u0901/g, '\u0902')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();

describe('search vocabulary', () => {
  const terms = SEARCH_VOCABULARY.flatMap((e) => e.terms);

  it('has at least 150 terms, in Latin letters and in Devanagari', () => {
    expect(new Set(terms.map(norm)).size).toBeGreaterThanOrEqual(150);
    expect(terms.filter((t) => /[\u0900-\u097f]/.test(t)).length).toBeGreaterThanOrEqual(60);
  });

  it('points only at machine types, categories, contractor types and trades that exist', () => {
    const slugs = new Set(EQUIPMENT_CATALOGUE.map((i) => i.slug));
    const categories = new Set<string>(EQUIPMENT_CATEGORIES.map((c) => c.slug));
    const types = new Set(CONTRACTOR_TYPES.map((t) => t.value));
    const trades = new Set(Object.values(TRADES).flat());
    for (const e of SEARCH_VOCABULARY) {
      for (const s of e.machineTypes ?? []) expect(slugs, `${e.terms[0]} → ${s}`).toContain(s);
      if (e.category) expect(categories, `${e.terms[0]} → ${e.category}`).toContain(e.category);
      for (const t of e.contractorTypes ?? []) expect(types, `${e.terms[0]} → ${t}`).toContain(t);
      for (const t of e.trades ?? []) expect(trades, `${e.terms[0]} → ${t}`).toContain(t);
      // Every entry does something: a target, rent/sale, or filler.
      expect(e.machineTypes?.length || e.category || e.contractorTypes?.length || e.trades?.length || e.availability || e.filler || e.fillerFor?.length, e.terms[0]).toBeTruthy();
    }
  });

  it('gives each term one meaning (a term in two entries would depend on their order)', () => {
    const seen = new Map<string, string>();
    for (const e of SEARCH_VOCABULARY) {
      for (const t of new Set(e.terms.map(norm))) {
        expect(t, `empty term in ${e.terms[0]}`).not.toBe('');
        expect(seen.get(t), `'${t}' is in '${seen.get(t)}' and '${e.terms[0]}'`).toBeUndefined();
        seen.set(t, e.terms[0]!);
      }
    }
  });
});
