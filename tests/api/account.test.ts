import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginCookie, postJson, sessionCookieOf, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';

const app = useTestApp();

const me = (cookie?: string) => app().inject({ method: 'GET', url: '/api/account/me', headers: cookie ? { cookie } : {} });

describe('POST /api/account/register-client', () => {
  it('creates a client, signs them in and never returns the password', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/account/register-client',
      payload: { fullName: 'Asha Verma', email: 'Asha.Verma@Example.in', phone: '+91 98100 00001', password: 'Str0ng@pass' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      Message: 'Registration successful!',
      user: { Name: 'Asha Verma', Email: 'asha.verma@example.in', Role: 'Client', EmailConfirmed: false },
    });
    expect(body.UserId).toBeGreaterThan(0);
    expect(res.body).not.toContain('Str0ng@pass');
    const cookie = sessionCookieOf(res);
    expect((await me(cookie)).json().data.UserId).toBe(body.UserId);
    const row = await testDb().execute<{ password_hash: string }>(sql`SELECT password_hash FROM users WHERE id = ${body.UserId}`);
    expect(row.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account for the same email, whatever its case, with a clear Message', async () => {
    const u = await createLoginUser(testDb());
    const r = await postJson(app(), '/api/account/register-client', { fullName: 'X', email: u.email.toUpperCase(), password: 'Another@123' });
    expect(r.status).toBe(409);
    expect(r.body).toMatchObject({ success: false, Message: 'An account with this email already exists. Please log in instead.' });
  });

  it('answers the spec messages for missing fields with a 400', async () => {
    const cases: [object, string][] = [
      [{ email: 'a@example.in', password: 'Secret@123' }, 'Please enter your name.'],
      [{ fullName: 'A', email: 'nope', password: 'Secret@123' }, 'Please enter a valid email address.'],
      [{ fullName: 'A', email: 'a@example.in', password: '' }, 'Please enter a password.'],
    ];
    for (const [payload, message] of cases) {
      const r = await postJson(app(), '/api/account/register-client', payload);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(message);
    }
  });
});

describe('POST /api/account/login, GET /api/account/me, POST /api/account/logout', () => {
  it('signs in with an HttpOnly SameSite=Lax cookie, answers me, and logs out', async () => {
    const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Ravi Kumar', phone: '9810000002' });
    const res = await app().inject({ method: 'POST', url: '/api/account/login', payload: { email: u.email, password: 'Secret@123' } });
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // SITE_URL is http in tests
    const cookie = sessionCookieOf(res);
    const m = await me(cookie);
    expect(m.statusCode).toBe(200);
    expect(m.json().data).toEqual({ UserId: u.id, Name: 'Ravi Kumar', Email: u.email, Phone: '9810000002', Role: 'Client', EmailConfirmed: false });
    expect(m.body).not.toContain('password');

    const out = await app().inject({ method: 'POST', url: '/api/account/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('rotates the session at login: the previous cookie stops working', async () => {
    const u = await createLoginUser(testDb());
    const first = await loginCookie(app(), u.email, u.password);
    const res = await app().inject({ method: 'POST', url: '/api/account/login', payload: { email: u.email, password: u.password }, headers: { cookie: first } });
    const second = sessionCookieOf(res);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('stores only a digest of the session token', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    const token = cookie.split('=')[1]!;
    const rows = await testDb().execute<{ id: string }>(sql`SELECT id FROM sessions WHERE user_id = ${u.id}`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.id).not.toBe(token);
  });

  it('answers 401 "Invalid email or password." for a wrong password and for an unknown email', async () => {
    const u = await createLoginUser(testDb());
    for (const payload of [
      { email: u.email, password: 'wrong-one' },
      { email: 'nobody@example.in', password: 'whatever1' },
    ]) {
      const r = await postJson(app(), '/api/account/login', payload);
      expect(r.status).toBe(401);
      expect(r.body).toEqual({ success: false, message: 'Invalid email or password.' });
    }
  });

  it('answers the spec messages for an empty email or password', async () => {
    expect((await postJson(app(), '/api/account/login', { email: '', password: 'x' })).body.message).toContain('Please enter a valid email address.');
    expect((await postJson(app(), '/api/account/login', { email: 'a@example.in', password: '' })).body.message).toContain('Please enter your password.');
  });

  it('me answers 401 JSON without a session or with a forged cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    const forged = await me('bm_session=forged-token');
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ success: false, message: 'Please log in to continue.' });
  });

  // Throttling (per account and address, per address, per account with an unlock mail): tests/api/login-throttle.test.ts.

  it('refuses a cookie-authenticated write from another site (403) and accepts our own origin', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    const evil = await app().inject({ method: 'POST', url: '/api/account/logout', headers: { cookie, origin: 'https://evil.example' } });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().message).toBe('Cross-site request refused.');
    expect((await me(cookie)).statusCode).toBe(200);
    const own = await app().inject({ method: 'POST', url: '/api/account/logout', headers: { cookie, origin: 'http://localhost:3000' } });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a disabled account: 403 with a clear message for the right password, 401 for a wrong one', async () => {
    const u = await createLoginUser(testDb(), 'Secret@123', { disabledAt: new Date() });
    const r = await postJson(app(), '/api/account/login', { email: u.email, password: 'Secret@123' });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({ success: false, message: 'This account has been disabled. Contact support.' });
    expect((await postJson(app(), '/api/account/login', { email: u.email, password: 'Wrong@123' })).status).toBe(401);
  });
});
