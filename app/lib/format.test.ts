import { describe, expect, it } from 'vitest';
import { cutText, dateTime, formatFor, formatNumber, ratingSummary, rupees, shortDate, splitList } from './format.ts';

describe('display helpers', () => {
  it("cuts text at the limit and adds '...' only when longer (docs/product.md#business-constants-and-limits: projects at 100)", () => {
    const hundred = 'x'.repeat(100);
    expect(cutText(hundred, 100)).toBe(hundred);
    expect(cutText(`${hundred}y`, 100)).toBe(`${hundred}...`);
    expect(cutText(null, 100)).toBe('');
  });
  it('splits comma lists into trimmed items', () => {
    expect(splitList('Civil Contractor, Road Contractor,, ')).toEqual(['Civil Contractor', 'Road Contractor']);
    expect(splitList('')).toEqual([]);
  });
  it('prefers the stored rating, falls back to the visible reviews, and is null without reviews', () => {
    expect(ratingSummary(4.25, 8, [])).toEqual({ value: 4.3, count: 8 });
    expect(ratingSummary(0, 0, [{ Stars: 5 }, { Stars: 4 }])).toEqual({ value: 4.5, count: 2 });
    expect(ratingSummary(0, 0, [])).toBeNull();
  });
  it('shows dates in India time', () => {
    expect(shortDate('2026-03-04T20:00:00Z')).toBe('5 Mar 2026');
  });
  it('writes money and numbers with lakh and crore grouping in both languages, and dates in India time in each', () => {
    expect(rupees(12345678)).toBe('₹1,23,45,678');
    expect(rupees(185000, 'hi')).toBe('₹1,85,000');
    expect(formatNumber(1234567.25, 'hi')).toBe('12,34,567.3');
    expect(shortDate('2026-03-04T20:00:00Z', 'hi')).toBe('5 मार्च 2026');
    expect(dateTime('2026-03-04T20:00:00Z')).toBe('5 Mar 2026, 1:30 am');
    // ICU words the Hindi date and time itself ('5 मार्च 2026 को 1:30 am बजे'): the date and India time are what matter.
    expect(dateTime('2026-03-04T20:00:00Z', 'hi')).toMatch(/^5 मार्च 2026\D+1:30/);
    expect(formatFor('hi').rupees(8000)).toBe('₹8,000');
  });
  it('writes every number and rupee amount exactly as Intl would (en-IN and hi-IN), without making an Intl object', () => {
    // A fixed pseudo-random walk over magnitudes, fractions, halves and signs: the same values every run.
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const values = [0, -0, 0.05, 0.04, 0.15, 1.15, 1.25, 2.5, 99.5, 999.95, 1000, 99999.5, 100000, 1234567.25, 9999999.99, 12345678901234, -1.15, -0.4, -185000];
    for (let i = 0; i < 3000; i++) {
      const magnitude = 10 ** Math.floor(next() * 14);
      const v = next() < 0.5 ? Math.round(next() * magnitude) : Math.round(next() * magnitude * 100) / 100;
      values.push(next() < 0.1 ? -v : v, v + 0.05, v + 0.5);
    }
    for (const lang of ['en', 'hi'] as const) {
      const locale = lang === 'en' ? 'en-IN' : 'hi-IN';
      const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
      const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
      for (const v of values) {
        expect(rupees(v, lang), `${v}`).toBe(money.format(v));
        expect(formatNumber(v, lang), `${v}`).toBe(plain.format(v));
      }
    }
  });
});
