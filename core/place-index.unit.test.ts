import { describe, expect, it } from 'vitest';
import { CITIES, findLocation, STATES } from '../data/locations.ts';
import { HINDI_PLACE_NAMES, LATIN_PLACE_ALIASES, METRO_REGIONS } from '../data/place-aliases.ts';
import { resolveLocations } from './location.ts';
import { matchPlace, PLACE_ENTRIES, suggestPlaces } from './place-index.ts';
import { normalizeText } from './search/normalize.ts';
import { REGIONS } from '../tests/search/queries.ts';

/** Places by every name people use (docs/decisions/041-places.md). */
const NCR = ['Delhi', 'Noida', 'Greater Noida', 'Gurugram', 'Ghaziabad', 'Faridabad'];
const label = (p: string) => matchPlace(p)?.label;

describe('the place tables (data/place-aliases.ts)', () => {
  it('name only places of the catalogue', () => {
    for (const [name, target] of [...Object.entries(LATIN_PLACE_ALIASES), ...Object.entries(HINDI_PLACE_NAMES)]) {
      expect(findLocation(target)?.label, `${name} → ${target}`).toBe(target);
    }
    for (const r of METRO_REGIONS) {
      expect(findLocation(r.core)?.label, r.label).toBe(r.core);
      expect(r.cities, r.label).toContain(r.core);
      // The first city is where a distance search measures from.
      expect(matchPlace(r.label)?.cities[0], r.label).toBe(r.core);
      for (const c of r.cities)
        expect(
          CITIES.some((x) => x.label === c),
          `${r.label}: ${c}`,
        ).toBe(true);
      for (const s of r.states ?? [])
        expect(
          STATES.some((x) => x.label === s),
          `${r.label}: ${s}`,
        ).toBe(true);
    }
  });

  it('give a Hindi name to the 60 largest cities and to every state and union territory', () => {
    const named = new Set(Object.values(HINDI_PLACE_NAMES));
    expect(CITIES.slice(0, 60).filter((c) => !named.has(c.label))).toEqual([]);
    expect(STATES.filter((s) => !named.has(s.label))).toEqual([]);
    for (const name of Object.keys(HINDI_PLACE_NAMES)) expect(name, name).toMatch(/^[\u0900-\u097f -]+$/);
  });

  it('never let an alias hide a catalogue place, except New Delhi, which people use for all of Delhi', () => {
    const labels = new Map(CITIES.map((c) => [normalizeText(c.label), c.label]));
    const shadowed = Object.keys({ ...LATIN_PLACE_ALIASES, ...HINDI_PLACE_NAMES }).filter((a) => labels.has(normalizeText(a)));
    expect(shadowed).toEqual(['new delhi']);
  });
});

describe('matchPlace', () => {
  it('understands old names, misspellings and Hinglish spellings', () => {
    expect(label('Bangalore')).toBe('Bengaluru');
    expect(label('BOMBAY')).toBe('Mumbai region');
    expect(matchPlace('Gurgaon')).toEqual({ label: 'Gurugram', cities: ['Gurugram'], states: [] });
    expect(label('calcutta')).toBe('Kolkata region');
    expect(label('Madras')).toBe('Chennai');
    expect(label('Poona')).toBe('Pune region');
    expect(label('baroda')).toBe('Vadodara');
    expect(label('Trivandrum')).toBe('Thiruvananthapuram');
    expect(label('Cochin')).toBe('Kochi');
    expect(label('vizag')).toBe('Visakhapatnam');
    expect(label('Allahabad')).toBe('Prayagraj');
    expect(label('banaras')).toBe('Varanasi');
    expect(label('Hydrabad')).toBe('Hyderabad region');
    expect(label('ahmadabad')).toBe('Ahmedabad');
    expect(label('Chenai')).toBe('Chennai');
    expect(label('dilli')).toBe('Delhi NCR');
    expect(label('Orissa')).toEqual('Odisha');
    expect(matchPlace('Uttaranchal')?.states).toEqual(['Uttarakhand']);
  });

  it('understands Hindi names, with or without the nukta and chandrabindu', () => {
    expect(label('मुंबई')).toBe('Mumbai region');
    expect(label('दिल्ली')).toBe('Delhi NCR');
    expect(label('बेंगलुरु')).toBe('Bengaluru');
    expect(label('पुणे')).toBe('Pune region');
    expect(label('हैदराबाद')).toBe('Hyderabad region');
    expect(matchPlace('महाराष्ट्र')).toEqual({ label: 'Maharashtra', cities: [], states: ['Maharashtra'] });
    expect(label('गुड़गांव')).toBe('Gurugram');
    expect(label('गुडगाँव')).toBe('Gurugram');
    expect(label('पश्चिम बंगाल')).toBe('West Bengal');
  });

  it('takes a metro core name as its region, "(city only)" as the city alone, and names regions by their names', () => {
    expect(matchPlace('Delhi')).toEqual({ label: 'Delhi NCR', cities: NCR, states: ['Delhi'] });
    expect(matchPlace('delhi ncr')).toEqual(matchPlace('Delhi'));
    expect(label('NCR')).toBe('Delhi NCR');
    expect(label('New Delhi')).toBe('Delhi NCR');
    expect(label('एनसीआर')).toBe('Delhi NCR');
    expect(matchPlace('Mumbai region')?.cities).toEqual(expect.arrayContaining(['Mumbai', 'Thane', 'Navi Mumbai', 'Kalyan', 'Bhiwandi', 'Panvel']));
    expect(label('Mumbai Metropolitan Region')).toBe('Mumbai region');
    expect(matchPlace('Mumbai (city only)')).toEqual({ label: 'Mumbai (city only)', cities: ['Mumbai'], states: [] });
    expect(label('mumbai city')).toBe('Mumbai (city only)');
    // Delhi alone is the whole territory (New Delhi included), as the filter always had it.
    expect(matchPlace('Delhi (city only)')).toEqual({ label: 'Delhi (city only)', cities: ['Delhi'], states: ['Delhi'] });
    expect(matchPlace('Pune')?.cities).toEqual(['Pune', 'Pimpri-Chinchwad']);
    expect(matchPlace('Hyderabad')?.cities).toEqual(['Hyderabad', 'Secunderabad']);
    expect(matchPlace('Kolkata')?.cities).toEqual(['Kolkata', 'Howrah']);
    expect(matchPlace('Kolkata Metropolitan Area')?.cities).toContain('Barasat');
    // The other metros' regions go by their own names; the core's name stays the city.
    expect(matchPlace('Ahmedabad')?.cities).toEqual(['Ahmedabad']);
    expect(matchPlace('Ahmedabad region')?.cities).toEqual(['Ahmedabad', 'Gandhinagar']);
    expect(matchPlace('Bangalore region')?.cities).toEqual(['Bengaluru', 'Yelahanka']);
    expect(matchPlace('Chennai')?.cities).toEqual(['Chennai']);
    expect(matchPlace('tricity')?.cities).toEqual(['Chandigarh', 'Mohali', 'Panchkula']);
    // A town inside a region is still the town alone.
    expect(matchPlace('Navi Mumbai')?.cities).toEqual(['Navi Mumbai']);
    expect(matchPlace('greater noida')?.cities).toEqual(['Greater Noida']);
    expect(label('Kalyan')).toBe('Kalyan');
    expect(matchPlace('Kalyan-Dombivli')?.cities).toEqual(['Kalyan', 'Dombivli']);
  });

  it('reads a place followed by its state, and nothing from words that name no place', () => {
    expect(label('Pune, Maharashtra')).toBe('Pune region');
    expect(label('pune maharashtra')).toBe('Pune region');
    expect(label('Nagpur, महाराष्ट्र')).toBe('Nagpur');
    expect(label('Surat Gujarat')).toBe('Surat');
    for (const w of ['', '  ', 'jcb', 'on rent', 'kiraye par', 'जेसीबी', 'maharashtra pune', 'noida delhi', 'crane maharashtra', 'Atlantis'])
      expect(matchPlace(w), w).toBeUndefined();
  });

  it('gives a fresh answer each time (callers may change it)', () => {
    matchPlace('Delhi')!.cities.push('Atlantis');
    expect(matchPlace('Delhi')!.cities).toEqual(NCR);
  });
});

describe('metro regions agree with the search-quality judge (docs/decisions/047-search-quality-set.md)', () => {
  // The judge's regions by its own names, and the core city's name, select the same towns; Delhi's
  // whole territory (New Delhi included) comes in as the state.
  it.each(Object.entries(REGIONS))('%s', (name, towns) => {
    const core = towns[0];
    for (const phrase of [name, core]) {
      const m = matchPlace(phrase)!;
      const selected = new Set([...m.cities, ...CITIES.filter((c) => m.states.includes(c.value)).map((c) => c.label)]);
      expect([...towns].filter((t) => !selected.has(t))).toEqual([]);
      expect(m.cities.filter((c) => !(towns as readonly string[]).includes(c))).toEqual([]);
    }
  });
});

describe('resolveLocations (the loc= filter, Location and Locations)', () => {
  it('expands aliases and regions, keeps unknown towns, and gives the labels to show', () => {
    expect(resolveLocations(['Bangalore', 'Delhi NCR', 'Atlantis, Goa', 'maharashtra', 'ALL', ' '])).toEqual({
      cities: ['Bengaluru', ...NCR, 'Atlantis'],
      states: ['Delhi', 'Maharashtra'],
      labels: ['Bengaluru', 'Delhi NCR', 'Atlantis', 'Maharashtra'],
    });
    expect(resolveLocations(['Bombay', 'Bangalore region']).labels).toEqual(['Mumbai region', 'Bengaluru region']);
    expect(resolveLocations(['Gurgaon', 'gurugram'])).toEqual({ cities: ['Gurugram'], states: [], labels: ['Gurugram'] });
    expect(resolveLocations(undefined)).toEqual({ cities: [], states: [], labels: [] });
  });
});

describe('the location picker (suggestPlaces)', () => {
  const labels = (q: string) => suggestPlaces(q, 6).map((s) => s.label);
  it('offers a metro region before its core city alone', () => {
    expect(labels('del')).toEqual(['Delhi NCR', 'Delhi (city only)']);
    expect(suggestPlaces('mum', 2)).toEqual([
      { label: 'Mumbai region', detail: 'Mumbai, Thane, Navi Mumbai and 9 more' },
      { label: 'Mumbai (city only)', detail: 'Maharashtra' },
    ]);
    expect(labels('ncr')).toEqual(['Delhi NCR']);
  });

  it('finds places by alias and Hindi name, saying which name matched', () => {
    // A metro whose region goes by its own name: the city first, the region beside it.
    expect(suggestPlaces('Bangalore', 6)).toEqual([
      { label: 'Bengaluru', detail: 'Bangalore · Karnataka' },
      { label: 'Bengaluru region', detail: 'Bangalore region · Bengaluru, Yelahanka' },
    ]);
    expect(suggestPlaces('बेंग', 6)).toEqual([{ label: 'Bengaluru', detail: 'बेंगलुरु · Karnataka' }]);
    expect(labels('chennai')).toEqual(['Chennai', 'Chennai region']);
    expect(suggestPlaces('gurgaon', 6)).toEqual([{ label: 'Gurugram', detail: 'Gurgaon · Haryana' }]);
    expect(labels('सूरत')).toEqual(['Surat']);
  });

  it('keeps prefix matching for plain names, at most `max`, nothing for an empty input', () => {
    expect(suggestPlaces('nagp', 6)).toEqual([{ label: 'Nagpur', detail: 'Maharashtra' }]);
    expect(labels('a')).toHaveLength(6);
    expect(labels('  ')).toEqual([]);
    expect(labels('zzqx')).toEqual([]);
    expect(labels('maharashtra')).toEqual(['Maharashtra']);
  });

  it('lists every place once', () => {
    const all = PLACE_ENTRIES.map((e) => e.match.label);
    expect(new Set(all).size).toBe(all.length);
  });
});
