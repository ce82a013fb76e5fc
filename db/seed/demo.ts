import { DEMO_DOCUMENT_KEY, demoBrochurePdf } from './demo-document.ts';
import { sql } from 'drizzle-orm';
import cliProgress from 'cli-progress';
import { categoryBySlug } from '../../data/equipment-catalogue.ts';
import { CITIES } from '../../data/locations.ts';
import type { Db } from '../client.ts';
import { copyRows } from './copy.ts';
import * as gen from './generate.ts';
import { Rng } from './random.ts';
import { seedWorkers } from './workers.ts';

/** The demo marketplace `npm start` loads on its first run (and the search-quality set is judged against). */
export const DEMO_SIZE = { equipment: 1000, contractors: 300, seed: 1 } as const;

/** `phone`: verified, so the account also signs in by phone (the code lands in DATA_DIR/sms-outbox and the log; docs/decisions/057). */
export type DemoAccount = { role: string; email: string; password: string; phone: string };

export type SeedOptions = {
  equipment: number;
  contractors: number;
  seed: number;
  /** Empty the marketplace tables first (identity restarts, so the same seed gives the same ids). */
  reset?: boolean;
  log?: (line: string) => void;
  progress?: boolean;
  /**
   * Makes and hashes the demo accounts' passwords. The caller passes the app's own
   * (core/auth/password.ts: generatePassword, hashPassword), so that db/ never imports core/.
   */
  passwords: { generate: () => string; hash: (password: string) => Promise<string> };
  /** The app's file storage (core/ports/storage.ts), for the demo equipment's document; without it no listing has one. */
  files?: { put(key: string, data: Uint8Array): Promise<void>; url(key: string): string };
};

/**
 * The demo accounts, one per role. Their passwords are generated at random for each installation
 * when the marketplace is loaded (printed once, kept in DATA_DIR/demo-accounts.txt): nothing in the
 * repository signs in to a real install.
 */
export const DEMO_ACCOUNTS = [
  { role: 'Admin', email: 'admin@demo.buildmart.in', name: 'Asha Admin' },
  { role: 'Client', email: 'client@demo.buildmart.in', name: 'Rohan Mehta' },
  { role: 'Vendor', email: 'vendor@demo.buildmart.in', name: 'Vikram Patil' },
  { role: 'Contractor', email: 'contractor@demo.buildmart.in', name: 'Sunita Reddy' },
  { role: 'JobSeeker', email: 'jobseeker@demo.buildmart.in', name: 'Ramesh Yadav' },
] as const;

const MARKETPLACE_TABLES = [
  'users',
  'sessions',
  'client_profiles',
  'email_otps',
  'vendors',
  'equipment',
  'equipment_counts',
  'equipment_type_counts',
  'equipment_count_totals',
  'equipment_day_counts',
  'equipment_price_counts',
  'equipment_word_counts',
  'equipment_word_totals',
  'contractors',
  'contractor_facets',
  'contractor_projects',
  'reviews',
  'enquiries',
  'enquiry_replies',
  'requirements',
  'requirement_recipients',
  'requirement_quotes',
  'saved_items',
  'saved_searches',
  'saved_search_hits',
  'visits',
  'contact_messages',
  'workers',
];

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const r = await db.execute<{ n: number }>(sql`SELECT (SELECT count(*) FROM users) + (SELECT count(*) FROM equipment) AS n`);
  return Number(r.rows[0]?.n ?? 0) === 0;
}

function progressBar(label: string, total: number, enabled: boolean, log: (l: string) => void) {
  if (enabled && process.stdout.isTTY) {
    const bar = new cliProgress.SingleBar({ format: `${label.padEnd(12)} [{bar}] {percentage}% | {value}/{total} | {eta_formatted} left` }, cliProgress.Presets.shades_classic);
    bar.start(total, 0);
    return { tick: (n: number) => bar.increment(n), stop: () => bar.stop() };
  }
  let done = 0;
  let nextReport = total / 10;
  return {
    tick: (n: number) => {
      done += n;
      if (enabled && done >= nextReport) {
        log(`${label}: ${done}/${total} (${Math.round((done / total) * 100)}%)`);
        nextReport += total / 10;
      }
    },
    stop: () => {},
  };
}

/**
 * Loads a deterministic, realistic Indian marketplace: vendors, equipment, contractors with
 * projects, client reviews, the demo accounts, and a few enquiries and saved items for the demo
 * client. Bulk rows go through COPY; for large loads the list indexes are rebuilt afterwards.
 */
export async function seedDemoMarketplace(db: Db, opts: SeedOptions) {
  const log = opts.log ?? (() => {});
  const started = Date.now();
  const r = new Rng(opts.seed);
  const anchor = Date.now();
  const client = await db.$client.connect();
  try {
    await client.query(`SET maintenance_work_mem = '512MB'`);
    await client.query('SET statement_timeout = 0');
    await client.query(`SET work_mem = '256MB'`);
    // All or nothing: a failed or interrupted load leaves the database as it was.
    await client.query('BEGIN');
    if (opts.reset) await client.query(`TRUNCATE ${MARKETPLACE_TABLES.join(', ')} RESTART IDENTITY CASCADE`);

    // Accounts: the demo users, each with its own random password, plus review writers nobody signs in as.
    const accounts = await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => {
        const password = opts.passwords.generate();
        return { ...a, password, hash: await opts.passwords.hash(password) };
      }),
    );
    // Not an argon2 hash: no password matches it (as for the seeded job seekers in workers.ts).
    const reviewerHash = '!seeded-no-login';
    const phones = DEMO_ACCOUNTS.map(() => gen.mobile(r));
    // Verified numbers (phone sign-in); a number some other account already verified stays with it.
    const accountRows = await client.query<{ id: number; email: string; phone: string }>(
      `INSERT INTO users (email, full_name, phone, password_hash, role, email_confirmed, phone_verified_at)
       SELECT u.*, CASE WHEN EXISTS (SELECT 1 FROM users v WHERE v.phone = u.phone AND v.phone_verified_at IS NOT NULL) THEN NULL ELSE now() END
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::user_role[], $6::boolean[]) AS u(email, full_name, phone, password_hash, role, email_confirmed)
       ON CONFLICT DO NOTHING RETURNING id, email, phone`,
      [
        DEMO_ACCOUNTS.map((a) => a.email),
        DEMO_ACCOUNTS.map((a) => a.name),
        phones,
        accounts.map((a) => a.hash),
        DEMO_ACCOUNTS.map((a) => a.role),
        DEMO_ACCOUNTS.map((a) => a.role !== 'Client'),
      ],
    );
    const userId = (email: string) => accountRows.rows.find((a) => a.email === email)?.id ?? null;
    const reviewerCount = Math.min(2000, Math.max(40, Math.ceil(opts.equipment / 500)));
    const firstReviewer = await nextId(client, 'users');
    await copyRows(
      client,
      'users',
      ['email', 'full_name', 'phone', 'password_hash', 'role', 'email_confirmed'],
      (function* () {
        for (let i = 0; i < reviewerCount; i++) yield [`client${opts.seed}-${firstReviewer + i}@example.in`, gen.person(r), gen.mobile(r), reviewerHash, 'Client', true];
      })(),
    );
    const reviewerIds = Array.from({ length: reviewerCount }, (_, i) => firstReviewer + i);

    // Vendors: about one per 25 listings; the first belongs to the demo vendor account.
    const vendorCount = Math.max(12, Math.ceil(opts.equipment / 25));
    const firstVendor = await nextId(client, 'vendors');
    const vendorCities: (typeof CITIES)[number][] = [];
    await copyRows(
      client,
      'vendors',
      ['user_id', 'name', 'contact_person', 'city', 'state', 'email', 'phone', 'gstin', 'year_established', 'service_areas', 'is_verified', 'verified_at', 'created_at'],
      (function* () {
        for (let i = 0; i < vendorCount; i++) {
          const v = gen.vendor(r, firstVendor + i);
          vendorCities.push(CITIES.find((c) => c.label === v.city) ?? CITIES[0]!);
          const own = i === 0 ? userId(DEMO_ACCOUNTS[2].email) : null;
          yield [
            own,
            v.name,
            v.contactPerson,
            v.city,
            v.state,
            v.email,
            v.phone,
            v.gstin,
            v.yearEstablished,
            v.serviceAreas,
            v.isVerified,
            v.isVerified ? new Date(anchor) : null,
            new Date(anchor - 400 * 86400_000),
          ];
        }
      })(),
    );

    // Equipment, bulk: triggers off, indexes rebuilt afterwards when the load is large.
    const bulk = opts.equipment >= 20_000;
    await client.query('ALTER TABLE equipment DISABLE TRIGGER USER');
    const dropped = bulk ? await dropIndexes(client, 'equipment') : [];
    const bar = progressBar('Equipment', opts.equipment, opts.progress ?? false, log);
    await copyRows(
      client,
      'equipment',
      [
        'vendor_id',
        'catalogue_slug',
        'name',
        'model',
        'capacity',
        'description',
        'specification',
        'category',
        'brand',
        'condition',
        'year',
        'city',
        'state',
        'is_available_for_rent',
        'is_available_for_sale',
        'monthly_rate',
        'daily_rate',
        'hourly_rate',
        'operator_available',
        'operator_included',
        'fuel_included',
        'min_hire',
        'min_hire_unit',
        'mobilisation_charge',
        'thumbnail_url',
        'gallery_images',
        'status',
        'created_at',
        'updated_at',
      ],
      (function* () {
        for (let i = 0; i < opts.equipment; i++) {
          // The demo vendor gets the first eight listings so its workspace is never empty.
          const vi = i < 8 ? 0 : r.int(0, vendorCount - 1);
          const e = gen.equipmentItem(r, vendorCities[vi]!, 540);
          const created = new Date(anchor - e.ageSeconds * 1000);
          yield [
            firstVendor + vi,
            e.catalogueSlug,
            e.name,
            e.model,
            e.capacity,
            e.description,
            e.specification,
            e.category,
            e.brand,
            e.condition,
            e.year,
            e.city,
            e.state,
            e.rent,
            e.sale,
            e.monthlyRate,
            e.dailyRate,
            e.hourlyRate,
            e.operator,
            e.operatorIncluded,
            e.fuelIncluded,
            e.minHire,
            e.minHireUnit,
            e.mobilisationCharge,
            e.thumbnailUrl,
            e.gallery,
            i < 8 ? 'approved' : e.status,
            created,
            created,
          ];
        }
      })(),
      (n) => bar.tick(n),
    );
    bar.stop();
    await client.query('ALTER TABLE equipment ENABLE TRIGGER USER');
    if (dropped.length) {
      log(`Rebuilding ${dropped.length} equipment indexes…`);
      for (const def of dropped) await client.query(def);
    }
    await rebuildEquipmentCounts(client);
    await rebuildTypeCounts(client);
    await rebuildWordCounts(client);
    await rebuildDayCounts(client);
    await rebuildPriceCounts(client);
    await rebuildRentPairCounts(client);

    // Contractors and their projects.
    const firstContractor = await nextId(client, 'contractors');
    const projects: unknown[][] = [];
    const cbar = progressBar('Contractors', opts.contractors, opts.progress ?? false, log);
    await copyRows(
      client,
      'contractors',
      [
        'user_id',
        'company_name',
        'contact_person',
        'owner_name',
        'mobile',
        'email',
        'website',
        'city',
        'state',
        'registered_since',
        'year_of_establishment',
        'labor_strength',
        'contractor_types',
        'working_sectors',
        'work_locations',
        'specific_work_detail',
        'certificates',
        'is_paid_user',
        'paid_plan',
        'gstin',
        'is_verified',
        'verified_at',
        'status',
        'created_at',
        'updated_at',
      ],
      (function* () {
        for (let i = 0; i < opts.contractors; i++) {
          const c = gen.contractor(r, firstContractor + i, 540);
          const created = new Date(anchor - c.ageSeconds * 1000);
          for (const p of c.projects) projects.push([firstContractor + i, p.title, p.location, p.sector, p.description, created]);
          yield [
            i === 0 ? userId(DEMO_ACCOUNTS[3].email) : null,
            c.companyName,
            c.contactPerson,
            c.ownerName,
            c.mobile,
            c.email,
            c.website,
            c.city,
            c.state,
            c.registeredSince,
            c.yearOfEstablishment,
            c.laborStrength,
            c.types,
            c.sectors,
            c.workLocations,
            c.specificWorkDetail,
            c.certificates,
            c.isPaidUser,
            c.paidPlan,
            c.gstin,
            c.isVerified,
            c.isVerified ? new Date(anchor) : null,
            i === 0 ? 'approved' : c.status,
            created,
            created,
          ];
        }
      })(),
      (n) => cbar.tick(n),
    );
    cbar.stop();
    await copyRows(client, 'contractor_projects', ['contractor_id', 'title', 'location', 'sector', 'description', 'created_at'], projects);

    // Reviews: distinct (reviewer, listing) pairs; ratings cached on listings, vendors and contractors.
    const firstEquipment = (await client.query<{ id: number }>('SELECT min(id)::int AS id FROM equipment WHERE vendor_id >= $1', [firstVendor])).rows[0]?.id ?? 1;
    const reviewRows: unknown[][] = [];
    const seen = new Set<string>();
    const equipmentReviews = Math.min(20_000, Math.ceil(opts.equipment / 3));
    const contractorReviews = Math.min(10_000, Math.ceil(opts.contractors / 2));
    for (let i = 0; i < equipmentReviews + contractorReviews; i++) {
      const isEq = i < equipmentReviews;
      const target = isEq ? firstEquipment + r.int(0, Math.min(opts.equipment, 60_000) - 1) : firstContractor + r.int(0, opts.contractors - 1);
      const who = r.pick(reviewerIds);
      const key = `${isEq}-${target}-${who}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const [stars, text] = gen.reviewText(r);
      reviewRows.push([who, isEq ? target : null, isEq ? null : target, stars, text, new Date(anchor - r.int(0, 300) * 86400_000)]);
    }
    await copyRows(client, 'reviews', ['user_id', 'equipment_id', 'contractor_id', 'stars', 'text', 'created_at'], reviewRows);
    await client.query(`UPDATE reviews r SET vendor_id = e.vendor_id FROM equipment e WHERE r.equipment_id = e.id AND r.vendor_id IS NULL`);
    await seedDemoTrust(client, firstVendor, firstContractor, anchor);
    await refreshRatings(client);

    await seedDemoClientActivity(client, userId(DEMO_ACCOUNTS[1].email), firstVendor, firstContractor, r, anchor);
    await seedDemoRequirements(client, userId(DEMO_ACCOUNTS[1].email), firstVendor, firstContractor, opts.seed, anchor);
    await seedDemoSavedSearch(client, userId(DEMO_ACCOUNTS[1].email), anchor);
    if (opts.files) await seedDemoDocument(client, opts.files, firstVendor);
    // Workforce directory (/staffing); the demo job seeker owns the first listing.
    await seedWorkers(client, { seed: opts.seed, ownerId: userId(DEMO_ACCOUNTS[4].email), ownerName: DEMO_ACCOUNTS[4].name, anchor });

    await client.query('COMMIT');
    log('Analysing tables…');
    await client.query('VACUUM (ANALYZE) equipment');
    // Index-only reads of the contractor facets need the visibility map set.
    await client.query('VACUUM (ANALYZE) contractor_facets');
    await client.query('ANALYZE');
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(`Demo marketplace loaded in ${seconds} s: ${opts.equipment} equipment, ${vendorCount} vendors, ${opts.contractors} contractors, ${reviewRows.length} reviews.`);
    return {
      vendors: vendorCount,
      reviews: reviewRows.length,
      seconds: Number(seconds),
      /** The demo accounts created by this load, with their passwords (only those that did not exist yet). */
      accounts: accounts
        .filter((a) => accountRows.rows.some((row) => row.email === a.email))
        .map(({ role, email, password }): DemoAccount => ({ role, email, password, phone: accountRows.rows.find((row) => row.email === email)!.phone })),
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await client.query('RESET ALL').catch(() => {});
    client.release();
  }
}

async function nextId(client: import('pg').PoolClient, table: string): Promise<number> {
  const res = await client.query<{ n: number }>(`SELECT coalesce(max(id), 0)::int + 1 AS n FROM ${table}`);
  const n = res.rows[0]!.n;
  // Identity values must follow on from max(id) so that COPYed rows get n, n+1, …
  await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), $1, false)`, [n]);
  return n;
}

/** Drops the non-constraint indexes of a table and returns their definitions for re-creation. */
async function dropIndexes(client: import('pg').PoolClient, table: string): Promise<string[]> {
  const res = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid
     WHERE i.indrelid = $1::regclass AND c.oid IS NULL`,
    [table],
  );
  for (const row of res.rows) await client.query(`DROP INDEX ${row.name}`);
  return res.rows.map((x) => x.def);
}

export async function rebuildEquipmentCounts(client: import('pg').PoolClient): Promise<void> {
  await client.query('DELETE FROM equipment_counts');
  await client.query(`INSERT INTO equipment_counts (category, city, state, is_rent, is_sale, n)
    SELECT category, city, state, is_available_for_rent, is_available_for_sale, count(*) FROM equipment WHERE status = 'approved' GROUP BY 1, 2, 3, 4, 5`);
}

/** Rebuilds the per-machine-type counts (a machine type understood from the keyword; decision 040) in one pass. */
export async function rebuildTypeCounts(client: import('pg').PoolClient): Promise<void> {
  await client.query('DELETE FROM equipment_type_counts');
  await client.query(`INSERT INTO equipment_type_counts (catalogue_slug, category, city, state, is_rent, is_sale, n)
    SELECT coalesce(catalogue_slug, ''), category, city, state, is_available_for_rent, is_available_for_sale, count(*) FROM equipment WHERE status = 'approved' GROUP BY 1, 2, 3, 4, 5, 6`);
}

/** Rebuilds the landing pages' machine × city counts (docs/decisions/045-landing-pages.md): the load ran with the triggers off. */
export async function rebuildRentPairCounts(client: import('pg').PoolClient): Promise<void> {
  await client.query('DELETE FROM equipment_rent_pair_counts');
  await client.query(`INSERT INTO equipment_rent_pair_counts (catalogue_slug, city, n)
    SELECT catalogue_slug, city, count(*) FROM equipment WHERE status = 'approved' AND is_available_for_rent AND catalogue_slug IS NOT NULL GROUP BY 1, 2`);
}

/** Rebuilds the per-daily-rate counts (the max ₹/day filter's totals, decision 052) in one pass. */
export async function rebuildPriceCounts(client: import('pg').PoolClient): Promise<void> {
  await client.query('DELETE FROM equipment_price_counts');
  await client.query(`INSERT INTO equipment_price_counts (category, daily_rate, is_rent, is_sale, n)
    SELECT category, daily_rate, is_available_for_rent, is_available_for_sale, count(*) FROM equipment
    WHERE status = 'approved' AND daily_rate IS NOT NULL GROUP BY 1, 2, 3, 4`);
}

/** Rebuilds the per-day counts (deep pages in date order) in one pass. */
export async function rebuildDayCounts(client: import('pg').PoolClient): Promise<void> {
  await client.query('DELETE FROM equipment_day_counts');
  await client.query(`INSERT INTO equipment_day_counts (day, category, is_rent, is_sale, n)
    SELECT (created_at AT TIME ZONE 'UTC')::date, category, is_available_for_rent, is_available_for_sale, count(*) FROM equipment WHERE status = 'approved' GROUP BY 1, 2, 3, 4`);
}

/** Rebuilds the per-word counts in one pass (the seed loads with triggers off). */
export async function rebuildWordCounts(client: import('pg').PoolClient): Promise<void> {
  // The roll-up's row trigger would fire once per word row: rebuild the roll-up in one pass instead.
  await client.query('ALTER TABLE equipment_word_counts DISABLE TRIGGER equipment_word_totals_apply');
  await client.query('DELETE FROM equipment_word_counts');
  await client.query(`INSERT INTO equipment_word_counts (word, category, city, state, is_rent, is_sale, n)
    SELECT w, category, city, state, is_available_for_rent, is_available_for_sale, count(*)
    FROM equipment, unnest(tsvector_to_array(search)) w WHERE status = 'approved' GROUP BY 1, 2, 3, 4, 5, 6`);
  await client.query('ALTER TABLE equipment_word_counts ENABLE TRIGGER equipment_word_totals_apply');
  await client.query('DELETE FROM equipment_word_totals');
  await client.query(`INSERT INTO equipment_word_totals (word, category, is_rent, is_sale, n)
    SELECT word, category, is_rent, is_sale, sum(n)::int FROM equipment_word_counts GROUP BY 1, 2, 3, 4`);
}

async function refreshRatings(client: import('pg').PoolClient): Promise<void> {
  await client.query(`UPDATE equipment e SET rating_avg = s.a, rating_count = s.n FROM
    (SELECT equipment_id, round(avg(stars), 2) a, count(*) n FROM reviews WHERE equipment_id IS NOT NULL AND NOT is_hidden GROUP BY 1) s WHERE e.id = s.equipment_id`);
  await client.query(`UPDATE vendors v SET rating_avg = s.a, rating_count = s.n FROM
    (SELECT vendor_id, round(avg(stars), 2) a, count(*) n FROM reviews WHERE vendor_id IS NOT NULL AND NOT is_hidden GROUP BY 1) s WHERE v.id = s.vendor_id`);
  await client.query(`UPDATE contractors c SET rating_avg = s.a, rating_count = s.n FROM
    (SELECT contractor_id, round(avg(stars), 2) a, count(*) n FROM reviews WHERE contractor_id IS NOT NULL AND NOT is_hidden GROUP BY 1) s WHERE c.id = s.contractor_id`);
}

/** The Monday after `at` in India's calendar, 'YYYY-MM-DD'. */
function nextMondayInIndia(at: number): string {
  const ist = new Date(at + 330 * 60_000);
  const ahead = (8 - ist.getUTCDay()) % 7 || 7;
  return new Date(ist.getTime() + ahead * 86_400_000).toISOString().slice(0, 10);
}

/** The document (a brochure PDF) of the listing the demo client enquired about first (docs/decisions/053). */
async function seedDemoDocument(client: import('pg').PoolClient, files: NonNullable<SeedOptions['files']>, firstVendor: number) {
  const { rows } = await client.query<{ id: number; name: string; brand: string | null; year: number | null }>(
    `SELECT id, name, brand, year FROM equipment WHERE status = 'approved' AND vendor_id >= $1 ORDER BY id LIMIT 1`,
    [firstVendor],
  );
  const e = rows[0];
  if (!e) return;
  await files.put(
    DEMO_DOCUMENT_KEY,
    demoBrochurePdf([e.name, `Brand: ${e.brand ?? 'NA'}`, `Year of manufacture: ${e.year ?? 'NA'}`, 'Registration and insurance on file.', 'Serviced every 500 hours.']),
  );
  await client.query('UPDATE equipment SET equipment_doc_url = $2 WHERE id = $1', [e.id, files.url(DEMO_DOCUMENT_KEY)]);
}

/**
 * Earned trust for the demo vendor and contractor (docs/decisions/058-earned-trust.md): three answered enquiries
 * each in the last weeks (a reply time shows: about 2 hours for the vendor, about 4 for the contractor), two
 * reviews written from those threads ("Verified hire"), and the provider's public answer under the first.
 */
async function seedDemoTrust(client: import('pg').PoolClient, firstVendor: number, firstContractor: number, anchor: number) {
  const at = (days: number, hours = 0) => new Date(anchor - days * 86_400_000 + hours * 3600_000);
  const [machine] = (
    await client.query<{ id: number; name: string }>(`SELECT id, name FROM equipment WHERE vendor_id = $1 AND status = 'approved' ORDER BY id LIMIT 1`, [firstVendor])
  ).rows;
  const sides = [
    machine && { side: 'Vendor' as const, col: 'equipment_id', target: machine.id, subject: `Rental enquiry: ${machine.name}`, replyHours: [1.5, 2, 2.5] },
    { side: 'Contractor' as const, col: 'contractor_id', target: firstContractor, subject: 'Quotation for a warehouse shed', replyHours: [3, 4, 5] },
  ].filter((x) => !!x);
  const reviews: [number, string][] = [
    [5, 'Came on the day promised and the operator knew the site. Billing was exactly as quoted.'],
    [4, 'Good work and quick replies. One day lost to rain, handled without fuss.'],
  ];
  for (const s of sides) {
    const who = await client.query<{ id: number; full_name: string; email: string }>(
      `SELECT u.id, u.full_name, u.email FROM users u WHERE u.password_hash = '!seeded-no-login' AND u.role = 'Client'
         AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = u.id AND ${s.col} = $1) ORDER BY u.id LIMIT 3`,
      [s.target],
    );
    for (const [i, u] of who.rows.entries()) {
      const sent = at(10 + i * 15);
      const e = await client.query<{ id: number }>(
        `INSERT INTO enquiries (user_id, name, email, subject, message, status, is_contractor, vendor_id, equipment_id, contractor_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, 'Please share your rate and when you can start.', 'closed', $5, $6, $7, $8, $9, $9) RETURNING id`,
        [
          u.id,
          u.full_name,
          u.email,
          s.subject,
          s.side === 'Contractor',
          s.side === 'Vendor' ? firstVendor : null,
          s.side === 'Vendor' ? s.target : null,
          s.side === 'Contractor' ? s.target : null,
          sent,
        ],
      );
      const enquiryId = e.rows[0]!.id;
      await client.query(`INSERT INTO enquiry_replies (enquiry_id, sender, is_contractor, message, created_at) VALUES ($1, $2, $3, $4, $5)`, [
        enquiryId,
        s.side,
        s.side === 'Contractor',
        'Namaste, yes we can start on Monday. Our rate is as listed; sending the details by mail.',
        new Date(sent.getTime() + s.replyHours[i]! * 3600_000),
      ]);
      const review = reviews[i];
      if (!review) continue;
      const answer = i === 0 ? 'Thank you for the kind words. Happy to work with you again on the next site.' : null;
      await client.query(
        `INSERT INTO reviews (user_id, equipment_id, vendor_id, contractor_id, stars, text, enquiry_id, verified_hire, answer_text, answered_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, $10, $10)`,
        [
          u.id,
          s.side === 'Vendor' ? s.target : null,
          s.side === 'Vendor' ? firstVendor : null,
          s.side === 'Contractor' ? s.target : null,
          review[0],
          review[1],
          enquiryId,
          answer,
          answer ? at(3 + i * 15) : null,
          at(5 + i * 15),
        ],
      );
    }
  }
}

/** A lived-in account for the demo client: enquiries with replies and a wishlist, dated this month. */
async function seedDemoClientActivity(client: import('pg').PoolClient, clientId: number | null, firstVendor: number, firstContractor: number, r: Rng, anchor: number) {
  if (!clientId) return;
  const eq = await client.query<{ id: number; vendor_id: number; name: string }>(
    `SELECT id, vendor_id, name FROM equipment WHERE status = 'approved' AND vendor_id >= $1 ORDER BY id LIMIT 3`,
    [firstVendor],
  );
  const hours = (h: number) => new Date(anchor - h * 3600_000);
  for (const [i, e] of eq.rows.slice(0, 2).entries()) {
    const res = await client.query<{ id: number }>(
      `INSERT INTO enquiries (user_id, name, email, phone, subject, message, status, vendor_id, equipment_id, created_at, updated_at,
         hire_start, hire_duration, hire_duration_unit, site_place, site_pin, operator_needed)
       VALUES ($1, 'Rohan Mehta', 'client@demo.buildmart.in', '+91 98200 12345', $2, $3, $4, $5, $6, $7, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        clientId,
        `Rental enquiry: ${e.name}`,
        `Hello, we need the ${e.name} for a residential project in Pune from next Monday for about 3 months. Please share the monthly rate with operator and the mobilisation charges.`,
        i === 0 ? 'in_progress' : 'new',
        e.vendor_id,
        e.id,
        hours(30 - i * 10),
        // What the enquiry dialog asks (docs/decisions/053), as the message says: next Monday, 3 months, Pune, with operator.
        nextMondayInIndia(anchor),
        3,
        'months',
        i === 0 ? 'Pune, Maharashtra' : 'PIN 411057',
        i === 0 ? null : '411057',
        true,
      ],
    );
    if (i === 0) {
      await client.query(
        `INSERT INTO enquiry_replies (enquiry_id, sender, is_contractor, message, created_at) VALUES
         ($1, 'Vendor', false, 'Namaste Rohan ji, the machine is available from Monday. Rate with operator and diesel excluded is as listed; mobilisation within 50 km is free.', $2),
         ($1, 'Client', false, 'Thank you. Can you send the insurance papers and the last service report?', $3),
         ($1, 'Vendor', false, 'Both are ready. The operator has 8 years on backhoes; we can start Monday 8 am.', $4)`,
        [res.rows[0]!.id, hours(20), hours(18), hours(2)],
      );
      // The client read the thread when answering; the vendor's latest reply is new to them (the badge).
      await client.query(`UPDATE enquiries SET client_read_at = $2 WHERE id = $1`, [res.rows[0]!.id, hours(18)]);
    }
  }
  await client.query(
    `INSERT INTO enquiries (user_id, name, email, phone, subject, message, status, contractor_id, is_contractor, created_at, updated_at)
     VALUES ($1, 'Rohan Mehta', 'client@demo.buildmart.in', '+91 98200 12345', 'Quotation for G+4 building', 'We are planning a G+4 residential building (about 18,000 sq ft) and need a civil contractor. Please share your rate per sq ft and past projects.', 'new', $2, true, $3, $3)`,
    [clientId, firstContractor, hours(5)],
  );
  for (const e of eq.rows)
    await client.query(`INSERT INTO saved_items (user_id, equipment_id, saved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [clientId, e.id, hours(r.int(1, 48))]);
  await client.query(`INSERT INTO saved_items (user_id, contractor_id, saved_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [clientId, firstContractor, hours(3)]);
}

/**
 * The demo client's saved search (docs/decisions/059-saved-searches.md): the machines of the newest listing's
 * category in its city, saved three weeks ago and last mailed just before its newest (up to) three listings
 * came in. Those are its new matches: the next daily run mails them, and the listings of the days before
 * count as mailed already.
 */
async function seedDemoSavedSearch(client: import('pg').PoolClient, clientId: number | null, anchor: number) {
  if (!clientId) return;
  const [newest] = (
    await client.query<{ category: string; city: string }>(`SELECT category, city FROM equipment WHERE status = 'approved' ORDER BY created_at DESC, id DESC LIMIT 1`)
  ).rows;
  if (!newest) return;
  const matches = (
    await client.query<{ id: number; created_at: Date }>(
      `SELECT id, created_at FROM equipment WHERE status = 'approved' AND category = $1 AND city = $2 ORDER BY created_at DESC, id DESC LIMIT 50`,
      [newest.category, newest.city],
    )
  ).rows;
  const lastMailed = new Date(matches[Math.min(2, matches.length - 1)]!.created_at.getTime() - 1000);
  const query = new URLSearchParams({ cat: newest.category, loc: newest.city }).toString();
  const name = `${categoryBySlug(newest.category)?.name ?? 'Equipment'} in ${newest.city}`;
  const res = await client.query<{ id: number }>(
    `INSERT INTO saved_searches (user_id, kind, query, name, alerts, checked_at, created_at) VALUES ($1, 'equipment', $2, $3, true, $4, $5) RETURNING id`,
    [clientId, query, name, lastMailed, new Date(anchor - 21 * 86400_000)],
  );
  const mailed = matches.filter((m) => m.created_at <= lastMailed).map((m) => m.id);
  if (mailed.length)
    await client.query(`INSERT INTO saved_search_hits (search_id, listing_id, created_at) SELECT $1, unnest($2::int[]), $3`, [res.rows[0]!.id, mailed, lastMailed]);
}

/**
 * Requirements with quotes for the demo (docs/decisions/056). A few more seeded vendors and contractors get an
 * account (nobody can sign in to it: the password hash is not argon2), so that requirements reach several
 * providers and some of them quote. Seen by the demo client (Requirements tab), the demo vendor (a new
 * requirement to quote on) and the demo contractor (a quote the client accepted). Recipients follow the
 * matching rules: the machine or contractor type, and the site's city or a service area covering it.
 */
async function seedDemoRequirements(client: import('pg').PoolClient, clientId: number | null, firstVendor: number, firstContractor: number, seed: number, anchor: number) {
  if (!clientId) return;
  const hours = (h: number) => new Date(anchor - h * 3600_000);
  const day = (d: number) => new Date(anchor + 330 * 60_000 + d * 86_400_000).toISOString().slice(0, 10);
  // The demo vendor serves the whole country, so that a newcomer's own requirement for one of its machines reaches it.
  await client.query(`UPDATE vendors SET service_areas = 'Pan India' WHERE id = $1`, [firstVendor]);
  await client.query(`UPDATE contractors SET work_locations = array_append(work_locations, 'Pan India') WHERE id = $1 AND NOT 'Pan India' = ANY(work_locations)`, [
    firstContractor,
  ]);
  const give = async (table: 'vendors' | 'contractors', ids: number[], role: 'Vendor' | 'Contractor') => {
    for (const id of ids) {
      const u = await client.query<{ id: number }>(
        `INSERT INTO users (email, full_name, password_hash, role, email_confirmed) VALUES ($1, $2, '!seeded-no-login', $3, true) ON CONFLICT DO NOTHING RETURNING id`,
        [`${role.toLowerCase()}${seed}-${id}@example.in`, `${role} ${id}`, role],
      );
      if (u.rows[0]) await client.query(`UPDATE ${table} SET user_id = $2 WHERE id = $1 AND user_id IS NULL`, [id, u.rows[0].id]);
    }
  };
  await give(
    'vendors',
    Array.from({ length: 10 }, (_, i) => firstVendor + 1 + i),
    'Vendor',
  );
  await give(
    'contractors',
    Array.from({ length: 5 }, (_, i) => firstContractor + 1 + i),
    'Contractor',
  );

  const post = async (o: {
    kind: 'equipment' | 'contractor';
    type: string;
    site: { city: string; state: string };
    start: number;
    duration: [number, string];
    quantity: number;
    operator: boolean | null;
    budget: [number, string] | null;
    note: string;
    at: number;
    recipients: { user: number; vendor: number | null; contractor: number | null; km: number | null }[];
  }) => {
    const res = await client.query<{ id: number }>(
      `INSERT INTO requirements (user_id, kind, machine_type, contractor_type, site_place, site_city, site_state, start_date, duration, duration_unit, quantity,
         operator_needed, budget, budget_unit, note, contact_name, contact_email, contact_phone, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'Rohan Mehta', 'client@demo.buildmart.in', '+91 98200 12345', $16, $16) RETURNING id`,
      [
        clientId,
        o.kind,
        o.kind === 'equipment' ? o.type : null,
        o.kind === 'contractor' ? o.type : null,
        `${o.site.city}, ${o.site.state}`,
        o.site.city,
        o.site.state,
        day(o.start),
        o.duration[0],
        o.duration[1],
        o.quantity,
        o.operator,
        o.budget?.[0] ?? null,
        o.budget?.[1] ?? null,
        o.note,
        hours(o.at),
      ],
    );
    const id = res.rows[0]!.id;
    for (const rc of o.recipients)
      await client.query(
        `INSERT INTO requirement_recipients (requirement_id, provider_user_id, vendor_id, contractor_id, distance_km, created_at) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
        [id, rc.user, rc.vendor, rc.contractor, rc.km, hours(o.at)],
      );
    return id;
  };
  const quote = (
    requirementId: number,
    rc: { user: number; vendor: number | null; contractor: number | null },
    price: number,
    unit: string,
    from: number,
    note: string,
    at: number,
    status = 'sent',
  ) =>
    client.query(
      `INSERT INTO requirement_quotes (requirement_id, provider_user_id, vendor_id, contractor_id, price, price_unit, available_from, note, status, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10) RETURNING id`,
      [requirementId, rc.user, rc.vendor, rc.contractor, price, unit, day(from), note, status, hours(at)],
    );

  // 1. A machine several vendors with accounts offer, in the city where most of them are: open, with quotes.
  const common = await client.query<{ slug: string; city: string; state: string }>(
    `SELECT e.catalogue_slug AS slug, e.city, e.state FROM equipment e JOIN vendors v ON v.id = e.vendor_id
     WHERE v.user_id IS NOT NULL AND v.id <> $1 AND e.status = 'approved' AND e.is_available_for_rent AND e.catalogue_slug IS NOT NULL
     GROUP BY 1, 2, 3 ORDER BY count(DISTINCT v.id) DESC, 1, 2 LIMIT 1`,
    [firstVendor],
  );
  const vendorsFor = async (slug: string, city: string, state: string) =>
    (
      await client.query<{ user: number; vendor: number; km: number | null; rate: number | null }>(
        `SELECT v.user_id AS "user", v.id AS vendor, CASE WHEN bool_or(e.city = $2) THEN 0 ELSE NULL END AS km, min(e.daily_rate) AS rate
         FROM equipment e JOIN vendors v ON v.id = e.vendor_id
         WHERE v.user_id IS NOT NULL AND e.status = 'approved' AND e.is_available_for_rent AND e.catalogue_slug = $1
         GROUP BY v.id, v.user_id, v.service_areas
         HAVING bool_or(e.city = $2) OR v.service_areas ILIKE '%pan india%' OR v.service_areas ILIKE '%' || $3 || '%'
         ORDER BY km NULLS LAST, v.id LIMIT 25`,
        [slug, city, state],
      )
    ).rows.map((x) => ({ ...x, contractor: null }));
  const c1 = common.rows[0];
  if (c1) {
    const rs = await vendorsFor(c1.slug, c1.city, c1.state);
    const id = await post({
      kind: 'equipment',
      type: c1.slug,
      site: { city: c1.city, state: c1.state },
      start: 6,
      duration: [3, 'weeks'],
      quantity: 2,
      operator: true,
      budget: null,
      note: 'Road widening work near the highway; two machines from the first day, operator and diesel by you if possible.',
      at: 40,
      recipients: rs,
    });
    const notes = ['Operator included, diesel extra. Machines serviced last month.', 'Wet hire: operator and diesel included.', 'Can send both machines on the start date.'];
    for (const [i, rc] of rs
      .filter((x) => x.vendor !== firstVendor)
      .slice(0, 3)
      .entries()) {
      const daily = Math.round(((rc.rate ?? 3000) * (1 + i * 0.08)) / 100) * 100;
      await quote(id, rc, i === 1 ? daily * 26 : daily, i === 1 ? 'month' : 'day', 6 + i, notes[i]!, 30 - i * 6);
    }
  }

  // 2. The demo vendor's own machine in its city: open, waiting for the demo vendor's quote.
  const own = await client.query<{ slug: string; city: string; state: string }>(
    `SELECT catalogue_slug AS slug, city, state FROM equipment WHERE vendor_id = $1 AND status = 'approved' AND is_available_for_rent AND catalogue_slug IS NOT NULL ORDER BY id LIMIT 1`,
    [firstVendor],
  );
  const o1 = own.rows[0];
  if (o1 && o1.slug !== c1?.slug) {
    const rs = await vendorsFor(o1.slug, o1.city, o1.state);
    const id = await post({
      kind: 'equipment',
      type: o1.slug,
      site: { city: o1.city, state: o1.state },
      start: 9,
      duration: [10, 'days'],
      quantity: 1,
      operator: true,
      budget: [4500, 'day'],
      note: 'Foundation work for a warehouse; site is 2 km off the main road.',
      at: 6,
      recipients: rs,
    });
    const other = rs.find((x) => x.vendor !== firstVendor);
    if (other) await quote(id, other, Math.round((other.rate ?? 4200) / 100) * 100, 'day', 9, 'Available on the start date, operator included.', 3);
  }

  // 3. A contractor requirement the client has decided: the demo contractor's quote accepted, another declined.
  const ct = await client.query<{ type: string; city: string | null; state: string | null }>(`SELECT contractor_types[1] AS type, city, state FROM contractors WHERE id = $1`, [
    firstContractor,
  ]);
  const t = ct.rows[0];
  if (t?.type && t.city && t.state) {
    // A few contractors of the same type working there get an account too, so that the client had a choice.
    const rivals = await client.query<{ id: number }>(
      `SELECT id FROM contractors WHERE user_id IS NULL AND status = 'approved' AND $1 = ANY(contractor_types) ORDER BY (city = $2 OR $2 = ANY(work_locations)) DESC, id LIMIT 3`,
      [t.type, t.city],
    );
    await give(
      'contractors',
      rivals.rows.map((x) => x.id),
      'Contractor',
    );
    // They work in the client's city (the list of places they serve says so).
    await client.query(`UPDATE contractors SET work_locations = array_append(work_locations, $2) WHERE id = ANY($1::int[]) AND NOT $2 = ANY(work_locations)`, [
      rivals.rows.map((x) => x.id),
      t.city,
    ]);
    const rs = (
      await client.query<{ user: number; contractor: number }>(
        `SELECT user_id AS "user", id AS contractor FROM contractors
         WHERE user_id IS NOT NULL AND status = 'approved' AND $1 = ANY(contractor_types) AND (city = $2 OR 'Pan India' = ANY(work_locations) OR $2 = ANY(work_locations) OR $3 = ANY(work_locations))
         ORDER BY (id = $4) DESC, id LIMIT 25`,
        [t.type, t.city, t.state, firstContractor],
      )
    ).rows.map((x) => ({ ...x, vendor: null, km: null }));
    const id = await post({
      kind: 'contractor',
      type: t.type,
      site: { city: t.city, state: t.state },
      start: 20,
      duration: [6, 'months'],
      quantity: 1,
      operator: null,
      budget: [2100, 'sqft'],
      note: 'G+4 residential building, about 18,000 sq ft built-up. Drawings ready; structural work first.',
      at: 120,
      recipients: rs,
    });
    const mine = rs.find((x) => x.contractor === firstContractor);
    const rival = rs.find((x) => x.contractor !== firstContractor);
    if (mine) {
      const q = await quote(id, mine, 1950, 'sqft', 20, 'Structure and finishing; 40 workers on site; 12 similar buildings done in the city.', 96, 'accepted');
      if (rival) await quote(id, rival, 2250, 'sqft', 25, 'Rate includes material handling; start within a week of the date.', 100, 'declined');
      await client.query(`UPDATE requirements SET status = 'accepted', accepted_quote_id = $2, updated_at = $3 WHERE id = $1`, [id, q.rows[0]!.id, hours(48)]);
    }
  }
}
