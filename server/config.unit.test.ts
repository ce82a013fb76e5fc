import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, publicConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'bm-config-'));

describe('configuration', () => {
  it('works with no configuration at all', () => {
    const dir = tmp();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.siteUrl).toBe('http://localhost:3000');
    expect(c.manageUrl).toBe(c.siteUrl);
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
      { CONTACT_REVEALS_PER_DAY: '0' },
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

  it('reads TRUST_PROXY as off by default, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: tmp(), TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
  });

  it('exposes only whitelisted values to the browser', () => {
    const c = loadConfig({ DATA_DIR: tmp(), SESSION_SECRET: 's'.repeat(40), MANAGE_URL: 'https://manage.example.in/' });
    const pub = publicConfig(c);
    expect(Object.keys(pub).sort()).toEqual(['manageUrl', 'siteUrl', 'supportEmail', 'supportPhone']);
    expect(pub.manageUrl).toBe('https://manage.example.in');
    expect(JSON.stringify(pub)).not.toContain('s'.repeat(40));
  });
});
