import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../core/ports/mailer.ts';
import { rateCounters } from '../../db/schema/index.ts';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig, useTestApp, type TestOverrides } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';

/**
 * docs/product.md#security-and-abuse-limits (docs/decisions/021): abuse limits per account and per client address on enquiries, replies, reviews
 * and saves; registration and visit tracking on the same PostgreSQL counters. Each describe gets
 * an app with one limit made small (the others generous), so each rule is seen on its own.
 */

const mails: Mail[] = [];
const mailer: Mailer = { send: async (m) => void mails.push(m) };
const mailsTo = (to: string) => mails.filter((m) => m.to === to).length;

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

let ipSeq = 0;
/** A fresh client address per use, so counters of one test never meet another's. */
const newIp = () => `198.51.100.${++ipSeq}`;

let vendorEmail: string;
let vendorId: number;
let vendorUserEmail: string;
const eqIds: number[] = [];
let contractorId: number;

beforeAll(async () => {
  const db = testDb();
  vendorEmail = `hire-${randomUUID().slice(0, 6)}@deccan.in`;
  const { user, vendor } = await createVendorUser(db, { vendor: { name: 'Deccan Earthmovers', email: vendorEmail } });
  vendorId = vendor.id;
  vendorUserEmail = user.email;
  for (let i = 0; i < 4; i++) eqIds.push((await createEquipment(db, vendor.id, { name: `JCB 3DX no. ${i}` })).id);
  contractorId = (await createContractor(db, { companyName: 'Kaveri Builders', email: 'info@kaveri.in' })).id;
});

type Who = { id: number; cookie: string };
async function signIn(app: FastifyInstance, email?: string): Promise<Who> {
  if (email) {
    const id = (await testDb().execute<{ id: number }>(sql`SELECT id FROM users WHERE email = ${email}`)).rows[0]!.id;
    return { id, cookie: await loginCookie(app, email, 'Secret@123') };
  }
  const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Asha Rao' });
  return { id: u.id, cookie: await loginCookie(app, u.email, 'Secret@123') };
}

const send = (app: FastifyInstance, url: string, who: Who, ip: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: { cookie: who.cookie, ...headers } });

/** The refusal a client sees: 429, the sentence, and when to come back (within the window). */
function expectRefused(res: LightMyRequestResponse, message: string, windowSeconds: number) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ success: false, message });
  const retry = Number(res.headers['retry-after']);
  expect(Number.isInteger(retry)).toBe(true);
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(windowSeconds);
}

const enquiry = (about: object) => ({ name: 'Asha Rao', email: 'asha@example.in', subject: 'Need a backhoe', message: 'For 10 days in Pune.', ...about });
const onEquipment = (i: number) => enquiry({ equipmentId: eqIds[i] });
const count = async (table: string, where: ReturnType<typeof sql>) =>
  (await testDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${where}`)).rows[0]!.n;

function appWith(overrides: TestOverrides) {
  return useTestApp(overrides, { mailer });
}

describe('enquiries about one listing (ENQUIRY_LIMIT_PER_LISTING_PER_DAY)', () => {
  const app = appWith({ limits: { enquiryPerListingPerDay: 2 } });

  it('refuses the third enquiry about the same listing with 429 + Retry-After; nothing is saved and the vendor gets no mail', async () => {
    const a = await signIn(app());
    const ip = newIp();
    for (let i = 0; i < 2; i++) expect((await send(app(), '/api/enquiry/submit', a, ip, onEquipment(0))).statusCode).toBe(200);
    const [rows, mailed] = [await count('enquiries', sql`user_id = ${a.id}`), mailsTo(vendorEmail)];
    expect(rows).toBe(2);

    const third = await send(app(), '/api/enquiry/submit', a, ip, onEquipment(0));
    expectRefused(third, "You can send at most 2 enquiries about one listing a day. Please wait for the provider's reply.", DAY_S);
    expect(await count('enquiries', sql`user_id = ${a.id}`)).toBe(rows);
    expect(mailsTo(vendorEmail)).toBe(mailed);

    // Another listing, and another client about this listing, are not affected.
    expect((await send(app(), '/api/enquiry/submit', a, ip, onEquipment(1))).statusCode).toBe(200);
    expect((await send(app(), '/api/enquiry/submit', await signIn(app()), ip, onEquipment(0))).statusCode).toBe(200);
    expect(mailsTo(vendorEmail)).toBe(mailed + 2);
  });

  it('counts a vendor, a contractor and each equipment as separate targets', async () => {
    const a = await signIn(app());
    const ip = newIp();
    for (const about of [{ vendorId }, { vendorId }, { contractorId, isContractor: true }, { contractorId, isContractor: true }]) {
      expect((await send(app(), '/api/enquiry/submit', a, ip, enquiry(about))).statusCode).toBe(200);
    }
    expect((await send(app(), '/api/enquiry/submit', a, ip, enquiry({ vendorId }))).statusCode).toBe(429);
    expect((await send(app(), '/api/enquiry/submit', a, ip, enquiry({ contractorId, isContractor: true }))).statusCode).toBe(429);
  });
});

describe('a refusal by the narrowest rule does not use up the wider allowances', () => {
  const app = appWith({ limits: { enquiryPerListingPerDay: 1, enquiryPerHour: 2 } });

  it('a repeated enquiry refused per listing leaves the hourly allowance intact', async () => {
    const a = await signIn(app());
    const ip = newIp();
    expect((await send(app(), '/api/enquiry/submit', a, ip, onEquipment(0))).statusCode).toBe(200);
    expect((await send(app(), '/api/enquiry/submit', a, ip, onEquipment(0))).statusCode).toBe(429);
    expect((await send(app(), '/api/enquiry/submit', a, ip, onEquipment(1))).statusCode).toBe(200);
    expectRefused(await send(app(), '/api/enquiry/submit', a, ip, onEquipment(2)), 'You can send at most 2 enquiries an hour. Please try again later.', HOUR_S);
  });
});

describe('enquiries per account per hour (ENQUIRY_LIMIT_PER_HOUR)', () => {
  const app = appWith({ limits: { enquiryPerHour: 3 } });

  it('refuses the fourth enquiry in the hour, to any listing, without saving or mailing; another account from the same address goes on', async () => {
    const a = await signIn(app());
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await send(app(), '/api/enquiry/submit', a, ip, onEquipment(i))).statusCode).toBe(200);
    const mailed = mailsTo(vendorEmail);
    expectRefused(await send(app(), '/api/enquiry/submit', a, ip, onEquipment(3)), 'You can send at most 3 enquiries an hour. Please try again later.', HOUR_S);
    expect(await count('enquiries', sql`user_id = ${a.id}`)).toBe(3);
    expect(mailsTo(vendorEmail)).toBe(mailed);
    // A new address does not help the account…
    expect((await send(app(), '/api/enquiry/submit', a, newIp(), onEquipment(3))).statusCode).toBe(429);
    // …and the account's limit does not touch anyone else at its address.
    expect((await send(app(), '/api/enquiry/submit', await signIn(app()), ip, onEquipment(3))).statusCode).toBe(200);
  });
});

describe('enquiries per account per day (ENQUIRY_LIMIT_PER_DAY)', () => {
  const app = appWith({ limits: { enquiryPerDay: 2 } });

  it('refuses the third enquiry of the day', async () => {
    const a = await signIn(app());
    const ip = newIp();
    for (let i = 0; i < 2; i++) expect((await send(app(), '/api/enquiry/submit', a, ip, onEquipment(i))).statusCode).toBe(200);
    expectRefused(await send(app(), '/api/enquiry/submit', a, ip, onEquipment(2)), 'You can send at most 2 enquiries a day. Please try again tomorrow.', DAY_S);
    expect(await count('enquiries', sql`user_id = ${a.id}`)).toBe(2);
    expect((await send(app(), '/api/enquiry/submit', await signIn(app()), ip, onEquipment(2))).statusCode).toBe(200);
  });
});

describe('enquiries per address (ENQUIRY_LIMIT_PER_ADDRESS_PER_HOUR)', () => {
  const app = appWith({ limits: { enquiryPerAddressPerHour: 3 } });

  it('refuses a fourth enquiry from one address whatever the account; a forged X-Forwarded-For does not help; other addresses go on', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await send(app(), '/api/enquiry/submit', await signIn(app()), ip, onEquipment(i))).statusCode).toBe(200);
    const fresh = await signIn(app());
    const mailed = mailsTo(vendorEmail);
    expectRefused(
      await send(app(), '/api/enquiry/submit', fresh, ip, onEquipment(3)),
      'Too many enquiries have come from your network in the last hour. Please try again later.',
      HOUR_S,
    );
    expect((await send(app(), '/api/enquiry/submit', fresh, ip, onEquipment(3), { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
    expect(await count('enquiries', sql`user_id = ${fresh.id}`)).toBe(0);
    expect(mailsTo(vendorEmail)).toBe(mailed);
    expect((await send(app(), '/api/enquiry/submit', fresh, newIp(), onEquipment(3))).statusCode).toBe(200);
  });
});

describe('replies per account (REPLY_LIMIT_PER_HOUR), client and provider side', () => {
  const app = appWith({ limits: { replyPerHour: 2 } });

  it('refuses the third client reply in the hour; nothing is saved; another client is not affected', async () => {
    const a = await signIn(app());
    const ip = newIp();
    const id = (await send(app(), '/api/enquiry/submit', a, ip, onEquipment(0))).json().id as number;
    for (let i = 0; i < 2; i++) expect((await send(app(), '/api/enquiry/reply', a, ip, { EnquiryId: id, Message: `Any news? ${i}` })).statusCode).toBe(200);
    expectRefused(await send(app(), '/api/enquiry/reply', a, ip, { EnquiryId: id, Message: 'Hello?' }), 'You can send at most 2 replies an hour. Please try again later.', HOUR_S);
    expect(await count('enquiry_replies', sql`enquiry_id = ${id}`)).toBe(2);

    const b = await signIn(app());
    const other = (await send(app(), '/api/enquiry/submit', b, ip, onEquipment(1))).json().id as number;
    expect((await send(app(), '/api/enquiry/reply', b, ip, { EnquiryId: other, Message: 'Any news?' })).statusCode).toBe(200);
  });

  it('refuses the provider’s third reply in the hour: no reply saved, no mail to the client', async () => {
    const vendor = await signIn(app(), vendorUserEmail);
    const ip = newIp();
    const clientEmail = `c-${randomUUID().slice(0, 6)}@example.in`;
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await send(app(), '/api/enquiry/submit', await signIn(app()), newIp(), enquiry({ equipmentId: eqIds[i], email: clientEmail }))).json().id);
    for (let i = 0; i < 2; i++)
      expect((await send(app(), '/api/provider/enquiry-reply', vendor, ip, { EnquiryId: ids[i], Message: 'Available from Monday.' })).statusCode).toBe(200);
    expect(mailsTo(clientEmail)).toBe(2);
    expectRefused(
      await send(app(), '/api/provider/enquiry-reply', vendor, ip, { EnquiryId: ids[2], Message: 'Available.' }),
      'You can send at most 2 replies an hour. Please try again later.',
      HOUR_S,
    );
    expect(await count('enquiry_replies', sql`enquiry_id = ${ids[2]}`)).toBe(0);
    expect(mailsTo(clientEmail)).toBe(2);
  });
});

describe('replies per address (REPLY_LIMIT_PER_ADDRESS_PER_HOUR)', () => {
  const app = appWith({ limits: { replyPerAddressPerHour: 2 } });

  it('refuses a third reply from one address, whoever sends it; another address goes on', async () => {
    const ip = newIp();
    const threads = [];
    for (let i = 0; i < 3; i++) {
      const who = await signIn(app());
      threads.push({ who, id: (await send(app(), '/api/enquiry/submit', who, newIp(), onEquipment(i))).json().id as number });
    }
    for (const t of threads.slice(0, 2)) expect((await send(app(), '/api/enquiry/reply', t.who, ip, { EnquiryId: t.id, Message: 'Any news?' })).statusCode).toBe(200);
    const last = threads[2]!;
    expectRefused(
      await send(app(), '/api/enquiry/reply', last.who, ip, { EnquiryId: last.id, Message: 'Any news?' }),
      'Too many replies have come from your network in the last hour. Please try again later.',
      HOUR_S,
    );
    expect(await count('enquiry_replies', sql`enquiry_id = ${last.id}`)).toBe(0);
    expect((await send(app(), '/api/enquiry/reply', last.who, newIp(), { EnquiryId: last.id, Message: 'Any news?' })).statusCode).toBe(200);
  });
});

describe('reviews per account and per address (REVIEW_LIMIT_PER_HOUR, REVIEW_LIMIT_PER_ADDRESS_PER_HOUR)', () => {
  const app = appWith({ limits: { reviewPerHour: 2, reviewPerAddressPerHour: 3 } });
  const review = (RefId: number, IsContractor = false) => ({ RefId, IsContractor, Stars: 4, Text: 'Good machine.' });

  it('refuses a client’s third review in the hour (edits count too), saving nothing; another client goes on', async () => {
    const a = await signIn(app());
    const ip = newIp();
    expect((await send(app(), '/api/review/submit', a, ip, review(eqIds[0]!))).statusCode).toBe(200);
    expect((await send(app(), '/api/review/submit', a, ip, review(eqIds[0]!))).statusCode).toBe(200);
    expectRefused(await send(app(), '/api/review/submit', a, ip, review(contractorId, true)), 'You can write at most 2 reviews an hour. Please try again later.', HOUR_S);
    expect(await count('reviews', sql`user_id = ${a.id}`)).toBe(1);
    expect((await send(app(), '/api/review/submit', await signIn(app()), ip, review(contractorId, true))).statusCode).toBe(200);
  });

  it('refuses a fourth review from one address whatever the account; another address goes on', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) expect((await send(app(), '/api/review/submit', await signIn(app()), ip, review(eqIds[1]!))).statusCode).toBe(200);
    const fresh = await signIn(app());
    expectRefused(
      await send(app(), '/api/review/submit', fresh, ip, review(eqIds[1]!)),
      'Too many reviews have come from your network in the last hour. Please try again later.',
      HOUR_S,
    );
    expect(await count('reviews', sql`user_id = ${fresh.id}`)).toBe(0);
    expect((await send(app(), '/api/review/submit', fresh, newIp(), review(eqIds[1]!))).statusCode).toBe(200);
  });
});

describe('saves per account and per address (SAVE_LIMIT_PER_HOUR, SAVE_LIMIT_PER_ADDRESS_PER_HOUR)', () => {
  const app = appWith({ limits: { savePerHour: 3, savePerAddressPerHour: 5 } });

  it('counts saves and removals together and refuses the fourth in the hour, saving nothing; another client goes on', async () => {
    const a = await signIn(app());
    const ip = newIp();
    expect((await send(app(), '/api/save', a, ip, { id: eqIds[0], userType: 'equipment' })).statusCode).toBe(200);
    expect((await send(app(), '/api/unsave', a, ip, { id: eqIds[0], userType: 'equipment' })).statusCode).toBe(200);
    expect((await send(app(), '/api/client/SaveEquipment', a, ip, { equipmentId: eqIds[1] })).statusCode).toBe(200);
    const msg = 'You can change your saved list at most 3 times an hour. Please try again later.';
    expectRefused(await send(app(), '/api/save', a, ip, { id: contractorId, userType: 'contractor' }), msg, HOUR_S);
    expectRefused(await send(app(), '/api/client/wishlist/remove', a, ip, { EquipmentId: eqIds[1] }), msg, HOUR_S);
    expect(await count('saved_items', sql`user_id = ${a.id}`)).toBe(1);
    expect((await send(app(), '/api/save', await signIn(app()), ip, { id: contractorId, userType: 'contractor' })).statusCode).toBe(200);
  });

  it('refuses a sixth change from one address whatever the account; another address goes on', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await send(app(), '/api/save', await signIn(app()), ip, { id: eqIds[2], userType: 'equipment' })).statusCode).toBe(200);
    const fresh = await signIn(app());
    expectRefused(
      await send(app(), '/api/save', fresh, ip, { id: eqIds[2], userType: 'equipment' }),
      'Too many saved-list changes have come from your network in the last hour. Please try again later.',
      HOUR_S,
    );
    expect(await count('saved_items', sql`user_id = ${fresh.id}`)).toBe(0);
    expect((await send(app(), '/api/save', fresh, newIp(), { id: eqIds[2], userType: 'equipment' })).statusCode).toBe(200);
  });
});

describe('registration and visit limits are PostgreSQL counters: they hold across app processes', () => {
  // Two apps on one database stand for two processes behind a load balancer.
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    await testDb().delete(rateCounters);
    for (let i = 0; i < 2; i++) {
      const a = await buildApp({ config: testConfig({ registerRateLimit: 2, limits: { visitPerAddressPerMinute: 2 } }), db: testDb() });
      await a.ready();
      apps.push(a);
    }
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
  });
  const register = (a: FastifyInstance, ip: string) =>
    a.inject({
      method: 'POST',
      url: '/api/account/register-client',
      remoteAddress: ip,
      payload: { fullName: 'Asha Rao', email: `c-${randomUUID().slice(0, 8)}@example.in`, phone: '9876543210', password: 'Secret@123' },
    });
  const track = (a: FastifyInstance, ip: string) =>
    a.inject({ method: 'POST', url: '/api/visitor/track', remoteAddress: ip, payload: { sessionId: 'sess-12345678', visitedType: 'equipment', visitedId: 42 } });

  it('REGISTER_RATE_LIMIT counts one address’s accounts in every process', async () => {
    const ip = newIp();
    expect((await register(apps[0]!, ip)).statusCode).toBe(200);
    expect((await register(apps[1]!, ip)).statusCode).toBe(200);
    expectRefused(await register(apps[0]!, ip), 'Too many requests. Please wait a minute and try again.', 600);
    expect((await register(apps[1]!, ip)).statusCode).toBe(429);
    expect((await register(apps[1]!, newIp())).statusCode).toBe(200);
  });

  it('visitor/track counts one address’s visits in every process (VISIT_RATE_LIMIT a minute)', async () => {
    const ip = newIp();
    expect((await track(apps[0]!, ip)).statusCode).toBe(200);
    expect((await track(apps[1]!, ip)).statusCode).toBe(200);
    expectRefused(await track(apps[1]!, ip), 'Too many requests. Please wait a minute and try again.', 60);
    expect((await track(apps[0]!, newIp())).statusCode).toBe(200);
  });
});
