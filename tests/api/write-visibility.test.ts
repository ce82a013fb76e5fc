import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../core/ports/mailer.ts';
import { equipment } from '../../db/schema/index.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractor, createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';

/**
 * docs/product.md#security-and-abuse-limits (docs/decisions/021): enquiries, reviews and saves only about what the public site shows. A hidden
 * listing or provider answers exactly like an unknown id (no enumeration); nothing is written and
 * no one is mailed. The public detail calls hide the same ones (one rule: core/listing/visibility.ts).
 */
const mails: Mail[] = [];
const mailer: Mailer = { send: async (m) => void mails.push(m) };
const app = useTestApp({}, { mailer });

const UNKNOWN = 99_999_999;
const HIDDEN = ['pending', 'rejected', 'paused'] as const;

let live: number;
const hiddenEquipment: Record<string, number> = {};
let deletedEquipment: number;
let hiddenVendor: number;
let liveVendor: number;
let liveContractor: number;
const hiddenContractor: Record<string, number> = {};

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Deccan Cranes', email: 'hire@deccan.in' });
  liveVendor = v.id;
  live = (await createEquipment(db, v.id)).id;
  for (const s of HIDDEN) hiddenEquipment[s] = (await createEquipment(db, v.id, { status: s })).id;
  deletedEquipment = (await createEquipment(db, v.id)).id;
  await db.delete(equipment).where(eq(equipment.id, deletedEquipment));
  // A vendor the public site hides: none of its listings is live.
  const hv = await createVendor(db, { name: 'Hidden Hire Co', email: 'hidden@hire.in' });
  hiddenVendor = hv.id;
  for (const s of HIDDEN) await createEquipment(db, hv.id, { status: s });
  liveContractor = (await createContractor(db, { email: 'live@builders.in' })).id;
  for (const s of HIDDEN) hiddenContractor[s] = (await createContractor(db, { status: s, email: `${s}@builders.in` })).id;
});

async function signedIn(a: FastifyInstance, user: { email: string; id: number }) {
  const cookie = await loginCookie(a, user.email, 'Secret@123');
  return async (url: string, payload: object) => {
    const r = await a.inject({ method: 'POST', url, payload, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
}

const enquiry = (about: object) => ({ name: 'Asha Rao', email: 'asha@example.in', subject: 'Need a crane', message: 'For a week in Pune.', ...about });
const countFor = async (table: string, userId: number) =>
  (await testDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE user_id = ${userId}`)).rows[0]!.n;
const publicCall = (url: string, payload: object) => app().inject({ method: 'POST', url, payload });

describe('a hidden listing or provider is the same 404 as an unknown id', () => {
  it('equipment that is pending, rejected, paused or deleted: enquiry, review and save all answer as for an unknown id; nothing is written or mailed', async () => {
    const user = await createLoginUser(testDb());
    const call = await signedIn(app(), user);
    const writes = (id: number) =>
      [
        ['/api/enquiry/submit', enquiry({ equipmentId: id })],
        ['/api/review/submit', { RefId: id, IsContractor: false, Stars: 4, Text: 'Good.' }],
        ['/api/save', { id, userType: 'equipment' }],
        ['/api/client/SaveEquipment', { equipmentId: id }],
      ] as const;
    const unknown = await Promise.all(writes(UNKNOWN).map(([url, body]) => call(url, body)));
    expect(unknown.map((r) => [r.status, r.body.message])).toEqual(Array(4).fill([404, 'Equipment not found.']));
    for (const id of [...Object.values(hiddenEquipment), deletedEquipment]) {
      for (const [i, [url, body]] of writes(id).entries()) {
        expect(await call(url, body), `${url} ${id}`).toEqual(unknown[i]);
      }
      // The public detail call hides it too: one rule.
      expect((await publicCall('/api/public/v3/equipment-detail', { id })).statusCode).toBe(404);
    }
    expect([await countFor('enquiries', user.id), await countFor('reviews', user.id), await countFor('saved_items', user.id)]).toEqual([0, 0, 0]);
    expect(mails).toEqual([]);
  });

  it('a vendor the public site hides (no live listing): a vendor enquiry answers as for an unknown vendor', async () => {
    const user = await createLoginUser(testDb());
    const call = await signedIn(app(), user);
    const unknown = await call('/api/enquiry/submit', enquiry({ vendorId: UNKNOWN }));
    expect([unknown.status, unknown.body.message]).toEqual([404, 'Vendor not found.']);
    expect(await call('/api/enquiry/submit', enquiry({ vendorId: hiddenVendor }))).toEqual(unknown);
    expect((await publicCall('/api/public/v3/vendor-detail', { Id: hiddenVendor })).statusCode).toBe(404);
    expect(await countFor('enquiries', user.id)).toBe(0);
    expect(mails.filter((m) => m.to === 'hidden@hire.in')).toEqual([]);
  });

  it('a contractor whose profile is not public: enquiry, review and save answer as for an unknown contractor', async () => {
    const user = await createLoginUser(testDb());
    const call = await signedIn(app(), user);
    const writes = (id: number) =>
      [
        ['/api/enquiry/submit', enquiry({ contractorId: id, isContractor: true })],
        ['/api/review/submit', { RefId: id, IsContractor: true, Stars: 4, Text: 'Good.' }],
        ['/api/save', { id, userType: 'contractor' }],
      ] as const;
    const unknown = await Promise.all(writes(UNKNOWN).map(([url, body]) => call(url, body)));
    expect(unknown.map((r) => [r.status, r.body.message])).toEqual(Array(3).fill([404, 'Contractor not found.']));
    for (const [status, id] of Object.entries(hiddenContractor)) {
      for (const [i, [url, body]] of writes(id).entries()) expect(await call(url, body), `${url} ${status}`).toEqual(unknown[i]);
      expect((await publicCall('/api/public/v3/contractor-detail', { id })).statusCode).toBe(404);
    }
    expect([await countFor('enquiries', user.id), await countFor('reviews', user.id), await countFor('saved_items', user.id)]).toEqual([0, 0, 0]);
    expect(mails.filter((m) => m.to.endsWith('@builders.in') && !m.to.startsWith('live'))).toEqual([]);
  });

  it('an admin, who may preview hidden listings, cannot write about them either', async () => {
    const admin = await createAdminUser(testDb());
    const call = await signedIn(app(), admin);
    expect((await call('/api/enquiry/submit', enquiry({ equipmentId: hiddenEquipment.paused }))).status).toBe(404);
    expect((await call('/api/enquiry/submit', enquiry({ vendorId: hiddenVendor }))).status).toBe(404);
    expect(await countFor('enquiries', admin.id)).toBe(0);
  });
});

describe('what the public sees stays open', () => {
  it('a live equipment, its vendor and a live contractor take enquiries (mailed), reviews and saves', async () => {
    const user = await createLoginUser(testDb());
    const call = await signedIn(app(), user);
    expect((await call('/api/enquiry/submit', enquiry({ equipmentId: live }))).status).toBe(200);
    expect((await call('/api/enquiry/submit', enquiry({ vendorId: liveVendor }))).status).toBe(200);
    expect((await call('/api/enquiry/submit', enquiry({ contractorId: liveContractor, isContractor: true }))).status).toBe(200);
    expect((await call('/api/review/submit', { RefId: live, IsContractor: false, Stars: 4, Text: 'Good.' })).status).toBe(200);
    expect((await call('/api/save', { id: liveContractor, userType: 'contractor' })).status).toBe(200);
    expect(mails.filter((m) => m.to === 'hire@deccan.in')).toHaveLength(2);
    expect(mails.filter((m) => m.to === 'live@builders.in')).toHaveLength(1);
  });

  it('removing a listing that has since been hidden from the wishlist still works', async () => {
    const user = await createLoginUser(testDb());
    const call = await signedIn(app(), user);
    const id = (await createEquipment(testDb(), liveVendor)).id;
    expect((await call('/api/save', { id, userType: 'equipment' })).status).toBe(200);
    await testDb().update(equipment).set({ status: 'paused' }).where(eq(equipment.id, id));
    expect((await call('/api/unsave', { id, userType: 'equipment' })).status).toBe(200);
    expect(await countFor('saved_items', user.id)).toBe(0);
  });
});
