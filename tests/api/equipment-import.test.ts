import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { equipment } from '../../db/schema/index.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { multipartBody } from '../fixtures/multipart.ts';

const app = useTestApp();

const HEADER =
  'Machine type,Listing title,Brand,Model,Capacity,Year,Condition,City,State,For rent,For sale,Daily rent,Monthly rent,Hourly rent,Minimum hire,Minimum hire unit,Mobilisation charge,Operator,Fuel included,Description,Specification';
const GOOD_1 =
  'Backhoe Loader,JCB 3DX Pune,JCB,3DX Super,1.0 cum,2019,Good,Pune,Maharashtra,yes,no,6000,"₹1,45,000",,8,hours,5000,included,no,"Well kept, new bucket.\nTransport arranged.",One owner';
const GOOD_2 = 'tower crane,Potain Tower Crane,Potain,MC 85,5 t,2015,excellent,surat,gujarat,Yes,Yes,,"1,50,000.00",,,,,extra,yes,,';
const BAD = 'Excavatr,Bad One,,,,1800,Shiny,Pune,Maharashtra,maybe,no,"6,000.50",,,,,,,,,';

/** What the import calls answer (contract/vendor.ts, and ErrorResponse for a refusal). */
type Answer = {
  success: boolean;
  message: string;
  errors?: { field: string; message: string }[];
  Rows?: number;
  ProblemCount?: number;
  Problems?: { Row: number; Field: string; Message: string }[];
  Imported?: number;
};

const csv = (...rows: string[]) => Buffer.from(`${[HEADER, ...rows].join('\r\n')}\r\n`);

async function as(role: 'vendor' | 'contractor' | 'client') {
  const db = testDb();
  const made = role === 'vendor' ? await createVendorUser(db) : role === 'contractor' ? await createContractorUser(db) : { user: await createLoginUser(db) };
  const cookie = await loginCookie(app(), made.user.email, 'Secret@123');
  const upload = async (url: string, data: Buffer, name = 'machines.csv') => {
    const m = multipartBody({}, [{ field: 'file', name, type: 'text/csv', data }]);
    const r = await app().inject({ method: 'POST', url, headers: { cookie, 'content-type': m.contentType }, payload: m.payload });
    return { status: r.statusCode, body: r.json() as Answer };
  };
  return {
    vendor: 'vendor' in made ? made.vendor : undefined,
    cookie,
    check: (data: Buffer, name?: string) => upload('/api/vendor/equipment/import/check', data, name),
    store: (data: Buffer, name?: string) => upload('/api/vendor/equipment/import', data, name),
  };
}

const listingsOf = (vendorId: number) => testDb().select().from(equipment).where(eq(equipment.vendorId, vendorId)).orderBy(equipment.id);

describe('the template', () => {
  it('downloads as CSV with the header row and one example row the check accepts', async () => {
    const v = await as('vendor');
    const r = await app().inject({ method: 'GET', url: '/api/vendor/equipment/import-template', headers: { cookie: v.cookie } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toContain('text/csv');
    expect(r.headers['content-disposition']).toContain('attachment; filename="buildmart-equipment-template.csv"');
    expect(r.body.startsWith('\uFEFFMachine type,Listing title,')).toBe(true);
    expect(r.body.trimEnd().split('\r\n')).toHaveLength(2);
    // The template as it comes is a file the check accepts: one machine.
    const checked = await v.check(r.rawPayload);
    expect(checked.status, JSON.stringify(checked.body)).toBe(200);
    expect(checked.body).toMatchObject({ success: true, Rows: 1, message: 'The machine is ready to import.' });
  });

  it('is for signed-in vendors only', async () => {
    expect((await app().inject({ method: 'GET', url: '/api/vendor/equipment/import-template' })).statusCode).toBe(401);
    const c = await as('client');
    expect((await app().inject({ method: 'GET', url: '/api/vendor/equipment/import-template', headers: { cookie: c.cookie } })).statusCode).toBe(403);
  });
});

describe('check: a per-row report, nothing stored', () => {
  it('reports every problem by row and column, and stores nothing', async () => {
    const v = await as('vendor');
    const r = await v.check(csv(GOOD_1, BAD, GOOD_2));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Nothing was imported: 1 row has problems. Fix them in your file and upload it again.');
    expect(r.body.errors).toEqual([{ field: 'file', message: r.body.message }]);
    expect(r.body.Rows).toBe(3);
    // The bad machine is row 3 of the spreadsheet (the header is row 1), even though row 2 spans two lines.
    expect(r.body.Problems).toEqual([
      { Row: 3, Field: 'Machine type', Message: 'Unknown machine type "Excavatr". Write a machine type from the list, e.g. "Backhoe Loader".' },
      { Row: 3, Field: 'Condition', Message: 'Write one of: New, Excellent, Good, Average, Refurbished.' },
      { Row: 3, Field: 'For rent', Message: 'Write yes or no.' },
      { Row: 3, Field: 'Year', Message: `Please enter a year between 1950 and ${new Date().getFullYear() + 1}.` },
      { Row: 3, Field: 'Daily rent', Message: 'Daily rent must be a whole number of rupees.' },
    ]);
    expect(r.body.ProblemCount).toBe(5);
    expect(await listingsOf(v.vendor!.id)).toEqual([]);
  });

  it('says how many machines a good file holds, and still stores nothing', async () => {
    const v = await as('vendor');
    const r = await v.check(csv(GOOD_1, GOOD_2));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ success: true, Rows: 2, message: 'All 2 machines are ready to import.' });
    expect(await listingsOf(v.vendor!.id)).toEqual([]);
  });

  it('uses the add-equipment form’s own rules: a rent for a machine for rent, a city of the state, the unit of a minimum hire', async () => {
    const v = await as('vendor');
    const r = await v.check(
      csv(
        'Backhoe Loader,No rent,,,,,,Pune,Maharashtra,yes,no,,,,,,,,,,',
        'Backhoe Loader,Wrong city,,,,,,Surat,Maharashtra,no,yes,,,,,,,,,,',
        'Backhoe Loader,No unit,,,,,,Pune,Maharashtra,yes,no,5000,,,3,,,,,,',
        'Backhoe Loader,,,,,,,Pune,Maharashtra,no,no,,,,,,,,,,',
      ),
    );
    expect(r.status).toBe(400);
    expect(r.body.Problems).toEqual([
      { Row: 2, Field: 'Daily rent', Message: 'Please enter at least one rent: per day, per month or per hour.' },
      { Row: 3, Field: 'City', Message: 'Please choose a city from the list.' },
      { Row: 4, Field: 'Minimum hire unit', Message: 'Please choose hours or days for the minimum hire.' },
      { Row: 5, Field: 'Listing title', Message: 'Please enter a name for the listing.' },
      { Row: 5, Field: 'For rent', Message: 'Choose rent, sale or both.' },
    ]);
    expect(r.body.message).toBe('Nothing was imported: 4 rows have problems. Fix them in your file and upload it again.');
  });

  it('refuses files it cannot read with one clear sentence: no rows, unknown or missing columns, a workbook, too many rows, too big', async () => {
    const v = await as('vendor');
    const cases: [Buffer, number, string][] = [
      [Buffer.from(''), 400, 'Please choose a CSV file.'],
      [csv(), 400, 'The file has no machines. Add one row per machine under the header.'],
      [csv(',,,,,,,,,,,,,,,,,,,,', ''), 400, 'The file has no machines. Add one row per machine under the header.'],
      [Buffer.from(`${HEADER},Notes\r\n`), 400, 'Unknown column "Notes". Use the columns of the template.'],
      [Buffer.from('Listing title,City\r\nX,Pune\r\n'), 400, 'The file has no "Machine type", "State", "For rent", "For sale" columns. Start from the template.'],
      [Buffer.from([0x50, 0x4b, 3, 4, 0, 0]), 400, 'This is a spreadsheet workbook, not CSV. In Excel choose Save As → "CSV UTF-8 (Comma delimited)" and upload that file.'],
      [Buffer.from([0x4d, 0x61, 0xe9, 0x0a]), 400, 'The file is not CSV text in UTF-8. In Excel choose Save As → "CSV UTF-8 (Comma delimited)" and upload that file.'],
      [csv(...Array.from({ length: 1001 }, () => GOOD_2)), 400, 'A file can hold at most 1,000 machines; this one has 1,001. Split it into smaller files.'],
      [Buffer.alloc(2 * 1024 * 1024 + 1, 'a'), 413, 'The file must be at most 2 MB. Split it into smaller files.'],
    ];
    for (const [data, status, message] of cases) {
      const r = await v.check(data);
      expect([r.status, r.body.message], message).toEqual([status, message]);
      expect(r.body.errors).toEqual([{ field: 'file', message }]);
    }
    expect(await listingsOf(v.vendor!.id)).toEqual([]);
  });
});

describe('import: all rows or none', () => {
  it('stores every machine as the vendor’s pending listings, with the CSV quirks read as a spreadsheet means them', async () => {
    const v = await as('vendor');
    const r = await v.store(csv(GOOD_1, GOOD_2));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ success: true, Imported: 2, message: '2 machines imported. They are pending review.' });
    const rows = await listingsOf(v.vendor!.id);
    expect(rows.map((e) => e.status)).toEqual(['pending', 'pending']);
    expect(rows[0]).toMatchObject({
      catalogueSlug: 'backhoe-loader',
      category: 'earth-moving-equipment',
      name: 'JCB 3DX Pune',
      year: 2019,
      city: 'Pune',
      state: 'Maharashtra',
      isAvailableForRent: true,
      isAvailableForSale: false,
      dailyRate: 6000,
      monthlyRate: 145000,
      minHire: 8,
      minHireUnit: 'hours',
      mobilisationCharge: 5000,
      operatorIncluded: true,
      operatorAvailable: true,
      fuelIncluded: false,
      description: 'Well kept, new bucket.\nTransport arranged.',
      thumbnailUrl: null,
      galleryImages: [],
    });
    // Names as the catalogue spells them; "1,50,000.00" is whole rupees.
    expect(rows[1]).toMatchObject({
      catalogueSlug: 'tower-crane',
      condition: 'Excellent',
      city: 'Surat',
      state: 'Gujarat',
      monthlyRate: 150000,
      operatorIncluded: false,
      operatorAvailable: true,
      fuelIncluded: true,
    });
    // The vendor's own list shows them, pending.
    const mine = await app().inject({ method: 'GET', url: '/api/vendor/equipments', headers: { cookie: v.cookie } });
    expect((mine.json() as { data: { Name: string; Status: string }[] }).data.map((e) => [e.Name, e.Status]).sort()).toEqual([
      ['JCB 3DX Pune', 'pending'],
      ['Potain Tower Crane', 'pending'],
    ]);
  });

  it('stores nothing when one row of many is wrong, and answers the same report as the check', async () => {
    const v = await as('vendor');
    await createEquipment(testDb(), v.vendor!.id, { name: 'Already listed' });
    const r = await v.store(csv(GOOD_1, GOOD_2, BAD));
    expect(r.status).toBe(400);
    expect(r.body.Problems!.map((p) => p.Row)).toEqual([4, 4, 4, 4, 4]);
    expect((await listingsOf(v.vendor!.id)).map((e) => e.name)).toEqual(['Already listed']);
  });

  it('reads a BOM, bare LF line ends and a trailing blank row; 1,000 rows go in', async () => {
    const v = await as('vendor');
    const data = Buffer.from(`\uFEFF${[HEADER, ...Array.from({ length: 1000 }, (_, i) => GOOD_2.replace('Potain Tower Crane', `Crane ${i + 1}`))].join('\n')}\n,,,,\n`);
    const r = await v.store(data);
    expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
    expect(r.body.Imported).toBe(1000);
    const rows = await listingsOf(v.vendor!.id);
    expect(rows).toHaveLength(1000);
    expect(rows.at(-1)!.name).toBe('Crane 1000');
  });
});

describe('who may import', () => {
  it('refuses guests, clients and contractors; a vendor imports into their own company only', async () => {
    const file = csv(GOOD_2);
    const m = multipartBody({}, [{ field: 'file', name: 'm.csv', type: 'text/csv', data: file }]);
    const guest = await app().inject({ method: 'POST', url: '/api/vendor/equipment/import', headers: { 'content-type': m.contentType }, payload: m.payload });
    expect(guest.statusCode).toBe(401);
    for (const role of ['client', 'contractor'] as const) {
      const u = await as(role);
      expect((await u.store(file)).status, role).toBe(403);
      expect((await u.check(file)).status, role).toBe(403);
    }
    const a = await as('vendor');
    const b = await as('vendor');
    // A vendor id in the form changes nothing: the listings belong to the signed-in vendor.
    const withId = multipartBody({ VendorId: String(b.vendor!.id) }, [{ field: 'file', name: 'm.csv', type: 'text/csv', data: file }]);
    const r = await app().inject({
      method: 'POST',
      url: '/api/vendor/equipment/import',
      headers: { cookie: a.cookie, 'content-type': withId.contentType },
      payload: withId.payload,
    });
    expect(r.statusCode).toBe(200);
    expect(await listingsOf(a.vendor!.id)).toHaveLength(1);
    expect(await listingsOf(b.vendor!.id)).toHaveLength(0);
  });

  it('a vendor account without a company profile gets a 404 and nothing is stored', async () => {
    const user = await createLoginUser(testDb(), 'Secret@123', { role: 'Vendor' });
    const cookie = await loginCookie(app(), user.email, 'Secret@123');
    const m = multipartBody({}, [{ field: 'file', name: 'm.csv', type: 'text/csv', data: csv(GOOD_2) }]);
    const r = await app().inject({ method: 'POST', url: '/api/vendor/equipment/import', headers: { cookie, 'content-type': m.contentType }, payload: m.payload });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe('Your company profile was not found.');
  });
});

describe('the daily import limit', () => {
  const limited = useTestApp({ limits: { importPerDay: 1 } });
  it('refuses a vendor’s import over IMPORT_LIMIT_PER_DAY with 429 and stores nothing; checking a file is not counted', async () => {
    const { user, vendor } = await createVendorUser(testDb());
    const cookie = await loginCookie(limited(), user.email, 'Secret@123');
    const send = async (url: string) => {
      const m = multipartBody({}, [{ field: 'file', name: 'm.csv', type: 'text/csv', data: csv(GOOD_2) }]);
      const r = await limited().inject({ method: 'POST', url, headers: { cookie, 'content-type': m.contentType }, payload: m.payload });
      return { status: r.statusCode, body: r.json() as Answer, retry: r.headers['retry-after'] };
    };
    expect((await send('/api/vendor/equipment/import/check')).status).toBe(200);
    expect((await send('/api/vendor/equipment/import')).status).toBe(200);
    expect((await send('/api/vendor/equipment/import/check')).status).toBe(200);
    const refused = await send('/api/vendor/equipment/import');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You can import at most 1 file a day. Please try again tomorrow.');
    expect(Number(refused.retry)).toBeGreaterThan(0);
    expect(await listingsOf(vendor.id)).toHaveLength(1);
  });
});
