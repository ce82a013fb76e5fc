import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { workers } from '../../db/schema/index.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { multipartBody } from '../fixtures/multipart.ts';
import { HTML_POLYGLOT_PDF, JAVASCRIPT_PDF, PDF_BYTES, TRUNCATED_PDF } from '../fixtures/pdfs.ts';

/** PDFs (docs/decisions/022): parsed before they are stored, always served as sandboxed downloads. */
const app = useTestApp();

const EQUIPMENT = {
  CatalogueSlug: 'backhoe-loader',
  Name: 'JCB 3DX with papers',
  Condition: 'Good',
  City: 'Pune',
  State: 'Maharashtra',
  IsAvailableForRent: 'true',
  IsAvailableForSale: 'false',
  MonthlyRate: '145000',
};
const WORKER = { Kind: 'individual', Name: 'Ramesh Yadav', Category: 'skilled', Trade: 'Mason', City: 'Pune', State: 'Maharashtra', Phone: '9876543210' };

const REFUSED: [string, Buffer, string][] = [
  ['an HTML/PDF polyglot', HTML_POLYGLOT_PDF, 'must be a plain PDF file (this one carries web-page code or data outside the document).'],
  ['a truncated PDF', TRUNCATED_PDF, 'must be a complete PDF file (this one could not be read).'],
  ['a PDF with JavaScript', JAVASCRIPT_PDF, 'must be a plain PDF without scripts, launch actions or attached files.'],
];

async function upload(url: string, cookie: string, fields: Record<string, string>, field: string, data: Buffer) {
  const m = multipartBody(fields, [{ field, name: 'file.pdf', type: 'application/pdf', data }]);
  const r = await app().inject({ method: 'POST', url, payload: m.payload, headers: { ...m.headers, cookie } });
  return { status: r.statusCode, body: r.json() };
}

function expectSandboxedDownload(headers: Record<string, unknown>, filename: RegExp) {
  expect(headers['content-type']).toBe('application/pdf');
  expect(String(headers['content-disposition'])).toMatch(new RegExp(`^attachment; filename="${filename.source}"$`));
  expect(headers['content-security-policy']).toBe('sandbox');
  expect(headers['x-content-type-options']).toBe('nosniff');
}

describe('equipment documents', () => {
  it('accepts a real PDF and serves it to signed-in people as a sandboxed attachment (docs/decisions/053)', async () => {
    const { user } = await createVendorUser(testDb());
    const cookie = await loginCookie(app(), user.email, 'Secret@123');
    const r = await upload('/api/vendor/equipment/create', cookie, EQUIPMENT, 'document', PDF_BYTES);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url: string = r.body.data.DocumentUrl;
    expect(url).toBe(`/api/equipment/document?id=${r.body.data.Id}`);
    expect((await app().inject({ method: 'GET', url })).statusCode).toBe(401);
    const file = await app().inject({ method: 'GET', url, headers: { cookie } });
    expect(file.statusCode).toBe(200);
    expectSandboxedDownload(file.headers, /[a-z0-9-]+-document\.pdf/);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('refuses a polyglot, a truncated file and one with JavaScript with a 415 that says which, storing nothing', async () => {
    const { user } = await createVendorUser(testDb());
    const cookie = await loginCookie(app(), user.email, 'Secret@123');
    for (const [what, data, message] of REFUSED) {
      const r = await upload('/api/vendor/equipment/create', cookie, EQUIPMENT, 'document', data);
      expect(r.status, what).toBe(415);
      expect(r.body, what).toEqual({ success: false, message: `The document ${message}` });
    }
    const mine = await app().inject({ method: 'GET', url: '/api/vendor/equipments', headers: { cookie } });
    expect(mine.json().data).toEqual([]);
  });
});

describe('resumes', () => {
  it('refuses the same bad files, and downloads a good one only through the authenticated call, as a sandboxed attachment', async () => {
    const seeker = await createLoginUser(testDb(), 'Secret@123', { role: 'JobSeeker' });
    const cookie = await loginCookie(app(), seeker.email, 'Secret@123');
    for (const [what, data, message] of REFUSED) {
      const r = await upload('/api/provider/worker', cookie, WORKER, 'Resume', data);
      expect(r.status, what).toBe(415);
      expect(r.body.message, what).toBe(`The resume ${message}`);
    }
    expect(await testDb().select().from(workers).where(eq(workers.userId, seeker.id))).toEqual([]);

    const saved = await upload('/api/provider/worker', cookie, WORKER, 'Resume', PDF_BYTES);
    expect(saved.status).toBe(200);
    await testDb().update(workers).set({ status: 'approved' }).where(eq(workers.id, saved.body.data.Id));
    const reader = await createLoginUser(testDb(), 'Secret@123', { emailConfirmed: true });
    const r = await app().inject({ method: 'GET', url: saved.body.data.ResumeUrl, headers: { cookie: await loginCookie(app(), reader.email, 'Secret@123') } });
    expect(r.statusCode).toBe(200);
    expectSandboxedDownload(r.headers, /ramesh-yadav-resume\.pdf/);
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.rawPayload.equals(PDF_BYTES)).toBe(true);
  });
});
