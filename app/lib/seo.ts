import type { MetaDescriptor } from 'react-router';

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
};

export const SITE_NAME = 'BuildMart';

/** An absolute URL on the site for a root-relative path (absolute URLs pass through). */
export const absolute = (siteUrl: string, p: string) => (/^https?:\/\//.test(p) ? p : `${siteUrl}${p.startsWith('/') ? '' : '/'}${p}`);

export function seo(i: SeoInput): MetaDescriptor[] {
  const url = absolute(i.siteUrl, i.path);
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
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
  if (i.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  for (const ld of i.jsonLd ?? []) tags.push({ 'script:ld+json': ld });
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
