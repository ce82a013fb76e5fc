import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnEquipment } from '../../contract/vendor.ts';
import { STORAGE_UNAVAILABLE } from '../../core/ports/s3-storage.ts';
import { equipment } from '../../db/schema/index.ts';
import { loginCookie, postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createVendorUser } from '../fixtures/factories.ts';
import { multipartBody, PDF_BYTES } from '../fixtures/multipart.ts';
import { startS3Server, type S3TestServer } from '../fixtures/s3-server.ts';

/**
 * Uploads in an S3-compatible bucket (STORAGE_URL; a real s3rver here): stored through the real
 * upload call, served by the app at the same /uploads URLs (docs/decisions/035), and an upload
 * while the bucket is unreachable is a 503 that leaves no listing pointing at a missing file.
 */
let s3: S3TestServer;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bm-s3-app-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
const app = useTestApp(() => ({ s3: s3.settings, dataDir }));
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const FIELDS = {
  CatalogueSlug: 'backhoe-loader',
  Name: 'JCB 3DX in the bucket',
  Condition: 'Good',
  City: 'Pune',
  State: 'Maharashtra',
  IsAvailableForRent: 'true',
  IsAvailableForSale: 'false',
  MonthlyRate: '145000',
};
const photo = (color: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');

async function asVendor() {
  const { user } = await createVendorUser(testDb());
  const cookie = await loginCookie(app(), user.email, 'Secret@123');
  const send = async (url: string, fields: Record<string, string>, files: Parameters<typeof multipartBody>[1]) => {
    const m = multipartBody(fields, files);
    const r = await app().inject({ method: 'POST', url, headers: { cookie, 'content-type': m.contentType }, payload: m.payload });
    return { status: r.statusCode, body: r.json() as { success: boolean; message?: string; data: OwnEquipment } };
  };
  const own = async () => (await app().inject({ method: 'GET', url: '/api/vendor/equipments', headers: { cookie } })).json().data as OwnEquipment[];
  const post = async (url: string, payload: object) => {
    const r = await app().inject({ method: 'POST', url, headers: { cookie }, payload });
    return { status: r.statusCode, body: r.json() as { success: boolean; message?: string } };
  };
  return { send, own, post, cookie };
}

describe('uploads in an S3-compatible bucket', () => {
  it('stores a vendor’s photos and PDF in the bucket and serves them at /uploads from there', async () => {
    const v = await asVendor();
    const r = await v.send('/api/vendor/equipment/create', FIELDS, [
      { field: 'thumbnail', name: 'front.jpg', type: 'image/jpeg', data: await photo('#f4a300') },
      { field: 'document', name: 'rc.pdf', type: 'application/pdf', data: PDF_BYTES },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const { Id } = r.body.data;
    const ThumbnailUrl = r.body.data.ThumbnailUrl!;
    // The document's link is the authorised download; its stored address is only in the row (docs/decisions/053).
    expect(r.body.data.DocumentUrl).toBe(`/api/equipment/document?id=${Id}`);
    const [{ doc }] = await testDb().select({ doc: equipment.equipmentDocUrl }).from(equipment).where(eq(equipment.id, Id));
    const DocumentUrl = doc!;
    expect(ThumbnailUrl).toMatch(/^\/uploads\/equipments\/[0-9a-f]{24}-640w\.webp$/);
    expect(DocumentUrl).toMatch(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/);

    // In the bucket (every width), and nothing on this process's disk.
    const stored = await s3.raw.get(keyOf(ThumbnailUrl));
    expect(stored?.contentType).toBe('image/webp');
    for (const w of [320, 960, 1600]) expect(await s3.raw.get(keyOf(ThumbnailUrl).replace('-640w', `-${w}w`)), `${w}w`).not.toBeNull();
    expect((await s3.raw.get(keyOf(DocumentUrl)))?.data.equals(PDF_BYTES)).toBe(true);
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);

    const img = await app().inject({ method: 'GET', url: ThumbnailUrl });
    expect(img.statusCode).toBe(200);
    expect(img.rawPayload.equals(stored!.data)).toBe(true);
    expect(img.headers).toMatchObject({
      'content-type': 'image/webp',
      'content-length': String(stored!.data.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(img.headers['set-cookie']).toBeUndefined();
    // A browser that has it already is told so, without the bytes.
    const again = await app().inject({ method: 'GET', url: ThumbnailUrl, headers: { 'if-none-match': String(img.headers.etag) } });
    expect([again.statusCode, again.rawPayload.length]).toEqual([304, 0]);
    const head = await app().inject({ method: 'HEAD', url: ThumbnailUrl });
    expect([head.statusCode, head.headers['content-length'], head.headers['content-type'], head.rawPayload.length]).toEqual([200, String(stored!.data.length), 'image/webp', 0]);

    expect((await app().inject({ method: 'GET', url: DocumentUrl })).statusCode).toBe(404);
    const pdf = await app().inject({ method: 'GET', url: String(r.body.data.DocumentUrl), headers: { cookie: String(v.cookie) } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(pdf.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-security-policy': 'sandbox' });
    expect(String(pdf.headers['content-disposition'])).toMatch(/^attachment; filename="[a-z0-9-]+-document\.pdf"$/);

    // Once approved, the public API and the detail page point at the same URL.
    await testDb().update(equipment).set({ status: 'approved' }).where(eq(equipment.id, Id));
    const detail = await postJson(app(), '/api/public/v3/equipment-detail', { id: Id });
    expect(detail.status).toBe(200);
    expect(JSON.stringify(detail.body)).toContain(ThumbnailUrl);
    const page = await app().inject({ method: 'GET', url: r.body.data.Url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(ThumbnailUrl);
  });

  it('answers 404 for a key that is not in the bucket, and for a private file even when it is', async () => {
    expect((await app().inject({ method: 'GET', url: '/uploads/equipments/missing-640w.webp' })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: '/uploads/..%2Fsecret' })).statusCode).toBe(404);
    await s3.raw.put('private/resumes/someone.pdf', PDF_BYTES);
    for (const url of ['/uploads/private/resumes/someone.pdf', '/uploads/Private/resumes/someone.pdf', '/uploads/%70rivate/resumes/someone.pdf']) {
      expect((await app().inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('deletes a listing while the bucket is unreachable: the listing goes, its files are left behind rather than the answer failing', async () => {
    const v = await asVendor();
    const made = await v.send('/api/vendor/equipment/create', FIELDS, [{ field: 'thumbnail', name: 'a.jpg', type: 'image/jpeg', data: await photo('#a0a') }]);
    expect(made.status).toBe(200);
    await s3.stop();
    try {
      const r = await v.post('/api/vendor/equipment/delete', { Id: made.body.data.Id });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await v.own()).toEqual([]);
    } finally {
      await s3.start();
    }
  });

  it('refuses an upload with a 503 while the bucket is unreachable, saving no listing and changing none, and works again when it is back', async () => {
    const v = await asVendor();
    const first = await v.send('/api/vendor/equipment/create', FIELDS, [{ field: 'thumbnail', name: 'a.jpg', type: 'image/jpeg', data: await photo('#a00') }]);
    expect(first.status).toBe(200);
    const before = first.body.data;

    await s3.stop();
    try {
      const created = await v.send('/api/vendor/equipment/create', { ...FIELDS, Name: 'Never saved' }, [
        { field: 'thumbnail', name: 'b.jpg', type: 'image/jpeg', data: await photo('#0a0') },
      ]);
      expect(created).toEqual({ status: 503, body: { success: false, message: STORAGE_UNAVAILABLE } });
      const edited = await v.send('/api/vendor/equipment/update', { ...FIELDS, Id: String(before.Id), Name: 'Never renamed' }, [
        { field: 'thumbnail', name: 'c.jpg', type: 'image/jpeg', data: await photo('#00a') },
      ]);
      expect(edited).toEqual({ status: 503, body: { success: false, message: STORAGE_UNAVAILABLE } });
      // Files cannot be read either: a 503, never a 500.
      expect((await app().inject({ method: 'GET', url: before.ThumbnailUrl! })).statusCode).toBe(503);
      // Nothing half-saved: the one listing, as it was.
      expect(await v.own()).toEqual([expect.objectContaining({ Id: before.Id, Name: FIELDS.Name, ThumbnailUrl: before.ThumbnailUrl })]);
    } finally {
      await s3.start();
    }

    expect((await app().inject({ method: 'GET', url: before.ThumbnailUrl! })).statusCode).toBe(200);
    const later = await v.send('/api/vendor/equipment/create', { ...FIELDS, Name: 'Saved later' }, [
      { field: 'thumbnail', name: 'b.jpg', type: 'image/jpeg', data: await photo('#0a0') },
    ]);
    expect(later.status).toBe(200);
    expect((await app().inject({ method: 'GET', url: later.body.data.ThumbnailUrl! })).statusCode).toBe(200);
  });
});
