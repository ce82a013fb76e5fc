import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';
import sharp from 'sharp';
import { multipartBody } from '../fixtures/multipart.ts';

const smtp = useSmtpServer();
let app: FastifyInstance;
beforeAll(async () => {
  const config = testConfig({ smtpUrl: smtp.url() });
  app = await buildApp({ config, db: testDb(), mailer: smtpMailer(smtp.url(), config.mailFrom) });
  await app.ready();
});
afterAll(() => app?.close());

async function signedIn(password = 'Secret@123', o: Parameters<typeof createLoginUser>[2] = {}) {
  const user = await createLoginUser(testDb(), password, o);
  const cookie = await loginCookie(app, user.email, password);
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: r.statusCode, body: r.json() };
  };
  return { user, cookie, call };
}

const codeOf = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

describe('profile', () => {
  it('reads and updates the own profile (JSON or multipart), keeping the name when sent empty', async () => {
    const s = await signedIn('Secret@123', { fullName: 'Nisha Patel', phone: '9000000001' });
    const p = await s.call('GET', '/api/client/profile');
    expect(p.body.data).toMatchObject({ UserId: s.user.id, FullName: 'Nisha Patel', Email: s.user.email, Phone: '9000000001', EmailConfirmed: false, CompanyName: null });
    const u = await s.call('POST', '/api/client/update-profile', {
      FullName: '',
      CompanyName: 'Patel Constructions',
      City: 'Surat',
      State: 'Gujarat',
      PinCode: '395003',
      AddressLine1: '12 Ring Road',
      Phone: '9000000002',
    });
    expect(u.body).toMatchObject({
      success: true,
      message: 'Updated Successfully!',
      data: { FullName: 'Nisha Patel', CompanyName: 'Patel Constructions', City: 'Surat', PinCode: '395003', Phone: '+91 90000 00002' },
    });

    const boundary = '----bm';
    const body = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="FullName"',
      '',
      'Nisha P. Patel',
      `--${boundary}`,
      'Content-Disposition: form-data; name="City"',
      '',
      'Vadodara',
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const m = await app.inject({
      method: 'POST',
      url: '/api/client/update-profile',
      headers: { cookie: s.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(m.statusCode).toBe(200);
    expect(m.json().data).toMatchObject({ FullName: 'Nisha P. Patel', City: 'Vadodara', CompanyName: 'Patel Constructions' });
  });

  it('refuses a bad PIN code with a clear 400, and answers 401 without a session', async () => {
    const s = await signedIn();
    const r = await s.call('POST', '/api/client/update-profile', { PinCode: '12' });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain('PinCode must be 6 digits.');
    expect((await app.inject({ method: 'POST', url: '/api/client/update-profile', payload: { City: 'X' } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/client/profile' })).statusCode).toBe(401);
  });
});

/** A multipart body with text fields and one picture in the `file` field (tests/fixtures/multipart.ts). */
const multipart = (fields: Record<string, string>, file: { name: string; type: string; data: Buffer }) => multipartBody(fields, [{ field: 'file', ...file }]);

describe('profile picture', () => {
  it('stores the picture as WebP 128/256 px without its EXIF and serves it', async () => {
    const s = await signedIn();
    const jpeg = await sharp({ create: { width: 512, height: 512, channels: 3, background: '#f4a300' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'gps here' } })
      .toBuffer();
    expect(jpeg.toString('latin1')).toContain('secret-owner');
    const m = multipart({ FullName: 'With Picture' }, { name: 'me.jpg', type: 'image/jpeg', data: jpeg });
    const r = await app.inject({ method: 'POST', url: '/api/client/update-profile', headers: { cookie: s.cookie, 'content-type': m.contentType }, payload: m.payload });
    expect(r.statusCode).toBe(200);
    const url = r.json().data.ProfilePic as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[0-9a-f]+-256w\.webp$/);
    const img = await app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 256, 256, undefined]);
    expect(img.rawPayload.toString('latin1')).not.toContain('secret-owner');
  });

  it('refuses a file that is not an image (415) and one over 1 MB (413), keeping the old profile', async () => {
    const s = await signedIn();
    const fake = multipart({ City: 'Pune' }, { name: 'evil.png', type: 'image/png', data: Buffer.from('<?php echo 1; ?> not a png') });
    const r1 = await app.inject({ method: 'POST', url: '/api/client/update-profile', headers: { cookie: s.cookie, 'content-type': fake.contentType }, payload: fake.payload });
    expect(r1.statusCode).toBe(415);
    const big = multipart({}, { name: 'big.jpg', type: 'image/jpeg', data: Buffer.alloc(1024 * 1024 + 10, 1) });
    const r2 = await app.inject({ method: 'POST', url: '/api/client/update-profile', headers: { cookie: s.cookie, 'content-type': big.contentType }, payload: big.payload });
    expect(r2.statusCode).toBe(413);
    expect(r2.json().message).toBe('The picture must be at most 1 MB.');
    expect((await s.call('GET', '/api/client/profile')).body.data.City).toBeNull();
  });
});

describe('change password', () => {
  it('checks the old password, changes it, ends the other sessions and keeps this one', async () => {
    const s = await signedIn('Old@12345');
    const otherCookie = await loginCookie(app, s.user.email, 'Old@12345');
    const wrong = await s.call('POST', '/api/client/change-password', { oldPassword: 'nope-nope', newPassword: 'New@12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your old password is not correct.');
    expect((await s.call('POST', '/api/client/change-password', { oldPassword: '', newPassword: 'New@12345' })).body.message).toContain('All fields are required.');
    const ok = await s.call('POST', '/api/client/change-password', { oldPassword: 'Old@12345', newPassword: 'New@12345' });
    expect(ok.body).toEqual({ success: true, message: 'Password updated!' });
    expect((await s.call('GET', '/api/account/me')).status).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/account/me', headers: { cookie: otherCookie } })).statusCode).toBe(401);
    await expect(loginCookie(app, s.user.email, 'Old@12345')).rejects.toThrow();
    expect(await loginCookie(app, s.user.email, 'New@12345')).toMatch(/^bm_session=/);
    const stored = await testDb().execute<{ password_hash: string }>(sql`SELECT password_hash FROM users WHERE id = ${s.user.id}`);
    expect(stored.rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('email verification by OTP (real SMTP)', () => {
  it('mails a 6-digit code that verifies the email', async () => {
    const s = await signedIn();
    const sent = await s.call('POST', '/api/client/send-verify-otp');
    expect(sent.body).toEqual({ success: true, message: 'OTP sent to your registered email.' });
    await expect.poll(() => smtp.mails.filter((m) => m.to === s.user.email).length).toBe(1);
    const mail = smtp.mails.find((m) => m.to === s.user.email)!;
    const code = codeOf(mail.subject)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.text).toContain(code);
    const bad = await s.call('POST', '/api/client/verify-email', { otp: code === '000000' ? '111111' : '000000' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ success: false, message: 'Invalid OTP. Please try again.' });
    const ok = await s.call('POST', '/api/client/verify-email', { otp: code });
    expect(ok.body).toEqual({ success: true, message: 'Your email has been verified!' });
    expect((await s.call('GET', '/api/account/me')).body.data.EmailConfirmed).toBe(true);
  });

  it('throttles resends to one a minute', async () => {
    const s = await signedIn();
    expect((await s.call('POST', '/api/client/send-verify-otp')).status).toBe(200);
    const again = await s.call('POST', '/api/client/send-verify-otp');
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Please wait a minute before asking for another code.');
  });

  it('allows at most 5 wrong tries per code, then even the right code is refused', async () => {
    const s = await signedIn();
    await s.call('POST', '/api/client/send-verify-otp');
    await expect.poll(() => smtp.mails.filter((m) => m.to === s.user.email).length).toBe(1);
    const code = codeOf(smtp.mails.find((m) => m.to === s.user.email)!.subject)!;
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < 5; i++) expect((await s.call('POST', '/api/client/verify-email', { otp: wrong })).status).toBe(400);
    const blocked = await s.call('POST', '/api/client/verify-email', { otp: code });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many wrong codes. Please request a new one.');
  });

  it('refuses an expired code', async () => {
    const s = await signedIn();
    await s.call('POST', '/api/client/send-verify-otp');
    await expect.poll(() => smtp.mails.filter((m) => m.to === s.user.email).length).toBe(1);
    const code = codeOf(smtp.mails.find((m) => m.to === s.user.email)!.subject)!;
    await testDb().execute(sql`UPDATE email_otps SET expires_at = now() - interval '1 second' WHERE user_id = ${s.user.id}`);
    const r = await s.call('POST', '/api/client/verify-email', { otp: code });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Your code has expired. Please request a new one.');
  });
});
