import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { makeCtx, type Ports } from '../../core/context.ts';
import { viewerForSession } from '../../core/account/sessions.ts';
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

const secureFlag = (config: Config) => (config.siteUrl.startsWith('https://') ? '; Secure' : '');

export function setSessionCookie(reply: FastifyReply, config: Config, token: string, expiresAt: Date) {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  reply.header('set-cookie', `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secureFlag(config)}`);
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.header('set-cookie', `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secureFlag(config)}`);
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
 * other sites from using a visitor's session (cross-site request forgery).
 */
export function registerSession(app: FastifyInstance, { db, config, ports }: { db: Db; config: Config; ports: Ports }) {
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
    req.viewer = token ? await viewerForSession(db, token) : undefined;
    req.ctx = makeCtx(db, req.viewer, { ...ports, siteUrl: config.siteUrl, manageUrl: config.manageUrl, contactRevealsPerDay: config.contactRevealsPerDay });
  });
}
