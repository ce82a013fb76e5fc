import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createDb, createPool } from '../../db/client.ts';
import { buildApp } from '../../server/app.ts';
import { hasBuild } from '../../server/ssr.ts';
import { testConfig } from '../fixtures/app.ts';
import { freePort } from '../setup/global-db.ts';

/**
 * The app in front of a database address where nothing listens (a server that is down): the
 * failures themselves must become 503s — a page's loader error included, which reaches the server
 * only as React Router's error page — before anything marks the database down.
 */
// Two apps, so that each request below is the first failure its app sees (not yet known to be down).
let pageApp: FastifyInstance;
let apiApp: FastifyInstance;
let pool: ReturnType<typeof createPool>;

beforeAll(async () => {
  expect(hasBuild()).toBe(true);
  pool = createPool(`postgres://nobody:nothing@127.0.0.1:${await freePort()}/none`, 2);
  pageApp = await buildApp({ config: testConfig(), db: createDb(pool) });
  apiApp = await buildApp({ config: testConfig(), db: createDb(pool) });
});

afterAll(async () => {
  await pageApp.close();
  await apiApp.close();
  await pool.end();
});

describe('a database that does not answer', () => {
  it('turns a page whose loader failed into the "back in a moment" page, not the 500 error page', async () => {
    expect(pageApp.dbAvailability.isDown).toBe(false);
    const res = await pageApp.inject({ method: 'GET', url: '/equipments', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('back in a moment');
    expect(res.body).not.toContain('Something went wrong');
    expect(pageApp.dbAvailability.isDown).toBe(true);
  });

  it('answers the API with a JSON 503, and keeps serving files that need no database', async () => {
    expect(apiApp.dbAvailability.isDown).toBe(false);
    const api = await apiApp.inject({ method: 'POST', url: '/api/public/v3/equipments', payload: {} });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toEqual({ success: false, message: expect.stringContaining('back in a moment') });
    expect(apiApp.dbAvailability.isDown).toBe(true);
    // Known to be down now: answered at once, before any route.
    expect((await apiApp.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);
    expect((await apiApp.inject({ method: 'GET', url: '/catalogue/excavator.svg' })).statusCode).toBe(200);
  });
});
