import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LRUCache, type Perf } from 'lru-cache';

/**
 * The finished-page cache (docs/decisions/032-page-cache.md): anonymous GETs of public pages answered
 * with the bytes an earlier render produced, already compressed, without React or database work.
 *
 * One entry per (language, URL, encoding). A render stores the plain body; the br and gzip variants
 * are made from it on first demand (once, off the main thread), so one render serves every encoding.
 * `clear()` drops everything and moves the generation on: a render that started before a write and
 * finishes after it must not store what it read (see `put`).
 */

export type Encoding = 'br' | 'gzip' | 'identity';

export type CachedPage = {
  /** Response headers of the render (content type, CSP with script hashes…), without length or encoding. */
  headers: Record<string, string>;
  body: Buffer;
  encoding: Encoding;
};

/** Compression of a stored variant: measured on the site's pages (decision 032's table). */
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
export const BROTLI_QUALITY = 6;
export const GZIP_LEVEL = 6;

export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') return brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  if (encoding === 'gzip') return gzip(body, { level: GZIP_LEVEL });
  return Promise.resolve(body);
}

/**
 * The encoding to answer with, from Accept-Encoding: brotli when accepted, else gzip, else none —
 * the same choice @fastify/compress makes for an uncached response (its encodings are br, gzip).
 */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let br = false;
  let gz = false;
  let star = false;
  for (const part of acceptEncoding.split(',')) {
    const [rawName, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    if (q !== undefined && Number(q) === 0) continue;
    const name = rawName!.trim();
    if (name === 'br') br = true;
    else if (name === 'gzip' || name === 'x-gzip') gz = true;
    else if (name === '*') star = true;
  }
  return br || star ? 'br' : gz ? 'gzip' : 'identity';
}

/** The language a page is rendered in: '/hi', '/hi/…' and '/hi.data' are Hindi (docs/decisions/048-hindi-site.md). */
export function pageLanguage(url: string): string {
  return /^\/hi(?:[/?.]|$)/.test(url) ? 'hi' : 'en';
}

/** The public pages an anonymous visitor may get from the cache and their `.data` twins (docs/decisions/032-page-cache.md). */
// The landing pages /rent/{machine}/{city} and /contractors/{type}/{city} too (docs/decisions/045-landing-pages.md).
// Each also under /hi, the Hindi twin (docs/decisions/048-hindi-site.md): '/hi' is the Hindi home page.
const PUBLIC_PAGE =
  /^(?:\/hi(?=\/|$))?(?:\/(?:list-with-us|equipments|contractors|staffing|about|contact|privacy|terms|equipment\/[^/]+|contractor\/[^/]+|rent\/[^/]+\/[^/]+|contractors\/[^/]+\/[^/]+)?)?$/;
/** Longer addresses are rendered every time (nobody links to them; they would only crowd the cache). */
const MAX_URL = 2048;

/** The cache key's address: the path without a trailing slash, the query as sent; undefined when the page is not cacheable. */
export function cacheablePath(url: string): string | undefined {
  if (url.length > MAX_URL) return undefined;
  const q = url.indexOf('?');
  let path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  if (path.length > 1 && path.endsWith('/')) path = path.replace(/\/+$/, '');
  // React Router's data requests for client-side navigation: /equipments.data, and /_root.data for the home page.
  const page = path === '/_root.data' ? '/' : path.endsWith('.data') ? path.slice(0, -5) : path;
  if (!PUBLIC_PAGE.test(page)) return undefined;
  return query ? `${path}?${query}` : path;
}

type Stored = { headers: Record<string, string>; body: Buffer };

export type PageCacheOptions = { maxBytes: number; ttlMs: number; perf?: Perf };

export class PageCache {
  private readonly entries: LRUCache<string, Stored>;
  private readonly compressing = new Map<string, Promise<void>>();
  /** Moves on at every clear: a render that began in an older generation is not stored. */
  generation = 0;

  constructor(o: PageCacheOptions) {
    this.entries = new LRUCache<string, Stored>({
      maxSize: o.maxBytes,
      // Body plus a rough allowance for the key and headers.
      sizeCalculation: (v, k) => v.body.length + k.length + 512,
      ttl: o.ttlMs,
      // Expired entries leave on their own, so memory held matches what can still be served.
      ttlAutopurge: true,
      // A given clock (tests) is read on every lookup, not cached for a millisecond.
      ...(o.perf ? { perf: o.perf, ttlResolution: 0 } : {}),
    });
  }

  static key(lang: string, path: string, encoding: Encoding) {
    return `${lang} ${encoding} ${path}`;
  }

  /**
   * The stored answer for this address and encoding. A compressed variant missing while the plain
   * body is there is made now (once, whoever asks meanwhile waits for the same work).
   */
  async get(lang: string, path: string, encoding: Encoding): Promise<CachedPage | undefined> {
    const key = PageCache.key(lang, path, encoding);
    const hit = this.entries.get(key);
    if (hit) return { ...hit, encoding };
    if (encoding === 'identity') return undefined;
    const plain = this.entries.get(PageCache.key(lang, path, 'identity'));
    if (!plain) return undefined;
    const gen = this.generation;
    let work = this.compressing.get(key);
    if (!work) {
      work = compress(plain.body, encoding).then((body) => {
        if (gen === this.generation) this.entries.set(key, { headers: plain.headers, body });
      });
      work.finally(() => this.compressing.delete(key)).catch(() => {});
      this.compressing.set(key, work);
    }
    await work;
    const made = this.entries.get(key);
    return made ? { ...made, encoding } : undefined;
  }

  /**
   * Stores a render's plain body, and the variant for `encoding` (returned, for the response that
   * rendered it). Nothing is stored when the cache was cleared since `generation` (the render may
   * have read rows a write has since changed); the variant is still returned for that response.
   */
  async put(lang: string, path: string, generation: number, headers: Record<string, string>, body: Buffer, encoding: Encoding): Promise<Buffer> {
    const variant = await compress(body, encoding);
    if (generation === this.generation) {
      this.entries.set(PageCache.key(lang, path, 'identity'), { headers, body });
      if (encoding !== 'identity') this.entries.set(PageCache.key(lang, path, encoding), { headers, body: variant });
    }
    return variant;
  }

  clear() {
    this.generation++;
    this.entries.clear();
  }

  /** Bytes held (bodies plus allowances), for measurements. */
  get size() {
    return this.entries.calculatedSize;
  }
}
