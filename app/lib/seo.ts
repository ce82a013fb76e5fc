import type { MetaDescriptor } from 'react-router';
import { intlLocale, isBilingual, type Lang, ogLocale, pathIn } from '../i18n/lang.ts';

/** What every page tells search engines and link previews (docs/product.md#search-engines, docs/decisions/010-discoverability.md). */
export type SeoInput = {
  /** The whole <title>, unique per page. */
  title: string;
  description: string;
  /** Canonical path with the query that makes the page unique (e.g. '/equipments?cat=lifting-equipment'). */
  path: string;
  /** Absolute site origin (config.siteUrl); canonical and og:url must be absolute. */
  siteUrl: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  type?: 'website' | 'product' | 'profile' | 'article';
  /** JSON-LD objects (schema.org), each rendered as its own <script type="application/ld+json">. */
  jsonLd?: object[];
  noindex?: boolean;
  /**
   * The page's language (langOfPath(location.pathname) in a meta function). `path` is the page's English
   * address: the canonical URL is the address in this language, and a page that exists in both languages
   * names the other as its alternate (docs/decisions/048-hindi-site.md).
   */
  lang?: Lang;
};

/** schema.org types that take `inLanguage` (CreativeWork and its kin): the page's language is said on them. */
const TAKES_LANGUAGE = new Set(['WebSite', 'WebPage', 'CollectionPage', 'ItemPage', 'AboutPage', 'ContactPage', 'SearchResultsPage', 'ProfilePage', 'Article', 'FAQPage']);

export const SITE_NAME = 'BuildMart';

/** An absolute URL on the site for a root-relative path (absolute URLs pass through). */
export const absolute = (siteUrl: string, p: string) => (/^https?:\/\//.test(p) ? p : `${siteUrl}${p.startsWith('/') ? '' : '/'}${p}`);

export function seo(i: SeoInput): MetaDescriptor[] {
  const lang = i.lang ?? 'en';
  const url = absolute(i.siteUrl, pathIn(i.path, lang));
  const image = absolute(i.siteUrl, i.image ?? '/og-image.png');
  const description = i.description.length > 160 ? `${i.description.slice(0, 157).trimEnd()}…` : i.description;
  const tags: MetaDescriptor[] = [
    { title: i.title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: i.type ?? 'website' },
    { property: 'og:title', content: i.title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: ogLocale(lang) },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (isBilingual(i.path)) {
    const other: Lang = lang === 'hi' ? 'en' : 'hi';
    tags.push({ property: 'og:locale:alternate', content: ogLocale(other) });
    for (const l of ['en', 'hi'] as const) tags.push({ tagName: 'link', rel: 'alternate', hrefLang: intlLocale(l), href: absolute(i.siteUrl, pathIn(i.path, l)) });
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(i.siteUrl, pathIn(i.path, 'en')) });
  }
  if (i.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  const lds = (i.jsonLd ?? []).map((ld) => withLanguage(ld, lang));
  // Every page says what it is and in which language, even one whose other objects (a Product, an ItemList) take no language.
  if (!lds.some((ld) => ['WebPage', 'CollectionPage', 'ItemPage', 'AboutPage', 'ContactPage', 'ProfilePage'].includes((ld as { '@type'?: string })['@type'] ?? ''))) {
    lds.push({ '@context': 'https://schema.org', '@type': 'WebPage', '@id': url, url, name: i.title, description, inLanguage: intlLocale(lang) });
  }
  for (const ld of lds) tags.push({ 'script:ld+json': ld });
  return tags;
}

/** config.siteUrl from the root loader, for meta functions: seo({ siteUrl: siteUrlOf(matches), … }). */
export function siteUrlOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): string {
  const root = matches.find((m) => m?.id === 'root')?.data as { config?: { siteUrl?: string } } | undefined;
  return root?.config?.siteUrl ?? '';
}

/** schema.org BreadcrumbList from [name, path] pairs. */
export function breadcrumbLd(siteUrl: string, items: Array<[name: string, path: string]>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, p], idx) => ({ '@type': 'ListItem', position: idx + 1, name, item: absolute(siteUrl, p) })),
  };
}

/** A JSON-LD object with `inLanguage` on it when its type takes one (and it does not say already). */
function withLanguage(ld: object, lang: Lang): object {
  const type = (ld as { '@type'?: unknown })['@type'];
  return typeof type === 'string' && TAKES_LANGUAGE.has(type) && !('inLanguage' in ld) ? { ...ld, inLanguage: intlLocale(lang) } : ld;
}
