import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema/index.ts';
import { gstinCheckChar } from '../../lib/gstin.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createEnquiry, createEquipment, createLoginUser, createReply, createVendorUser } from '../fixtures/factories.ts';

/**
 * Trust earned from data, never sold (docs/decisions/058-earned-trust.md): "GST verified" computed from the GSTIN and
 * the state, "Replies in about N hours" from real replies, "Verified hire" reviews from a replied thread, one public
 * answer per review by its owner, "Documents checked", years on the site and real counts.
 */
const app = useTestApp();
const HOUR = 3_600_000;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
/** A well-formed GSTIN of a state code (valid check character). */
const gstin = (state: string, pan = 'AAPFU0939F') => `${state}${pan}1Z${gstinCheckChar(`${state}${pan}1Z`)}`;

const equipmentDetail = async (id: number) => (await app().inject({ method: 'POST', url: '/api/public/v3/equipment-detail', payload: { id } })).json().data;
const vendorDetail = async (id: number) => (await app().inject({ method: 'POST', url: '/api/public/v3/vendor-detail', payload: { id } })).json().data;
const contractorDetail = async (id: number) => (await app().inject({ method: 'POST', url: '/api/public/v3/contractor-detail', payload: { id } })).json().data;

/** A vendor the public sees: one approved listing. */
async function publicVendor(o: Parameters<typeof createVendorUser>[1] = {}) {
  const made = await createVendorUser(testDb(), o);
  await createEquipment(testDb(), made.vendor.id);
  return made;
}

async function session(a: FastifyInstance, email: string) {
  const cookie = await loginCookie(a, email, 'Secret@123');
  return async (url: string, payload?: object) => {
    const r = await a.inject({ method: payload ? 'POST' : 'GET', url, payload, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
}

describe('GST verified', () => {
  it('is shown for a valid GSTIN of the provider’s own state; a GSTIN of another state, a wrong check character or none gets no badge', async () => {
    const db = testDb();
    const cases = [
      { gstin: gstin('27'), state: 'Maharashtra', badge: true },
      { gstin: gstin('27').toLowerCase(), state: 'Maharashtra', badge: true },
      { gstin: gstin('29'), state: 'Maharashtra', badge: false }, // Karnataka's code on a Maharashtra vendor
      { gstin: `${gstin('27').slice(0, 14)}${gstin('27')[14] === 'A' ? 'B' : 'A'}`, state: 'Maharashtra', badge: false },
      { gstin: null, state: 'Maharashtra', badge: false },
      { gstin: gstin('29'), state: 'Karnataka', badge: true },
    ];
    for (const c of cases) {
      const { vendor } = await createVendorUser(db, { vendor: { gstin: c.gstin, state: c.state } });
      const e = await createEquipment(db, vendor.id);
      expect((await equipmentDetail(e.id)).Vendor.Trust.GstVerified, `${c.gstin} in ${c.state}`).toBe(c.badge);
      expect((await vendorDetail(vendor.id)).Trust.GstVerified).toBe(c.badge);
    }
    const good = await createContractorUser(db, { contractor: { gstin: gstin('27'), state: 'Maharashtra' } });
    const other = await createContractorUser(db, { contractor: { gstin: gstin('07'), state: 'Maharashtra' } });
    expect((await contractorDetail(good.contractor.id)).trust.GstVerified).toBe(true);
    expect((await contractorDetail(other.contractor.id)).trust.GstVerified).toBe(false);
  });

  it('is never set by hand: the admin’s check is a separate "Documents checked"', async () => {
    const { vendor } = await publicVendor({ vendor: { gstin: gstin('29'), state: 'Maharashtra', isVerified: true } });
    expect((await vendorDetail(vendor.id)).Trust).toMatchObject({ GstVerified: false, DocumentsChecked: true });
    const plain = await publicVendor({ vendor: { gstin: gstin('27'), state: 'Maharashtra' } });
    expect((await vendorDetail(plain.vendor.id)).Trust).toMatchObject({ GstVerified: true, DocumentsChecked: false });
  });
});

describe('reply time', () => {
  async function enquiriesTo(vendorId: number, replyHours: (number | null)[], ageDays = 5) {
    const db = testDb();
    const client = await createLoginUser(db);
    for (const h of replyHours) {
      const at = daysAgo(ageDays);
      const e = await createEnquiry(db, { userId: client.id, vendorId, createdAt: at });
      await createReply(db, { enquiryId: e.id, sender: 'Client', createdAt: new Date(at.getTime() + 10 * 60_000) });
      if (h !== null) await createReply(db, { enquiryId: e.id, sender: 'Vendor', createdAt: new Date(at.getTime() + h * HOUR) });
    }
  }

  it('2 answered enquiries show no reply time; the third shows the median of the first replies', async () => {
    const { vendor } = await publicVendor();
    await enquiriesTo(vendor.id, [1, 5]);
    expect((await vendorDetail(vendor.id)).Trust.ReplyMedianMinutes).toBeNull();
    await enquiriesTo(vendor.id, [3]);
    expect((await vendorDetail(vendor.id)).Trust.ReplyMedianMinutes).toBe(180);
  });

  it('counts only the last 90 days, and the client’s own messages are not replies', async () => {
    const { vendor } = await publicVendor();
    await enquiriesTo(vendor.id, [2, 2]);
    await enquiriesTo(vendor.id, [2, 2], 100);
    await enquiriesTo(vendor.id, [null]);
    const t = (await vendorDetail(vendor.id)).Trust;
    expect(t.ReplyMedianMinutes).toBeNull();
    expect(t.EnquiriesAnswered).toBe(4);
  });

  it('works the same for contractors', async () => {
    const db = testDb();
    const { contractor } = await createContractorUser(db);
    const client = await createLoginUser(db);
    for (const h of [1, 2, 4]) {
      const e = await createEnquiry(db, { userId: client.id, contractorId: contractor.id, isContractor: true, createdAt: daysAgo(3) });
      await createReply(db, { enquiryId: e.id, sender: 'Contractor', isContractor: true, createdAt: new Date(daysAgo(3).getTime() + h * HOUR) });
    }
    expect((await contractorDetail(contractor.id)).trust).toMatchObject({ ReplyMedianMinutes: 120, EnquiriesAnswered: 3 });
  });
});

describe('years on the site and real counts', () => {
  it('shows whole years since the provider joined, its public listings and the enquiries it answered', async () => {
    const db = testDb();
    const { vendor } = await createVendorUser(db, { vendor: { createdAt: daysAgo(3 * 365 + 10) } });
    await createEquipment(db, vendor.id);
    await createEquipment(db, vendor.id);
    await createEquipment(db, vendor.id, { status: 'pending' });
    const client = await createLoginUser(db);
    const answered = await createEnquiry(db, { userId: client.id, vendorId: vendor.id });
    await createReply(db, { enquiryId: answered.id, sender: 'Vendor' });
    await createEnquiry(db, { userId: client.id, vendorId: vendor.id });
    const v = await vendorDetail(vendor.id);
    expect(v.TotalEquipments).toBe(2);
    expect(v.Trust).toMatchObject({ YearsOnSite: 3, EnquiriesAnswered: 1 });
    expect(new Date(v.Trust.OnSiteSince).getUTCFullYear()).toBe(daysAgo(3 * 365 + 10).getUTCFullYear());
  });
});

describe('Verified hire', () => {
  let vendorEmail: string;
  let equipmentId: number;
  let otherEquipmentId: number;
  beforeAll(async () => {
    const db = testDb();
    const { user, vendor } = await createVendorUser(db, { vendor: { name: 'Godavari Cranes' } });
    vendorEmail = user.email;
    equipmentId = (await createEquipment(db, vendor.id, { name: 'Escorts F15 Pick and Carry Crane' })).id;
    otherEquipmentId = (await createEquipment(db, vendor.id)).id;
  });
  const reviewOf = async (name: string) => (await equipmentDetail(equipmentId)).Equipment.Reviews.find((r: { ClientName: string }) => r.ClientName === name);

  async function clientWithThread(name: string, o: { providerReplied: boolean; equipment?: number }) {
    const db = testDb();
    const u = await createLoginUser(db, 'Secret@123', { fullName: name });
    const e = await createEnquiry(db, { userId: u.id, vendorId: (await vendorOf(o.equipment ?? equipmentId))!, equipmentId: o.equipment ?? equipmentId });
    await createReply(db, { enquiryId: e.id, sender: 'Client', senderUserId: u.id });
    if (o.providerReplied) await createReply(db, { enquiryId: e.id, sender: 'Vendor' });
    return { user: u, enquiryId: e.id, call: await session(app(), u.email) };
  }
  const vendorOf = async (id: number) => (await equipmentDetail(id)).Vendor.Id as number;

  it('a review written from a thread in which the vendor replied is a Verified hire', async () => {
    const c = await clientWithThread('Ravi Kulkarni', { providerReplied: true });
    const r = await c.call('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 5, Text: 'Crane on site the next morning.', EnquiryId: c.enquiryId });
    expect(r.status).toBe(200);
    expect(await reviewOf('Ravi Kulkarni')).toMatchObject({ VerifiedHire: true, Answer: null });
    // Editing it later from the listing page keeps the mark.
    expect((await c.call('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 4, Text: 'Good crane, operator a bit late.' })).status).toBe(200);
    expect(await reviewOf('Ravi Kulkarni')).toMatchObject({ VerifiedHire: true, Stars: 4 });
  });

  it('a review without a replied thread is not a Verified hire: none given, or the vendor never answered', async () => {
    const plain = await clientWithThread('Sunita Patil', { providerReplied: true });
    await plain.call('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 3, Text: 'Fine.' });
    expect(await reviewOf('Sunita Patil')).toMatchObject({ VerifiedHire: false });

    const unanswered = await clientWithThread('Imran Shaikh', { providerReplied: false });
    const r = await unanswered.call('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 2, Text: 'Never heard back.', EnquiryId: unanswered.enquiryId });
    expect(r.status).toBe(200);
    expect(await reviewOf('Imran Shaikh')).toMatchObject({ VerifiedHire: false });
  });

  it('someone else’s thread, or a thread about another listing, is refused with a message next to the field and nothing saved', async () => {
    const owner = await clientWithThread('Kavya Nair', { providerReplied: true });
    const intruder = await clientWithThread('Deepak Joshi', { providerReplied: false });
    const elsewhere = await clientWithThread('Deepak Joshi', { providerReplied: true, equipment: otherEquipmentId });
    for (const [call, enquiryId] of [
      [intruder.call, owner.enquiryId],
      [intruder.call, elsewhere.enquiryId],
    ] as const) {
      const r = await call('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 5, Text: 'Best crane in town.', EnquiryId: enquiryId });
      expect(r.status).toBe(400);
      expect(r.body).toEqual({
        success: false,
        message: 'This enquiry is not yours or not about this listing.',
        errors: [{ field: 'EnquiryId', message: 'This enquiry is not yours or not about this listing.' }],
      });
    }
    expect(await testDb().select().from(reviews).where(eq(reviews.userId, intruder.user.id))).toEqual([]);
  });

  describe('the provider’s public answer', () => {
    it('the owner answers once; it shows under the review; a second answer is refused and the first stays', async () => {
      const c = await clientWithThread('Farah Khan', { providerReplied: true });
      await c.call('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 2, Text: 'Arrived a day late.', EnquiryId: c.enquiryId });
      const vendor = await session(app(), vendorEmail);
      const mine = await vendor('/api/provider/reviews');
      const review = mine.body.data.find((r: { ClientName: string }) => r.ClientName === 'Farah Khan');
      expect(review).toMatchObject({ Stars: 2, VerifiedHire: true, Answer: null, Listing: { Name: 'Escorts F15 Pick and Carry Crane' } });

      const first = await vendor('/api/provider/review-answer', { ReviewId: review.Id, Text: 'Sorry — the truck broke down on the highway. We waived a day.' });
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ success: true, message: 'Answer published.', Answer: { Text: 'Sorry — the truck broke down on the highway. We waived a day.' } });
      expect((await reviewOf('Farah Khan')).Answer).toMatchObject({ Text: 'Sorry — the truck broke down on the highway. We waived a day.' });

      const second = await vendor('/api/provider/review-answer', { ReviewId: review.Id, Text: 'Edited answer.' });
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        success: false,
        message: 'You have already answered this review. An answer is given once.',
        errors: [{ field: 'Text', message: 'You have already answered this review. An answer is given once.' }],
      });
      expect((await reviewOf('Farah Khan')).Answer.Text).toBe('Sorry — the truck broke down on the highway. We waived a day.');
    });

    it('two answers sent at once: exactly one lands', async () => {
      const c = await clientWithThread('Neha Verma', { providerReplied: true });
      await c.call('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 4, Text: 'Good.' });
      const vendor = await session(app(), vendorEmail);
      const id = (await vendor('/api/provider/reviews')).body.data.find((r: { ClientName: string }) => r.ClientName === 'Neha Verma').Id;
      const results = await Promise.all(['One', 'Two', 'Three', 'Four'].map((t) => vendor('/api/provider/review-answer', { ReviewId: id, Text: t })));
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
      const won = results.find((r) => r.status === 200)!.body.Answer.Text;
      expect((await reviewOf('Neha Verma')).Answer.Text).toBe(won);
    });

    it('only the owner answers: another vendor, the client and a contractor get 403; a blank answer is a 400 next to the field; an unknown review 404', async () => {
      const db = testDb();
      const c = await clientWithThread('Arjun Menon', { providerReplied: false });
      await c.call('/api/review/submit', { RefId: equipmentId, IsContractor: false, Stars: 1, Text: 'No.' });
      const [row] = await db.select().from(reviews).where(eq(reviews.userId, c.user.id));
      const rival = await createVendorUser(db);
      const contractor = await createContractorUser(db);
      for (const call of [await session(app(), rival.user.email), await session(app(), contractor.user.email)]) {
        const r = await call('/api/provider/review-answer', { ReviewId: row!.id, Text: 'Ignore this review.' });
        expect(r.status).toBe(403);
        expect(r.body).toEqual({ success: false, message: 'You can answer only the reviews of your own listings.' });
      }
      const asClient = await c.call('/api/provider/review-answer', { ReviewId: row!.id, Text: 'Answering myself.' });
      expect(asClient).toEqual({ status: 403, body: { success: false, message: 'Your account cannot do this.' } });
      const vendor = await session(app(), vendorEmail);
      const blank = await vendor('/api/provider/review-answer', { ReviewId: row!.id, Text: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe('Text: Please write your answer.');
      expect(blank.body.errors[0]).toEqual({ field: 'Text', message: 'Please write your answer.' });
      expect((await vendor('/api/provider/review-answer', { ReviewId: 2_000_000_000, Text: 'Thanks' })).status).toBe(404);
      const [after] = await db.select().from(reviews).where(eq(reviews.id, row!.id));
      expect(after!.answerText).toBeNull();
    });

    it('a contractor answers a review of its own company', async () => {
      const db = testDb();
      const { user, contractor } = await createContractorUser(db, { contractor: { companyName: 'Narmada Infra' } });
      const client = await createLoginUser(db, 'Secret@123', { fullName: 'Pooja Singh' });
      const e = await createEnquiry(db, { userId: client.id, contractorId: contractor.id, isContractor: true });
      await createReply(db, { enquiryId: e.id, sender: 'Contractor', isContractor: true });
      const call = await session(app(), client.email);
      expect((await call('/api/review/submit', { RefId: contractor.id, IsContractor: true, Stars: 5, Text: 'Finished the slab on time.', EnquiryId: e.id })).status).toBe(200);
      const own = await session(app(), user.email);
      const id = (await own('/api/provider/reviews')).body.data[0].Id;
      expect((await own('/api/provider/review-answer', { ReviewId: id, Text: 'Thank you, Pooja ji.' })).status).toBe(200);
      expect((await contractorDetail(contractor.id)).reviews[0]).toMatchObject({ VerifiedHire: true, Answer: { Text: 'Thank you, Pooja ji.' } });
    });
  });
});
