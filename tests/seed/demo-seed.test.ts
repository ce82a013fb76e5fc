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
import { postJson, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';

const app = useTestApp();
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
      if (e.brand) expect(brands.has(e.brand)).toBe(true);
      if (e.is_available_for_rent) expect(e.monthly_rate).toBeGreaterThan(0);
      expect(e.year).toBeGreaterThanOrEqual(2008);
    }
    const categories = await q<{ category: string }>(sql`SELECT DISTINCT category FROM equipment`);
    expect(categories).toHaveLength(4);
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
