import { assertPdfUpload } from '../../core/uploads/files.ts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordTools, verifyPassword } from '../../core/auth/password.ts';
import { gstinProblem } from '../../lib/gstin.ts';
import { parseKeyword } from '../../core/search/keyword.ts';
import { understandQuery } from '../../core/search/understand.ts';
import { resolveLocations } from '../../core/location.ts';
import { EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { BRANDS } from '../../data/equipment-specs.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoMarketplace, type DemoAccount } from '../../db/seed/demo.ts';
import { recordingSms } from '../../core/ports/sms.ts';
import { postJson, sessionCookieOf, useTestApp } from '../fixtures/app.ts';
import type { Mail } from '../../core/ports/mailer.ts';
import { sendSavedSearchAlerts } from '../../core/saved-search/send-alerts.ts';
import { testDb } from '../fixtures/db.ts';

const sms = recordingSms();
const app = useTestApp({}, { sms });
const q = async <T>(query: ReturnType<typeof sql>) => (await testDb().execute(query)).rows as T[];

let accounts: DemoAccount[] = [];
/** The storage the seed writes the demo document to. */
const stored = new Map<string, Uint8Array>();
const demoFiles = { put: async (key: string, data: Uint8Array) => void stored.set(key, data), url: (key: string) => `/uploads/${key}` };
beforeAll(async () => {
  expect(await isDatabaseEmpty(testDb())).toBe(true);
  ({ accounts } = await seedDemoMarketplace(testDb(), { equipment: 400, contractors: 120, seed: 7, passwords: passwordTools, files: demoFiles }));
}, 120_000);

describe('demo marketplace', () => {
  it('shows the structured enquiry and the equipment document to a newcomer (docs/decisions/053)', async () => {
    const hire = await q<{ hire_duration: number; hire_duration_unit: string; site_place: string; operator_needed: boolean; hire_start: string }>(
      sql`SELECT hire_duration, hire_duration_unit, site_place, operator_needed, hire_start::text FROM enquiries WHERE hire_start IS NOT NULL ORDER BY id`,
    );
    expect(hire.map((h) => [h.hire_duration, h.hire_duration_unit, h.site_place, h.operator_needed])).toEqual([
      [3, 'months', 'Pune, Maharashtra', true],
      [3, 'months', 'PIN 411057', true],
    ]);
    expect(new Date(`${hire[0]!.hire_start}T00:00:00Z`).getUTCDay()).toBe(1);
    const docs = await q<{ equipment_doc_url: string; status: string }>(sql`SELECT equipment_doc_url, status FROM equipment WHERE equipment_doc_url IS NOT NULL`);
    expect(docs).toEqual([{ equipment_doc_url: '/uploads/documents/demo-brochure-0001.pdf', status: 'approved' }]);
    const pdf = stored.get('documents/demo-brochure-0001.pdf')!;
    // The same checks as a vendor's upload (core/uploads/files.ts).
    await expect(assertPdfUpload(pdf)).resolves.toBeUndefined();
  });

  it('is no longer empty, with one account per role, each with its own random password that signs in', async () => {
    expect(await isDatabaseEmpty(testDb())).toBe(false);
    const users = await q<{ email: string; role: string; password_hash: string }>(sql`SELECT email, role, password_hash FROM users WHERE email LIKE '%@demo.buildmart.in'`);
    expect(users.map((u) => u.role).sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.role).sort());
    expect(accounts.map((a) => a.email).sort()).toEqual(users.map((u) => u.email).sort());
    expect(new Set(accounts.map((a) => a.password)).size).toBe(accounts.length);
    for (const a of accounts) {
      expect(a.password).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){3}$/);
      expect(users.find((u) => u.email === a.email)!.password_hash).toMatch(/^\$argon2id\$/);
      const login = await postJson(app(), '/api/account/login', { email: a.email, password: a.password });
      expect(login.status, a.email).toBe(200);
      expect(login.body.user.Role).toBe(a.role);
    }
  });

  it('gives every demo account a verified phone that signs in with a texted code (docs/decisions/057)', async () => {
    const rows = await q<{ email: string; phone: string; verified: boolean }>(
      sql`SELECT email, phone, phone_verified_at IS NOT NULL AS verified FROM users WHERE email LIKE '%@demo.buildmart.in'`,
    );
    for (const a of accounts) expect(rows.find((r) => r.email === a.email)).toEqual({ email: a.email, phone: a.phone, verified: true });
    const client = accounts.find((a) => a.role === 'Client')!;
    expect(client.phone).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
    expect((await postJson(app(), '/api/account/phone/send-otp', { phone: client.phone })).status).toBe(200);
    const code = sms.sent.find((m) => m.to === client.phone)!.vars.otp;
    const res = await app().inject({ method: 'POST', url: '/api/account/phone/verify', payload: { phone: client.phone, otp: code } });
    expect(res.json()).toMatchObject({ signedIn: true, user: { Email: client.email, Role: 'Client' } });
    expect(sessionCookieOf(res)).toMatch(/^bm_session=/);
  });

  it('gives the generated review writers no password at all', async () => {
    const writers = await q<{ email: string; password_hash: string }>(sql`SELECT email, password_hash FROM users WHERE email LIKE 'client7-%@example.in'`);
    expect(writers.length).toBeGreaterThanOrEqual(40);
    for (const w of writers) expect(w.password_hash).not.toMatch(/^\$argon2/);
    expect(await verifyPassword(writers[0]!.password_hash, '')).toBe(false);
  });

  it('has realistic Indian vendors: valid GSTINs, +91 mobile numbers, known brands and catalogue items', async () => {
    const vendors = await q<{ gstin: string; phone: string }>(sql`SELECT gstin, phone FROM vendors`);
    expect(vendors.length).toBeGreaterThanOrEqual(12);
    for (const v of vendors) {
      expect(gstinProblem(v.gstin)).toBeUndefined();
      expect(v.phone).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
    }
    const eq = await q<{ brand: string; catalogue_slug: string; monthly_rate: number | null; is_available_for_rent: boolean; year: number }>(
      sql`SELECT brand, catalogue_slug, monthly_rate, is_available_for_rent, year FROM equipment`,
    );
    expect(eq).toHaveLength(400);
    const slugs = new Set(EQUIPMENT_CATALOGUE.map((c) => c.slug));
    const brands = new Set(BRANDS);
    for (const e of eq) {
      expect(slugs.has(e.catalogue_slug)).toBe(true);
      expect(brands.has(e.brand), e.brand).toBe(true);
      expect(e.year).toBeGreaterThanOrEqual(2008);
    }
    const categories = await q<{ category: string }>(sql`SELECT DISTINCT category FROM equipment`);
    expect(categories).toHaveLength(4);
  });

  it('has consistent rate cards: condition agrees with hours and year, the text with the operator and rates (decision 052)', async () => {
    const rows = await q<{
      name: string;
      brand: string | null;
      condition: string;
      year: number;
      specification: string;
      description: string;
      rent: boolean;
      daily_rate: number | null;
      monthly_rate: number | null;
      hourly_rate: number | null;
      operator_available: boolean;
      operator_included: boolean;
      fuel_included: boolean;
      min_hire: number | null;
      min_hire_unit: string | null;
      mobilisation_charge: number | null;
      catalogue_slug: string;
    }>(
      sql`SELECT name, brand, condition, year, specification, description, is_available_for_rent AS rent, daily_rate, monthly_rate, hourly_rate,
            operator_available, operator_included, fuel_included, min_hire, min_hire_unit, mobilisation_charge, catalogue_slug FROM equipment`,
    );
    const hoursOf = (s: string) => Number(/([\d,]+) (?:working )?hours/.exec(s)![1]!.replace(/,/g, ''));
    for (const e of rows) {
      const where = `${e.name}: ${e.condition}, ${e.year}, ${e.specification} / ${e.description}`;
      // Every machine has a real brand, and a condition a buyer can believe.
      expect(e.brand?.trim(), where).toBeTruthy();
      const hours = hoursOf(e.specification);
      if (e.condition === 'New') expect(hours <= 500 && e.year >= 2024, where).toBe(true);
      if (e.condition === 'Excellent') expect(hours <= 4000 && e.year >= 2022, where).toBe(true);
      // About 1,500 working hours a year at most.
      expect(hours, where).toBeLessThanOrEqual((2025 - e.year + 1) * 1500);
      // The words agree with the rate card.
      expect(/hourly/.test(e.description), where).toBe(e.hourly_rate !== null);
      expect(/daily/.test(e.description), where).toBe(e.daily_rate !== null);
      expect(/monthly/.test(e.description), where).toBe(e.monthly_rate !== null);
      expect(/trained operator/.test(e.description), where).toBe(e.operator_included);
      expect(/without an operator/.test(e.description), where).toBe(!e.operator_available);
      if (e.operator_included) expect(e.operator_available, where).toBe(true);
      if (e.rent) {
        expect(e.daily_rate ?? e.monthly_rate ?? e.hourly_rate, where).toBeGreaterThan(0);
        expect(e.min_hire, where).toBeGreaterThan(0);
        expect(/Diesel included/.test(e.description), where).toBe(e.fuel_included);
      } else {
        expect([e.daily_rate, e.monthly_rate, e.hourly_rate, e.min_hire, e.mobilisation_charge], where).toEqual([null, null, null, null, null]);
        expect(e.fuel_included || e.operator_included, where).toBe(false);
      }
      // A daily rent costs more a day than the monthly one.
      if (e.daily_rate && e.monthly_rate) expect(e.daily_rate * 26, where).toBeGreaterThan(e.monthly_rate);
    }
    const rented = rows.filter((e) => e.rent);
    const share = (f: (e: (typeof rows)[number]) => boolean) => rented.filter(f).length / rented.length;
    // ₹/day and ₹/month for most; ₹/hour for the machines hired by the hour; wet and dry hire, fuel and mobilisation both ways.
    expect(share((e) => e.daily_rate !== null && e.monthly_rate !== null)).toBeGreaterThan(0.7);
    expect(share((e) => e.hourly_rate !== null && e.min_hire_unit === 'hours')).toBeGreaterThan(0.1);
    for (const f of [
      (e: (typeof rows)[number]) => e.operator_included,
      (e: (typeof rows)[number]) => e.fuel_included,
      (e: (typeof rows)[number]) => e.mobilisation_charge !== null,
    ]) {
      expect(share(f)).toBeGreaterThan(0.1);
      expect(share(f)).toBeLessThan(0.95);
    }
    // The seed loads with triggers off and rebuilds the price counts: a max ₹/day total is exact.
    for (const MaxDailyRate of [3000, 6000]) {
      const [truth] = await q<{ n: number }>(sql`SELECT count(*)::int AS n FROM equipment WHERE status = 'approved' AND daily_rate <= ${MaxDailyRate}`);
      expect((await postJson(app(), '/api/public/v3/equipments', { MaxDailyRate })).body.TotalRecords).toBe(truth!.n);
    }
  });

  it('has contractors with types, sectors, locations and projects, and reviews with cached ratings', async () => {
    const [c] = await q<{ n: number; with_projects: number }>(
      sql`SELECT count(*)::int n, count(*) FILTER (WHERE EXISTS (SELECT 1 FROM contractor_projects p WHERE p.contractor_id = c.id))::int with_projects FROM contractors c`,
    );
    expect(c).toEqual({ n: 120, with_projects: 120 });
    const [r] = await q<{ n: number; mismatched: number }>(
      sql`SELECT (SELECT count(*)::int FROM reviews) n,
          (SELECT count(*)::int FROM equipment e WHERE e.rating_count <> (SELECT count(*) FROM reviews r WHERE r.equipment_id = e.id AND NOT r.is_hidden)) mismatched`,
    );
    expect(r!.n).toBeGreaterThan(100);
    expect(r!.mismatched).toBe(0);
  });

  it('keeps the count table equal to the approved listings', async () => {
    const [row] = await q<{ counted: number; actual: number }>(
      sql`SELECT (SELECT sum(n)::int FROM equipment_counts) counted, (SELECT count(*)::int FROM equipment WHERE status = 'approved') actual`,
    );
    expect(row!.counted).toBe(row!.actual);
    const api = await postJson(app(), '/api/public/v3/equipments', {});
    expect(api.body.TotalRecords).toBe(row!.actual);
  });

  it('is searchable the way buyers type: typos and brand-as-generic words', async () => {
    const [{ n: excavators }] = await q<{ n: number }>(sql`SELECT count(*)::int n FROM equipment WHERE status = 'approved' AND catalogue_slug = 'excavator'`);
    const typo = await postJson(app(), '/api/public/v3/equipments', { Keyword: 'excavater', PageSize: 50 });
    expect(typo.body.TotalRecords).toBeGreaterThanOrEqual(excavators);
    // Ranked: the excavators themselves come first (related words such as 'excavation' rank lower).
    const top = typo.body.Data.slice(0, Math.min(excavators, 10));
    expect(top.length).toBeGreaterThan(0);
    expect(top.every((e: any) => /excavator/i.test(e.Name))).toBe(true);
    expect(typo.body.Corrections).toEqual({ excavater: 'excavator' });
    const [{ n: backhoes }] = await q<{ n: number }>(sql`SELECT count(*)::int n FROM equipment WHERE status = 'approved' AND catalogue_slug = 'backhoe-loader'`);
    const jcb = await postJson(app(), '/api/public/v3/equipments', { Keyword: 'jcb', PageSize: 50 });
    expect(jcb.body.TotalRecords).toBeGreaterThanOrEqual(backhoes);
    // A JCB-made machine (its brand, or named so when the brand field was left empty) or a backhoe.
    expect(jcb.body.Data.filter((e: any) => !(e.Brand === 'JCB' || /^JCB |backhoe/i.test(e.Name) || /backhoe/i.test(e.Description)))).toEqual([]);
  });

  it('answers exact totals: the count tables agree with counting the rows, for any keyword and filter', async () => {
    const keywords = [undefined, 'excavator', 'crane', 'jcb', 'excavater', 'mixer', 'pune', 'loader', 'transit mixer', 'hydra', 'zzzz'];
    const filters: { Category?: string; Location?: string[]; AvailableForRent?: boolean; AvailableForSale?: boolean }[] = [
      {},
      { Category: 'earth-moving-equipment' },
      { Location: ['Mumbai', 'Pune', 'Delhi'] },
      { AvailableForSale: true },
      { Location: ['Maharashtra'], AvailableForRent: true },
    ];
    for (const Keyword of keywords) {
      for (const f of filters) {
        // The same search counted by a plain scan: what the keyword was understood as (machine types, places,
        // rent/sale; decision 040), the chosen filters winning, and the rest as text.
        const u = understandQuery(Keyword, 'equipment', { category: f.Category, locations: !!f.Location?.length, availability: !!(f.AvailableForRent || f.AvailableForSale) });
        const chosen = resolveLocations(f.Location);
        const cities = [...chosen.cities, ...u.places.flatMap((p) => p.cities)];
        const states = [...chosen.states, ...u.places.flatMap((p) => p.states)];
        const where = [sql`status = 'approved'`];
        const category = f.Category ?? u.category;
        if (category) where.push(sql`category = ${category}`);
        if (u.machineTypes.length) where.push(sql`catalogue_slug = ANY(${sql.param(u.machineTypes)}::text[])`);
        if (cities.length || states.length) where.push(sql`(city = ANY(${sql.param(cities)}::text[]) OR state = ANY(${sql.param(states)}::text[]))`);
        if (f.AvailableForRent || u.availability === 'rent') where.push(sql`is_available_for_rent`);
        if (f.AvailableForSale || u.availability === 'sale') where.push(sql`is_available_for_sale`);
        const tsq = parseKeyword(u.text).tsquery;
        if (tsq) where.push(sql`search @@ to_tsquery('english', ${tsq})`);
        const [{ n }] = await q<{ n: number }>(sql`SELECT count(*)::int n FROM equipment WHERE ${sql.join(where, sql` AND `)}`);
        const api = (await postJson(app(), '/api/public/v3/equipments', { Keyword, ...f, PageSize: 3 })).body;
        expect(api.TotalRecords, JSON.stringify({ Keyword, ...f })).toBe(n);
      }
    }
  });

  it('gives the demo client enquiries and saved items dated this month', async () => {
    const [row] = await q<{ enquiries: number; saved: number }>(
      sql`SELECT (SELECT count(*)::int FROM enquiries e JOIN users u ON u.id = e.user_id WHERE u.email = 'client@demo.buildmart.in') enquiries,
          (SELECT count(*)::int FROM saved_items s JOIN users u ON u.id = s.user_id WHERE u.email = 'client@demo.buildmart.in') saved`,
    );
    expect(row!.enquiries).toBe(3);
    expect(row!.saved).toBeGreaterThanOrEqual(2);
    // One vendor reply the demo client has not opened yet: the header's and the client area's badges.
    const [unread] = await q<{ n: number }>(
      sql`SELECT count(*)::int n FROM enquiries e JOIN users u ON u.id = e.user_id WHERE u.email = 'client@demo.buildmart.in'
          AND EXISTS (SELECT 1 FROM enquiry_replies r WHERE r.enquiry_id = e.id AND r.sender <> 'Client' AND r.created_at > coalesce(e.client_read_at, '-infinity'))`,
    );
    expect(unread!.n).toBe(1);
  });

  it('shows earned trust on the demo vendor’s and contractor’s pages: GST verified, a reply time, verified-hire reviews, an answer (docs/decisions/058)', async () => {
    const [ids] = await q<{ equipment: number; contractor: number }>(
      sql`SELECT (SELECT e.id FROM equipment e JOIN vendors v ON v.id = e.vendor_id JOIN users u ON u.id = v.user_id
                  WHERE u.email = 'vendor@demo.buildmart.in' AND e.status = 'approved' ORDER BY e.id LIMIT 1) equipment,
                 (SELECT c.id FROM contractors c JOIN users u ON u.id = c.user_id WHERE u.email = 'contractor@demo.buildmart.in') contractor`,
    );
    const eq = (await postJson(app(), '/api/public/v3/equipment-detail', { id: ids!.equipment })).body.data;
    expect(eq.Vendor.Trust.GstVerified).toBe(true);
    // About 2 hours (the demo client's own thread, answered after 10 hours, may join the median).
    expect(eq.Vendor.Trust.ReplyMedianMinutes).toBeGreaterThanOrEqual(90);
    expect(eq.Vendor.Trust.ReplyMedianMinutes).toBeLessThanOrEqual(180);
    const verified = eq.Equipment.Reviews.filter((r: { VerifiedHire: boolean }) => r.VerifiedHire);
    expect(verified).toHaveLength(2);
    expect(verified.filter((r: { Answer: unknown }) => r.Answer)).toHaveLength(1);
    const c = (await postJson(app(), '/api/public/v3/contractor-detail', { id: ids!.contractor })).body.data;
    expect(c.trust).toMatchObject({ GstVerified: true, ReplyMedianMinutes: 240 });
    expect(c.reviews.filter((r: { VerifiedHire: boolean; Answer: unknown }) => r.VerifiedHire && r.Answer)).toHaveLength(1);
  });

  it('shows requirements with quotes: the client’s side by side, one waiting for the demo vendor’s quote, one the demo contractor won (docs/decisions/056)', async () => {
    const cookieOf = async (email: string) => {
      const a = accounts.find((x) => x.email === email)!;
      const login = await app().inject({ method: 'POST', url: '/api/account/login', payload: { email, password: a.password } });
      return String(login.headers['set-cookie']).split(';')[0]!;
    };
    const get = async (email: string, url: string) => (await app().inject({ method: 'GET', url, headers: { cookie: await cookieOf(email) } })).json();
    const mine = (await get('client@demo.buildmart.in', '/api/requirements')).data as { Status: string; Kind: string; Recipients: number; Quotes: { Status: string }[] }[];
    expect(mine.map((r) => [r.Kind, r.Status])).toEqual([
      ['equipment', 'open'],
      ['equipment', 'open'],
      ['contractor', 'accepted'],
    ]);
    // The open machine requirement has quotes from several vendors to compare.
    expect(mine[1]!.Quotes.length).toBeGreaterThanOrEqual(2);
    expect(mine[1]!.Recipients).toBeGreaterThan(mine[1]!.Quotes.length);
    expect(mine[2]!.Quotes.map((x) => x.Status).sort()).toEqual(['accepted', 'declined']);

    const vendorInbox = (await get('vendor@demo.buildmart.in', '/api/requirements/inbox')).data as { Status: string; MyQuote: unknown; ClientPhone: string | null }[];
    expect(vendorInbox.some((r) => r.Status === 'open' && r.MyQuote === null && r.ClientPhone === null)).toBe(true);
    const contractorInbox = (await get('contractor@demo.buildmart.in', '/api/requirements/inbox')).data as {
      Status: string;
      MyQuote: { Status: string } | null;
      ClientPhone: string | null;
    }[];
    expect(contractorInbox).toEqual([expect.objectContaining({ Status: 'accepted', MyQuote: expect.objectContaining({ Status: 'accepted' }), ClientPhone: '+91 98200 12345' })]);
  });

  it('gives the demo client a saved search with new matches that the daily mail lists once (docs/decisions/059)', async () => {
    const a = accounts.find((x) => x.email === 'client@demo.buildmart.in')!;
    const login = await app().inject({ method: 'POST', url: '/api/account/login', payload: { email: a.email, password: a.password } });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const list = (await app().inject({ method: 'GET', url: '/api/saved-searches', headers: { cookie } })).json().data as { name: string; path: string; alerts: boolean }[];
    expect(list).toHaveLength(1);
    expect(list[0]!.path).toMatch(/^\/equipments\?cat=[\w-]+&loc=/);
    expect(list[0]!.name).toMatch(/ in /);
    expect(list[0]!.alerts).toBe(true);
    const run = () => {
      const sent: Mail[] = [];
      return sendSavedSearchAlerts({ db: testDb(), now: () => new Date(), secret: 'x'.repeat(40), mailerFor: () => ({ send: async (m) => void sent.push(m) }) }).then(() => sent);
    };
    const first = (await run()).filter((m) => m.to === a.email);
    expect(first).toHaveLength(1);
    expect(first[0]!.subject).toMatch(/^[1-3] new listings? for "/);
    expect((await run()).filter((m) => m.to === a.email)).toHaveLength(0);
  });

  it('has a workforce directory of approved job seekers and agencies, one of them the demo job seeker’s', async () => {
    const rows = await q<{ category: string; kind: string; city: string; phone: string; email: string | null }>(
      sql`SELECT w.category, w.kind, w.city, w.phone, u.email FROM workers w JOIN users u ON u.id = w.user_id WHERE w.status = 'approved' AND NOT w.is_hidden`,
    );
    expect(rows.length).toBe(240);
    expect(new Set(rows.map((w) => w.category))).toEqual(new Set(['general', 'skilled', 'unskilled', 'technician']));
    expect(new Set(rows.map((w) => w.kind))).toEqual(new Set(['individual', 'agency']));
    expect(new Set(rows.map((w) => w.city)).size).toBeGreaterThan(10);
    for (const w of rows) expect(w.phone).toMatch(/^\+91 [6-9]\d{4} \d{5}$/);
    expect(rows.filter((w) => w.email === 'jobseeker@demo.buildmart.in')).toHaveLength(1);
    const api = await postJson(app(), '/api/public/v3/workers', { Categories: ['technician'] });
    expect(api.body.TotalRecords).toBe(60);
  });

  it('is deterministic: the same seed gives the same marketplace', async () => {
    const snapshot = async () =>
      (await q<{ name: string; city: string; monthly_rate: number | null }>(sql`SELECT name, city, monthly_rate FROM equipment ORDER BY id LIMIT 50`)).map(
        (r) => `${r.name}|${r.city}|${r.monthly_rate}`,
      );
    const workerSnapshot = async () => (await q<{ name: string; city: string }>(sql`SELECT name, city FROM workers ORDER BY id`)).map((w) => `${w.name}|${w.city}`);
    const before = await snapshot();
    const workersBefore = await workerSnapshot();
    await seedDemoMarketplace(testDb(), { equipment: 400, contractors: 120, seed: 7, reset: true, passwords: passwordTools });
    expect(await snapshot()).toEqual(before);
    expect(await workerSnapshot()).toEqual(workersBefore);
    await seedDemoMarketplace(testDb(), { equipment: 400, contractors: 120, seed: 8, reset: true, passwords: passwordTools });
    expect(await snapshot()).not.toEqual(before);
  });
});
