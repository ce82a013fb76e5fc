import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../fixtures/app.ts';
import { decodeEntities } from '../fixtures/html.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEnquiry, createEquipment, createProject, createReply, createUser, createVendor } from '../fixtures/factories.ts';

/** The compare pages as a guest or a shared link gets them: server-rendered from `ids=` (docs/decisions/054-compare.md). */
const app = useTestApp();
const SITE = testConfig().siteUrl;
const ids: Record<string, number> = {};

const HOUR = 3_600_000;
const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);

beforeAll(async () => {
  const db = testDb();
  const client = await createUser(db, { fullName: 'Ravi Client' });
  const quick = await createVendor(db, { name: 'Quick Reply Cranes' });
  const slow = await createVendor(db, { name: 'Silent Earthmovers' });
  ids.crane = (
    await createEquipment(db, quick.id, {
      name: 'ACE 14XW Pick and Carry Crane',
      category: 'lifting-equipment',
      dailyRate: 9000,
      monthlyRate: 210000,
      hourlyRate: 1400,
      year: 2019,
      condition: 'Excellent',
      operatorAvailable: true,
      operatorIncluded: true,
      fuelIncluded: true,
      minHire: 8,
      minHireUnit: 'hours',
      mobilisationCharge: 6000,
      city: 'Pune',
      state: 'Maharashtra',
    })
  ).id;
  ids.loader = (
    await createEquipment(db, slow.id, {
      name: 'JCB 3DX Backhoe Loader',
      brand: 'JCB',
      dailyRate: null,
      monthlyRate: 95000,
      hourlyRate: null,
      year: 2016,
      condition: 'Good',
      operatorAvailable: false,
      city: 'Mumbai',
      state: 'Maharashtra',
    })
  ).id;
  ids.genset = (await createEquipment(db, slow.id, { name: 'Kirloskar 125 kVA Generator', isAvailableForRent: false, isAvailableForSale: true, monthlyRate: null })).id;
  ids.pending = (await createEquipment(db, quick.id, { name: 'Hidden Pending Dozer', status: 'pending' })).id;
  // Quick Reply Cranes answered three enquiries in 30, 40 and 50 minutes; Silent Earthmovers answered one of two.
  for (const minutes of [30, 40, 50]) {
    const e = await createEnquiry(db, { userId: client.id, vendorId: quick.id, equipmentId: ids.crane, createdAt: daysAgo(3) });
    await createReply(db, { enquiryId: e.id, sender: 'Client', createdAt: new Date(daysAgo(3).getTime() + 5 * 60_000) });
    await createReply(db, { enquiryId: e.id, sender: 'Vendor', createdAt: new Date(daysAgo(3).getTime() + minutes * 60_000) });
  }
  for (const answered of [true, false]) {
    const e = await createEnquiry(db, { userId: client.id, vendorId: slow.id, equipmentId: ids.loader, createdAt: daysAgo(2) });
    if (answered) await createReply(db, { enquiryId: e.id, sender: 'Vendor', createdAt: new Date(daysAgo(2).getTime() + 5 * HOUR) });
  }

  const patil = await createContractor(db, {
    companyName: 'Patil Constructions',
    contractorTypes: ['Civil Contractor', 'Road Contractor'],
    workingSectors: ['Roads & Highways'],
    workLocations: ['Pune', 'Satara'],
    laborStrength: 250,
    yearOfEstablishment: 2004,
  });
  ids.patil = patil.id;
  await createProject(db, patil.id, { title: 'Satara ring road' });
  await createProject(db, patil.id, { title: 'Karad bypass' });
  for (const hours of [2, 3, 2]) {
    const e = await createEnquiry(db, { userId: client.id, contractorId: patil.id, isContractor: true, createdAt: daysAgo(10) });
    await createReply(db, { enquiryId: e.id, sender: 'Contractor', createdAt: new Date(daysAgo(10).getTime() + hours * HOUR) });
  }
  ids.reddy = (
    await createContractor(db, {
      companyName: 'Reddy Electricals',
      contractorTypes: ['Electrical Contractor'],
      city: 'Hyderabad',
      state: 'Telangana',
      workLocations: ['Hyderabad'],
      laborStrength: null,
    })
  ).id;
  ids.hiddenContractor = (await createContractor(db, { companyName: 'Paused Builders', status: 'paused' })).id;
});

const get = (url: string) => app().inject({ method: 'GET', url });
/** The text of the cells of a row of the table (`data-row`), tags stripped. */
function row(html: string, key: string): string[] {
  const tr = new RegExp(`<tr data-row="${key}">([\\s\\S]*?)</tr>`).exec(html)?.[1];
  if (!tr) return [];
  return [...tr.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ')
      .trim(),
  );
}
const columns = (html: string) => [...html.matchAll(/data-testid="compare-column"[\s\S]*?data-typed(?:="true")?[^>]*>([^<]+)</g)].map((m) => decodeEntities(m[1]!));

describe('/compare (machines)', () => {
  it('shows the asked machines side by side in the order of the address, for a guest, with their rates and terms', async () => {
    const res = await get(`/compare?ids=${ids.loader},${ids.crane},${ids.genset}`);
    expect(res.statusCode).toBe(200);
    expect(columns(res.body)).toEqual(['JCB 3DX Backhoe Loader', 'ACE 14XW Pick and Carry Crane', 'Kirloskar 125 kVA Generator']);
    expect(row(res.body, 'daily')).toEqual(['Not given', '₹9,000/day', 'Not for rent']);
    expect(row(res.body, 'monthly')).toEqual(['₹95,000/month', '₹2,10,000/month', 'Not for rent']);
    expect(row(res.body, 'hourly')).toEqual(['Not given', '₹1,400/hour', 'Not for rent']);
    expect(row(res.body, 'operator')).toEqual(['Not offered (dry hire)', 'Included in the rent (wet hire)', 'Not offered (dry hire)']);
    // The rate card's terms (docs/decisions/052-rate-card.md), for the machines on rent.
    expect(row(res.body, 'minimum')).toEqual(['No minimum', '8 hours', 'Not for rent']);
    expect(row(res.body, 'fuel')).toEqual(['Paid by the hirer', 'Included in the rent', 'Not for rent']);
    expect(row(res.body, 'mobilisation')).toEqual(['Ask the vendor', '₹6,000', 'Not for rent']);
    expect(row(res.body, 'year')).toEqual(['2016', '2019', 'NA']);
    expect(row(res.body, 'condition')).toEqual(['Good', 'Excellent', 'Good']);
    expect(row(res.body, 'location')).toEqual(['Mumbai, Maharashtra', 'Pune, Maharashtra', 'Pune, Maharashtra']);
    expect(row(res.body, 'vendor')).toEqual(['Silent Earthmovers', 'Quick Reply Cranes', 'Silent Earthmovers']);
    // No place asked: no distance row.
    expect(row(res.body, 'distance')).toEqual([]);
  });

  it("gives each vendor's reply time: the median to the first reply, or that there are too few to tell", async () => {
    const res = await get(`/compare?ids=${ids.crane},${ids.loader}`);
    expect(row(res.body, 'reply')).toEqual(['Usually within an hour Replied to 3 of 3 enquiries in 90 days', 'Too few replies to tell']);
  });

  it('measures distances from near= and names the place; a place it cannot find is said, not a 500', async () => {
    const res = await get(`/compare?ids=${ids.crane},${ids.loader}&near=Pune`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Distances from Pune.');
    const [pune, mumbai] = row(res.body, 'distance');
    expect(pune).toBe('Under 1 km away');
    expect(mumbai).toMatch(/^1\d\d km away$/);

    const lost = await get(`/compare?ids=${ids.crane}&near=Atlantis`);
    expect(lost.statusCode).toBe(200);
    expect(lost.body).toContain('We could not find the place &quot;Atlantis&quot;, so distances are not shown.');
    expect(row(lost.body, 'distance')).toEqual([]);
  });

  it('leaves out hidden and unknown listings with a note, and never shows a pending one', async () => {
    const res = await get(`/compare?ids=${ids.crane},${ids.pending},999999`);
    expect(res.statusCode).toBe(200);
    expect(columns(res.body)).toEqual(['ACE 14XW Pick and Carry Crane']);
    expect(res.body).not.toContain('Hidden Pending Dozer');
    expect(res.body).toContain('2 machines in this link are no longer listed and were left out.');
  });

  it('keeps the first four of a longer list and skips malformed ids, saying so; nothing valid is the empty page', async () => {
    const many = await get(`/compare?ids=${ids.crane},${ids.loader},${ids.genset},${ids.crane},999998,999997,abc`);
    expect(many.statusCode).toBe(200);
    expect(many.body).toContain('Some entries of this link were not valid listing numbers and were skipped.');
    expect(many.body).toContain('You can compare up to 4 at a time: only the first 4 of this link are shown.');

    const bad = await get('/compare?ids=abc,-1,0');
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain('data-testid="compare-empty"');
    expect(bad.body).toContain('Some entries of this link were not valid listing numbers and were skipped.');

    const none = await get('/compare');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('Nothing to compare yet');
  });

  it('is not indexed; its canonical address names the machines it shows', async () => {
    const res = await get(`/compare?ids=${ids.crane},${ids.pending},${ids.loader}&near=Pune`);
    expect(res.body).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(res.body).toContain(`<link rel="canonical" href="${SITE}/compare?ids=${ids.crane},${ids.loader}"`);
    expect(res.body).toContain('<title>Compare: ACE 14XW Pick and Carry Crane, JCB 3DX Backhoe Loader | BuildMart</title>');
  });

  it('has a Hindi twin with Hindi labels', async () => {
    const res = await get(`/hi/compare?ids=${ids.crane}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="hi"');
    expect(res.body).toContain('मशीनों की तुलना करें');
    expect(res.body).toContain('प्रति दिन किराया');
    expect(res.body).toContain('जवाब का समय');
    expect(res.body).toMatch(/<meta name="robots" content="noindex, follow"/);
  });
});

describe('/compare/contractors', () => {
  it('shows the contractors side by side with types, sectors, labour, projects, rating and reply time', async () => {
    const res = await get(`/compare/contractors?ids=${ids.patil},${ids.reddy},${ids.hiddenContractor}`);
    expect(res.statusCode).toBe(200);
    expect(columns(res.body)).toEqual(['Patil Constructions', 'Reddy Electricals']);
    expect(res.body).not.toContain('Paused Builders');
    expect(res.body).toContain('One contractor in this link is no longer listed and was left out.');
    expect(row(res.body, 'types')).toEqual(['Civil Contractor, Road Contractor', 'Electrical Contractor']);
    expect(row(res.body, 'sectors')).toEqual(['Roads &amp; Highways', 'NA']);
    expect(row(res.body, 'labour')).toEqual(['250', 'NA']);
    expect(row(res.body, 'since')).toEqual(['2004', 'NA']);
    expect(row(res.body, 'projects')).toEqual(['2 projects', '0 projects']);
    expect(row(res.body, 'reply')).toEqual(['Usually within 2 hours Replied to 3 of 3 enquiries in 90 days', 'No enquiries yet']);
    expect(res.body).toMatch(/<meta name="robots" content="noindex, follow"/);
  });

  it('measures from the nearest service location, and has a Hindi twin', async () => {
    const res = await get(`/compare/contractors?ids=${ids.patil},${ids.reddy}&near=Satara`);
    const [patil, reddy] = row(res.body, 'distance');
    expect(patil).toBe('Under 1 km away');
    expect(reddy).toMatch(/km away$/);
    const hi = await get(`/hi/compare/contractors?ids=${ids.patil}`);
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('ठेकेदारों की तुलना करें');
  });
});

describe('the home page', () => {
  it('links its "Compare and shortlist" step to the compare page', async () => {
    const res = await get('/');
    expect(res.body).toMatch(/<a[^>]+href="\/compare"[^>]*>Compare and shortlist<\/a>/);
  });
});
