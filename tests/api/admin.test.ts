import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, contractors, equipment, reviews, sessions, users, vendors, visits, workers } from '../../db/schema/index.ts';
import { loginCookie, postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractorUser, createEquipment, createLoginUser, createReview, createUser, createVendorUser, createWorker } from '../fixtures/factories.ts';

const app = useTestApp();
const word = () =>
  'zq' +
  randomBytes(4)
    .toString('hex')
    .replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)]!);

/** A logged-in caller: get(path, query?) and post(path, body). */
async function as(a: FastifyInstance, email: string) {
  const cookie = await loginCookie(a, email, 'Secret@123');
  return {
    cookie,
    get: async (url: string, query: Record<string, string | number> = {}) => {
      const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
      const r = await a.inject({ method: 'GET', url: qs ? `${url}?${qs}` : url, headers: { cookie } });
      return { status: r.statusCode, body: r.json() };
    },
    post: async (url: string, payload: object) => {
      const r = await a.inject({ method: 'POST', url, payload, headers: { cookie } });
      return { status: r.statusCode, body: r.json() };
    },
  };
}

let admin: Awaited<ReturnType<typeof as>>;
let adminId: number;

async function lastAudit(targetType: string, targetId: number | string) {
  const [row] = await testDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

beforeAll(async () => {
  const u = await createAdminUser(testDb());
  adminId = u.id;
  admin = await as(app(), u.email);
});

describe('moderation queue', () => {
  it('lists pending equipment, contractors and workers oldest first; approve clears the reason; reject needs a reason the owner sees', async () => {
    const db = testDb();
    const { vendor, user: owner } = await createVendorUser(db);
    const older = await createEquipment(db, vendor.id, {
      name: `Crane ${word()}`,
      status: 'pending',
      thumbnailUrl: '/uploads/x.webp',
      description: 'A 50 t crane.',
      rejectionReason: 'Old reason',
    });
    await db.execute(sql`UPDATE equipment SET updated_at = now() - interval '2 days' WHERE id = ${older.id}`);
    const newer = await createEquipment(db, vendor.id, { name: `Roller ${word()}`, status: 'pending' });
    const approved = await createEquipment(db, vendor.id, { status: 'approved' });
    const { contractor } = await createContractorUser(db, { contractor: { status: 'pending' } });
    const worker = await createWorker(db, { status: 'pending', resumeUrl: 'private/resumes/0123456789abcdef.pdf' });

    const q = await admin.get('/api/admin/moderation');
    expect(q.status).toBe(200);
    const ids = q.body.data.equipment.map((i: { id: number }) => i.id);
    expect(ids).toContain(older.id);
    expect(ids).not.toContain(approved.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    const item = q.body.data.equipment.find((i: { id: number }) => i.id === older.id);
    expect(item).toMatchObject({ kind: 'equipment', name: older.name, thumbnailUrl: '/uploads/x.webp', description: 'A 50 t crane.', ownerEmail: owner.email });
    expect(item.owner).toContain(vendor.name);
    expect(item.previewUrl).toMatch(new RegExp(`/equipment/.+-${older.id}$`));
    expect(q.body.data.contractors.map((i: { id: number }) => i.id)).toContain(contractor.id);
    expect(q.body.data.workers.map((i: { id: number }) => i.id)).toContain(worker.id);
    // A private resume is offered through the authenticated download, never by its storage key.
    expect(q.body.data.workers.find((i: { id: number }) => i.id === worker.id).documentUrl).toBe(`/api/workers/resume?id=${worker.id}`);

    // Reject without a reason: 400 with a sentence.
    const bad = await admin.post('/api/admin/moderation/decide', { kind: 'equipment', id: newer.id, decision: 'reject', reason: '  ' });
    expect(bad.status).toBe(400);
    expect(bad.body.success).toBe(false);
    expect(bad.body.errors).toEqual([{ field: 'reason', message: 'Please give a reason for the rejection. The owner will see it.' }]);

    const rej = await admin.post('/api/admin/moderation/decide', { kind: 'equipment', id: newer.id, decision: 'reject', reason: 'Photos are blurry.' });
    expect(rej).toMatchObject({ status: 200, body: { success: true, message: 'Equipment rejected.' } });
    const [n] = await db.select().from(equipment).where(eq(equipment.id, newer.id));
    expect(n).toMatchObject({ status: 'rejected', rejectionReason: 'Photos are blurry.' });
    expect(await lastAudit('equipment', newer.id)).toMatchObject({ actorUserId: adminId, action: 'listing.reject', detail: `${newer.name}. Reason: Photos are blurry.` });

    const ok = await admin.post('/api/admin/moderation/decide', { kind: 'equipment', id: older.id, decision: 'approve' });
    expect(ok.body).toEqual({ success: true, message: 'Equipment approved.' });
    const [o] = await db.select().from(equipment).where(eq(equipment.id, older.id));
    expect(o).toMatchObject({ status: 'approved', rejectionReason: null });
    expect(await lastAudit('equipment', older.id)).toMatchObject({ actorUserId: adminId, action: 'listing.approve' });
    // Now public.
    const pub = await postJson(app(), '/api/public/v3/equipment-detail', { Id: older.id });
    expect(pub.status).toBe(200);

    // Approving twice: a clear 409.
    const again = await admin.post('/api/admin/moderation/decide', { kind: 'equipment', id: older.id, decision: 'approve' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('A listing that is approved cannot be approved.');

    expect((await admin.post('/api/admin/moderation/decide', { kind: 'contractor', id: contractor.id, decision: 'approve' })).status).toBe(200);
    expect((await db.select({ s: contractors.status }).from(contractors).where(eq(contractors.id, contractor.id)))[0]!.s).toBe('approved');
    expect((await admin.post('/api/admin/moderation/decide', { kind: 'worker', id: worker.id, decision: 'reject', reason: 'No trade given.' })).status).toBe(200);
    expect((await db.select().from(workers).where(eq(workers.id, worker.id)))[0]).toMatchObject({ status: 'rejected', rejectionReason: 'No trade given.' });
    expect(await lastAudit('worker', worker.id)).toMatchObject({ action: 'listing.reject' });

    expect((await admin.post('/api/admin/moderation/decide', { kind: 'equipment', id: 99_999_999, decision: 'approve' })).status).toBe(404);
  });
});

describe('providers and the verified badge', () => {
  it('searches vendors, verifies one and the badge shows on the public list and detail; unverify takes it away', async () => {
    const db = testDb();
    const name = word();
    const { vendor } = await createVendorUser(db, { vendor: { name: `${name} Earthmovers` } });
    const e = await createEquipment(db, vendor.id, { name: `Backhoe ${name}`, catalogueSlug: 'backhoe-loader' });

    const list = await admin.get('/api/admin/providers', { kind: 'vendor', q: name });
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(1);
    expect(list.body.data[0]).toMatchObject({ kind: 'vendor', id: vendor.id, name: `${name} Earthmovers`, isVerified: false, listings: 1, status: null, publicUrl: null });

    const v = await admin.post('/api/admin/providers/verify', { kind: 'vendor', id: vendor.id, verified: true });
    expect(v.body).toEqual({ success: true, message: `${name} Earthmovers is now verified.` });
    const [row] = await db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(row!.isVerified).toBe(true);
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(await lastAudit('vendor', vendor.id)).toMatchObject({ actorUserId: adminId, action: 'provider.verify' });

    const pubList = await postJson(app(), '/api/public/v3/equipments', { Keyword: `Backhoe ${name}` });
    expect(pubList.body.data.find((c: { Id: number }) => c.Id === e.id)?.IsVerified).toBe(true);
    const detail = await postJson(app(), '/api/public/v3/equipment-detail', { Id: e.id });
    expect(detail.body.data.Vendor.IsVerified).toBe(true);
    expect(detail.body.data.Equipment.IsVerified).toBe(true);

    await admin.post('/api/admin/providers/verify', { kind: 'vendor', id: vendor.id, verified: false });
    const [after] = await db.select().from(vendors).where(eq(vendors.id, vendor.id));
    expect(after).toMatchObject({ isVerified: false, verifiedAt: null });
    expect((await postJson(app(), '/api/public/v3/equipment-detail', { Id: e.id })).body.data.Vendor.IsVerified).toBe(false);
  });

  it('verifies a contractor: the badge shows on the public list and detail', async () => {
    const db = testDb();
    const name = word();
    const { contractor } = await createContractorUser(db, { contractor: { companyName: `${name} Builders` } });
    const list = await admin.get('/api/admin/providers', { kind: 'contractor', q: name });
    expect(list.body.data.map((r: { id: number }) => r.id)).toEqual([contractor.id]);
    expect(list.body.data[0]).toMatchObject({
      kind: 'contractor',
      name: `${name} Builders`,
      status: 'approved',
      listings: 0,
      publicUrl: expect.stringMatching(/^\/contractor\/.+-\d+$/),
    });
    expect((await admin.post('/api/admin/providers/verify', { kind: 'contractor', id: contractor.id, verified: true })).status).toBe(200);
    const pub = await postJson(app(), '/api/public/v3/contractors', { Keyword: name });
    expect(pub.body.data.find((c: { Id: number }) => c.Id === contractor.id)?.IsVerified).toBe(true);
    const detail = await postJson(app(), '/api/public/v3/contractor-detail', { Id: contractor.id });
    expect(detail.body.data.isVerified).toBe(true);
    expect(await lastAudit('contractor', contractor.id)).toMatchObject({ action: 'provider.verify' });
    expect((await admin.post('/api/admin/providers/verify', { kind: 'contractor', id: 99_999_999, verified: true })).status).toBe(404);
  });
});

describe('reviews', () => {
  it('hides a review with a reason: it leaves the public detail and the ratings are recomputed; unhide brings it back', async () => {
    const db = testDb();
    const { vendor } = await createVendorUser(db);
    const e = await createEquipment(db, vendor.id);
    const a = await createUser(db, { fullName: 'Good Reviewer' });
    const b = await createUser(db, { fullName: 'Rude Reviewer' });
    // Two reviews through the real endpoint, so the cached ratings are the ones the app keeps.
    await createReview(db, { userId: a.id, equipmentId: e.id, vendorId: vendor.id, stars: 5, text: 'Great machine.' });
    const rude = await createReview(db, { userId: b.id, equipmentId: e.id, vendorId: vendor.id, stars: 1, text: 'Abusive words here.' });
    const client = await createLoginUser(db);
    const c = await as(app(), client.email);
    expect((await c.post('/api/review/submit', { RefId: e.id, IsContractor: false, Stars: 3, Text: 'Okay.' })).status).toBe(200);
    const before = await postJson(app(), '/api/public/v3/equipment-detail', { Id: e.id });
    expect(before.body.data.Equipment.TotalRatings).toBe(3);
    expect(before.body.data.Equipment.Reviews.map((r: { Id: number }) => r.Id)).toContain(rude.id);

    const list = await admin.get('/api/admin/reviews', { visibility: 'visible' });
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(rude.id);
    expect(list.body.data[0].createdAt >= list.body.data.at(-1).createdAt).toBe(true);

    expect((await admin.post('/api/admin/reviews/hide', { id: rude.id, hidden: true })).body.message).toBe('reason: Please give a reason for hiding this review.');
    const hide = await admin.post('/api/admin/reviews/hide', { id: rude.id, hidden: true, reason: 'Abusive language.' });
    expect(hide.body).toEqual({ success: true, message: 'Review hidden.' });
    const after = await postJson(app(), '/api/public/v3/equipment-detail', { Id: e.id });
    expect(after.body.data.Equipment.Reviews.map((r: { Id: number }) => r.Id)).not.toContain(rude.id);
    expect(after.body.data.Equipment).toMatchObject({ Rating: 4, TotalRatings: 2 });
    expect(after.body.data.Vendor).toMatchObject({ Rating: 4, TotalRatings: 2 });
    expect((await db.select().from(reviews).where(eq(reviews.id, rude.id)))[0]).toMatchObject({ isHidden: true, hiddenReason: 'Abusive language.' });
    expect(await lastAudit('review', rude.id)).toMatchObject({ actorUserId: adminId, action: 'review.hide', detail: 'Reason: Abusive language.' });
    const hidden = await admin.get('/api/admin/reviews', { visibility: 'hidden' });
    expect(hidden.body.data.every((r: { isHidden: boolean }) => r.isHidden)).toBe(true);
    expect(hidden.body.data.find((r: { id: number }) => r.id === rude.id)).toMatchObject({ hiddenReason: 'Abusive language.', targetType: 'equipment', author: 'Rude Reviewer' });

    await admin.post('/api/admin/reviews/hide', { id: rude.id, hidden: false });
    const back = await postJson(app(), '/api/public/v3/equipment-detail', { Id: e.id });
    expect(back.body.data.Equipment).toMatchObject({ Rating: 3, TotalRatings: 3 });
    expect(await lastAudit('review', rude.id)).toMatchObject({ action: 'review.unhide' });
  });

  it('recomputes a contractor rating when its review is hidden', async () => {
    const db = testDb();
    const { contractor } = await createContractorUser(db);
    const u = await createUser(db);
    const r = await createReview(db, { userId: u.id, contractorId: contractor.id, stars: 2, text: 'Meh.' });
    await db.update(contractors).set({ ratingAvg: 2, ratingCount: 1 }).where(eq(contractors.id, contractor.id));
    await admin.post('/api/admin/reviews/hide', { id: r.id, hidden: true, reason: 'Spam.' });
    const d = await postJson(app(), '/api/public/v3/contractor-detail', { Id: contractor.id });
    expect(d.body.data).toMatchObject({ rating: 0, totalRatings: 0, reviews: [] });
  });
});

describe('users', () => {
  it('searches by name or email, filters by role and pages', async () => {
    const db = testDb();
    const tag = word();
    for (let i = 0; i < 3; i++) await createUser(db, { fullName: `Person ${tag} ${i}`, role: i === 0 ? 'Vendor' : 'Client' });
    const all = await admin.get('/api/admin/users', { q: tag });
    expect(all.body.total).toBe(3);
    const vendorsOnly = await admin.get('/api/admin/users', { q: tag, role: 'Vendor' });
    expect(vendorsOnly.body.data.map((u: { name: string }) => u.name)).toEqual([`Person ${tag} 0`]);
    expect(vendorsOnly.body.data[0]).not.toHaveProperty('passwordHash');
    const page2 = await admin.get('/api/admin/users', { page: 2 });
    expect(page2.body.page).toBe(2);
    expect(page2.body.pageSize).toBe(20);
  });

  it('changes a role (audited); an admin cannot demote or disable themselves', async () => {
    const db = testDb();
    const u = await createUser(db);
    const r = await admin.post('/api/admin/users/role', { id: u.id, role: 'Vendor' });
    expect(r.body).toEqual({ success: true, message: `${u.email} is now Vendor.` });
    expect((await db.select({ role: users.role }).from(users).where(eq(users.id, u.id)))[0]!.role).toBe('Vendor');
    expect(await lastAudit('user', u.id)).toMatchObject({ actorUserId: adminId, action: 'user.role', detail: `${u.email}: Client → Vendor` });

    const self = await admin.post('/api/admin/users/role', { id: adminId, role: 'Client' });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe('You cannot change the role of your own account. Ask another admin.');
    const selfOff = await admin.post('/api/admin/users/disable', { id: adminId, disabled: true });
    expect(selfOff.status).toBe(403);
    expect((await db.select({ role: users.role, d: users.disabledAt }).from(users).where(eq(users.id, adminId)))[0]).toEqual({ role: 'Admin', d: null });
    expect((await admin.post('/api/admin/users/role', { id: u.id, role: 'Boss' })).status).toBe(400);
  });

  it('disables a user: their session ends at once, login answers 403 with a clear message; enabling lets them in again', async () => {
    const db = testDb();
    const victim = await createLoginUser(db);
    const v = await as(app(), victim.email);
    expect((await v.get('/api/account/me')).status).toBe(200);

    const off = await admin.post('/api/admin/users/disable', { id: victim.id, disabled: true });
    expect(off.status).toBe(200);
    expect((await db.select().from(sessions).where(eq(sessions.userId, victim.id))).length).toBe(0);
    expect((await db.select({ d: users.disabledAt }).from(users).where(eq(users.id, victim.id)))[0]!.d).toBeInstanceOf(Date);
    expect((await v.get('/api/account/me')).status).toBe(401);
    const login = await postJson(app(), '/api/account/login', { email: victim.email, password: 'Secret@123' });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('This account has been disabled. Contact support.');
    expect(await lastAudit('user', victim.id)).toMatchObject({ actorUserId: adminId, action: 'user.disable' });

    // A session that somehow survives (written after the disable) is still ignored.
    const { createSession, viewerForSession } = await import('../../core/account/sessions.ts');
    const { makeCtx } = await import('../../core/context.ts');
    const s = await createSession(makeCtx(db), { userId: victim.id });
    expect(await viewerForSession(db, s.token)).toBeUndefined();

    await admin.post('/api/admin/users/disable', { id: victim.id, disabled: false });
    expect((await postJson(app(), '/api/account/login', { email: victim.email, password: 'Secret@123' })).status).toBe(200);
    expect(await lastAudit('user', victim.id)).toMatchObject({ action: 'user.enable' });
  });
});

describe('contact messages', () => {
  it('lists newest first and marks one handled once', async () => {
    const db = testDb();
    const [older] = await db
      .insert(contactMessages)
      .values({ name: 'Asha', email: 'asha@example.in', message: 'First', createdAt: new Date(Date.now() - 60_000) })
      .returning();
    const [newer] = await db.insert(contactMessages).values({ name: 'Ravi', email: 'ravi@example.in', subject: 'Hi', message: 'Second' }).returning();
    const list = await admin.get('/api/admin/messages', { status: 'open' });
    const ids = list.body.data.map((m: { id: number }) => m.id);
    expect(ids.indexOf(newer!.id)).toBeLessThan(ids.indexOf(older!.id));
    const h = await admin.post('/api/admin/messages/handled', { id: older!.id });
    expect(h.body).toEqual({ success: true, message: 'Message marked as handled.' });
    expect((await admin.post('/api/admin/messages/handled', { id: older!.id })).body.message).toBe('This message was already handled.');
    const handled = await admin.get('/api/admin/messages', { status: 'handled' });
    expect(handled.body.data.find((m: { id: number }) => m.id === older!.id)?.handledAt).toBeTruthy();
    expect((await admin.get('/api/admin/messages', { status: 'open' })).body.data.map((m: { id: number }) => m.id)).not.toContain(older!.id);
    expect(await lastAudit('contact_message', older!.id)).toMatchObject({ actorUserId: adminId, action: 'message.handled' });
    expect(
      (
        await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.targetId, String(older!.id)))
      ).filter((a) => a.targetType === 'contact_message').length,
    ).toBe(1);
  });
});

describe('statistics, overview and audit log', () => {
  it('counts visits per India-time day and ranks listings with their names', async () => {
    const db = testDb();
    const { vendor } = await createVendorUser(db);
    const e = await createEquipment(db, vendor.id, { name: `Most visited ${word()}` });
    const { contractor } = await createContractorUser(db);
    const sid = `s-${word()}`;
    // 1000 visits make this equipment the top one regardless of other tests' rows.
    await db.execute(sql`INSERT INTO visits (session_id, visited_type, visited_id) SELECT ${sid}, 'equipment', ${String(e.id)} FROM generate_series(1, 1000)`);
    await db.execute(sql`INSERT INTO visits (session_id, visited_type, visited_id) SELECT ${sid}, 'contractor', ${String(contractor.id)} FROM generate_series(1, 1000)`);
    // A visit 40 days ago is outside the 30-day window.
    await db.insert(visits).values({ sessionId: sid, visitedType: 'equipment', visitedId: String(e.id), createdAt: new Date(Date.now() - 40 * 86400_000) });
    // Non-numeric ids and unknown types are ignored by the rankings.
    await db.insert(visits).values({ sessionId: sid, visitedType: 'equipment', visitedId: 'abc' });

    const s = await admin.get('/api/admin/stats', { days: 30 });
    expect(s.status).toBe(200);
    expect(s.body.data.perDay).toHaveLength(30);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(s.body.data.perDay.at(-1).day).toBe(today);
    expect(s.body.data.perDay.at(-1).visits).toBeGreaterThanOrEqual(2001);
    expect(s.body.data.topEquipment[0]).toMatchObject({ id: e.id, name: e.name, visits: 1000 });
    expect(s.body.data.topContractors[0]).toMatchObject({ id: contractor.id, name: contractor.companyName, visits: 1000 });
    expect((await admin.get('/api/admin/stats', { days: 7 })).body.data.perDay).toHaveLength(7);
  });

  it('shows the overview counts and the audit log newest first', async () => {
    const db = testDb();
    const { vendor } = await createVendorUser(db);
    await createEquipment(db, vendor.id, { status: 'pending' });
    const o = await admin.get('/api/admin/overview');
    expect(o.status).toBe(200);
    expect(o.body.data.pending.equipment).toBeGreaterThanOrEqual(1);
    expect(o.body.data.users).toBeGreaterThanOrEqual(2);
    expect(typeof o.body.data.visitsToday).toBe('number');
    expect(typeof o.body.data.enquiriesToday).toBe('number');

    const u = await createUser(db);
    await admin.post('/api/admin/users/role', { id: u.id, role: 'Contractor' });
    const log = await admin.get('/api/admin/audit');
    expect(log.body.data[0]).toMatchObject({ action: 'user.role', targetType: 'user', targetId: String(u.id) });
    expect(log.body.data[0].actor).toContain('Test Admin');
    expect(log.body.total).toBeGreaterThanOrEqual(1);
  });
});
