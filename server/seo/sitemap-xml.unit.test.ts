import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('escapes URLs and writes lastmod as a W3C date-time to the second', () => {
    const xml = urlsetXml([{ loc: 'https://x.in/contractors?type=A&loc=<B>', lastmod: new Date('2026-01-02T03:04:05.678Z') }]);
    expect(xml).toContain('<url><loc>https://x.in/contractors?type=A&amp;loc=&lt;B&gt;</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(sitemapIndexXml([{ loc: "https://x.in/s-1.xml?a='1'" }])).toContain('<sitemap><loc>https://x.in/s-1.xml?a=&apos;1&apos;</loc></sitemap>');
  });
});
