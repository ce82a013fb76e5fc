import { describe, expect, it } from 'vitest';
import { istDate, istDayStart } from './india-day.ts';

describe('India-time days', () => {
  it('starts the day at 00:00 IST (18:30 UTC the day before)', () => {
    // 23 Nov 2026, 01:00 IST = 22 Nov 19:30 UTC.
    const now = new Date('2026-11-22T19:30:00Z');
    expect(istDayStart(now).toISOString()).toBe('2026-11-22T18:30:00.000Z');
    expect(istDate(now)).toBe('2026-11-23');
    expect(istDayStart(now, 29).toISOString()).toBe('2026-10-24T18:30:00.000Z');
  });
  it('keeps a late-evening UTC instant on the next India day', () => {
    expect(istDate(new Date('2026-11-22T18:29:59Z'))).toBe('2026-11-22');
    expect(istDate(new Date('2026-11-22T18:30:00Z'))).toBe('2026-11-23');
  });
});
