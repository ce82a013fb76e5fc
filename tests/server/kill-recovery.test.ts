import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from '../../db/client.ts';
import { ROOT } from '../../server/app.ts';
import { captchaAnswerOf } from '../fixtures/captcha.ts';
import { appProcessesOf, parentOf } from '../fixtures/processes.ts';
import { freePort } from '../setup/global-db.ts';

const SECRET = randomBytes(32).toString('base64url');

/**
 * The real `npm start` process, killed with SIGKILL while contact messages are being posted:
 * it must come back, and every message that got a 2xx must be in the database.
 * Without DATABASE_URL this exercises the embedded server left orphaned by the kill. Two app
 * processes (docs/decisions/033): the one killed is their primary, and they must not outlive it.
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-kill-'));
const children: ChildProcess[] = [];
let dbName: string | undefined;

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WEB_CONCURRENCY: '2',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      CONTACT_RATE_LIMIT: '100000',
      REGISTER_RATE_LIMIT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // A primary and its two app processes each load the app: allow for a busy machine.
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}): ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not come up: ${output}`);
}

const exited = (c: ChildProcess) => new Promise((r) => (c.exitCode !== null || c.signalCode !== null ? r(null) : c.once('exit', r)));

afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1500));
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  if (dbName) {
    const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
  rmSync(tmp, { recursive: true, force: true });
});

describe('SIGKILL during writes', () => {
  it('comes back with every acknowledged contact message stored', { timeout: 300_000 }, async () => {
    // A known secret, so the test can read its captcha codes (the API never sends them).
    const env: Record<string, string> = { DATA_DIR: tmp, EMBEDDED_PG_PORT: String(await freePort()), SESSION_SECRET: SECRET };
    if (process.env.DATABASE_URL) {
      dbName = `bm_kill_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Client({ connectionString: inject('dbAdminUrl') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      env.DATABASE_URL = withDatabase(inject('dbAdminUrl'), dbName);
    } else {
      env.DATABASE_URL = '';
    }
    const first = await startServer(env);

    const acknowledged: string[] = [];
    let stop = false;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const message = `kill-test ${w}-${i} ${randomBytes(3).toString('hex')}`;
        try {
          const captcha = (await (await fetch(`${first.url}/api/public/v3/captcha`)).json()) as { Token: string };
          const res = await fetch(`${first.url}/api/public/v3/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ name: 'Load', email: 'load@example.in', message, CaptchaToken: captcha.Token, CaptchaAnswer: captchaAnswerOf(captcha.Token, SECRET) }),
          });
          if (res.ok) acknowledged.push(message);
        } catch {
          return; // the server is gone
        }
      }
    });
    while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 20));
    const appProcesses = appProcessesOf(first.child.pid!);
    expect(appProcesses).toHaveLength(2);
    first.child.kill('SIGKILL');
    stop = true;
    await Promise.all(writers);
    await exited(first.child);
    // Its app processes notice the primary is gone and exit: none is left holding the port or the database.
    const orphansGoneBy = Date.now() + 15_000;
    while (appProcesses.some((p) => parentOf(p) !== undefined) && Date.now() < orphansGoneBy) await new Promise((r) => setTimeout(r, 100));
    expect(appProcesses.filter((p) => parentOf(p) !== undefined)).toEqual([]);

    const second = await startServer(env);
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);

    const dbUrl =
      env.DATABASE_URL || `postgres://postgres:${encodeURIComponent(readFileSync(path.join(tmp, 'db.secret'), 'utf8').trim())}@127.0.0.1:${env.EMBEDDED_PG_PORT}/postgres`;
    const client = new pg.Client({ connectionString: dbUrl });
    await client.connect();
    const stored = new Set((await client.query<{ message: string }>(`SELECT message FROM contact_messages`)).rows.map((r) => r.message));
    await client.end();
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);
    expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);

    // A clean stop also stops the embedded PostgreSQL server.
    second.child.kill('SIGTERM');
    await exited(second.child);
    expect(second.child.exitCode).toBe(0);
  });
});
