import { describe, expect, it } from 'vitest';
import { LISTING_CHUNK, SITEMAP_MAX_BYTES, sitemapIndexXml, urlsetClose, urlsetOpen, urlsetXml, urlXml } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('escapes URLs and writes lastmod as a W3C date-time to the second', () => {
    const xml = urlsetXml([{ loc: 'https://x.in/contractors?type=A&loc=<B>', lastmod: new Date('2026-01-02T03:04:05.678Z') }]);
    expect(xml).toContain('<url><loc>https://x.in/contractors?type=A&amp;loc=&lt;B&gt;</loc><lastmod>2026-01-02T03:04:05Z</lastmod></url>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
    expect(sitemapIndexXml([{ loc: "https://x.in/s-1.xml?a='1'" }])).toContain('<sitemap><loc>https://x.in/s-1.xml?a=&apos;1&apos;</loc></sitemap>');
  });
});

describe('bilingual sitemap entries', () => {
  const alternates = (path: string) => [
    { hreflang: 'en-IN', href: `https://x.in${path}` },
    { hreflang: 'hi-IN', href: `https://x.in/hi${path}` },
    { hreflang: 'x-default', href: `https://x.in${path}` },
  ];

  it('name the page in each language and the default as xhtml:link alternates, escaped', () => {
    const xml = urlsetXml([{ loc: 'https://x.in/hi/contractors?type=A&loc=B', alternates: alternates('/contractors?type=A&loc=B') }]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(
      '<url><loc>https://x.in/hi/contractors?type=A&amp;loc=B</loc>' +
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://x.in/contractors?type=A&amp;loc=B"/>' +
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://x.in/hi/contractors?type=A&amp;loc=B"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://x.in/contractors?type=A&amp;loc=B"/></url>',
    );
  });

  it('a full file of listings with the longest names stays under the protocol’s 50 MB', () => {
    // A 150-character name (the longest the forms take), a 10-digit id and a long site address.
    const path = `/equipment/${'a'.repeat(150)}--2147483647`;
    const site = 'https://www.buildmart-marketplace.co.in';
    const one = urlXml({ loc: `${site}/hi${path}`, lastmod: new Date(), alternates: alternates(path).map((a) => ({ ...a, href: a.href.replace('https://x.in', site) })) });
    expect(Buffer.byteLength(urlsetOpen + urlsetClose) + LISTING_CHUNK * Buffer.byteLength(one)).toBeLessThan(SITEMAP_MAX_BYTES);
  });
});
