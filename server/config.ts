import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The whole configuration, parsed once at boot. Every value has a default so that
 * `npm start` works with no configuration at all. Only `publicConfig()` may reach a browser.
 */
const emptyAsUnset = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

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
  SMTP_URL: z.preprocess(emptyAsUnset, z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: z.preprocess(emptyAsUnset, z.string().default('BuildMart <no-reply@buildmart.in>')),
  SEED_ON_EMPTY: z.preprocess(emptyAsUnset, z.enum(['true', 'false']).default('true')),
  CONTACT_RATE_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100000).default(5)),
  REGISTER_RATE_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).max(100000).default(20)),
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
  LOG_LEVEL: z.preprocess(emptyAsUnset, z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  embeddedPgPort: number;
  siteUrl: string;
  manageUrl: string;
  supportEmail: string;
  supportPhone: string;
  sessionSecret: string;
  smtpUrl?: string;
  mailFrom: string;
  seedOnEmpty: boolean;
  /** Contact messages accepted per IP per minute. */
  contactRateLimit: number;
  /** Accounts (client or provider) created per IP in 10 minutes. */
  registerRateLimit: number;
  /** Different providers/workers whose phone and email one verified account may see per India-time day. */
  contactRevealsPerDay: number;
  logLevel: string;
  /**
   * Which proxies may name the client in X-Forwarded-For: false = the socket's address
   * (default); a hop count (only when the app cannot be reached except through that many
   * proxies); or the proxies' addresses/CIDRs. `trustProxyFn` turns it into Fastify's option.
   */
  trustProxy: false | number | string;
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

function parseTrustProxy(v: string): false | number | string {
  if (v === 'false') return false;
  if (/^\d+$/.test(v)) return Number(v);
  return v.replace(/\s+/g, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name] ?? '')})`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const siteUrl = (e.SITE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    siteUrl,
    manageUrl: (e.MANAGE_URL ?? siteUrl).replace(/\/+$/, ''),
    supportEmail: e.SUPPORT_EMAIL,
    supportPhone: e.SUPPORT_PHONE,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir, 'session'),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    seedOnEmpty: e.SEED_ON_EMPTY === 'true',
    contactRateLimit: e.CONTACT_RATE_LIMIT,
    registerRateLimit: e.REGISTER_RATE_LIMIT,
    contactRevealsPerDay: e.CONTACT_REVEALS_PER_DAY,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

/** The only configuration values a browser may see. */
export function publicConfig(c: Config) {
  return { siteUrl: c.siteUrl, manageUrl: c.manageUrl, supportEmail: c.supportEmail, supportPhone: c.supportPhone };
}

/**
 * Fastify's `trustProxy` for the configured value. Fastify itself refuses hop counts (it cannot
 * check the nearest peer), so a count becomes "trust the nearest N hops", as Express reads it.
 */
export function trustProxyOption(v: Config['trustProxy']): false | string | ((addr: string, hop: number) => boolean) {
  if (typeof v === 'number') return (_addr, hop) => hop < v;
  return v;
}
