import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginCookie, sessionCookieOf, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';

/**
 * docs/product.md#accounts-and-sessions (docs/decisions/019): a session ends after 14 days without use (each use slides
 * the end, and the browser gets the renewed cookie) and 60 days after sign-in in any case; sign-in
 * and a role change give a new session id. Time moves on a controlled clock, never by sleeping.
 */
const MIN = 60 * 1000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
let clock = Date.UTC(2026, 3, 1, 8, 0, 0);
const app = useTestApp({}, () => ({ now: () => new Date(clock) }));

const me = (a: FastifyInstance, cookie: string) => a.inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
const setCookies = (res: { headers: Record<string, unknown> }) => ([res.headers['set-cookie']].flat().filter(Boolean) as string[]).filter((c) => c.startsWith('bm_session='));
const maxAgeOf = (c: string) => Number(/Max-Age=(\d+)/.exec(c)?.[1]);

describe('sliding expiry', () => {
  it('a use after the refresh interval moves the end forward and sends the renewed cookie; a use within it sends nothing', async () => {
    const u = await createLoginUser(testDb());
    const login = await app().inject({ method: 'POST', url: '/api/account/login', payload: { email: u.email, password: u.password } });
    const cookie = sessionCookieOf(login);
    expect(maxAgeOf(setCookies(login)[0]!)).toBe(14 * 86400);

    clock += 30 * MIN;
    const soon = await me(app(), cookie);
    expect(soon.statusCode).toBe(200);
    expect(setCookies(soon)).toEqual([]);

    clock += 10 * DAY;
    const later = await me(app(), cookie);
    expect(later.statusCode).toBe(200);
    const renewed = setCookies(later);
    expect(renewed).toHaveLength(1);
    expect(renewed[0]!.split(';')[0]).toBe(cookie); // the same session, kept longer
    expect(maxAgeOf(renewed[0]!)).toBe(14 * 86400);
    expect(renewed[0]).toMatch(/HttpOnly; SameSite=Lax/);

    // 20 days after sign-in, past the first 14-day end, it still works because it was used.
    clock += 10 * DAY;
    expect((await me(app(), cookie)).statusCode).toBe(200);
  });

  it('a session unused for 14 days has ended', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    clock += 14 * DAY - MIN;
    expect((await me(app(), cookie)).statusCode).toBe(200);
    // That use slid the end to 14 days from now; unused until then, the session is over.
    clock += 14 * DAY;
    const gone = await me(app(), cookie);
    expect(gone.statusCode).toBe(401);
    expect(gone.json().message).toBe('Please log in to continue.');
  });

  it('any call with the session renews it, not only /me', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    clock += 2 * HOUR;
    const res = await app().inject({ method: 'GET', url: '/api/client/wishlist', headers: { cookie } });
    expect(setCookies(res)).toHaveLength(1);
  });

  it('a logout that also renews sends one cookie only: the one that deletes it', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    clock += 2 * HOUR;
    const out = await app().inject({ method: 'POST', url: '/api/account/logout', headers: { cookie } });
    expect(setCookies(out)).toHaveLength(1);
    expect(setCookies(out)[0]).toMatch(/^bm_session=; .*Max-Age=0/);
  });
});

describe('absolute lifetime', () => {
  it('ends 60 days after sign-in even when used every day, and the cookie never outlives it', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    const signedInAt = clock;
    let last: string | undefined;
    for (let day = 1; day < 60; day++) {
      clock = signedInAt + day * DAY;
      const r = await me(app(), cookie);
      expect(r.statusCode).toBe(200);
      last = setCookies(r)[0];
    }
    // Used on day 59: the renewed cookie lasts one more day, not 14.
    expect(maxAgeOf(last!)).toBe(86400);
    clock = signedInAt + 60 * DAY + MIN;
    expect((await me(app(), cookie)).statusCode).toBe(401);
    // Logging in again starts a new 60 days.
    expect((await me(app(), await loginCookie(app(), u.email, u.password))).statusCode).toBe(200);
  });
});

describe('a new session id', () => {
  it("at login: a session id planted in the browser beforehand is replaced, and does not become the victim's", async () => {
    const attacker = await createLoginUser(testDb());
    const victim = await createLoginUser(testDb());
    const planted = await loginCookie(app(), attacker.email, attacker.password);
    const res = await app().inject({ method: 'POST', url: '/api/account/login', payload: { email: victim.email, password: victim.password }, headers: { cookie: planted } });
    const fresh = sessionCookieOf(res);
    expect(fresh).not.toBe(planted);
    expect((await me(app(), planted)).statusCode).toBe(401);
    expect((await me(app(), fresh)).json().data.UserId).toBe(victim.id);

    // A made-up id is never adopted either.
    const madeUp = 'bm_session=attacker-chosen-value-aaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const res2 = await app().inject({ method: 'POST', url: '/api/account/login', payload: { email: victim.email, password: victim.password }, headers: { cookie: madeUp } });
    expect(sessionCookieOf(res2)).not.toBe(madeUp);
    expect((await me(app(), madeUp)).statusCode).toBe(401);
  });

  it("on a role change: the user's sessions end (no old id carries the new role) and a new login gets a new id with the new role", async () => {
    const admin = await createLoginUser(testDb(), 'Admin@12345', { role: 'Admin' });
    const adminCookie = await loginCookie(app(), admin.email, admin.password);
    const u = await createLoginUser(testDb());
    const old = await loginCookie(app(), u.email, u.password);
    const other = await loginCookie(app(), u.email, u.password);
    const r = await app().inject({ method: 'POST', url: '/api/admin/users/role', headers: { cookie: adminCookie }, payload: { id: u.id, role: 'Vendor' } });
    expect(r.json()).toEqual({ success: true, message: `${u.email} is now Vendor.` });
    expect((await me(app(), old)).statusCode).toBe(401);
    expect((await me(app(), other)).statusCode).toBe(401);
    const again = await loginCookie(app(), u.email, u.password);
    expect(again).not.toBe(old);
    expect((await me(app(), again)).json().data.Role).toBe('Vendor');
    // The admin's own session is untouched.
    expect((await me(app(), adminCookie)).statusCode).toBe(200);
  });
});
