import { describe, expect, it } from 'vitest';
import { leftAsTyped, spelledOut, understoodParts } from './understood-params.ts';

describe('what a keyword was understood as, spelled out as filters', () => {
  const u = { Keyword: 'sharma', MachineTypes: ['backhoe-loader'], Category: 'Lifting Equipment', Availability: 'rent' as const, Locations: ['Pune', 'Delhi NCR'] };

  it('places, availability and the category become filters; machine types stay in the keyword in catalogue words', () => {
    expect(spelledOut(u)).toEqual({ keyword: 'sharma Backhoe Loader', category: 'Lifting Equipment', locations: ['Pune', 'Delhi NCR'], availability: 'rent', contractorTypes: [] });
    expect(spelledOut({ Keyword: '', ContractorTypes: ['Electrical Contractor'], Trades: ['Mason'] })).toEqual({
      keyword: 'Mason',
      locations: [],
      contractorTypes: ['Electrical Contractor'],
    });
  });

  it('leaves out the parts refused: one chip removed keeps the rest', () => {
    expect(spelledOut(u, (p) => p.kind !== 'machineType')).toEqual({
      keyword: 'sharma',
      category: 'Lifting Equipment',
      locations: ['Pune', 'Delhi NCR'],
      availability: 'rent',
      contractorTypes: [],
    });
    expect(spelledOut(u, (p) => !(p.kind === 'location' && p.value === 'Pune')).locations).toEqual(['Delhi NCR']);
    expect(understoodParts(u).map((p) => p.kind)).toEqual(['machineType', 'category', 'availability', 'location', 'location']);
    expect(understoodParts(null)).toEqual([]);
  });
});

describe('leftAsTyped', () => {
  it('gives the words left as text the letter case they were typed in', () => {
    expect(leftAsTyped('volvo 220', 'Volvo 220 JCB Pune')).toBe('Volvo 220');
    expect(leftAsTyped('wq01', 'Wq01')).toBe('Wq01');
    expect(leftAsTyped('', 'jcb pune')).toBe('');
  });
});
