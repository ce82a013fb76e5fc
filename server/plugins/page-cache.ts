import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { PageCacheListener } from '../page-cache-listener.ts';
import { cacheablePath, type CachedPage, type Encoding, PageCache, pageLanguage, pickEncoding } from '../page-cache.ts';
import { SESSION_COOKIE } from './session.ts';
import { inlineScriptHashes, pagePolicy } from './security-headers.ts';

/**
 * Serving finished pages from memory (docs/decisions/032-page-cache.md). An `onRequest` hook,
 * registered before the session lookup, answers an anonymous GET/HEAD of a public page from the
 * cache — stored headers and bytes, no React, no database. Every eligible request carries
 * `x-page-cache: hit` or `miss`; a request that is not eligible (a session cookie, another method,
 * a private page) carries none. On a miss, server/ssr.ts hands the finished render to `storePage`.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const PAGE_CACHE_HEADER = 'x-page-cache';
/** The backstop for texts that depend on the time ("2 days ago"): every entry is rendered again after a minute at most. */
export const PAGE_CACHE_TTL_MS = 60_000;

/** What the miss path needs to store the render it is about to make. */
export type PageCacheTicket = { lang: string; path: string; encoding: Encoding; generation: number };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when this request may fill the cache (an eligible miss while the cache is listening). */
    pageCacheTicket?: PageCacheTicket;
  }
  interface FastifyInstance {
    pageCache?: PageCacheRuntime;
  }
}

export type PageCacheRuntime = { cache: PageCache; listener: PageCacheListener; https: boolean };

/** Any cookie named bm_session, valid or not, makes the request a signed-in one: never served from, nor stored into, the cache. */
const SESSION_COOKIE_RE = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);
const hasSessionCookie = (req: FastifyRequest) => {
  const c = req.headers.cookie;
  return c !== undefined && SESSION_COOKIE_RE.test(c);
};

function send(reply: FastifyReply, page: CachedPage, state: 'hit' | 'miss') {
  reply.code(200).headers(page.headers).header(PAGE_CACHE_HEADER, state).header('vary', 'accept-encoding');
  if (page.encoding !== 'identity') reply.header('content-encoding', page.encoding);
  return reply.send(page.body);
}

export async function registerPageCache(app: FastifyInstance, { config, connectionString }: { config: Config; connectionString: string }) {
  app.decorateRequest('pageCacheTicket', undefined);
  if (!config.pageCache.enabled) return;
  const cache = new PageCache({ maxBytes: config.pageCache.maxMb * 1024 * 1024, ttlMs: PAGE_CACHE_TTL_MS });
  const listener = new PageCacheListener({ connectionString, invalidate: () => cache.clear(), log: (line) => app.log.warn(line) });
  app.decorate('pageCache', { cache, listener, https: config.siteUrl.startsWith('https://') });
  app.addHook('onClose', async () => listener.close());
  // The first requests are served (uncached) even if the database is not there yet; the listener keeps trying.
  await listener.start();

  app.addHook('onRequest', async (req, reply) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || hasSessionCookie(req)) return;
    const path = cacheablePath(req.url);
    if (path === undefined) return;
    reply.header(PAGE_CACHE_HEADER, 'miss');
    // Not listening: a write may have gone unnoticed, so nothing stored can be trusted or added.
    if (!listener.ready) return;
    const lang = pageLanguage(req.url);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    const generation = cache.generation;
    const page = await cache.get(lang, path, encoding).catch(() => undefined);
    if (page && listener.ready) return send(reply, page, 'hit');
    if (req.method === 'GET') req.pageCacheTicket = { lang, path, encoding, generation };
  });

  // A signed-in write (approval, edit, review…) answers only once this process has dropped what it
  // changed, so its author — or anyone — reloading a public page right after sees it. Other processes
  // hear the same notification within milliseconds.
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.viewer && !SAFE_METHODS.has(req.method)) await listener.sync();
    return payload;
  });
}

/**
 * A finished page for an eligible miss (status 200, no cookie set), stored and sent in the variant
 * the client asked for. The stored copy gets the hash-based CSP of its inline scripts — a stored page
 * must never replay the nonce it was rendered with; this response, the render's only use of its
 * fresh nonce, keeps the nonce policy (written in onSend, server/plugins/security-headers.ts).
 */
export async function storePage(req: FastifyRequest, reply: FastifyReply, ticket: PageCacheTicket, headers: Headers, body: Buffer) {
  const runtime = req.server.pageCache!;
  const own: Record<string, string> = {};
  for (const [k, v] of headers) if (k !== 'set-cookie' && k !== 'content-length' && k !== 'content-encoding') own[k] = v;
  const stored = /^text\/html\b/i.test(own['content-type'] ?? '')
    ? { ...own, 'content-security-policy': pagePolicy({ scriptHashes: inlineScriptHashes(body.toString('utf8')) }, { https: runtime.https }) }
    : own;
  const variant = await runtime.cache.put(ticket.lang, ticket.path, ticket.generation, stored, body, ticket.encoding);
  return send(reply, { headers: own, body: variant, encoding: ticket.encoding }, 'miss');
}
