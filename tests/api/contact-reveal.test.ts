import { beforeAll, describe, expect, it } from 'vitest';
import { revealContact } from '../../core/contacts/reveal-contact.ts';
import { makeCtx } from '../../core/context.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractor, createContractorUser, createEquipment, createLoginUser, createVendor, createVendorUser, createWorker } from '../fixtures/factories.ts';

/**
 * Providers' and job seekers' phone numbers and emails (docs/decisions/022): only to signed-in
 * accounts with a verified email, counted per account per India-time day (different contacts),
 * never in bulk; owners and admins always.
 */
const CAP = 3;
const app = useTestApp({ contactRevealsPerDay: CAP });
/** A second app process on the same database (its own memory). */
const other = useTestApp({ contactRevealsPerDay: CAP });

const VERIFY = 'Verify your email to see contact details';
const LIMIT = 'You have seen the contact details of as many providers and workers as we show in one day. They will show again tomorrow.';

let n = 0;
/** A vendor with one approved listing (equipmentId; 0 for the others), a contractor or a worker, each with their own phone. */
async function provider(kind: 'vendor' | 'contractor' | 'worker'): Promise<{ id: number; equipmentId: number; phone: string; email: string }> {
  const db = testDb();
  const phone = `+91 9${String(100000000 + ++n * 7919).slice(-9)}`;
  if (kind === 'vendor') {
    const v = await createVendor(db, { phone, email: `vendor${n}@example.in` });
    const e = await createEquipment(db, v.id);
    return { id: v.id, equipmentId: e.id, phone, email: `vendor${n}@example.in` };
  }
  if (kind === 'contractor') {
    const c = await createContractor(db, { mobile: phone, email: `contractor${n}@example.in`, website: `https://contractor${n}.example.in` });
    return { id: c.id, equipmentId: 0, phone, email: `contractor${n}@example.in` };
  }
  const w = await createWorker(db, { phone, email: `worker${n}@example.in`, resumeUrl: null });
  return { id: w.id, equipmentId: 0, phone, email: `worker${n}@example.in` };
}

async function account(o: { verified: boolean; role?: 'Client' | 'Vendor' | 'JobSeeker' }) {
  const u = await createLoginUser(testDb(), 'Secret@123', { role: o.role ?? 'Client', emailConfirmed: o.verified });
  return { user: u, cookie: await loginCookie(app(), u.email, 'Secret@123') };
}

const post = async (url: string, payload: object, cookie?: string, a = app()) => {
  const r = await a.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
  return { status: r.statusCode, body: r.json(), headers: r.headers, raw: r.body };
};
const vendorDetail = (id: number, cookie?: string) => post('/api/public/v3/vendor-detail', { Id: id }, cookie).then((r) => r.body.data);
const equipmentVendor = (id: number, cookie?: string) => post('/api/public/v3/equipment-detail', { Id: id }, cookie).then((r) => r.body.data.Vendor);
const contractorDetail = (id: number, cookie?: string) => post('/api/public/v3/contractor-detail', { Id: id }, cookie).then((r) => r.body.data);
const workerContact = (id: number, cookie?: string, a = app()) => post('/api/workers/contact', { Id: id }, cookie, a);

describe('who sees contact details', () => {
  let vendor: Awaited<ReturnType<typeof provider>>;
  let contractor: Awaited<ReturnType<typeof provider>>;
  let worker: Awaited<ReturnType<typeof provider>>;
  beforeAll(async () => {
    vendor = await provider('vendor');
    contractor = await provider('contractor');
    worker = await provider('worker');
  });

  it('a guest: nulls with ContactAccess login, and a 401 for a worker', async () => {
    for (const v of [await vendorDetail(vendor.id), await equipmentVendor(vendor.equipmentId)]) {
      expect(v).toMatchObject({ Phone: null, Email: null, ContactHidden: true, ContactAccess: 'login' });
    }
    expect(await contractorDetail(contractor.id)).toMatchObject({ mobile: null, email: null, website: null, contactHidden: true, contactAccess: 'login' });
    const w = await workerContact(worker.id);
    expect(w.status).toBe(401);
    expect(w.raw).not.toContain(worker.phone);
  });

  it('a signed-in account whose email is not verified: the fields stay, null, with ContactAccess verify; a worker answers 403', async () => {
    const { cookie } = await account({ verified: false });
    const v = await vendorDetail(vendor.id, cookie);
    expect(v).toMatchObject({ Phone: null, Email: null, ContactHidden: true, ContactAccess: 'verify' });
    expect(Object.keys(v)).toEqual(expect.arrayContaining(['Phone', 'Email']));
    expect(await equipmentVendor(vendor.equipmentId, cookie)).toMatchObject({ Phone: null, ContactAccess: 'verify' });
    expect(await contractorDetail(contractor.id, cookie)).toMatchObject({ mobile: null, email: null, website: null, contactAccess: 'verify' });
    const w = await workerContact(worker.id, cookie);
    expect(w.status).toBe(403);
    expect(w.body).toEqual({ success: false, message: `${VERIFY}.`, ContactAccess: 'verify' });
    const resume = await app().inject({ method: 'GET', url: `/api/workers/resume?id=${worker.id}`, headers: { cookie } });
    expect(resume.statusCode).toBe(403);
  });

  it('a verified account sees phone, email (and the contractor’s website)', async () => {
    const { cookie } = await account({ verified: true });
    expect(await vendorDetail(vendor.id, cookie)).toMatchObject({ Phone: vendor.phone, Email: vendor.email, ContactHidden: false, ContactAccess: 'shown' });
    expect(await equipmentVendor(vendor.equipmentId, cookie)).toMatchObject({ Phone: vendor.phone, ContactAccess: 'shown' });
    expect(await contractorDetail(contractor.id, cookie)).toMatchObject({
      mobile: contractor.phone,
      email: contractor.email,
      website: expect.stringMatching(/^https:/),
      contactAccess: 'shown',
    });
    const w = await workerContact(worker.id, cookie);
    expect(w.status).toBe(200);
    expect(w.headers['cache-control']).toBe('private, no-store');
    expect(w.body).toEqual({ success: true, data: { Id: worker.id, ContactAccess: 'shown', Phone: worker.phone, Email: worker.email, ResumeUrl: null } });
  });

  it('the owner always sees their own, verified or not; an admin sees all; neither is counted', async () => {
    const db = testDb();
    const owner = await createVendorUser(db, { vendor: { phone: '+91 90000 70001' } });
    await createEquipment(db, owner.vendor.id);
    const ownerCookie = await loginCookie(app(), owner.user.email, 'Secret@123');
    expect(await vendorDetail(owner.vendor.id, ownerCookie)).toMatchObject({ Phone: '+91 90000 70001', ContactAccess: 'shown' });
    const c = await createContractorUser(db, { contractor: { mobile: '+91 90000 70002' } });
    expect(await contractorDetail(c.contractor.id, await loginCookie(app(), c.user.email, 'Secret@123'))).toMatchObject({ mobile: '+91 90000 70002', contactAccess: 'shown' });
    const seeker = await account({ verified: false, role: 'JobSeeker' });
    const own = await createWorker(db, { userId: seeker.user.id, phone: '+91 90000 70003', status: 'pending' });
    expect((await workerContact(own.id, seeker.cookie)).body.data.Phone).toBe('+91 90000 70003');

    const admin = await createAdminUser(db);
    const adminCookie = await loginCookie(app(), admin.email, 'Secret@123');
    // More than the cap, and a pending listing: all shown.
    const many = await Promise.all(Array.from({ length: CAP + 2 }, () => provider('vendor')));
    for (const p of many) expect((await vendorDetail(p.id, adminCookie)).Phone).toBe(p.phone);
    expect((await workerContact(own.id, adminCookie)).status).toBe(200);
  });

  it('a hidden or unapproved worker is 404 to a verified stranger', async () => {
    const { cookie } = await account({ verified: true });
    for (const o of [{ isHidden: true }, { status: 'pending' as const }]) {
      const w = await createWorker(testDb(), { ...o, phone: '+91 90000 70004' });
      const r = await workerContact(w.id, cookie);
      expect(r.status).toBe(404);
      expect(r.raw).not.toContain('70004');
    }
  });
});

describe(`the daily count (${CAP} different contacts a day in this test)`, () => {
  it('counts different providers and workers; the same one again is free; past the cap: a clear message, no numbers', async () => {
    const { cookie } = await account({ verified: true });
    const [a, b, c, d, e] = [await provider('vendor'), await provider('contractor'), await provider('worker'), await provider('vendor'), await provider('worker')];
    expect((await equipmentVendor(a.equipmentId, cookie)).Phone).toBe(a.phone);
    expect((await contractorDetail(b.id, cookie)).mobile).toBe(b.phone);
    expect((await workerContact(c.id, cookie)).status).toBe(200);
    // Seen again today: free, and through another call of the same vendor too.
    expect((await vendorDetail(a.id, cookie)).Phone).toBe(a.phone);
    expect((await workerContact(c.id, cookie)).status).toBe(200);

    const over = await vendorDetail(d.id, cookie);
    expect(over).toMatchObject({ Phone: null, Email: null, ContactHidden: true, ContactAccess: 'limit' });
    const overWorker = await workerContact(e.id, cookie);
    expect(overWorker.status).toBe(429);
    expect(overWorker.body).toMatchObject({ success: false, message: LIMIT, ContactAccess: 'limit' });
    expect(Number(overWorker.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(overWorker.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    expect(overWorker.raw).not.toContain(e.phone);
    const resume = await app().inject({ method: 'GET', url: `/api/workers/resume?id=${e.id}`, headers: { cookie } });
    expect(resume.statusCode).toBe(429);

    // A refused contact stays refused (asking again does not sneak it through).
    expect((await vendorDetail(d.id, cookie)).ContactAccess).toBe('limit');
    expect((await workerContact(e.id, cookie, other())).status).toBe(429);
    // Refusals did not count: the ones already seen still show, on the other process too.
    expect((await contractorDetail(b.id, cookie)).mobile).toBe(b.phone);
    expect((await workerContact(c.id, cookie, other())).status).toBe(200);
    // Another account has its own count.
    const fresh = await account({ verified: true });
    expect((await vendorDetail(d.id, fresh.cookie)).Phone).toBe(d.phone);
  });

  it('parallel requests get no more than the cap, and one contact asked for in parallel counts once', async () => {
    const { cookie } = await account({ verified: true });
    const same = await provider('worker');
    const sameTwice = await Promise.all(Array.from({ length: 6 }, (_, i) => workerContact(same.id, cookie, i % 2 ? other() : app())));
    expect(sameTwice.map((r) => r.status)).toEqual(Array(6).fill(200));
    const many = await Promise.all(Array.from({ length: 8 }, () => provider('worker')));
    const statuses = await Promise.all(many.map((w, i) => workerContact(w.id, cookie, i % 2 ? other() : app()).then((r) => r.status)));
    // The one worker above used 1 of the 3.
    expect(statuses.filter((s) => s === 200)).toHaveLength(CAP - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8 - (CAP - 1));
  });

  it('starts again at midnight, India time', async () => {
    const db = testDb();
    const u = await createLoginUser(db, 'Secret@123', { emailConfirmed: true });
    const viewer = { userId: u.id, role: 'Client' as const, name: u.fullName, email: u.email, emailConfirmed: true };
    const at = (iso: string) => ({ ...makeCtx(db, viewer, { contactRevealsPerDay: 1 }), now: () => new Date(iso) });
    // 23:50 and 23:59 IST on one day, 00:05 IST the next.
    expect(await revealContact(at('2031-03-04T18:20:00Z'), { kind: 'vendor', id: 1, ownerUserId: null })).toBe('shown');
    expect(await revealContact(at('2031-03-04T18:29:00Z'), { kind: 'vendor', id: 2, ownerUserId: null })).toBe('limit');
    expect(await revealContact(at('2031-03-04T18:35:00Z'), { kind: 'vendor', id: 2, ownerUserId: null })).toBe('shown');
    expect(await revealContact(at('2031-03-04T18:36:00Z'), { kind: 'vendor', id: 1, ownerUserId: null })).toBe('limit');
  });
});

describe('enquiry threads', () => {
  it('show the provider’s phone and email to the client only once the client’s email is verified', async () => {
    const db = testDb();
    const v = await createVendor(db, { phone: '+91 90000 70005', email: 'thread@example.in' });
    const e = await createEquipment(db, v.id);
    for (const verified of [false, true]) {
      const { cookie } = await account({ verified });
      const sent = await post('/api/enquiry/submit', { name: 'A Client', email: 'a@example.in', subject: 'Rent', message: 'For two weeks in Pune.', equipmentId: e.id }, cookie);
      expect(sent.status).toBe(200);
      const t = await app().inject({ method: 'GET', url: `/api/client/enquiry?id=${sent.body.id}`, headers: { cookie } });
      expect(t.json().data.Vendor).toMatchObject(
        verified ? { Phone: '+91 90000 70005', Email: 'thread@example.in', ContactAccess: 'shown' } : { Phone: null, Email: null, ContactAccess: 'verify' },
      );
    }
  });
});

describe('pages rendered on the server', () => {
  const page = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('detail pages carry the numbers only when revealed; an unverified account gets the prompt with the verify link', async () => {
    const v = await provider('vendor');
    const c = await provider('contractor');
    const unverified = await account({ verified: false });
    const verified = await account({ verified: true });
    for (const [url, phone] of [
      [`/equipment/x--${v.equipmentId}`, v.phone],
      [`/contractor/x--${c.id}`, c.phone],
    ] as const) {
      // Canonical paths redirect; follow once.
      const first = await page(url, unverified.cookie);
      const canonical = first.statusCode === 301 ? String(first.headers.location) : url;
      const html = (await page(canonical, unverified.cookie)).body;
      expect(html, url).not.toContain(phone);
      expect(html, url).toContain(VERIFY);
      expect(html, url).toContain('href="/client/manage?tab=profile&amp;verify=email"');
      const shown = (await page(canonical, verified.cookie)).body;
      expect(shown, url).toContain(phone);
      expect(shown, url).not.toContain(VERIFY);
    }
  });

  it('/staffing never carries phones or emails, whoever asks', async () => {
    const w = await provider('worker');
    const admin = await createAdminUser(testDb());
    for (const cookie of [
      undefined,
      (await account({ verified: false })).cookie,
      (await account({ verified: true })).cookie,
      await loginCookie(app(), admin.email, 'Secret@123'),
    ]) {
      const html = (await page('/staffing', cookie)).body;
      expect(html).toContain('data-testid="worker-card"');
      expect(html).not.toContain(w.phone);
      expect(html).not.toContain(w.email);
    }
  });
});
