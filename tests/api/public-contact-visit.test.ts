import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CaptchaGuard } from '../../core/contact/captcha.ts';
import { postJson, testConfig, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';

const app = useTestApp();

/** A fresh challenge from the server, answered correctly. */
async function solvedCaptcha(a: FastifyInstance) {
  const r = await a.inject({ method: 'GET', url: '/api/public/v3/captcha' });
  expect(r.statusCode).toBe(200);
  const c = r.json() as { Code: string; Token: string };
  return { CaptchaToken: c.Token, CaptchaAnswer: c.Code };
}

const countMessages = async () => (await testDb().execute<{ n: number }>(sql`SELECT count(*)::int n FROM contact_messages`)).rows[0]!.n;

describe('POST /api/public/v3/contact', () => {
  it('stores a valid message and answers success', async () => {
    const msg = { name: 'Priya Nair', email: 'priya@example.in', subject: 'Bulk rental', message: 'Need 5 transit mixers in Kochi.' };
    const r = await postJson(app(), '/api/public/v3/contact', { ...msg, ...(await solvedCaptcha(app())) });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: 'Message sent successfully!' });
    const rows = await testDb().execute<{ name: string; email: string; subject: string; message: string }>(
      sql`SELECT name, email, subject, message FROM contact_messages WHERE id = ${r.body.id}`,
    );
    expect(rows.rows[0]).toEqual(msg);
  });

  it('accepts a message without a subject', async () => {
    const r = await postJson(app(), '/api/public/v3/contact', { name: 'A', email: 'a@example.in', message: 'Hello there', ...(await solvedCaptcha(app())) });
    expect(r.status).toBe(200);
  });

  it('refuses a missing name, a bad email or an empty message with a clear 400 and stores nothing', async () => {
    const before = await countMessages();
    const cases: [unknown, RegExp][] = [
      [{ email: 'a@example.in', message: 'hi there' }, /Name is required/],
      [{ name: 'A', email: 'not-an-email', message: 'hi there' }, /valid email/],
      [{ name: 'A', email: 'a@example.in', message: '   ' }, /Message is required/],
      [{ name: 'A', email: 'a@example.in' }, /Message is required/],
    ];
    for (const [body, re] of cases) {
      const r = await postJson(app(), '/api/public/v3/contact', { ...(body as object), ...(await solvedCaptcha(app())) });
      expect(r.status).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toMatch(re);
    }
    expect(await countMessages()).toBe(before);
  });
});

describe('contact captcha (docs/decisions/007)', () => {
  const msg = { name: 'Bot Or Not', email: 'bot@example.in', message: 'Cheap cranes, click here' };

  it('issues a 4-digit code 1000-9999 with a token, never cached, different each time', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const r = await app().inject({ method: 'GET', url: '/api/public/v3/captcha' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      const c = r.json();
      expect(c.success).toBe(true);
      expect(c.Code).toMatch(/^\d{4}$/);
      expect(Number(c.Code)).toBeGreaterThanOrEqual(1000);
      expect(Number(c.Code)).toBeLessThanOrEqual(9999);
      expect(c.Token).not.toContain(c.Code);
      seen.add(c.Token);
    }
    expect(seen.size).toBe(20);
  });

  it('refuses a missing, wrong, forged, expired or reused answer with 400 "Invalid captcha code" and stores nothing', async () => {
    const before = await countMessages();
    const good = await solvedCaptcha(app());
    const wrongAnswer = String(((Number(good.CaptchaAnswer) - 1000 + 1) % 9000) + 1000);
    const [expiry, nonce, signature] = good.CaptchaToken.split('.') as [string, string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const thirtyOneMinutesAgo = new Date(Date.now() - 31 * 60 * 1000);
    const old = new CaptchaGuard(testConfig().sessionSecret).issue(thirtyOneMinutesAgo);
    const otherSecret = new CaptchaGuard('y'.repeat(40)).issue(new Date());
    const cases: Record<string, object> = {
      missing: {},
      'missing answer': { CaptchaToken: good.CaptchaToken },
      'missing token': { CaptchaAnswer: good.CaptchaAnswer },
      'wrong answer': { ...good, CaptchaAnswer: wrongAnswer },
      'tampered signature': { ...good, CaptchaToken: `${expiry}.${nonce}.${flipped}` },
      'extended expiry': { ...good, CaptchaToken: `${(parseInt(expiry, 36) + 3_600_000).toString(36)}.${nonce}.${signature}` },
      'token of another server': { CaptchaToken: otherSecret.Token, CaptchaAnswer: otherSecret.Code },
      expired: { CaptchaToken: old.Token, CaptchaAnswer: old.Code },
      garbage: { CaptchaToken: 'not-a-token', CaptchaAnswer: '1234' },
    };
    for (const [name, captcha] of Object.entries(cases)) {
      const r = await postJson(app(), '/api/public/v3/contact', { ...msg, ...captcha });
      expect(r.status, name).toBe(400);
      expect(r.body, name).toMatchObject({ success: false, message: 'Invalid captcha code' });
    }
    expect(await countMessages()).toBe(before);

    // The untouched challenge still works (the refusals above did not use it up) — once.
    expect((await postJson(app(), '/api/public/v3/contact', { ...msg, ...good })).status).toBe(200);
    const replay = await postJson(app(), '/api/public/v3/contact', { ...msg, ...good });
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('Invalid captcha code');
    expect(await countMessages()).toBe(before + 1);
  });
});

describe('contact rate limit', () => {
  const limited = useTestApp({ contactRateLimit: 2 });
  it('answers 429 with a JSON message after the per-minute limit, counting refused captchas too', async () => {
    const body = { name: 'Spammer', email: 's@example.in', message: 'buy now buy now' };
    expect((await postJson(limited(), '/api/public/v3/contact', { ...body, ...(await solvedCaptcha(limited())) })).status).toBe(200);
    expect((await postJson(limited(), '/api/public/v3/contact', { ...body, CaptchaToken: 'x.y.z', CaptchaAnswer: '1234' })).status).toBe(400);
    const third = await postJson(limited(), '/api/public/v3/contact', { ...body, ...(await solvedCaptcha(limited())) });
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
    expect(doc.paths['/api/public/v3/captcha']?.get).toBeDefined();
    expect(doc.paths['/api/public/v3/contact'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('CaptchaToken');
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
