import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HINDI_PLACE_NAMES } from '../../data/place-aliases.ts';
import type { Lang } from '../i18n/lang.ts';
import { formatNumber } from './format.ts';

/**
 * The pieces of a list heading in a language other than the one the English helpers of list-seo.ts
 * write (docs/decisions/048-hindi-site.md): each phrase is a catalogue message with named parts, so a
 * translator can put them in Hindi order ('{places} में {subject}').
 */

/** 'A', 'A and B', 'A, B and C', 'A, B, C and 2 more'. */
export function listTextIn(i18n: I18n, lang: Lang, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  if (items.length <= 3) {
    const first = items.slice(0, -1).join(', ');
    const last = items[items.length - 1];
    return i18n._(msg`${first} and ${last}`);
  }
  const first = items.slice(0, 3).join(', ');
  const more = formatNumber(items.length - 3, lang);
  return i18n._(msg`${first} and ${more} more`);
}

let hindiPlaces: Map<string, string> | undefined;
/**
 * A catalogue place in Devanagari where data/place-aliases.ts knows its Hindi name (its first, everyday
 * spelling); otherwise as the catalogue writes it.
 */
export function placeName(label: string, lang: Lang): string {
  if (lang !== 'hi') return label;
  if (!hindiPlaces) {
    hindiPlaces = new Map();
    for (const [hi, en] of Object.entries(HINDI_PLACE_NAMES)) if (!hindiPlaces.has(en.toLowerCase())) hindiPlaces.set(en.toLowerCase(), hi);
  }
  return hindiPlaces.get(label.trim().toLowerCase()) ?? label;
}

/** The subject with the keyword, the places and the distance search, as wherePhrase and ' matching “…”' do in English. */
export function phrasedIn(
  i18n: I18n,
  lang: Lang,
  subject: string,
  o: { text?: string; sectors?: readonly string[]; loc: readonly string[]; near?: string; radius?: number; nearLabel?: string | null },
): string {
  let s = subject;
  const text = o.text?.trim();
  if (text) s = i18n._(msg`${s} matching “${text}”`);
  if (o.sectors?.length) {
    const sectors = listTextIn(i18n, lang, o.sectors);
    s = i18n._(msg`${s} working in ${sectors}`);
  }
  if (o.loc.length) {
    const places = listTextIn(
      i18n,
      lang,
      o.loc.map((l) => placeName(l, lang)),
    );
    s = i18n._(msg`${s} in ${places}`);
  }
  const at = o.nearLabel || o.near;
  if (at) {
    const place = placeName(at, lang);
    const km = o.radius ? formatNumber(o.radius, lang) : '';
    s = km ? i18n._(msg`${s} within ${km} km of ${place}`) : i18n._(msg`${s} near ${place}`);
  }
  return s;
}

/** The heading's end, ' — 1,234' (see totalSuffix). */
export const totalIn = (n: number, lang: Lang) => ` — ${formatNumber(n, lang)}`;

/** The title of a list page in the page's language: its heading, the page past the first, the brand. */
export function listTitleIn(i18n: I18n, heading: string, page: number): string {
  return page > 1 ? i18n._(msg`${heading} — page ${page} | BuildMart`) : `${heading} | BuildMart`;
}
