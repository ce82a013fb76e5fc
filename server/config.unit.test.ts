import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DB_POOL_BUDGET, loadConfig, publicConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'bm-config-'));

describe('configuration', () => {
  it('works with no configuration at all', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.siteUrl).toBe('http://localhost:3000');
    // No MANAGE_URL: the management screens are this site's, linked relatively (docs/decisions/024).
    expect(c.manageUrl).toBeUndefined();
    expect(publicConfig(c).manageUrl).toBe('');
    expect(loadConfig({ DATA_DIR: dir, MANAGE_URL: '' }).manageUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.supportEmail).toMatch(/@/);
    expect(c.contactRevealsPerDay).toBe(50);
  });

  it('generates the session secret once into DATA_DIR and reuses it', () => {
    const dir = tmp();
    const a = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'session.secret'), 'utf8').trim()).toBe(a);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(a);
    expect(loadConfig({ DATA_DIR: tmp() }).sessionSecret).not.toBe(a);
  });

  it('treats empty values as unset (DATABASE_URL= means embedded)', () => {
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('loads the demo marketplace into an empty embedded database only, unless SEED_ON_EMPTY says otherwise', () => {
    const url = 'postgres://app@db.example.in:5432/buildmart';
    expect(loadConfig({ DATA_DIR: tmp() }).seedOnEmpty).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url }).seedOnEmpty).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_URL: url, SEED_ON_EMPTY: 'true' }).seedOnEmpty).toBe(true);
    expect(loadConfig({ DATA_DIR: tmp(), SEED_ON_EMPTY: 'false' }).seedOnEmpty).toBe(false);
  });

  it('reads the daily cap of contact reveals', () => {
    expect(loadConfig({ DATA_DIR: tmp(), CONTACT_REVEALS_PER_DAY: '120' }).contactRevealsPerDay).toBe(120);
  });

  it('stops with a one-line message naming the bad variable', () => {
    const bad: Record<string, string>[] = [
      { PORT: 'abc' },
      { DATABASE_URL: 'mysql://x' },
      { SITE_URL: 'not a url' },
      { SUPPORT_EMAIL: 'nope' },
      { SESSION_SECRET: 'short' },
      { SMTP_URL: 'http://mail' },
      { TRUST_PROXY: 'true' },
      { TRUST_PROXY: 'anything goes' },
      { LOGIN_PAIR_LIMIT: '0' },
      { LOGIN_ADDRESS_LIMIT: 'many' },
      { SESSION_IDLE_DAYS: '-1' },
      { SESSION_MAX_DAYS: 'forever' },
      { ENQUIRY_LIMIT_PER_HOUR: '0' },
      { SAVE_LIMIT_PER_HOUR: 'lots' },
      { CONTACT_REVEALS_PER_DAY: '0' },
      { WEB_CONCURRENCY: '0' },
      { WEB_CONCURRENCY: 'auto' },
      { DB_POOL_SIZE: '0' },
    ];
    for (const env of bad) {
      const name = Object.keys(env)[0]!;
      try {
        loadConfig({ DATA_DIR: tmp(), ...env });
        expect.unreachable(`${name} should be refused`);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        expect((err as Error).message).toContain(name);
        expect((err as Error).message).not.toContain('\n');
      }
    }
  });

  it('writes text messages to the outbox unless SMS_PROVIDER=msg91, which needs its key, sender and template (docs/decisions/057)', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).msg91).toBeUndefined();
    const env = { DATA_DIR: dir, SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key-12345678', MSG91_SENDER: 'BLDMRT', MSG91_OTP_TEMPLATE_ID: 'tmpl_otp_1' };
    expect(loadConfig(env).msg91).toEqual({ url: 'https://control.msg91.com/api/v5/flow', authKey: 'key-12345678', sender: 'BLDMRT', otpTemplateId: 'tmpl_otp_1' });
    expect(() => loadConfig({ ...env, MSG91_OTP_TEMPLATE_ID: '' })).toThrow('Invalid configuration: MSG91_OTP_TEMPLATE_ID is required when SMS_PROVIDER is msg91');
    expect(() => loadConfig({ ...env, MSG91_SENDER: 'buildmart' })).toThrow(/MSG91_SENDER must be the 6-letter sender header registered on DLT/);
    expect(() => loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'twilio' })).toThrow(/SMS_PROVIDER must be msg91, or unset/);
  });

  it('keeps uploads on the local disk unless STORAGE_URL names an S3-compatible bucket (docs/decisions/035)', () => {
    const dir = tmp();
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dir, STORAGE_URL: '' }).s3).toBeUndefined();
    const s3 = (url: string) => loadConfig({ DATA_DIR: dir, STORAGE_URL: url }).s3;
    expect(s3('s3://AKIA123:s3cr%2Ft+x@127.0.0.1:4904/buildmart-uploads')).toEqual({
      endpoint: 'http://127.0.0.1:4904',
      region: 'us-east-1',
      bucket: 'buildmart-uploads',
      accessKeyId: 'AKIA123',
      secretAccessKey: 's3cr/t+x', // a secret with "/" is written percent-encoded
    });
    // No port, or 443: https; another port: http unless tls=true; the region when the provider needs it.
    expect(s3('s3://k:s@s3.ap-south-1.amazonaws.com/bm-files?region=ap-south-1')).toMatchObject({ endpoint: 'https://s3.ap-south-1.amazonaws.com:443', region: 'ap-south-1' });
    expect(s3('s3://k:s@minio.internal:9000/bm-files?tls=true')!.endpoint).toBe('https://minio.internal:9000');
    expect(s3('s3://k:s@storage.example.in:443/bm-files?tls=false')!.endpoint).toBe('http://storage.example.in:443');
    expect(s3('s3://k:s@storage.example.in:443/bm-files/')!.bucket).toBe('bm-files');
    expect(s3('s3://k:top@secret@minio.internal:9000/bm-files')!.secretAccessKey).toBe('top@secret'); // the last "@" ends the secret
  });

  it('stops on a bad STORAGE_URL with a sentence saying what to fix, never printing the secret', () => {
    const bad: [string, string][] = [
      ['not a url', 'must look like s3://key:secret@host:port/bucket'],
      ['https://k:s@host:9000/bucket', 'must start with s3://'],
      ['s3://host:9000/bucket', 'must carry the access key and secret'],
      ['s3://k@host:9000/bucket', 'must carry the access key and secret'],
      ['s3://k:topsecret@host:9000', 'must name the bucket'],
      ['s3://k:topsecret@host:9000/bucket/folder', 'must name one bucket, without a folder'],
      ['s3://k:topsecret@host:9000/My_Bucket', 'a bucket name is 3–63 lower-case letters'],
      ['s3://k:topsecret@host:9000/bucket?regoin=ap-south-1', 'unknown option "regoin"'],
      ['s3://k:topsecret@host:9000/bucket?tls=yes', 'option tls must be true or false'],
      ['s3://k:topsecret@host:9000/bucket?region=Mumbai India', 'option region must be a region name'],
      ['s3://k:top%ZZsecret@host:9000/bucket', 'badly percent-encoded'],
      ['s3://k:top/secret@host:9000/bucket', 'must look like s3://'], // a "/" in the secret not encoded
    ];
    for (const [value, says] of bad) {
      try {
        loadConfig({ DATA_DIR: tmp(), STORAGE_URL: value });
        expect.unreachable(`${value} should be refused`);
      } catch (err) {
        expect(err, value).toBeInstanceOf(ConfigError);
        const message = (err as Error).message;
        expect(message, value).toMatch(/^Invalid configuration: STORAGE_URL /);
        expect(message, value).toContain(says);
        expect(message, value).not.toMatch(/top.{0,3}secret/);
        expect(message, value).not.toContain('\n');
      }
    }
  });

  it('reads TRUST_PROXY as off by default, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('reads the login limits and session lifetimes, with defaults (docs/decisions/019)', () => {
    const day = 24 * 3600 * 1000;
    const d = loadConfig({ DATA_DIR: tmp() });
    expect(d.loginLimits).toEqual({ pairMax: 5, accountMax: 20, addressMax: 100 });
    expect(d.session).toEqual({ idleMs: 14 * day, maxMs: 60 * day });
    const c = loadConfig({ DATA_DIR: tmp(), LOGIN_PAIR_LIMIT: '3', LOGIN_ACCOUNT_LIMIT: '50', LOGIN_ADDRESS_LIMIT: '5000', SESSION_IDLE_DAYS: '0.5', SESSION_MAX_DAYS: '7' });
    expect(c.loginLimits).toEqual({ pairMax: 3, accountMax: 50, addressMax: 5000 });
    expect(c.session).toEqual({ idleMs: 0.5 * day, maxMs: 7 * day });
  });

  it('reads the abuse limits (docs/decisions/021): defaults, and each variable on its own', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).limits).toEqual({
      enquiryPerHour: 10,
      enquiryPerDay: 30,
      enquiryPerListingPerDay: 3,
      enquiryPerAddressPerHour: 60,
      replyPerHour: 60,
      replyPerAddressPerHour: 300,
      requirementPerDay: 5,
      requirementPerAddressPerHour: 20,
      quotePerHour: 60,
      reviewPerHour: 10,
      reviewPerAddressPerHour: 60,
      savePerHour: 120,
      savePerAddressPerHour: 600,
      visitPerAddressPerMinute: 120,
      importPerDay: 20,
      savedSearchPerHour: 20,
      passwordResetPerEmailPerHour: 3,
      passwordResetPerAddressPerHour: 20,
      phoneOtpPerPhonePerHour: 5,
      phoneOtpPerAddressPerHour: 20,
    });
    const c = loadConfig({ DATA_DIR: tmp(), ENQUIRY_LIMIT_PER_LISTING_PER_DAY: '5', REPLY_LIMIT_PER_ADDRESS_PER_HOUR: '1000', VISIT_RATE_LIMIT: '' });
    expect(c.limits).toMatchObject({ enquiryPerListingPerDay: 5, replyPerAddressPerHour: 1000, visitPerAddressPerMinute: 120, enquiryPerHour: 10 });
  });

  it('starts one app process per CPU unless WEB_CONCURRENCY says otherwise, and sizes the pool from it (docs/decisions/033)', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ DATA_DIR: tmp(), WEB_CONCURRENCY: '' }).webConcurrency).toBe(os.availableParallelism());
    const pool = (env: Record<string, string>) => loadConfig({ DATA_DIR: tmp(), ...env }).dbPoolSize;
    // One or two processes keep the single process's 20; more share the budget; never under 2.
    expect(pool({ WEB_CONCURRENCY: '1' })).toBe(20);
    expect(pool({ WEB_CONCURRENCY: '2' })).toBe(20);
    expect(pool({ WEB_CONCURRENCY: '4' })).toBe(15);
    expect(pool({ WEB_CONCURRENCY: '8' })).toBe(7);
    expect(pool({ WEB_CONCURRENCY: '64' })).toBe(2);
    for (const n of [3, 4, 6, 8, 12, 16, 30]) expect(n * pool({ WEB_CONCURRENCY: String(n) })).toBeLessThanOrEqual(DB_POOL_BUDGET);
    // DB_POOL_SIZE wins.
    expect(pool({ WEB_CONCURRENCY: '8', DB_POOL_SIZE: '12' })).toBe(12);
  });

  it('exposes only whitelisted values to the browser', () => {
    const c = loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: 's'.repeat(40), MANAGE_URL: 'https://manage.example.in/' });
    const pub = publicConfig(c);
    expect(Object.keys(pub).sort()).toEqual(['manageUrl', 'siteUrl', 'supportEmail', 'supportPhone']);
    expect(pub.manageUrl).toBe('https://manage.example.in');
    expect(JSON.stringify(pub)).not.toContain('s'.repeat(40));
  });
});
