import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { DatabaseOptions } from '../db/open.ts';
import type { S3Settings } from '../core/ports/s3-storage.ts';
import type { Msg91Settings } from '../core/ports/sms.ts';

/**
 * The whole configuration, parsed once at boot. Every value has a default so that
 * `npm start` works with no configuration at all. Only `publicConfig()` may reach a browser.
 */
const emptyAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A count per window: a whole number from 1 (0 would lock everyone out; raise it to loosen). */
const limit = (fallback: number) => z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1_000_000).default(fallback));

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyAsUnset, z.enum(['development', 'production', 'test']).default('production')),
  HOST: z.preprocess(emptyAsUnset, z.string().default('0.0.0.0')),
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
  DATABASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  EMBEDDED_PG_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1024).max(65535).default(54329)),
  SITE_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  MANAGE_URL: z.preprocess(emptyAsUnset, z.url().optional()),
  SUPPORT_EMAIL: z.preprocess(emptyAsUnset, z.email().default('support@buildmart.in')),
  SUPPORT_PHONE: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^\+?[0-9 -]{10,16}$/, 'must be a phone number such as +91 98765 43210')
      .default('+91 98765 43210'),
  ),
  SESSION_SECRET: z.preprocess(emptyAsUnset, z.string().min(32, 'must be at least 32 characters').optional()),
  SMTP_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().default('BuildMart <no-reply@buildmart.in>')),
  // Read by parseStorageUrl below, which names what is wrong with a bad value.
  STORAGE_URL: z.preprocess(emptyAsUnset, z.string().optional()),
  // Unset: load the demo marketplace into an empty embedded database only, never into a DATABASE_URL server.
  SEED_ON_EMPTY: z.preprocess(emptyAsUnset, z.enum(['true', 'false']).optional()),
  CONTACT_RATE_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100000).default(5)),
  REGISTER_RATE_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100000).default(20)),
  LOGIN_PAIR_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1000).default(5)),
  LOGIN_ACCOUNT_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100000).default(20)),
  LOGIN_ADDRESS_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1000000).default(100)),
  SESSION_IDLE_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().positive().max(365).default(14)),
  SESSION_MAX_DAYS: z.preprocess(emptyAsUnset, z.coerce.number().positive().max(3650).default(60)),
  // Abuse limits (docs/decisions/021): per account and per client address, PostgreSQL counters.
  ENQUIRY_LIMIT_PER_HOUR: limit(10),
  ENQUIRY_LIMIT_PER_DAY: limit(30),
  ENQUIRY_LIMIT_PER_LISTING_PER_DAY: limit(3),
  ENQUIRY_LIMIT_PER_ADDRESS_PER_HOUR: limit(60),
  REPLY_LIMIT_PER_HOUR: limit(60),
  REPLY_LIMIT_PER_ADDRESS_PER_HOUR: limit(300),
  REQUIREMENT_LIMIT_PER_DAY: limit(5),
  REQUIREMENT_LIMIT_PER_ADDRESS_PER_HOUR: limit(20),
  QUOTE_LIMIT_PER_HOUR: limit(60),
  REVIEW_LIMIT_PER_HOUR: limit(10),
  REVIEW_LIMIT_PER_ADDRESS_PER_HOUR: limit(60),
  SAVE_LIMIT_PER_HOUR: limit(120),
  SAVED_SEARCH_LIMIT_PER_HOUR: limit(20),
  SAVE_LIMIT_PER_ADDRESS_PER_HOUR: limit(600),
  VISIT_RATE_LIMIT: limit(120),
  IMPORT_LIMIT_PER_DAY: limit(20),
  // Accounts (docs/decisions/057): "Forgot password?" mails and SMS codes.
  PASSWORD_RESET_LIMIT_PER_EMAIL_PER_HOUR: limit(3),
  PASSWORD_RESET_LIMIT_PER_ADDRESS_PER_HOUR: limit(20),
  PHONE_OTP_LIMIT_PER_PHONE_PER_HOUR: limit(5),
  PHONE_OTP_LIMIT_PER_ADDRESS_PER_HOUR: limit(20),
  // Text messages: unset = the outbox folder and the log; msg91 = MSG91's flow API with the DLT-registered sender and template.
  SMS_PROVIDER: z.preprocess(emptyAsUnset, z.enum(['msg91'], 'must be msg91, or unset to write messages to the outbox folder').optional()),
  MSG91_AUTH_KEY: z.preprocess(emptyAsUnset, z.string().min(8, 'must be the auth key from the MSG91 panel').optional()),
  MSG91_SENDER: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Z]{6}$/, 'must be the 6-letter sender header registered on DLT (e.g. BLDMRT)')
      .optional(),
  ),
  MSG91_OTP_TEMPLATE_ID: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{6,64}$/, 'must be the OTP template (flow) id from MSG91')
      .optional(),
  ),
  MSG91_URL: z.preprocess(emptyAsUnset, z.url().default('https://control.msg91.com/api/v5/flow')),
  CONTACT_REVEALS_PER_DAY: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100000).default(50)),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(
        /^(false|[1-9]\d?|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*|loopback|linklocal|uniquelocal)$/,
        "must be false, a hop count (1, 2…) or the proxies' addresses/CIDRs separated by commas (trusting every sender would let anyone forge X-Forwarded-For)",
      )
      .default('false'),
  ),
  // The job queue (docs/decisions/034-job-queue.md): jobs at once per process, attempts before a job stays failed.
  JOB_CONCURRENCY: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(50).default(2)),
  JOB_MAX_ATTEMPTS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(25).default(10)),
  LOG_LEVEL: z.preprocess(emptyAsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  // The finished-page cache (docs/decisions/032-page-cache.md).
  PAGE_CACHE: z.preprocess(emptyAsUnset, z.enum(['on', 'off'], 'must be on or off').default('on')),
  PAGE_CACHE_MB: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(4096).default(64)),
  // App processes on the one port (docs/decisions/033); unset = one per CPU.
  WEB_CONCURRENCY: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(256).optional()),
  // Database connections per app process; unset = sized from WEB_CONCURRENCY (dbPoolSizeFor).
  DB_POOL_SIZE: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(1000).optional()),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  embeddedPgPort: number;
  /** Absolute origin of this site (canonical URLs, sitemap, mail); SITE_URL or http://localhost:PORT. */
  siteUrl: string;
  /**
   * A separate management site (MANAGE_URL), or undefined: then the management screens are this
   * site's and its links stay relative, so whatever host the visitor used is kept (docs/decisions/024).
   */
  manageUrl?: string;
  supportEmail: string;
  supportPhone: string;
  sessionSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  /** Text messages (docs/decisions/057): undefined = the outbox folder under DATA_DIR and the log; MSG91 with these settings. */
  msg91?: Msg91Settings;
  /** Uploaded files: undefined = local disk under DATA_DIR/uploads; an S3-compatible bucket from STORAGE_URL (docs/decisions/035). */
  s3?: S3Settings;
  /** Load the demo marketplace into an empty database at start (default: only with the embedded server). */
  seedOnEmpty: boolean;
  /** Contact messages accepted per IP per minute. */
  contactRateLimit: number;
  /** Accounts created per IP in 10 minutes (each of the two register calls counts its own). */
  registerRateLimit: number;
  /**
   * Login throttling (docs/decisions/019): failures allowed per account and address in 15 minutes,
   * per account from anywhere in an hour (then the lock and the unlock mail), per address in 15 minutes.
   */
  loginLimits: { pairMax: number; accountMax: number; addressMax: number };
  /** Session lifetime: idle timeout (sliding) and absolute maximum, in milliseconds. */
  session: { idleMs: number; maxMs: number };
  /** Abuse limits on client writes, per account and per address (docs/decisions/021). */
  limits: AbuseLimits;
  /** Different providers/workers whose phone and email one verified account may see per India-time day. */
  contactRevealsPerDay: number;
  /** The job queue: jobs run at once by each process's runner, and attempts per job (exponential backoff between them). */
  jobs: { concurrency: number; maxAttempts: number };
  logLevel: string;
  /**
   * Which proxies may name the client in X-Forwarded-For: false = the socket's address
   * (default); a hop count (only when the app cannot be reached except through that many
   * proxies); or the proxies' addresses/CIDRs. `trustProxyFn` turns it into Fastify's option.
   */
  trustProxy: false | number | string;
  /** Anonymous public pages served from memory, finished and compressed (docs/decisions/032); at most `maxMb` megabytes per process. */
  pageCache: { enabled: boolean; maxMb: number };
  /** App processes serving the one port: 1 = a single process, no cluster (docs/decisions/033). */
  webConcurrency: number;
  /** Connections in each app process's database pool. */
  dbPoolSize: number;
};

/**
 * The database connections the app processes may hold together by default. PostgreSQL allows 100
 * connections unless configured otherwise; the rest is left for each process's job queue, the
 * availability probes, migrations, `admin:create`, an operator's psql and the superuser reserve.
 */
export const DB_POOL_BUDGET = 60;
/** Today's pool of a single process, and the most one process gets by default. */
const MAX_DEFAULT_POOL = 20;

/** Per-process pool when DB_POOL_SIZE is unset: the budget shared by the processes, 2 to 20 each. */
export function dbPoolSizeFor(processes: number): number {
  return Math.max(2, Math.min(MAX_DEFAULT_POOL, Math.floor(DB_POOL_BUDGET / processes)));
}

const DAY_MS = 24 * 3600 * 1000;
export type AbuseLimits = {
  /** Enquiries one account may send: per hour, per day, and about one listing (or provider) per day. */
  enquiryPerHour: number;
  enquiryPerDay: number;
  enquiryPerListingPerDay: number;
  /** Enquiries from one client address per hour, whatever the account. */
  enquiryPerAddressPerHour: number;
  /** Enquiry replies (client and provider side together) per account, and per address, per hour. */
  replyPerHour: number;
  replyPerAddressPerHour: number;
  /** Requirements one client account may post a day, and one address an hour (docs/decisions/056). */
  requirementPerDay: number;
  requirementPerAddressPerHour: number;
  /** Quotes sent or changed per provider account per hour. */
  quotePerHour: number;
  /** Reviews written or edited per account, and per address, per hour. */
  reviewPerHour: number;
  reviewPerAddressPerHour: number;
  /** Wishlist saves and removals per account, and per address, per hour. */
  savePerHour: number;
  /** Saved searches one account may save (add) in an hour (docs/decisions/059). */
  savedSearchPerHour: number;
  savePerAddressPerHour: number;
  /** Page-visit records (POST /api/visitor/track) per address per minute. */
  visitPerAddressPerMinute: number;
  /** Bulk imports of machines (up to 1,000 each) one vendor account may send a day (docs/decisions/060). */
  importPerDay: number;
  /** "Forgot password?" requests per email, and per address, per hour (docs/decisions/057). */
  passwordResetPerEmailPerHour: number;
  passwordResetPerAddressPerHour: number;
  /** SMS codes sent per phone number, and per address, per hour (besides one a minute per number). */
  phoneOtpPerPhonePerHour: number;
  phoneOtpPerAddressPerHour: number;
};

export class ConfigError extends Error {}

/** Reads a secret from DATA_DIR, creating it on first use. Never a constant in code. */
export function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, `${name}.secret`);
  if (existsSync(file)) {
    const value = readFileSync(file, 'utf8').trim();
    if (value.length >= 32) return value;
  }
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

/** Where the database is, for db/open.ts: DATABASE_URL, or the embedded server with its password kept in DATA_DIR/db.secret. */
export function databaseOptions(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'embeddedPgPort'>): DatabaseOptions {
  return { databaseUrl: config.databaseUrl, dataDir: config.dataDir, embeddedPort: config.embeddedPgPort, embeddedPassword: () => persistedSecret(config.dataDir, 'db') };
}

function parseTrustProxy(v: string): false | number | string {
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.replace(/\s+/g, '');
}

/**
 * A URL's password is never printed back (a bad DATABASE_URL, SMTP_URL or STORAGE_URL ends up in a start
 * log): everything between the user name's ':' and the last '@' is hidden, even a secret with '/' or '@' in it.
 */
const withoutPassword = (value: string) =>
  value.replace(/^([a-z][a-z0-9+.-]*:\/\/)(.*)@/i, (_m, scheme: string, userinfo: string) =>
    userinfo.includes(':') ? `${scheme}${userinfo.split(':')[0]}:***@` : `${scheme}${userinfo}@`,
  );

const S3_BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const S3_OPTIONS = new Set(['region', 'tls']);

/**
 * STORAGE_URL `s3://key:secret@host[:port]/bucket[?region=…&tls=true|false]` → the bucket's settings
 * (docs/decisions/035). The key and secret may be percent-encoded. Without a port, or with 443, the
 * server is reached over https; any other port over plain http (MinIO, a test server) unless `tls=true`.
 * The region defaults to us-east-1, which S3-compatible servers accept; AWS wants the bucket's own.
 * Throws a sentence saying what to fix.
 */
export function parseStorageUrl(value: string): S3Settings {
  let u: URL;
  try {
    u = new URL(value);
  } catch {
    throw new Error('must look like s3://key:secret@host:port/bucket');
  }
  if (u.protocol !== 's3:') throw new Error('must start with s3:// (leave it unset to keep files on the local disk)');
  if (!u.hostname) throw new Error('must name the server: s3://key:secret@host:port/bucket');
  const decode = (v: string) => {
    try {
      return decodeURIComponent(v);
    } catch {
      throw new Error('has a badly percent-encoded key or secret');
    }
  };
  const accessKeyId = decode(u.username);
  const secretAccessKey = decode(u.password);
  if (!accessKeyId || !secretAccessKey) throw new Error('must carry the access key and secret: s3://key:secret@host:port/bucket');
  const bucket = u.pathname.replace(/^\/+|\/+$/g, '');
  if (!bucket) throw new Error('must name the bucket: s3://key:secret@host:port/bucket');
  if (bucket.includes('/')) throw new Error(`must name one bucket, without a folder (got the path "/${bucket}")`);
  if (!S3_BUCKET.test(bucket)) throw new Error(`names the bucket "${bucket}": a bucket name is 3–63 lower-case letters, digits, dots and hyphens`);
  for (const k of u.searchParams.keys()) if (!S3_OPTIONS.has(k)) throw new Error(`has an unknown option "${k}" (known: region, tls)`);
  const tls = u.searchParams.get('tls');
  if (tls !== null && tls !== 'true' && tls !== 'false') throw new Error('option tls must be true or false');
  const region = u.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new Error(`option region must be a region name such as ap-south-1 (got "${region}")`);
  const https = tls === null ? u.port === '' || u.port === '443' : tls === 'true';
  const host = u.hostname.includes(':') && !u.hostname.startsWith('[') ? `[${u.hostname}]` : u.hostname;
  const port = u.port || (https ? '443' : '80');
  return { endpoint: `${https ? 'https' : 'http'}://${host}:${port}`, region, bucket, accessKeyId, secretAccessKey };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  const invalid = (name: string, message: string) => new ConfigError(`Invalid configuration: ${name} ${message} (got ${JSON.stringify(withoutPassword(String(env[name] ?? '')))})`);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw invalid(name, issue.message);
  }
  const e = parsed.data;
  let s3: S3Settings | undefined;
  try {
    s3 = e.STORAGE_URL ? parseStorageUrl(e.STORAGE_URL) : undefined;
  } catch (err) {
    throw invalid('STORAGE_URL', (err as Error).message);
  }
  let msg91: Msg91Settings | undefined;
  if (e.SMS_PROVIDER === 'msg91') {
    for (const name of ['MSG91_AUTH_KEY', 'MSG91_SENDER', 'MSG91_OTP_TEMPLATE_ID'] as const)
      if (!e[name]) throw new ConfigError(`Invalid configuration: ${name} is required when SMS_PROVIDER is msg91`);
    msg91 = { url: e.MSG91_URL, authKey: e.MSG91_AUTH_KEY!, sender: e.MSG91_SENDER!, otpTemplateId: e.MSG91_OTP_TEMPLATE_ID! };
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const webConcurrency = e.WEB_CONCURRENCY ?? os.availableParallelism();
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    siteUrl,
    manageUrl: e.MANAGE_URL?.replace(/\/+$/, ''),
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir, 'session'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    msg91,
    s3,
    seedOnEmpty: e.SEED_ON_EMPTY ? e.SEED_ON_EMPTY === 'true' : !e.DATABASE_URL,
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    loginLimits: { pairMax: e.LOGIN_PAIR_LIMIT, accountMax: e.LOGIN_ACCOUNT_LIMIT, addressMax: e.LOGIN_ADDRESS_LIMIT },
    session: { idleMs: e.SESSION_IDLE_DAYS * DAY_MS, maxMs: e.SESSION_MAX_DAYS * DAY_MS },
    limits: {
      enquiryPerHour: e.ENQUIRY_LIMIT_PER_HOUR,
      enquiryPerDay: e.ENQUIRY_LIMIT_PER_DAY,
      enquiryPerListingPerDay: e.ENQUIRY_LIMIT_PER_LISTING_PER_DAY,
      enquiryPerAddressPerHour: e.ENQUIRY_LIMIT_PER_ADDRESS_PER_HOUR,
      replyPerHour: e.REPLY_LIMIT_PER_HOUR,
      replyPerAddressPerHour: e.REPLY_LIMIT_PER_ADDRESS_PER_HOUR,
      requirementPerDay: e.REQUIREMENT_LIMIT_PER_DAY,
      requirementPerAddressPerHour: e.REQUIREMENT_LIMIT_PER_ADDRESS_PER_HOUR,
      quotePerHour: e.QUOTE_LIMIT_PER_HOUR,
      reviewPerHour: e.REVIEW_LIMIT_PER_HOUR,
      reviewPerAddressPerHour: e.REVIEW_LIMIT_PER_ADDRESS_PER_HOUR,
      savePerHour: e.SAVE_LIMIT_PER_HOUR,
      savedSearchPerHour: e.SAVED_SEARCH_LIMIT_PER_HOUR,
      savePerAddressPerHour: e.SAVE_LIMIT_PER_ADDRESS_PER_HOUR,
      visitPerAddressPerMinute: e.VISIT_RATE_LIMIT,
      importPerDay: e.IMPORT_LIMIT_PER_DAY,
      passwordResetPerEmailPerHour: e.PASSWORD_RESET_LIMIT_PER_EMAIL_PER_HOUR,
      passwordResetPerAddressPerHour: e.PASSWORD_RESET_LIMIT_PER_ADDRESS_PER_HOUR,
      phoneOtpPerPhonePerHour: e.PHONE_OTP_LIMIT_PER_PHONE_PER_HOUR,
      phoneOtpPerAddressPerHour: e.PHONE_OTP_LIMIT_PER_ADDRESS_PER_HOUR,
    },
    contactRevealsPerDay: e.CONTACT_REVEALS_PER_DAY,
    jobs: { concurrency: e.JOB_CONCURRENCY, maxAttempts: e.JOB_MAX_ATTEMPTS },
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    pageCache: { enabled: e.PAGE_CACHE === 'on', maxMb: e.PAGE_CACHE_MB },
    webConcurrency,
    dbPoolSize: e.DB_POOL_SIZE ?? dbPoolSizeFor(webConcurrency),
  };
}

/** The only configuration values a browser may see. An empty manageUrl means "this site" (relative links). */
export function publicConfig(c: Config) {
  return { siteUrl: c.siteUrl, manageUrl: c.manageUrl ?? '', supportEmail: c.supportEmail, supportPhone: c.supportPhone };
}

/**
 * Fastify's `trustProxy` for the configured value. Fastify itself refuses hop counts (it cannot
 * check the nearest peer), so a count becomes "trust the nearest N hops", as Express reads it.
 */
export function trustProxyOption(v: Config['trustProxy']): false | string | ((addr: string, hop: number) => boolean) {
  if (typeof v === 'number') return (_addr, hop) => hop < v;
  return v;
}
