import { createHash, randomBytes } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Security headers on every response (docs/decisions/018-security-headers.md).
 *
 * Helmet sets the fixed headers (nosniff, Referrer-Policy, X-Frame-Options, HSTS…) when a request
 * arrives. The Content-Security-Policy depends on what the response turns out to be, so it is written
 * here just before sending: a page rendered by React Router gets the strict nonce policy, any other
 * HTML (Swagger UI, a static error page) a policy without inline scripts, everything else (JSON,
 * files) a policy that allows nothing at all. A response that already carries its own policy
 * (a cached page with script hashes, a PDF with `sandbox`) keeps it.
 */

/** Script sources for a page: a fresh nonce, or — for a page served again from a cache — the hashes of its inline scripts. */
export type ScriptTrust = { nonce: string } | { scriptHashes: string[] };

type PolicyOptions = { https: boolean };

const serialise = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => (values.length ? `${name} ${values.join(' ')}` : name))
    .join('; ');

/** What every policy shares: no plugins, no <base> tricks, never inside a frame, forms only to this site. */
const lockdown = (o: PolicyOptions): Record<string, string[]> => ({
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  ...(o.https ? { 'upgrade-insecure-requests': [] } : {}),
});

/**
 * The policy of an HTML page. Scripts run only when they carry the response's nonce (or match one
 * of the given hashes); 'strict-dynamic' lets those trusted scripts load the route chunks, and
 * 'self' is only a fallback for browsers without 'strict-dynamic' (modern ones ignore it then).
 * Styles allow 'unsafe-inline': React renders style="" attributes on the server and sonner and
 * Radix insert <style> elements at run time; a style nonce would switch that keyword off.
 */
export function pagePolicy(trust: ScriptTrust, o: PolicyOptions): string {
  const scripts = 'nonce' in trust ? [`'nonce-${trust.nonce}'`] : trust.scriptHashes.map((h) => `'${h}'`);
  return serialise({
    'default-src': ["'self'"],
    'script-src': [...scripts, "'strict-dynamic'", "'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    ...lockdown(o),
  });
}

/** HTML that is not a rendered page (Swagger UI, a fixed error page): scripts only from files on this site, never inline. */
export function staticHtmlPolicy(o: PolicyOptions): string {
  return serialise({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    ...lockdown(o),
  });
}

/** JSON, images, scripts, PDFs: nothing may run or load if a browser ever renders one as a document. */
export function resourcePolicy(o: PolicyOptions): string {
  return serialise({ 'default-src': ["'none'"], ...lockdown(o), 'base-uri': ["'none'"], 'form-action': ["'none'"] });
}

/**
 * 'sha256-…' of every executable inline <script> of a page, for a page cache (not built yet): a cached
 * body must never replay the nonce it was rendered with, so it is served with these hashes instead
 * (`pagePolicy({ scriptHashes })`). JSON-LD and other data blocks are not scripts and are skipped.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = m[1]!;
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(`sha256-${createHash('sha256').update(m[2]!, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

/** Browser features the site never uses are switched off; location only for this origin (a "near me" search may ask). */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'screen-wake-lock=()',
  'xr-spatial-tracking=()',
  'idle-detection=()',
  'browsing-topics=()',
].join(', ');

const nonces = new WeakMap<FastifyReply, string>();

/** This response's script nonce: 128 random bits, made on first use, never shared with another response. */
export function cspNonce(reply: FastifyReply): string {
  let nonce = nonces.get(reply);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(reply, nonce);
  }
  return nonce;
}

/** Registers the headers; call before any hook that may answer early (the cross-site check), so those answers carry them too. */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'siteUrl'>) {
  const https = config.siteUrl.startsWith('https://');
  await app.register(fastifyHelmet, {
    // Written in onSend below, once the kind of response is known.
    contentSecurityPolicy: false,
    // Browsers ignore HSTS over http; sending it from a plain-http install would only confuse.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Everything is served from this origin; cross-origin isolation is not needed.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (reply.hasHeader('content-security-policy')) return payload;
    const html = /^text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));
    const nonce = nonces.get(reply);
    const policy = !html ? resourcePolicy({ https }) : nonce ? pagePolicy({ nonce }, { https }) : staticHtmlPolicy({ https });
    reply.header('content-security-policy', policy);
    return payload;
  });
}
