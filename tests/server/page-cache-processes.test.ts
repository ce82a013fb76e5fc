import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentPath } from '../../lib/urls.ts';
import { httpLogin, startAppProcess, stopAppProcesses, type AppProcess } from '../fixtures/app-process.ts';
import { testDb, testDbUrl } from '../fixtures/db.ts';
import { createEquipment, createVendorUser } from '../fixtures/factories.ts';

/**
 * Two real app processes (server/main.ts) on one database (docs/decisions/032-page-cache.md): a page
 * cached by B shows a write made through A within a second — B hears A's commit through PostgreSQL
 * LISTEN/NOTIFY, with no request between them.
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-pagecache-'));
let a: AppProcess;
let b: AppProcess;

beforeAll(async () => {
  const env = (name: string) => ({
    DATABASE_URL: testDbUrl(),
    DATA_DIR: path.join(tmp, name),
    SEED_ON_EMPTY: undefined,
    SESSION_SECRET: 's'.repeat(40),
    WEB_CONCURRENCY: '1',
    PAGE_CACHE: 'on',
  });
  // Two processes starting at once on a busy 2-core machine: give them time.
  [a, b] = await Promise.all([startAppProcess(env('a'), { timeoutMs: 150_000 }), startAppProcess(env('b'), { timeoutMs: 150_000 })]);
}, 180_000);

afterAll(async () => {
  await stopAppProcesses();
  rmSync(tmp, { recursive: true, force: true });
});

const page = async (app: AppProcess, url: string) => {
  const res = await fetch(app.url + url, { headers: { accept: 'text/html', 'accept-encoding': 'br, gzip' }, redirect: 'manual' });
  return { status: res.status, state: res.headers.get('x-page-cache'), html: await res.text() };
};

describe('the page cache across processes', () => {
  it('a write through one process shows on the other process’s cached page within a second', { timeout: 30_000 }, async () => {
    const { user, vendor } = await createVendorUser(testDb(), { vendor: { name: 'Bhima Crane Services' } });
    const e = await createEquipment(testDb(), vendor.id, { name: 'Bhima Crawler Crane' });
    const url = equipmentPath(e.id, e.name);

    // B stores the page and answers it from memory (the factories' own notifications may clear it once: ask again).
    const until = Date.now() + 5_000;
    let warm = await page(b, url);
    while (warm.state !== 'hit' && Date.now() < until) warm = await page(b, url);
    expect([warm.status, warm.state]).toEqual([200, 'hit']);
    expect(warm.html).toContain('Bhima Crawler Crane');

    const login = await httpLogin(a.url, user.email, 'Secret@123');
    expect(login.status).toBe(200);
    const paused = await fetch(`${a.url}/api/vendor/equipment/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: login.cookie!, origin: a.url },
      body: JSON.stringify({ Id: e.id, Action: 'pause' }),
    });
    expect(paused.status).toBe(200);

    // From A's answer on, B has a second to stop showing the paused listing.
    const deadline = Date.now() + 1000;
    let seen = await page(b, url);
    while (seen.status !== 404 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 10));
      seen = await page(b, url);
    }
    expect(seen.status).toBe(404);
    expect(seen.state).toBe('miss');
  });
});
