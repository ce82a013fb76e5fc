import { describe, expect, it } from 'vitest';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { CITIES, STATES } from '../../data/locations.ts';
import { TRADES, WORKER_CATEGORY_VALUES } from '../../data/workforce.ts';
import { QUERIES, REGIONS } from './queries.ts';

// docs/decisions/047-search-quality-set.md: the set is broad enough to judge search the way Indian users ask.
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the search-quality set', () => {
  it('has at least 120 queries spread over the three lists, in the ways people type', () => {
    const count = (f: (q: (typeof QUERIES)[number]) => boolean) => QUERIES.filter(f).length;
    expect(QUERIES.length).toBeGreaterThanOrEqual(120);
    expect(count((q) => DEVANAGARI.test(q.q))).toBeGreaterThanOrEqual(20);
    expect(count((q) => q.style === 'hinglish')).toBeGreaterThanOrEqual(20);
    expect(count((q) => q.style === 'misspelling')).toBeGreaterThanOrEqual(10);
    expect(count((q) => q.place !== undefined)).toBeGreaterThanOrEqual(30);
    expect(count((q) => q.list === 'equipment')).toBeGreaterThanOrEqual(40);
    expect(count((q) => q.list === 'contractor')).toBeGreaterThanOrEqual(25);
    expect(count((q) => q.list === 'worker')).toBeGreaterThanOrEqual(25);
    for (const list of ['equipment', 'contractor', 'worker'] as const) expect(count((q) => q.list === list && q.place !== undefined)).toBeGreaterThanOrEqual(5);
  });

  it('tags Devanagari queries as such, and has no query twice', () => {
    for (const q of QUERIES) expect(DEVANAGARI.test(q.q), q.q).toBe(q.style === 'devanagari');
    const seen = QUERIES.map((q) => `${q.list}:${q.q.toLowerCase()}`);
    expect(seen.length).toBe(new Set(seen).size);
  });

  it('names only machine types, categories, contractor types, trades and places that exist', () => {
    const cities = new Set(CITIES.map((c) => c.label));
    const states = new Set<string>(STATES.map((s) => s.value));
    for (const members of Object.values(REGIONS)) for (const c of members) expect(cities.has(c), c).toBe(true);
    const slugs = new Set(EQUIPMENT_CATALOGUE.map((c) => c.slug));
    const categories = new Set<string>(EQUIPMENT_CATALOGUE.map((c) => c.category));
    const types = new Set(CONTRACTOR_TYPES.map((t) => t.value));
    const trades = Object.values(TRADES).flat();
    for (const q of QUERIES) {
      if (q.place && 'city' in q.place) expect(cities.has(q.place.city), q.q).toBe(true);
      if (q.place && 'state' in q.place) expect(states.has(q.place.state), q.q).toBe(true);
      if (q.list === 'equipment') {
        expect((q.machineTypes?.length ?? 0) + (q.category ? 1 : 0), q.q).toBeGreaterThan(0);
        for (const s of q.machineTypes ?? []) expect(slugs.has(s), `${q.q}: ${s}`).toBe(true);
        if (q.category) expect(categories.has(q.category), q.q).toBe(true);
      }
      if (q.list === 'contractor') for (const t of q.contractorTypes) expect(types.has(t), `${q.q}: ${t}`).toBe(true);
      if (q.list === 'worker') {
        expect((q.trades?.length ?? 0) + (q.categories?.length ?? 0), q.q).toBeGreaterThan(0);
        for (const t of q.trades ?? [])
          expect(
            trades.some((x) => x.toLowerCase().includes(t.toLowerCase())),
            `${q.q}: ${t}`,
          ).toBe(true);
        for (const c of q.categories ?? []) expect((WORKER_CATEGORY_VALUES as readonly string[]).includes(c), q.q).toBe(true);
      }
    }
  });
});
