import { describe, expect, it } from 'vitest';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';

/** docs/product.md#security-and-abuse-limits (docs/decisions/019): the email OTP's tries are reserved atomically (5 per code), like the login's. */
const smtp = useSmtpServer();
const app = useTestApp({}, () => ({ mailer: smtpMailer(smtp.url(), 'BuildMart <no-reply@buildmart.in>') }));

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

async function withCode() {
  const user = await createLoginUser(testDb());
  const cookie = await loginCookie(app(), user.email, user.password);
  const verify = (otp: string) => app().inject({ method: 'POST', url: '/api/client/verify-email', headers: { cookie }, payload: { otp } });
  expect((await app().inject({ method: 'POST', url: '/api/client/send-verify-otp', headers: { cookie } })).statusCode).toBe(200);
  await expect.poll(() => smtp.mails.filter((m) => m.to === user.email).length).toBe(1);
  const code = codeOf(smtp.mails.find((m) => m.to === user.email)!.subject)!;
  const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const me = async () => (await app().inject({ method: 'GET', url: '/api/account/me', headers: { cookie } })).json().data.EmailConfirmed as boolean;
  return { code, wrong, verify, me };
}

describe('email OTP tries are counted atomically', () => {
  it('40 parallel wrong codes get exactly 5 comparisons; then even the right code is refused', async () => {
    const s = await withCode();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => s.verify(s.wrong(i))));
    const invalid = answers.filter((r) => r.statusCode === 400);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(invalid).toHaveLength(5);
    expect(invalid.every((r) => r.json().message === 'Invalid OTP. Please try again.')).toBe(true);
    expect(refused).toHaveLength(35);
    expect(refused.every((r) => r.json().message === 'Too many wrong codes. Please request a new one.')).toBe(true);
    const right = await s.verify(s.code);
    expect(right.statusCode).toBe(429);
    expect(await s.me()).toBe(false);
  });

  it('4 parallel wrong codes leave the fifth try for the right one, which verifies the email', async () => {
    const s = await withCode();
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => s.verify(s.wrong(i))));
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect((await s.verify(s.code)).json()).toEqual({ success: true, message: 'Your email has been verified!' });
    expect(await s.me()).toBe(true);
  });
});
