import { describe, expect, it } from 'vitest';
import { contractorListSeo } from './contractor-list-seo.ts';
import { equipmentListSeo } from './equipment-list-seo.ts';
import { parseContractorParams, parseEquipmentParams } from './list-params.ts';
import { listText } from './list-seo.ts';
import { staffingListSeo } from './staffing-list-seo.ts';
import { parseStaffingParams } from './staffing-params.ts';

const eq = (qs: string, total = 40, totalPages = 7) => equipmentListSeo(parseEquipmentParams(new URLSearchParams(qs)), { total, totalPages });
const co = (qs: string, total = 40, totalPages = 7) => contractorListSeo(parseContractorParams(new URLSearchParams(qs)), { total, totalPages });

describe('list page SEO (decision 010)', () => {
  it('canonical equipment URL: keyword, category slug, sorted locations and page > 1; no sort or availability', () => {
    expect(eq('cat=ALL-Equipment&name=ALL&loc=ALL').path).toBe('/equipments');
    expect(eq('sort=namedesc&avail=sale&cat=Concrete&loc=Pune,Mumbai&page=3').path).toBe('/equipments?cat=concrete-equipment&loc=Mumbai%2CPune&page=3');
    expect(eq('name=JCB&loc=Pune&loc=Pune&page=1').path).toBe('/equipments?q=JCB&loc=Pune');
    // A page past the end is the last page.
    expect(eq('page=99').path).toBe('/equipments?page=7');
  });

  it('canonical contractor URL: keyword, known type names, sorted locations and page > 1; no sector or sort', () => {
    expect(co('type=road contractor,Civil Contractor&sector=Roads&sort=oldest&loc=Pune').path).toBe('/contractors?type=Civil+Contractor%2CRoad+Contractor&loc=Pune');
    expect(co('type=ALL&page=2').path).toBe('/contractors?page=2');
  });

  it('titles and descriptions differ by category, availability, location, keyword and page', () => {
    const states = ['', 'cat=lifting-equipment', 'cat=lifting-equipment&avail=rent', 'cat=lifting-equipment&loc=Pune', 'q=jcb', 'page=2'].map((qs) => eq(qs));
    expect(new Set(states.map((s) => s.title)).size).toBe(states.length);
    expect(new Set(states.map((s) => s.description)).size).toBe(states.length);
    expect(states[3]!.title).toBe('Lifting equipment in Pune — 40 | BuildMart');
    expect(states[5]!.title).toBe('Construction equipment — 40 — page 2 | BuildMart');
    expect(states[5]!.description).toContain('(page 2 of 7)');
    expect(co('type=Civil Contractor,Road Contractor,Tunnel Contractor,Bridge Contractor&loc=Pune').title).toBe(
      'Bridge contractors, civil contractors, road contractors and 1 more type in Pune — 40 | BuildMart',
    );
  });

  it('an empty list is noindex; breadcrumbs follow the filters', () => {
    expect(eq('q=nothing', 0, 1).noindex).toBe(true);
    expect(eq('cat=concrete-equipment&loc=Pune').crumbs).toEqual([
      ['Home', '/'],
      ['Equipment', '/equipments'],
      ['Concrete Equipment', '/equipments?cat=concrete-equipment'],
      ['Pune', '/equipments?cat=concrete-equipment&loc=Pune'],
    ]);
    expect(listText(['a', 'b', 'c', 'd', 'e'])).toBe('a, b, c and 2 more');
  });
});

describe('list headings say what the results are (decision 043)', () => {
  const jcbPune = { Keyword: '', MachineTypes: ['backhoe-loader'], Availability: 'rent' as const, Locations: ['Pune'] };

  it('equipment: what the keyword was understood as, the address filters, and the total in Indian grouping', () => {
    expect(eq('', 1234).heading).toBe('Construction equipment — 1,234');
    expect(eq('q=jcb on rent pune', 24, 4).heading).toBe('Construction equipment matching “jcb on rent pune” — 24');
    const understood = equipmentListSeo(parseEquipmentParams(new URLSearchParams('q=jcb on rent pune')), { total: 24, totalPages: 4, understood: jcbPune });
    expect(understood.heading).toBe('Backhoe loaders on rent in Pune — 24');
    expect(understood.title).toBe('Backhoe loaders on rent in Pune — 24 | BuildMart');
    expect(eq('cat=lifting-equipment&loc=Bengaluru&avail=sale', 8).heading).toBe('Lifting equipment for sale in Bengaluru — 8');
    const cranes = { Keyword: '', MachineTypes: ['tower-crane', 'crawler-crane', 'telescopic-crane'], Locations: ['Bengaluru'] };
    expect(equipmentListSeo(parseEquipmentParams(new URLSearchParams('q=crane bangalore')), { total: 8, totalPages: 2, understood: cranes }).heading).toBe(
      'Cranes in Bengaluru — 8',
    );
    expect(eq('q=ace&cat=lifting-equipment', 120000).heading).toBe('Lifting equipment matching “ace” — 1,20,000');
  });

  it('a distance search says near where, and within how far', () => {
    const near = (qs: string, nearLabel: string | null) => equipmentListSeo(parseEquipmentParams(new URLSearchParams(qs)), { total: 3, totalPages: 1, nearLabel }).heading;
    expect(near('cat=lifting-equipment&near=Pune', 'Pune')).toBe('Lifting equipment near Pune — 3');
    expect(near('near=18.52,73.86&radius=50', 'your location')).toBe('Construction equipment within 50 km of your location — 3');
  });

  it('contractors and workers: types, trades, places and the total', () => {
    expect(co('type=Electrical Contractor&loc=Delhi', 5).heading).toBe('Electrical contractors in Delhi — 5');
    const understood = contractorListSeo(parseContractorParams(new URLSearchParams('q=bijli thekedar delhi ncr')), {
      total: 5,
      totalPages: 1,
      understood: { Keyword: '', ContractorTypes: ['Electrical Contractor'], Locations: ['Delhi NCR'] },
    });
    expect(understood.heading).toBe('Electrical contractors in Delhi NCR — 5');
    expect(co('', 0, 1).heading).toBe('Construction contractors — 0');
    const st = (qs: string, understood?: object) =>
      staffingListSeo(parseStaffingParams(new URLSearchParams(qs)), { total: 4, totalPages: 1, understood: understood as never }).heading;
    expect(st('q=mistri pune', { Keyword: '', Trades: ['Mason'], Locations: ['Pune'] })).toBe('Masons in Pune — 4');
    expect(st('cat=technician&kind=agency')).toBe('Technician construction workers (agencies) — 4');
    expect(st('')).toBe('Construction workforce — 4');
  });
});
