import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';

const smtp = useSmtpServer();
let app: FastifyInstance;
beforeAll(async () => {
  const config = testConfig({ smtpUrl: smtp.url(), siteUrl: 'https://buildmart.test', manageUrl: 'https://manage.buildmart.test' });
  app = await buildApp({ config, db: testDb(), mailer: smtpMailer(smtp.url(), config.mailFrom) });
  await app.ready();
});
afterAll(() => app?.close());

type Session = Awaited<ReturnType<typeof session>>;
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
  return { cookie, get, post };
}

async function newClient(name: string) {
  const user = await createLoginUser(testDb(), 'Secret@123', { fullName: name });
  return { user, s: await session(user.email) };
}

const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);
/** Quoted-printable soft line breaks removed, so long lines can be searched. */
const flat = (text: string) => text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

async function send(client: Session, body: Record<string, unknown>) {
  const r = await client.post('/api/enquiry/submit', { name: 'Priya Sharma', email: 'priya@example.in', phone: '9811100000', ...body });
  expect(r.status).toBe(200);
  return r.body.id as number;
}

describe('vendor inbox', () => {
  it('lists enquiries to the vendor newest first with unread markers, filters and pages; opening marks read; replies reach the client and are mailed', async () => {
    const vendorEmail = `inbox-vendor-${Date.now()}@shree.in`;
    const v = await createVendorUser(testDb(), { vendor: { name: 'Shree Cranes', email: vendorEmail } });
    const other = await createVendorUser(testDb());
    const eq1 = await createEquipment(testDb(), v.vendor.id, { name: 'Tata Hitachi EX200' });
    const otherEq = await createEquipment(testDb(), other.vendor.id);
    const client = await newClient('Priya Sharma');

    const first = await send(client.s, { subject: 'Excavator for 2 months', message: 'Need it at Hinjewadi from 1 Dec.\nOperator required.', equipmentId: eq1.id });
    const second = await send(client.s, { subject: 'General rates', message: 'Send your rate card.', vendorId: v.vendor.id });
    await send(client.s, { subject: 'Not for Shree', message: 'Other vendor.', equipmentId: otherEq.id });

    // New-enquiry mail to the vendor with the message and the inbox link.
    const mail = mailsTo(vendorEmail).find((m) => m.subject === 'New enquiry: Excavator for 2 months');
    expect(mail).toBeDefined();
    expect(flat(mail!.text)).toContain('Need it at Hinjewadi from 1 Dec.');
    expect(flat(mail!.text)).toContain('about Tata Hitachi EX200');
    expect(flat(mail!.text)).toContain(`https://manage.buildmart.test/manage/enquiries/${first}`);

    const vs = await session(v.user.email);
    const inbox = await vs.get('/api/provider/enquiries');
    expect(inbox.status).toBe(200);
    expect(inbox.body.total).toBe(2);
    expect(inbox.body.unread).toBe(2);
    expect(inbox.body.data.map((e: { Id: number }) => e.Id)).toEqual([second, first]);
    expect(inbox.body.data[1]).toMatchObject({
      Subject: 'Excavator for 2 months',
      ClientName: 'Priya Sharma',
      About: 'Tata Hitachi EX200',
      Status: 'new',
      Unread: true,
      ReplyCount: 0,
    });
    expect(inbox.body.data[0].About).toBeNull();
    const paged = await vs.get('/api/provider/enquiries?page=2&pageSize=1');
    expect(paged.body).toMatchObject({ total: 2, data: [{ Id: first }] });

    // Opening the thread: client contact, listing link, and the enquiry is read.
    const t = await vs.get(`/api/provider/enquiry-thread?id=${first}`);
    expect(t.status).toBe(200);
    expect(t.body.data).toMatchObject({
      Enquiry: { Id: first, Subject: 'Excavator for 2 months', Status: 'new' },
      Client: { Name: 'Priya Sharma', Email: 'priya@example.in', Phone: '+91 98111 00000' },
      Listing: { Name: 'Tata Hitachi EX200', Url: `/equipment/tata-hitachi-ex200--${eq1.id}` },
      Replies: [],
      NextStatuses: ['in_progress', 'closed'],
    });
    const after = await vs.get('/api/provider/enquiries');
    expect(after.body.unread).toBe(1);
    expect(after.body.data.find((e: { Id: number }) => e.Id === first).Unread).toBe(false);

    // Reply as the vendor: stored with sender Vendor, seen in the client's own thread, mailed to the client.
    const r = await vs.post('/api/provider/enquiry-reply', { EnquiryId: first, Message: 'Available. ₹1,80,000 a month with operator.' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, Sender: 'Vendor', Message: 'Available. ₹1,80,000 a month with operator.' });
    expect((await vs.post('/api/provider/enquiry-reply', { EnquiryId: first, Message: '   ' })).status).toBe(400);
    const ct = await client.s.get(`/api/client/enquiry?id=${first}`);
    expect(ct.body.data.Replies).toEqual([expect.objectContaining({ Sender: 'Vendor', Message: 'Available. ₹1,80,000 a month with operator.' })]);
    const replyMail = mailsTo('priya@example.in').find((m) => m.subject === 'Reply to your enquiry: Excavator for 2 months');
    expect(replyMail).toBeDefined();
    expect(flat(replyMail!.text)).toContain('Shree Cranes replied');
    expect(flat(replyMail!.text)).toContain('https://buildmart.test/client/manage?tab=enquiries');

    // Status: new → in progress → closed → in progress; refused moves are 409, unknown values 400.
    const toProgress = await vs.post('/api/provider/enquiry-status', { EnquiryId: first, Status: 'in progress' });
    expect(toProgress.body).toEqual({ success: true, message: 'Marked as in progress.', Status: 'in progress', NextStatuses: ['closed'] });
    for (const bad of ['in_progress', 'new']) {
      const r2 = await vs.post('/api/provider/enquiry-status', { EnquiryId: first, Status: bad });
      expect(r2.status, bad).toBe(409);
      expect(r2.body.success).toBe(false);
      expect(r2.body.message).toMatch(/^An enquiry that is in progress cannot become (in progress|new)\.$/);
    }
    expect((await vs.post('/api/provider/enquiry-status', { EnquiryId: first, Status: 'done' })).status).toBe(400);
    expect((await client.s.get(`/api/client/enquiry?id=${first}`)).body.data.Enquiry.Status).toBe('in progress');
    expect((await vs.post('/api/provider/enquiry-status', { EnquiryId: first, Status: 'closed' })).body).toMatchObject({ Status: 'closed', NextStatuses: ['in_progress'] });
    expect((await vs.get(`/api/provider/enquiry-thread?id=${first}`)).body.data.NextStatuses).toEqual(['in_progress']);

    const closed = await vs.get('/api/provider/enquiries?status=closed');
    expect(closed.body.data.map((e: { Id: number }) => e.Id)).toEqual([first]);
    expect((await vs.get('/api/provider/enquiries?status=new')).body.data.map((e: { Id: number }) => e.Id)).toEqual([second]);
    expect((await vs.get('/api/provider/enquiries?status=lost')).status).toBe(400);
  });
});

describe('contractor inbox', () => {
  it('shows enquiries to the contractor; the reply is sent as Contractor and reaches the client', async () => {
    const c = await createContractorUser(testDb(), { contractor: { companyName: 'Kaveri Builders', email: `kaveri-${Date.now()}@example.in` } });
    const client = await newClient('Arjun Rao');
    const id = await send(client.s, {
      name: 'Arjun Rao',
      email: 'arjun@example.in',
      subject: 'G+4 residential building',
      message: 'Need a quote for Mysuru.',
      contractorId: c.contractor.id,
      isContractor: true,
    });
    const mail = mailsTo(c.contractor.email!).find((m) => m.subject === 'New enquiry: G+4 residential building');
    expect(flat(mail!.text)).toContain(`/manage/enquiries/${id}`);

    const cs = await session(c.user.email);
    const inbox = await cs.get('/api/provider/enquiries');
    expect(inbox.body).toMatchObject({ total: 1, unread: 1, data: [{ Id: id, Unread: true, ClientName: 'Arjun Rao' }] });
    const t = await cs.get(`/api/provider/enquiry-thread?id=${id}`);
    expect(t.body.data).toMatchObject({ Client: { Name: 'Arjun Rao', Email: 'arjun@example.in' }, Listing: { Name: 'Kaveri Builders' } });
    expect(t.body.data.Enquiry.IsContractor).toBe(true);
    const r = await cs.post('/api/provider/enquiry-reply', { EnquiryId: id, Message: 'We can visit the site on Monday.' });
    expect(r.body.Sender).toBe('Contractor');
    const ct = await client.s.get(`/api/client/enquiry?id=${id}`);
    expect(ct.body.data.Replies.map((x: { Sender: string }) => x.Sender)).toEqual(['Contractor']);
    // The client answers in their own thread; the provider sees it.
    await client.s.post('/api/enquiry/reply', { EnquiryId: id, Message: 'Monday 11 am works.', IsContractor: true });
    expect((await cs.get(`/api/provider/enquiry-thread?id=${id}`)).body.data.Replies.map((x: { Sender: string }) => x.Sender)).toEqual(['Contractor', 'Client']);
    expect(mailsTo('arjun@example.in').some((m) => m.subject === 'Reply to your enquiry: G+4 residential building')).toBe(true);
  });
});

describe('a mail failure loses nothing', () => {
  let broken: FastifyInstance;
  beforeAll(async () => {
    const config = testConfig();
    // Nothing listens on port 1: every send fails with a real connection error.
    broken = await buildApp({ config, db: testDb(), mailer: smtpMailer('smtp://127.0.0.1:1', config.mailFrom) });
    await broken.ready();
  });
  afterAll(() => broken?.close());

  it('keeps the enquiry and the reply when the mail cannot be sent', async () => {
    const v = await createVendorUser(testDb());
    const e = await createEquipment(testDb(), v.vendor.id);
    const client = await createLoginUser(testDb());
    const cookie = await loginCookie(broken, client.email, 'Secret@123');
    const sent = await broken.inject({
      method: 'POST',
      url: '/api/enquiry/submit',
      headers: { cookie },
      payload: { name: 'A', email: 'a@example.in', subject: 'S', message: 'M', equipmentId: e.id },
    });
    expect(sent.statusCode).toBe(200);
    const vc = await loginCookie(broken, v.user.email, 'Secret@123');
    const reply = await broken.inject({ method: 'POST', url: '/api/provider/enquiry-reply', headers: { cookie: vc }, payload: { EnquiryId: sent.json().id, Message: 'Yes' } });
    expect(reply.statusCode).toBe(200);
    const thread = await broken.inject({ method: 'GET', url: `/api/client/enquiry?id=${sent.json().id}`, headers: { cookie } });
    expect(thread.json().data.Replies).toHaveLength(1);
  });
});
