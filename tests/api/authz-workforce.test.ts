import { beforeAll, describe, expect, it } from 'vitest';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractorUser, createLoginUser, createVendorUser, createWorker } from '../fixtures/factories.ts';
import { multipartBody, PDF_BYTES } from '../fixtures/multipart.ts';

/**
 * Authorisation matrix of the workforce calls (docs/product.md#workforce): each endpoint × guest, client,
 * owner job seeker, other job seeker, vendor, contractor, admin. A refusal is a JSON error, never data.
 */
const app = useTestApp();
type Who = 'guest' | 'client' | 'owner' | 'otherSeeker' | 'vendor' | 'contractor' | 'admin';
const cookies: Partial<Record<Who, string>> = {};
let pendingId = 0;
const SECRET_PHONE = '+91 91234 56789';

beforeAll(async () => {
  const db = testDb();
  const login = async (email: string) => loginCookie(app(), email, 'Secret@123');
  cookies.client = await login((await createLoginUser(db, 'Secret@123', { role: 'Client' })).email);
  const owner = await createLoginUser(db, 'Secret@123', { role: 'JobSeeker' });
  cookies.owner = await login(owner.email);
  cookies.otherSeeker = await login((await createLoginUser(db, 'Secret@123', { role: 'JobSeeker' })).email);
  cookies.vendor = await login((await createVendorUser(db)).user.email);
  cookies.contractor = await login((await createContractorUser(db)).user.email);
  cookies.admin = await login((await createAdminUser(db)).email);
  // The owner's listing is pending, with a resume: only the owner and admins may read it.
  const save = multipartBody({ Kind: 'individual', Name: 'Matrix Owner', Category: 'skilled', Trade: 'Welder', City: 'Pune', State: 'Maharashtra', Phone: SECRET_PHONE }, [
    { field: 'Resume', name: 'cv.pdf', type: 'application/pdf', data: PDF_BYTES },
  ]);
  const r = await app().inject({ method: 'POST', url: '/api/provider/worker', payload: save.payload, headers: { ...save.headers, cookie: cookies.owner } });
  expect(r.statusCode).toBe(200);
  pendingId = r.json().data.Id;
  // The other job seeker has a listing too (so "not found" is about ownership, not emptiness).
  await createWorker(db, { name: 'Other Seeker' });
});

async function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object | 'multipart') {
  const headers: Record<string, string> = who === 'guest' ? {} : { cookie: cookies[who]! };
  if (payload === 'multipart') {
    // The owner saves their own details again; everyone else tries to write theirs.
    const mine = who === 'owner' ? { Name: 'Matrix Owner', Phone: SECRET_PHONE } : { Name: `Intruder ${who}`, Phone: '9876500000' };
    const m = multipartBody({ Kind: 'individual', Category: 'general', Trade: 'Helper', City: 'Pune', State: 'Maharashtra', ...mine });
    const r = await app().inject({ method, url, payload: m.payload, headers: { ...headers, ...m.headers } });
    return { status: r.statusCode, body: r.body, type: String(r.headers['content-type']) };
  }
  // { Id: 0 } stands for the pending listing (its id is known only once the suite has started).
  const body = payload && 'Id' in payload && payload.Id === 0 ? { Id: pendingId } : payload;
  const r = await app().inject({ method, url, headers, ...(body ? { payload: body } : {}) });
  return { status: r.statusCode, body: r.body, type: String(r.headers['content-type']) };
}

const ALL: Who[] = ['guest', 'client', 'owner', 'otherSeeker', 'vendor', 'contractor', 'admin'];

/** status expected per caller; 200 rows are checked by the caller-specific assertions. */
const MATRIX: { name: string; method: 'GET' | 'POST'; url: () => string; payload?: object | 'multipart'; expect: Record<Who, number> }[] = [
  {
    name: 'GET own listing',
    method: 'GET',
    url: () => '/api/provider/worker',
    expect: { guest: 401, client: 403, owner: 200, otherSeeker: 200, vendor: 403, contractor: 403, admin: 403 },
  },
  {
    name: 'POST save listing',
    method: 'POST',
    url: () => '/api/provider/worker',
    payload: 'multipart',
    expect: { guest: 401, client: 403, owner: 200, otherSeeker: 200, vendor: 403, contractor: 403, admin: 403 },
  },
  {
    name: 'POST hide',
    method: 'POST',
    url: () => '/api/provider/worker/hide',
    payload: { Hidden: false },
    expect: { guest: 401, client: 403, owner: 200, otherSeeker: 200, vendor: 403, contractor: 403, admin: 403 },
  },
  {
    name: 'GET resume of a pending listing',
    method: 'GET',
    url: () => `/api/workers/resume?id=${pendingId}`,
    expect: { guest: 401, client: 404, owner: 200, otherSeeker: 404, vendor: 404, contractor: 404, admin: 200 },
  },
  {
    name: 'POST contact of a pending listing',
    method: 'POST',
    url: () => '/api/workers/contact',
    payload: { Id: 0 },
    expect: { guest: 401, client: 404, owner: 200, otherSeeker: 404, vendor: 404, contractor: 404, admin: 200 },
  },
];

describe('workforce authorisation matrix', () => {
  for (const row of MATRIX) {
    for (const who of ALL) {
      it(`${row.name} as ${who} → ${row.expect[who]}`, async () => {
        const r = await call(who, row.method, row.url(), row.payload);
        expect(r.status).toBe(row.expect[who]);
        if (r.status >= 400) {
          expect(r.type).toMatch(/application\/json/);
          expect(JSON.parse(r.body)).toMatchObject({ success: false, message: expect.any(String) });
          expect(r.body).not.toContain(SECRET_PHONE);
          expect(r.body).not.toContain('Matrix Owner');
        }
        if (r.status === 200 && who === 'otherSeeker') {
          // Another job seeker only ever sees or changes their own listing.
          expect(r.body).not.toContain('Matrix Owner');
          expect(r.body).not.toContain(SECRET_PHONE);
        }
      });
    }
  }

  it('the owner’s listing was never changed by anyone else', async () => {
    const r = await call('owner', 'GET', '/api/provider/worker');
    expect(JSON.parse(r.body).data).toMatchObject({ Id: pendingId, Name: 'Matrix Owner', Phone: SECRET_PHONE, Status: 'pending' });
  });

  it('the public list is open to everyone and carries no contact details for anyone', async () => {
    for (const who of ALL) {
      const r = await call(who, 'POST', '/api/public/v3/workers', { Keyword: 'Other Seeker' });
      expect(r.status).toBe(200);
      const card = JSON.parse(r.body).Data[0];
      expect(card.ContactVisible).toBe(false);
      expect('Phone' in card).toBe(false);
      // Nobody here verified an email: the admin may ask per worker, the others are told to verify (or log in).
      expect(card.ContactAccess).toBe(who === 'guest' ? 'login' : who === 'admin' ? 'reveal' : 'verify');
      // The pending listing is in nobody's public list.
      expect(r.body).not.toContain('Matrix Owner');
    }
  });
});
