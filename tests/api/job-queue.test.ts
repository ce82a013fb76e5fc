import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { pgJobQueue } from '../../core/jobs/queue.ts';
import { emailOtps, loginUnlocks, rateCounters, sessions } from '../../db/schema/index.ts';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig, type TestOverrides } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createUser, createVendor } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';
import { startStuckSmtp, type StuckSmtp } from '../fixtures/stuck-smtp.ts';

/**
 * Outside services never hold a request (docs/decisions/034-job-queue.md): a mail is a job on the
 * PostgreSQL queue, delivered by the runner inside every app process, with retries.
 */
const smtp = useSmtpServer();
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);
let stuck: StuckSmtp;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  stuck = await startStuckSmtp(Number(new URL(smtp.url()).port));
});
afterEach(async () => {
  for (const a of apps.splice(0)) await a.close();
});
afterAll(async () => {
  await stuck.close();
});

async function app(overrides: TestOverrides, runJobs = true) {
  const a = await buildApp({ config: testConfig(overrides), db: testDb(), runJobs });
  apps.push(a);
  await a.ready();
  return a;
}

/** A live equipment whose vendor is mailed about enquiries, and a signed-in client's enquiry about it. */
async function enquiryAbout(vendorEmail: string) {
  const db = testDb();
  const v = await createVendor(db, { name: 'Deccan Cranes', email: vendorEmail });
  const e = await createEquipment(db, v.id);
  const client = await createLoginUser(db);
  return async (a: FastifyInstance) => {
    const cookie = await loginCookie(a, client.email, 'Secret@123');
    return a.inject({
      method: 'POST',
      url: '/api/enquiry/submit',
      headers: { cookie },
      payload: { name: 'Asha Rao', email: 'asha@example.in', subject: 'Need a crane', message: 'For a week in Pune.', equipmentId: e.id },
    });
  };
}

const jobsOf = async (task: string) => (await testDb().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = ${task}`)).rows[0]!.n;

describe('mail through the job queue', () => {
  it('an enquiry answers while the mail server hangs, and its mail goes out once the server answers', async () => {
    const submit = await enquiryAbout('hangs@deccan.in');
    const a = await app({ smtpUrl: stuck.url });
    // Sent in the request, this would wait for the mail server's greeting (15 s) and the mail would be lost with it.
    const res = await submit(a);
    expect(res.statusCode).toBe(200);
    // The runner is connected to the hanging server now: the mail is on its way, not delivered.
    await expect.poll(() => stuck.held()).toBe(1);
    expect(mailsTo('hangs@deccan.in')).toEqual([]);
    stuck.release();
    await expect.poll(() => mailsTo('hangs@deccan.in').map((m) => m.subject), { timeout: 10_000 }).toEqual(['New enquiry: Need a crane']);
    await expect.poll(() => jobsOf('send_mail')).toBe(0);
  });

  it('a mail added while no runner is running is delivered when one starts (it waits in PostgreSQL)', async () => {
    const submit = await enquiryAbout('later@deccan.in');
    const first = await app({ smtpUrl: smtp.url() }, false);
    expect((await submit(first)).statusCode).toBe(200);
    await first.close();
    expect(await jobsOf('send_mail')).toBe(1);
    expect(mailsTo('later@deccan.in')).toEqual([]);
    await app({ smtpUrl: smtp.url() });
    await expect.poll(() => mailsTo('later@deccan.in').length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => jobsOf('send_mail')).toBe(0);
  });

  it('a verification code goes out through the queue at once', async () => {
    const user = await createLoginUser(testDb(), 'Secret@123', { emailConfirmed: false });
    const a = await app({ smtpUrl: smtp.url() });
    const cookie = await loginCookie(a, user.email, 'Secret@123');
    expect((await a.inject({ method: 'POST', url: '/api/client/send-verify-otp', headers: { cookie } })).statusCode).toBe(200);
    await expect.poll(() => mailsTo(user.email).map((m) => /^\d{6} is your BuildMart verification code$/.test(m.subject)), { timeout: 5_000 }).toEqual([true]);
  });
});

describe('housekeeping on the queue', () => {
  it('the hourly crontab is registered, and the job removes expired counters, sessions, unlock links and day-old codes but keeps live ones', async () => {
    const db = testDb();
    const now = Date.now();
    const user = await createUser(db);
    const at = (ms: number) => new Date(now + ms);
    await db.insert(rateCounters).values([
      { bucket: 'test:hk', key: 'old', hits: 1, windowEndsAt: at(-60_000) },
      { bucket: 'test:hk', key: 'live', hits: 1, windowEndsAt: at(3_600_000) },
    ]);
    await db.insert(sessions).values([
      { id: 'hk-old', userId: user.id, expiresAt: at(-60_000) },
      { id: 'hk-live', userId: user.id, expiresAt: at(3_600_000) },
    ]);
    await db.insert(loginUnlocks).values([
      { id: 'hk-old', userId: user.id, expiresAt: at(-60_000) },
      { id: 'hk-live', userId: user.id, expiresAt: at(3_600_000) },
    ]);
    // An expired code from 20 minutes ago still counts towards the hourly resend limit: it stays.
    await db.insert(emailOtps).values([
      { userId: user.id, email: 'hk-old@example.in', codeHash: 'x', expiresAt: at(-25 * 3_600_000), createdAt: at(-25 * 3_600_000) },
      { userId: user.id, email: 'hk-recent@example.in', codeHash: 'x', expiresAt: at(-600_000), createdAt: at(-1_200_000) },
    ]);
    await app({});
    const crontabs = async () => (await db.execute<{ identifier: string }>(sql`SELECT identifier FROM graphile_worker._private_known_crontabs`)).rows.map((r) => r.identifier);
    await expect.poll(crontabs, { timeout: 10_000 }).toContain('housekeeping');
    // What the crontab adds each hour, added now.
    await pgJobQueue(db).enqueue('housekeeping', {});
    const left = async () => ({
      counters: (await db.execute<{ key: string }>(sql`SELECT key FROM rate_counters WHERE bucket = 'test:hk' ORDER BY key`)).rows.map((r) => r.key),
      sessions: (await db.execute<{ id: string }>(sql`SELECT id FROM sessions WHERE id LIKE 'hk-%' ORDER BY id`)).rows.map((r) => r.id),
      unlocks: (await db.execute<{ id: string }>(sql`SELECT id FROM login_unlocks WHERE id LIKE 'hk-%' ORDER BY id`)).rows.map((r) => r.id),
      otps: (await db.execute<{ email: string }>(sql`SELECT email FROM email_otps WHERE email LIKE 'hk-%' ORDER BY email`)).rows.map((r) => r.email),
    });
    await expect.poll(left, { timeout: 10_000 }).toEqual({ counters: ['live'], sessions: ['hk-live'], unlocks: ['hk-live'], otps: ['hk-recent@example.in'] });
  });
});
