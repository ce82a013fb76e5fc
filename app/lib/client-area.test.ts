import { describe, expect, it } from 'vitest';
import { dateTime, initialsOf } from './format.ts';
import { cardDateTime, clientListUrl, listQueryInput, modalDateTime, parseClientTab, senderLabel, statusBadge, totalPagesOf } from './client-area.ts';
import { encodeUnderLimit, outputSide } from './profile-image.ts';

describe('client area helpers', () => {
  it('reads ?tab=, defaulting to the profile', () => {
    expect(parseClientTab('wishlist')).toBe('wishlist');
    expect(parseClientTab('enquiries')).toBe('enquiries');
    expect(parseClientTab(null)).toBe('profile');
    expect(parseClientTab('admin')).toBe('profile');
  });

  it("colours the status case-insensitively: new red, in progress yellow, closed green, else grey ('Pending' when empty)", () => {
    expect(statusBadge('New')).toMatchObject({ tone: 'red', label: 'New' });
    expect(statusBadge('in progress')).toMatchObject({ tone: 'yellow', label: 'in progress' });
    expect(statusBadge('IN PROGRESS').tone).toBe('yellow');
    expect(statusBadge('closed')).toMatchObject({ tone: 'green', className: expect.stringContaining('green') });
    expect(statusBadge('on hold')).toMatchObject({ tone: 'grey', label: 'on hold' });
    expect(statusBadge('')).toMatchObject({ tone: 'grey', label: 'Pending' });
    expect(statusBadge(null).label).toBe('Pending');
  });

  it('puts the sub-tab, period and page of a paged tab in the URL, leaving the defaults out', () => {
    expect(clientListUrl('enquiries', { type: 'vendor', dateFilter: 'thismonth', page: 1 })).toBe('/client/manage?tab=enquiries');
    expect(clientListUrl('enquiries', { type: 'contractor', dateFilter: 'lastmonth', page: 2 })).toBe('/client/manage?tab=enquiries&type=contractor&period=lastmonth&page=2');
    expect(clientListUrl('wishlist', { type: 'equipment', dateFilter: 'last3months', page: 3 })).toBe('/client/manage?tab=wishlist&period=last3months&page=3');
    expect(listQueryInput(new URLSearchParams('tab=enquiries&type=contractor&period=lastmonth&page=2'))).toEqual({ type: 'contractor', dateFilter: 'lastmonth', page: '2' });
    expect(listQueryInput(new URLSearchParams('tab=enquiries&page='))).toEqual({ type: undefined, dateFilter: undefined, page: undefined });
  });

  it('names senders as the client reads them and counts pages of 10', () => {
    expect(senderLabel('Client')).toBe('You');
    expect(senderLabel('Vendor')).toBe('Vendor');
    expect(senderLabel('Contractor')).toBe('Contractor');
    expect([0, 1, 10, 11, 20, 21].map((n) => totalPagesOf(n))).toEqual([1, 1, 1, 2, 2, 3]);
    expect(initialsOf('Farah  Khan Ali')).toBe('FK');
    expect(initialsOf('')).toBe('?');
  });

  it('dates cards in en-US and modals in en-IN, India time', () => {
    const norm = (s: string) => s.replace(/\s/g, ' ');
    expect(norm(cardDateTime('2026-03-04T20:00:00Z'))).toBe('Mar 5, 2026, 1:30 AM');
    expect(norm(modalDateTime('2026-03-04T20:00:00Z'))).toBe('5 Mar 2026, 1:30 am');
    expect(cardDateTime('')).toBe('');
  });

  it('dates cards and modals on Hindi pages through the formatting module (hi-IN, India time)', () => {
    const norm = (s: string) => s.replace(/\s/g, ' ');
    expect(norm(cardDateTime('2026-03-04T20:00:00Z', 'hi'))).toBe(norm(dateTime('2026-03-04T20:00:00Z', 'hi')));
    expect(cardDateTime('2026-03-04T20:00:00Z', 'hi')).toContain('मार्च');
    expect(modalDateTime('2026-03-04T20:00:00Z', 'hi')).toContain('मार्च');
    expect(cardDateTime('', 'hi')).toBe('');
  });
});

describe('profile picture encoding', () => {
  const blobOf = (bytes: number) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });

  it('keeps the first quality that fits in 1 MB and tries lower ones until then', async () => {
    const tried: number[] = [];
    const sizeAt = (q: number) => Math.round(q * 2_000_000); // 0.92 → 1.84 MB … 0.45 → 0.9 MB
    const out = await encodeUnderLimit(async (q) => (tried.push(q), blobOf(sizeAt(q))));
    expect(out.size).toBeLessThanOrEqual(1024 * 1024);
    expect(tried).toEqual([0.92, 0.85, 0.75, 0.65, 0.55, 0.45]);
  });

  it('answers the first encoding when it already fits, and throws when nothing does', async () => {
    const tried: number[] = [];
    expect((await encodeUnderLimit(async (q) => (tried.push(q), blobOf(200_000)))).size).toBe(200_000);
    expect(tried).toEqual([0.92]);
    await expect(encodeUnderLimit(async () => blobOf(2_000_000))).rejects.toThrow('too large');
  });

  it('draws at most 512 px square and never enlarges a smaller crop', () => {
    expect(outputSide({ x: 0, y: 0, width: 700, height: 700 })).toBe(512);
    expect(outputSide({ x: 10, y: 10, width: 300.4, height: 300.4 })).toBe(300);
  });
});
