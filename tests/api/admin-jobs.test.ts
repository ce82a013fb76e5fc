import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgJobQueue } from '../../core/jobs/queue.ts';
import { buildApp } from '../../server/app.ts';
import { loginCookie, testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';

/**
 * The Admin Desk's failed jobs (docs/product.md#admin-desk, docs/decisions/034-job-queue.md): a mail the
 * server keeps refusing shows as retrying, then failed with its error in our words; "Retry now"
 * delivers it once the server accepts again; "Delete" drops one for good. Admins only.
 */
const smtp = useSmtpServer();
const mailsTo = (to: string) => smtp.mails.filter((m) => m.to === to);
let app: FastifyInstance;
let admin: string;
let client: string;
let equipmentId: number;

beforeAll(async () => {
  // Two attempts per job: the first failure leaves it retrying, the second failed.
  app = await buildApp({ config: testConfig({ smtpUrl: smtp.url(), jobs: { concurrency: 2, maxAttempts: 2 } }), db: testDb() });
  await app.ready();
  const db = testDb();
  const v = await createVendor(db, { name: 'Deccan Cranes', email: 'refused.vendor@deccan.in' });
  equipmentId = (await createEquipment(db, v.id)).id;
  admin = await loginCookie(app, (await createAdminUser(db)).email, 'Secret@123');
  client = await loginCookie(app, (await createLoginUser(db)).email, 'Secret@123');
});
afterAll(async () => {
  await app?.close();
});

const get = async (cookie: string | undefined, query = '') => {
  const r = await app.inject({ method: 'GET', url: `/api/admin/jobs${query}`, headers: cookie ? { cookie } : {} });
  return { status: r.statusCode, body: r.json() };
};
const post = async (cookie: string | undefined, action: 'retry' | 'delete', id: number) => {
  const r = await app.inject({ method: 'POST', url: `/api/admin/jobs/${action}`, payload: { id }, headers: cookie ? { cookie } : {} });
  return { status: r.statusCode, body: r.json() };
};
const jobFor = async (masked: string) => ((await get(admin)).body.data as Record<string, unknown>[]).find((j) => j.recipient === masked);

describe('failed jobs in the Admin Desk', () => {
  it('a mail the server refuses shows as retrying, then failed with its error; Retry now delivers it once the server accepts', async () => {
    smtp.refuse(451);
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/enquiry/submit',
      headers: { cookie: client },
      payload: { name: 'Asha Rao', email: 'asha@example.in', subject: 'Need a crane', message: 'For a week in Pune, secret details.', equipmentId },
    });
    expect(submitted.statusCode).toBe(200);

    await expect
      .poll(() => jobFor('re•••@deccan.in'), { timeout: 10_000 })
      .toMatchObject({
        task: 'send_mail',
        taskLabel: 'Email',
        state: 'retrying',
        attempts: 1,
        maxAttempts: 2,
        lastError: 'The mail server asked us to try again later (451).',
        nextAttemptAt: expect.any(String),
      });
    const { id } = (await jobFor('re•••@deccan.in'))! as { id: number };
    // Never the whole address, the message or the server's address.
    const listed = JSON.stringify((await get(admin)).body);
    for (const secret of ['refused.vendor', 'secret details', 'Need a crane', smtp.url()]) expect(listed).not.toContain(secret);

    // Retry now while the server still refuses: the second and last attempt fails too.
    await expect.poll(async () => (await post(admin, 'retry', id)).status).toBe(200);
    await expect.poll(() => jobFor('re•••@deccan.in'), { timeout: 10_000 }).toMatchObject({ state: 'failed', nextAttemptAt: null, running: false });
    const failed = (await jobFor('re•••@deccan.in')) as { attempts: number; maxAttempts: number; lastError: string };
    expect(failed.attempts).toBe(failed.maxAttempts);
    expect(failed.lastError).toBe('The mail server asked us to try again later (451).');
    expect((await get(admin, '?state=failed')).body.data.map((j: { id: number }) => j.id)).toContain(id);
    expect((await get(admin, '?state=retrying')).body.data.map((j: { id: number }) => j.id)).not.toContain(id);
    expect(mailsTo('refused.vendor@deccan.in')).toEqual([]);

    // The server accepts again: a failed job stays failed until an admin retries it, then it is delivered and leaves the list.
    smtp.refuse(null);
    expect((await post(admin, 'retry', id)).body).toEqual({ success: true, message: 'The job will be attempted again now.' });
    await expect.poll(() => mailsTo('refused.vendor@deccan.in').map((m) => m.subject), { timeout: 10_000 }).toEqual(['New enquiry: Need a crane']);
    await expect.poll(() => jobFor('re•••@deccan.in')).toBeUndefined();
    expect((await post(admin, 'retry', id)).status).toBe(404);
  });

  it('Delete drops a failed job for good', async () => {
    smtp.refuse(550);
    await pgJobQueue(testDb()).enqueue('send_mail', { to: 'gone@example.in', subject: 'Bounced', text: 'x' }, { maxAttempts: 1 });
    await expect
      .poll(() => jobFor('go•••@example.in'), { timeout: 10_000 })
      .toMatchObject({ state: 'failed', attempts: 1, lastError: 'The mail server refused the message (550).' });
    smtp.refuse(null);
    const { id } = (await jobFor('go•••@example.in'))! as { id: number };
    expect((await post(admin, 'delete', id)).body).toEqual({ success: true, message: 'Job deleted. It will not be attempted again.' });
    expect(await jobFor('go•••@example.in')).toBeUndefined();
    expect((await post(admin, 'delete', id)).status).toBe(404);
    expect(mailsTo('gone@example.in')).toEqual([]);
  });

  it('only admins see or touch jobs', async () => {
    expect((await get(undefined)).status).toBe(401);
    expect((await get(client)).status).toBe(403);
    expect((await post(client, 'retry', 1)).status).toBe(403);
    expect((await post(client, 'delete', 1)).status).toBe(403);
  });
});
