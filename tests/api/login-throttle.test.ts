import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';

/**
 * docs/product.md#security-and-abuse-limits: login throttling as OWASP describes it (docs/decisions/019). Defaults: 5
 * failures per email and address in 15 minutes, 100 per address in 15 minutes, 20 per email from
 * anywhere in an hour (then sign-in pauses and the owner gets an unlock link).
 */
const smtp = useSmtpServer();
let clock = Date.UTC(2026, 2, 1, 9, 0, 0);
const deps = () => ({ mailer: smtpMailer(smtp.url(), 'BuildMart <no-reply@buildmart.in>'), now: () => new Date(clock) });
const app = useTestApp({}, deps);

const INVALID = { success: false, message: 'Invalid email or password.' };
const PAIR_429 = 'Too many failed login attempts. Please wait 15 minutes and try again.';
const LOCKED_429 = 'Too many failed login attempts for this email. If it has an account, we have emailed it a link to unlock sign-in; otherwise please wait 60 minutes.';

let addr = 0;
/** A fresh client address per call site (the file's counters live in one database). */
const nextAddress = () => `198.51.${100 + Math.floor(++addr / 250)}.${(addr % 250) + 1}`;
const email = () => `owner-${randomUUID().slice(0, 8)}@example.in`;

function login(a: FastifyInstance, o: { email: string; password: string; from: string; cookie?: string; forwardedFor?: string }) {
  const headers: Record<string, string> = {};
  if (o.cookie) headers.cookie = o.cookie;
  if (o.forwardedFor) headers['x-forwarded-for'] = o.forwardedFor;
  return a.inject({ method: 'POST', url: '/api/account/login', remoteAddress: o.from, headers, payload: { email: o.email, password: o.password } });
}

const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);
/** The mail body as sent (quoted-printable when lines are long). */
const decoded = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const unlockTokenOf = (text: string) => /\/account\/unlock\?token=([A-Za-z0-9_-]+)/.exec(decoded(text))?.[1];
const deviceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const all = [res.headers['set-cookie']].flat().filter(Boolean) as string[];
  return all.find((c) => c.startsWith('bm_device='))?.split(';')[0];
};

describe('per account and address: a small allowance, then 429 with Retry-After', () => {
  it('after 5 failures from one address the 6th try is refused unchecked, even with the right password; another address still logs in', async () => {
    const u = await createLoginUser(testDb());
    const here = nextAddress();
    for (let i = 0; i < 5; i++) expect((await login(app(), { email: u.email, password: `wrong-${i}`, from: here })).json()).toEqual(INVALID);
    const refused = await login(app(), { email: u.email, password: u.password, from: here });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PAIR_429);
    expect(refused.headers['retry-after']).toBe('900');
    expect((await login(app(), { email: u.email, password: u.password, from: nextAddress() })).statusCode).toBe(200);
  });

  it('lifts when the window has passed (Retry-After tells when)', async () => {
    const u = await createLoginUser(testDb());
    const here = nextAddress();
    for (let i = 0; i < 5; i++) await login(app(), { email: u.email, password: 'wrong-one', from: here });
    clock += 10 * 60 * 1000;
    const refused = await login(app(), { email: u.email, password: u.password, from: here });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('300');
    expect(refused.json().message).toBe('Too many failed login attempts. Please wait 5 minutes and try again.');
    clock += 5 * 60 * 1000;
    expect((await login(app(), { email: u.email, password: u.password, from: here })).statusCode).toBe(200);
  });
});

describe('per account: a lock only after many failures, which the owner can always get past', () => {
  it('20 failures from anywhere pause sign-in for the email, even with the right password; the owner is mailed one unlock link that lets them in, once', async () => {
    const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Asha Verma' });
    for (let i = 0; i < 20; i++) expect((await login(app(), { email: u.email, password: `guess-${i}`, from: nextAddress() })).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) {
      const paused = await login(app(), { email: u.email, password: i === 0 ? u.password : 'guess-again', from: nextAddress() });
      expect(paused.statusCode).toBe(429);
      expect(paused.json().message).toBe(LOCKED_429);
      expect(paused.headers['retry-after']).toBe('3600');
    }
    expect(mailsTo(u.email)).toHaveLength(1);
    const mail = mailsTo(u.email)[0]!;
    expect(mail.subject).toBe('Sign-in to your BuildMart account is paused');
    const token = unlockTokenOf(mail.text)!;
    expect(token).toBeTruthy();

    const unlocked = await app().inject({ method: 'POST', url: '/api/account/unlock', payload: { token } });
    expect(unlocked.json()).toEqual({ success: true, message: 'Sign-in is unlocked. You can log in now.' });
    expect((await login(app(), { email: u.email, password: u.password, from: nextAddress() })).statusCode).toBe(200);

    const again = await app().inject({ method: 'POST', url: '/api/account/unlock', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This unlock link has expired or has already been used. Try to log in; if sign-in is still paused, a new link is mailed when it pauses again.',
    );
  });

  it('an unlock link expires after an hour, and a made-up one does nothing', async () => {
    const u = await createLoginUser(testDb());
    for (let i = 0; i < 21; i++) await login(app(), { email: u.email, password: `guess-${i}`, from: nextAddress() });
    const token = unlockTokenOf(mailsTo(u.email)[0]!.text)!;
    expect((await app().inject({ method: 'POST', url: '/api/account/unlock', payload: { token: 'x'.repeat(43) } })).statusCode).toBe(400);
    expect((await app().inject({ method: 'POST', url: '/api/account/unlock', payload: { token: 42 } })).statusCode).toBe(400);
    clock += 60 * 60 * 1000 + 1000;
    expect((await app().inject({ method: 'POST', url: '/api/account/unlock', payload: { token } })).statusCode).toBe(400);
  });

  it('answers an unknown email exactly like a real one, and mails nobody', async () => {
    const ghost = email();
    for (let i = 0; i < 20; i++) expect((await login(app(), { email: ghost, password: `guess-${i}`, from: nextAddress() })).json()).toEqual(INVALID);
    const paused = await login(app(), { email: ghost, password: 'guess', from: nextAddress() });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().message).toBe(LOCKED_429);
    expect(mailsTo(ghost)).toHaveLength(0);
  });

  it('a browser that logged in to the account before (device cookie) still logs in while sign-in is paused; others do not', async () => {
    const u = await createLoginUser(testDb());
    const home = nextAddress();
    const first = await login(app(), { email: u.email, password: u.password, from: home });
    const device = deviceCookieOf(first)!;
    expect(device).toMatch(/^bm_device=/);
    expect(String([first.headers['set-cookie']].flat().find((c) => String(c).startsWith('bm_device=')))).toMatch(/HttpOnly; SameSite=Strict/);
    for (let i = 0; i < 21; i++) await login(app(), { email: u.email, password: `guess-${i}`, from: nextAddress() });
    const roaming = nextAddress();
    expect((await login(app(), { email: u.email, password: u.password, from: roaming })).statusCode).toBe(429);
    expect((await login(app(), { email: u.email, password: u.password, from: roaming, cookie: device })).statusCode).toBe(200);

    // That success reset the account's count (as any success does): pause it again.
    for (let i = 0; i < 21; i++) await login(app(), { email: u.email, password: `guess-${i}`, from: nextAddress() });
    // Another account's device cookie, or an altered one, is no exemption.
    const other = await createLoginUser(testDb());
    const otherDevice = deviceCookieOf(await login(app(), { email: other.email, password: other.password, from: nextAddress() }))!;
    expect((await login(app(), { email: u.email, password: u.password, from: nextAddress(), cookie: otherDevice })).statusCode).toBe(429);
    expect((await login(app(), { email: u.email, password: u.password, from: nextAddress(), cookie: `${device.slice(0, -2)}xx` })).statusCode).toBe(429);
  });

  it('a trusted browser has its own small allowance: 5 wrong passwords, then 429', async () => {
    const u = await createLoginUser(testDb());
    const device = deviceCookieOf(await login(app(), { email: u.email, password: u.password, from: nextAddress() }))!;
    for (let i = 0; i < 5; i++) expect((await login(app(), { email: u.email, password: `typo-${i}`, from: nextAddress(), cookie: device })).statusCode).toBe(401);
    const refused = await login(app(), { email: u.email, password: u.password, from: nextAddress(), cookie: device });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(PAIR_429);
  });
});

describe('per address: a ceiling high enough for carrier-grade NAT', () => {
  it('after 15 failed logins on other emails from one address, a different account from that address still logs in (and after 40 too)', async () => {
    const shared = nextAddress();
    const u = await createLoginUser(testDb());
    for (let i = 0; i < 15; i++) expect((await login(app(), { email: email(), password: 'nope-nope', from: shared })).statusCode).toBe(401);
    expect((await login(app(), { email: u.email, password: u.password, from: shared })).statusCode).toBe(200);
    const v = await createLoginUser(testDb());
    for (let i = 0; i < 25; i++) expect((await login(app(), { email: email(), password: 'nope-nope', from: shared })).statusCode).toBe(401);
    expect((await login(app(), { email: v.email, password: v.password, from: shared })).statusCode).toBe(200);
  });

  describe('with LOGIN_ADDRESS_LIMIT=10', () => {
    const small = useTestApp({ loginLimits: { pairMax: 5, accountMax: 20, addressMax: 10 } }, deps);

    it('the 11th failure from one address is refused for any account there, but not from elsewhere, nor for a browser that logged in before', async () => {
      const u = await createLoginUser(testDb());
      const device = deviceCookieOf(await login(small(), { email: u.email, password: u.password, from: nextAddress() }))!;
      const shared = nextAddress();
      for (let i = 0; i < 10; i++) expect((await login(small(), { email: email(), password: 'nope-nope', from: shared })).statusCode).toBe(401);
      const refused = await login(small(), { email: u.email, password: u.password, from: shared });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe('Too many failed login attempts from your network. Please wait 15 minutes and try again.');
      expect(refused.headers['retry-after']).toBe('900');
      expect((await login(small(), { email: u.email, password: u.password, from: nextAddress() })).statusCode).toBe(200);
      expect((await login(small(), { email: u.email, password: u.password, from: shared, cookie: device })).statusCode).toBe(200);
    });

    it('successful logins do not use up the ceiling', async () => {
      const u = await createLoginUser(testDb());
      const shared = nextAddress();
      for (let i = 0; i < 15; i++) expect((await login(small(), { email: u.email, password: u.password, from: shared })).statusCode).toBe(200);
      for (let i = 0; i < 9; i++) expect((await login(small(), { email: email(), password: 'nope-nope', from: shared })).statusCode).toBe(401);
      expect((await login(small(), { email: u.email, password: u.password, from: shared })).statusCode).toBe(200);
    });
  });
});

describe('counters are updated atomically', () => {
  it('40 parallel wrong guesses from one address get exactly 5 password checks; the right password after them is refused', async () => {
    const u = await createLoginUser(testDb());
    const here = nextAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(app(), { email: u.email, password: `burst-${i}`, from: here })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(35);
    const after = await Promise.all([
      login(app(), { email: u.email, password: u.password, from: here }),
      ...Array.from({ length: 5 }, () => login(app(), { email: u.email, password: 'burst', from: here })),
    ]);
    expect(after.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429, 429]);
  });

  it('40 parallel wrong guesses from 40 addresses get exactly 20 checks, and the owner exactly one mail', async () => {
    const u = await createLoginUser(testDb());
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(app(), { email: u.email, password: `burst-${i}`, from: nextAddress() })));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(20);
    expect(codes.filter((c) => c === 429)).toHaveLength(20);
    expect(mailsTo(u.email)).toHaveLength(1);
    expect((await login(app(), { email: u.email, password: u.password, from: nextAddress() })).statusCode).toBe(429);
  });
});

describe('success resets the counters', () => {
  it("a right password resets the pair's count: 4 failures, success, then 5 more failures are still checked", async () => {
    const u = await createLoginUser(testDb());
    const here = nextAddress();
    for (let i = 0; i < 4; i++) await login(app(), { email: u.email, password: 'wrong-one', from: here });
    expect((await login(app(), { email: u.email, password: u.password, from: here })).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(app(), { email: u.email, password: 'wrong-one', from: here })).statusCode).toBe(401);
    expect((await login(app(), { email: u.email, password: u.password, from: here })).statusCode).toBe(429);
  });

  it("a right password resets the account's count: 19 failures, success, then 20 more failures are still checked", async () => {
    const u = await createLoginUser(testDb());
    for (let i = 0; i < 19; i++) await login(app(), { email: u.email, password: `guess-${i}`, from: nextAddress() });
    expect((await login(app(), { email: u.email, password: u.password, from: nextAddress() })).statusCode).toBe(200);
    for (let i = 0; i < 20; i++) expect((await login(app(), { email: u.email, password: `guess-${i}`, from: nextAddress() })).statusCode).toBe(401);
    expect((await login(app(), { email: u.email, password: u.password, from: nextAddress() })).statusCode).toBe(429);
    expect(mailsTo(u.email)).toHaveLength(1);
  });
});

describe("the address is the socket's (TRUST_PROXY off by default)", () => {
  it("a forged X-Forwarded-For neither walks past the allowance nor spends another address's", async () => {
    const u = await createLoginUser(testDb());
    const attacker = nextAddress();
    const victim = nextAddress();
    for (let i = 0; i < 5; i++) await login(app(), { email: u.email, password: 'wrong-one', from: attacker, forwardedFor: victim });
    for (const fake of ['1.1.1.1', '2.2.2.2', victim]) {
      expect((await login(app(), { email: u.email, password: u.password, from: attacker, forwardedFor: fake })).statusCode).toBe(429);
    }
    expect((await login(app(), { email: u.email, password: u.password, from: victim })).statusCode).toBe(200);
  });
});
