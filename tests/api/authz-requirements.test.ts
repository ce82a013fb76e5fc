import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';

/**
 * Who may read and answer a requirement (docs/decisions/056): only the providers it was sent to; the
 * client's phone and email only once that provider has quoted; no quote once the client has decided.
 */
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig(), db: testDb() });
  await app.ready();
});
afterAll(() => app?.close());

async function session(email?: string) {
  const cookie = email ? await loginCookie(app, email, 'Secret@123') : undefined;
  const headers = cookie ? { cookie } : {};
  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url, headers });
    return { status: r.statusCode, body: r.json() };
  };
  const post = async (url: string, payload: object) => {
    const r = await app.inject({ method: 'POST', url, payload, headers });
    return { status: r.statusCode, body: r.json() };
  };
  return { get, post };
}

const IST_MS = 330 * 60 * 1000;
const indiaDate = (days: number) => new Date(Date.now() + IST_MS + days * 86_400_000).toISOString().slice(0, 10);
const PHONE = '9822012345';
/** How the phone is stored and shown. */
const SHOWN = '+91 98220 12345';

describe('requirements: the provider side', () => {
  it('shows a requirement only to the providers it was sent to, the phone only after quoting, and refuses quotes once decided', async () => {
    const db = testDb();
    const tag = Date.now().toString(36);
    const client = await createLoginUser(db, 'Secret@123', { fullName: 'Meera Joshi' });
    const { user: vendorUser, vendor } = await createVendorUser(db, { vendor: { name: `Nashik Cranes ${tag}`, city: 'Nashik' } });
    await createEquipment(db, vendor.id, { name: `Crawler Crane ${tag}`, city: 'Nashik' });
    const { user: otherVendorUser, vendor: otherVendor } = await createVendorUser(db, { vendor: { name: `Nashik Dozers ${tag}`, city: 'Nashik' } });
    await createEquipment(db, otherVendor.id, { name: `Bulldozer ${tag}`, city: 'Nashik' });
    const { user: contractorUser } = await createContractorUser(db, { contractor: { city: 'Nashik', workLocations: ['Nashik'] } });

    const c = await session(client.email);
    const posted = await c.post('/api/requirements', {
      kind: 'equipment',
      machineType: 'crawler-crane',
      site: 'Nashik',
      startDate: indiaDate(5),
      duration: 10,
      durationUnit: 'days',
      operatorNeeded: 'no',
      phone: PHONE,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const id: number = posted.body.id;

    // The matching vendor: in the inbox, unread, no contacts yet.
    const v = await session(vendorUser.email);
    const inbox = await v.get('/api/requirements/inbox');
    expect(inbox.status).toBe(200);
    const listed = inbox.body.data.find((r: { Id: number }) => r.Id === id);
    expect(listed).toMatchObject({ What: 'Crawler Crane', Unread: true, ClientPhone: null, ClientEmail: null, MyQuote: null, QuoteCount: 0 });
    const one = await v.get(`/api/requirements/inbox/one?id=${id}`);
    expect(one.body.data).toMatchObject({ Unread: false, ClientName: 'Meera Joshi', ClientPhone: null });
    expect(JSON.stringify(one.body)).not.toContain('98220');

    // Anyone else: the same 404 (another vendor, a contractor), 403 (a client), 401 (a guest).
    for (const email of [otherVendorUser.email, contractorUser.email]) {
      const s = await session(email);
      expect(await s.get(`/api/requirements/inbox/one?id=${id}`)).toMatchObject({ status: 404, body: { message: 'Requirement not found.' } });
      expect(await s.post('/api/requirements/quote', { requirementId: id, price: 5000, priceUnit: 'day', availableFrom: indiaDate(5) })).toMatchObject({ status: 404 });
      expect((await s.get('/api/requirements/inbox')).body.data.map((r: { Id: number }) => r.Id)).not.toContain(id);
    }
    expect((await c.get('/api/requirements/inbox')).status).toBe(403);
    expect((await c.post('/api/requirements/quote', { requirementId: id, price: 5000, priceUnit: 'day', availableFrom: indiaDate(5) })).status).toBe(403);
    expect((await (await session()).get('/api/requirements/inbox')).status).toBe(401);

    // A bad quote is named by field; a good one shows the client's contacts.
    const bad = await v.post('/api/requirements/quote', { requirementId: id, price: '0', priceUnit: 'fortnight', availableFrom: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['availableFrom', 'price', 'priceUnit']);
    const past = await v.post('/api/requirements/quote', { requirementId: id, price: 6000, priceUnit: 'day', availableFrom: indiaDate(-2) });
    expect(past).toMatchObject({ status: 400, body: { errors: [{ field: 'availableFrom', message: 'The date you can start from cannot be in the past.' }] } });
    const sent = await v.post('/api/requirements/quote', { requirementId: id, price: 6000, priceUnit: 'day', availableFrom: indiaDate(5) });
    expect(sent.status).toBe(200);
    expect((await v.get(`/api/requirements/inbox/one?id=${id}`)).body.data).toMatchObject({ ClientPhone: SHOWN, ClientEmail: client.email, QuoteCount: 1 });

    // The client accepts it: the vendor reads so, and cannot quote again.
    const mine = await c.get('/api/requirements');
    const quoteId = mine.body.data.find((r: { Id: number }) => r.Id === id).Quotes[0].Id;
    expect((await c.post('/api/requirements/accept', { quoteId })).status).toBe(200);
    expect((await v.get(`/api/requirements/inbox/one?id=${id}`)).body.data).toMatchObject({ Status: 'accepted', MyQuote: { Status: 'accepted' } });
    const again = await v.post('/api/requirements/quote', { requirementId: id, price: 5500, priceUnit: 'day', availableFrom: indiaDate(5) });
    expect(again).toMatchObject({ status: 409, body: { message: 'This requirement is closed: the client has accepted a quote or withdrawn it.' } });
  });
});
