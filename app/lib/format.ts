/** Display helpers (browser-safe). Money in rupees with Indian digit grouping (DESIGN.md). */
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const rupees = (n: number) => inr.format(n);

/** The first sentence of a description (docs/product.md#lists-and-search, cards). */
export function firstSentence(text: string | null | undefined): string {
  if (!text) return '';
  const m = /^(.+?[.!?])(\s|$)/.exec(text.trim());
  return m ? m[1]! : text.trim();
}

/** Text cut at `max` characters with '...' when longer (docs/product.md#business-constants-and-limits: project descriptions at 100). */
export function cutText(text: string | null | undefined, max: number): string {
  const t = (text ?? '').trim();
  return t.length > max ? `${t.slice(0, max)}...` : t;
}

/** Splits a comma list ("Civil Contractor, Road Contractor") into trimmed, non-empty items. */
export const splitList = (s: string | null | undefined): string[] =>
  (s ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

const dateIn = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** A date in India time: '5 Mar 2026'. */
export const shortDate = (iso: string) => (iso ? dateIn.format(new Date(iso)) : '');

/**
 * The rating a detail page shows and gives search engines: the stored average when there is one,
 * else the average of the visible reviews; null without reviews.
 */
export function ratingSummary(rating: number, total: number, reviews: readonly { Stars: number }[]): { value: number; count: number } | null {
  if (total > 0 && rating > 0) return { value: Math.round(rating * 10) / 10, count: total };
  if (!reviews.length) return null;
  const avg = reviews.reduce((s, r) => s + r.Stars, 0) / reviews.length;
  return { value: Math.round(avg * 10) / 10, count: reviews.length };
}

/** Initials of a person or company, for an avatar without a picture. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';
