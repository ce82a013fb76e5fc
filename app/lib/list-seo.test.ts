import { describe, expect, it } from 'vitest';
import { contractorListSeo } from './contractor-list-seo.ts';
import { equipmentListSeo } from './equipment-list-seo.ts';
import { parseContractorParams, parseEquipmentParams } from './list-params.ts';
import { listText } from './list-seo.ts';

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
    expect(states[3]!.title).toBe('Lifting Equipment for rent and sale in Pune | BuildMart');
    expect(states[5]!.title).toBe('Construction equipment for rent and sale in India — page 2 | BuildMart');
    expect(states[5]!.description).toContain('(page 2 of 7)');
    expect(co('type=Civil Contractor,Road Contractor,Tunnel Contractor,Bridge Contractor&loc=Pune').title).toBe(
      'Bridge Contractors, Civil Contractors, Road Contractors and 1 more type in Pune | BuildMart',
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
