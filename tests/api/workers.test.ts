import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploadsDir } from '../../core/ports/storage.ts';
import { workers } from '../../db/schema/index.ts';
import { loginCookie, postJson, testConfig, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser, createWorker } from '../fixtures/factories.ts';
import { multipartBody, PDF_BYTES } from '../fixtures/multipart.ts';

const app = useTestApp();
const tag = () => `Zq${randomBytes(3).toString('hex')}`;

async function session(role: 'Client' | 'JobSeeker' | 'Admin' | 'Vendor' = 'Client', emailConfirmed = false) {
  const user = await createLoginUser(testDb(), 'Secret@123', { role, emailConfirmed });
  const cookie = await loginCookie(app(), user.email, 'Secret@123');
  return { user, cookie };
}

const list = async (body: object, cookie?: string) => {
  const r = await app().inject({ method: 'POST', url: '/api/public/v3/workers', payload: body, headers: cookie ? { cookie } : {} });
  return { status: r.statusCode, body: r.json() };
};

const VALID = {
  Kind: 'individual',
  Name: 'Ramesh Yadav',
  Category: 'skilled',
  Trade: 'Mason',
  ExperienceYears: '8',
  City: 'Pune',
  State: 'Maharashtra',
  Availability: 'immediate',
  About: 'Brickwork and plaster.',
  Phone: '+91 98765 43210',
  Email: 'Ramesh@Example.in',
};

const save = async (cookie: string | undefined, fields: Record<string, string>, file?: { data: Buffer; name?: string; type?: string }) => {
  const m = multipartBody(fields, file ? [{ field: 'Resume', name: file.name ?? 'resume.pdf', type: file.type ?? 'application/pdf', data: file.data }] : []);
  const r = await app().inject({ method: 'POST', url: '/api/provider/worker', payload: m.payload, headers: { ...m.headers, ...(cookie ? { cookie } : {}) } });
  return { status: r.statusCode, body: r.json() };
};

describe('public workforce directory', () => {
  it('lists only approved, not hidden listings, with category, kind, keyword and location filters', async () => {
    const t = tag();
    const db = testDb();
    const a = await createWorker(db, { name: `Anil ${t}`, trade: 'Mason', category: 'skilled', city: 'Pune', state: 'Maharashtra' });
    const b = await createWorker(db, {
      name: `Bharat ${t} Manpower`,
      kind: 'agency',
      headcount: 40,
      trade: 'Labour supply',
      category: 'unskilled',
      city: 'Nagpur',
      state: 'Maharashtra',
    });
    const c = await createWorker(db, { name: `Chetan ${t}`, trade: 'Electrician', category: 'technician', city: 'Bengaluru', state: 'Karnataka' });
    await createWorker(db, { name: `Hidden ${t}`, isHidden: true });
    await createWorker(db, { name: `Pending ${t}`, status: 'pending' });
    await createWorker(db, { name: `Rejected ${t}`, status: 'rejected' });

    const all = await list({ Keyword: t });
    expect(all.status).toBe(200);
    expect(all.body.TotalRecords).toBe(3);
    expect(all.body.Data.map((w: any) => w.Id).sort()).toEqual([a.id, b.id, c.id].sort());

    expect((await list({ Keyword: t, Categories: ['skilled'] })).body.Data.map((w: any) => w.Id)).toEqual([a.id]);
    expect((await list({ Keyword: t, Categories: 'technician,unskilled' })).body.TotalRecords).toBe(2);
    expect((await list({ Keyword: t, Categories: 'ALL' })).body.TotalRecords).toBe(3);
    expect((await list({ Keyword: t, Kind: 'agency' })).body.Data).toMatchObject([{ Id: b.id, Kind: 'agency', Headcount: 40 }]);
    expect((await list({ Keyword: t, Locations: ['Maharashtra'] })).body.TotalRecords).toBe(2);
    expect((await list({ Keyword: t, Locations: 'bengaluru' })).body.Data.map((w: any) => w.Id)).toEqual([c.id]);
    // Keyword words must each match the name or the trade.
    expect((await list({ Keyword: `${t} electrician` })).body.Data.map((w: any) => w.Id)).toEqual([c.id]);
    expect((await list({ Keyword: `${t} plumber` })).body.TotalRecords).toBe(0);
    // Paging.
    const p2 = await list({ Keyword: t, PageSize: 2, Page: 2 });
    expect(p2.body).toMatchObject({ Page: 2, PageSize: 2, TotalPages: 2, TotalRecords: 3 });
    expect(p2.body.Data).toHaveLength(1);
  });

  it('never lists phones, emails or resumes, for anyone; says how to get them (docs/decisions/022)', async () => {
    const t = tag();
    const w = await createWorker(testDb(), { name: `Contact ${t}`, phone: '+91 90000 11111', email: `c-${t}@example.in`, resumeUrl: 'private/resumes/none.pdf' });
    const cases: [string, string | undefined, string][] = [
      ['guest', undefined, 'login'],
      ['unverified client', (await session('Client')).cookie, 'verify'],
      ['verified client', (await session('Client', true)).cookie, 'reveal'],
      ['admin', (await session('Admin', true)).cookie, 'reveal'],
    ];
    for (const [who, cookie, access] of cases) {
      const r = await list({ Keyword: t }, cookie);
      expect(r.body.Data[0], who).toMatchObject({ Id: w.id, ContactVisible: false, ContactAccess: access });
      for (const k of ['Phone', 'Email', 'ResumeUrl']) expect(r.body.Data[0], who).not.toHaveProperty(k);
      expect(JSON.stringify(r.body), who).not.toContain('90000 11111');
      expect(JSON.stringify(r.body), who).not.toContain(`c-${t}@example.in`);
    }
    // A job seeker (email not verified) may always ask for their own card's details.
    const seeker = await session('JobSeeker');
    const own = await createWorker(testDb(), { userId: seeker.user.id, name: `Own ${t}` });
    const mine = await list({ Keyword: t }, seeker.cookie);
    expect(Object.fromEntries(mine.body.Data.map((c: any) => [c.Id, c.ContactAccess]))).toEqual({ [w.id]: 'verify', [own.id]: 'reveal' });
  });

  it('refuses bad filters with a 400 and a message', async () => {
    const r = await list({ Categories: ['plumbers'] });
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/Categories/);
    expect((await list({ Kind: 'robot' })).status).toBe(400);
    expect((await list({ PageSize: 500 })).status).toBe(400);
  });
});

describe('job seeker listing', () => {
  it('creates a pending listing with a resume, edits it (back to pending), hides and shows it', async () => {
    const me = await session('JobSeeker');
    const none = await app().inject({ method: 'GET', url: '/api/provider/worker', headers: { cookie: me.cookie } });
    expect(none.json()).toEqual({ success: true, data: null });

    const t = tag();
    const created = await save(me.cookie, { ...VALID, Name: `Ramesh ${t}` }, { data: PDF_BYTES, name: 'my cv.exe.pdf' });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      Name: `Ramesh ${t}`,
      Status: 'pending',
      IsHidden: false,
      HasResume: true,
      Email: 'ramesh@example.in',
      ExperienceYears: 8,
      Headcount: null,
    });
    const [row] = await testDb().select().from(workers).where(eq(workers.userId, me.user.id));
    expect(row!.resumeUrl).toMatch(/^private\/resumes\/[0-9a-f]{32}\.pdf$/);
    const file = path.join(uploadsDir(testConfig().dataDir), row!.resumeUrl!);
    expect(existsSync(file)).toBe(true);

    // Pending: not public; the owner can still read the resume, another user cannot.
    expect((await list({ Keyword: t })).body.TotalRecords).toBe(0);
    const own = await app().inject({ method: 'GET', url: `/api/workers/resume?id=${row!.id}`, headers: { cookie: me.cookie } });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.equals(PDF_BYTES)).toBe(true);
    const other = await session('Client', true);
    expect((await app().inject({ method: 'GET', url: `/api/workers/resume?id=${row!.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);

    // Approved (the admin's work), it is public and its resume downloads for any signed-in user with a verified email.
    await testDb().update(workers).set({ status: 'approved' }).where(eq(workers.id, row!.id));
    expect((await list({ Keyword: t })).body.TotalRecords).toBe(1);
    expect((await app().inject({ method: 'GET', url: `/api/workers/resume?id=${row!.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(200);
    const guest = await app().inject({ method: 'GET', url: `/api/workers/resume?id=${row!.id}` });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().success).toBe(false);

    // Hide / show.
    const hide = await app().inject({ method: 'POST', url: '/api/provider/worker/hide', payload: { Hidden: true }, headers: { cookie: me.cookie } });
    expect(hide.json()).toMatchObject({ success: true, data: { IsHidden: true, Status: 'approved' } });
    expect((await list({ Keyword: t })).body.TotalRecords).toBe(0);
    expect((await app().inject({ method: 'GET', url: `/api/workers/resume?id=${row!.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(404);
    await app().inject({ method: 'POST', url: '/api/provider/worker/hide', payload: { Hidden: false }, headers: { cookie: me.cookie } });
    expect((await list({ Keyword: t })).body.TotalRecords).toBe(1);

    // An edit goes back to pending; as an agency the headcount is needed and kept; a new resume replaces the old file.
    const edited = await save(me.cookie, { ...VALID, Name: `Yadav ${t} Manpower`, Kind: 'agency', Headcount: '25' }, { data: PDF_BYTES });
    expect(edited.body.data).toMatchObject({ Kind: 'agency', Headcount: 25, Status: 'pending', HasResume: true, Id: row!.id });
    expect((await list({ Keyword: t })).body.TotalRecords).toBe(0);
    expect(existsSync(file)).toBe(false);
    const removed = await save(me.cookie, { ...VALID, RemoveResume: 'true' });
    expect(removed.body.data).toMatchObject({ HasResume: false, ResumeUrl: null });
  });

  it('shows the owner the admin’s rejection reason', async () => {
    const me = await session('JobSeeker');
    await createWorker(testDb(), { userId: me.user.id, status: 'rejected', rejectionReason: 'Please add your real phone number.' });
    const r = await app().inject({ method: 'GET', url: '/api/provider/worker', headers: { cookie: me.cookie } });
    expect(r.json().data).toMatchObject({ Status: 'rejected', RejectionReason: 'Please add your real phone number.' });
  });

  it('refuses bad input with 400s, a fake PDF with 415 and a large file with 413', async () => {
    const me = await session('JobSeeker');
    const cases: [Record<string, string>, RegExp][] = [
      [{ ...VALID, Name: '' }, /Name: Please enter your name/],
      [{ ...VALID, Category: 'astronaut' }, /Category: Please choose a category/],
      [{ ...VALID, Phone: '12345' }, /Phone: Please enter a valid 10-digit Indian mobile number/],
      [{ ...VALID, Email: 'not-an-email' }, /Email: Please enter a valid email address/],
      [{ ...VALID, State: 'Atlantis' }, /State: Please choose your state from the list/],
      [{ ...VALID, ExperienceYears: '99' }, /Experience must be a whole number/],
      [{ ...VALID, Kind: 'agency' }, /Headcount: Agencies: please enter how many people/],
    ];
    for (const [fields, message] of cases) {
      const r = await save(me.cookie, fields);
      expect(r.status, JSON.stringify(fields)).toBe(400);
      expect(r.body.message).toMatch(message);
    }
    const fake = await save(me.cookie, VALID, { data: Buffer.from('MZ this is an exe renamed to pdf'), name: 'cv.pdf' });
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('The resume must be a PDF file.');
    const big = await save(me.cookie, VALID, { data: Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1024 * 1024 + 10)]) });
    expect(big.status).toBe(413);
    // Nothing was saved by the failures.
    expect((await testDb().select().from(workers).where(eq(workers.userId, me.user.id))).length).toBe(0);
    const json = await postJson(app(), '/api/provider/worker/hide', { Hidden: 'maybe' });
    expect(json.status).toBe(401);
    const badHide = await app().inject({ method: 'POST', url: '/api/provider/worker/hide', payload: { Hidden: 'maybe' }, headers: { cookie: me.cookie } });
    expect(badHide.statusCode).toBe(400);
    const noListing = await app().inject({ method: 'POST', url: '/api/provider/worker/hide', payload: { Hidden: true }, headers: { cookie: me.cookie } });
    expect(noListing.statusCode).toBe(404);
  });
});

describe('private uploads', () => {
  it('never serves the private folder under /uploads, however the path is spelled', async () => {
    const root = uploadsDir(testConfig().dataDir);
    mkdirSync(path.join(root, 'private/resumes'), { recursive: true });
    writeFileSync(path.join(root, 'private/resumes/secret-test.pdf'), PDF_BYTES);
    mkdirSync(path.join(root, 'equipments'), { recursive: true });
    writeFileSync(path.join(root, 'equipments/public-test.pdf'), PDF_BYTES);
    expect((await app().inject({ method: 'GET', url: '/uploads/equipments/public-test.pdf' })).statusCode).toBe(200);
    // Equipment documents are for signed-in people: never at /uploads either (docs/decisions/053).
    mkdirSync(path.join(root, 'documents'), { recursive: true });
    writeFileSync(path.join(root, 'documents/brochure-test.pdf'), PDF_BYTES);
    for (const url of [
      '/uploads/documents/brochure-test.pdf',
      '/uploads/Documents/brochure-test.pdf',
      '/uploads/%64ocuments/brochure-test.pdf',
      '/uploads/equipments/../documents/brochure-test.pdf',
    ])
      expect((await app().inject({ method: 'GET', url })).statusCode, url).toBe(404);
    for (const url of [
      '/uploads/private/resumes/secret-test.pdf',
      '/uploads/%70rivate/resumes/secret-test.pdf',
      '/uploads/private%2Fresumes%2Fsecret-test.pdf',
      '/uploads/equipments/../private/resumes/secret-test.pdf',
      '/uploads/./private/resumes/secret-test.pdf',
      '/uploads//private/resumes/secret-test.pdf',
      '/uploads/PRIVATE/resumes/secret-test.pdf',
    ]) {
      const r = await app().inject({ method: 'GET', url });
      // The plain spelling is 404 (as if there were no file); a doubled slash is already refused by @fastify/static (403).
      expect(url.includes('//') ? [403, 404] : [404], url).toContain(r.statusCode);
      expect(r.body, url).not.toContain('%PDF');
    }
  });
});
