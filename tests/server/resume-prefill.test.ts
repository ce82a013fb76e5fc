import { beforeAll, describe, expect, it } from 'vitest';
import { hasBuild } from '../../server/ssr.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { hasTag } from '../fixtures/html.ts';
import { multipartBody } from '../fixtures/multipart.ts';

/**
 * Less typing: a job seeker's listing form starts from what registration already asked — name, phone,
 * email, state and city — instead of asking again; once saved, the form shows the listing.
 */
const app = useTestApp();

const field = (html: string, name: string) => html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0] ?? '';
const inputValue = (html: string, name: string) => field(html, name).match(/value="([^"]*)"/)?.[1] ?? '';

describe('the job seeker’s listing form', () => {
  let cookie: string;
  beforeAll(async () => {
    expect(hasBuild()).toBe(true);
    const reg = await app().inject({
      method: 'POST',
      url: '/api/account/register-provider',
      payload: {
        Role: 'JobSeeker',
        Name: 'Ramesh Yadav',
        Email: 'Ramesh.Yadav@example.in',
        Phone: '98220 45678',
        State: 'Maharashtra',
        City: 'Nagpur',
        Password: 'Secret@123',
        ConfirmPassword: 'Secret@123',
      },
    });
    expect(reg.statusCode, reg.body).toBe(200);
    cookie = await loginCookie(app(), 'ramesh.yadav@example.in', 'Secret@123');
  });

  it('is filled from registration before the first save', async () => {
    const res = await app().inject({ method: 'GET', url: '/manage/resume', headers: { accept: 'text/html', cookie } });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(inputValue(html, 'Name')).toBe('Ramesh Yadav');
    expect(inputValue(html, 'Phone')).toBe('+91 98220 45678');
    expect(inputValue(html, 'Email')).toBe('ramesh.yadav@example.in');
    expect(inputValue(html, 'City')).toBe('Nagpur');
    expect(hasTag(html, 'option', { value: 'Maharashtra', selected: true })).toBe(true);
  });

  it('shows the saved listing afterwards, not the registration', async () => {
    const m = multipartBody({
      Kind: 'individual',
      Name: 'Ramesh Y.',
      Category: 'skilled',
      Trade: 'Mason',
      State: 'Maharashtra',
      City: 'Wardha',
      Phone: '9822045678',
      Availability: 'immediate',
    });
    const saved = await app().inject({ method: 'POST', url: '/api/provider/worker', payload: m.payload, headers: { ...m.headers, cookie } });
    expect(saved.statusCode, saved.body).toBe(200);
    const html = (await app().inject({ method: 'GET', url: '/manage/resume', headers: { accept: 'text/html', cookie } })).body;
    expect(inputValue(html, 'Name')).toBe('Ramesh Y.');
    expect(inputValue(html, 'City')).toBe('Wardha');
  });
});
