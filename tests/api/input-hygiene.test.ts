import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { buildOpenApi } from '../../server/openapi.ts';
import { hasBuild } from '../../server/ssr.ts';
import { loginCookie, testConfig, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractor, createEquipment, createLoginUser, createVendor, createVendorUser } from '../fixtures/factories.ts';
import { multipartBody } from '../fixtures/multipart.ts';

/** docs/product.md#security-and-abuse-limits, input hygiene: one test per sentence of docs/decisions/020. */
const app = useTestApp();
const NOT_ALLOWED = 'Text contains characters that are not allowed.';

const post = async (url: string, payload: unknown, cookie?: string) => {
  const res = await app().inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(payload) });
  return { status: res.statusCode, body: res.json() as { success: boolean; message: string } };
};
const get = async (url: string, cookie?: string) => {
  const res = await app().inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.json() as { success: boolean; message: string } };
};
const count = async (table: string) => (await testDb().execute<{ n: number }>(sql`SELECT count(*)::int n FROM ${sql.identifier(table)}`)).rows[0]!.n;

let clientCookie = '';
let adminCookie = '';
let vendorCookie = '';
let ownEquipmentId = 0;

beforeAll(async () => {
  const db = testDb();
  const client = await createLoginUser(db, 'Secret@123', { role: 'Client', fullName: 'Clean Name' });
  clientCookie = await loginCookie(app(), client.email, client.password);
  const admin = await createAdminUser(db);
  adminCookie = await loginCookie(app(), admin.email, admin.password);
  const { user, vendor } = await createVendorUser(db);
  vendorCookie = await loginCookie(app(), user.email, user.password);
  ownEquipmentId = (await createEquipment(db, vendor.id)).id;
});

describe('NUL characters and lone surrogates: a 400 naming the field, before any database work', () => {
  it('refuses a NUL in any string of a JSON body — a field, a list entry, a key — with the field named', async () => {
    const before = { contact: await count('contact_messages'), users: await count('users'), visits: await count('visits') };
    const cases: [string, unknown, string][] = [
      ['/api/public/v3/contact', { name: 'Priya\u0000', email: 'p@example.in', message: 'Hello' }, 'name'],
      ['/api/public/v3/equipments', { Location: ['Pune', 'Mu\u0000mbai'] }, 'Location.1'],
      ['/api/public/v3/contractors', { ContractorTypes: 'Civil\u0000' }, 'ContractorTypes'],
      ['/api/public/v3/workers', { Locations: ['\u0000'] }, 'Locations.0'],
      ['/api/visitor/track', { sessionId: 'session-\u0000-1234', visitedType: 'page' }, 'sessionId'],
      ['/api/account/register-client', { fullName: 'Ra\u0000vi', email: 'ravi@example.in', password: 'Secret@1234' }, 'fullName'],
      [
        '/api/account/register-provider',
        {
          Role: 'Vendor',
          Name: 'Ravi\u0000 Cranes',
          Email: 'rc@example.in',
          Phone: '9876543210',
          State: 'Maharashtra',
          City: 'Pune',
          Password: 'Secret@1234',
          ConfirmPassword: 'Secret@1234',
        },
        'Name',
      ],
      ['/api/public/v3/equipments', { ['Key\u0000word']: 'x' }, ''],
    ];
    for (const [url, body, field] of cases) {
      const r = await post(url, body);
      expect(r.status, url).toBe(400);
      expect(r.body).toMatchObject({ success: false, message: field ? `${field}: ${NOT_ALLOWED}` : NOT_ALLOWED });
    }
    expect({ contact: await count('contact_messages'), users: await count('users'), visits: await count('visits') }).toEqual(before);
  });

  it('refuses a lone surrogate the same way (a JSON \\ud800 escape is not text)', async () => {
    for (const text of ['\ud800', 'Pune\udc00', 'ok 😀 then \udbff']) {
      const res = await app().inject({
        method: 'POST',
        url: '/api/public/v3/contractors',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ Keyword: text }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: `Keyword: ${NOT_ALLOWED}` });
    }
    // A proper pair (an emoji) is text and passes.
    expect((await post('/api/public/v3/contractors', { Keyword: 'builders 😀' })).status).toBe(200);
  });

  it('refuses a NUL in a query string', async () => {
    const r = await get('/api/admin/users?q=ad%00min', adminCookie);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, message: `q: ${NOT_ALLOWED}` });
    expect((await get('/api/public/v3/captcha?ref=%00')).status).toBe(400);
  });

  it('refuses a NUL in a multipart text field and changes nothing', async () => {
    const form = multipartBody({ FullName: 'New\u0000Name', City: 'Pune' });
    const res = await app().inject({ method: 'POST', url: '/api/client/update-profile', headers: { ...form.headers, cookie: clientCookie }, payload: form.payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: `FullName: ${NOT_ALLOWED}` });
    const me = await get('/api/client/profile', clientCookie);
    expect((me.body as unknown as { data: { FullName: string } }).data.FullName).toBe('Clean Name');
  });

  it('answers a page address with a NUL in its query or path with a 400 page', async () => {
    expect(hasBuild(), 'pages need a build: npx react-router build').toBe(true);
    for (const url of ['/equipments?q=jcb%00', '/contractors?loc=Pune%00', '/staffing?q=%00', '/equipment/jcb%00-1']) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toMatch(/not allowed/);
    }
  });
});

describe('ids: integers in PostgreSQL’s range, strictly typed', () => {
  it('never reads {"id": true} as 1', async () => {
    for (const [url, body, cookie] of [
      ['/api/admin/messages/handled', { id: true }, adminCookie],
      ['/api/admin/users/disable', { id: true, disabled: true }, adminCookie],
      ['/api/vendor/equipment/delete', { Id: true }, vendorCookie],
      ['/api/save', { id: true, userType: 'equipment' }, clientCookie],
      ['/api/public/v3/vendor-detail', { Id: true }, undefined],
    ] as const) {
      const r = await post(url, body, cookie);
      expect(r.status, url).toBe(400);
      expect(r.body.success).toBe(false);
    }
  });

  it('answers 2147483648 and above, negative and fractional ids with a 400, never a 500', async () => {
    const bad = [2_147_483_648, 1e20, '2147483648', '99999999999999999999', -1, 0, 1.5];
    for (const id of bad) {
      for (const [url, body, cookie] of [
        ['/api/admin/messages/handled', { id }, adminCookie],
        ['/api/admin/moderation/decide', { kind: 'equipment', id, decision: 'approve' }, adminCookie],
        ['/api/admin/providers/verify', { kind: 'vendor', id, verified: true }, adminCookie],
        ['/api/admin/reviews/hide', { id, hidden: false }, adminCookie],
        ['/api/admin/users/role', { id, role: 'Client' }, adminCookie],
        ['/api/vendor/equipment/delete', { Id: id }, vendorCookie],
        ['/api/vendor/equipment/status', { Id: id, Action: 'pause' }, vendorCookie],
        ['/api/public/v3/equipment-detail', { Id: id }, undefined],
        ['/api/enquiry/reply', { EnquiryId: id, Message: 'Hello' }, clientCookie],
      ] as const) {
        const r = await post(url, body, cookie);
        expect(r.status, `${url} ${JSON.stringify(body)}`).toBe(400);
        expect(r.body.success).toBe(false);
      }
      const q = await get(`/api/vendor/equipment?Id=${encodeURIComponent(String(id))}`, vendorCookie);
      expect(q.status, `GET ?Id=${id}`).toBe(400);
    }
    const tooBig = await post('/api/admin/messages/handled', { id: 2_147_483_648 }, adminCookie);
    expect(tooBig.body.message).toBe('id: Id must be a whole number from 1 to 2147483647.');
    // The largest id is a real id: simply not found.
    expect((await post('/api/vendor/equipment/delete', { Id: 2_147_483_647 }, vendorCookie)).status).toBe(404);
    // A plain digit string is still an id (forms and query strings send them).
    expect((await get(`/api/vendor/equipment?Id=${ownEquipmentId}`, vendorCookie)).status).toBe(200);
  });
});

describe('every text field has a length cap', () => {
  it('gives every string of every request schema in the OpenAPI document a maxLength (or a cut length)', () => {
    const uncapped: string[] = [];
    type S = {
      type?: string | string[];
      maxLength?: number;
      enum?: unknown;
      const?: unknown;
      'x-cut-to'?: number;
      properties?: Record<string, S>;
      items?: S;
      anyOf?: S[];
      allOf?: S[];
    };
    const walk = (s: S | undefined, at: string) => {
      if (!s) return;
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (types.includes('string') && s.maxLength === undefined && s['x-cut-to'] === undefined && s.enum === undefined && s.const === undefined) uncapped.push(at);
      for (const [k, v] of Object.entries(s.properties ?? {})) walk(v, `${at}.${k}`);
      walk(s.items, `${at}[]`);
      for (const a of [...(s.anyOf ?? []), ...(s.allOf ?? [])]) walk(a, at);
    };
    const doc = buildOpenApi('http://localhost') as unknown as {
      paths: Record<string, Record<string, { parameters?: { name: string; schema: S }[]; requestBody?: { content: Record<string, { schema: S }> } }>>;
    };
    let fields = 0;
    for (const [path, methods] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(methods)) {
        walk(op.requestBody?.content['application/json']?.schema, `${method} ${path}`);
        for (const p of op.parameters ?? []) walk(p.schema, `${method} ${path}?${p.name}`);
        fields += Object.keys(op.requestBody?.content['application/json']?.schema.properties ?? {}).length + (op.parameters?.length ?? 0);
      }
    expect(fields).toBeGreaterThan(150);
    expect(uncapped).toEqual([]);
  });

  it('refuses an over-long text field with a clear 400', async () => {
    const r = await post('/api/public/v3/contact', { name: 'x'.repeat(101), email: 'a@example.in', message: 'Hello' });
    expect(r).toMatchObject({ status: 400, body: { success: false, message: 'name: Name is too long (100 characters at most).' } });
    const pin = await post('/api/client/update-profile', { PinCode: '4'.repeat(5000) }, clientCookie);
    expect(pin).toMatchObject({ status: 400, body: { success: false, message: 'PinCode: PinCode must be 6 digits.' } });
  });
});

describe('a search keyword longer than its cap is cut and searched, never refused', () => {
  // Exactly 200 characters of the listing's word and stop words, then words that match nothing:
  // cut at 200, the search finds the listing; read whole, it would find nothing.
  const longKeyword = (word: string) => {
    let head = `${word} `;
    while (head.length + 4 <= 200) head += 'the ';
    return head.padEnd(200, ' ') + ' nosuchwordanywhere'.repeat(6);
  };

  it('searches the first 200 characters of a longer keyword in the API (equipment, contractors, workforce)', async () => {
    const db = testDb();
    const vendor = await createVendor(db);
    const eq = await createEquipment(db, vendor.id, { name: 'Zorbatron Excavator' });
    const c = await createContractor(db, { companyName: 'Zorbatron Builders' });
    const kw = longKeyword('zorbatron');
    expect(kw.length).toBeGreaterThan(300);
    const e = await post('/api/public/v3/equipments', { Keyword: kw });
    expect(e.status).toBe(200);
    expect((e.body as unknown as { Data: { Id: number }[] }).Data.map((x) => x.Id)).toEqual([eq.id]);
    const cs = await post('/api/public/v3/contractors', { Keyword: kw });
    expect(cs.status).toBe(200);
    expect((cs.body as unknown as { Data: { Id: number }[] }).Data.map((x) => x.Id)).toEqual([c.id]);
    expect((await post('/api/public/v3/workers', { Keyword: 'x'.repeat(5000) })).status).toBe(200);
    expect((await get(`/api/admin/users?q=${'y'.repeat(500)}`, adminCookie)).status).toBe(200);
  });

  it('shows results on /equipments and /contractors for a 300-character keyword (no "Something went wrong")', async () => {
    expect(hasBuild(), 'pages need a build: npx react-router build').toBe(true);
    const db = testDb();
    const vendor = await createVendor(db);
    await createEquipment(db, vendor.id, { name: 'Quillomatic Crane' });
    await createContractor(db, { companyName: 'Quillomatic Infra' });
    const kw = encodeURIComponent(longKeyword('quillomatic'));
    const eqPage = await app().inject({ method: 'GET', url: `/equipments?q=${kw}` });
    expect(eqPage.statusCode).toBe(200);
    expect(eqPage.body).toContain('Quillomatic Crane');
    expect(eqPage.body).not.toContain('Something went wrong');
    const cPage = await app().inject({ method: 'GET', url: `/contractors?q=${kw}&loc=${'p'.repeat(300)}` });
    expect(cPage.statusCode).toBe(200);
    expect(cPage.body).not.toContain('Something went wrong');
    const staffing = await app().inject({ method: 'GET', url: `/staffing?q=${kw}&loc=${'p'.repeat(300)}` });
    expect(staffing.statusCode).toBe(200);
  });
});

describe('no error path logs request bodies, SQL parameters or hashes', () => {
  let logged = '';
  let logApp: FastifyInstance;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _enc, done) {
        logged += String(chunk);
        done();
      },
    });
    logApp = await buildApp({ config: testConfig(), db: testDb(), logger: { level: 'info', stream } });
    await logApp.ready();
  });
  afterAll(async () => {
    await logApp?.close();
    await testDb().execute(sql`ALTER TABLE users DROP CONSTRAINT IF EXISTS hygiene_forced_failure`);
  });

  it('logs a database failure on registration as a safe summary: no password hash, no parameters, no body', async () => {
    // A constraint the registration cannot satisfy: a real database error, with the password hash among its parameters.
    await testDb().execute(sql`ALTER TABLE users ADD CONSTRAINT hygiene_forced_failure CHECK (full_name <> 'Forced Failure')`);
    const email = 'forced.failure@example.in';
    const res = await logApp.inject({ method: 'POST', url: '/api/account/register-client', payload: { fullName: 'Forced Failure', email, password: 'Hunter2-Secret!' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Something went wrong. Please try again.' });

    const line = logged.split('\n').find((l) => l.includes('unhandled error'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as { err: { type: string; code?: string; cause?: { code?: string; constraint?: string } }; route: string };
    expect(entry.route).toBe('/api/account/register-client');
    expect(entry.err.cause?.code ?? entry.err.code).toBe('23514');
    expect(entry.err.cause?.constraint).toBe('hygiene_forced_failure');
    for (const secret of ['$argon2', 'Hunter2', email, 'Forced Failure', 'insert into', 'params']) expect(logged.toLowerCase()).not.toContain(secret.toLowerCase());
  });

  it('logs a page’s database failure the same way (not React Router’s console.error of the whole error)', async () => {
    expect(hasBuild(), 'pages need a build: npx react-router build').toBe(true);
    // A listing the keyword finds, so the search reads the equipment table — which is then gone.
    await createEquipment(testDb(), (await createVendor(testDb())).id, { name: 'Secretkeyword Loader' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await testDb().execute(sql`ALTER TABLE equipment RENAME TO equipment_hidden`);
      const res = await logApp.inject({ method: 'GET', url: '/equipments?q=secretkeyword' });
      expect(res.statusCode).toBe(500);
    } finally {
      await testDb().execute(sql`ALTER TABLE equipment_hidden RENAME TO equipment`);
    }
    const printed = consoleError.mock.calls
      .flat()
      .map((x) => (x instanceof Error ? `${x.message} ${JSON.stringify(x)}` : String(x)))
      .join('\n');
    consoleError.mockRestore();
    const line = logged.split('\n').find((l) => l.includes('page error'));
    expect(line).toBeDefined();
    const entry = JSON.parse(line!) as { path: string; err: { code?: string; cause?: { code?: string } } };
    expect(entry.path).toBe('/equipments');
    expect(entry.err.cause?.code ?? entry.err.code).toBe('42P01');
    // The keyword is in the address (request lines log addresses), but never as a query parameter.
    expect(line).not.toContain('secretkeyword');
    expect(logged.toLowerCase()).not.toMatch(/select |params/);
    expect(printed).not.toContain('secretkeyword');
  });
});

describe('no library’s error text reaches a client', () => {
  it('answers a picture the image library cannot decode with our own words', async () => {
    // A real JPEG cut in half: its header reads, its pixels do not (libvips: "VipsJpeg: premature end of JPEG image").
    const pixels = Buffer.from(Array.from({ length: 200 * 200 * 3 }, (_, i) => (i * 7919) % 251));
    const jpeg = await sharp(pixels, { raw: { width: 200, height: 200, channels: 3 } })
      .jpeg()
      .toBuffer();
    const broken = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const form = multipartBody({ FullName: 'Clean Name' }, [{ field: 'image', name: 'me.jpg', type: 'image/jpeg', data: broken }]);
    const res = await app().inject({ method: 'POST', url: '/api/client/update-profile', headers: { ...form.headers, cookie: clientCookie }, payload: form.payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ success: false, message: 'The picture could not be read. Upload a JPEG, PNG or WebP image.' });
    expect(res.body).not.toMatch(/vips|sharp|jpeg image/i);
  });

  it('answers broken JSON, a broken multipart form and an undecodable address with our own words', async () => {
    const json = await app().inject({ method: 'POST', url: '/api/public/v3/equipments', headers: { 'content-type': 'application/json' }, payload: '{"Keyword": ' });
    expect(json.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const proto = await app().inject({ method: 'POST', url: '/api/public/v3/equipments', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}}' });
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
    const form = await app().inject({
      method: 'POST',
      url: '/api/client/update-profile',
      headers: { 'content-type': 'multipart/form-data; boundary=zzz', cookie: clientCookie },
      payload: '--zzz\r\nContent-Disposition: form-data; name="FullName"\r\n\r\nA',
    });
    expect(form.statusCode).toBe(400);
    expect(form.json()).toEqual({ success: false, message: 'The form could not be read.' });
    // Percent-encoded UTF-16 surrogates are not UTF-8: the router cannot decode the path.
    const url = await app().inject({ method: 'GET', url: '/uploads/%ED%A0%80.webp' });
    expect(url.statusCode).toBe(400);
    expect(url.json()).toEqual({ success: false, message: 'The request could not be read.' });
  });
});
