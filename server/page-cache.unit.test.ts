import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { cacheablePath, PageCache, pageLanguage, pickEncoding } from './page-cache.ts';

describe('which requests may use the page cache', () => {
  it('public pages and their data requests, by a normalised address; never private areas, the API or files', () => {
    expect(cacheablePath('/')).toBe('/');
    expect(cacheablePath('/equipments/?cat=cranes&loc=Pune')).toBe('/equipments?cat=cranes&loc=Pune');
    expect(cacheablePath('/equipment/ace-crane--42')).toBe('/equipment/ace-crane--42');
    expect(cacheablePath('/contractor/patil--7?tab=reviews')).toBe('/contractor/patil--7?tab=reviews');
    expect(cacheablePath('/equipments.data?_routes=routes%2Fequipments')).toBe('/equipments.data?_routes=routes%2Fequipments');
    expect(cacheablePath('/_root.data')).toBe('/_root.data');
    for (const p of ['/list-with-us', '/contractors', '/staffing', '/about', '/contact', '/privacy', '/terms']) expect(cacheablePath(p)).toBe(p);
    // The Hindi twins (docs/decisions/048-hindi-site.md), in their own language's entries.
    for (const p of ['/hi', '/hi/equipments?q=jcb', '/hi/equipment/ace-crane--42', '/hi/rent/backhoe-loader/pune', '/hi/terms', '/hi/equipments.data?_routes=x'])
      expect(cacheablePath(p), p).toBe(p);
    expect(cacheablePath('/hi/')).toBe('/hi');
    expect(cacheablePath('/hi.data')).toBe('/hi.data');
    for (const p of ['/hi/manage', '/hi/client/manage', '/hi/no-such-page', '/hindi', '/hi/hi/equipments']) expect(cacheablePath(p), p).toBeUndefined();
    expect([pageLanguage('/hi'), pageLanguage('/hi/equipments?q=x'), pageLanguage('/hi.data'), pageLanguage('/equipments'), pageLanguage('/hindi')]).toEqual([
      'hi',
      'hi',
      'hi',
      'en',
      'en',
    ]);
    // The landing pages (docs/decisions/045-landing-pages.md), but not deeper paths under them.
    for (const p of ['/rent/backhoe-loader/pune', '/rent/backhoe-loader/pune?page=2', '/contractors/electrical-contractor/delhi']) expect(cacheablePath(p)).toBe(p);
    for (const p of ['/rent/backhoe-loader', '/rent/a/b/c', '/contractors/a/b/c']) expect(cacheablePath(p), p).toBeUndefined();
    for (const p of [
      '/manage',
      '/manage/equipments',
      '/admin',
      '/admin/users',
      '/client/manage',
      '/account/register',
      '/account/unlock?t=x',
      '/api/health',
      '/assets/x.js',
      '/uploads/a.webp',
      '/sitemap.xml',
      '/equipment/a/b',
      '/no-such-page',
    ])
      expect(cacheablePath(p), p).toBeUndefined();
    expect(cacheablePath(`/equipments?q=${'x'.repeat(3000)}`)).toBeUndefined();
  });

  it('answers brotli when accepted, else gzip, else none, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });
});

describe('PageCache', () => {
  const page = Buffer.from(`<!doctype html><html><body>${'Excavator for rent in Pune. '.repeat(200)}</body></html>`);
  const headers = { 'content-type': 'text/html' };

  it('stores the plain page and makes each compressed variant from it, which decompress to the same page', async () => {
    const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
    const sent = await cache.put('en', '/about', cache.generation, headers, page, 'gzip');
    expect(zlib.gunzipSync(sent).equals(page)).toBe(true);
    expect((await cache.get('en', '/about', 'identity'))!.body.equals(page)).toBe(true);
    const br = await cache.get('en', '/about', 'br');
    expect(br!.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br!.body).equals(page)).toBe(true);
    expect(await cache.get('hi', '/about', 'br')).toBeUndefined();
  });

  it('does not store a render that began before a clear (it may have read rows a write changed)', async () => {
    const cache = new PageCache({ maxBytes: 10_000_000, ttlMs: 60_000 });
    const began = cache.generation;
    cache.clear();
    await cache.put('en', '/equipments', began, headers, page, 'br');
    expect(await cache.get('en', '/equipments', 'identity')).toBeUndefined();
    expect(await cache.get('en', '/equipments', 'br')).toBeUndefined();
  });

  it('forgets a page after its time to live, and the least recently used pages past its size', async () => {
    let now = 1_000;
    const cache = new PageCache({ maxBytes: page.length * 3, ttlMs: 60_000, perf: { now: () => now } });
    await cache.put('en', '/terms', cache.generation, headers, page, 'identity');
    now += 59_000;
    expect(await cache.get('en', '/terms', 'identity')).toBeDefined();
    now += 2_000;
    expect(await cache.get('en', '/terms', 'identity')).toBeUndefined();
    for (const p of ['/a', '/b', '/c', '/d']) await cache.put('en', p, cache.generation, headers, page, 'identity');
    expect(await cache.get('en', '/a', 'identity')).toBeUndefined();
    expect(await cache.get('en', '/d', 'identity')).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(page.length * 3);
  });
});

describe('configuration', () => {
  it('PAGE_CACHE is on by default, off on request, and refuses anything else; PAGE_CACHE_MB is a whole number of megabytes', () => {
    const base = { SESSION_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/bm-unit' };
    expect(loadConfig(base).pageCache).toEqual({ enabled: true, maxMb: 64 });
    expect(loadConfig({ ...base, PAGE_CACHE: 'off', PAGE_CACHE_MB: '16' }).pageCache).toEqual({ enabled: false, maxMb: 16 });
    expect(() => loadConfig({ ...base, PAGE_CACHE: 'maybe' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, PAGE_CACHE: 'maybe' })).toThrow(/PAGE_CACHE/);
    expect(() => loadConfig({ ...base, PAGE_CACHE_MB: '0' })).toThrow(/PAGE_CACHE_MB/);
  });
});
