import { describe, expect, it } from 'vitest';
import { equipmentListUrl } from '../../lib/list-urls.ts';
import { pageButtons, parseEquipmentParams } from './list-params.ts';

describe('equipment list URL state', () => {
  it('parses the spec parameters and ignores ALL values', () => {
    expect(parseEquipmentParams(new URLSearchParams('cat=ALL-Equipment&name=ALL&loc=ALL'))).toEqual({ q: '', cat: '', loc: [], avail: 'all', sort: 'latest', page: 1 });
    expect(parseEquipmentParams(new URLSearchParams('q=jcb&cat=lifting-equipment&loc=Pune,Mumbai&avail=rent&sort=nameasc&page=3'))).toEqual({
      q: 'jcb',
      cat: 'lifting-equipment',
      loc: ['Pune', 'Mumbai'],
      avail: 'rent',
      sort: 'nameasc',
      page: 3,
    });
    expect(parseEquipmentParams(new URLSearchParams('sort=cheap&page=-2&avail=x')).sort).toBe('latest');
  });
  it('round-trips and leaves defaults out', () => {
    const p = parseEquipmentParams(new URLSearchParams('q=crane&loc=Pune,Surat&sort=oldest&page=2'));
    expect(equipmentListUrl(p)).toBe('/equipments?q=crane&loc=Pune%2CSurat&sort=oldest&page=2');
    expect(equipmentListUrl({ page: 1, sort: 'latest', avail: 'all' })).toBe('/equipments');
    expect(pageButtons(12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(2)).toEqual([1, 2]);
  });
});
