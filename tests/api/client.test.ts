import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../contract/routes.ts';
import { replyToEnquiry } from '../../core/enquiry/reply-to-enquiry.ts';
import { makeCtx } from '../../core/context.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';

const app = useTestApp();

/** A logged-in client (email verified unless told): call(path, body?) POSTs JSON (GET when body is a query string). */
async function asClient(a: FastifyInstance, name = 'Client One', emailConfirmed = true) {
  const user = await createLoginUser(testDb(), 'Secret@123', { fullName: name, emailConfirmed });
  const cookie = await loginCookie(a, user.email, 'Secret@123');
  const post = async (url: string, payload: object) => {
    const r = await a.inject({ method: 'POST', url, payload, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
  const get = async (url: string) => {
    const r = await a.inject({ method: 'GET', url, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
  return { user, cookie, post, get };
}

let vendorUserId: number;
let vendorId: number;
let equipmentId: number;
let contractorId: number;
let contractorUserId: number;

beforeAll(async () => {
  const db = testDb();
  vendorUserId = (await createLoginUser(db, 'Vendor@123', { role: 'Vendor', fullName: 'Vendor Owner' })).id;
  const v = await createVendor(db, { userId: vendorUserId, name: 'Shree Earthmovers', contactPerson: 'Suresh', email: 'suresh@shree.in', phone: '9822000000' });
  vendorId = v.id;
  equipmentId = (await createEquipment(db, v.id, { name: 'JCB 3DX Backhoe', catalogueSlug: 'backhoe-loader', city: 'Nagpur', state: 'Maharashtra' })).id;
  contractorUserId = (await createLoginUser(db, 'Contr@123', { role: 'Contractor' })).id;
  contractorId = (
    await createContractor(db, {
      userId: contractorUserId,
      companyName: 'Kaveri Builders',
      state: 'Karnataka',
      city: 'Mysuru',
      laborStrength: 240,
      mobile: '9845000000',
      email: 'info@kaveri.in',
      contactPerson: 'Anil',
    })
  ).id;
});

describe('every client call needs a session', () => {
  it('answers 401 JSON without a cookie, before reading the input', async () => {
    for (const c of Object.values(client)) {
      const r = await app().inject({ method: c.method, url: c.path, ...(c.method === 'POST' ? { payload: {} } : {}) });
      expect(r.statusCode, c.path).toBe(401);
      expect(r.json(), c.path).toEqual({ success: false, message: 'Please log in to continue.' });
    }
  });
});

describe('save, unsave and the wishlist', () => {
  it('saves and unsaves with the spec toasts, shows IsSaved in lists and details, and lists the wishlist', async () => {
    const c = await asClient(app());
    expect((await c.post('/api/save', { id: equipmentId, userType: 'Equipment' })).body).toEqual({ success: true, saved: true, message: 'Equipment saved successfully.' });
    expect((await c.post('/api/save', { id: equipmentId, userType: 'equipment' })).status).toBe(200); // twice is harmless
    expect((await c.post('/api/save', { id: contractorId, userType: 'contractor' })).body.message).toBe('Contractor saved successfully.');

    const list = await c.post('/api/public/v3/equipments', { Keyword: 'JCB 3DX Backhoe' });
    expect(list.body.Data.find((e: { Id: number }) => e.Id === equipmentId).IsSaved).toBe(true);
    const detail = await c.post('/api/public/v3/contractor-detail', { id: contractorId });
    expect(detail.body.data.IsSaved).toBe(true);

    const w = await c.get('/api/client/wishlist');
    expect(w.body.total).toBe(1);
    expect(w.body.data[0]).toMatchObject({
      EquipmentId: equipmentId,
      Name: 'JCB 3DX Backhoe',
      Category: 'Earth Moving Equipment',
      Url: `/equipment/jcb-3dx-backhoe--${equipmentId}`,
    });
    const wc = await c.get('/api/client/wishlist?type=contractor&dateFilter=thismonth&page=1&pageSize=10');
    expect(wc.body.data[0]).toMatchObject({ ContractorId: contractorId, CompanyName: 'Kaveri Builders', ContractorType: 'Civil Contractor' });

    expect((await c.post('/api/unsave', { id: equipmentId, userType: 'equipment' })).body).toEqual({ success: true, saved: false, message: 'Equipment removed from saved list.' });
    expect((await c.get('/api/client/wishlist')).body.total).toBe(0);
    // A guest's list never says saved.
    const guest = await app().inject({ method: 'POST', url: '/api/public/v3/equipments', payload: { Keyword: 'JCB 3DX Backhoe' } });
    expect(guest.json().Data.every((e: { IsSaved: boolean }) => !e.IsSaved)).toBe(true);
  });

  it('SaveEquipment saves; saving an unknown or unapproved listing is a 404; a bad userType is a 400', async () => {
    const c = await asClient(app());
    expect((await c.post('/api/client/SaveEquipment', { equipmentId })).body.saved).toBe(true);
    const pending = await createEquipment(testDb(), vendorId, { status: 'pending' });
    expect((await c.post('/api/save', { id: pending.id, userType: 'equipment' })).status).toBe(404);
    expect((await c.post('/api/save', { id: 99999999, userType: 'equipment' })).status).toBe(404);
    const bad = await c.post('/api/save', { id: equipmentId, userType: 'vendor' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('userType must be equipment or contractor');
  });

  it('filters the wishlist by period in India time and pages it', async () => {
    const c = await asClient(app());
    const db = testDb();
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) ids.push((await createEquipment(db, vendorId, { name: `Mixer ${i}` })).id);
    for (const id of ids) await c.post('/api/save', { id, userType: 'equipment' });
    // Two saved long ago: only "last 3 months" would not show them either; move one to last month.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15));
    await db.execute(sql`UPDATE saved_items SET saved_at = ${lastMonth.toISOString()} WHERE user_id = ${c.user.id} AND equipment_id = ${ids[0]}`);
    await db.execute(sql`UPDATE saved_items SET saved_at = '2020-01-01' WHERE user_id = ${c.user.id} AND equipment_id = ${ids[1]}`);
    expect((await c.get('/api/client/wishlist?dateFilter=thismonth')).body.total).toBe(10);
    const p2 = await c.get('/api/client/wishlist?dateFilter=thismonth&page=2&pageSize=4');
    expect(p2.body.data).toHaveLength(4);
    expect((await c.get('/api/client/wishlist?dateFilter=lastmonth')).body.data.map((d: { EquipmentId: number }) => d.EquipmentId)).toEqual([ids[0]]);
    expect((await c.get('/api/client/wishlist?dateFilter=last3months')).body.total).toBe(11);
    expect((await c.get('/api/client/wishlist?dateFilter=lastyear')).status).toBe(400);
  });

  it('deletes only the client’s own saved items', async () => {
    const a = await asClient(app(), 'A');
    const b = await asClient(app(), 'B');
    await a.post('/api/save', { id: equipmentId, userType: 'equipment' });
    expect((await b.post('/api/client/wishlist/remove', { EquipmentId: equipmentId })).status).toBe(404);
    expect((await a.get('/api/client/wishlist')).body.total).toBe(1);
    expect((await a.post('/api/client/wishlist/remove', { EquipmentId: equipmentId })).body.saved).toBe(false);
    expect((await a.get('/api/client/wishlist')).body.total).toBe(0);
    expect((await a.post('/api/client/wishlist/remove', {})).status).toBe(400);
  });
});

describe('enquiries', () => {
  const base = { name: 'Client One', email: 'one@example.in', phone: '9810000001', subject: 'Need a backhoe', message: 'For 10 days in Nagpur from Monday, with operator.' };

  it('submits an equipment enquiry (vendor from the equipment), lists it and shows the thread with the vendor', async () => {
    const c = await asClient(app());
    const sent = await c.post('/api/enquiry/submit', { ...base, equipmentId, vendorId: 424242 });
    expect(sent.body).toMatchObject({ success: true, message: 'Enquiry submitted successfully!' });
    const list = await c.get('/api/client/enquiries?type=vendor&dateFilter=thismonth&page=1&pageSize=10');
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ Id: sent.body.id, Subject: 'Need a backhoe', Status: 'new', EquipmentId: equipmentId, VendorId: vendorId, IsContractor: false });
    expect((await c.get('/api/client/enquiries?type=contractor')).body.total).toBe(0);
    const t = await c.get(`/api/client/enquiry?id=${sent.body.id}`);
    expect(t.body.data.Equipment).toMatchObject({ Id: equipmentId, Name: 'JCB 3DX Backhoe', Category: 'Earth Moving Equipment', Location: 'Nagpur, Maharashtra' });
    expect(t.body.data.Vendor).toEqual({
      Id: vendorId,
      CompanyName: 'Shree Earthmovers',
      ContactName: 'Suresh',
      Email: 'suresh@shree.in',
      Phone: '9822000000',
      ContactAccess: 'shown',
    });
    expect(t.body.data.Contractor).toBeNull();
  });

  it('submits a contractor enquiry; the thread carries the contractor panel (state first)', async () => {
    const c = await asClient(app());
    const sent = await c.post('/api/enquiry/submit', { ...base, contractorId, isContractor: true });
    expect(sent.status).toBe(200);
    const t = await c.get(`/api/client/enquiry?id=${sent.body.id}`);
    expect(t.body.data.Contractor).toMatchObject({
      Id: contractorId,
      CompanyName: 'Kaveri Builders',
      ContactName: 'Anil',
      Phone: '9845000000',
      Location: 'Karnataka',
      LaborStrength: 240,
    });
    expect((await c.get('/api/client/enquiries?type=contractor')).body.total).toBe(1);
  });

  it('validates the enquiry (docs/product.md#validation-rules-and-messages) with clear 400s', async () => {
    const c = await asClient(app());
    for (const [payload, msg] of [
      [{ ...base, name: '', equipmentId }, 'Name is required.'],
      [{ ...base, email: 'x', equipmentId }, 'valid email'],
      [{ ...base, subject: ' ', equipmentId }, 'Subject is required.'],
      [{ ...base, message: '', equipmentId }, 'Message is required.'],
      [{ ...base }, 'An enquiry needs'],
      [{ ...base, isContractor: true }, 'An enquiry needs'],
    ] as const) {
      const r = await c.post('/api/enquiry/submit', payload);
      expect(r.status).toBe(400);
      expect(r.body.message).toContain(msg);
    }
    expect((await c.post('/api/enquiry/submit', { ...base, equipmentId: 99999999 })).status).toBe(404);
  });

  it('threads replies in time order; only the client and the addressed provider may read or reply (404 otherwise)', async () => {
    const c = await asClient(app());
    const other = await asClient(app(), 'Other');
    const { body } = await c.post('/api/enquiry/submit', { ...base, equipmentId });
    const id = body.id as number;
    const vendorViewer = { userId: vendorUserId, role: 'Vendor' as const, name: 'Vendor Owner', email: 'v@example.in' };
    const vendorReply = await replyToEnquiry(makeCtx(testDb(), vendorViewer), { EnquiryId: id, Message: 'Available from Monday.' });
    expect(vendorReply.Sender).toBe('Vendor');
    const mine = await c.post('/api/enquiry/reply', { EnquiryId: id, Message: 'Great, please call me.', IsContractor: false });
    expect(mine.body).toMatchObject({ success: true, Message: 'Great, please call me.', Sender: 'Client' });
    const t = await c.get(`/api/client/enquiry?id=${id}`);
    expect(t.body.data.Replies.map((r: { Sender: string; Message: string }) => `${r.Sender}: ${r.Message}`)).toEqual([
      'Vendor: Available from Monday.',
      'Client: Great, please call me.',
    ]);

    expect((await other.get(`/api/client/enquiry?id=${id}`)).status).toBe(404);
    expect((await other.post('/api/enquiry/reply', { EnquiryId: id, Message: 'sneaky' })).status).toBe(404);
    const contractorViewer = { userId: contractorUserId, role: 'Contractor' as const, name: 'C', email: 'c@example.in' };
    await expect(replyToEnquiry(makeCtx(testDb(), contractorViewer), { EnquiryId: id, Message: 'not mine' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await c.post('/api/enquiry/reply', { EnquiryId: id, Message: '   ' })).status).toBe(400);
  });

  it('filters enquiries by period and pages them (10 a page)', async () => {
    const c = await asClient(app());
    for (let i = 0; i < 12; i++) await c.post('/api/enquiry/submit', { ...base, subject: `Enquiry ${i}`, equipmentId });
    await testDb().execute(sql`UPDATE enquiries SET created_at = '2020-05-05' WHERE user_id = ${c.user.id} AND subject = 'Enquiry 0'`);
    const p1 = await c.get('/api/client/enquiries');
    expect(p1.body.total).toBe(11);
    expect(p1.body.data).toHaveLength(10);
    expect(p1.body.data[0].Subject).toBe('Enquiry 11');
    expect((await c.get('/api/client/enquiries?page=2')).body.data).toHaveLength(1);
  });
});

describe('reviews', () => {
  it('adds a review, replaces it on a second submission and keeps the averages right', async () => {
    const a = await asClient(app(), 'Reviewer A');
    const b = await asClient(app(), 'Reviewer B');
    expect((await a.post('/api/review/submit', { RefId: contractorId, IsContractor: true, Stars: 5, Text: 'On time, clean site.' })).body).toMatchObject({
      success: true,
      message: 'Thanks for your review!',
      RatingAvg: 5,
      RatingCount: 1,
    });
    expect((await b.post('/api/review/submit', { RefId: contractorId, IsContractor: true, Stars: 2, Text: 'Slow.' })).body).toMatchObject({ RatingAvg: 3.5, RatingCount: 2 });
    expect((await b.post('/api/review/submit', { RefId: contractorId, IsContractor: true, Stars: 4, Text: 'Better on the second job.' })).body).toMatchObject({
      RatingAvg: 4.5,
      RatingCount: 2,
    });
    const d = await a.post('/api/public/v3/contractor-detail', { id: contractorId });
    expect(d.body.data.reviews.map((r: { Text: string }) => r.Text).sort()).toEqual(['Better on the second job.', 'On time, clean site.']);

    const e = await a.post('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 4, Text: 'Good machine.' });
    expect(e.body).toMatchObject({ RatingAvg: 4, RatingCount: 1 });
    const vendorRow = await testDb().execute<{ rating_count: number }>(sql`SELECT rating_count FROM vendors WHERE id = ${vendorId}`);
    expect(vendorRow.rows[0]!.rating_count).toBe(1);
  });

  it('refuses 0 or 6 stars, an empty text, an unknown listing, and the owner reviewing their own listing', async () => {
    const a = await asClient(app());
    expect((await a.post('/api/review/submit', { RefId: contractorId, IsContractor: true, Stars: 0, Text: 'x' })).status).toBe(400);
    expect((await a.post('/api/review/submit', { RefId: contractorId, IsContractor: true, Stars: 6, Text: 'x' })).status).toBe(400);
    expect((await a.post('/api/review/submit', { RefId: contractorId, IsContractor: true, Stars: 3, Text: '' })).body.message).toContain('Please write your review.');
    expect((await a.post('/api/review/submit', { RefId: 99999999, IsContractor: true, Stars: 3, Text: 'x' })).status).toBe(404);
    const ownerCookie = await (async () => {
      const u = await testDb().execute<{ email: string }>(sql`SELECT email FROM users WHERE id = ${contractorUserId}`);
      return loginCookie(app(), u.rows[0]!.email, 'Contr@123');
    })();
    const own = await app().inject({
      method: 'POST',
      url: '/api/review/submit',
      payload: { RefId: contractorId, IsContractor: true, Stars: 5, Text: 'Me!' },
      headers: { cookie: ownerCookie },
    });
    expect(own.statusCode).toBe(403);
  });
});
