import { describe, expect, it } from 'vitest';
import { understandQuery } from './understand.ts';

const CRANES = ['tower-crane', 'crawler-crane', 'telescopic-crane', 'gantry-crane', 'eot-crane'];

describe('understandQuery: equipment', () => {
  it('maps trade names onto machine types and drops filler words', () => {
    expect(understandQuery('JCB', 'equipment').machineTypes).toEqual(['backhoe-loader']);
    expect(understandQuery('jcb 3dx machine chahiye', 'equipment')).toMatchObject({ text: '', machineTypes: ['backhoe-loader'] });
    expect(understandQuery('poclain', 'equipment').machineTypes).toEqual(['excavator']);
    expect(understandQuery('Hydra', 'equipment').machineTypes).toEqual(['telescopic-crane']);
    expect(understandQuery('farana crane', 'equipment').machineTypes).toEqual(['telescopic-crane']);
    expect(understandQuery('tipper', 'equipment').machineTypes).toEqual(['dump-truck']);
    expect(understandQuery('DG set 125 kva', 'equipment')).toMatchObject({ text: '125 kva', machineTypes: ['generator'] });
    expect(understandQuery('RMC plant', 'equipment').machineTypes).toEqual(['batching-plant']);
    expect(understandQuery('bobcat', 'equipment').machineTypes).toEqual(['skid-steer-loader']);
    expect(understandQuery('crane', 'equipment').machineTypes).toEqual(CRANES);
  });

  it('matches phrases longest first', () => {
    expect(understandQuery('mixer machine', 'equipment')).toMatchObject({ text: '', machineTypes: ['concrete-mixer'] });
    expect(understandQuery('transit mixer', 'equipment').machineTypes).toEqual(['transit-mixer']);
    expect(understandQuery('road roller', 'equipment').machineTypes).toEqual(['road-roller']);
    expect(understandQuery('tower crane', 'equipment').machineTypes).toEqual(['tower-crane']);
    expect(understandQuery('boom placer', 'equipment').machineTypes).toEqual(['boom-placer']);
    expect(understandQuery('hot mix plant', 'equipment').machineTypes).toEqual(['hot-mix-plant']);
  });

  it('understands Devanagari, with or without the nukta', () => {
    expect(understandQuery('जेसीबी', 'equipment')).toMatchObject({ text: '', machineTypes: ['backhoe-loader'] });
    expect(understandQuery('पोकलेन', 'equipment').machineTypes).toEqual(['excavator']);
    expect(understandQuery('क्रेन', 'equipment').machineTypes).toEqual(CRANES);
    expect(understandQuery('रोड रोलर', 'equipment').machineTypes).toEqual(['road-roller']);
    expect(understandQuery('जनरेटर', 'equipment').machineTypes).toEqual(['generator']);
    expect(understandQuery('बुलडोज़र', 'equipment').machineTypes).toEqual(['bulldozer']);
    expect(understandQuery('बुलडोजर', 'equipment').machineTypes).toEqual(['bulldozer']);
    expect(understandQuery('मिक्सर मशीन', 'equipment').machineTypes).toEqual(['concrete-mixer']);
  });

  it('keeps unknown words as text, Devanagari included, so they find nothing rather than everything', () => {
    expect(understandQuery('गुलाबजामुन', 'equipment')).toMatchObject({ text: 'गुलाबजामुन', machineTypes: [] });
    expect(understandQuery('zqxw जेसीबी', 'equipment')).toMatchObject({ text: 'zqxw', machineTypes: ['backhoe-loader'] });
    expect(understandQuery('🚜🚜', 'equipment').text).toBe('');
  });

  it('corrects misspelt trade words', () => {
    expect(understandQuery('poklaine', 'equipment')).toMatchObject({ text: '', machineTypes: ['excavator'], corrections: { poklaine: 'poclain' } });
    expect(understandQuery('excavater', 'equipment')).toMatchObject({ text: '', machineTypes: ['excavator'], corrections: { excavater: 'excavator' } });
    expect(understandQuery('genrator', 'equipment').machineTypes).toEqual(['generator']);
    expect(understandQuery('bulldozzer', 'equipment').machineTypes).toEqual(['bulldozer']);
    expect(understandQuery('excavatr', 'equipment').machineTypes).toEqual(['excavator']);
  });

  it('corrects misspelt phrases as a whole, not word by word', () => {
    expect(understandQuery('concreat pump', 'equipment')).toMatchObject({ text: '', machineTypes: ['concrete-pump'], corrections: { concreat: 'concrete' } });
    expect(understandQuery('road rolar', 'equipment')).toMatchObject({ text: '', machineTypes: ['road-roller'] });
    expect(understandQuery('transit mixture', 'equipment')).toMatchObject({ text: '', machineTypes: ['transit-mixer'] });
    expect(understandQuery('civil contracter', 'contractor')).toMatchObject({ text: '', contractorTypes: ['Civil Contractor'] });
    expect(understandQuery('buliding contractor', 'contractor')).toMatchObject({ text: '', contractorTypes: ['Building Contractor'] });
    // A misspelt place is not turned into a machine word near it ('hydrabad' is Hyderabad, not 'hydraa').
    expect(understandQuery('crane hydrabad', 'equipment')).toMatchObject({ text: '', machineTypes: CRANES, corrections: {}, understood: { Locations: ['Hyderabad region'] } });
  });

  it('understands Hinglish descriptions of a job', () => {
    expect(understandQuery('mitti khodne ki machine', 'equipment')).toMatchObject({ text: '', machineTypes: ['excavator', 'backhoe-loader'] });
    expect(understandQuery('मिट्टी खोदने की मशीन', 'equipment')).toMatchObject({ text: '', machineTypes: ['excavator', 'backhoe-loader'] });
  });

  it('turns rent and sale words into availability, in English, Hinglish and Hindi', () => {
    for (const q of ['jcb on rent', 'jcb kiraye par', 'jcb kiraya', 'jcb bhade pe', 'किराये पर जेसीबी', 'जेसीबी किराए पर चाहिए', 'जेसीबी भाड़े पर', 'jcb hire'])
      expect(understandQuery(q, 'equipment'), q).toMatchObject({ text: '', machineTypes: ['backhoe-loader'], availability: 'rent' });
    for (const q of ['jcb for sale', 'buy jcb', 'जेसीबी बिक्री', 'jcb kharidna', 'used jcb', 'second hand jcb', 'purani jcb', 'पुरानी जेसीबी'])
      expect(understandQuery(q, 'equipment'), q).toMatchObject({ text: '', machineTypes: ['backhoe-loader'], availability: 'sale' });
    expect(understandQuery('jcb rent or sale', 'equipment').availability).toBeUndefined();
  });

  it('finds places through matchPlace, longest first, and reports what it understood', () => {
    const u = understandQuery('jcb kiraye par pune', 'equipment');
    expect(u.places.map((p) => p.label)).toEqual(['Pune region']);
    expect(u.understood).toEqual({ Keyword: '', MachineTypes: ['backhoe-loader'], Locations: ['Pune region'], Availability: 'rent' });
    expect(understandQuery('generator in navi mumbai', 'equipment').places.map((p) => p.label)).toEqual(['Navi Mumbai']);
    expect(understandQuery('crane maharashtra', 'equipment').places).toEqual([{ label: 'Maharashtra', cities: [], states: ['Maharashtra'] }]);
  });

  it('reads a brand as the brand next to another machine word', () => {
    expect(understandQuery('jcb excavator', 'equipment')).toMatchObject({ text: 'jcb', machineTypes: ['excavator'] });
    expect(understandQuery('jcb', 'equipment').text).toBe('');
  });

  it('lets explicit filters win', () => {
    // A category chosen: machine types of other categories are not applied; the word is searched as text.
    expect(understandQuery('jcb', 'equipment', { category: 'lifting-equipment' })).toMatchObject({ text: 'jcb', machineTypes: [] });
    expect(understandQuery('crane', 'equipment', { category: 'lifting-equipment' }).machineTypes).toEqual(CRANES);
    expect(understandQuery('jcb pune', 'equipment', { locations: true })).toMatchObject({ places: [], understood: { Keyword: '', MachineTypes: ['backhoe-loader'] } });
    expect(understandQuery('jcb kiraye par', 'equipment', { availability: true }).availability).toBeUndefined();
  });

  it('understands category words', () => {
    expect(understandQuery('earth moving', 'equipment')).toMatchObject({ text: '', category: 'earth-moving-equipment', understood: { Category: 'Earth Moving Equipment' } });
  });
});

describe('understandQuery: contractors and workers', () => {
  it('maps contractor words onto contractor types; thekedar is filler there', () => {
    expect(understandQuery('बिजली ठेकेदार', 'contractor')).toMatchObject({ text: '', contractorTypes: ['Electrical Contractor'] });
    expect(understandQuery('bijli thekedar', 'contractor').contractorTypes).toEqual(['Electrical Contractor']);
    expect(understandQuery('plumber', 'contractor').contractorTypes).toEqual(['Plumbing Contractor']);
    expect(understandQuery('painting contractor pune', 'contractor')).toMatchObject({
      text: '',
      contractorTypes: ['Painting Contractor'],
      understood: { Locations: ['Pune region'] },
    });
    expect(understandQuery('civil', 'contractor', { contractorTypes: ['Civil Contractor'] })).toMatchObject({ text: '', contractorTypes: [] });
    expect(understandQuery('electrical', 'contractor', { contractorTypes: ['Building Contractor'] })).toMatchObject({ text: 'electrical', contractorTypes: [] });
    expect(understandQuery('solar contractor', 'contractor').contractorTypes).toEqual(['Solar EPC Contractor', 'Rooftop Solar Contractor']);
    expect(understandQuery('लेबर ठेकेदार', 'contractor').contractorTypes).toEqual(['Labour Contractor', 'Manpower Supply Contractor']);
    expect(understandQuery('road banane wala thekedar', 'contractor')).toMatchObject({ text: '', contractorTypes: ['Road Contractor'] });
    expect(understandQuery('मकान बनाने वाला ठेकेदार', 'contractor')).toMatchObject({ text: '', contractorTypes: ['Building Contractor'] });
    // Rent words say nothing about a contractor.
    expect(understandQuery('plumber kiraye par', 'contractor').text).toBe('');
  });

  it('maps worker words onto trades', () => {
    expect(understandQuery('मिस्त्री', 'worker')).toMatchObject({ text: '', trades: ['Mason'] });
    expect(understandQuery('raj mistri chahiye', 'worker').trades).toEqual(['Mason']);
    // Labour is unskilled work: a site helper (general work) is not what 'majdoor' asks for.
    expect(understandQuery('majdoor', 'worker').trades).toEqual(['Labourer', 'Loader', 'Concrete Labour', 'Excavation Labour', 'Cleaning Labour']);
    expect(understandQuery('labour supply', 'worker')).toMatchObject({ text: '', trades: expect.arrayContaining(['Labourer']) });
    expect(understandQuery('helper', 'worker').trades).toEqual(['Site Helper']);
    // 'bijli mistri' is an electrician, not an electrician and a mason.
    expect(understandQuery('bijli mistri', 'worker')).toMatchObject({ text: '', trades: ['Electrician'] });
    expect(understandQuery('मज़दूर', 'worker').trades).toContain('Labourer');
    expect(understandQuery('बढ़ई', 'worker').trades).toContain('Carpenter');
    expect(understandQuery('jcb operator', 'worker').trades).toEqual(['JCB Operator']);
    expect(understandQuery('वेल्डर', 'worker').trades).toEqual(['Welder']);
  });

  it('never throws, whatever arrives', () => {
    const samples = ['', ' ', '\u0000', '\u200d\u200c', 'a'.repeat(5000), '😀 जेसीबी 🚜 kiraye', "'; DROP TABLE x; --", '(a|b)&!c:*', 'ﷺ ﷻ', '\ud800', 'पोकलेन'.repeat(300)];
    for (let i = 0; i < 200; i++) samples.push(Array.from({ length: 1 + (i % 40) }, (_, j) => String.fromCodePoint(((i * 7919 + j * 104729) % 0x2ffff) + 1)).join(''));
    for (const s of samples) for (const k of ['equipment', 'contractor', 'worker'] as const) expect(() => understandQuery(s, k)).not.toThrow();
  });
});
