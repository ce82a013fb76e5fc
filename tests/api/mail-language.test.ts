import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { buildApp } from '../../server/app.ts';
import { sessionCookieOf, testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendorUser } from '../fixtures/factories.ts';
import { type ReceivedMail, useSmtpServer } from '../fixtures/smtp.ts';

/**
 * Mails to clients in their language (docs/decisions/051), through a real SMTP server: the language
 * of the page they registered, logged in, asked for a code or sent an enquiry from. English mail stays
 * exactly what it was.
 */
const smtp = useSmtpServer();
let app: FastifyInstance;
beforeAll(async () => {
  const config = testConfig({ smtpUrl: smtp.url(), siteUrl: 'https://buildmart.test' });
  app = await buildApp({ config, db: testDb(), mailer: smtpMailer(smtp.url(), config.mailFrom) });
  await app.ready();
});
afterAll(() => app?.close());

/** RFC 2047 words (=?UTF-8?B?…?= / ?Q?) of a header, joined. */
const decodeWords = (v: string) =>
  v.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, enc: string, data: string) =>
    enc.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8'),
  );

/** A received mail's subject and text, decoded (base64, quoted-printable, UTF-8). */
function read(mail: ReceivedMail): { subject: string; text: string } {
  const raw = mail.raw!;
  const split = raw.search(/\r?\n\r?\n/);
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const subject = decodeWords(/^Subject: (.*)$/im.exec(headers)?.[1]?.trim() ?? '');
  const cte = /^Content-Transfer-Encoding: (.*)$/im.exec(headers)?.[1]?.trim().toLowerCase();
  const text =
    cte === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : cte === 'quoted-printable'
        ? Buffer.from(
            body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : body;
  return { subject, text: text.replace(/\r\n/g, '\n').trimEnd() };
}
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to).map(read);

let n = 0;
/** A client registered from a page in `lang` (the site's pages send Accept-Language: hi or en). */
async function register(lang: 'hi' | 'en' | undefined) {
  const email = `mail-lang-${++n}-${Date.now()}@example.in`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/register-client',
    headers: lang ? { 'accept-language': lang } : {},
    payload: { fullName: 'Asha Verma', email, password: 'Str0ng@pass' },
  });
  expect(res.statusCode).toBe(200);
  return { email, cookie: sessionCookieOf(res) };
}
const post = (url: string, cookie: string, payload: object, lang?: string) =>
  app.inject({ method: 'POST', url, payload, headers: { cookie, ...(lang ? { 'accept-language': lang } : {}) } });

describe('the verification code mail', () => {
  it('is Hindi for a client on the Hindi site', async () => {
    const c = await register('hi');
    expect((await post('/api/client/send-verify-otp', c.cookie, {}, 'hi')).statusCode).toBe(200);
    const [mail] = mailsTo(c.email);
    const code = /(\d{6})/.exec(mail!.subject)![1];
    expect(mail!.subject).toBe(`${code} आपका BuildMart सत्यापन कोड है`);
    expect(mail!.text).toBe(`नमस्ते Asha Verma,\n\nआपका BuildMart ईमेल सत्यापन कोड ${code} है।\nयह 10 मिनट तक मान्य है। अगर आपने यह कोड नहीं माँगा, तो इस मेल को अनदेखा करें।\n\n— BuildMart`);
  });

  it('is the English mail, unchanged, for a client on the English site or an API client that names no language', async () => {
    for (const lang of ['en', undefined] as const) {
      const c = await register(lang);
      expect((await post('/api/client/send-verify-otp', c.cookie, {}, lang)).statusCode).toBe(200);
      const [mail] = mailsTo(c.email);
      const code = /(\d{6})/.exec(mail!.subject)![1];
      expect(mail!.subject).toBe(`${code} is your BuildMart verification code`);
      expect(mail!.text).toBe(
        `Hello Asha Verma,\n\nYour BuildMart email verification code is ${code}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this mail.\n\n— BuildMart`,
      );
    }
  });
});

describe('the provider’s reply mail', () => {
  async function enquireAndReply(lang: 'hi' | 'en') {
    const v = await createVendorUser(testDb(), { vendor: { name: 'Shree Cranes' } });
    const eq = await createEquipment(testDb(), v.vendor.id, { name: 'Tata Hitachi EX200' });
    // Registered on the English site; the enquiry is what says the language now.
    const c = await register('en');
    const sent = await post(
      '/api/enquiry/submit',
      c.cookie,
      { name: 'Asha Verma', email: c.email, subject: 'Excavator for 2 months', message: 'Need it from 1 Dec.', equipmentId: eq.id },
      lang,
    );
    expect(sent.statusCode).toBe(200);
    const login = await app.inject({ method: 'POST', url: '/api/account/login', payload: { email: v.user.email, password: 'Secret@123' } });
    const replied = await post('/api/provider/enquiry-reply', sessionCookieOf(login), { EnquiryId: sent.json().id, Message: 'Available. ₹1,80,000 a month.' });
    expect(replied.statusCode).toBe(200);
    return mailsTo(c.email).find((m) => m.subject.includes('Excavator for 2 months'))!;
  }

  it('is Hindi, with the Hindi client area’s link, when the client wrote from the Hindi site; the provider’s words stay as typed', async () => {
    const mail = await enquireAndReply('hi');
    expect(mail.subject).toBe('आपकी पूछताछ का जवाब: Excavator for 2 months');
    expect(mail.text).toContain('Shree Cranes ने BuildMart पर आपकी पूछताछ "Excavator for 2 months" का जवाब दिया है:');
    expect(mail.text).toContain('> Available. ₹1,80,000 a month.');
    expect(mail.text).toMatch(/बातचीत पढ़ें और अपने खाते में जवाब दें: https:\/\/buildmart\.test\/hi\/client\/\S*enquiries/);
  });

  it('is the English mail, unchanged, when the client wrote from the English site', async () => {
    const mail = await enquireAndReply('en');
    expect(mail.subject).toBe('Reply to your enquiry: Excavator for 2 months');
    expect(mail.text).toContain('Shree Cranes replied to your enquiry "Excavator for 2 months" on BuildMart:');
    expect(mail.text).toMatch(/Read the conversation and answer in your account: https:\/\/buildmart\.test\/client\/\S*enquiries/);
  });
});

describe('the unlock mail', () => {
  it('follows the language the owner last logged in from, not the one of whoever is guessing', async () => {
    const c = await register('en');
    // The owner logs in from the Hindi site: their mail turns Hindi.
    expect(
      (await app.inject({ method: 'POST', url: '/api/account/login', headers: { 'accept-language': 'hi' }, payload: { email: c.email, password: 'Str0ng@pass' } })).statusCode,
    ).toBe(200);
    for (let i = 0; i < 20; i++) {
      const r = await app.inject({ method: 'POST', url: '/api/account/login', remoteAddress: `203.0.113.${i + 1}`, payload: { email: c.email, password: `guess-${i}` } });
      expect(r.statusCode).toBe(401);
    }
    const paused = await app.inject({ method: 'POST', url: '/api/account/login', remoteAddress: '203.0.113.99', payload: { email: c.email, password: 'guess-again' } });
    expect(paused.statusCode).toBe(429);
    const [mail] = mailsTo(c.email);
    expect(mail!.subject).toBe('आपके BuildMart खाते में साइन-इन रोका गया है');
    expect(mail!.text).toContain('नमस्ते Asha Verma,');
    expect(mail!.text).toMatch(/अभी साइन-इन अनलॉक करें \(लिंक एक बार, एक घंटे तक काम करता है\): https:\/\/buildmart\.test\/hi\/account\/unlock\?token=[\w-]+/);
  });
});
