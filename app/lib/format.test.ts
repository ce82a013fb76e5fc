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
});
