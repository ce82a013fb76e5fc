import { intlLocale, type Lang } from '../i18n/lang.ts';

/**
 * The one place numbers, money and dates are written for people (docs/decisions/048-hindi-site.md): en-IN
 * or hi-IN, Indian digit grouping (12,34,567 — lakh and crore), rupees without paise, India time. Every
 * screen uses these (or `useFormat()`, which binds them to the page's language) instead of its own Intl
 * or toLocaleString call. Browser-safe; the date formats are made once per language and kind.
 */
const cache = new Map<string, Intl.DateTimeFormat>();
function cached<T extends Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) cache.set(key, (f = make()));
  return f;
}
const IST = 'Asia/Kolkata';

/**
 * 12,34,567: Indian grouping by hand, not `Intl.NumberFormat`. The browser's first number format costs
 * ~30 ms of ICU set-up (~130 ms on Lighthouse's slowed phone), in the middle of hydrating a list page;
 * en-IN and hi-IN write numbers alike (Latin digits, lakh and crore). Rounds half away from zero on the
 * shortest decimal form, like ICU; `format.test.ts` holds it to Intl's output. Beyond 10^15 (never a
 * price or a count) Intl writes it.
 */
function indian(n: number, decimals: 0 | 1, lang: Lang, prefix = ''): string {
  const abs = Math.abs(n);
  if (!Number.isFinite(n) || abs >= 1e15)
    return new Intl.NumberFormat(intlLocale(lang), prefix ? { style: 'currency', currency: 'INR', maximumFractionDigits: 0 } : { maximumFractionDigits: 1 }).format(n);
  // Rounded on the shortest decimal form (String(1.15) is '1.15'), in whole units of the last kept digit.
  const [int = '0', frac = ''] = abs < 1e-6 ? ['0'] : String(abs).split('.');
  const units = BigInt(int + frac.slice(0, decimals).padEnd(decimals, '0')) + (Number(frac[decimals] ?? 0) >= 5 ? 1n : 0n);
  const scale = 10n ** BigInt(decimals);
  const whole = String(units / scale);
  const fraction = units % scale;
  const grouped = whole.length <= 3 ? whole : `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
  return `${n < 0 || Object.is(n, -0) ? '-' : ''}${prefix}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** ₹1,85,000 */
export const rupees = (n: number, lang: Lang = 'en') => indian(n, 0, lang, '₹');

/** 12,34,567 (and 18.5 with one decimal at most). */
export const formatNumber = (n: number, lang: Lang = 'en') => indian(n, 1, lang);

// Hindi months in full: the short forms ('नव॰') read as abbreviations few people use.
const month = (lang: Lang) => (lang === 'hi' ? 'long' : 'short');

/** '5 Mar 2026' / '5 मार्च 2026', in India time. */
export const shortDate = (iso: string, lang: Lang = 'en') =>
  iso ? cached(`date:${lang}`, () => new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: month(lang), year: 'numeric', timeZone: IST })).format(new Date(iso)) : '';

/** '5 Mar 2026, 4:05 pm' / '5 मार्च 2026, 4:05 pm', in India time. */
export const dateTime = (iso: string, lang: Lang = 'en') =>
  iso
    ? cached(
        `dt:${lang}`,
        () => new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: month(lang), year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: IST }),
      ).format(new Date(iso))
    : '';

/** The formatters bound to one language: `const f = formatFor(lang); f.rupees(8000)`. */
export const formatFor = (lang: Lang) => ({
  lang,
  rupees: (n: number) => rupees(n, lang),
  number: (n: number) => formatNumber(n, lang),
  shortDate: (iso: string) => shortDate(iso, lang),
  dateTime: (iso: string) => dateTime(iso, lang),
});

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
