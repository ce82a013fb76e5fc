import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { makeCtx, type Ports } from '../../core/context.ts';
import { callerLang } from './message-language.ts';
import { resumeSession } from '../../core/account/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { Config } from '../config.ts';

export const SESSION_COOKIE = 'bm_session';

export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return decodeURIComponent(part.slice(i + 1).trim());
  }
  return undefined;
}

export const secureFlag = (config: Config) => (config.siteUrl.startsWith('https://') ? '; Secure' : '');

/**
 * Sets a cookie, replacing one of the same name set earlier in this response (the session hook
 * may have renewed the session cookie before the handler signs in or out).
 */
export function replaceCookie(reply: FastifyReply, name: string, cookie: string) {
  const prev = reply.getHeader('set-cookie');
  const kept = (Array.isArray(prev) ? prev : prev === undefined ? [] : [String(prev)]).filter((c) => !c.startsWith(`${name}=`));
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...kept, cookie]);
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date, now: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  replaceCookie(reply, SESSION_COOKIE, `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secureFlag(config)}`);
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  replaceCookie(reply, SESSION_COOKIE, `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureFlag(config)}`);
}

const STATIC_PREFIXES = ['/assets/', '/catalogue/', '/uploads/', '/favicon', '/logo.svg'];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The origin of an Origin or Referer header value, or undefined. */
function originOf(value: string | undefined): string | undefined {
  if (!value || value === 'null') return value === 'null' ? 'null' : undefined;
  try {
    return new URL(value).origin;
  } catch {
    return 'invalid';
  }
}

/**
 * Every request: the session cookie → req.viewer → req.ctx (the core's acting user). Writes
 * (POST/PUT/PATCH/DELETE) from a browser must come from this site: the Origin (or Referer) header
 * has to match SITE_URL or the Host the request was sent to — SameSite=Lax plus this check keep
 * other sites from using a visitor's session (cross-site request forgery). A session whose end
 * moved forward on this use (sliding expiry) gets its cookie again with the new Max-Age.
 */
export function registerSession(app: FastifyInstance, { db, config, ports }: { db: Db; config: Config; ports: Ports }) {
  const now = ports.now ?? (() => new Date());
  const siteOrigin = new URL(config.siteUrl).origin;
  app.addHook('onRequest', async (req, reply) => {
    if (!SAFE_METHODS.has(req.method)) {
      const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
      if (origin !== undefined) {
        const hostOrigin = `${req.protocol}://${req.headers.host ?? ''}`;
        if (origin !== siteOrigin && origin !== hostOrigin) {
          return reply.status(403).send({ success: false, message: 'Cross-site request refused.' });
        }
      }
    }
    const token = STATIC_PREFIXES.some((p) => req.url.startsWith(p)) ? undefined : readCookie(req, SESSION_COOKIE);
    const at = now();
    const session = token ? await resumeSession(db, token, at, config.session) : undefined;
    if (token && session?.renewedUntil) setSessionCookie(reply, config, token, session.renewedUntil, at);
    req.viewer = session?.viewer;
    req.ctx = makeCtx(db, req.viewer, {
      ...ports,
      now,
      siteUrl: config.siteUrl,
      manageUrl: config.manageUrl,
      contactRevealsPerDay: config.contactRevealsPerDay,
      lang: callerLang(req),
      linkSecret: config.sessionSecret,
    });
  });
}
