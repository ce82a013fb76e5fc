import { describe, expect, it } from 'vitest';
import { compareUrl, parseCompareIds } from './compare.ts';

describe('compare addresses', () => {
  it('builds the machine and contractor addresses with readable commas', () => {
    expect(compareUrl('equipment', [3, 9])).toBe('/compare?ids=3,9');
    expect(compareUrl('contractor', [7], 'Pune')).toBe('/compare/contractors?ids=7&near=Pune');
    expect(compareUrl('equipment', [])).toBe('/compare');
  });

  it('reads ids back: duplicates dropped, bad ones counted, at most four kept', () => {
    expect(parseCompareIds('3,9,3')).toEqual({ ids: [3, 9], malformed: 0, tooMany: 0 });
    expect(parseCompareIds('1,x,-2,0,99999999999, 4')).toEqual({ ids: [1, 4], malformed: 4, tooMany: 0 });
    expect(parseCompareIds('1,2,3,4,5,6')).toEqual({ ids: [1, 2, 3, 4], malformed: 0, tooMany: 2 });
    expect(parseCompareIds(null)).toEqual({ ids: [], malformed: 0, tooMany: 0 });
  });
});
