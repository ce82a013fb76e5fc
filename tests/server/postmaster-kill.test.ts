import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedUrl } from '../../db/embedded.ts';
import { freePort } from '../setup/global-db.ts';
import { httpRegisterClient, startAppProcess, stopAppProcesses, type AppProcess } from '../fixtures/app-process.ts';

/**
 * `kill -9` of the embedded PostgreSQL server under the running app (docs/product.md#running-the-site, docs/decisions/023): the app
 * restarts it by itself; meanwhile pages show the "back in a moment" page and the API answers a
 * JSON 503 — never a 500, and never JSON to a signed-in browser; every acknowledged write survives.
 * Always the embedded server (DATABASE_URL unset): that is what is being recovered.
 */
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bm-pmkill-'));
const pgDir = path.join(dataDir, 'pg');
const BOUND_MS = 10_000;
let app: AppProcess;
let cookie = '';
let pgPort = 0;

const postmasterPid = () => Number(readFileSync(path.join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
/** Running (a zombie waiting for a parent that does not reap it counts as gone). */
const alive = (pid: number) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};
const childrenOf = (ppid: number) =>
  readdirSync('/proc')
    .filter((n) => /^\d+$/.test(n))
    .filter((n) => {
      try {
        const stat = readFileSync(`/proc/${n}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === ppid;
      } catch {
        return false;
      }
    })
    .map(Number);

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${app.url}${url}`, { headers });
  return {
    status: res.status,
    type: res.headers.get('content-type') ?? '',
    retryAfter: res.headers.get('retry-after'),
    cacheControl: res.headers.get('cache-control'),
    body: await res.text(),
  };
}
const page = (url: string, withSession = false) => get(url, { accept: 'text/html,application/xhtml+xml', ...(withSession ? { cookie } : {}) });

/** What the app itself logged about its last restart. */
function appFigures(): string {
  const restarted = [...app.output().matchAll(/running again \((\d+) ms after it stopped\)/g)].at(-1)?.[1];
  const available = [...app.output().matchAll(/Database available again after (\d+) ms/g)].at(-1)?.[1];
  return `app log: PostgreSQL restarted after ${restarted} ms, database answering after ${available} ms`;
}

/** Polls (bounded) until the API and a signed-in page answer 200 again; every answer on the way must be 200 or 503. */
async function waitUntilServing(since: number): Promise<number> {
  const seen = new Set<number>();
  while (Date.now() - since < BOUND_MS) {
    const [api, html] = await Promise.all([get('/api/health'), page('/client/manage', true)]);
    seen.add(api.status).add(html.status);
    if (api.status === 200 && html.status === 200) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
  const ms = Date.now() - since;
  expect(ms, `still not serving ${BOUND_MS} ms after the kill`).toBeLessThan(BOUND_MS);
  return ms;
}

beforeAll(async () => {
  pgPort = await freePort();
  app = await startAppProcess({ DATA_DIR: dataDir, DATABASE_URL: '', EMBEDDED_PG_PORT: String(pgPort), SEED_ON_EMPTY: 'false', REGISTER_RATE_LIMIT: '100000' });
  const res = await httpRegisterClient(app.url, { fullName: 'Kill Test', email: `signed-in-${randomBytes(3).toString('hex')}@example.in`, password: 'kill-test-password' });
  expect(res.status).toBe(200);
  cookie = res.cookie!;
  expect((await page('/client/manage', true)).status).toBe(200);
}, 120_000);

afterAll(async () => {
  await stopAppProcesses();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('kill -9 of the embedded PostgreSQL server', () => {
  it('is restarted by the app, which serves again within 10 s, keeping every acknowledged write', { timeout: 60_000 }, async () => {
    // Writers record page visits (a small INSERT each) all through the kill and the restart.
    const acknowledged: string[] = [];
    const statuses = new Set<number>();
    let stop = false;
    const writers = Array.from({ length: 3 }, async (_, w) => {
      for (let i = 0; !stop; i++) {
        const visitedId = `kill-${w}-${i}-${randomBytes(3).toString('hex')}`;
        const res = await fetch(`${app.url}/api/visitor/track`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ sessionId: `postmaster-kill-${w}`, visitedType: 'page', visitedId }),
        });
        statuses.add(res.status);
        if (res.ok) acknowledged.push(visitedId);
        else await new Promise((r) => setTimeout(r, 20)); // a 503: try the next one shortly
      }
    });
    while (acknowledged.length < 10) await new Promise((r) => setTimeout(r, 20));

    const killedAt = Date.now();
    process.kill(postmasterPid(), 'SIGKILL');
    const ms = await waitUntilServing(killedAt);
    const before = acknowledged.length;
    while (acknowledged.length < before + 5) await new Promise((r) => setTimeout(r, 20));
    stop = true;
    await Promise.all(writers);
    console.log(`postmaster kill -9 → serving again after ${ms} ms (${appFigures()})`);

    expect([...statuses].filter((s) => s >= 500 && s !== 503)).toEqual([]);
    const client = new pg.Client({ connectionString: embeddedUrl(pgPort, readFileSync(path.join(dataDir, 'db.secret'), 'utf8').trim()) });
    await client.connect();
    const stored = new Set((await client.query<{ visited_id: string }>(`SELECT visited_id FROM visits WHERE visited_id LIKE 'kill-%'`)).rows.map((r) => r.visited_id));
    await client.end();
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  });

  it('answers 503 meanwhile: the "back in a moment" page to browsers (signed in or not), JSON to the API', { timeout: 60_000 }, async () => {
    // A stopped server process keeps the old shared memory attached, so the restart has to wait
    // for the app to clear it: a window in which to look at the answers, and the leftover case tested.
    const postmaster = postmasterPid();
    const stuck = childrenOf(postmaster)[0]!;
    expect(stuck).toBeGreaterThan(0);
    process.kill(stuck, 'SIGSTOP');
    const killedAt = Date.now();
    process.kill(postmaster, 'SIGKILL');
    while (alive(postmaster) && Date.now() - killedAt < BOUND_MS) await new Promise((r) => setTimeout(r, 10));

    const [signedIn, anonymous, health, search] = await Promise.all([
      page('/client/manage', true),
      page('/equipments'),
      get('/api/health'),
      fetch(`${app.url}/api/public/v3/equipments`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
    ]);
    for (const html of [signedIn, anonymous]) {
      expect(html.status).toBe(503);
      expect(html.type).toMatch(/^text\/html/);
      expect(html.body).toContain('back in a moment');
      expect(html.retryAfter).toMatch(/^\d+$/);
      expect(html.cacheControl).toBe('no-store');
      // Self-contained: no script, no external file.
      expect(html.body).not.toMatch(/<script|<link|\bsrc=|https?:\/\//i);
    }
    expect(health.status).toBe(503);
    expect(health.type).toMatch(/^application\/json/);
    expect(JSON.parse(health.body)).toEqual({ success: false, message: expect.stringMatching(/back in a moment/) });
    expect(health.retryAfter).toMatch(/^\d+$/);
    expect(search.status).toBe(503);
    expect(((await search.json()) as { success: boolean }).success).toBe(false);

    const ms = await waitUntilServing(killedAt);
    console.log(`postmaster kill -9 with a stuck server process → serving again after ${ms} ms (${appFigures()})`);
    expect(alive(stuck)).toBe(false);
    const back = await page('/client/manage', true);
    expect(back.status).toBe(200);
    expect(back.body).not.toContain('back in a moment');
  });
});
