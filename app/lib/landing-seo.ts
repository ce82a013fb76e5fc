import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MetaDescriptor } from 'react-router';
import { type Lang, pathIn } from '../i18n/lang.ts';
import { formatNumber } from './format.ts';
import { itemListLd } from './list-seo.ts';
import { absolute, breadcrumbLd, seo } from './seo.ts';

/**
 * Meta tags of the landing pages (docs/decisions/045-landing-pages.md): title and description with the
 * count, the canonical path (page 2… as `?page=2`), `<link rel=prev/next>` between pages (decision 010),
 * Open Graph through seo(), JSON-LD BreadcrumbList and an ItemList of the cards shown. A page without
 * listings is `noindex, follow` (and is not in the sitemap): its links to nearby cities still count.
 */
/** Cards per landing page. */
export const LANDING_PAGE_SIZE = 12;

/** `?page=` as a page number; anything else is the first page. */
export function pageOf(url: URL): number {
  const n = Number(url.searchParams.get('page'));
  return Number.isSafeInteger(n) && n > 1 ? n : 1;
}

/** The breadcrumb trail, [name, path] from Home to the page. */
export type LandingCrumbs = Array<[name: string, path: string]>;

export type LandingSeo = {
  title: string;
  description: string;
  crumbs: LandingCrumbs;
  items: ReadonlyArray<{ name: string; path: string }>;
  total: number;
  page: number;
  totalPages: number;
  pageSize: number;
  /** The canonical path of page n (in English: seo() and this put it in the page's language). */
  pathFor: (page: number) => string;
  /** The page's language: the canonical, prev/next and the JSON-LD addresses are in it. */
  lang?: Lang;
};

export function landingMeta(siteUrl: string, s: LandingSeo): MetaDescriptor[] {
  const lang = s.lang ?? 'en';
  const local = (path: string) => pathIn(path, lang);
  const jsonLd = [
    breadcrumbLd(
      siteUrl,
      s.crumbs.map(([name, path]) => [name, local(path)]),
    ),
  ];
  if (s.items.length)
    jsonLd.push(
      itemListLd(
        siteUrl,
        s.items.map((it) => ({ name: it.name, path: local(it.path) })),
        (s.page - 1) * s.pageSize + 1,
      ),
    );
  const tags = seo({ title: s.title, description: s.description, path: s.pathFor(s.page), siteUrl, noindex: s.total === 0, jsonLd, lang });
  if (s.page > 1) tags.push({ tagName: 'link', rel: 'prev', href: absolute(siteUrl, local(s.pathFor(s.page - 1))) });
  if (s.page < s.totalPages) tags.push({ tagName: 'link', rel: 'next', href: absolute(siteUrl, local(s.pathFor(s.page + 1))) });
  return tags;
}

/** A nearby city's distance on a landing page: '18 km', '18 किमी'. */
export function kmText(i18n: I18n, km: number, lang: Lang): string {
  const n = formatNumber(km, lang);
  return i18n._(msg`${n} km`);
}

/** 'Backhoe Loader' → 'Backhoe Loaders', 'Bar Bending Machine' → 'Bar Bending Machines', 'NDT Equipment' unchanged. */
export function pluralName(name: string): string {
  if (/equipment$/i.test(name)) return name;
  if (/(s|sh|ch|x|z)$/i.test(name)) return `${name}es`;
  return `${name}s`;
}
