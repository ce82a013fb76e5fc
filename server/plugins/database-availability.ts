import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseUnavailableReason, type DatabaseAvailability } from '../../db/availability.ts';

declare module 'fastify' {
  interface FastifyInstance {
    dbAvailability: DatabaseAvailability;
  }
}

/** Seconds a client should wait before trying again (the embedded server is back in about one). */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'BuildMart is back in a moment: the service is restarting. Please try again in a few seconds.';

// Files that never touch the database keep being served while it is down.
const DB_FREE_PREFIXES = ['/assets/', '/catalogue/', '/uploads/', '/favicon', '/logo.svg'];

/**
 * Self-contained (no script, no external file: it must render when nothing else works), reloads
 * itself after a few seconds with a meta refresh.
 */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}"><meta name="robots" content="noindex">
<title>Back in a moment | BuildMart</title>
<style>body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:30rem;padding:2rem;text-align:center}h1{font-size:1.6rem;margin:0 0 .75rem}p{color:#475569;line-height:1.5;margin:0 0 1rem}
a{display:inline-block;margin-top:.5rem;padding:.7rem 1.3rem;border-radius:.5rem;background:#f59e0b;color:#0f172a;font-weight:600;text-decoration:none}</style>
</head><body><main><h1>We&#39;ll be back in a moment</h1>
<p>BuildMart is restarting one of its services. Nothing you saved is lost; this page tries again by itself in a few seconds.</p>
<a href="">Try again now</a></main></body></html>
`;

function wantsPage(req: FastifyRequest): boolean {
  const api = req.url === '/api' || req.url.startsWith('/api/');
  return !api && (req.headers.accept ?? '').includes('text/html');
}

/** 503 "back in a moment": the page for a browser, `{ success:false, message }` for the API. */
export function sendDatabaseUnavailable(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).header('cache-control', 'no-store');
  if (wantsPage(req)) return reply.type('text/html; charset=utf-8').send(PAGE);
  return reply.send({ success: false, message: UNAVAILABLE_MESSAGE });
}

/**
 * For the error handler: a failure because the database cannot be reached (pool refused, connection
 * terminated, server starting up) is a 503, never a 500. Returns the reply when it handled `err`.
 */
export function replyIfDatabaseUnavailable(err: unknown, req: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const reason = databaseUnavailableReason(err);
  if (!reason) return undefined;
  req.server.dbAvailability?.markDown(reason);
  return sendDatabaseUnavailable(req, reply);
}

/**
 * Registered before the session lookup: while the database is known to be down every request that
 * needs it gets the 503 at once, signed in or not.
 */
export function registerDatabaseAvailability(app: FastifyInstance, availability: DatabaseAvailability) {
  app.decorate('dbAvailability', availability);
  app.addHook('onRequest', async (req, reply) => {
    if (!availability.isDown || DB_FREE_PREFIXES.some((p) => req.url.startsWith(p))) return;
    return sendDatabaseUnavailable(req, reply);
  });
  app.addHook('onClose', async () => availability.close());
}
