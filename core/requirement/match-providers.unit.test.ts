import { describe, expect, it } from 'vitest';
import { areasCover } from './match-providers.ts';

const pune = { city: 'Pune', state: 'Maharashtra' };

describe('areasCover: a provider’s free-text service areas against the site', () => {
  it('covers the whole country for Pan India / All India, however written', () => {
    for (const a of ['Pan India', 'pan-india', 'ALL INDIA', 'Anywhere in India']) expect(areasCover([a], pune), a).toBe(true);
  });
  it('covers the site’s city, its state, or a region holding it, among other names', () => {
    expect(areasCover(['Pune, Mumbai'], pune)).toBe(true);
    expect(areasCover(['Maharashtra and nearby states'], pune)).toBe(true);
    expect(areasCover(['Gujarat & Maharashtra'], pune)).toBe(true);
    expect(areasCover(['Poona'], pune)).toBe(true);
    expect(areasCover(['Delhi NCR'], { city: 'Gurugram', state: 'Haryana' })).toBe(true);
  });
  it('does not cover a site elsewhere, and ignores words that name no place', () => {
    expect(areasCover(['West Bengal, Odisha'], pune)).toBe(false);
    expect(areasCover(['nearby states', 'all over'], pune)).toBe(false);
    expect(areasCover([], pune)).toBe(false);
    // A PIN far from any catalogue city has no city or state: only Pan India covers it.
    expect(areasCover(['Maharashtra'], { city: null, state: null })).toBe(false);
  });
});
