import { existsSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { AppContext } from '../app/load-context.ts';
import { CATALOGUE_PHOTO_DIR } from '../lib/image-variants.ts';
import { publicConfig, type Config } from './config.ts';
import { withPageErrors } from './page-errors.ts';
import { sendDatabaseUnavailable } from './plugins/database-availability.ts';
import { storePage } from './plugins/page-cache.ts';
import { cspNonce } from './plugins/security-headers.ts';

export const BUILD_DIR = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', 'build');

const CATALOGUE_PHOTOS = path.join(CATALOGUE_PHOTO_DIR, path.sep);

export const hasBuild = () => existsSync(path.join(BUILD_DIR, 'server', 'index.js'));

/**
 * Fastify request → web Request (body left as the raw stream for actions). Its signal aborts when the client
 * goes away before the answer is sent: the response's 'close' (the request's own 'close' also fires as soon as
 * a POST body has been read, which aborted every page action half-way).
 */
function toWebRequest(req: FastifyRequest, res: FastifyReply['raw']): Request {
  const origin = `${req.protocol}://${req.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const x of v) headers.append(k, x);
    else headers.set(k, String(v));
  }
  const controller = new AbortController();
  res.once('close', () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  return new Request(new URL(req.url, origin), {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(req.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

/**
 * Serves the React Router app (server rendering) and its built files from the same process:
 * /assets/* immutable for a year, other client files for a day, every other path rendered.
 */
export async function registerSsr(app: FastifyInstance, config: Config) {
  // Loaders and actions throw AppError; the guard gives the page its status (server/page-errors.ts).
  // A failure is logged once, by the build's own handleError (app/entry.server.tsx) through
  // `context.log` below: a safe summary (server/plugins/safe-error.ts), never the whole error.
  const build = withPageErrors((await import(pathToFileURL(path.join(BUILD_DIR, 'server', 'index.js')).href)) as ServerBuild);
  const handle = createRequestHandler(build, config.nodeEnv === 'development' ? 'development' : 'production');
  const clientDir = path.join(BUILD_DIR, 'client');

  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '1y',
    // .br/.gz written at build time (scripts/vite-precompress.ts); on-the-fly compression covers the rest.
    preCompressed: true,
    decorateReply: false,
  });
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**'],
    maxAge: '1d',
    decorateReply: false,
    // Demo catalogue photos (scripts/build-catalogue-images.ts) change only with the drawings: a year.
    setHeaders: (reply, file) => {
      if (file.includes(CATALOGUE_PHOTOS)) reply.header('cache-control', 'public, max-age=31536000');
    },
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
    scope.route({
      method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      url: '/*',
      handler: async (req, reply) => {
        // Unknown API paths answer JSON, not a page.
        if (req.url === '/api' || req.url.startsWith('/api/')) return reply.callNotFound();
        // The nonce goes to app/entry.server.tsx (ServerRouter, React's stream) and into this response's CSP.
        const context: AppContext = { ctx: req.ctx, config: publicConfig(config), cspNonce: cspNonce(reply), log: req.log };
        const response = await handle(toWebRequest(req, reply.raw), context);
        // A loader's database error reaches us only as the error page: if the database is not answering, say so (503).
        if (response.status >= 500 && !(await req.server.dbAvailability.confirmReachable())) {
          await response.body?.cancel();
          return sendDatabaseUnavailable(req, reply);
        }
        const cookies = response.headers.getSetCookie();
        // An anonymous public page, finished: into the page cache (docs/decisions/032). Only a 200 without a cookie is
        // stored — a 404 or a redirect is rendered every time, so unknown addresses cannot crowd out real pages.
        const ticket = req.pageCacheTicket;
        if (ticket && response.status === 200 && !cookies.length && response.body) {
          return storePage(req, reply, ticket, response.headers, Buffer.from(await response.arrayBuffer()));
        }
        reply.status(response.status);
        for (const [k, v] of response.headers) if (k !== 'set-cookie') reply.header(k, v);
        if (cookies.length) reply.header('set-cookie', cookies);
        if (req.method === 'HEAD' || !response.body) return reply.send();
        return reply.send(Readable.fromWeb(response.body as never));
      },
    });
  });
}
