import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CaptchaSealer } from '../../core/contact/captcha.ts';
import { postJson, testConfig, useTestApp } from '../fixtures/app.ts';
import { captchaAnswerOf } from '../fixtures/captcha.ts';
import { testDb } from '../fixtures/db.ts';

const app = useTestApp();
/** A second app on the same database: another process, with its own memory. */
const otherProcess = useTestApp();

/** A fresh challenge from the server, answered through the test helper (the API never sends the code). */
async function solvedCaptcha(a: FastifyInstance, remoteAddress?: string) {
  const r = await a.inject({ method: 'GET', url: '/api/public/v3/captcha', remoteAddress });
  expect(r.statusCode).toBe(200);
  const c = r.json() as { Token: string };
  return { CaptchaToken: c.Token, CaptchaAnswer: captchaAnswerOf(c.Token) };
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

describe('contact captcha (docs/decisions/022)', () => {
  const msg = { name: 'Bot Or Not', email: 'bot@example.in', message: 'Cheap cranes, click here' };
  const contact = (body: object) => postJson(app(), '/api/public/v3/contact', { ...msg, ...body });
  const other = (code: string) => String(code === '9999' ? 1000 : Number(code) + 1);

  it('never sends the code: a sealed token and the URL of a PNG picture, never cached, different each time', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const r = await app().inject({ method: 'GET', url: '/api/public/v3/captcha' });
      expect(r.statusCode).toBe(200);
      expect(r.headers['cache-control']).toBe('no-store');
      const c = r.json();
      expect(Object.keys(c).sort()).toEqual(['ExpiresAt', 'ImageUrl', 'Token', 'success']);
      expect(c.ImageUrl).toBe(`/api/public/v3/captcha/image?token=${c.Token}`);
      const code = captchaAnswerOf(c.Token);
      // Nothing in the answer but the opaque token (and the expiry date) could hold the digits.
      expect(r.body.replaceAll(c.Token, '').replace(c.ExpiresAt, ''), `code ${code}`).not.toMatch(/\d{4}/);
      const img = await app().inject({ method: 'GET', url: c.ImageUrl });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['cache-control']).toBe('no-store');
      expect(img.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(img.rawPayload.toString('latin1')).not.toContain(code);
      seen.add(c.Token);
    }
    expect(seen.size).toBe(20);
  });

  it('draws no picture for a forged, foreign or expired token', async () => {
    const { CaptchaToken } = await solvedCaptcha(app());
    const raw = Buffer.from(CaptchaToken, 'base64url');
    raw[raw.length - 1]! ^= 1;
    const tokens = [
      raw.toString('base64url'),
      new CaptchaSealer('y'.repeat(40)).issue(new Date()).Token,
      new CaptchaSealer(testConfig().sessionSecret).issue(new Date(Date.now() - 31 * 60_000)).Token,
      'garbage',
    ];
    for (const token of tokens) {
      const r = await app().inject({ method: 'GET', url: `/api/public/v3/captcha/image?token=${token}` });
      expect(r.statusCode, token).toBe(404);
      expect(r.json()).toMatchObject({ success: false, message: 'This code has expired. Press the new code button for another.' });
    }
  });

  it('accepts the right answer once; a second use, even on another app process, is refused', async () => {
    const before = await countMessages();
    const good = await solvedCaptcha(app());
    expect((await contact(good)).status).toBe(200);
    const replay = await contact(good);
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ success: false, message: 'Invalid captcha code' });
    // A second process (its own memory, the same database) knows the token is used.
    const second = await solvedCaptcha(app());
    expect((await contact(second)).status).toBe(200);
    expect((await postJson(otherProcess(), '/api/public/v3/contact', { ...msg, ...second })).status).toBe(400);
    expect(await countMessages()).toBe(before + 2);
  });

  it('lets one of many parallel uses of a token through', async () => {
    const good = await solvedCaptcha(app());
    const statuses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => postJson(i % 2 ? otherProcess() : app(), '/api/public/v3/contact', { ...msg, ...good }).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(7);
  });

  it('uses a token up with a wrong answer: one guess per picture', async () => {
    const good = await solvedCaptcha(app());
    expect((await contact({ ...good, CaptchaAnswer: other(good.CaptchaAnswer) })).status).toBe(400);
    const right = await contact(good);
    expect(right.status).toBe(400);
    expect(right.body.message).toBe('Invalid captcha code');
  });

  it('refuses a missing, malformed, forged, foreign or expired answer with 400 "Invalid captcha code" and stores nothing', async () => {
    const before = await countMessages();
    const good = await solvedCaptcha(app());
    const raw = Buffer.from(good.CaptchaToken, 'base64url');
    raw[14]! ^= 0x20;
    const thirtyOneMinutesAgo = new Date(Date.now() - 31 * 60 * 1000);
    const old = new CaptchaSealer(testConfig().sessionSecret).issue(thirtyOneMinutesAgo);
    const foreign = new CaptchaSealer('y'.repeat(40)).issue(new Date());
    const cases: Record<string, object> = {
      missing: {},
      'missing answer': { CaptchaToken: good.CaptchaToken },
      'missing token': { CaptchaAnswer: good.CaptchaAnswer },
      'not 4 digits': { ...good, CaptchaAnswer: `${good.CaptchaAnswer}0` },
      'changed token': { ...good, CaptchaToken: raw.toString('base64url') },
      'token of another server': { CaptchaToken: foreign.Token, CaptchaAnswer: captchaAnswerOf(foreign.Token, 'y'.repeat(40)) },
      expired: { CaptchaToken: old.Token, CaptchaAnswer: '1234' },
      garbage: { CaptchaToken: 'not-a-token', CaptchaAnswer: '1234' },
    };
    for (const [name, captcha] of Object.entries(cases)) {
      const r = await contact(captcha);
      expect(r.status, name).toBe(400);
      expect(r.body, name).toMatchObject({ success: false, message: 'Invalid captcha code' });
    }
    expect(await countMessages()).toBe(before);
    // None of those opened the untouched challenge, so it still works.
    expect((await contact(good)).status).toBe(200);
  });
});

describe('contact and captcha limits per client address (in PostgreSQL)', () => {
  const limited = useTestApp({ contactRateLimit: 2 });
  const limitedOther = useTestApp({ contactRateLimit: 2 });
  const send = (ip: string, body: object, headers: Record<string, string> = {}) =>
    limited().inject({
      method: 'POST',
      url: '/api/public/v3/contact',
      payload: { name: 'Spammer', email: 's@example.in', message: 'buy now buy now', ...body },
      remoteAddress: ip,
      headers,
    });

  it('answers 429 after CONTACT_RATE_LIMIT a minute, counting refused captchas; a forged X-Forwarded-For changes nothing', async () => {
    const ip = '203.0.113.7';
    expect((await send(ip, await solvedCaptcha(limited(), ip))).statusCode).toBe(200);
    expect((await send(ip, { CaptchaToken: 'x', CaptchaAnswer: '1234' })).statusCode).toBe(400);
    const third = await send(ip, await solvedCaptcha(limited(), ip), { 'x-forwarded-for': '198.51.100.1' });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, message: 'Too many requests. Please wait a minute and try again.' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another process sees the same count; another address has its own.
    expect(
      (
        await limitedOther().inject({
          method: 'POST',
          url: '/api/public/v3/contact',
          payload: { name: 'A', email: 'a@example.in', message: 'hello', ...(await solvedCaptcha(limited(), ip)) },
          remoteAddress: ip,
        })
      ).statusCode,
    ).toBe(429);
    expect((await send('203.0.113.8', await solvedCaptcha(limited(), '203.0.113.8'))).statusCode).toBe(200);
  });

  it('hands out at most 60 challenges a minute to one address (4 × the contact limit, at least 60)', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 60; i++) expect((await limited().inject({ method: 'GET', url: '/api/public/v3/captcha', remoteAddress: ip })).statusCode).toBe(200);
    const over = await limited().inject({ method: 'GET', url: '/api/public/v3/captcha', remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toMatch(/Too many requests/);
    expect((await limited().inject({ method: 'GET', url: '/api/public/v3/captcha', remoteAddress: '203.0.113.10' })).statusCode).toBe(200);
  });
});

describe('POST /api/visitor/track', () => {
  it('records a visit', async () => {
    const r = await postJson(app(), '/api/visitor/track', { sessionId: 'sess-12345678', visitedType: 'equipment', visitedId: 42 });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ success: true });
    const rows = await testDb().execute<{ visited_type: string; visited_id: string }>(sql`SELECT visited_type, visited_id FROM visits WHERE session_id = 'sess-12345678'`);
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
    for (const p of [
      '/api/public/v3/equipments',
      '/api/public/v3/contractors',
      '/api/public/v3/equipment-detail',
      '/api/public/v3/vendor-detail',
      '/api/public/v3/contractor-detail',
      '/api/public/v3/contact',
      '/api/visitor/track',
    ]) {
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
