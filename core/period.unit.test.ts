import { describe, expect, it } from 'vitest';
import { periodRange } from './period.ts';

describe('periodRange (India time)', () => {
  it('starts this month at 00:00 IST on the 1st, which is 18:30 UTC the day before', () => {
    expect(periodRange('thismonth', new Date('2026-11-22T10:00:00Z')).from.toISOString()).toBe('2026-10-31T18:30:00.000Z');
  });
  it('counts a moment after 18:30 UTC on the last day of a month as the next IST month', () => {
    // 2026-11-30T19:00Z is 1 Dec 00:30 IST.
    expect(periodRange('thismonth', new Date('2026-11-30T19:00:00Z')).from.toISOString()).toBe('2026-11-30T18:30:00.000Z');
  });
  it('last month is the whole previous IST month, across a year boundary', () => {
    const r = periodRange('lastmonth', new Date('2026-01-15T00:00:00Z'));
    expect(r.from.toISOString()).toBe('2025-11-30T18:30:00.000Z');
    expect(r.to!.toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });
  it('last 3 months is this month and the two before', () => {
    const r = periodRange('last3months', new Date('2026-03-10T00:00:00Z'));
    expect(r.from.toISOString()).toBe('2025-12-31T18:30:00.000Z');
    expect(r.to).toBeUndefined();
  });
});
