import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { purgeExpired } from '../../core/housekeeping/purge-expired.ts';
import { loginCookie, sessionCookieOf, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';

/**
 * "Forgot password?" (docs/decisions/057): one answer for every email, a single-use link valid 30
 * minutes, stored hashed; using it sets the new password, ends every session of the account and signs
 * this browser in; limits per email and per address.
 */
const smtp = useSmtpServer();
let clock = Date.UTC(2026, 5, 1, 9, 0, 0);
const app = useTestApp({ limits: { passwordResetPerEmailPerHour: 3, passwordResetPerAddressPerHour: 6 } }, () => ({
  mailer: smtpMailer(smtp.url(), 'BuildMart <no-reply@buildmart.in>'),
  now: () => new Date(clock),
}));

const SAME_ANSWER = { success: true, message: 'If an account uses this email, we have sent it a link to reset the password. The link works once, for 30 minutes.' };
const USED = 'This password reset link has expired or has already been used. Please ask for a new one.';

let addr = 0;
const nextAddress = () => `203.0.113.${++addr}`;
const decoded = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);
const tokenOf = (text: string) => /\/account\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(decoded(text))?.[1];

const forgot = (email: string, from = nextAddress()) => app().inject({ method: 'POST', url: '/api/account/forgot-password', remoteAddress: from, payload: { email } });
const reset = (token: string, password: string, cookie?: string) =>
  app().inject({ method: 'POST', url: '/api/account/reset-password', headers: cookie ? { cookie } : {}, payload: { token, password } });
const me = (cookie: string) => app().inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
const login = (email: string, password: string) => app().inject({ method: 'POST', url: '/api/account/login', remoteAddress: nextAddress(), payload: { email, password } });

async function linkFor(email: string) {
  expect((await forgot(email)).json()).toEqual(SAME_ANSWER);
  await expect.poll(() => mailsTo(email).length).toBeGreaterThan(0);
  return tokenOf(mailsTo(email).at(-1)!.text)!;
}

describe('asking for a reset link', () => {
  it('answers an unknown email exactly like a known one, and mails only the real account', async () => {
    const u = await createLoginUser(testDb());
    const ghost = `nobody-${randomUUID().slice(0, 8)}@example.in`;
    const real = await forgot(u.email.toUpperCase());
    const unknown = await forgot(ghost);
    expect(real.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(real.json());
    expect(real.json()).toEqual(SAME_ANSWER);
    await expect.poll(() => mailsTo(u.email).length).toBe(1);
    const mail = mailsTo(u.email)[0]!;
    expect(mail.subject).toBe('Reset your BuildMart password');
    expect(decoded(mail.text)).toContain('works once, for 30 minutes');
    expect(tokenOf(mail.text)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mailsTo(ghost)).toHaveLength(0);
  });

  it('stores only a hash of the token', async () => {
    const u = await createLoginUser(testDb());
    const token = await linkFor(u.email);
    const rows = await testDb().execute<{ id: string }>(sql`SELECT id FROM password_resets WHERE user_id = ${u.id}`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.id).not.toContain(token);
    expect(rows.rows[0]!.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it('mails a Hindi user in Hindi, with the Hindi page', async () => {
    const u = await createLoginUser(testDb(), 'Secret@123', { lang: 'hi' });
    expect((await forgot(u.email)).statusCode).toBe(200);
    await expect.poll(() => mailsTo(u.email).length).toBe(1);
    const raw = mailsTo(u.email)[0]!.raw!;
    const header = /^Subject: (.*)$/im.exec(raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' '))?.[1] ?? '';
    const subject = header.replace(/=\?utf-8\?b\?([^?]*)\?=\s*/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('latin1'));
    expect(Buffer.from(subject, 'latin1').toString('utf8')).toBe('अपना BuildMart पासवर्ड बदलें');
    const body = raw.slice(raw.search(/\r?\n\r?\n/));
    const text = /Content-Transfer-Encoding: base64/i.test(raw) ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : decoded(body);
    expect(text).toContain('लिंक एक बार, 30 मिनट तक काम करता है');
    expect(text).toMatch(/\/hi\/account\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a bad email next to the field, and limits links per email and per address (unknown emails alike)', async () => {
    const bad = await forgot('not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);

    const u = await createLoginUser(testDb());
    for (let i = 0; i < 3; i++) expect((await forgot(u.email)).statusCode).toBe(200);
    const fourth = await forgot(u.email);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many reset links were asked for this email. Please check your inbox (and spam folder) or try again in an hour.');
    const ghost = `nobody-${randomUUID().slice(0, 8)}@example.in`;
    for (let i = 0; i < 3; i++) await forgot(ghost);
    expect((await forgot(ghost)).json().message).toBe(fourth.json().message);

    const here = nextAddress();
    for (let i = 0; i < 6; i++) expect((await forgot(`someone-${i}-${randomUUID().slice(0, 6)}@example.in`, here)).statusCode).toBe(200);
    const flood = await forgot(`one-more-${randomUUID().slice(0, 6)}@example.in`, here);
    expect(flood.statusCode).toBe(429);
    expect(flood.json().message).toBe('Too many reset links have been asked for from your network. Please try again in an hour.');
  });
});

describe('using the link', () => {
  it('sets the new password, ends every other session, signs this browser in, and works only once', async () => {
    const u = await createLoginUser(testDb());
    const phone = await loginCookie(app(), u.email, u.password);
    const laptop = await loginCookie(app(), u.email, u.password);
    const token = await linkFor(u.email);

    const done = await reset(token, 'Brand-new-pass1');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      success: true,
      message: 'Your password has been changed. You are logged in.',
      user: { UserId: u.id, Email: u.email, EmailConfirmed: true },
    });
    const fresh = sessionCookieOf(done);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(401);

    expect((await login(u.email, u.password)).statusCode).toBe(401);
    expect((await login(u.email, 'Brand-new-pass1')).statusCode).toBe(200);

    const again = await reset(token, 'Another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(USED);
    expect((await login(u.email, 'Another-pass-2')).statusCode).toBe(401);
  });

  it('expires after 30 minutes, and the housekeeping job removes it', async () => {
    const u = await createLoginUser(testDb());
    const token = await linkFor(u.email);
    const second = await linkFor(u.email);
    clock += 30 * 60 * 1000 + 1000;
    const late = await reset(token, 'Brand-new-pass1');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(USED);
    expect((await login(u.email, u.password)).statusCode).toBe(200);
    await purgeExpired({ db: testDb(), now: () => new Date(clock) });
    const rows = await testDb().execute(sql`SELECT 1 FROM password_resets WHERE user_id = ${u.id}`);
    expect(rows.rows).toHaveLength(0);
    expect((await reset(second, 'Brand-new-pass1')).statusCode).toBe(400);
  });

  it('a used link kills the other links of the account; a made-up token changes nothing', async () => {
    const u = await createLoginUser(testDb());
    const first = await linkFor(u.email);
    const second = await linkFor(u.email);
    expect((await reset('x'.repeat(43), 'Brand-new-pass1')).json().message).toBe(USED);
    expect((await reset(second, 'Brand-new-pass1')).statusCode).toBe(200);
    expect((await reset(first, 'Third-pass-333')).statusCode).toBe(400);
  });

  it('two parallel uses of one link: exactly one wins', async () => {
    const u = await createLoginUser(testDb());
    const token = await linkFor(u.email);
    const answers = await Promise.all([reset(token, 'Parallel-one-1'), reset(token, 'Parallel-two-2')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('checks the new password like registration, next to the field, and keeps the link for a second try', async () => {
    const u = await createLoginUser(testDb());
    const token = await linkFor(u.email);
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ field: 'password', message: 'Password must be at least 8 characters.' }]);
    const empty = await reset(token, '');
    expect(empty.json().errors[0]).toEqual({ field: 'password', message: 'Please enter a password.' });
    const noToken = await reset('', 'Brand-new-pass1');
    expect(noToken.json().errors).toEqual([{ field: 'token', message: 'This password reset link is not valid. Open the link from the mail again.' }]);
    expect((await reset(token, 'Brand-new-pass1')).statusCode).toBe(200);
  });
});
