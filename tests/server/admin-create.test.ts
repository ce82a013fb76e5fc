import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDb, testDbUrl } from '../fixtures/db.ts';
import { httpLogin, runScript, startAppProcess, stopAppProcesses, printedAdminPassword, type AppProcess } from '../fixtures/app-process.ts';

/**
 * A production install (DATABASE_URL, here this file's own empty database): `npm start` loads no
 * demo data and so no account exists; `npm run admin:create` makes the first administrator.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bm-admin-create-'));
let env: Record<string, string | undefined>;
let app: AppProcess;

const count = async (query: ReturnType<typeof sql>) => Number((await testDb().execute<{ n: number }>(query)).rows[0]!.n);
const adminCreate = (args: string[], stdin?: string) => runScript('scripts/admin-create.ts', args, env, stdin);

beforeAll(async () => {
  env = { DATABASE_URL: testDbUrl(), DATA_DIR: dataDir, SEED_ON_EMPTY: undefined };
  app = await startAppProcess(env);
}, 120_000);

afterAll(async () => {
  await stopAppProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a DATABASE_URL install', () => {
  it('starts with no demo data and no account: nothing is seeded unless asked', async () => {
    expect(await count(sql`SELECT count(*)::int n FROM users`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int n FROM equipment`)).toBe(0);
    expect(existsSync(path.join(dataDir, 'demo-accounts.txt'))).toBe(false);
    expect((await httpLogin(app.url, 'admin@demo.buildmart.in', 'Demo@12345')).status).toBe(401);
  });

  it('admin:create makes the first administrator with a generated password, printed once', { timeout: 60_000 }, async () => {
    const run = await adminCreate(['--email', 'Owner@BuildMart.example', '--name', 'Site Owner']);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Administrator created: Site Owner <owner@buildmart.example>');
    const password = printedAdminPassword(run.stdout);

    const login = await httpLogin(app.url, 'owner@buildmart.example', password);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ Role: 'Admin', Name: 'Site Owner', EmailConfirmed: true });
    // The admin screens open for it, and the creation is in the audit log.
    const users = await fetch(`${app.url}/admin/users`, { headers: { cookie: login.cookie!, accept: 'text/html' } });
    expect(users.status).toBe(200);
    expect(await count(sql`SELECT count(*)::int n FROM audit_log WHERE action = 'user.create-admin'`)).toBe(1);
  });

  it('refuses an email that already has an account, in any letter case, and changes nothing', { timeout: 60_000 }, async () => {
    const before = await count(sql`SELECT count(*)::int n FROM users`);
    const run = await adminCreate(['--email', 'OWNER@buildmart.example', '--name', 'Someone Else']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('An account with the email owner@buildmart.example already exists (role Admin); nothing was changed.');
    expect(run.stdout).not.toMatch(/Password/);
    expect(await count(sql`SELECT count(*)::int n FROM users`)).toBe(before);
    expect(await count(sql`SELECT count(*)::int n FROM users WHERE full_name = 'Someone Else'`)).toBe(0);
  });

  it('reads the password from standard input with --password-stdin, checked like a registration', { timeout: 60_000 }, async () => {
    const weak = await adminCreate(['--email', 'second@buildmart.example', '--password-stdin'], 'short\n');
    expect(weak.code).toBe(2);
    expect(weak.stderr).toContain('Password must be at least 8 characters.');
    expect(await count(sql`SELECT count(*)::int n FROM users WHERE email = 'second@buildmart.example'`)).toBe(0);

    const chosen = 'a long pass phrase for the second admin';
    const run = await adminCreate(['--email', 'second@buildmart.example', '--password-stdin'], `${chosen}\n`);
    expect(run.code).toBe(0);
    expect(run.stdout).not.toContain(chosen);
    expect(run.stdout).not.toMatch(/Password/);
    const login = await httpLogin(app.url, 'second@buildmart.example', chosen);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ Role: 'Admin', Name: 'Administrator' });
  });

  it('explains what is wrong with the arguments', { timeout: 60_000 }, async () => {
    const missing = await adminCreate([]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--email is required.');
    expect(missing.stderr).toContain('Usage: npm run admin:create -- --email');
    const bad = await adminCreate(['--email', 'not-an-email']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--email: Please enter a valid email address.');
  });
});
