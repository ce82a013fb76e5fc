import { describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';

/** The API's refusals in the page's language (docs/decisions/051): Hindi for `Accept-Language: hi`, the exact English otherwise. */
const app = useTestApp();

const post = (url: string, payload: unknown, lang?: string) => app().inject({ method: 'POST', url, payload: payload as object, headers: lang ? { 'accept-language': lang } : {} });

describe('refusals in the caller’s language', () => {
  it('answers a validation failure in Hindi for a Hindi page, field messages too', async () => {
    const res = await post('/api/account/register-client', { fullName: '', email: 'not-an-email', password: 'Str0ng@pass' }, 'hi');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('fullName: कृपया अपना नाम लिखें।');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'कृपया अपना नाम लिखें।' },
        { field: 'email', message: 'कृपया सही ईमेल पता लिखें।' },
      ]),
    );
    expect(res.headers['content-language']).toBe('hi');
    expect(res.headers.vary).toMatch(/accept-language/i);
  });

  it('keeps the exact English for a caller that asks for no language or for English', async () => {
    for (const lang of [undefined, 'en', 'en-IN,hi;q=0.8']) {
      const res = await post('/api/account/register-client', { fullName: '', email: 'not-an-email', password: 'Str0ng@pass' }, lang);
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.message).toBe('fullName: Please enter your name.');
      expect(body.errors).toEqual(expect.arrayContaining([{ field: 'email', message: 'Please enter a valid email address.' }]));
      expect(res.headers['content-language']).toBeUndefined();
    }
  });

  it('answers a core refusal (AppError) in Hindi, and in English byte for byte', async () => {
    const u = await createLoginUser(testDb());
    const hi = await post('/api/account/login', { email: u.email, password: 'Wrong@pass1' }, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hi.statusCode).toBe(401);
    expect(hi.json().message).toBe('ईमेल या पासवर्ड गलत है।');
    const en = await post('/api/account/login', { email: u.email, password: 'Wrong@pass1' });
    expect(en.statusCode).toBe(401);
    expect(en.body).toBe(JSON.stringify({ success: false, message: 'Invalid email or password.' }));
  });

  it('translates a sentence with values and keeps the values', async () => {
    const res = await post('/api/account/register-client', { fullName: 'x'.repeat(101), email: 'a@example.in', password: 'Str0ng@pass' }, 'hi');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual(expect.arrayContaining([{ field: 'fullName', message: 'नाम बहुत लंबा है (अधिकतम 100 अक्षर)।' }]));
  });

  it('translates refusals written outside the error handler (an unknown endpoint) and Message', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/account/me', headers: { 'accept-language': 'hi' } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('आगे बढ़ने के लिए कृपया लॉग इन करें।');
    const u = await createLoginUser(testDb());
    const dup = await post('/api/account/register-client', { fullName: 'X', email: u.email, password: 'Another@123' }, 'hi');
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ success: false, Message: 'इस ईमेल से खाता पहले से है। कृपया लॉग इन करें।' });
  });
});
