import type { PoolClient } from 'pg';
import { AVAILABILITY_VALUES, TRADES, WORKER_CATEGORY_VALUES } from '../../data/workforce.ts';
import * as gen from './generate.ts';
import { Rng } from './random.ts';

/** An agency's team of a trade: 'Watchmen', 'Cooks (site mess)', 'Housekeeping staff', 'Masons'. */
export function teamOf(trade: string): string {
  const [, base = trade, note] = /^(.*?)(?: (\(.*\)))?$/.exec(trade) ?? [];
  const many = /man$/.test(base) ? base.replace(/man$/, 'men') : /ing$/.test(base) ? `${base} staff` : /(s|sh|ch|x)$/.test(base) ? `${base}es` : `${base}s`;
  return note ? `${many} ${note.toLowerCase()}` : many;
}

/** What an agency of a trade supplies: the trade's team, with helpers unless they are the helpers. */
const agencyTrade = (trade: string) => (/helper/i.test(trade) ? teamOf(trade) : `${teamOf(trade)} and helpers`);

const AGENCY_SUFFIX = ['Manpower Services', 'Labour Contractors', 'Workforce Solutions', 'Staffing Agency', 'Manpower Supply'];
const ABOUT_INDIVIDUAL = [
  'Worked on residential and commercial sites. Can read drawings and work with a team.',
  'Experienced on high-rise projects; ready to travel for outstation work.',
  'Own tools. Available for daily-wage or monthly work.',
  'Worked with leading builders; safety trained and punctual.',
];
const ABOUT_AGENCY = [
  'We supply trained and verified workers for building, road and industrial projects, with PF and ESI compliance.',
  'Registered labour contractor supplying skilled and unskilled manpower across the state at short notice.',
  'Site-ready teams with supervisors; accommodation arranged by us for outstation projects.',
];

/**
 * The workforce directory of the demo marketplace: `count` approved job seekers and agencies across
 * the four categories, in the cities where construction happens (generate.ts `city`), commoner
 * trades more often (deterministic for a seed, from its own generator so the other demo data stays
 * as it was). The first listing belongs to the demo job seeker account.
 */
export async function seedWorkers(client: PoolClient, o: { seed: number; ownerId: number | null; ownerName: string; anchor: number; count?: number }) {
  const r = new Rng(o.seed * 7919 + 17);
  const count = o.count ?? 240;
  const users: unknown[][] = [];
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i++) {
    const own = i === 0 && o.ownerId !== null;
    const category = own ? 'skilled' : WORKER_CATEGORY_VALUES[i % WORKER_CATEGORY_VALUES.length]!;
    const agency = !own && r.chance(0.22);
    const c = gen.city(r);
    const person = gen.person(r);
    const name = own ? o.ownerName : agency ? `${person.split(' ')[1]} ${r.pick(AGENCY_SUFFIX)}` : person;
    // Each category's trades are listed commonest first (masons before scaffolders): draw them so.
    const common = () => TRADES[category][r.skewedIndex(TRADES[category].length, 1)]!;
    const trade = own ? 'Mason' : agency ? (category === 'unskilled' ? 'Labour supply' : agencyTrade(common())) : common();
    const created = new Date(o.anchor - r.int(1, 240) * 86400_000 - r.int(0, 86399) * 1000);
    users.push([`worker${o.seed}-${i}@example.in`, name]);
    rows.push([
      agency ? 'agency' : 'individual',
      name,
      category,
      trade,
      agency ? r.int(3, 20) : r.int(1, 25),
      agency ? r.pick([15, 25, 40, 60, 100, 150, 250]) : null,
      c.label,
      c.value,
      own ? 'immediate' : r.pick(AVAILABILITY_VALUES),
      r.pick(agency ? ABOUT_AGENCY : ABOUT_INDIVIDUAL),
      gen.mobile(r),
      `${name.toLowerCase().replace(/[^a-z]+/g, '.')}${i}@example.in`,
      created,
    ]);
  }
  // Each listing belongs to a job seeker account (the demo one for the first; the others cannot log in).
  const made = await client.query<{ id: number }>(
    `INSERT INTO users (email, full_name, password_hash, role, email_confirmed)
     SELECT e, n, '!seeded-no-login', 'JobSeeker', true FROM unnest($1::text[], $2::text[]) AS t(e, n)
     ON CONFLICT DO NOTHING RETURNING id`,
    [users.slice(o.ownerId !== null ? 1 : 0).map((u) => u[0]), users.slice(o.ownerId !== null ? 1 : 0).map((u) => u[1])],
  );
  const owners = [...(o.ownerId !== null ? [o.ownerId] : []), ...made.rows.map((m) => m.id)];
  const cols = ['kind', 'name', 'category', 'trade', 'experience_years', 'headcount', 'city', 'state', 'availability', 'about', 'phone', 'email', 'created_at'];
  const types = ['worker_kind', 'text', 'worker_category', 'text', 'smallint', 'int', 'text', 'text', 'text', 'text', 'text', 'text', 'timestamptz'];
  const n = Math.min(owners.length, rows.length);
  await client.query(
    `INSERT INTO workers (user_id, ${cols.join(', ')}, status, updated_at)
     SELECT t.*, 'approved', t.created_at FROM unnest($1::int[], ${types.map((t, k) => `$${k + 2}::${t}[]`).join(', ')}) AS t(user_id, ${cols.join(', ')})
     ON CONFLICT (user_id) DO NOTHING`,
    [owners.slice(0, n), ...cols.map((_, k) => rows.slice(0, n).map((row) => row[k]))],
  );
  return n;
}
