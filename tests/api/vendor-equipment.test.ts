import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { enquiries, equipment } from '../../db/schema/index.ts';
import { loginCookie, postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { multipartBody, PDF_BYTES } from '../fixtures/multipart.ts';

const app = useTestApp();

const FIELDS = {
  CatalogueSlug: 'backhoe-loader',
  Name: 'JCB 3DX Super Backhoe',
  Model: '3DX Super',
  Capacity: '1.0 cum',
  Brand: 'JCB',
  Year: '2019',
  Condition: 'Excellent',
  Description: 'Well maintained backhoe with a new bucket.',
  Specification: 'One owner, 6,200 hours, serviced every 500 hours.',
  City: 'Pune',
  State: 'Maharashtra',
  IsAvailableForRent: 'true',
  IsAvailableForSale: 'false',
  MonthlyRate: '1,45,000',
  DailyRate: '6000',
  HourlyRate: '',
  OperatorAvailable: 'true',
};

const photo = (color: string, exif = false) => {
  const img = sharp({ create: { width: 1200, height: 800, channels: 3, background: color } }).jpeg();
  return (exif ? img.withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'gps 18.52N' } }) : img).toBuffer();
};
const PDF = PDF_BYTES;

async function asVendor() {
  const { user, vendor } = await createVendorUser(testDb());
  const cookie = await loginCookie(app(), user.email, 'Secret@123');
  const send = async (url: string, fields: Record<string, string>, files: Parameters<typeof multipartBody>[1] = []) => {
    const m = multipartBody(fields, files);
    const r = await app().inject({ method: 'POST', url, headers: { cookie, 'content-type': m.contentType }, payload: m.payload });
    return { status: r.statusCode, body: r.json() as Record<string, any> };
  };
  const post = async (url: string, payload: object) => {
    const r = await app().inject({ method: 'POST', url, headers: { cookie }, payload });
    return { status: r.statusCode, body: r.json() as Record<string, any> };
  };
  const get = async (url: string) => {
    const r = await app().inject({ method: 'GET', url, headers: { cookie } });
    return { status: r.statusCode, body: r.json() as Record<string, any> };
  };
  return { user, vendor, cookie, send, post, get };
}

const fetchFile = (url: string, cookie?: string) => app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
/** The storage key of a listing's document (its URL is the authorised download: docs/decisions/053). */
const docKey = async (id: number) => (await testDb().select({ d: equipment.equipmentDocUrl }).from(equipment).where(eq(equipment.id, id)))[0]?.d?.replace(/^\/uploads\//, '');
const isStored = async (key: string) => (await app().storage.get(key)) !== null;

describe('create a listing', () => {
  it('stores a pending listing with WebP photos (EXIF dropped) and a PDF, hidden from the public', async () => {
    const v = await asVendor();
    const r = await v.send('/api/vendor/equipment/create', FIELDS, [
      { field: 'thumbnail', name: 'front.jpg', type: 'image/jpeg', data: await photo('#f4a300', true) },
      { field: 'gallery', name: 'side.jpg', type: 'image/jpeg', data: await photo('#0a2540') },
      {
        field: 'gallery',
        name: 'back.png',
        type: 'image/png',
        data: await sharp({ create: { width: 900, height: 600, channels: 3, background: '#888' } })
          .png()
          .toBuffer(),
      },
      { field: 'document', name: 'rc.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const e = r.body.data;
    expect(r.body.message).toBe('Listing created. It is pending review.');
    expect(e).toMatchObject({
      Name: 'JCB 3DX Super Backhoe',
      CatalogueSlug: 'backhoe-loader',
      Category: 'Earth Moving Equipment',
      Year: 2019,
      Condition: 'Excellent',
      IsAvailableForRent: true,
      IsAvailableForSale: false,
      MonthlyRate: 145000,
      DailyRate: 6000,
      HourlyRate: null,
      OperatorAvailable: true,
      Status: 'pending',
      ViewCount: 0,
      EnquiryCount: 0,
    });
    expect(e.ThumbnailUrl).toMatch(/^\/uploads\/equipments\/[0-9a-f]{24}-640w\.webp$/);
    expect(e.GalleryImages).toHaveLength(2);
    expect(e.DocumentUrl).toBe(`/api/equipment/document?id=${e.Id}`);
    expect(await docKey(e.Id)).toMatch(/^documents\/[0-9a-f]{32}\.pdf$/);

    const img = await fetchFile(e.ThumbnailUrl);
    expect(img.statusCode).toBe(200);
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 640, 427, undefined]);
    expect(img.rawPayload.toString('latin1')).not.toContain('secret-owner');
    expect((await fetchFile(e.ThumbnailUrl.replace('-640w', '-1600w'))).statusCode).toBe(200);
    expect((await fetchFile(e.DocumentUrl, v.cookie)).statusCode).toBe(200);

    // Pending: 404 on the public detail for guests, other users and other vendors.
    expect((await postJson(app(), '/api/public/v3/equipment-detail', { id: e.Id })).status).toBe(404);
    const other = await asVendor();
    const r2 = await app().inject({ method: 'POST', url: '/api/public/v3/equipment-detail', headers: { cookie: other.cookie }, payload: { id: e.Id } });
    expect(r2.statusCode).toBe(404);
    const page = await app().inject({ method: 'GET', url: e.Url });
    expect([404, 503]).toContain(page.statusCode); // 503 when no build is present for SSR
  });

  it('refuses a text file renamed .jpg (415), an oversized photo (413) and a fake PDF (415), storing nothing', async () => {
    const v = await asVendor();
    const fake = await v.send('/api/vendor/equipment/create', FIELDS, [
      { field: 'thumbnail', name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('just some text, not a photo') },
    ]);
    expect(fake.status).toBe(415);
    expect(fake.body.message).toBe('The thumbnail must be a JPEG, PNG or WebP image.');
    const big = await v.send('/api/vendor/equipment/create', FIELDS, [
      { field: 'gallery', name: 'big.jpg', type: 'image/jpeg', data: Buffer.concat([await photo('#111'), Buffer.alloc(20 * 1024 * 1024)]) },
    ]);
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Each photo must be at most 20 MB.');
    const pdf = await v.send('/api/vendor/equipment/create', FIELDS, [
      { field: 'document', name: 'rc.pdf', type: 'application/pdf', data: Buffer.from('MZ\x90\x00 this is an exe renamed to pdf') },
    ]);
    expect(pdf.status).toBe(415);
    expect(pdf.body.message).toBe('The document must be a PDF file.');
    const noEof = await v.send('/api/vendor/equipment/create', FIELDS, [{ field: 'document', name: 'rc.pdf', type: 'application/pdf', data: Buffer.from('%PDF-1.4 truncated') }]);
    expect(noEof.status).toBe(415);
    const four = await v.send(
      '/api/vendor/equipment/create',
      FIELDS,
      await Promise.all(['#100', '#200', '#300', '#400'].map(async (c) => ({ field: 'gallery', name: 'g.jpg', type: 'image/jpeg', data: await photo(c) }))),
    );
    expect(four.status).toBe(400);
    expect((await v.get('/api/vendor/equipments')).body.data).toEqual([]);
  });

  it('checks the fields with clear messages (400)', async () => {
    const v = await asVendor();
    const cases: [Record<string, string>, string][] = [
      [{ CatalogueSlug: 'flying-saucer' }, 'Please choose the machine type.'],
      [{ Name: '' }, 'Please enter a name for the listing.'],
      [{ IsAvailableForRent: 'false', IsAvailableForSale: 'false' }, 'Choose rent, sale or both.'],
      [{ MonthlyRate: '', DailyRate: '', HourlyRate: '' }, 'Please enter at least one rent: per day, per month or per hour.'],
      [{ MonthlyRate: '12.5' }, 'Monthly rent must be a whole number of rupees.'],
      [{ Year: '1890' }, `Please enter a year between 1950 and ${new Date().getFullYear() + 1}.`],
      [{ City: 'Mysuru' }, 'Please choose a city from the list.'],
      [{ Condition: 'Broken' }, 'Please choose the condition.'],
      [{ Description: 'क'.repeat(4001) }, 'Description is too long (4000 characters at most).'],
    ];
    for (const [patch, message] of cases) {
      const r = await v.send('/api/vendor/equipment/create', { ...FIELDS, ...patch });
      expect(r.status, JSON.stringify(patch)).toBe(400);
      expect(
        r.body.errors.map((e: { message: string }) => e.message),
        JSON.stringify(patch),
      ).toContain(message);
    }
    // 4,000 characters of Hindi (12,000 bytes) fit.
    const hindi = await v.send('/api/vendor/equipment/create', { ...FIELDS, Description: 'क'.repeat(4000) });
    expect(hindi.status, JSON.stringify(hindi.body).slice(0, 200)).toBe(200);
    // Sale only: no rent needed, rates dropped.
    const sale = await v.send('/api/vendor/equipment/create', { ...FIELDS, IsAvailableForRent: 'false', IsAvailableForSale: 'true', MonthlyRate: '' });
    expect(sale.status).toBe(200);
    expect(sale.body.data).toMatchObject({ IsAvailableForRent: false, IsAvailableForSale: true, MonthlyRate: null, DailyRate: null });
  });
});

describe('edit, status and delete', () => {
  it('sends an edited approved or rejected listing back to pending and replaces its files', async () => {
    const v = await asVendor();
    const created = (
      await v.send('/api/vendor/equipment/create', FIELDS, [
        { field: 'thumbnail', name: 'a.jpg', type: 'image/jpeg', data: await photo('#a00') },
        { field: 'gallery', name: 'b.jpg', type: 'image/jpeg', data: await photo('#0a0') },
        { field: 'gallery', name: 'c.jpg', type: 'image/jpeg', data: await photo('#00a') },
        { field: 'document', name: 'd.pdf', type: 'application/pdf', data: PDF },
      ])
    ).body.data;
    await testDb().update(equipment).set({ status: 'rejected', rejectionReason: 'Photo is blurry.' }).where(eq(equipment.id, created.Id));
    const listed = (await v.get('/api/vendor/equipments')).body.data;
    expect(listed[0]).toMatchObject({ Id: created.Id, Status: 'rejected', RejectionReason: 'Photo is blurry.' });

    const [keep, drop] = created.GalleryImages as string[];
    const oldDoc = (await docKey(created.Id))!;
    expect(await isStored(oldDoc)).toBe(true);
    const r = await v.send('/api/vendor/equipment/update', { ...FIELDS, Id: String(created.Id), Name: 'JCB 3DX (new photos)', KeepGallery: keep!, RemoveDocument: 'true' }, [
      { field: 'thumbnail', name: 'new.jpg', type: 'image/jpeg', data: await photo('#ff0') },
    ]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({ Name: 'JCB 3DX (new photos)', Status: 'pending', RejectionReason: null, GalleryImages: [keep], DocumentUrl: null });
    expect(r.body.data.ThumbnailUrl).not.toBe(created.ThumbnailUrl);
    for (const gone of [created.ThumbnailUrl, drop, created.ThumbnailUrl.replace('-640w', '-320w')]) expect((await fetchFile(gone)).statusCode, gone).toBe(404);
    expect(await isStored(oldDoc)).toBe(false);
    expect((await fetchFile(created.DocumentUrl, v.cookie)).statusCode).toBe(404);
    expect((await fetchFile(keep!)).statusCode).toBe(200);

    await testDb().update(equipment).set({ status: 'approved' }).where(eq(equipment.id, created.Id));
    const again = await v.send('/api/vendor/equipment/update', { ...FIELDS, Id: String(created.Id), KeepGallery: keep! });
    expect(again.body.data).toMatchObject({ Status: 'pending', GalleryImages: [keep] });
    expect(again.body.data.ThumbnailUrl).toBe(r.body.data.ThumbnailUrl);
  });

  it('pauses only approved listings and resumes paused ones; the public sees only approved', async () => {
    const v = await asVendor();
    const e = await createEquipment(testDb(), v.vendor.id, { status: 'approved' });
    const pub = () => postJson(app(), '/api/public/v3/equipment-detail', { id: e.id });
    expect((await pub()).status).toBe(200);
    const paused = await v.post('/api/vendor/equipment/status', { Id: e.id, Action: 'pause' });
    expect(paused.body).toMatchObject({ success: true, message: 'Listing paused.', data: { Status: 'paused' } });
    expect((await pub()).status).toBe(404);
    const twice = await v.post('/api/vendor/equipment/status', { Id: e.id, Action: 'pause' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('A listing that is paused cannot be paused.');
    expect((await v.post('/api/vendor/equipment/status', { Id: e.id, Action: 'resume' })).body.data.Status).toBe('approved');
    expect((await pub()).status).toBe(200);

    const pending = await createEquipment(testDb(), v.vendor.id, { status: 'pending' });
    const p = await v.post('/api/vendor/equipment/status', { Id: pending.id, Action: 'pause' });
    expect(p.status).toBe(409);
    expect(p.body.message).toBe('A listing that is pending cannot be paused.');
    expect((await v.post('/api/vendor/equipment/status', { Id: pending.id, Action: 'resume' })).status).toBe(409);
    expect((await v.post('/api/vendor/equipment/status', { Id: pending.id, Action: 'approve' })).status).toBe(400);
  });

  it('lists own listings newest first with view and enquiry counts', async () => {
    const v = await asVendor();
    const a = await createEquipment(testDb(), v.vendor.id, { name: 'Older Crane', viewCount: 42, createdAt: new Date(Date.now() - 86_400_000) });
    const b = await createEquipment(testDb(), v.vendor.id, { name: 'Newer Mixer', status: 'paused' });
    await createEquipment(testDb(), (await createVendorUser(testDb())).vendor.id, { name: 'Not mine' });
    const client = await createLoginUser(testDb());
    for (let i = 0; i < 3; i++)
      await testDb().insert(enquiries).values({ userId: client.id, name: 'C', email: client.email, subject: 'Rent', message: 'Need it', vendorId: v.vendor.id, equipmentId: a.id });
    const list = (await v.get('/api/vendor/equipments')).body.data;
    expect(list.map((x: { Name: string }) => x.Name)).toEqual(['Newer Mixer', 'Older Crane']);
    expect(list[1]).toMatchObject({ Id: a.id, ViewCount: 42, EnquiryCount: 3, Status: 'approved' });
    expect(list[0]).toMatchObject({ Id: b.id, EnquiryCount: 0, Status: 'paused' });
    expect((await v.get(`/api/vendor/equipment?Id=${a.id}`)).body.data.Name).toBe('Older Crane');
  });

  it('deletes the listing and its files', async () => {
    const v = await asVendor();
    const e = (
      await v.send('/api/vendor/equipment/create', FIELDS, [
        { field: 'thumbnail', name: 'a.jpg', type: 'image/jpeg', data: await photo('#123456') },
        { field: 'gallery', name: 'b.jpg', type: 'image/jpeg', data: await photo('#654321') },
        { field: 'document', name: 'd.pdf', type: 'application/pdf', data: PDF },
      ])
    ).body.data;
    const doc = (await docKey(e.Id))!;
    expect(await isStored(doc)).toBe(true);
    const r = await v.post('/api/vendor/equipment/delete', { Id: e.Id });
    expect(r.body).toEqual({ success: true, message: 'Listing deleted.' });
    expect(await isStored(doc)).toBe(false);
    expect(await testDb().select().from(equipment).where(eq(equipment.id, e.Id))).toEqual([]);
    for (const url of [e.ThumbnailUrl, e.ThumbnailUrl.replace('-640w', '-1600w'), e.GalleryImages[0]]) expect((await fetchFile(url)).statusCode, url).toBe(404);
    expect((await v.post('/api/vendor/equipment/delete', { Id: e.Id })).status).toBe(404);
  });
});

describe('the public site shows approved listings only', () => {
  it('answers 404 for pending, rejected and paused listings to guests, clients and other vendors, and leaves them out of the list', async () => {
    const v = await asVendor();
    const other = await asVendor();
    const client = await createLoginUser(testDb());
    const clientCookie = await loginCookie(app(), client.email, 'Secret@123');
    const word = `Zqx${Date.now().toString(36)}`;
    for (const status of ['pending', 'rejected', 'paused'] as const) {
      const e = await createEquipment(testDb(), v.vendor.id, { name: `${word} ${status} Loader`, status });
      for (const cookie of [undefined, clientCookie, other.cookie]) {
        const r = await app().inject({ method: 'POST', url: '/api/public/v3/equipment-detail', headers: cookie ? { cookie } : {}, payload: { id: e.id } });
        expect(r.statusCode, `${status} ${cookie ? 'signed in' : 'guest'}`).toBe(404);
        expect(r.body).not.toContain(`${word} ${status}`);
      }
    }
    const list = await postJson(app(), '/api/public/v3/equipments', { Keyword: word });
    expect(JSON.stringify(list.body)).not.toContain(word);
    await createEquipment(testDb(), v.vendor.id, { name: `${word} approved Loader`, status: 'approved' });
    const after = await postJson(app(), '/api/public/v3/equipments', { Keyword: word });
    expect(JSON.stringify(after.body)).toContain(`${word} approved Loader`);
    expect(JSON.stringify(after.body)).not.toContain(`${word} paused`);
  });
});

describe('vendor profile', () => {
  it('reads and updates the company profile with a WebP logo and a checked GSTIN', async () => {
    const v = await asVendor();
    const before = (await v.get('/api/vendor/profile')).body.data;
    expect(before).toMatchObject({ Id: v.vendor.id, ServiceAreas: 'Pan India', IsVerified: false });
    const logo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#f4a300' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner' } })
      .toBuffer();
    const fields = {
      Name: 'Patil Cranes',
      ContactPerson: 'Anita Patil',
      Phone: '9822012345',
      City: 'Nashik',
      State: 'Maharashtra',
      GSTIN: '',
      YearEstablished: '2004',
      ServiceAreas: '',
    };
    const r = await v.send('/api/vendor/profile/update', fields, [{ field: 'logo', name: 'logo.jpg', type: 'image/jpeg', data: logo }]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toMatchObject({
      Name: 'Patil Cranes',
      ContactPerson: 'Anita Patil',
      Phone: '+91 98220 12345',
      City: 'Nashik',
      GSTIN: null,
      YearEstablished: 2004,
      ServiceAreas: 'Pan India',
      IsVerified: false,
    });
    expect(r.body.data.LogoUrl).toMatch(/^\/uploads\/logos\/[0-9a-f]{24}-256w\.webp$/);
    const img = await fetchFile(r.body.data.LogoUrl);
    expect((await sharp(img.rawPayload).metadata()).exif).toBeUndefined();

    const bad = await v.send('/api/vendor/profile/update', { ...fields, GSTIN: '27AAPFU0939F1ZX' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].message).toBe('GSTIN check character does not match.');
    const fake = await v.send('/api/vendor/profile/update', fields, [{ field: 'logo', name: 'logo.png', type: 'image/png', data: Buffer.from('text') }]);
    expect(fake.status).toBe(415);
    const json = await v.post('/api/vendor/profile/update', { ...fields, ServiceAreas: 'Maharashtra, Goa' });
    expect(json.body.data).toMatchObject({ ServiceAreas: 'Maharashtra, Goa', LogoUrl: r.body.data.LogoUrl });
  });
});
