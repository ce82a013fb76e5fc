import { describe, expect, it } from 'vitest';
import { CONTRACTOR_TYPE_SUGGESTIONS, EQUIPMENT_SUGGESTIONS, LOCATION_SUGGESTIONS } from './suggestion-data.ts';
import { MAX_SUGGESTIONS, prefixMatches } from './suggest.ts';

describe('suggestions (docs/product.md#lists-and-search)', () => {
  it('match a case-insensitive prefix, at most 6, nothing for an empty input', () => {
    expect(prefixMatches(LOCATION_SUGGESTIONS, '  NAGP').map((s) => s.label)).toEqual(['Nagpur']);
    expect(prefixMatches(LOCATION_SUGGESTIONS, 'a')).toHaveLength(MAX_SUGGESTIONS);
    expect(prefixMatches(LOCATION_SUGGESTIONS, '   ')).toEqual([]);
    expect(prefixMatches(undefined, 'pune')).toEqual([]);
    // 'crane' ends several names (Tower Crane, Crawler Crane…) but starts none: a prefix, not a substring.
    expect(prefixMatches(EQUIPMENT_SUGGESTIONS, 'crane')).toEqual([]);
  });

  it('list cities with their state first (a metro region before its core city alone), then states; machines with category and 36×36 thumbnail; contractor types', () => {
    expect(prefixMatches(LOCATION_SUGGESTIONS, 'pune')).toEqual([
      { label: 'Pune region', detail: 'Pune, Pimpri-Chinchwad' },
      { label: 'Pune (city only)', detail: 'Maharashtra' },
    ]);
    expect(LOCATION_SUGGESTIONS.slice(0, 4).map((s) => s.label)).toEqual(['Mumbai region', 'Mumbai (city only)', 'Delhi NCR', 'Delhi (city only)']);
    expect(prefixMatches(LOCATION_SUGGESTIONS, 'maharashtra')).toEqual([{ label: 'Maharashtra', detail: 'State' }]);
    expect(LOCATION_SUGGESTIONS.filter((s) => s.label.startsWith('Delhi'))).toHaveLength(2);
    expect(prefixMatches(EQUIPMENT_SUGGESTIONS, 'excavator')).toEqual([{ label: 'Excavator', detail: 'Earth Moving Equipment', thumb: '/catalogue/excavator.svg' }]);
    expect(prefixMatches(CONTRACTOR_TYPE_SUGGESTIONS, 'civil')).toEqual([{ label: 'Civil Contractor' }]);
  });
});
