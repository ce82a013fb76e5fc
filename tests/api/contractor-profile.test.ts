import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gstinCheckChar } from '../../lib/gstin.ts';
import { contractors } from '../../db/schema/index.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createProject } from '../fixtures/factories.ts';
import { multipartBody } from '../fixtures/multipart.ts';

const app = useTestApp();

async function asContractor(o: Parameters<typeof createContractorUser>[1] = {}) {
  const { user, contractor } = await createContractorUser(testDb(), o);
  const cookie = await loginCookie(app(), user.email, 'Secret@123');
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const r = await app().inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
    return { status: r.statusCode, body: r.json() };
  };
  return { user, contractor, cookie, call };
}

const GSTIN = '27AAPFU0939F1Z' + gstinCheckChar('27AAPFU0939F1Z');

const fullProfile = {
  CompanyName: 'Sahyadri Infra Projects',
  ContactPerson: 'Meera Kulkarni',
  OwnerName: 'Rajesh Kulkarni',
  Mobile: '+91 98220 12345',
  Email: 'office@sahyadri-infra.in',
  Website: 'www.sahyadri-infra.in',
  City: 'pune',
  State: 'Maharashtra',
  ContractorTypes: ['Civil Contractor', 'road contractor'],
  WorkingSectors: ['Roads & Highways', 'Bridges & Flyovers'],
  WorkLocations: ['Pune', 'Nashik', 'Maharashtra'],
  LaborStrength: 350,
  Certificates: ['ISO 9001:2015', 'PWD Class I-A registration'],
  YearOfEstablishment: 2004,
  SpecificWorkDetail: 'State highway widening and minor bridges.',
  GSTIN: GSTIN.toLowerCase(),
};

/** A multipart body with text fields and one file (tests/fixtures/multipart.ts). */
const multipart = (fields: Record<string, string>, file: { field: string; name: string; type: string; data: Buffer }) => multipartBody(fields, [file]);

/** The profile as multipart fields: lists JSON-encoded. */
const asFields = (p: Record<string, unknown>) => Object.fromEntries(Object.entries(p).map(([k, v]) => [k, Array.isArray(v) ? JSON.stringify(v) : String(v)]));

describe('contractor profile', () => {
  it('reads the own profile with its status and the admin’s reason when rejected', async () => {
    const c = await asContractor({ contractor: { companyName: 'Rejected Builders', status: 'rejected', rejectionReason: 'The GSTIN does not match the company name.' } });
    const r = await c.call('GET', '/api/contractor/profile');
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      Id: c.contractor.id,
      CompanyName: 'Rejected Builders',
      Status: 'rejected',
      RejectionReason: 'The GSTIN does not match the company name.',
      IsVerified: false,
    });
  });

  it('saves every profile field (docs/product.md#contractor-workspace), canonicalising catalogue values; an approved profile goes back to pending, an unchanged save keeps the status', async () => {
    const c = await asContractor({ contractor: { status: 'approved', isVerified: true } });
    const r = await c.call('POST', '/api/contractor/profile', fullProfile);
    expect(r.status).toBe(200);
    expect(r.body.message).toBe('Profile saved. It is pending review and hidden from the public site until an admin approves it.');
    expect(r.body.data).toMatchObject({
      CompanyName: 'Sahyadri Infra Projects',
      Mobile: '+91 98220 12345',
      Website: 'https://www.sahyadri-infra.in',
      City: 'Pune',
      State: 'Maharashtra',
      ContractorTypes: ['Civil Contractor', 'Road Contractor'],
      WorkingSectors: ['Roads & Highways', 'Bridges & Flyovers'],
      WorkLocations: ['Pune', 'Nashik', 'Maharashtra'],
      LaborStrength: 350,
      Certificates: ['ISO 9001:2015', 'PWD Class I-A registration'],
      YearOfEstablishment: 2004,
      GSTIN,
      Status: 'pending',
      IsVerified: true,
    });
    // Approved again by an admin; saving the same values keeps it approved.
    await testDb().update(contractors).set({ status: 'approved' }).where(eq(contractors.id, c.contractor.id));
    const same = await c.call('POST', '/api/contractor/profile', fullProfile);
    expect(same.body).toMatchObject({ message: 'Profile saved.', data: { Status: 'approved' } });
    // A rejected profile that is edited is resubmitted: pending, reason cleared.
    await testDb().update(contractors).set({ status: 'rejected', rejectionReason: 'Add your GSTIN.' }).where(eq(contractors.id, c.contractor.id));
    const fixed = await c.call('POST', '/api/contractor/profile', { ...fullProfile, LaborStrength: 400 });
    expect(fixed.body.data).toMatchObject({ Status: 'pending', RejectionReason: null, LaborStrength: 400 });
  });

  it('refuses bad input with clear 400 messages', async () => {
    const c = await asContractor();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...fullProfile, CompanyName: '  ' }, 'Company name is required.'],
      [{ ...fullProfile, Mobile: '12345' }, 'Please enter a valid 10-digit Indian mobile number.'],
      [{ ...fullProfile, Email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ ...fullProfile, State: 'Atlantis' }, 'Choose the state from the list.'],
      [{ ...fullProfile, City: 'Gotham' }, 'Choose the city from the list.'],
      [{ ...fullProfile, ContractorTypes: [] }, 'Choose at least one contractor type.'],
      [{ ...fullProfile, ContractorTypes: ['Space Contractor'] }, 'Space Contractor is not a contractor type in the list.'],
      [{ ...fullProfile, WorkingSectors: ['Moon Bases'] }, 'Moon Bases is not a working sector in the list.'],
      [{ ...fullProfile, WorkLocations: ['Narnia'] }, 'Narnia is not a location in the list.'],
      [{ ...fullProfile, GSTIN: '27AAPFU0939F1ZX' }, 'GSTIN check character does not match.'],
      [{ ...fullProfile, GSTIN: '27AAPF' }, 'GSTIN must be 15 characters.'],
      [{ ...fullProfile, YearOfEstablishment: 2999 }, 'Year of establishment cannot be in the future.'],
      [{ ...fullProfile, YearOfEstablishment: 'soon' }, 'Year of establishment must be a whole number.'],
      [{ ...fullProfile, LaborStrength: -5 }, 'Labour strength must be at least 0.'],
      [{ ...fullProfile, Website: 'javascript:alert(1)' }, 'Please enter a valid website address'],
    ];
    for (const [body, message] of cases) {
      const r = await c.call('POST', '/api/contractor/profile', body);
      expect(r.status, message).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.message).toContain(message);
    }
    expect((await c.call('GET', '/api/contractor/profile')).body.data.CompanyName).toBe(c.contractor.companyName);
  });

  it('takes the profile as multipart with a logo, re-encoded to WebP; a fake image is 415', async () => {
    const c = await asContractor();
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#f5b301' } })
      .png()
      .toBuffer();
    const form = multipart(asFields(fullProfile), { field: 'logo', name: 'logo.png', type: 'image/png', data: png });
    const r = await app().inject({ method: 'POST', url: '/api/contractor/profile', payload: form.payload, headers: { cookie: c.cookie, ...form.headers } });
    expect(r.statusCode).toBe(200);
    const logo = r.json().data.LogoUrl as string;
    expect(logo).toMatch(/^\/uploads\/logos\/[0-9a-f]+-256w\.webp$/);
    const file = await app().inject({ method: 'GET', url: logo });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).format).toBe('webp');
    expect(r.json().data.WorkLocations).toEqual(['Pune', 'Nashik', 'Maharashtra']);

    const fake = multipart(asFields(fullProfile), { field: 'logo', name: 'logo.png', type: 'image/png', data: Buffer.from('<?php system($_GET[1]); ?> not a png at all') });
    const bad = await app().inject({ method: 'POST', url: '/api/contractor/profile', payload: fake.payload, headers: { cookie: c.cookie, ...fake.headers } });
    expect(bad.statusCode).toBe(415);
    expect(bad.json()).toEqual({ success: false, message: 'The logo must be a JPEG, PNG or WebP image.' });
  });
});

describe('contractor projects', () => {
  it('creates, lists, edits and deletes own projects; the public page shows them', async () => {
    const c = await asContractor();
    const a = await c.call('POST', '/api/contractor/project-save', {
      Title: 'NH-48 service road',
      Location: 'pune',
      Sector: 'national highways',
      Description: '12 km of service road with drains.',
    });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ success: true, message: 'Project added.', data: { Title: 'NH-48 service road', Location: 'Pune', Sector: 'National Highways' } });
    const b = await c.call('POST', '/api/contractor/project-save', { Title: 'Warehouse at Chakan', Location: 'Chakan MIDC Phase II', Sector: '' });
    expect(b.body.data).toMatchObject({ Location: 'Chakan MIDC Phase II', Sector: null, Description: null });

    const list = await c.call('GET', '/api/contractor/projects');
    expect(list.body.data.map((p: { Title: string }) => p.Title)).toEqual(['Warehouse at Chakan', 'NH-48 service road']);

    const e = await c.call('POST', '/api/contractor/project-save', { Id: a.body.data.Id, Title: 'NH-48 service road (phase 2)', Sector: 'Roads & Highways' });
    expect(e.body).toMatchObject({ message: 'Project updated.', data: { Id: a.body.data.Id, Title: 'NH-48 service road (phase 2)', Location: null, Sector: 'Roads & Highways' } });

    const pub = await app().inject({ method: 'POST', url: '/api/public/v3/contractor-detail', payload: { id: c.contractor.id } });
    expect(pub.json().data.projects.map((p: { Title: string }) => p.Title)).toEqual(['Warehouse at Chakan', 'NH-48 service road (phase 2)']);

    expect((await c.call('POST', '/api/contractor/project-delete', { Id: b.body.data.Id })).body).toEqual({ success: true, message: 'Project deleted.' });
    expect((await c.call('GET', '/api/contractor/projects')).body.data).toHaveLength(1);
    expect((await c.call('POST', '/api/contractor/project-delete', { Id: b.body.data.Id })).status).toBe(404);
  });

  it('validates projects: Title required, sector from the list, long text refused', async () => {
    const c = await asContractor();
    const cases: [Record<string, unknown>, string][] = [
      [{ Title: ' ' }, 'Title is required.'],
      [{}, 'Title is required.'],
      [{ Title: 'Dam', Sector: 'Underwater Basket Weaving' }, 'Choose the sector from the list.'],
      [{ Title: 'x'.repeat(151) }, 'Title is too long (150 characters at most).'],
      [{ Title: 'Dam', Description: 'y'.repeat(2001) }, 'Description is too long (2000 characters at most).'],
      [{ Title: 'Dam', Id: 'abc' }, 'whole number'],
    ];
    for (const [body, message] of cases) {
      const r = await c.call('POST', '/api/contractor/project-save', body);
      expect(r.status, message).toBe(400);
      expect(r.body.message).toContain(message);
    }
  });

  it('another contractor’s project is 404 for edit and delete, and stays unchanged', async () => {
    const owner = await asContractor();
    const other = await asContractor();
    const p = await createProject(testDb(), owner.contractor.id, { title: 'Owner’s bridge' });
    expect((await other.call('POST', '/api/contractor/project-save', { Id: p.id, Title: 'Stolen' })).status).toBe(404);
    expect((await other.call('POST', '/api/contractor/project-delete', { Id: p.id })).status).toBe(404);
    expect((await owner.call('GET', '/api/contractor/projects')).body.data[0]).toMatchObject({ Id: p.id, Title: 'Owner’s bridge' });
    expect((await other.call('GET', '/api/contractor/projects')).body.data).toEqual([]);
  });
});
