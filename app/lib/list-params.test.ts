import { describe, expect, it } from 'vitest';
import { contractorCanonicalPath, contractorListUrl, equipmentListUrl } from '../../lib/list-urls.ts';
import { pageButtons, parseContractorParams, parseEquipmentParams, sortInEffect } from './list-params.ts';

describe('equipment list URL state', () => {
  it('parses the spec parameters and ignores ALL values', () => {
    expect(parseEquipmentParams(new URLSearchParams('cat=ALL-Equipment&name=ALL&loc=ALL'))).toEqual({ q: '', cat: '', loc: [], avail: 'all', sort: '', page: 1 });
    expect(parseEquipmentParams(new URLSearchParams('q=jcb&cat=lifting-equipment&loc=Pune,Mumbai&avail=rent&sort=nameasc&page=3'))).toEqual({
      q: 'jcb',
      cat: 'lifting-equipment',
      loc: ['Pune', 'Mumbai'],
      avail: 'rent',
      sort: 'nameasc',
      page: 3,
    });
    expect(parseEquipmentParams(new URLSearchParams('sort=cheap&page=-2&avail=x')).sort).toBe('');
    expect(parseEquipmentParams(new URLSearchParams('q=jcb&sort=relevance')).sort).toBe('relevance');
  });
  it('orders by relevance by default while free text is left to rank, else latest; a chosen sort wins', () => {
    expect(sortInEffect('', 'blue')).toBe('relevance');
    expect(sortInEffect('', '')).toBe('latest');
    expect(sortInEffect('', undefined)).toBe('latest');
    expect(sortInEffect('nameasc', 'blue')).toBe('nameasc');
  });
  it('round-trips and leaves defaults out', () => {
    const p = parseEquipmentParams(new URLSearchParams('q=crane&loc=Pune,Surat&sort=oldest&page=2'));
    expect(equipmentListUrl(p)).toBe('/equipments?q=crane&loc=Pune%2CSurat&sort=oldest&page=2');
    expect(equipmentListUrl({ page: 1, sort: '', avail: 'all' })).toBe('/equipments');
    // 'latest' chosen next to a keyword is not the default (relevance is): it stays in the address.
    expect(equipmentListUrl({ q: 'jcb', sort: 'latest' })).toBe('/equipments?q=jcb&sort=latest');
    expect(pageButtons(12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(2)).toEqual([1, 2]);
  });
});

describe('list order near a place (docs/decisions/044-phone-cards-and-near-me.md)', () => {
  it('defaults to nearest first with near= and no free text, to relevance with free text, to latest otherwise; a chosen order stays in the URL', () => {
    // No sort in the address is '' (the list's default); the loader names the order in effect.
    expect(parseEquipmentParams(new URLSearchParams('near=Pune')).sort).toBe('');
    expect(sortInEffect('', undefined, 'Pune')).toBe('distance');
    expect(sortInEffect('', 'paver', 'Pune')).toBe('relevance');
    expect(sortInEffect('', undefined, undefined)).toBe('latest');
    expect(sortInEffect('latest', undefined, 'Pune')).toBe('latest');
    expect(parseEquipmentParams(new URLSearchParams('near=411001&sort=latest')).sort).toBe('latest');
    expect(equipmentListUrl(parseEquipmentParams(new URLSearchParams('near=Pune&sort=distance')))).toBe('/equipments?near=Pune&sort=distance');
    expect(equipmentListUrl(parseEquipmentParams(new URLSearchParams('near=Pune')))).toBe('/equipments?near=Pune');
    expect(equipmentListUrl({ q: 'jcb', near: '18.52,73.86', sort: 'distance' })).toBe('/equipments?q=jcb&near=18.52%2C73.86&sort=distance');
    expect(contractorListUrl(parseContractorParams(new URLSearchParams('near=Pune&radius=25')))).toBe('/contractors?near=Pune&radius=25');
  });
  it('takes sort=distance only with a place: without one it falls back to the default instead of failing', () => {
    expect(parseEquipmentParams(new URLSearchParams('sort=distance')).sort).toBe('');
    expect(parseContractorParams(new URLSearchParams('sort=distance&radius=25'))).toMatchObject({ sort: '', near: undefined });
  });
});

describe('contractor list: the filter lists opened in full', () => {
  it('reads only known list names from `more`, keeps them in the list URL, and leaves them out of the canonical path', () => {
    const p = parseContractorParams(new URLSearchParams('type=Civil%20Contractor&more=types,bogus&more=sectors'));
    expect(p.more).toEqual(['types', 'sectors']);
    expect(contractorListUrl(p)).toBe('/contractors?type=Civil+Contractor&more=types%2Csectors');
    expect(contractorCanonicalPath(p)).toBe('/contractors?type=Civil+Contractor');
    expect(parseContractorParams(new URLSearchParams('')).more).toEqual([]);
  });
});

describe('price filter and sorts in the address (docs/decisions/052-rate-card.md)', () => {
  const eq = (qs: string) => parseEquipmentParams(new URLSearchParams(qs));
  it('reads maxday as typed (grouping, ₹) and drops a mangled one rather than failing', () => {
    expect(eq('maxday=8,000').maxday).toBe(8000);
    expect(eq('maxday=₹12000').maxday).toBe(12000);
    for (const bad of ['abc', '0', '-5', '12.5', '1000000000']) expect(eq(`maxday=${bad}`).maxday, bad).toBeUndefined();
    expect(equipmentListUrl({ ...eq('maxday=8000&sort=priceasc'), page: 1 })).toBe('/equipments?maxday=8000&sort=priceasc');
  });
  it('keeps a price sort for equipment and drops it for contractors', () => {
    expect(eq('sort=pricedesc').sort).toBe('pricedesc');
    expect(parseContractorParams(new URLSearchParams('sort=priceasc')).sort).toBe('');
  });
});
