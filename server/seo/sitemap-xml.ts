/** Sitemap protocol documents (https://www.sitemaps.org/protocol.html), built as strings. */

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export const xmlEscape = (s: string) => s.replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);

/** W3C datetime to the second, UTC. */
const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

export type SitemapUrl = { loc: string; lastmod?: Date };

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

const entry = (tag: 'url' | 'sitemap', u: SitemapUrl) => `<${tag}><loc>${xmlEscape(u.loc)}</loc>${u.lastmod ? `<lastmod>${w3cDate(u.lastmod)}</lastmod>` : ''}</${tag}>\n`;

export const urlsetOpen = `${HEAD}<urlset ${NS}>\n`;
export const urlsetClose = '</urlset>\n';
export const urlXml = (u: SitemapUrl) => entry('url', u);

export const urlsetXml = (urls: readonly SitemapUrl[]) => urlsetOpen + urls.map(urlXml).join('') + urlsetClose;

export const sitemapIndexXml = (sitemaps: readonly SitemapUrl[]) => `${HEAD}<sitemapindex ${NS}>\n${sitemaps.map((s) => entry('sitemap', s)).join('')}</sitemapindex>\n`;
