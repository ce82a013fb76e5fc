import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purgeExpired } from '../../core/housekeeping/purge-expired.ts';
import { recordingSms } from '../../core/ports/sms.ts';
import { loginCookie, sessionCookieOf, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';

/**
 * Phone codes (docs/decisions/057): signed in, a code proves the account's number; signed out, a code
 * signs in the account whose verified number it is, and every other number gets the same answers.
 * Codes are stored hashed, live 5 minutes, allow 5 tries counted atomically; sends are limited per
 * number (1 a minute, PHONE_OTP_LIMIT_PER_PHONE_PER_HOUR) and per address.
 */
const sms = recordingSms();
let clock = Date.UTC(2026, 5, 1, 9, 0, 0);
const app = useTestApp({ limits: { phoneOtpPerPhonePerHour: 3, phoneOtpPerAddressPerHour: 8 } }, () => ({ sms, now: () => new Date(clock) }));

let n = 0;
/** A fresh Indian mobile number per call (the limits count per number), as stored: '+91 9xxxx xxxxx'. */
const newPhone = () => {
  const d = `9${String(Date.now() % 1e5).padStart(5, '0')}${String(++n).padStart(4, '0')}`;
  return { typed: d, stored: `+91 ${d.slice(0, 5)} ${d.slice(5)}` };
};
let addr = 0;
const nextAddress = () => `198.18.${Math.floor(++addr / 250)}.${(addr % 250) + 1}`;

const sendOtp = (phone: string, o: { cookie?: string; from?: string } = {}) =>
  app().inject({ method: 'POST', url: '/api/account/phone/send-otp', remoteAddress: o.from ?? nextAddress(), headers: o.cookie ? { cookie: o.cookie } : {}, payload: { phone } });
const verify = (phone: string, otp: string, cookie?: string) =>
  app().inject({ method: 'POST', url: '/api/account/phone/verify', remoteAddress: nextAddress(), headers: cookie ? { cookie } : {}, payload: { phone, otp } });
const codeFor = (stored: string) => sms.sent.filter((m) => m.to === stored).at(-1)?.vars.otp;
const me = (cookie: string) => app().inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
const wrongFor = (code: string) => (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** A client whose number is verified (through the API, as a user would). */
async function verifiedUser() {
  const p = newPhone();
  const u = await createLoginUser(testDb());
  const cookie = await loginCookie(app(), u.email, u.password);
  expect((await sendOtp(p.typed, { cookie })).statusCode).toBe(200);
  expect((await verify(p.typed, codeFor(p.stored)!, cookie)).statusCode).toBe(200);
  return { u, cookie, phone: p };
}

describe('verifying the signed-in account’s number', () => {
  it('texts a 6-digit code, stores only its hash, and the right code makes the number the account’s, verified', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    const p = newPhone();
    const sent = await sendOtp(`0${p.typed}`, { cookie });
    expect(sent.json()).toEqual({ success: true, message: `We have sent a 6-digit code to ${p.stored}. It is valid for 5 minutes.`, alreadyVerified: false });
    const msg = sms.sent.filter((m) => m.to === p.stored);
    expect(msg).toHaveLength(1);
    const code = msg[0]!.vars.otp!;
    expect(code).toMatch(/^\d{6}$/);
    expect(msg[0]!.text).toContain(code);
    const rows = await testDb().execute<{ code_hash: string }>(sql`SELECT code_hash FROM phone_otps WHERE phone = ${p.stored}`);
    expect(rows.rows).toHaveLength(1);
    expect(rows.rows[0]!.code_hash).not.toContain(code);

    const profileBefore = await app().inject({ method: 'GET', url: '/api/client/profile', headers: { cookie } });
    expect(profileBefore.json().data.PhoneVerified).toBe(false);
    const ok = await verify(p.typed, code, cookie);
    expect(ok.json()).toMatchObject({ success: true, signedIn: false, user: { UserId: u.id, Phone: p.stored } });
    const profile = await app().inject({ method: 'GET', url: '/api/client/profile', headers: { cookie } });
    expect(profile.json().data).toMatchObject({ Phone: p.stored, PhoneVerified: true });
    // The same number again: nothing to send.
    clock += 61_000;
    expect((await sendOtp(p.typed, { cookie })).json()).toMatchObject({ alreadyVerified: true });
  });

  it('changing the number in the profile makes it unverified again', async () => {
    const { cookie } = await verifiedUser();
    const other = newPhone();
    await app().inject({ method: 'POST', url: '/api/client/update-profile', headers: { cookie }, payload: { Phone: other.typed } });
    const profile = await app().inject({ method: 'GET', url: '/api/client/profile', headers: { cookie } });
    expect(profile.json().data).toMatchObject({ Phone: other.stored, PhoneVerified: false });
  });

  it('a code expires after 5 minutes', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    const p = newPhone();
    await sendOtp(p.typed, { cookie });
    clock += 5 * 60 * 1000 + 1000;
    const late = await verify(p.typed, codeFor(p.stored)!, cookie);
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({
      message: 'Your code has expired. Please request a new one.',
      errors: [{ field: 'otp', message: 'Your code has expired. Please request a new one.' }],
    });
  });
});

describe('tries are counted atomically', () => {
  it('10 parallel wrong codes get at most 5 comparisons; then even the right code is refused', async () => {
    const u = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), u.email, u.password);
    const p = newPhone();
    await sendOtp(p.typed, { cookie });
    const code = codeFor(p.stored)!;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => verify(p.typed, wrongFor(code)(i), cookie)));
    const compared = answers.filter((r) => r.statusCode === 400);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(compared).toHaveLength(5);
    expect(compared.every((r) => r.json().message === 'Invalid OTP. Please try again.')).toBe(true);
    expect(refused).toHaveLength(5);
    expect(refused.every((r) => r.json().message === 'Too many wrong codes. Please request a new one.')).toBe(true);
    expect((await verify(p.typed, code, cookie)).statusCode).toBe(429);
    const profile = await app().inject({ method: 'GET', url: '/api/client/profile', headers: { cookie } });
    expect(profile.json().data.PhoneVerified).toBe(false);
  });
});

describe('signing in by phone', () => {
  it('a verified number signs in its account with a fresh session', async () => {
    const { u, phone } = await verifiedUser();
    clock += 61_000;
    const sent = await sendOtp(phone.typed);
    expect(sent.json()).toEqual({
      success: true,
      message: 'If this number is verified on a BuildMart account, we have sent it a 6-digit code. It is valid for 5 minutes.',
      alreadyVerified: false,
    });
    const ok = await verify(phone.typed, codeFor(phone.stored)!);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, signedIn: true, user: { UserId: u.id, Email: u.email } });
    expect((await me(sessionCookieOf(ok))).json().data.UserId).toBe(u.id);
  });

  it('an unknown or unverified number gets the same answers, no SMS, and no sign-in whatever is guessed', async () => {
    const { phone: known } = await verifiedUser();
    clock += 61_000;
    const unknown = newPhone();
    const unverified = newPhone();
    await createLoginUser(testDb(), 'Secret@123', { phone: unverified.stored });
    const answers = await Promise.all([sendOtp(known.typed), sendOtp(unknown.typed), sendOtp(unverified.typed)]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers[2]!.json()).toEqual(answers[0]!.json());
    expect(codeFor(unknown.stored)).toBeUndefined();
    expect(codeFor(unverified.stored)).toBeUndefined();
    const guess = await verify(unknown.typed, '123456');
    expect(guess.statusCode).toBe(400);
    expect(guess.json().message).toBe('Invalid OTP. Please try again.');
    expect(guess.headers['set-cookie']).toBeUndefined();
    // Even a code texted to another number does not open the unverified one's account.
    const other = await verify(unverified.typed, codeFor(known.stored)!);
    expect(other.json().message).toBe('Invalid OTP. Please try again.');
  });

  it('a number verified on a second account moves there: the first no longer signs in with it', async () => {
    const first = await verifiedUser();
    const second = await createLoginUser(testDb());
    const cookie = await loginCookie(app(), second.email, second.password);
    clock += 61_000;
    await sendOtp(first.phone.typed, { cookie });
    expect((await verify(first.phone.typed, codeFor(first.phone.stored)!, cookie)).statusCode).toBe(200);
    clock += 61_000;
    await sendOtp(first.phone.typed);
    const ok = await verify(first.phone.typed, codeFor(first.phone.stored)!);
    expect(ok.json().user.UserId).toBe(second.id);
  });

  it('a disabled account does not sign in by phone', async () => {
    const { u, phone } = await verifiedUser();
    await testDb().execute(sql`UPDATE users SET disabled_at = now() WHERE id = ${u.id}`);
    clock += 61_000;
    await sendOtp(phone.typed);
    const guess = await verify(phone.typed, '000000');
    expect(guess.statusCode).toBe(400);
    expect(sms.sent.filter((m) => m.to === phone.stored)).toHaveLength(1);
  });
});

describe('bad input and limits', () => {
  it('refuses "12345" and other non-mobiles next to the field', async () => {
    for (const phone of ['12345', '5876543210', '+1 415 555 0100', '']) {
      const r = await sendOtp(phone);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors).toEqual([{ field: 'phone', message: 'Please enter a valid 10-digit Indian mobile number.' }]);
    }
    const r = await verify(newPhone().typed, '12ab');
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ field: 'otp', message: 'The code has 6 digits.' }]);
  });

  it('one code a minute and 3 an hour per number (known or not), then 429 with clear words', async () => {
    const p = newPhone();
    expect((await sendOtp(p.typed)).statusCode).toBe(200);
    const soon = await sendOtp(p.typed);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toBe('Please wait a minute before asking for another code.');
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    clock += 61_000;
    expect((await sendOtp(p.typed)).statusCode).toBe(200);
    clock += 61_000;
    expect((await sendOtp(p.typed)).statusCode).toBe(200);
    clock += 61_000;
    const fourth = await sendOtp(p.typed);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Too many codes were sent to this number. Please try again in an hour.');
  });

  it('parallel sends to one number: exactly one code goes out', async () => {
    const { u } = await verifiedUser();
    const cookie = await loginCookie(app(), u.email, u.password);
    const p = newPhone();
    const answers = await Promise.all(Array.from({ length: 6 }, () => sendOtp(p.typed, { cookie })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(sms.sent.filter((m) => m.to === p.stored)).toHaveLength(1);
  });

  it('8 codes an hour per address, whatever the numbers', async () => {
    const here = nextAddress();
    for (let i = 0; i < 8; i++) expect((await sendOtp(newPhone().typed, { from: here })).statusCode).toBe(200);
    const ninth = await sendOtp(newPhone().typed, { from: here });
    expect(ninth.statusCode).toBe(429);
    expect(ninth.json().message).toBe('Too many codes have been asked for from your network. Please try again in an hour.');
  });

  it('housekeeping drops codes older than a day', async () => {
    const p = newPhone();
    await sendOtp(p.typed);
    clock += 25 * 3600 * 1000;
    await purgeExpired({ db: testDb(), now: () => new Date(clock) });
    const rows = await testDb().execute(sql`SELECT 1 FROM phone_otps WHERE phone = ${p.stored}`);
    expect(rows.rows).toHaveLength(0);
  });
});

describe('registration checks the phone', () => {
  it('refuses "12345" as a phone number next to the field', async () => {
    const r = await app().inject({
      method: 'POST',
      url: '/api/account/register-client',
      payload: { fullName: 'Asha Verma', email: `asha-${Date.now()}@example.in`, phone: '12345', password: 'Str0ng@pass' },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().errors).toEqual([{ field: 'phone', message: 'Please enter a valid 10-digit Indian mobile number.' }]);
  });
});
