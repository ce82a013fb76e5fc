import { beforeAll, describe, expect, it } from 'vitest';
import { ContractorDetailResponse, EquipmentDetailResponse, VendorDetailResponse } from '../../contract/public-v3.ts';
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createProject, createReview, createUser, createVendor } from '../fixtures/factories.ts';

const app = useTestApp();
let vendorId: number;
let eqId: number;
let otherIds: number[];
let pendingId: number;
let contractorId: number;
let pendingContractorId: number;

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, {
    name: 'Sahyadri Crane Services',
    contactPerson: 'Vikram Patil',
    phone: '+91 98220 11111',
    email: 'cranes@example.in',
    gstin: '27AAPFU0939F1ZV',
  });
  vendorId = v.id;
  const e = await createEquipment(db, v.id, { name: 'ACE 14XW Telescopic Crane', category: 'lifting-equipment', galleryImages: ['/a.webp', '/b.webp', '/c.webp', '/d.webp'] });
  eqId = e.id;
  otherIds = [(await createEquipment(db, v.id, { name: 'Escorts Hydra 12 Crane' })).id, (await createEquipment(db, v.id, { name: 'JCB 3DX Backhoe Loader' })).id];
  pendingId = (await createEquipment(db, v.id, { name: 'Not Yet Approved Crane', status: 'pending' })).id;
  const u = await createUser(db, { fullName: 'Anjali Sharma' });
  await createReview(db, { userId: u.id, equipmentId: e.id, vendorId: v.id, stars: 5, text: 'Operator was excellent.' });
  await createReview(db, { userId: (await createUser(db)).id, equipmentId: e.id, vendorId: v.id, stars: 1, text: 'Spam review', isHidden: true });
  const c = await createContractor(db, {
    companyName: 'Deccan Infra Projects',
    mobile: '+91 99000 22222',
    email: 'deccan@example.in',
    contractorTypes: ['Civil Contractor', 'Bridge Contractor'],
    certificates: ['ISO 9001:2015', 'CPWD Class I'],
    workLocations: ['Pune', 'Satara'],
  });
  contractorId = c.id;
  await createProject(db, c.id, { title: 'River bridge, Satara', location: 'Satara, Maharashtra', sector: 'Bridges & Flyovers', description: 'A'.repeat(300) });
  await createReview(db, { userId: u.id, contractorId: c.id, stars: 4, text: 'Finished on time.' });
  pendingContractorId = (await createContractor(db, { status: 'pending' })).id;
});

describe('POST /api/public/v3/equipment-detail', () => {
  it('returns Equipment, Vendor and OtherEquipments by Id (also id / EquipmentId)', async () => {
    for (const body of [{ Id: eqId }, { id: eqId }, { EquipmentId: String(eqId) }]) {
      const r = await postJson(app(), '/api/public/v3/equipment-detail', body);
      expect(r.status).toBe(200);
      expect(() => EquipmentDetailResponse.parse(r.body)).not.toThrow();
      expect(r.body.data.Equipment.Id).toBe(eqId);
    }
    const { body } = await postJson(app(), '/api/public/v3/equipment-detail', { Id: eqId });
    expect(body.data.Equipment.Name).toBe('ACE 14XW Telescopic Crane');
    expect(body.data.Equipment.GalleryImages).toHaveLength(3);
    expect(body.data.Vendor.Name).toBe('Sahyadri Crane Services');
    expect(body.data.Vendor.ServiceAreas).toBe('Pan India');
    expect(body.data.OtherEquipments.map((e: any) => e.Id).sort()).toEqual([...otherIds].sort());
    expect(body.data.OtherEquipments.map((e: any) => e.Id)).not.toContain(pendingId);
  });

  it('shows visible reviews only, and hides the vendor’s phone and email from guests', async () => {
    const { body } = await postJson(app(), '/api/public/v3/equipment-detail', { Id: eqId });
    expect(body.data.Equipment.Reviews.map((r: any) => r.Text)).toEqual(['Operator was excellent.']);
    expect(body.data.Equipment.Reviews[0]).toMatchObject({ ClientName: 'Anjali Sharma', Stars: 5 });
    expect(body.data.Vendor.Phone).toBeNull();
    expect(body.data.Vendor.Email).toBeNull();
    expect(body.data.Vendor.ContactHidden).toBe(true);
  });

  it('404s an unknown or unapproved listing and 400s a bad id', async () => {
    expect((await postJson(app(), '/api/public/v3/equipment-detail', { Id: 99999999 })).status).toBe(404);
    const pending = await postJson(app(), '/api/public/v3/equipment-detail', { Id: pendingId });
    expect(pending.status).toBe(404);
    expect(pending.body).toEqual({ success: false, message: 'Equipment not found.' });
    for (const b of [{}, { Id: 'abc' }, { Id: -4 }, { Id: 1.5 }]) {
      const r = await postJson(app(), '/api/public/v3/equipment-detail', b);
      expect(r.status, JSON.stringify(b)).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });
});

describe('POST /api/public/v3/vendor-detail', () => {
  it('finds the vendor by Id or by EquipmentId', async () => {
    const byId = await postJson(app(), '/api/public/v3/vendor-detail', { Id: vendorId });
    expect(byId.status).toBe(200);
    expect(() => VendorDetailResponse.parse(byId.body)).not.toThrow();
    expect(byId.body.data).toMatchObject({
      Id: vendorId,
      Name: 'Sahyadri Crane Services',
      CompanyName: 'Sahyadri Crane Services',
      GSTIN: '27AAPFU0939F1ZV',
      TotalEquipments: 3,
      TotalRatings: 0,
    });
    const byEq = await postJson(app(), '/api/public/v3/vendor-detail', { EquipmentId: eqId });
    expect(byEq.body.data.Id).toBe(vendorId);
    expect(byEq.body.data.Reviews.map((r: any) => r.Text)).toEqual(['Operator was excellent.']);
  });

  it('404s an unknown vendor', async () => {
    const r = await postJson(app(), '/api/public/v3/vendor-detail', { Id: 987654 });
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ success: false, message: 'Vendor not found.' });
  });
});

describe('POST /api/public/v3/contractor-detail', () => {
  it('returns the contractor with projects, reviews and comma lists', async () => {
    const r = await postJson(app(), '/api/public/v3/contractor-detail', { id: contractorId });
    expect(r.status).toBe(200);
    expect(() => ContractorDetailResponse.parse(r.body)).not.toThrow();
    const d = r.body.data;
    expect(d.companyName).toBe('Deccan Infra Projects');
    expect(d.contractorType).toBe('Civil Contractor, Bridge Contractor');
    expect(d.certificates).toBe('ISO 9001:2015, CPWD Class I');
    expect(d.serviceLocation).toBe('Pune, Satara');
    expect(d.projects).toHaveLength(1);
    expect(d.projects[0]).toMatchObject({ Title: 'River bridge, Satara', Sector: 'Bridges & Flyovers' });
    expect(d.reviews).toHaveLength(1);
    expect(d.mobile).toBeNull();
    expect(d.email).toBeNull();
    expect(d.contactHidden).toBe(true);
  });

  it('answers data null for an unknown or unapproved contractor', async () => {
    for (const id of [123456789, pendingContractorId]) {
      const r = await postJson(app(), '/api/public/v3/contractor-detail', { Id: id });
      expect(r.status).toBe(404);
      expect(r.body.data).toBeNull();
      expect(r.body.success).toBe(false);
    }
  });
});
