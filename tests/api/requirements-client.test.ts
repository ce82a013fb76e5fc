import { beforeAll, describe, expect, it } from 'vitest';
import { prefillOf } from '../../app/lib/requirement-prefill.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';

/**
 * The client's side of requirements and quotes (docs/decisions/056): a quote's provider contacts reach the
 * client only with the quote they accept; the form page and the account tab as the server renders them.
 */
const app = useTestApp();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

async function session(email: string) {
  const cookie = await loginCookie(app(), email, 'Secret@123');
  const get = async (url: string) => app().inject({ method: 'GET', url, headers: { cookie } });
  const post = async (url: string, payload: object) => {
    const r = await app().inject({ method: 'POST', url, payload, headers: { cookie } });
    return { status: r.statusCode, body: r.json() };
  };
  return { get, post };
}

type QuoteView = { Id: number; ProviderName: string; ProviderPhone: string | null; ProviderEmail: string | null; Status: string };
let client: Awaited<ReturnType<typeof session>>;
let vendorSession: Awaited<ReturnType<typeof session>>;

beforeAll(async () => {
  const db = testDb();
  const a = await createVendorUser(db, { vendor: { name: 'Konkan Earthmovers', phone: '+91 98220 11111', email: 'konkan@example.in' } });
  const b = await createVendorUser(db, { vendor: { name: 'Malwa Machines', phone: '+91 98930 22222', email: 'malwa@example.in' } });
  await createEquipment(db, a.vendor.id, { name: 'JCB 3DX Backhoe Loader', city: 'Pune' });
  await createEquipment(db, b.vendor.id, { name: 'CAT 424 Backhoe Loader', city: 'Pune' });
  const c = await createLoginUser(db, 'Secret@123', { fullName: 'Neha Joshi', phone: '9876500044' });
  client = await session(c.email);
  vendorSession = await session(a.user.email);
  const posted = await client.post('/api/requirements', {
    kind: 'equipment',
    machineType: 'backhoe-loader',
    site: 'Pune',
    startDate: inDays(6),
    duration: 10,
    durationUnit: 'days',
    operatorNeeded: 'no',
    phone: '9876500044',
  });
  expect(posted.status).toBe(200);
  for (const [who, price] of [
    [a.user.email, 1700],
    [b.user.email, 1900],
  ] as const) {
    const s = await session(who);
    expect((await s.post('/api/requirements/quote', { requirementId: posted.body.id, price, priceUnit: 'day', availableFrom: inDays(6) })).status).toBe(200);
  }
});

describe('quotes as the client sees them', () => {
  it("shows no provider's phone or email until a quote is accepted, then only the accepted provider's", async () => {
    const before = (await (await client.get('/api/requirements')).json()).data[0].Quotes as QuoteView[];
    expect(before.map((q) => [q.ProviderName, q.ProviderPhone, q.ProviderEmail])).toEqual([
      ['Konkan Earthmovers', null, null],
      ['Malwa Machines', null, null],
    ]);
    const accepted = await client.post('/api/requirements/accept', { quoteId: before[0]!.Id });
    expect(accepted.status).toBe(200);
    const shown = (q: QuoteView[]) => q.map((x) => [x.ProviderName, x.Status, x.ProviderPhone, x.ProviderEmail]);
    const expected = [
      ['Konkan Earthmovers', 'accepted', '+91 98220 11111', 'konkan@example.in'],
      ['Malwa Machines', 'declined', null, null],
    ];
    expect(shown(accepted.body.data.Quotes)).toEqual(expected);
    expect(shown((await (await client.get('/api/requirements')).json()).data[0].Quotes)).toEqual(expected);
  });
});

describe('the pages', () => {
  it('renders the account tab with the quotes for the client, and a note (not a refusal) for a provider', async () => {
    const mine = await client.get('/client/manage?tab=requirements');
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Konkan Earthmovers');
    expect(mine.body).toContain('₹1,700 / day');
    const theirs = await vendorSession.get('/client/manage?tab=requirements');
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain('Requirements are posted from a client account.');
  });

  it('renders the form prefilled from the address, noindex, in both languages', async () => {
    const en = await app().inject({ method: 'GET', url: '/requirements/new?machine=backhoe-loader&site=Pune' });
    expect(en.statusCode).toBe(200);
    expect(en.body).toMatch(/<meta name="robots" content="noindex/);
    expect(en.body).toContain('value="Backhoe Loader"');
    expect(en.body).toContain('value="Pune"');
    const hi = await app().inject({ method: 'GET', url: '/hi/requirements/new?contractor=Civil%20Contractor' });
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('<html lang="hi"');
    expect(hi.body).toContain('ज़रूरत बताएँ');
  });

  it('reads the prefill: a catalogue slug or name, a contractor type in any case, the site; nonsense is left out', () => {
    const q = (s: string) => prefillOf(new URLSearchParams(s));
    expect(q('machine=Backhoe%20Loader&site=%20Nagpur%20')).toMatchObject({ kind: 'equipment', machineType: 'backhoe-loader', site: 'Nagpur' });
    expect(q('contractor=civil%20contractor')).toMatchObject({ kind: 'contractor', contractorType: 'Civil Contractor', budgetUnit: 'job' });
    expect(q('machine=spaceship&contractor=wizard')).toMatchObject({ kind: 'equipment', machineType: '', contractorType: '' });
    expect(q(`site=${'x'.repeat(300)}`).site).toHaveLength(100);
  });
});
