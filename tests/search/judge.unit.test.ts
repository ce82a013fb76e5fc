import { describe, expect, it } from 'vitest';
import { type Listing, placeOf, satisfies, whyNot } from './judge.ts';
import type { Query } from './queries.ts';

// docs/decisions/047-search-quality-set.md: the judge of the search-quality set, on hand-made listings.
const machine = (slug: string, city: string, state: string, rent = true, sale = false): Listing => ({
  id: 1,
  list: 'equipment',
  kinds: [slug],
  category: 'earth-moving-equipment',
  places: [{ city, state }],
  rent,
  sale,
});

describe('the search-quality judge', () => {
  it('takes a metro region as its people mean it, a state as all its cities, a city as itself', () => {
    const q = (place: Query['place']): Query => ({ q: 'x', list: 'equipment', machineTypes: ['excavator'], style: 'english', place });
    expect(satisfies(q({ region: 'Mumbai Metropolitan Region' }), machine('excavator', 'Thane', 'Maharashtra'))).toBe(true);
    expect(satisfies(q({ region: 'Delhi NCR' }), machine('excavator', 'Gurugram', 'Haryana'))).toBe(true);
    expect(whyNot(q({ region: 'Delhi NCR' }), machine('excavator', 'Meerut', 'Uttar Pradesh'))).toBe('wrong place');
    expect(satisfies(q({ state: 'Maharashtra' }), machine('excavator', 'Nagpur', 'Maharashtra'))).toBe(true);
    expect(whyNot(q({ city: 'Pune' }), machine('excavator', 'Pimpri-Chinchwad', 'Maharashtra'))).toBe('wrong place');
  });

  it('wants the machine asked for, offered the way asked for', () => {
    const q: Query = { q: 'jcb kiraye par', list: 'equipment', machineTypes: ['backhoe-loader'], style: 'hinglish', availability: 'rent' };
    expect(satisfies(q, machine('backhoe-loader', 'Pune', 'Maharashtra'))).toBe(true);
    expect(whyNot(q, machine('hydraulic-hammer', 'Pune', 'Maharashtra'))).toBe('wrong thing');
    expect(whyNot(q, machine('backhoe-loader', 'Pune', 'Maharashtra', false, true))).toBe('not for rent');
  });

  it('places a contractor by its city or any of its service locations, states included', () => {
    const c: Listing = {
      id: 2,
      list: 'contractor',
      kinds: ['Electrical Contractor'],
      category: '',
      places: [{ city: 'Jaipur', state: 'Rajasthan' }, placeOf('Noida'), placeOf('Gujarat')],
    };
    const q = (place: Query['place']): Query => ({ q: 'x', list: 'contractor', contractorTypes: ['Electrical Contractor'], style: 'english', place });
    expect(satisfies(q({ region: 'Delhi NCR' }), c)).toBe(true);
    expect(satisfies(q({ state: 'Gujarat' }), c)).toBe(true);
    expect(whyNot(q({ city: 'Chennai' }), c)).toBe('wrong place');
    expect(placeOf('Delhi')).toEqual({ city: 'Delhi', state: 'Delhi' });
  });

  it('knows an agency by the team it supplies, and a worker by category', () => {
    const agency: Listing = { id: 3, list: 'worker', kinds: ['Watchmen and helpers'], category: 'general', places: [{ city: 'Pune', state: 'Maharashtra' }] };
    expect(satisfies({ q: 'chowkidar', list: 'worker', trades: ['Watchman'], style: 'hinglish' }, agency)).toBe(true);
    expect(satisfies({ q: 'majdoor', list: 'worker', categories: ['unskilled'], style: 'hinglish' }, agency)).toBe(false);
    expect(satisfies({ q: 'helper', list: 'worker', categories: ['general'], style: 'english' }, agency)).toBe(true);
  });
});
