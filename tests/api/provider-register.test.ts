import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../lib/gstin.ts';
import { contractors, users, vendors } from '../../db/schema/index.ts';
import { postJson, sessionCookieOf, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';

const app = useTestApp();
const GSTIN = (() => {
  const first14 = '27AAPFU0939F1Z';
  return first14 + gstinCheckChar(first14);
})();

const form = (o: Record<string, unknown> = {}) => ({
  Role: 'Vendor',
  Name: 'Shree Ganesh Earthmovers',
  ContactPerson: 'Ganesh Patil',
  Email: `owner-${randomUUID().slice(0, 8)}@example.in`,
  Phone: '98220 12345',
  City: 'Pune',
  State: 'Maharashtra',
  GSTIN,
  Password: 'Secret@123',
  ConfirmPassword: 'Secret@123',
  ...o,
});

const register = (body: object) => app().inject({ method: 'POST', url: '/api/account/register-provider', payload: body });

describe('provider registration', () => {
  it('registers a vendor with its unverified company row and signs in', async () => {
    const body = form({ Email: `MiXeD-${randomUUID().slice(0, 8)}@Example.in`, GSTIN: GSTIN.toLowerCase() });
    const r = await register(body);
    expect(r.statusCode).toBe(200);
    const json = r.json();
    expect(json).toMatchObject({
      success: true,
      Message: 'Registration successful!',
      user: { Role: 'Vendor', Email: (body.Email as string).toLowerCase(), Phone: '+91 98220 12345' },
    });
    const [v] = await testDb().select().from(vendors).where(eq(vendors.userId, json.UserId));
    expect(v).toMatchObject({
      name: 'Shree Ganesh Earthmovers',
      contactPerson: 'Ganesh Patil',
      city: 'Pune',
      state: 'Maharashtra',
      phone: '+91 98220 12345',
      email: (body.Email as string).toLowerCase(),
      gstin: GSTIN,
      isVerified: false,
      serviceAreas: 'Pan India',
    });

    // The session works: /me answers and /manage sends the vendor to Manage Equipments.
    const cookie = sessionCookieOf(r);
    const me = await app().inject({ method: 'GET', url: '/api/account/me', headers: { cookie } });
    expect(me.json().data.Role).toBe('Vendor');
    const list = await app().inject({ method: 'GET', url: '/api/vendor/equipments', headers: { cookie } });
    expect(list.json()).toEqual({ success: true, data: [] });
  });

  it('registers a contractor as pending (not public) and a job seeker with the user only', async () => {
    const c = await register(form({ Role: 'Contractor', Name: 'Kaveri Builders', GSTIN: '' }));
    expect(c.statusCode).toBe(200);
    const [row] = await testDb().select().from(contractors).where(eq(contractors.userId, c.json().UserId));
    expect(row).toMatchObject({ companyName: 'Kaveri Builders', status: 'pending', isVerified: false, mobile: '+91 98220 12345', gstin: null, city: 'Pune' });
    const pub = await postJson(app(), '/api/public/v3/contractor-detail', { id: row!.id });
    expect(pub.status).toBe(404);

    const j = await register(form({ Role: 'JobSeeker', Name: 'Ramesh Kumar', ContactPerson: '', GSTIN }));
    expect(j.statusCode).toBe(200);
    const uid = j.json().UserId as number;
    const [u] = await testDb().select().from(users).where(eq(users.id, uid));
    expect(u).toMatchObject({ role: 'JobSeeker', fullName: 'Ramesh Kumar' });
    expect(await testDb().select().from(vendors).where(eq(vendors.userId, uid))).toEqual([]);
    expect(await testDb().select().from(contractors).where(eq(contractors.userId, uid))).toEqual([]);
  });

  it('refuses a known email with 409 and a clear message', async () => {
    const body = form();
    expect((await register(body)).statusCode).toBe(200);
    const again = await register({ ...body, Email: (body.Email as string).toUpperCase(), Role: 'Contractor' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, Message: 'An account with this email already exists. Please log in instead.' });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('answers bad input with 400 and the form’s messages, never creating anything', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ Role: 'Client' }, 'Please choose what you want to list.'],
      [{ Role: 'Admin' }, 'Please choose what you want to list.'],
      [{ Name: '  ' }, 'Please enter your company or full name.'],
      [{ Email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ Phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number.'],
      [{ Phone: '5822012345' }, 'Please enter a valid 10-digit Indian mobile number.'],
      [{ State: 'Atlantis' }, 'Please choose a state.'],
      [{ City: 'Chennai' }, 'Please choose a city from the list.'],
      [{ GSTIN: '27AAPFU0939F1ZX' }, 'GSTIN check character does not match.'],
      [{ GSTIN: 'ABC' }, 'GSTIN must be 15 characters.'],
      [{ Password: 'short', ConfirmPassword: 'short' }, 'Password must be at least 8 characters.'],
      [{ Password: '' }, 'Please enter a password.'],
      [{ ConfirmPassword: 'Secret@124' }, 'Passwords do not match.'],
    ];
    for (const [patch, message] of cases) {
      const body = form(patch);
      const r = await register(body);
      expect(r.statusCode, JSON.stringify(patch)).toBe(400);
      expect(
        r.json().errors.map((e: { message: string }) => e.message),
        JSON.stringify(patch),
      ).toContain(message);
      expect(
        await testDb()
          .select()
          .from(users)
          .where(eq(users.email, body.Email as string)),
      ).toEqual([]);
    }
  });

  it('accepts the usual ways of writing an Indian mobile', async () => {
    for (const phone of ['+91 98765 43210', '+91-9876543210', '09876543210', '919876543210', '9876543210']) {
      const r = await register(form({ Phone: phone }));
      expect(r.statusCode, phone).toBe(200);
      expect(r.json().user.Phone).toBe('+91 98765 43210');
    }
  });

  it('is documented in the OpenAPI document with the vendor calls', async () => {
    const doc = (await app().inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/account/register-provider'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('GSTIN');
    for (const p of ['/api/vendor/equipment/create', '/api/vendor/equipment/update', '/api/vendor/equipment/status', '/api/vendor/equipment/delete', '/api/vendor/profile/update'])
      expect(doc.paths[p]?.post, p).toBeDefined();
    for (const p of ['/api/vendor/equipments', '/api/vendor/equipment', '/api/vendor/profile']) expect(doc.paths[p]?.get, p).toBeDefined();
  });
});

describe('registration rate limit per IP (REGISTER_RATE_LIMIT)', () => {
  const limited = useTestApp({ registerRateLimit: 2 });

  it('refuses a third provider account from one address within 10 minutes with 429 and a sentence, and keeps no row', async () => {
    const send = (body: object) => limited().inject({ method: 'POST', url: '/api/account/register-provider', payload: body });
    expect((await send(form())).statusCode).toBe(200);
    expect((await send(form())).statusCode).toBe(200);
    const third = form();
    const r = await send(third);
    expect(r.statusCode).toBe(429);
    expect(r.json()).toMatchObject({ success: false, message: 'Too many requests. Please wait a minute and try again.' });
    expect(
      await testDb()
        .select()
        .from(users)
        .where(eq(users.email, third.Email as string)),
    ).toEqual([]);
  });

  it('limits client registration the same way', async () => {
    const send = () =>
      limited().inject({
        method: 'POST',
        url: '/api/account/register-client',
        payload: { fullName: 'Asha Rao', email: `c-${randomUUID().slice(0, 8)}@example.in`, phone: '9876543210', password: 'Secret@123' },
      });
    const codes = [(await send()).statusCode, (await send()).statusCode, (await send()).statusCode];
    expect(codes).toEqual([200, 200, 429]);
  });
});
