import { msg } from '@lingui/core/macro';
import type { MetaDescriptor } from 'react-router';
import type { UnderstoodLike } from '../../lib/understood-params.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { type Lang, pathIn } from '../i18n/lang.ts';
import { formatNumber } from './format.ts';
import { breadcrumbLd, seo } from './seo.ts';

/**
 * Title, description, canonical path and breadcrumb trail of a list page, one per filter state
 * (docs/decisions/010-discoverability.md). The canonical URL keeps only what changes the set of
 * listings a searcher would land on — keyword, category or contractor type, locations and a page
 * past the first — in one normal order; sort, availability and working sector are left out.
 */
export type ListSeo = {
  /** The page's h1: what the results are and how many ('Backhoe loaders on rent in Pune — 24', docs/decisions/043-no-dead-ends-and-result-headings.md). */
  heading: string;
  title: string;
  description: string;
  path: string;
  crumbs: Array<[name: string, path: string]>;
  noindex: boolean;
  /** The page shown. */
  page: number;
};

/**
 * What the loader found: the total and the number of pages; what the keyword was understood as and the
 * place a distance search measured from, when the answer says so.
 */
export type ListState = { total: number; totalPages: number; understood?: UnderstoodLike | null; nearLabel?: string | null };

/** A catalogue name inside a sentence: 'Backhoe Loaders' → 'backhoe loaders'; acronyms (JCB, HVAC, RMC) stay. */
export const inSentence = (name: string) => name.replace(/\b([A-Z])([a-z]+)/g, (_, a: string, b: string) => a.toLowerCase() + b);

/** The first letter up: 'backhoe loaders on rent' → 'Backhoe loaders on rent'. */
export const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** 'Road Contractor' → 'Road Contractors', 'Concrete Pump' → 'Concrete Pumps', 'Tipper Body' → 'Tipper Bodies'. */
export const plural = (t: string) => (/s$/i.test(t) ? t : /[^aeiou]y$/i.test(t) ? `${t.slice(0, -1)}ies` : `${t}s`);

/**
 * ' near Pune', ' within 50 km of Pune' (a distance search), ' in Pune and Mumbai' (the location filter), both when both.
 * In Hindi the place comes first and the places are named in Hindi where the catalogue can ('पुणे में', 'पुणे के पास').
 */
export function wherePhrase(
  loc: readonly string[],
  near: { near?: string; radius?: number },
  nearLabel?: string | null,
  lang: Lang = 'en',
  // The places' names in the page's language (app/lib/place-hindi.ts, passed by the server-side callers).
  placeName: (name: string) => string = (name) => name,
): string {
  const at = nearLabel || near.near;
  if (lang === 'hi') {
    const i18n = i18nFor(lang);
    const place = at && placeName(at);
    const places = listText(
      loc.map((l) => placeName(l)),
      '',
      lang,
    );
    const around = place ? (near.radius ? i18n._(msg`within ${near.radius} km of ${place}`) : i18n._(msg`near ${place}`)) : '';
    return `${loc.length ? ` ${i18n._(msg`in ${places}`)}` : ''}${around ? ` ${around}` : ''}`;
  }
  const around = at ? (near.radius ? ` within ${near.radius} km of ${at}` : ` near ${at}`) : '';
  return `${loc.length ? ` in ${listText(loc)}` : ''}${around}`;
}

/** The heading's end: ' — 1,234' in India's grouping. */
export const totalSuffix = (n: number, lang: Lang = 'en') => ` — ${formatNumber(n, lang)}`;

/** The title of a list page: its heading, the page past the first, the brand. */
export const listTitle = (heading: string, page: number, lang: Lang = 'en') => {
  const i18n = i18nFor(lang);
  return `${heading}${page > 1 ? ` — ${lang === 'en' ? `page ${page}` : i18n._(msg`page ${page}`)}` : ''}${BRAND}`;
};

export const BRAND = ' | BuildMart';

/** 'Pune', 'Pune and Mumbai', 'Pune, Mumbai and Delhi', 'Pune, Mumbai, Delhi and 2 more' (or '… 1 more type'); 'पुणे और मुंबई' in Hindi. */
export function listText(items: readonly string[], noun = '', lang: Lang = 'en'): string {
  if (items.length <= 1) return items[0] ?? '';
  if (lang === 'hi') {
    const i18n = i18nFor(lang);
    if (items.length <= 3) return i18n._(msg`${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
    return i18n._(msg`${items.slice(0, 3).join(', ')} and ${items.length - 3} more`);
  }
  if (items.length <= 3) return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
  const more = items.length - 3;
  return `${items.slice(0, 3).join(', ')} and ${more} more${noun ? ` ${noun}${more === 1 ? '' : 's'}` : ''}`;
}

export const count = (n: number, one: string, many: string, lang: Lang = 'en') => `${formatNumber(n, lang)} ${n === 1 ? one : many}`;
export const pageNote = (page: number, s: ListState, lang: Lang = 'en') =>
  page > 1 ? ` (${lang === 'en' ? `page ${page} of ${s.totalPages}` : i18nFor(lang)._(msg`page ${page} of ${s.totalPages}`)})` : '';
export const shownPage = (requested: number, s: ListState) => Math.max(1, Math.min(requested, s.totalPages));

/** schema.org ItemList of the listings shown on a list page, numbered from the page's first row. */
export function itemListLd(siteUrl: string, items: ReadonlyArray<{ name: string; path: string }>, firstPosition: number): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((it, i) => ({ '@type': 'ListItem', position: firstPosition + i, name: it.name, url: `${siteUrl}${it.path}` })),
  };
}

/** The meta tags of a list page: seo() with its BreadcrumbList and an ItemList of the cards shown. */
export function listPageMeta(siteUrl: string, s: ListSeo, items: ReadonlyArray<{ name: string; path: string }>, pageSize: number, lang: Lang = 'en'): MetaDescriptor[] {
  // The trail and the cards link to the pages in this language.
  const at = (path: string) => pathIn(path, lang);
  const jsonLd = [
    breadcrumbLd(
      siteUrl,
      s.crumbs.map(([name, path]) => [name, at(path)] as [string, string]),
    ),
  ];
  if (items.length)
    jsonLd.push(
      itemListLd(
        siteUrl,
        items.map((it) => ({ ...it, path: at(it.path) })),
        (s.page - 1) * pageSize + 1,
      ),
    );
  return seo({ title: s.title, description: s.description, path: s.path, siteUrl, noindex: s.noindex, jsonLd, lang });
}
