import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requirementRecipients, requirements } from '../../db/schema/index.ts';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';

/**
 * Requirements and quotes (docs/decisions/056): a client posts one need, it reaches only the matching
 * providers (machine type or contractor type; within 100 km of the site or covering it in their service
 * areas) by inbox and by mail through the job queue; they quote; the client sees the quotes side by side and
 * accepts one; the others are told. The client's phone reaches a provider only once they have quoted.
 */
const smtp = useSmtpServer();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig({ smtpUrl: smtp.url(), siteUrl: 'https://buildmart.test' }), db: testDb(), runJobs: true });
  await app.ready();
});
afterAll(() => app?.close());

const indiaDay = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 10);

/** A JSON answer as the tests read it: any field, checked by the assertions themselves. */
// biome-ignore lint/suspicious/noExplicitAny: the assertions check the shape.
type Json = Record<string, any>;

async function session(email: string) {
  const cookie = await loginCookie(app, email, 'Secret@123');
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await app.inject({ method, url, payload, headers: { cookie } });
    return { status: r.statusCode, body: r.json() as Json };
  };
  return { get: (url: string) => call('GET', url), post: (url: string, payload: object) => call('POST', url, payload) };
}

async function vendorWith(name: string, machine: string, city: string, state: string, serviceAreas: string, status: 'approved' | 'pending' = 'approved') {
  const v = await createVendorUser(testDb(), { vendor: { name, serviceAreas, city, state } });
  await createEquipment(testDb(), v.vendor.id, { name: machine, city, state, status });
  return { ...v, s: await session(v.user.email) };
}

const backhoeInPune = (o: Record<string, unknown> = {}) => ({
  kind: 'equipment',
  machineType: 'backhoe-loader',
  site: 'Pune',
  startDate: indiaDay(5),
  duration: '2',
  durationUnit: 'weeks',
  quantity: '2',
  operatorNeeded: 'yes',
  budget: '2500',
  budgetUnit: 'day',
  note: 'Trenching for a water line, 1.2 km.',
  phone: '9822012345',
  ...o,
});

async function client(name = 'Kavita Joshi') {
  const u = await createLoginUser(testDb(), 'Secret@123', { fullName: name });
  return { user: u, s: await session(u.email) };
}

const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);

describe('a machine requirement', () => {
  let near: Awaited<ReturnType<typeof vendorWith>>;
  let panIndia: Awaited<ReturnType<typeof vendorWith>>;
  let sameState: Awaited<ReturnType<typeof vendorWith>>;
  let farAway: Awaited<ReturnType<typeof vendorWith>>;
  let otherMachine: Awaited<ReturnType<typeof vendorWith>>;
  let hidden: Awaited<ReturnType<typeof vendorWith>>;
  let c: Awaited<ReturnType<typeof client>>;
  let id: number;

  beforeAll(async () => {
    near = await vendorWith('Sahyadri Earthmovers', 'JCB 3DX Backhoe Loader', 'Pimpri-Chinchwad', 'Maharashtra', 'Pune');
    panIndia = await vendorWith('Bharat Hire Co', 'CAT 424 Backhoe Loader', 'Delhi', 'Delhi', 'Pan India');
    sameState = await vendorWith('Vidarbha Machines', 'Mahindra EarthMaster Backhoe Loader', 'Nagpur', 'Maharashtra', 'Maharashtra and nearby states');
    farAway = await vendorWith('Kolkata Plant Hire', 'JCB 3DX Backhoe Loader', 'Kolkata', 'West Bengal', 'West Bengal, Odisha');
    otherMachine = await vendorWith('Pune Excavations', 'Tata Hitachi EX200 Excavator', 'Pune', 'Maharashtra', 'Pan India');
    hidden = await vendorWith('Pending Plant', 'JCB 3DX Backhoe Loader', 'Pune', 'Maharashtra', 'Pan India', 'pending');
    c = await client();
    const posted = await c.s.post('/api/requirements', backhoeInPune());
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    expect(posted.body).toMatchObject({ success: true, recipients: 3, message: 'Your requirement was sent to 3 providers.' });
    id = posted.body.id;
  });

  it('reaches only the vendors of that machine near the site or serving it, nearest first, in their inbox and by mail', async () => {
    const rows = await testDb().select().from(requirementRecipients).where(eq(requirementRecipients.requirementId, id)).orderBy(requirementRecipients.distanceKm);
    expect(new Set(rows.map((r) => r.vendorId))).toEqual(new Set([near.vendor.id, panIndia.vendor.id, sameState.vendor.id]));
    expect(rows[0]!.vendorId).toBe(near.vendor.id);
    expect(rows.find((r) => r.vendorId === near.vendor.id)?.distanceKm).toBeLessThan(30);
    expect(rows.find((r) => r.vendorId === panIndia.vendor.id)?.distanceKm).toBeNull();

    for (const v of [near, panIndia, sameState]) {
      const inbox = await v.s.get('/api/requirements/inbox');
      expect(inbox.body.data.map((r: { Id: number }) => r.Id)).toContain(id);
      await expect.poll(() => mailsTo(v.vendor.email!).filter((m) => m.subject === 'New requirement: Backhoe Loader (2) in Pune, Maharashtra').length, { timeout: 15_000 }).toBe(1);
    }
    for (const v of [farAway, otherMachine, hidden]) {
      expect((await v.s.get('/api/requirements/inbox')).body).toMatchObject({ data: [], total: 0, unread: 0 });
      expect((await v.s.get(`/api/requirements/inbox/one?id=${id}`)).status).toBe(404);
      const q = await v.s.post('/api/requirements/quote', { requirementId: id, price: '2000', priceUnit: 'day', availableFrom: indiaDay(5) });
      expect(q.status).toBe(404);
    }
    // The mail names the need, never the client's contacts.
    const mail = mailsTo(near.vendor.email!).find((m) => m.subject.startsWith('New requirement'))!;
    expect(mail.text).toContain('Operator needed: yes');
    expect(mail.text).toContain('https://buildmart.test/manage/requirements/');
    expect(mail.text).not.toContain('98220');
    expect(mailsTo(farAway.vendor.email!)).toEqual([]);
  });

  it('shows the client’s phone to a provider only once they have quoted; quotes reach the client side by side; accepting one tells the others', async () => {
    const before = await near.s.get(`/api/requirements/inbox/one?id=${id}`);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({
      What: 'Backhoe Loader',
      Site: 'Pune, Maharashtra',
      Quantity: 2,
      OperatorNeeded: true,
      Budget: 2500,
      BudgetUnit: 'day',
      ClientName: 'Kavita Joshi',
      ClientPhone: null,
      ClientEmail: null,
      MyQuote: null,
      Unread: false,
    });
    // Opening it marked it read.
    expect((await near.s.get('/api/requirements/inbox')).body.unread).toBe(0);
    expect((await panIndia.s.get('/api/requirements/inbox')).body.unread).toBe(1);

    const bad = await near.s.post('/api/requirements/quote', { requirementId: id, price: '0', priceUnit: 'fortnight', availableFrom: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'price', message: 'Price must be a whole number of rupees from 1 to 10,00,00,000.' },
      { field: 'priceUnit', message: 'Please choose what the price is for: per hour, day, week, month, square foot or the whole job.' },
      { field: 'availableFrom', message: 'Please choose the date you can start from.' },
    ]);
    const past = await near.s.post('/api/requirements/quote', { requirementId: id, price: '2200', priceUnit: 'day', availableFrom: indiaDay(-2) });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ field: 'availableFrom', message: 'The date you can start from cannot be in the past.' }]);

    const q1 = await near.s.post('/api/requirements/quote', { requirementId: id, price: '2200', priceUnit: 'day', availableFrom: indiaDay(5), note: 'With operator and diesel.' });
    expect(q1.status, JSON.stringify(q1.body)).toBe(200);
    const after = (await near.s.get(`/api/requirements/inbox/one?id=${id}`)).body.data;
    expect(after).toMatchObject({ ClientPhone: '+91 98220 12345', ClientEmail: c.user.email, MyQuote: { Price: 2200, PriceUnit: 'day', Status: 'sent' }, QuoteCount: 1 });
    // A second provider has not quoted: still no phone.
    expect((await panIndia.s.get(`/api/requirements/inbox/one?id=${id}`)).body.data.ClientPhone).toBeNull();
    const q2 = await panIndia.s.post('/api/requirements/quote', { requirementId: id, price: '60000', priceUnit: 'month', availableFrom: indiaDay(7) });
    expect(q2.status).toBe(200);
    // Quoting again changes the quote (one per provider).
    const q1b = await near.s.post('/api/requirements/quote', { requirementId: id, price: '2100', priceUnit: 'day', availableFrom: indiaDay(5) });
    expect(q1b.body.data).toMatchObject({ Price: 2100, Note: null });
    await expect
      .poll(
        () =>
          mailsTo(c.user.email)
            .map((m) => m.subject)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual(
        ['New quote for Backhoe Loader: Bharat Hire Co', 'New quote for Backhoe Loader: Sahyadri Earthmovers', 'Updated quote for Backhoe Loader: Sahyadri Earthmovers'].sort(),
      );

    const mine = await c.s.get('/api/requirements');
    expect(mine.status).toBe(200);
    const r = mine.body.data.find((x: { Id: number }) => x.Id === id);
    expect(r).toMatchObject({ Status: 'open', Recipients: 3 });
    expect(r.Quotes.map((q: { ProviderName: string; Price: number; PriceUnit: string; DistanceKm: number | null }) => [q.ProviderName, q.Price, q.PriceUnit])).toEqual([
      ['Sahyadri Earthmovers', 2100, 'day'],
      ['Bharat Hire Co', 60000, 'month'],
    ]);

    // Someone else cannot accept the client's quote (not found, nothing changes).
    const stranger = await client('Ravi Menon');
    const quoteId = r.Quotes[0].Id as number;
    expect((await stranger.s.post('/api/requirements/accept', { quoteId })).status).toBe(404);
    expect((await near.s.post('/api/requirements/accept', { quoteId })).status).toBe(403);

    const accepted = await c.s.post('/api/requirements/accept', { quoteId });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.Status).toBe('accepted');
    expect(accepted.body.data.Quotes.map((q: { Status: string }) => q.Status)).toEqual(['accepted', 'declined']);
    expect(accepted.body.data.Quotes[0].ProviderPhone).toBe('+91 98765 43210');
    await expect
      .poll(() => mailsTo(near.vendor.email!).find((m) => m.subject === 'Your quote for Backhoe Loader was accepted')?.text ?? '', { timeout: 15_000 })
      .toContain('Phone: +91 98220 12345');
    await expect.poll(() => mailsTo(panIndia.vendor.email!).filter((m) => m.subject === 'The client chose another quote for Backhoe Loader').length, { timeout: 15_000 }).toBe(1);
    expect(mailsTo(sameState.vendor.email!).filter((m) => m.subject.includes('another quote'))).toEqual([]);

    // Decided: no more quotes, no second accept, no withdrawal.
    expect((await sameState.s.post('/api/requirements/quote', { requirementId: id, price: '1500', priceUnit: 'day', availableFrom: indiaDay(5) })).status).toBe(409);
    expect((await c.s.post('/api/requirements/accept', { quoteId: r.Quotes[1].Id })).status).toBe(409);
    expect((await c.s.post('/api/requirements/close', { requirementId: id })).status).toBe(409);
    expect((await panIndia.s.get(`/api/requirements/inbox/one?id=${id}`)).body.data).toMatchObject({ Status: 'accepted', MyQuote: { Status: 'declined' } });
  });
});

describe('posting a requirement', () => {
  it('is for signed-in clients: guests 401, provider accounts 403, nothing saved', async () => {
    const guest = await app.inject({ method: 'POST', url: '/api/requirements', payload: backhoeInPune() });
    expect(guest.statusCode).toBe(401);
    const v = await vendorWith('Self Poster', 'JCB 3DX Backhoe Loader', 'Pune', 'Maharashtra', 'Pan India');
    expect((await v.s.post('/api/requirements', backhoeInPune())).status).toBe(403);
    expect((await v.s.get('/api/requirements')).status).toBe(403);
    expect(await testDb().select().from(requirements).where(eq(requirements.userId, v.user.id))).toEqual([]);
  });

  it('names every missing or wrong field with a 400, and saves nothing', async () => {
    const c = await client();
    const blank = await c.s.post('/api/requirements', { phone: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([
      { field: 'phone', message: 'Please enter a valid 10-digit Indian mobile number.' },
      { field: 'kind', message: 'Please choose a machine or a contractor.' },
      { field: 'startDate', message: 'Please choose the start date.' },
      { field: 'duration', message: 'Please enter the duration.' },
      { field: 'durationUnit', message: 'Please choose days, weeks or months.' },
      { field: 'site', message: 'Please enter the site city or PIN code.' },
      { field: 'operatorNeeded', message: 'Please say whether you need an operator.' },
    ]);
    const wrong = await c.s.post('/api/requirements', backhoeInPune({ machineType: 'flying-carpet', quantity: '0', budget: '12.5', budgetUnit: '' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'machineType', message: 'Please choose the machine you need.' },
      { field: 'quantity', message: 'Quantity must be a whole number from 1 to 99.' },
      { field: 'budget', message: 'Budget must be a whole number of rupees from 1 to 10,00,00,000.' },
      { field: 'budgetUnit', message: 'Please say what the budget is for: per hour, day, week, month, square foot or the whole job.' },
    ]);
    const past = await c.s.post('/api/requirements', backhoeInPune({ startDate: indiaDay(-1) }));
    expect(past.body.errors).toEqual([{ field: 'startDate', message: 'The start date cannot be in the past.' }]);
    const nowhere = await c.s.post('/api/requirements', backhoeInPune({ site: 'Atlantis' }));
    expect(nowhere.body.errors).toEqual([{ field: 'site', message: "We could not find 'Atlantis'. Enter a city or a 6-digit PIN code." }]);
    expect(await testDb().select().from(requirements).where(eq(requirements.userId, c.user.id))).toEqual([]);
  });

  it('says so on the site field when no provider matches, and saves nothing', async () => {
    const c = await client();
    const none = await c.s.post('/api/requirements', backhoeInPune({ machineType: 'tower-crane', site: 'Aizawl' }));
    expect(none.status).toBe(400);
    expect(none.body.errors).toEqual([{ field: 'site', message: 'No provider of Tower Crane serves Aizawl, Mizoram yet. Try a nearby bigger city, or another machine.' }]);
    expect(await testDb().select().from(requirements).where(eq(requirements.userId, c.user.id))).toEqual([]);
  });

  it('reaches contractors of the type near a PIN code or working there; not other types, not far ones', async () => {
    const civil = await createContractorUser(testDb(), {
      contractor: { companyName: 'Deccan Civil Works', city: 'Pune', state: 'Maharashtra', contractorTypes: ['Civil Contractor'], workLocations: [] },
    });
    const roaming = await createContractorUser(testDb(), {
      contractor: { companyName: 'Konkan Builders', city: 'Ratnagiri', state: 'Maharashtra', contractorTypes: ['Civil Contractor'], workLocations: ['Pune', 'Satara'] },
    });
    const electrical = await createContractorUser(testDb(), {
      contractor: { companyName: 'Volt Electricals', city: 'Pune', state: 'Maharashtra', contractorTypes: ['Electrical Contractor'], workLocations: ['Pune'] },
    });
    const far = await createContractorUser(testDb(), {
      contractor: { companyName: 'Chennai Civil', city: 'Chennai', state: 'Tamil Nadu', contractorTypes: ['Civil Contractor'], workLocations: ['Chennai', 'Tamil Nadu'] },
    });
    const c = await client();
    const posted = await c.s.post('/api/requirements', {
      kind: 'contractor',
      contractorType: 'civil contractor',
      site: '411001',
      startDate: indiaDay(10),
      duration: '3',
      durationUnit: 'months',
      phone: '9822099999',
      operatorNeeded: 'yes',
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(200);
    const rows = await testDb().select().from(requirementRecipients).where(eq(requirementRecipients.requirementId, posted.body.id));
    expect(rows.map((r) => r.contractorId).sort()).toEqual([civil.contractor.id, roaming.contractor.id].sort());
    const [saved] = await testDb().select().from(requirements).where(eq(requirements.id, posted.body.id));
    // A contractor is not hired with an operator: the answer is not kept.
    expect(saved).toMatchObject({
      kind: 'contractor',
      contractorType: 'Civil Contractor',
      sitePlace: 'PIN 411001',
      siteCity: 'Pune',
      siteState: 'Maharashtra',
      operatorNeeded: null,
    });
    for (const other of [electrical, far]) expect(rows.some((r) => r.contractorId === other.contractor.id)).toBe(false);
  });

  it('is limited: five a day per account (429, nothing saved), and the client can withdraw one', async () => {
    await vendorWith('Limit Hire', 'JCB 3DX Backhoe Loader', 'Pune', 'Maharashtra', 'Pan India');
    const c = await client();
    // The default limit (the shared test app's limits are generous).
    const limited = await buildApp({ config: testConfig({ limits: { requirementPerDay: 5 } }), db: testDb() });
    afterAll(() => limited.close());
    const cookie = await loginCookie(limited, c.user.email, 'Secret@123');
    const post = async (payload: object) => {
      const r = await limited.inject({ method: 'POST', url: '/api/requirements', payload, headers: { cookie } });
      return { status: r.statusCode, body: r.json() as Json };
    };
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await post(backhoeInPune());
      expect(r.status).toBe(200);
      ids.push(r.body.id);
    }
    const sixth = await post(backhoeInPune());
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toBe('You can post at most 5 requirements a day. Please try again tomorrow.');
    expect((await c.s.get('/api/requirements')).body.total).toBe(5);

    const closed = await c.s.post('/api/requirements/close', { requirementId: ids[0] });
    expect(closed.status).toBe(200);
    expect(closed.body.data.Status).toBe('closed');
    const other = await client('Someone Else');
    expect((await other.s.post('/api/requirements/close', { requirementId: ids[1] })).status).toBe(404);
  });
});
