/** Sitemap protocol documents (https://www.sitemaps.org/protocol.html), built as strings. */

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/** W3C datetime to the second, UTC. */
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The protocol's limit on a sitemap file, uncompressed. */
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/**
 * Listings (or landing pages) per child sitemap. Each language has its own files, so a file holds at most this
 * many URLs; each URL carries its three alternates, and at the longest names (150 characters) an entry is
 * about 1.1 KB: 40,000 of them stay under SITEMAP_MAX_BYTES (sitemap-xml.unit.test.ts).
 */
export const LISTING_CHUNK = 40_000;

/** The same page in another language (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap). */
export type SitemapAlternate = { hreflang: string; href: string };

export type SitemapUrl = { loc: string; lastmod?: Date; alternates?: readonly SitemapAlternate[] };

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
const XHTML_NS = 'xmlns:xhtml="http://www.w3.org/1999/xhtml"';

const alternatesXml = (u: SitemapUrl) => (u.alternates ?? []).map((a) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`).join('');

const entry = (tag: 'url' | 'sitemap', u: SitemapUrl) =>
  `<${tag}><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : ''}${tag === 'url' ? alternatesXml(u) : ''}</${tag}>\n`;

export const urlsetOpen = `${HEAD}<urlset ${NS} ${XHTML_NS}>\n`;
export const urlsetClose = '</urlset>\n';
export const urlXml = (u: SitemapUrl) => entry('url', u);

export const urlsetXml = (urls: readonly SitemapUrl[]) => urlsetOpen + urls.map(urlXml).join('') + urlsetClose;

export const sitemapIndexXml = (sitemaps: readonly SitemapUrl[]) => `${HEAD}<sitemapindex ${NS}>\n${sitemaps.map((s) => entry('sitemap', s)).join('')}</sitemapindex>\n`;
