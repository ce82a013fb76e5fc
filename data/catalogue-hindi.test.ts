import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HINDI_AVAILABILITY,
  HINDI_CATEGORY_NAMES,
  HINDI_CATEGORY_SHORT_NAMES,
  HINDI_MACHINE_TYPES,
  HINDI_TRADES,
  HINDI_WORKER_CATEGORIES,
  HINDI_WORKER_CATEGORY_HINTS,
  HINDI_WORKER_KINDS,
} from './catalogue-hindi-names.ts';
import { HINDI_CONTRACTOR_TYPES, HINDI_SECTORS } from './catalogue-hindi-contractor-names.ts';
import {
  type CatalogueKind,
  catalogueLabel,
  hindiAvailability,
  hindiCategoryName,
  hindiCategoryShortName,
  hindiContractorType,
  hindiMachineTypeName,
  hindiSector,
  hindiStateName,
  hindiTrade,
  hindiWorkerCategory,
  hindiWorkerCategoryHint,
  hindiWorkerKind,
} from './catalogue-hindi.ts';
import { CONTRACTOR_TYPES } from './contractor-types.ts';
import { EQUIPMENT_CATALOGUE, EQUIPMENT_CATEGORIES } from './equipment-catalogue.ts';
import { STATES } from './locations.ts';
import { HINDI_PLACE_NAMES } from './place-aliases.ts';
import { ALL_SECTOR_NAMES } from './working-sectors.ts';
import { AVAILABILITY, TRADES, WORKER_CATEGORIES, WORKER_KINDS } from './workforce.ts';

/** Longest name a filter chip on a 375 px phone takes without wrapping badly (Devanagari code units). */
const CHIP_MAX = 28;
const DEVANAGARI = /[\u0900-\u097f]/;

type Entry = { key: string; en: string; hi: string | undefined };

/** Every catalogue entry, by kind, with its Hindi name as the kind's own function gives it. */
const KINDS: Record<string, Entry[]> = {
  'category (full)': EQUIPMENT_CATEGORIES.map((c) => ({ key: c.slug, en: c.name, hi: hindiCategoryName(c.slug) })),
  'category (short)': EQUIPMENT_CATEGORIES.map((c) => ({ key: c.slug, en: c.short, hi: hindiCategoryShortName(c.slug) })),
  'machine type': EQUIPMENT_CATALOGUE.map((m) => ({ key: m.slug, en: m.name, hi: hindiMachineTypeName(m.slug) })),
  'contractor type': CONTRACTOR_TYPES.map((t) => ({ key: t.value, en: t.value, hi: hindiContractorType(t.value) })),
  'working sector': ALL_SECTOR_NAMES.map((n) => ({ key: n, en: n, hi: hindiSector(n) })),
  'worker category': WORKER_CATEGORIES.map((c) => ({ key: c.value, en: c.label, hi: hindiWorkerCategory(c.value) })),
  'worker kind': WORKER_KINDS.map((k) => ({ key: k.value, en: k.label, hi: hindiWorkerKind(k.value) })),
  availability: AVAILABILITY.map((a) => ({ key: a.value, en: a.label, hi: hindiAvailability(a.value) })),
  trade: Object.values(TRADES)
    .flat()
    .map((t) => ({ key: t, en: t, hi: hindiTrade(t) })),
  'state or union territory': STATES.map((s) => ({ key: s.value, en: s.value, hi: hindiStateName(s.value) })),
};

/** The maps as stored, each beside the catalogue's keys: no entry missing, none left over from a renamed one. */
const MAPS: [string, Readonly<Record<string, string>>, readonly string[]][] = [
  ['HINDI_CATEGORY_NAMES', HINDI_CATEGORY_NAMES, EQUIPMENT_CATEGORIES.map((c) => c.slug)],
  ['HINDI_CATEGORY_SHORT_NAMES', HINDI_CATEGORY_SHORT_NAMES, EQUIPMENT_CATEGORIES.map((c) => c.slug)],
  ['HINDI_MACHINE_TYPES', HINDI_MACHINE_TYPES, EQUIPMENT_CATALOGUE.map((m) => m.slug)],
  ['HINDI_CONTRACTOR_TYPES', HINDI_CONTRACTOR_TYPES, CONTRACTOR_TYPES.map((t) => t.value)],
  ['HINDI_SECTORS', HINDI_SECTORS, ALL_SECTOR_NAMES],
  ['HINDI_WORKER_CATEGORIES', HINDI_WORKER_CATEGORIES, WORKER_CATEGORIES.map((c) => c.value)],
  ['HINDI_WORKER_CATEGORY_HINTS', HINDI_WORKER_CATEGORY_HINTS, WORKER_CATEGORIES.map((c) => c.value)],
  ['HINDI_WORKER_KINDS', HINDI_WORKER_KINDS, WORKER_KINDS.map((k) => k.value)],
  ['HINDI_AVAILABILITY', HINDI_AVAILABILITY, AVAILABILITY.map((a) => a.value)],
  ['HINDI_TRADES', HINDI_TRADES, Object.values(TRADES).flat()],
];

/** Latin letters in a Hindi name are acronyms the English name has (EOT, RCC) or makes (Pre-Engineered Building → PEB). */
function foreignLatin(en: string, hi: string): string[] {
  const initials = en
    .split(/[\s-]+/)
    .map((w) => w[0])
    .join('');
  return (hi.match(/[A-Za-z0-9]+/g) ?? []).filter((run) => !/^[A-Z0-9]+$/.test(run) || !(en.includes(run) || initials.includes(run)));
}

describe('Hindi names of the catalogues (data/catalogue-hindi.ts)', () => {
  it('cover every entry of every catalogue, in Devanagari', () => {
    for (const [kind, entries] of Object.entries(KINDS)) {
      expect(entries.length, kind).toBeGreaterThan(0);
      for (const e of entries) expect(e.hi, `${kind}: ${e.key}`).toMatch(DEVANAGARI);
    }
    for (const hint of Object.values(HINDI_WORKER_CATEGORY_HINTS)) expect(hint).toMatch(DEVANAGARI);
  });

  it('are keyed by exactly the catalogues’ slugs, values and names', () => {
    for (const [name, map, keys] of MAPS) expect(Object.keys(map).sort(), name).toEqual([...keys].sort());
  });

  it('never give two entries of one kind the same Hindi name', () => {
    for (const [kind, entries] of Object.entries(KINDS)) {
      const first = new Map<string, string>();
      const clashes: string[] = [];
      for (const e of entries) {
        const other = first.get(e.hi ?? '');
        if (other === undefined) first.set(e.hi ?? '', e.key);
        else clashes.push(`${e.key} = ${other}: ${e.hi}`);
      }
      expect(clashes, kind).toEqual([]);
    }
  });

  it('fit a filter chip: no longer than 28 characters, or than the English name where the official one is longer', () => {
    for (const [kind, entries] of Object.entries(KINDS))
      for (const e of entries) expect((e.hi ?? '').length, `${kind}: ${e.hi}`).toBeLessThanOrEqual(Math.max(CHIP_MAX, e.en.length));
  });

  it('are written in Hindi, keeping only acronyms in Latin letters, and never name a type by a brand', () => {
    for (const [kind, entries] of Object.entries(KINDS))
      for (const e of entries) {
        expect(foreignLatin(e.en, e.hi ?? ''), `${kind}: ${e.hi}`).toEqual([]);
        expect(e.hi, `${kind}: ${e.hi}`).not.toMatch(/जेसीबी|पोकलेन|पोकलैन|हाइड्रा|बॉबकैट/);
      }
  });

  it('use the words construction people in India use', () => {
    expect(hindiMachineTypeName('backhoe-loader')).toBe('बैकहो लोडर');
    expect(hindiMachineTypeName('bulldozer')).toBe('बुलडोजर');
    expect(hindiMachineTypeName('excavator')).toBe('एक्सकेवेटर');
    expect(hindiMachineTypeName('road-roller')).toBe('रोड रोलर');
    expect(hindiMachineTypeName('concrete-mixer')).toBe('कंक्रीट मिक्सर');
    expect(hindiMachineTypeName('eot-crane')).toBe('EOT क्रेन');
    expect(hindiContractorType('Civil Contractor')).toBe('सिविल ठेकेदार');
    expect(hindiContractorType('Electrical Contractor')).toBe('बिजली ठेकेदार');
    expect(hindiTrade('Labourer')).toBe('मजदूर');
    expect(hindiTrade('Mason')).toBe('राजमिस्त्री');
    expect(hindiTrade('Carpenter')).toBe('बढ़ई');
    expect(hindiTrade('Plumber')).toBe('प्लंबर');
    for (const t of CONTRACTOR_TYPES) expect(hindiContractorType(t.value), t.value).toMatch(/ठेकेदार$/);
    for (const m of EQUIPMENT_CATALOGUE.filter((x) => x.name.endsWith(' Crane'))) expect(hindiMachineTypeName(m.slug), m.name).toMatch(/ क्रेन$/);
  });

  it('name each state as the place search reads it back (one source for both)', () => {
    for (const s of STATES) expect(HINDI_PLACE_NAMES[hindiStateName(s.value) ?? ''], s.value).toBe(s.value);
    expect(hindiStateName('Uttar Pradesh')).toBe('उत्तर प्रदेश');
  });

  it('only import the small catalogues, so the Hindi pages can ship them', () => {
    const importsOf = (file: string) => [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]);
    const imports = new Set(['./catalogue-hindi.ts', './catalogue-hindi-equipment.ts', './catalogue-hindi-workforce.ts'].flatMap(importsOf));
    expect([...imports].sort()).toEqual([
      './catalogue-hindi-equipment.ts',
      './catalogue-hindi-source.ts',
      './catalogue-hindi-workforce.ts',
      './contractor-types.ts',
      './equipment-catalogue.ts',
      './regions.ts',
      './workforce.ts',
      './working-sectors.ts',
    ]);
  });

  it('keep the equipment names apart from the other catalogues, and the workforce names apart from the contractor ones', () => {
    // An equipment list's JavaScript carries the equipment catalogue alone, a staffing list's the workforce one
    // (vite.config.ts, scripts/first-load-js.ts): each module imports only its own catalogue.
    const importsOf = (file: string) => [...readFileSync(new URL(file, import.meta.url), 'utf8').matchAll(/from '([^']+)'/g)].map((m) => m[1]).sort();
    expect(importsOf('./catalogue-hindi-equipment.ts')).toEqual(['./catalogue-hindi-source.ts', './equipment-catalogue.ts']);
    expect(importsOf('./catalogue-hindi-workforce.ts')).toEqual(['./catalogue-hindi-equipment.ts', './catalogue-hindi-source.ts', './workforce.ts']);
  });
});

describe('catalogueLabel', () => {
  it('returns the English text unchanged on English pages', () => {
    const cases: [CatalogueKind, string][] = [
      ['machineType', 'Backhoe Loader'],
      ['category', 'Earth Moving Equipment'],
      ['category', 'Earth Moving'],
      ['contractorType', 'Civil Contractor'],
      ['sector', 'Rural Roads (PMGSY)'],
      ['trade', 'Cook (Site Mess)'],
      ['workerCategory', 'Skilled'],
      ['availability', 'Available now'],
      ['state', 'Tamil Nadu'],
    ];
    for (const [kind, en] of cases) expect(catalogueLabel(kind, en, 'en'), en).toBe(en);
  });

  it('turns slugs and stored values into their English names on English pages', () => {
    expect(catalogueLabel('machineType', 'backhoe-loader', 'en')).toBe('Backhoe Loader');
    expect(catalogueLabel('category', 'lifting-equipment', 'en')).toBe('Lifting Equipment');
    expect(catalogueLabel('workerCategory', 'skilled', 'en')).toBe('Skilled');
    expect(catalogueLabel('workerKind', 'agency', 'en')).toBe('Agency');
    expect(catalogueLabel('availability', 'within-week', 'en')).toBe('Within a week');
  });

  it('gives the Hindi name on Hindi pages, by slug, value or English name in any case', () => {
    expect(catalogueLabel('machineType', 'backhoe-loader', 'hi')).toBe('बैकहो लोडर');
    expect(catalogueLabel('machineType', 'Backhoe Loader', 'hi')).toBe('बैकहो लोडर');
    expect(catalogueLabel('contractorType', 'civil contractor', 'hi')).toBe('सिविल ठेकेदार');
    expect(catalogueLabel('sector', 'Roads & Highways', 'hi')).toBe(HINDI_SECTORS['Roads & Highways']);
    expect(catalogueLabel('trade', ' Mason ', 'hi')).toBe('राजमिस्त्री');
    expect(catalogueLabel('workerCategory', 'Skilled', 'hi')).toBe('कुशल');
    expect(catalogueLabel('workerKind', 'individual', 'hi')).toBe(HINDI_WORKER_KINDS.individual);
    expect(catalogueLabel('availability', 'immediate', 'hi')).toBe('अभी उपलब्ध');
    expect(catalogueLabel('state', 'West Bengal', 'hi')).toBe('पश्चिम बंगाल');
    // A category keeps the length it was given in: the short name for chips, the full one for headings.
    expect(catalogueLabel('category', 'Earth Moving', 'hi')).toBe(HINDI_CATEGORY_SHORT_NAMES['earth-moving-equipment']);
    expect(catalogueLabel('category', 'earth-moving-equipment', 'hi')).toBe(HINDI_CATEGORY_NAMES['earth-moving-equipment']);
    expect(hindiCategoryShortName('Earth Moving Equipment')).toBe(HINDI_CATEGORY_SHORT_NAMES['earth-moving-equipment']);
    expect(hindiWorkerCategoryHint('technician')).toBe(HINDI_WORKER_CATEGORY_HINTS.technician);
  });

  it('leaves a value that is not in the catalogue as it was typed, in both languages', () => {
    expect(catalogueLabel('trade', 'Marble Polisher', 'hi')).toBe('Marble Polisher');
    expect(catalogueLabel('trade', 'Marble Polisher', 'en')).toBe('Marble Polisher');
    expect(catalogueLabel('machineType', 'Hydra 14T', 'hi')).toBe('Hydra 14T');
    expect(catalogueLabel('state', 'Bengaluru', 'hi')).toBe('Bengaluru');
    expect(catalogueLabel('sector', '', 'hi')).toBe('');
    expect(hindiTrade('Marble Polisher')).toBeUndefined();
    expect(hindiMachineTypeName('crane')).toBeUndefined();
  });
});
