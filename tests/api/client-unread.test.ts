import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';

/**
 * A client learns that a provider replied (docs/product.md#enquiries-and-conversations): GET /api/client/unread
 * counts their enquiries with a provider reply they have not opened, the enquiry list marks them, opening
 * the thread clears them, and the reply is mailed through the job queue (the app's own mailer, its runner on).
 */
const smtp = useSmtpServer();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildApp({ config: testConfig({ smtpUrl: smtp.url(), siteUrl: 'https://buildmart.test' }), db: testDb(), runJobs: true });
  await app.ready();
});
afterAll(() => app?.close());

async function session(email: string) {
  const cookie = await loginCookie(app, email, 'Secret@123');
  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
  const post = async (url: string, payload: object) => {
    const r = await app.inject({ method: 'POST', url, payload, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
  return { get, post };
}
type Session = Awaited<ReturnType<typeof session>>;

async function send(client: Session, body: Record<string, unknown>) {
  const r = await client.post('/api/enquiry/submit', { name: 'Meena Iyer', email: 'meena@example.in', phone: '9811100000', ...body });
  expect(r.status).toBe(200);
  return r.body.id as number;
}

const unreadOf = async (s: Session) => (await s.get('/api/client/unread')).body.data;
const cardsOf = async (s: Session, type: 'vendor' | 'contractor') =>
  Object.fromEntries(((await s.get(`/api/client/enquiries?type=${type}`)).body.data as { Id: number; Unread: boolean }[]).map((e) => [e.Id, e.Unread]));

describe('unread replies for the client', () => {
  it('counts provider replies the client has not opened, by kind; opening the thread clears them; a new reply counts again', async () => {
    const v = await createVendorUser(testDb(), { vendor: { name: 'Nilgiri Earthmovers' } });
    const eq1 = await createEquipment(testDb(), v.vendor.id, { name: 'JCB 3DX Super' });
    const c = await createContractorUser(testDb(), { contractor: { companyName: 'Sahyadri Builders' } });
    const clientUser = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Meena Iyer' });
    const client = await session(clientUser.email);
    const vs = await session(v.user.email);
    const cs = await session(c.user.email);

    const toVendor = await send(client, { subject: 'Backhoe for a week', message: 'Site in Coimbatore.', equipmentId: eq1.id });
    const toVendor2 = await send(client, { subject: 'Rate card please', message: 'Daily and monthly rates?', vendorId: v.vendor.id });
    const toContractor = await send(client, { subject: 'Compound wall', message: '120 m wall.', contractorId: c.contractor.id, isContractor: true });
    expect(await unreadOf(client)).toEqual({ Vendor: 0, Contractor: 0, Total: 0 });

    // The client's own follow-up is not news to the client.
    await client.post('/api/enquiry/reply', { EnquiryId: toVendor2, Message: 'Also, is an operator included?' });
    expect(await unreadOf(client)).toEqual({ Vendor: 0, Contractor: 0, Total: 0 });

    expect((await vs.post('/api/provider/enquiry-reply', { EnquiryId: toVendor, Message: 'Available from Monday, ₹4,500 a day.' })).status).toBe(200);
    expect((await cs.post('/api/provider/enquiry-reply', { EnquiryId: toContractor, Message: 'We can visit on Friday.' })).status).toBe(200);
    expect(await unreadOf(client)).toEqual({ Vendor: 1, Contractor: 1, Total: 2 });
    expect(await cardsOf(client, 'vendor')).toEqual({ [toVendor]: true, [toVendor2]: false });
    expect(await cardsOf(client, 'contractor')).toEqual({ [toContractor]: true });
    // Each card counts the replies of its own thread.
    const vendorCards = (await client.get('/api/client/enquiries?type=vendor')).body.data as { Id: number; ReplyCount: number }[];
    expect(Object.fromEntries(vendorCards.map((e) => [e.Id, e.ReplyCount]))).toEqual({ [toVendor]: 1, [toVendor2]: 1 });

    // The reply reaches the client's mailbox through the queue.
    await expect.poll(() => smtp.mails.filter((m) => m.to === 'meena@example.in' && m.subject === 'Reply to your enquiry: Backhoe for a week').length, { timeout: 15_000 }).toBe(1);

    // Opening the thread reads it.
    expect((await client.get(`/api/client/enquiry?id=${toVendor}`)).status).toBe(200);
    expect(await unreadOf(client)).toEqual({ Vendor: 0, Contractor: 1, Total: 1 });
    expect(await cardsOf(client, 'vendor')).toEqual({ [toVendor]: false, [toVendor2]: false });

    // The provider opening or answering its own inbox does not read it for the client.
    await cs.get(`/api/provider/enquiry-thread?id=${toContractor}`);
    expect((await unreadOf(client)).Contractor).toBe(1);
    // Answering in the thread reads it too.
    await client.post('/api/enquiry/reply', { EnquiryId: toContractor, Message: 'Friday 10 am, please.' });
    expect(await unreadOf(client)).toEqual({ Vendor: 0, Contractor: 0, Total: 0 });

    // A later reply is news again.
    await vs.post('/api/provider/enquiry-reply', { EnquiryId: toVendor, Message: 'Operator included.' });
    expect(await unreadOf(client)).toEqual({ Vendor: 1, Contractor: 0, Total: 1 });
  });

  it('is the signed-in client’s own: another user counts none of it, a guest gets 401', async () => {
    const v = await createVendorUser(testDb());
    const eq1 = await createEquipment(testDb(), v.vendor.id);
    const owner = await session((await createLoginUser(testDb())).email);
    const id = await send(owner, { subject: 'Crane hire', message: 'Two days.', equipmentId: eq1.id });
    await (await session(v.user.email)).post('/api/provider/enquiry-reply', { EnquiryId: id, Message: 'Yes.' });
    const stranger = await session((await createLoginUser(testDb())).email);
    expect(await unreadOf(stranger)).toEqual({ Vendor: 0, Contractor: 0, Total: 0 });
    // Someone else's thread is not theirs to open (and does not read it for its owner).
    expect((await stranger.get(`/api/client/enquiry?id=${id}`)).status).toBe(404);
    expect((await unreadOf(owner)).Total).toBe(1);
    const guest = await app.inject({ method: 'GET', url: '/api/client/unread' });
    expect(guest.statusCode).toBe(401);
  });
});
