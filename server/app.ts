import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Ctx, Viewer } from '../core/context.ts';
import type { Db } from '../db/client.ts';
import { DatabaseAvailability } from '../db/availability.ts';
import { pgJobQueue } from '../core/jobs/queue.ts';
import { queuedMailer, queuedSms } from '../core/ports/jobs.ts';
import { outboxMailer, smtpMailer, type Mailer } from '../core/ports/mailer.ts';
import { msg91Sms, outboxSms, type SmsSender } from '../core/ports/sms.ts';
import { localDiskStorage, uploadsDir, type Storage } from '../core/ports/storage.ts';
import { accountRoutes } from './api/account/index.ts';
import { adminApi } from './api/admin/index.ts';
import { clientRoutes } from './api/client/index.ts';
import { requirementApi } from './api/requirements/index.ts';
import { savedSearchApi } from './api/saved-searches/index.ts';
import { contractorApi } from './api/contractor/index.ts';
import { vendorApi } from './api/vendor/index.ts';
import { workforceApi } from './api/workforce/index.ts';
import { publicV3Routes } from './api/public-v3/index.ts';
import { abuseLimits } from './api/abuse-limits.ts';
import { trustProxyOption, type Config } from './config.ts';
import { buildOpenApi } from './openapi.ts';
import { seoRoutes } from './seo/index.ts';
import { hasBuild, registerSsr } from './ssr.ts';
import { registerDatabaseAvailability } from './plugins/database-availability.ts';
import { frameworkErrors, registerErrorHandler } from './plugins/error-handler.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
import { registerMessageLanguage } from './plugins/message-language.ts';
import { safeError, safeRequest } from './plugins/safe-error.ts';
import { registerUploads } from './plugins/uploads.ts';
import { Limiter } from './plugins/limiter.ts';
import { registerSession } from './plugins/session.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerPrivateCaching } from './plugins/private-caching.ts';
import { registerPageCache } from './plugins/page-cache.ts';
import { superviseJobRunner } from './jobs/runner.ts';

declare module 'fastify' {
  interface FastifyRequest {
    viewer?: Viewer;
    ctx: Ctx;
  }
}

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type AppDeps = {
  config: Config;
  db: Db;
  logger?: boolean | object;
  /** Serve the built React Router site (default: when a build exists). */
  ssr?: boolean;
  /**
   * Deliver mail with this, in the request (tests record or capture mail this way and read it at once).
   * Default: every mail becomes a job on the queue, delivered by the runner with SMTP_URL or the
   * outbox folder under DATA_DIR (docs/decisions/034-job-queue.md).
   */
  mailer?: Mailer;
  /**
   * Send text messages with this, in the request (tests record them: core/ports/sms.ts recordingSms).
   * Default: every message becomes a `send_sms` job, delivered by the runner with MSG91 (SMS_PROVIDER)
   * or the outbox folder DATA_DIR/sms-outbox (docs/decisions/057).
   */
  sms?: SmsSender;
  /** Run this process's job runner (mail, housekeeping) from `ready` to `close` (default true; a test of a restart turns it off). */
  runJobs?: boolean;
  /** Listings per child sitemap (default and maximum 50,000; tests use a few). */
  sitemapChunkSize?: number;
  /** The clock of every request's context (tests move it to check expiries without sleeping). */
  now?: () => Date;
  /** Up/down state of the database (main.ts links it to the embedded server's supervisor); default: probes `db`'s server. */
  availability?: DatabaseAvailability;
  /** Called on the bare instance before any hook or route (tests check every answer against its contract: tests/fixtures/response-check.ts). */
  instrument?: (app: FastifyInstance) => void;
};

/** Every logged error goes through the safe summary (no SQL parameters, bodies or hashes), and every request line hides link secrets, whatever logger options the caller gave. */
function withSafeErrors(logger: boolean | object): boolean | object {
  if (logger === false) return false;
  const o = (logger === true ? {} : logger) as { serializers?: Record<string, unknown> };
  return { ...o, serializers: { ...o.serializers, err: safeError, error: safeError, req: safeRequest } };
}

/**
 * Uploaded files: an S3-compatible bucket when STORAGE_URL names one (so every process and machine
 * shares them), else the local disk under DATA_DIR/uploads (docs/decisions/035). The AWS SDK is
 * loaded only then: it adds about 0.3 s to a start that does not need it.
 */
async function storageFor(config: Config, app: FastifyInstance): Promise<Storage> {
  if (!config.s3) return localDiskStorage({ root: uploadsDir(config.dataDir) });
  const { s3Storage } = await import('../core/ports/s3-storage.ts');
  const storage = s3Storage(config.s3, { onError: (what, err) => app.log.warn({ err }, `file storage (STORAGE_URL) failed: ${what}`) });
  app.addHook('onClose', async () => storage.close());
  return storage;
}

/** Builds the whole HTTP app (API, static files, later the SSR handler) without listening. */
export async function buildApp({
  config,
  db,
  logger,
  ssr = true,
  mailer,
  sms,
  runJobs = true,
  sitemapChunkSize,
  now,
  availability,
  instrument,
}: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeErrors(logger ?? (config.logLevel === 'silent' ? false : { level: config.logLevel })),
    bodyLimit: 64 * 1024,
    // The client address every limit keys on: the socket's unless TRUST_PROXY names the proxies in front.
    trustProxy: trustProxyOption(config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  });
  instrument?.(app);

  app.decorateRequest('viewer', undefined);
  app.decorateRequest('ctx', null as unknown as Ctx);
  // The real transport, used by the runner's send_mail task; requests only add jobs (unless a test gave its own mailer).
  const transport = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(path.join(config.dataDir, 'outbox'), config.mailFrom, (line) => app.log.info(line));
  const queue = pgJobQueue(db, { maxAttempts: config.jobs.maxAttempts });
  const mail = mailer ?? queuedMailer(queue);
  const smsTransport: SmsSender = config.msg91 ? msg91Sms(config.msg91) : outboxSms(path.join(config.dataDir, 'sms-outbox'), (line) => app.log.info(line));
  const texts = sms ?? queuedSms(queue);
  if (runJobs) {
    let runner: ReturnType<typeof superviseJobRunner> | undefined;
    // In the background: the app serves even while the database (and so the queue) is away.
    app.addHook('onReady', async () => {
      runner = superviseJobRunner({ db, transport, smsTransport, concurrency: config.jobs.concurrency, now, secret: config.sessionSecret, siteUrl: config.siteUrl, log: app.log });
    });
    app.addHook('onClose', async () => {
      await runner?.stop();
    });
  }
  const storage = await storageFor(config, app);
  // First the headers, so that every early answer (503 while the database is down, cross-site refusals) carries them.
  await registerSecurityHeaders(app, config);
  registerPrivateCaching(app);
  // Before the session lookup: while the database is down, pages and API answer 503 "back in a moment".
  registerDatabaseAvailability(app, availability ?? new DatabaseAvailability({ connectionString: db.$client.options.connectionString!, log: (line) => app.log.warn(line) }));
  // Anonymous public pages from memory: after the headers and the 503 check, before the session lookup (docs/decisions/032).
  await registerPageCache(app, { config, connectionString: db.$client.options.connectionString! });
  registerSession(app, { db, config, ports: { mailer: mail, sms: texts, storage, now } });

  registerErrorHandler(app);
  registerMessageLanguage(app);
  registerInputHygiene(app);
  // gzip/brotli for pages, JSON, JS, CSS and SVG (images and fonts are compressed already); before the static plugins.
  // Brotli 4 for what is compressed per response (signed-in pages, JSON); cached pages are compressed once, harder (decision 032).
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    globalDecompression: false,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  await app.register(fastifySwagger, { mode: 'static', specification: { document: buildOpenApi(config.siteUrl) as never } });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.get('/api/health', async () => {
    await db.execute('SELECT 1' as never);
    return { success: true, status: 'ok' };
  });

  // List searches may use at most half the pool at once (the pool has 20 connections in production).
  const searchLimiter = new Limiter(Math.max(2, Math.floor(db.$client.options.max / 2)), 500);
  await app.register(async (api) =>
    publicV3Routes(api, { contactRateLimit: config.contactRateLimit, searchLimiter, captchaSecret: config.sessionSecret, visitLimits: abuseLimits(config).visit }),
  );
  await app.register(async (api) => accountRoutes(api, { config }));
  await app.register(async (api) => clientRoutes(api, { config }));
  await app.register(async (api) => requirementApi(api, { config }));
  await app.register(async (api) => savedSearchApi(api, { config }));
  // Provider and admin workspaces (docs/product.md#provider-workspaces, docs/product.md#admin-desk).
  await app.register(async (api) => vendorApi(api, { config }));
  await app.register(async (api) => contractorApi(api, { config }));
  await app.register(async (api) => workforceApi(api, { config }));
  await app.register(async (api) => adminApi(api, { config }));

  // /robots.txt and the sitemaps: plain Fastify routes, before the pages' catch-all.
  await app.register(async (scope) => seoRoutes(scope, { siteUrl: config.siteUrl, chunkSize: sitemapChunkSize }));

  if (ssr && hasBuild()) {
    // The built site: pages rendered by React Router, build/client files (public/ is copied there).
    await registerSsr(app, config);
  } else {
    // API only (tests, or before the first build): the files shipped in public/.
    await app.register(fastifyStatic, { root: path.join(ROOT, 'public'), prefix: '/', wildcard: false, maxAge: '7d' });
  }

  registerUploads(app, storage);

  return app;
}
