import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractorUser, createEquipment, createLoginUser, createReview, createUser, createVendorUser } from '../fixtures/factories.ts';

/** docs/product.md#reviews (docs/decisions/021): reviews only from Client accounts, one per client per listing; writing again edits it, shown as edited. */
const app = useTestApp();

let vendorId: number;
let equipmentId: number;
let contractorId: number;

beforeAll(async () => {
  const db = testDb();
  const { vendor } = await createVendorUser(db, { vendor: { name: 'Deccan Cranes' } });
  vendorId = vendor.id;
  equipmentId = (await createEquipment(db, vendor.id, { name: 'Tata Hitachi EX200' })).id;
  contractorId = (await createContractorUser(db, { contractor: { companyName: 'Kaveri Builders' } })).contractor.id;
});

async function as(a: FastifyInstance, email: string) {
  const cookie = await loginCookie(a, email, 'Secret@123');
  return async (payload: object) => {
    const r = await a.inject({ method: 'POST', url: '/api/review/submit', payload, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
}
const newClient = async (fullName = 'Asha Rao') => {
  const u = await createLoginUser(testDb(), 'Secret@123', { fullName });
  return { id: u.id, review: await as(app(), u.email) };
};
const detail = async (id: number) => (await app().inject({ method: 'POST', url: '/api/public/v3/equipment-detail', payload: { id } })).json().data;
const contractorDetail = async (id: number) => (await app().inject({ method: 'POST', url: '/api/public/v3/contractor-detail', payload: { id } })).json().data;
const rowsOf = (userId: number) => testDb().select().from(reviews).where(eq(reviews.userId, userId));

describe('who may review', () => {
  it('refuses every account that is not a Client — a competing vendor, a contractor, a job seeker, an admin — with 403 and a sentence, writing nothing', async () => {
    const db = testDb();
    const others = [
      (await createVendorUser(db, { vendor: { name: 'Rival Cranes' } })).user,
      (await createContractorUser(db)).user,
      await createLoginUser(db, 'Secret@123', { role: 'JobSeeker' }),
      await createAdminUser(db),
    ];
    const before = await detail(equipmentId);
    for (const u of others) {
      const review = await as(app(), u.email);
      for (const target of [
        { RefId: equipmentId, IsContractor: false },
        { RefId: contractorId, IsContractor: true },
      ]) {
        const r = await review({ ...target, Stars: 1, Text: 'Terrible, hire us instead.' });
        expect(r.status, `${u.role} on ${target.IsContractor ? 'contractor' : 'equipment'}`).toBe(403);
        expect(r.body).toEqual({ success: false, message: 'Only client accounts can write reviews.' });
      }
      expect(await rowsOf(u.id), u.role).toEqual([]);
    }
    const after = await detail(equipmentId);
    expect([after.Equipment.Rating, after.Equipment.TotalRatings]).toEqual([before.Equipment.Rating, before.Equipment.TotalRatings]);
  });
});

describe('one review per client per listing', () => {
  it('writing again edits the review: stars and text replaced, ratings recomputed, shown as edited', async () => {
    const db = testDb();
    const e = (await createEquipment(db, vendorId, { name: 'ACE 14XW Crane' })).id;
    const other = await newClient('Meena Iyer');
    expect((await other.review({ RefId: e, IsContractor: false, Stars: 5, Text: 'Spotless.' })).status).toBe(200);

    const a = await newClient('Anil Deshmukh');
    const first = await a.review({ RefId: e, IsContractor: false, Stars: 1, Text: 'Broke down on day one.' });
    expect(first.body).toEqual({ success: true, message: 'Thanks for your review!', RatingAvg: 3, RatingCount: 2, IsEdited: false });
    const [original] = await rowsOf(a.id);
    const shown = (await detail(e)).Equipment.Reviews.find((r: { ClientName: string }) => r.ClientName === 'Anil Deshmukh');
    expect(shown).toMatchObject({ Stars: 1, Text: 'Broke down on day one.', EditedAt: null });

    const again = await a.review({ RefId: e, IsContractor: false, Stars: 3, Text: 'Replaced the next morning; fine since.' });
    expect(again.body).toEqual({ success: true, message: 'Thanks for your review!', RatingAvg: 4, RatingCount: 2, IsEdited: true });
    const rows = await rowsOf(a.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: original!.id, stars: 3, text: 'Replaced the next morning; fine since.', createdAt: original!.createdAt });
    expect(rows[0]!.editedAt).toBeInstanceOf(Date);

    const d = await detail(e);
    expect(d.Equipment).toMatchObject({ Rating: 4, TotalRatings: 2 });
    const edited = d.Equipment.Reviews.filter((r: { ClientName: string }) => r.ClientName === 'Anil Deshmukh');
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({ Stars: 3, Text: 'Replaced the next morning; fine since.', CreatedAt: original!.createdAt.toISOString() });
    expect(Date.parse(edited[0].EditedAt)).toBe(rows[0]!.editedAt!.getTime());
    expect(d.Equipment.Reviews.find((r: { ClientName: string }) => r.ClientName === 'Meena Iyer').EditedAt).toBeNull();
    // The vendor's rating is recomputed from the same reviews.
    const vendor = (await app().inject({ method: 'POST', url: '/api/public/v3/vendor-detail', payload: { Id: vendorId } })).json().data;
    expect(vendor.Reviews.find((r: { ClientName: string }) => r.ClientName === 'Anil Deshmukh')).toMatchObject({ Stars: 3 });
  });

  it('edits a contractor review the same way', async () => {
    const c = (await createContractorUser(testDb())).contractor.id;
    const a = await newClient('Farah Khan');
    expect((await a.review({ RefId: c, IsContractor: true, Stars: 2, Text: 'Late.' })).body).toMatchObject({ RatingAvg: 2, RatingCount: 1, IsEdited: false });
    expect((await a.review({ RefId: c, IsContractor: true, Stars: 4, Text: 'Late, but the work holds up.' })).body).toMatchObject({ RatingAvg: 4, RatingCount: 1, IsEdited: true });
    const d = await contractorDetail(c);
    expect(d).toMatchObject({ rating: 4, totalRatings: 1 });
    expect(d.reviews).toHaveLength(1);
    expect(d.reviews[0]).toMatchObject({ Stars: 4, Text: 'Late, but the work holds up.', EditedAt: expect.any(String) });
  });

  it('sending the same stars and text again (a double click) is not an edit', async () => {
    const a = await newClient();
    const body = { RefId: contractorId, IsContractor: true, Stars: 5, Text: 'On time, clean site.' };
    expect((await a.review(body)).body.IsEdited).toBe(false);
    expect((await a.review(body)).body.IsEdited).toBe(false);
    expect((await rowsOf(a.id))[0]!.editedAt).toBeNull();
  });

  it('parallel first submissions make one review, never an error', async () => {
    const e = (await createEquipment(testDb(), vendorId)).id;
    const a = await newClient();
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => a.review({ RefId: e, IsContractor: false, Stars: n, Text: `Try ${n}.` })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await rowsOf(a.id)).toHaveLength(1);
    expect((await detail(e)).Equipment.TotalRatings).toBe(1);
  });

  it('the database itself refuses a second review row for one client and listing', async () => {
    const db = testDb();
    const u = await createUser(db);
    await createReview(db, { userId: u.id, equipmentId, vendorId, stars: 4, text: 'Fine.' });
    await expect(createReview(db, { userId: u.id, equipmentId, vendorId, stars: 2, text: 'Again.' })).rejects.toThrow();
    await createReview(db, { userId: u.id, contractorId, stars: 4, text: 'Fine.' });
    await expect(createReview(db, { userId: u.id, contractorId, stars: 2, text: 'Again.' })).rejects.toThrow();
    expect(await rowsOf(u.id)).toHaveLength(2);
  });

  it('editing a review an admin hid keeps it hidden and out of the rating', async () => {
    const e = (await createEquipment(testDb(), vendorId)).id;
    const a = await newClient('Rude Reviewer');
    await a.review({ RefId: e, IsContractor: false, Stars: 1, Text: 'Abusive words.' });
    await testDb().execute(sql`UPDATE reviews SET is_hidden = true, hidden_reason = 'Abusive language.' WHERE user_id = ${a.id}`);
    const r = await a.review({ RefId: e, IsContractor: false, Stars: 1, Text: 'Still abusive.' });
    expect(r.body).toMatchObject({ RatingCount: 0, IsEdited: true });
    expect(
      (
        await testDb()
          .select()
          .from(reviews)
          .where(and(eq(reviews.userId, a.id), eq(reviews.equipmentId, e)))
      )[0],
    ).toMatchObject({ isHidden: true, text: 'Still abusive.' });
    expect((await detail(e)).Equipment.Reviews).toEqual([]);
  });
});
