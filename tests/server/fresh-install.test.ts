import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readDemoAccountsFile } from '../../db/seed/demo-accounts-file.ts';
import { DEMO_ACCOUNTS } from '../../db/seed/demo.ts';
import { freePort } from '../setup/global-db.ts';
import { httpLogin, runScript, startAppProcess, stopAppProcesses, printedAdminPassword, type AppProcess } from '../fixtures/app-process.ts';

/**
 * `npm start` on a fresh folder, as a newcomer runs it (embedded PostgreSQL, no configuration): the
 * demo marketplace is there, but its accounts have passwords made for this installation — the ones
 * that used to be printed in the README open nothing. The folder is made with mode 700 (mkdtemp), so
 * when the suite runs as root this is also the "DATA_DIR owned by root, mode 700" first start.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bm-fresh-'));
const OLD_README_PASSWORD = 'Demo@12345';
let env: Record<string, string | undefined>;
let app: AppProcess;

afterAll(async () => {
  await stopAppProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a fresh install', () => {
  it('loads the demo marketplace with random passwords, shown once and kept in DATA_DIR/demo-accounts.txt (600)', { timeout: 180_000 }, async () => {
    env = { DATA_DIR: dataDir, DATABASE_URL: '', EMBEDDED_PG_PORT: String(await freePort()), SEED_ON_EMPTY: undefined };
    app = await startAppProcess(env, { timeoutMs: 150_000 });

    const file = path.join(dataDir, 'demo-accounts.txt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const accounts = readDemoAccountsFile(dataDir);
    expect([...accounts.keys()].sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort());
    for (const [email, password] of accounts) {
      expect(password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      // Printed on the console at this first start, next to its account.
      expect(app.output()).toMatch(new RegExp(`${email.replace(/\./g, '\\.')}\\s+${password}`));
    }
    expect(new Set(accounts.values()).size).toBe(accounts.size);
  });

  it('refuses the password the README used to print, and signs in with the one in the file', async () => {
    for (const { email } of DEMO_ACCOUNTS) expect((await httpLogin(app.url, email, OLD_README_PASSWORD)).status, email).toBe(401);
    const admin = await httpLogin(app.url, 'admin@demo.buildmart.in', readDemoAccountsFile(dataDir).get('admin@demo.buildmart.in')!);
    expect(admin.status).toBe(200);
    expect(admin.body.user.Role).toBe('Admin');
    const me = await fetch(`${app.url}/api/account/me`, { headers: { cookie: admin.cookie! } });
    expect(((await me.json()) as { data: { Email: string } }).data.Email).toBe('admin@demo.buildmart.in');
  });

  it('opens DATA_DIR to the postgres user only as far as it must (root), or leaves it alone (not root)', () => {
    const st = statSync(dataDir);
    if (process.getuid?.() === 0) {
      const pgGid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
      const pgUid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
      expect(st.uid).toBe(0);
      expect(st.gid).toBe(pgGid);
      expect(st.mode & 0o777).toBe(0o710); // group postgres may pass through; nobody else gets anything
      expect(statSync(path.join(dataDir, 'pg')).uid).toBe(pgUid);
    } else {
      expect(st.mode & 0o777).toBe(0o700);
    }
  });

  it("admin:create adds an administrator through the running app's embedded server, without a second server", { timeout: 60_000 }, async () => {
    const run = await runScript('scripts/admin-create.ts', ['--email', 'Ops@Example.in', '--name', 'Ops Lead'], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Using the embedded database of the running app');
    const password = printedAdminPassword(run.stdout);
    const login = await httpLogin(app.url, 'ops@example.in', password);
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ Role: 'Admin', Name: 'Ops Lead', EmailConfirmed: true });
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
  });

  it('does not print the passwords again at the next start, only where they are', { timeout: 90_000 }, async () => {
    const passwords = [...readDemoAccountsFile(dataDir).values()];
    await app.stop();
    expect(app.child.exitCode).toBe(0);
    const again = await startAppProcess(env);
    expect(again.output()).toContain(`Demo account passwords: ${path.join(dataDir, 'demo-accounts.txt')}`);
    for (const p of passwords) expect(again.output()).not.toContain(p);
    expect((await httpLogin(again.url, 'client@demo.buildmart.in', readDemoAccountsFile(dataDir).get('client@demo.buildmart.in')!)).status).toBe(200);
  });
});
