import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { vendorRoutes } from '../../contract/vendor.ts';
import { equipment, vendors } from '../../db/schema/index.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { multipartBody } from '../fixtures/multipart.ts';

const app = useTestApp();

type Who = 'guest' | 'client' | 'owner' | 'otherVendor' | 'contractor' | 'jobSeeker' | 'admin';
const cookies: Partial<Record<Who, string>> = {};
let ownerVendorId: number;
let equipmentId: number;
const SECRET_NAME = 'Owner Secret Excavator 7781';

const fields = (id: number) => ({
  Id: id,
  CatalogueSlug: 'excavator',
  Name: 'Renamed by someone',
  City: 'Pune',
  State: 'Maharashtra',
  IsAvailableForRent: 'true',
  MonthlyRate: '1000',
  Action: 'pause',
});

/** A one-machine CSV for the bulk import (docs/decisions/060), as a multipart upload. */
const importFile = () =>
  multipartBody({}, [
    {
      field: 'file',
      name: 'machines.csv',
      type: 'text/csv',
      data: Buffer.from('Machine type,Listing title,City,State,For rent,For sale,Daily rent\r\nExcavator,Imported excavator,Pune,Maharashtra,yes,no,6000\r\n'),
    },
  ]);

/** Each vendor endpoint with a request that would succeed for the owner. */
const CALLS = () => {
  const upload = importFile();
  return [
    { key: 'myEquipments', method: 'GET', url: vendorRoutes.myEquipments.path },
    { key: 'myEquipment', method: 'GET', url: `${vendorRoutes.myEquipment.path}?Id=${equipmentId}` },
    { key: 'createEquipment', method: 'POST', url: vendorRoutes.createEquipment.path, payload: fields(equipmentId) },
    { key: 'updateEquipment', method: 'POST', url: vendorRoutes.updateEquipment.path, payload: fields(equipmentId) },
    { key: 'setEquipmentStatus', method: 'POST', url: vendorRoutes.setEquipmentStatus.path, payload: { Id: equipmentId, Action: 'pause' } },
    { key: 'deleteEquipment', method: 'POST', url: vendorRoutes.deleteEquipment.path, payload: { Id: equipmentId } },
    { key: 'equipmentImportTemplate', method: 'GET', url: vendorRoutes.equipmentImportTemplate.path },
    { key: 'checkEquipmentImport', method: 'POST', url: vendorRoutes.checkEquipmentImport.path, payload: upload.payload, contentType: upload.contentType },
    { key: 'importEquipment', method: 'POST', url: vendorRoutes.importEquipment.path, payload: upload.payload, contentType: upload.contentType },
    { key: 'profile', method: 'GET', url: vendorRoutes.profile.path },
    { key: 'updateProfile', method: 'POST', url: vendorRoutes.updateProfile.path, payload: { Name: 'Hijacked Co', Phone: '9822012345', City: 'Pune', State: 'Maharashtra' } },
  ] as const;
};

/** What each viewer gets. The other vendor works on their own (empty) data: 200 for own-scope calls, 404 for the owner's listing. */
const EXPECTED: Record<Exclude<Who, 'owner'>, Record<string, number>> = {
  guest: Object.fromEntries(
    Object.keys(vendorRoutes)
      .filter((k) => k !== 'registerProvider')
      .map((k) => [k, 401]),
  ),
  client: Object.fromEntries(
    Object.keys(vendorRoutes)
      .filter((k) => k !== 'registerProvider')
      .map((k) => [k, 403]),
  ),
  contractor: Object.fromEntries(
    Object.keys(vendorRoutes)
      .filter((k) => k !== 'registerProvider')
      .map((k) => [k, 403]),
  ),
  jobSeeker: Object.fromEntries(
    Object.keys(vendorRoutes)
      .filter((k) => k !== 'registerProvider')
      .map((k) => [k, 403]),
  ),
  admin: Object.fromEntries(
    Object.keys(vendorRoutes)
      .filter((k) => k !== 'registerProvider')
      .map((k) => [k, 403]),
  ),
  otherVendor: {
    myEquipments: 200,
    myEquipment: 404,
    createEquipment: 200,
    updateEquipment: 404,
    setEquipmentStatus: 404,
    deleteEquipment: 404,
    equipmentImportTemplate: 200,
    checkEquipmentImport: 200,
    importEquipment: 200,
    profile: 200,
    updateProfile: 200,
  },
};

beforeAll(async () => {
  const db = testDb();
  const owner = await createVendorUser(db, { vendor: { name: 'Owner Company' } });
  ownerVendorId = owner.vendor.id;
  equipmentId = (await createEquipment(db, owner.vendor.id, { name: SECRET_NAME, status: 'approved' })).id;
  const other = await createVendorUser(db);
  const contractor = await createContractorUser(db);
  const client = await createLoginUser(db);
  const jobSeeker = await createLoginUser(db, 'Secret@123', { role: 'JobSeeker' });
  const admin = await createAdminUser(db);
  const a = app();
  cookies.owner = await loginCookie(a, owner.user.email, 'Secret@123');
  cookies.otherVendor = await loginCookie(a, other.user.email, 'Secret@123');
  cookies.contractor = await loginCookie(a, contractor.user.email, 'Secret@123');
  cookies.client = await loginCookie(a, client.email, 'Secret@123');
  cookies.jobSeeker = await loginCookie(a, jobSeeker.email, 'Secret@123');
  cookies.admin = await loginCookie(a, admin.email, 'Secret@123');
});

describe('vendor endpoints × viewers', () => {
  it('every vendor endpoint is in the matrix', () => {
    expect(
      CALLS()
        .map((c) => c.key)
        .sort(),
    ).toEqual(
      Object.keys(vendorRoutes)
        .filter((k) => k !== 'registerProvider')
        .sort(),
    );
  });

  for (const who of ['guest', 'client', 'contractor', 'jobSeeker', 'admin', 'otherVendor'] as const) {
    it(`${who}: JSON errors or own data only, never the owner's listing or company`, async () => {
      for (const c of CALLS()) {
        const r = await app().inject({
          method: c.method,
          url: c.url,
          headers: { ...(cookies[who] ? { cookie: cookies[who] } : {}), ...('contentType' in c ? { 'content-type': c.contentType } : {}) },
          ...('payload' in c ? { payload: c.payload } : {}),
        });
        expect(r.statusCode, `${who} ${c.key}: ${r.body}`).toBe(EXPECTED[who][c.key]);
        // The template is the one answer that is a file (CSV), for a vendor only.
        expect(r.headers['content-type'], c.key).toMatch(c.key === 'equipmentImportTemplate' && r.statusCode === 200 ? /^text\/csv/ : /^application\/json/);
        expect(r.body, c.key).not.toContain(SECRET_NAME);
        expect(r.body, c.key).not.toContain('Owner Company');
        if (r.statusCode >= 400) expect(r.json()).toMatchObject({ success: false, message: expect.any(String) });
      }
      // Nothing of the owner's changed.
      const [e] = await testDb().select().from(equipment).where(eq(equipment.id, equipmentId));
      expect(e).toMatchObject({ name: SECRET_NAME, status: 'approved' });
      const [v] = await testDb().select().from(vendors).where(eq(vendors.id, ownerVendorId));
      expect(v!.name).toBe('Owner Company');
    });
  }

  it('owner: every call works on their own listing', async () => {
    const expected: Record<string, number> = {
      myEquipments: 200,
      myEquipment: 200,
      createEquipment: 200,
      updateEquipment: 200,
      setEquipmentStatus: 409,
      deleteEquipment: 200,
      equipmentImportTemplate: 200,
      checkEquipmentImport: 200,
      importEquipment: 200,
      profile: 200,
      updateProfile: 200,
    };
    for (const c of CALLS()) {
      const r = await app().inject({
        method: c.method,
        url: c.url,
        headers: { cookie: cookies.owner!, ...('contentType' in c ? { 'content-type': c.contentType } : {}) },
        ...('payload' in c ? { payload: c.payload } : {}),
      });
      // After the update the listing is pending again, so pausing it is refused (409) — by the status table, not the policy.
      expect(r.statusCode, `owner ${c.key}: ${r.body}`).toBe(expected[c.key]);
    }
    expect(await testDb().select().from(equipment).where(eq(equipment.id, equipmentId))).toEqual([]);
  });

  it('a Vendor account without a company row gets 404, not someone else’s data', async () => {
    const lone = await createLoginUser(testDb(), 'Secret@123', { role: 'Vendor' });
    const cookie = await loginCookie(app(), lone.email, 'Secret@123');
    const r = await app().inject({ method: 'GET', url: vendorRoutes.myEquipments.path, headers: { cookie } });
    expect(r.statusCode).toBe(404);
    expect(r.json()).toEqual({ success: false, message: 'Your company profile was not found.' });
  });
});
