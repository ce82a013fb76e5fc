import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';

const app = useTestApp();

describe('POST /api/public/v3/contact', () => {
  it('stores a valid message and answers success', async () => {
    const msg = { name: 'Priya Nair', email: 'priya@example.in', subject: 'Bulk rental', message: 'Need 5 transit mixers in Kochi.' };
    const r = await postJson(app(), '/api/public/v3/contact', msg);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: 'Message sent successfully!' });
    const rows = await testDb().execute<{ name: string; email: string; subject: string; message: string }>(
      sql`SELECT name, email, subject, message FROM contact_messages WHERE id = ${r.body.id}`,
    );
    expect(rows.rows[0]).toEqual(msg);
  });

  it('accepts a message without a subject', async () => {
    const r = await postJson(app(), '/api/public/v3/contact', { name: 'A', email: 'a@example.in', message: 'Hello there' });
    expect(r.status).toBe(200);
  });

  it('refuses a missing name, a bad email or an empty message with a clear 400 and stores nothing', async () => {
    const count = async () => (await testDb().execute<{ n: number }>(sql`SELECT count(*)::int n FROM contact_messages`)).rows[0]!.n;
    const before = await count();
    const cases: [unknown, RegExp][] = [
      [{ email: 'a@example.in', message: 'hi there' }, /Name is required/],
      [{ name: 'A', email: 'not-an-email', message: 'hi there' }, /valid email/],
      [{ name: 'A', email: 'a@example.in', message: '   ' }, /Message is required/],
      [{ name: 'A', email: 'a@example.in' }, /Message is required/],
    ];
    for (const [body, re] of cases) {
      const r = await postJson(app(), '/api/public/v3/contact', body);
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toMatch(re);
    }
    expect(await count()).toBe(before);
  });
});

describe('contact rate limit', () => {
  const limited = useTestApp({ contactRateLimit: 2 });
  it('answers 429 with a JSON message after the per-minute limit', async () => {
    const body = { name: 'Spammer', email: 's@example.in', message: 'buy now buy now' };
    expect((await postJson(limited(), '/api/public/v3/contact', body)).status).toBe(200);
    expect((await postJson(limited(), '/api/public/v3/contact', body)).status).toBe(200);
    const third = await postJson(limited(), '/api/public/v3/contact', body);
    expect(third.status).toBe(429);
    expect(third.body.success).toBe(false);
    expect(third.body.message).toMatch(/Too many requests/);
  });
});

describe('POST /api/visitor/track', () => {
  it('records a visit', async () => {
    const r = await postJson(app(), '/api/visitor/track', { sessionId: 'sess-12345678', visitedType: 'equipment', visitedId: 42 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true });
    const rows = await testDb().execute<{ visited_type: string; visited_id: string }>(
      sql`SELECT visited_type, visited_id FROM visits WHERE session_id = 'sess-12345678'`,
    );
    expect(rows.rows).toEqual([{ visited_type: 'equipment', visited_id: '42' }]);
  });

  it('rejects an unknown type or a missing session id', async () => {
    expect((await postJson(app(), '/api/visitor/track', { sessionId: 'sess-12345678', visitedType: 'spaceship' })).status).toBe(400);
    expect((await postJson(app(), '/api/visitor/track', { visitedType: 'equipment' })).status).toBe(400);
  });
});

describe('API surface', () => {
  it('serves the OpenAPI document generated from the contract, and a browsable page at /api/docs', async () => {
    const json = await app().inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const p of ['/api/public/v3/equipments', '/api/public/v3/contractors', '/api/public/v3/equipment-detail', '/api/public/v3/vendor-detail', '/api/public/v3/contractor-detail', '/api/public/v3/contact', '/api/visitor/track']) {
      expect(doc.paths[p]?.post, p).toBeDefined();
    }
    expect(doc.paths['/api/public/v3/equipments'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('SortBy');
    const page = await app().inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // Everything the page loads is served from here: no CDN.
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/static\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets).toContain('/api/docs/static/swagger-ui-bundle.js');
    expect(page.body).not.toMatch(/(src|href)="https?:/);
    for (const a of assets) expect((await app().inject({ method: 'GET', url: a })).statusCode, a).toBe(200);
  });

  it('answers unknown API paths with a 404 JSON', async () => {
    const r = await app().inject({ method: 'POST', url: '/api/public/v3/nothing' });
    expect(r.statusCode).toBe(404);
    expect(r.json().success).toBe(false);
  });
});
