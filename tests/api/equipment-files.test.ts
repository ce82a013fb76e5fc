import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { equipment } from '../../db/schema/index.ts';
import { loginCookie, postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { multipartBody, PDF_BYTES } from '../fixtures/multipart.ts';

/** Photos up to 20 MB resized on the server; the equipment document only for signed-in people (docs/decisions/053). */
const app = useTestApp();

const FIELDS = {
  CatalogueSlug: 'backhoe-loader',
  Name: 'JCB 3DX Backhoe with papers',
  Brand: 'JCB',
  Year: '2020',
  Condition: 'Good',
  Description: 'Backhoe loader for hire.',
  City: 'Pune',
  State: 'Maharashtra',
  IsAvailableForRent: 'true',
  IsAvailableForSale: 'false',
  MonthlyRate: '150000',
  DailyRate: '6000',
  OperatorAvailable: 'true',
};

const MB = 1024 * 1024;
/** A camera-sized JPEG of noise (noise hardly compresses, so the pixels decide the size): about 2.8 bytes a pixel at quality 100. */
const bigJpeg = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();

async function asVendor() {
  const { user, vendor } = await createVendorUser(testDb());
  const cookie = await loginCookie(app(), user.email, 'Secret@123');
  const send = async (fields: Record<string, string>, files: Parameters<typeof multipartBody>[1]) => {
    const m = multipartBody(fields, files);
    const r = await app().inject({ method: 'POST', url: '/api/vendor/equipment/create', headers: { cookie, 'content-type': m.contentType }, payload: m.payload });
    return { status: r.statusCode, body: r.json() as Record<string, any> };
  };
  return { user, vendor, cookie, send };
}

const listingsOf = async (vendorId: number) => (await testDb().select({ id: equipment.id }).from(equipment).where(eq(equipment.vendorId, vendorId))).length;

describe('large photos', () => {
  it('accepts a 15–20 MB camera JPEG and stores it resized as WebP at every listing width', async () => {
    const v = await asVendor();
    const photo = await bigJpeg(3000, 2100);
    expect(photo.length).toBeGreaterThan(15 * MB);
    expect(photo.length).toBeLessThanOrEqual(20 * MB);
    const r = await v.send(FIELDS, [{ field: 'thumbnail', name: 'DSC_0001.JPG', type: 'image/jpeg', data: photo }]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const url: string = r.body.data.ThumbnailUrl;
    expect(url).toMatch(/^\/uploads\/equipments\/[0-9a-f]{24}-640w\.webp$/);
    for (const [width, height] of [
      [320, 224],
      [640, 448],
      [960, 672],
      [1600, 1120],
    ]) {
      const file = await app().inject({ method: 'GET', url: url.replace('-640w', `-${width}w`) });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
      // Resized and re-encoded: far smaller than what was sent.
      expect(file.rawPayload.length).toBeLessThan(photo.length / 4);
    }
  });

  it('refuses a photo over 20 MB with a 413 that says the limit, and stores nothing', async () => {
    const v = await asVendor();
    const photo = await bigJpeg(3600, 2200);
    expect(photo.length).toBeGreaterThan(20 * MB);
    const r = await v.send(FIELDS, [{ field: 'gallery', name: 'huge.jpg', type: 'image/jpeg', data: photo }]);
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('Each photo must be at most 20 MB.');
    expect(await listingsOf(v.vendor.id)).toBe(0);
  });

  it('keeps the 5 MB limit for the PDF beside the photos, naming the document', async () => {
    const v = await asVendor();
    const pdf = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * MB)]);
    const r = await v.send(FIELDS, [{ field: 'document', name: 'brochure.pdf', type: 'application/pdf', data: pdf }]);
    expect(r.status).toBe(413);
    expect(r.body.message).toBe('The document must be at most 5 MB.');
    expect(await listingsOf(v.vendor.id)).toBe(0);
  });
});

describe('the equipment document', () => {
  async function listingWithDocument(status: 'approved' | 'pending' = 'approved') {
    const v = await asVendor();
    const r = await v.send(FIELDS, [{ field: 'document', name: 'rc.pdf', type: 'application/pdf', data: PDF_BYTES }]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const id: number = r.body.data.Id;
    await testDb().update(equipment).set({ status }).where(eq(equipment.id, id));
    const [row] = await testDb().select({ doc: equipment.equipmentDocUrl }).from(equipment).where(eq(equipment.id, id));
    return { v, id, stored: row!.doc!, own: r.body.data.DocumentUrl as string };
  }
  const download = (id: number, cookie?: string) => app().inject({ method: 'GET', url: `/api/equipment/document?id=${id}`, headers: cookie ? { cookie } : {} });

  it('is listed for everyone as the authorised link, downloads for a signed-in client, and asks a guest to log in', async () => {
    const { id, stored, own } = await listingWithDocument();
    expect(own).toBe(`/api/equipment/document?id=${id}`);
    const detail = await postJson(app(), '/api/public/v3/equipment-detail', { id });
    expect(detail.status).toBe(200);
    expect((detail.body as any).data.Equipment.EquipmentDocUrl).toBe(`/api/equipment/document?id=${id}`);
    expect(JSON.stringify(detail.body)).not.toContain(stored);

    const guest = await download(id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('Please log in to continue.');
    // The stored file is not served at its /uploads address to anyone.
    expect(stored).toMatch(/^\/uploads\/documents\/[0-9a-f]{32}\.pdf$/);
    expect((await app().inject({ method: 'GET', url: stored })).statusCode).toBe(404);
    expect((await app().inject({ method: 'GET', url: stored.replace('/documents/', '/./documents/') })).statusCode).toBe(404);

    const client = await createLoginUser(testDb());
    const r = await download(id, await loginCookie(app(), client.email, 'Secret@123'));
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe('attachment; filename="jcb-3dx-backhoe-with-papers-document.pdf"');
    expect(r.headers['content-security-policy']).toBe('sandbox');
    expect(r.headers['cache-control']).toBe('private, no-store');
    expect(r.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('of a hidden listing is 404 to other accounts but opens for its owner and admins; no document or no listing is 404', async () => {
    const { v, id } = await listingWithDocument('pending');
    const client = await createLoginUser(testDb());
    const other = await download(id, await loginCookie(app(), client.email, 'Secret@123'));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('There is no document here.');
    expect((await download(id, v.cookie)).statusCode).toBe(200);
    const admin = await createAdminUser(testDb());
    expect((await download(id, await loginCookie(app(), admin.email, 'Secret@123'))).statusCode).toBe(200);

    const plain = await v.send({ ...FIELDS, Name: 'Backhoe without papers' }, []);
    await testDb().update(equipment).set({ status: 'approved' }).where(eq(equipment.id, plain.body.data.Id));
    expect((await download(plain.body.data.Id, v.cookie)).statusCode).toBe(404);
    expect((await download(2_000_000_000, v.cookie)).statusCode).toBe(404);
    expect((await download(0, v.cookie)).statusCode).toBe(400);
    const [{ n }] = (await testDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM equipment WHERE id = ${id}`)).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});
