import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONTRACTOR_TYPES, findContractorType } from './contractor-types.ts';
import { EQUIPMENT_CATALOGUE, EQUIPMENT_CATEGORIES, catalogueItemsByCategory, categoryByNameOrSlug, categoryBySlug } from './equipment-catalogue.ts';
import { catalogueDescription } from './catalogue-descriptions.ts';
import { BRANDS, EQUIPMENT_SPECS } from './equipment-specs.ts';
import { CITIES, LOCATIONS, STATES, STATE_NAMES, UNION_TERRITORY_NAMES, findLocation } from './locations.ts';
import { CITY_POINTS, cityPoint, pinPoint, statePoint } from './location-points.ts';
import { ALL_SECTOR_NAMES, WORKING_SECTORS, sectorBySlug } from './working-sectors.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** docs/product.md#catalogues, item by item, under its category. */
const EXPECTED: Record<string, string[]> = {
  'Earth Moving Equipment': [
    'Bulldozer',
    'Excavator',
    'Backhoe Loader',
    'Skid Steer Loader',
    'Motor Grader',
    'Trencher',
    'Scraper',
    'Wheel Loader',
    'Compact Track Loader',
    'Dump Truck',
    'Road Roller',
    'Asphalt Distributor',
    'Paver',
    'Compactor',
  ],
  'Lifting Equipment': ['Tower Crane', 'Crawler Crane', 'Telescopic Crane', 'Gantry Crane', 'EOT Crane', 'Launching Gantry', 'Conveyor System', 'Boom Lift', 'Telehandler'],
  'Concrete Equipment': [
    'Batching Plant',
    'Hot Mix Plant',
    'Wet Mix Plant',
    'Transit Mixer',
    'Boom Placer',
    'Concrete Pump',
    'Screed Pump',
    'Crusher',
    'Pulverizer',
    'Concrete Mixer',
  ],
  'Miscellaneous Equipment': [
    'Bar Bending Machine',
    'Bar Cutting Machine',
    'Chiller Plant',
    'Air Compressor',
    'Generator',
    'Transformer',
    'Total Station',
    'Testing Equipment',
    'NDT Equipment',
    'Dredger',
    'Forklift',
    'Hydraulic Hammer',
    'Piling Rig',
    'Auger',
    'Vibro Hammer',
    'Tunnel Boring Machine',
    'Trailer',
    'Grab Machine',
    'Water Tanker',
    'SPMT',
    'Desander Unit',
  ],
};

const specSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '');

/**
 * Minimal XML well-formedness check: balanced, properly nested tags, quoted attributes, a
 * single root. Returns the root element name and the text of the first <title>.
 */
function parseXml(src: string): { root: string; title: string | undefined } {
  const stack: string[] = [];
  let root: string | undefined;
  let title: string | undefined;
  let closedRoot = false;
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<\?[^>]*\?>|<!--[\s\S]*?-->/g;
  let last = 0;
  for (let m = tag.exec(src); m; m = tag.exec(src)) {
    const between = src.slice(last, m.index);
    if (/[<>]/.test(between)) throw new Error(`stray markup near offset ${last}: ${between.slice(0, 40)}`);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(between)) throw new Error('bad entity');
    if (!stack.length && between.trim() && root) throw new Error('text outside the root');
    last = tag.lastIndex;
    const [, close, name, , selfClose] = m;
    if (!name) continue; // declaration or comment
    if (closedRoot) throw new Error('content after the root element');
    if (close) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open}>`);
      if (!stack.length) closedRoot = true;
    } else {
      if (!root) root = name;
      else if (!stack.length) throw new Error('second root element');
      if (name === 'title' && title === undefined) {
        const end = src.indexOf('</title>', tag.lastIndex);
        title = src.slice(tag.lastIndex, end);
      }
      if (!selfClose) stack.push(name);
      else if (!stack.length) closedRoot = true;
    }
  }
  if (/[<>]/.test(src.slice(last))) throw new Error('stray markup at the end');
  if (stack.length) throw new Error(`unclosed <${stack.join('>, <')}>`);
  if (!root) throw new Error('no root element');
  return { root, title };
}

describe('equipment catalogue', () => {
  it('has the four categories in order', () => {
    expect(EQUIPMENT_CATEGORIES.map((c) => [c.slug, c.name, c.short])).toEqual([
      ['earth-moving-equipment', 'Earth Moving Equipment', 'Earth Moving'],
      ['lifting-equipment', 'Lifting Equipment', 'Lifting'],
      ['concrete-equipment', 'Concrete Equipment', 'Concrete'],
      ['miscellaneous-equipment', 'Miscellaneous Equipment', 'Miscellaneous'],
    ]);
  });

  for (const [cat, names] of Object.entries(EXPECTED)) {
    it(`lists every spec item under ${cat}`, () => {
      for (const name of names) {
        const item = EQUIPMENT_CATALOGUE.find((i) => i.name === name);
        expect(item, name).toBeDefined();
        expect(item!.cat, name).toBe(cat);
        expect(categoryBySlug(item!.category)!.name, name).toBe(cat);
      }
    });
  }

  it('has only known categories, unique names and slugs, and spec-rule slugs and thumbs', () => {
    const names = EQUIPMENT_CATALOGUE.map((i) => i.name);
    const slugs = EQUIPMENT_CATALOGUE.map((i) => i.slug);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const i of EQUIPMENT_CATALOGUE) {
      expect(i.slug).toBe(specSlug(i.name));
      expect(i.thumb).toBe(`/catalogue/${i.slug}.svg`);
      expect(categoryBySlug(i.category)?.name).toBe(i.cat);
      const des = catalogueDescription(i);
      const sentences = des.split(/(?<=\.)\s+/).filter(Boolean);
      expect(sentences.length, i.name).toBeGreaterThanOrEqual(1);
      expect(sentences.length, i.name).toBeLessThanOrEqual(3);
      expect(des.length, i.name).toBeGreaterThan(40);
    }
    expect(EQUIPMENT_CATALOGUE.length).toBeGreaterThanOrEqual(Object.values(EXPECTED).flat().length);
  });

  it('groups items by category and resolves categories by name, short name or slug', () => {
    const total = EQUIPMENT_CATEGORIES.reduce((n, c) => n + catalogueItemsByCategory(c.slug).length, 0);
    expect(total).toBe(EQUIPMENT_CATALOGUE.length);
    expect(catalogueItemsByCategory('lifting-equipment').map((i) => i.name)).toContain('Tower Crane');
    expect(catalogueItemsByCategory('nope')).toEqual([]);
    expect(categoryByNameOrSlug('earth-moving-equipment')?.slug).toBe('earth-moving-equipment');
    expect(categoryByNameOrSlug('Lifting Equipment')?.slug).toBe('lifting-equipment');
    expect(categoryByNameOrSlug('concrete')?.slug).toBe('concrete-equipment');
    expect(categoryByNameOrSlug(' MISCELLANEOUS ')?.slug).toBe('miscellaneous-equipment');
    expect(categoryByNameOrSlug('ALL-Equipment')).toBeUndefined();
    expect(categoryByNameOrSlug('')).toBeUndefined();
    expect(categoryBySlug('Lifting Equipment')).toBeUndefined();
  });

  it('has a small, valid SVG thumbnail with a <title> on disk for every item', () => {
    for (const i of EQUIPMENT_CATALOGUE) {
      const file = path.join(ROOT, 'public', i.thumb);
      expect(existsSync(file), file).toBe(true);
      expect(statSync(file).size, file).toBeLessThanOrEqual(3072);
      const src = readFileSync(file, 'utf8');
      const { root, title } = parseXml(src);
      expect(root).toBe('svg');
      expect(src).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(src).toMatch(/viewBox="0 0 400 300"/);
      expect(title).toBe(i.name);
      expect(src).not.toMatch(/href=|<image|<script|url\(/i); // nothing linked or embedded
    }
  });

  it('the XML checker rejects broken markup', () => {
    expect(() => parseXml('<svg><title>x</title>')).toThrow();
    expect(() => parseXml('<svg><g></svg></g>')).toThrow();
    expect(() => parseXml('<svg a=b></svg>')).toThrow();
    expect(() => parseXml('<svg></svg><svg></svg>')).toThrow();
    expect(parseXml('<svg><title>A &amp; B</title><rect/></svg>')).toEqual({ root: 'svg', title: 'A &amp; B' });
  });
});

describe('equipment specs', () => {
  it('has brands, models, capacities and a sane monthly rate for every catalogue item', () => {
    for (const i of EQUIPMENT_CATALOGUE) {
      const s = EQUIPMENT_SPECS[i.slug];
      expect(s, i.slug).toBeDefined();
      expect(s!.brands.length, i.slug).toBeGreaterThanOrEqual(1);
      expect(s!.models.length, i.slug).toBeGreaterThanOrEqual(1);
      expect(s!.capacities.length, i.slug).toBeGreaterThanOrEqual(1);
      expect(new Set(s!.brands).size, i.slug).toBe(s!.brands.length);
      expect(new Set(s!.models).size, i.slug).toBe(s!.models.length);
      for (const v of [...s!.brands, ...s!.models, ...s!.capacities]) expect(v.trim(), i.slug).toBe(v);
      const [min, max] = s!.monthlyRate;
      expect(Number.isInteger(min) && Number.isInteger(max), i.slug).toBe(true);
      expect(min, i.slug).toBeGreaterThanOrEqual(5_000);
      expect(max, i.slug).toBeGreaterThan(min);
      expect(max, i.slug).toBeLessThanOrEqual(20_000_000);
      // each brand has at least one model, and models name their maker
      for (const b of s!.brands)
        expect(
          s!.models.some((m) => m.startsWith(b.split(' ')[0]!)),
          `${i.slug}: ${b}`,
        ).toBe(true);
      for (const m of s!.models)
        expect(
          s!.brands.some((b) => m.startsWith(b.split(' ')[0]!)),
          `${i.slug}: ${m}`,
        ).toBe(true);
    }
    expect(Object.keys(EQUIPMENT_SPECS).sort()).toEqual(EQUIPMENT_CATALOGUE.map((i) => i.slug).sort());
  });

  it('exports BRANDS as the unique sorted list of all brands', () => {
    const all = new Set(Object.values(EQUIPMENT_SPECS).flatMap((s) => s.brands));
    expect(new Set(BRANDS)).toEqual(all);
    expect(BRANDS.length).toBe(all.size);
    expect([...BRANDS]).toEqual([...BRANDS].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    for (const b of ['JCB', 'Tata Hitachi', 'ACE', 'L&T', 'Komatsu', 'CAT', 'Schwing Stetter', 'Kirloskar', 'Leica']) expect(BRANDS).toContain(b);
  });
});

describe('locations', () => {
  it('has 900 to 1,100 cities with unique labels, known states and 6-digit pins', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(900);
    expect(CITIES.length).toBeLessThanOrEqual(1100);
    expect(LOCATIONS.length).toBe(CITIES.length + 36);
    const labels = CITIES.map((c) => c.label.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
    const regions = new Set<string>([...STATE_NAMES, ...UNION_TERRITORY_NAMES]);
    for (const c of LOCATIONS) {
      expect(regions.has(c.value), `${c.label}: ${c.value}`).toBe(true);
      expect(c.pin, c.label).toMatch(/^\d{6}$/);
      expect(c.label.trim(), c.label).toBe(c.label);
      expect(c.label, c.label).toMatch(/^[A-Za-z][A-Za-z .'()-]*$/); // plain ASCII names
    }
    // most cities carry a real PIN
    expect(CITIES.filter((c) => c.pin !== '000000').length).toBeGreaterThan(CITIES.length * 0.8);
    // every state and UT has at least one city
    for (const r of regions)
      expect(
        CITIES.some((c) => c.value === r),
        r,
      ).toBe(true);
  });

  it('places well-known cities in the right state, with plausible PINs', () => {
    const spot: Array<[string, string, RegExp]> = [
      ['Mumbai', 'Maharashtra', /^400/],
      ['Bengaluru', 'Karnataka', /^560/],
      ['Hyderabad', 'Telangana', /^500/],
      ['Nagpur', 'Maharashtra', /^440/],
      ['Surat', 'Gujarat', /^39[45]/],
      ['Chennai', 'Tamil Nadu', /^600/],
      ['Kolkata', 'West Bengal', /^700/],
      ['Pune', 'Maharashtra', /^411/],
      ['Delhi', 'Delhi', /^110/],
      ['New Delhi', 'Delhi', /^110/],
      ['Gurugram', 'Haryana', /^122/],
      ['Ahmedabad', 'Gujarat', /^380/],
      ['Jaipur', 'Rajasthan', /^302/],
      ['Lucknow', 'Uttar Pradesh', /^226/],
      ['Bhubaneswar', 'Odisha', /^751/],
      ['Kochi', 'Kerala', /^68/],
      ['Puducherry', 'Puducherry', /^605/],
      ['Leh', 'Ladakh', /^194/],
      ['Srinagar', 'Jammu and Kashmir', /^190/],
      ['Silvassa', 'Dadra and Nagar Haveli and Daman and Diu', /^396/],
    ];
    for (const [label, state, pin] of spot) {
      const c = CITIES.find((x) => x.label === label);
      expect(c, label).toBeDefined();
      expect(c!.value, label).toBe(state);
      expect(c!.pin, label).toMatch(pin);
    }
    for (const old of ['Bangalore', 'Bombay', 'Calcutta', 'Madras', 'Gurgaon', 'Sūrat']) expect(findLocation(old), old).toBeUndefined();
  });

  it('ends with exactly the 28 states and 8 union territories', () => {
    expect(STATE_NAMES).toHaveLength(28);
    expect(UNION_TERRITORY_NAMES).toHaveLength(8);
    expect(STATES).toHaveLength(36);
    expect(STATES.map((s) => s.label)).toEqual([...STATE_NAMES, ...UNION_TERRITORY_NAMES]);
    for (const s of STATES) {
      expect(s.value).toBe(s.label);
      expect(s.pin).toBe('000000');
    }
    for (const n of ['Odisha', 'Telangana', 'Uttarakhand', 'Chhattisgarh', 'Tamil Nadu', 'West Bengal']) expect(STATE_NAMES).toContain(n);
    expect([...UNION_TERRITORY_NAMES].sort()).toEqual([
      'Andaman and Nicobar Islands',
      'Chandigarh',
      'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi',
      'Jammu and Kashmir',
      'Ladakh',
      'Lakshadweep',
      'Puducherry',
    ]);
    expect(STATE_NAMES).not.toContain('Jammu and Kashmir');
  });

  it('finds locations case-insensitively', () => {
    expect(findLocation('mumbai')).toEqual({ label: 'Mumbai', value: 'Maharashtra', pin: '400001' });
    expect(findLocation('  KARNATAKA ')?.value).toBe('Karnataka');
    expect(findLocation('delhi')?.value).toBe('Delhi');
    expect(findLocation('Atlantis')).toBeUndefined();
    expect(findLocation('')).toBeUndefined();
  });

  it('has a point inside India for every city and state, and PIN points where the data has them', () => {
    const inIndia = (p: { lat: number; lon: number } | undefined) => !!p && p.lat > 6 && p.lat < 37.5 && p.lon > 68 && p.lon < 97.5;
    for (const c of CITIES) expect(inIndia(cityPoint(c.label)), c.label).toBe(true);
    for (const s of STATES) expect(inIndia(statePoint(s.label)), s.label).toBe(true);
    expect(CITY_POINTS).toHaveLength(CITIES.length);
    // Pune's centre and its GPO's PIN lie within a few kilometres of each other.
    const pune = cityPoint('pune')!;
    const gpo = pinPoint('411001')!;
    expect(Math.abs(pune.lat - gpo.lat) + Math.abs(pune.lon - gpo.lon)).toBeLessThan(0.1);
    expect(cityPoint('Delhi')).not.toEqual(statePoint('Delhi'));
    expect(pinPoint('000000')).toBeUndefined();
    expect(pinPoint('41100')).toBeUndefined();
  });

  it('the JSON file is the LOCATIONS list', () => {
    const json = JSON.parse(readFileSync(path.join(ROOT, 'data', 'locations.json'), 'utf8')) as unknown[];
    expect(json).toEqual(LOCATIONS);
  });
});

describe('contractor types', () => {
  it('has about 130 unique types from Civil Contractor to Other Contractor', () => {
    expect(CONTRACTOR_TYPES.length).toBeGreaterThanOrEqual(120);
    expect(CONTRACTOR_TYPES.length).toBeLessThanOrEqual(140);
    const values = CONTRACTOR_TYPES.map((t) => t.value);
    expect(new Set(values).size).toBe(values.length);
    expect(new Set(values.map((v) => v.toLowerCase())).size).toBe(values.length);
    for (const t of CONTRACTOR_TYPES) {
      expect(t.label).toBe(t.value);
      expect(t.value).toMatch(/ Contractor$/);
      expect(t.value).not.toContain(','); // list items are split on commas
    }
    expect(CONTRACTOR_TYPES[0]!.value).toBe('Civil Contractor');
    expect(CONTRACTOR_TYPES.at(-1)!.value).toBe('Other Contractor');
    for (const tile of ['Civil Contractor', 'Building Contractor', 'Industrial Contractor', 'Electrical Contractor']) {
      expect(values).toContain(tile);
    }
    expect(findContractorType('electrical contractor')?.value).toBe('Electrical Contractor');
    expect(findContractorType('Astronaut')).toBeUndefined();
  });
});

describe('working sectors', () => {
  it('has 22 categories with unique names, slugs and non-empty subcategories', () => {
    expect(WORKING_SECTORS).toHaveLength(22);
    expect(new Set(WORKING_SECTORS.map((s) => s.name)).size).toBe(22);
    expect(new Set(WORKING_SECTORS.map((s) => s.slug)).size).toBe(22);
    for (const s of WORKING_SECTORS) {
      expect(s.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(s.subcategories.length, s.name).toBeGreaterThanOrEqual(4);
      expect(s.subcategories.length, s.name).toBeLessThanOrEqual(10);
      expect(new Set(s.subcategories).size, s.name).toBe(s.subcategories.length);
      for (const c of s.subcategories) expect(c.trim().length, s.name).toBeGreaterThan(0);
      expect(sectorBySlug(s.slug)).toBe(s);
    }
    const all = WORKING_SECTORS.flatMap((s) => [s.name, ...s.subcategories]);
    expect([...ALL_SECTOR_NAMES]).toEqual(all);
    expect(new Set(all.map((n) => n.toLowerCase())).size).toBe(all.length); // names are unique across the list
    expect(all.every((n) => !n.includes(','))).toBe(true);
    expect(sectorBySlug('roads-and-highways')?.name).toBe('Roads & Highways');
    expect(sectorBySlug('nope')).toBeUndefined();
  });
});
