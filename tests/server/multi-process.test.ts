import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaAnswerOf } from '../fixtures/captcha.ts';
import { testDb, testDbUrl } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { appProcessesOf, cmdline, descendantsOf, parentOf } from '../fixtures/processes.ts';
import { httpLogin, runScript, startAppProcess, stopAppProcesses, waitForExit, type AppProcess } from '../fixtures/app-process.ts';
import { freePort } from '../setup/global-db.ts';

/**
 * Several app processes against one PostgreSQL (docs/decisions/033): what one process knows, every
 * other one knows too, because it lives in the database — and `WEB_CONCURRENCY` really runs that many
 * processes behind one port, replaces one that dies and leaves nothing behind when stopped.
 */
const SECRET = randomBytes(32).toString('base64url');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-multi-'));
// Its own mkdtemp folder: as root the embedded server's user must be able to reach DATA_DIR (db/embedded-permissions.ts).
const clusterDir = mkdtempSync(path.join(os.tmpdir(), 'bm-cluster-'));

afterAll(async () => {
  await stopAppProcesses();
  for (const dir of [tmp, clusterDir]) rmSync(dir, { recursive: true, force: true });
});

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two app processes on one database', () => {
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    // Two separate `npm start`s (one process each, own data folders), same database and same secret, as on two machines.
    const env = (name: string) => ({ DATABASE_URL: testDbUrl(), DATA_DIR: path.join(tmp, name), SESSION_SECRET: SECRET, SEED_ON_EMPTY: 'false', WEB_CONCURRENCY: '1' });
    // Bounds for a busy, shared 2-core machine (the suite runs two test files at once).
    [a, b] = await Promise.all([startAppProcess(env('a'), { timeoutMs: 150_000 }), startAppProcess(env('b'), { timeoutMs: 150_000 })]);
    expect(a.child.pid).not.toBe(b.child.pid);
  }, 180_000);

  const me = (app: AppProcess, cookie: string) => fetch(`${app.url}/api/account/me`, { headers: { cookie } });

  it('a session made on one is valid on the other, and signing out on one ends it on both', async () => {
    const user = await createLoginUser(testDb());
    const login = await httpLogin(a.url, user.email, user.password);
    expect(login.status).toBe(200);
    const onB = await me(b, login.cookie!);
    expect(onB.status).toBe(200);
    expect(((await onB.json()) as { data: { Email: string } }).data.Email).toBe(user.email);

    const out = await fetch(`${a.url}/api/account/logout`, { method: 'POST', headers: { cookie: login.cookie! } });
    expect(out.status).toBe(200);
    expect((await me(b, login.cookie!)).status).toBe(401);
    expect((await me(a, login.cookie!)).status).toBe(401);
  });

  it('counts failed logins across both: the 6th for one email and address is refused, wherever it lands', async () => {
    const user = await createLoginUser(testDb());
    const wrong = (app: AppProcess) => httpLogin(app.url, user.email, 'not-the-password');
    for (const app of [a, b, a, b, a]) expect((await wrong(app)).status).toBe(401);
    const sixth = await fetch(`${b.url}/api/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'not-the-password' }),
    });
    expect(sixth.status).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    // Even the right password waits now, on the other process too.
    expect((await httpLogin(a.url, user.email, user.password)).status).toBe(429);
  });

  it('accepts a captcha once: the token used on one process is refused on the other', async () => {
    const challenge = (await (await fetch(`${a.url}/api/public/v3/captcha`)).json()) as { Token: string };
    const body = JSON.stringify({
      name: 'Two Processes',
      email: 'two@example.in',
      message: 'One captcha, two processes',
      CaptchaToken: challenge.Token,
      CaptchaAnswer: captchaAnswerOf(challenge.Token, SECRET),
    });
    const post = (app: AppProcess) => fetch(`${app.url}/api/public/v3/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect((await post(a)).status).toBe(200);
    const again = await post(b);
    expect(again.status).toBe(400);
    expect(((await again.json()) as { message: string }).message).toContain('Invalid captcha code');
  });
});

/** GET on a new connection each time, so node:cluster hands it to the next process in turn. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('WEB_CONCURRENCY=2 through the real npm start', () => {
  it('serves one port from two app processes under one primary, replaces one that is killed, and stops them all on SIGTERM', { timeout: 420_000 }, async () => {
    const app = await startAppProcess(
      { DATA_DIR: clusterDir, DATABASE_URL: '', EMBEDDED_PG_PORT: String(await freePort()), SEED_ON_EMPTY: 'false', WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
      // A new embedded cluster, then two app processes loading the app: generous bounds for a busy machine.
      { timeoutMs: 240_000 },
    );
    const primary = app.child.pid!;
    await until('the serving line', () => app.output().includes('serving on'), 120_000);
    expect(app.output().match(/serving on/g)).toHaveLength(1);
    expect(app.output()).toMatch(/serving on http:\/\/\S+ .*with 2 app processes/);
    const started = () => [...app.output().matchAll(/App process (\d) of 2 started \(pid (\d+)\)/g)].map((m) => ({ n: Number(m[1]), pid: Number(m[2]) }));
    const first = started();
    expect(first.map((s) => s.n).sort()).toEqual([1, 2]);
    expect(appProcessesOf(primary)).toEqual(first.map((s) => s.pid).sort((x, y) => x - y));

    // Many requests, each on its own connection: all answered, by both processes (pino logs each with its pid).
    const statuses = await Promise.all(Array.from({ length: 40 }, () => getOnNewConnection(`${app.url}/api/health`)));
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    const servedBy = new Set([...app.output().matchAll(/"pid":(\d+)[^\n]*"msg":"request completed"/g)].map((m) => Number(m[1])));
    expect([...servedBy].sort((x, y) => x - y)).toEqual(first.map((s) => s.pid).sort((x, y) => x - y));

    // SIGKILL one: the port keeps answering from the other, and the primary starts a replacement.
    const victim = first.find((s) => s.n === 1)!;
    const survivor = first.find((s) => s.n === 2)!;
    process.kill(victim.pid, 'SIGKILL');
    await until('the primary to notice', () => app.output().includes(`App process 1 (pid ${victim.pid}) killed by SIGKILL`));
    const meanwhile = await Promise.all(Array.from({ length: 10 }, () => getOnNewConnection(`${app.url}/api/health`)));
    expect(meanwhile.filter((s) => s !== 200)).toEqual([]);
    const replacement = await until('a new app process 1', () => started().find((s) => s.n === 1 && s.pid !== victim.pid), 120_000);
    expect(appProcessesOf(primary)).toEqual([survivor.pid, replacement.pid].sort((x, y) => x - y));
    expect((await Promise.all(Array.from({ length: 10 }, () => getOnNewConnection(`${app.url}/api/health`)))).filter((s) => s !== 200)).toEqual([]);

    // SIGTERM of the primary: app processes close, then the embedded PostgreSQL server stops; exit 0, nothing left.
    const family = descendantsOf(primary);
    expect(family.some((p) => cmdline(p).includes('postgres'))).toBe(true);
    app.child.kill('SIGTERM');
    expect(await waitForExit(app.child, 30_000)).toBe(true);
    expect(app.child.exitCode).toBe(0);
    const left = await until('every descendant to be gone', () => (family.every((p) => parentOf(p) === undefined) ? [] : undefined), 10_000).catch(() =>
      family.filter((p) => parentOf(p) !== undefined).map((p) => `${p} ${cmdline(p)}`),
    );
    expect(left).toEqual([]);
    await expect(getOnNewConnection(`${app.url}/api/health`)).rejects.toThrow();
  });
});

describe('WEB_CONCURRENCY=2 when the app processes cannot start', () => {
  it('stops with exit code 1 and says why (the port is taken), instead of starting them again forever', { timeout: 240_000 }, async () => {
    const blocker = http.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    try {
      const port = (blocker.address() as AddressInfo).port;
      const env = { DATABASE_URL: testDbUrl(), DATA_DIR: path.join(tmp, 'taken'), SESSION_SECRET: SECRET, SEED_ON_EMPTY: 'false', WEB_CONCURRENCY: '2', PORT: String(port) };
      // runScript resolves once the primary and every app process have closed their output: none is left running.
      const run = await runScript('server/main.ts', [], env);
      const output = run.stdout + run.stderr;
      expect(run.code).toBe(1);
      expect(output).toContain('EADDRINUSE');
      expect(output).toMatch(/Start failed: app process [12] exited with code 1 before serving/);
      expect(output).not.toContain('serving on');
    } finally {
      blocker.close();
    }
  });
});
