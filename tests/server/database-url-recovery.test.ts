import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../db/embedded.ts';
import { freePort } from '../setup/global-db.ts';
import { httpRegisterClient, startAppProcess, stopAppProcesses, type AppProcess } from '../fixtures/app-process.ts';

/**
 * With DATABASE_URL the app does not own the server: when it goes away the app answers 503 (pages
 * and API, the signed-in session lookup included) and keeps running; when it returns, the pool
 * connects again by itself. The "outside" server here is a second PostgreSQL server in a temporary
 * folder, stopped and started again on the same port.
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-dburl-'));
const pgDir = path.join(tmp, 'pg');
let server: EmbeddedServer | undefined;
let port = 0;
let app: AppProcess;
let cookie = '';

const startServer = async () => (server = await startEmbeddedPostgres({ dir: pgDir, port, password: 'outside-server' }));

const page = async (url: string) => {
  const res = await fetch(`${app.url}${url}`, { headers: { accept: 'text/html', cookie } });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
};

beforeAll(async () => {
  port = await freePort();
  await startServer();
  app = await startAppProcess({ DATA_DIR: path.join(tmp, 'app'), DATABASE_URL: server!.url, SEED_ON_EMPTY: undefined, REGISTER_RATE_LIMIT: '100000' });
  const res = await httpRegisterClient(app.url, { fullName: 'Outside Server', email: 'outside@example.in', password: 'outside-password' });
  expect(res.status).toBe(200);
  cookie = res.cookie!;
}, 120_000);

afterAll(async () => {
  await stopAppProcesses();
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe('DATABASE_URL server going away and coming back', () => {
  it('answers 503 while it is gone, then serves again on its own', { timeout: 60_000 }, async () => {
    await server!.stop();

    // First request after the stop: the signed-in session lookup itself fails (connection refused).
    const signedIn = await page('/client/manage');
    expect(signedIn.status).toBe(503);
    expect(signedIn.type).toMatch(/^text\/html/);
    expect(signedIn.body).toContain('back in a moment');
    const api = await fetch(`${app.url}/api/account/me`, { headers: { cookie } });
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ success: false });
    expect(app.child.exitCode).toBeNull(); // the idle connections' errors did not crash it

    await startServer();
    const since = Date.now();
    let status = 0;
    while (Date.now() - since < 10_000) {
      status = (await fetch(`${app.url}/api/account/me`, { headers: { cookie } })).status;
      if (status === 200) break;
      expect(status).toBe(503);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(200);
    console.log(`DATABASE_URL server back → app serving again after ${Date.now() - since} ms`);
    const back = await page('/client/manage');
    expect(back.status).toBe(200);
    expect(back.body).not.toContain('back in a moment');
  });
});
