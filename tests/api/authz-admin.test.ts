import { beforeAll, describe, expect, it } from 'vitest';
import { adminRoutes } from '../../contract/admin.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createContractorUser, createEquipment, createLoginUser, createVendorUser, createWorker } from '../fixtures/factories.ts';

const app = useTestApp();

/** A valid input for each call, so that an admin's 200 proves the door, not the input, decides. */
let bodies: Record<keyof typeof adminRoutes, Record<string, unknown>>;
const cookies: Record<string, string | undefined> = {};

beforeAll(async () => {
  const db = testDb();
  const { vendor, user: vendorUser } = await createVendorUser(db);
  const e = await createEquipment(db, vendor.id, { status: 'pending' });
  const { user: contractorUser, contractor } = await createContractorUser(db);
  const client = await createLoginUser(db);
  const seeker = await createLoginUser(db, 'Secret@123', { role: 'JobSeeker' });
  await createWorker(db, { userId: seeker.id });
  const target = await createLoginUser(db);
  const admin = await createAdminUser(db);
  bodies = {
    overview: {},
    moderation: {},
    moderate: { kind: 'equipment', id: e.id, decision: 'reject', reason: 'Matrix test.' },
    providers: { kind: 'vendor' },
    verify: { kind: 'contractor', id: contractor.id, verified: true },
    reviews: {},
    hideReview: { id: 0, hidden: false }, // replaced below by a real review id
    users: { q: 'example' },
    changeRole: { id: target.id, role: 'Client' },
    disableUser: { id: target.id, disabled: false },
    messages: {},
    handleMessage: { id: 0 },
    stats: { days: 7 },
    audit: {},
    jobs: { state: 'failed' },
    retryJob: { id: 0 },
    deleteJob: { id: 0 },
  };
  const { createReview } = await import('../fixtures/factories.ts');
  bodies.hideReview.id = (await createReview(db, { userId: client.id, equipmentId: e.id, vendorId: vendor.id, stars: 4, text: 'Fine.' })).id;
  const { contactMessages } = await import('../../db/schema/index.ts');
  bodies.handleMessage.id = (await db.insert(contactMessages).values({ name: 'A', email: 'a@example.in', message: 'Hello' }).returning())[0]!.id;
  // Two mail jobs that used every attempt (due tomorrow, so this app's runner leaves them alone until retried).
  const { pgJobQueue } = await import('../../core/jobs/queue.ts');
  const { sql } = await import('drizzle-orm');
  for (const to of ['retry@example.in', 'delete@example.in']) {
    await pgJobQueue(db).enqueue('send_mail', { to, subject: 'Matrix test', text: 'Hello' }, { runAt: new Date(Date.now() + 86_400_000) });
  }
  const failed = await db.execute<{ id: string; to: string }>(
    sql`SELECT id, payload->>'to' AS to FROM graphile_worker.permanently_fail_jobs((SELECT array_agg(id) FROM graphile_worker._private_jobs), 'Matrix test')`,
  );
  bodies.retryJob.id = Number(failed.rows.find((r) => r.to === 'retry@example.in')!.id);
  bodies.deleteJob.id = Number(failed.rows.find((r) => r.to === 'delete@example.in')!.id);
  cookies.guest = undefined;
  cookies.client = await loginCookie(app(), client.email, 'Secret@123');
  cookies.vendor = await loginCookie(app(), vendorUser.email, 'Secret@123');
  cookies.contractor = await loginCookie(app(), contractorUser.email, 'Secret@123');
  cookies.jobSeeker = await loginCookie(app(), seeker.email, 'Secret@123');
  cookies.admin = await loginCookie(app(), admin.email, 'Secret@123');
});

async function call(name: keyof typeof adminRoutes, cookie: string | undefined) {
  const c = adminRoutes[name];
  const body = bodies[name];
  const headers = cookie ? { cookie } : {};
  const r =
    c.method === 'GET'
      ? await app().inject({ method: 'GET', url: `${c.path}?${new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)]))}`, headers })
      : await app().inject({ method: 'POST', url: c.path, payload: body, headers });
  return { status: r.statusCode, body: r.json() as Record<string, unknown> };
}

const EXPECTED: Record<string, number> = { guest: 401, client: 403, vendor: 403, contractor: 403, jobSeeker: 403 };

describe('every /api/admin call: only an admin gets in', () => {
  for (const name of Object.keys({ ...adminRoutesKeys() }) as (keyof typeof adminRoutes)[]) {
    it(`${adminRoutes[name].method} ${adminRoutes[name].path}`, async () => {
      for (const [who, status] of Object.entries(EXPECTED)) {
        const r = await call(name, cookies[who]);
        expect(r.status, `${who}`).toBe(status);
        // A refusal carries a message and nothing else: no data, no list, no counts.
        expect(r.body, `${who}`).toEqual({ success: false, message: status === 401 ? 'Please log in to continue.' : 'Your account cannot do this.' });
      }
      const ok = await call(name, cookies.admin);
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect(ok.body.success).toBe(true);
    });
  }

  it('every admin call is in the matrix', () => {
    expect(Object.keys(adminRoutes).sort()).toEqual(Object.keys(adminRoutesKeys()).sort());
    for (const c of Object.values(adminRoutes)) expect(c.path.startsWith('/api/admin/')).toBe(true);
  });
});

/** Listed by hand: a new admin call fails the test above until it is added here. */
function adminRoutesKeys() {
  return {
    overview: 1,
    moderation: 1,
    moderate: 1,
    providers: 1,
    verify: 1,
    reviews: 1,
    hideReview: 1,
    users: 1,
    changeRole: 1,
    disableUser: 1,
    messages: 1,
    handleMessage: 1,
    stats: 1,
    audit: 1,
    jobs: 1,
    retryJob: 1,
    deleteJob: 1,
  };
}
