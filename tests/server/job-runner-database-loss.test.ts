import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from '../../db/embedded.ts';
import { freePort } from '../setup/global-db.ts';
import { httpRegisterClient, startAppProcess, stopAppProcesses, type AppProcess } from '../fixtures/app-process.ts';
import { startSmtpCapture, type ReceivedMail, type SmtpCapture } from '../fixtures/smtp-capture.ts';
import { startStuckSmtp, type StuckSmtp } from '../fixtures/stuck-smtp.ts';

/**
 * The job queue when the database fails just as a job finishes (docs/decisions/034-job-queue.md, "When the
 * database goes away"). graphile-worker 0.17.3 does not handle the promise that marks a finished job done:
 * before the fix, a refused connection there ended the whole app process. The real `npm start` process runs
 * on an outside PostgreSQL (DATABASE_URL) that the test stops and starts; its mail goes to a mail server
 * that hangs until released, so the test decides when the job finishes.
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-jobloss-'));
const pgDir = path.join(tmp, 'pg');
let server: EmbeddedServer | undefined;
let port = 0;
let app: AppProcess;
const mails: ReceivedMail[] = [];
let smtp: SmtpCapture;
let stuck: StuckSmtp;

const startServer = async () => (server = await startEmbeddedPostgres({ dir: pgDir, port, password: 'job-loss-server' }));

/** One statement on the outside database, on a connection of its own. */
async function query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: server!.url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}
const mailJobs = async () => (await query<{ n: number }>(`SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'send_mail'`))[0]!.n;

/** A new client account asks for its verification code: one `send_mail` job. Returns the address. */
async function verificationMail(name: string): Promise<string> {
  const email = `${name}@example.in`;
  const { status, cookie } = await httpRegisterClient(app.url, { fullName: `Job Loss ${name}`, email, password: 'job-loss-password' });
  expect(status).toBe(200);
  expect((await fetch(`${app.url}/api/client/send-verify-otp`, { method: 'POST', headers: { cookie: cookie! } })).status).toBe(200);
  return email;
}
const mailsTo = (email: string) => mails.filter((m) => m.to === email && / is your BuildMart verification code$/.test(m.subject));

beforeAll(async () => {
  port = await freePort();
  await startServer();
  smtp = await startSmtpCapture(mails);
  stuck = await startStuckSmtp(smtp.port);
  app = await startAppProcess({ DATA_DIR: path.join(tmp, 'app'), DATABASE_URL: server!.url, SEED_ON_EMPTY: undefined, SMTP_URL: stuck.url, REGISTER_RATE_LIMIT: '100000' });
}, 120_000);

afterAll(async () => {
  await stopAppProcesses();
  await stuck?.close();
  await smtp?.close();
  await server?.stop();
  rmSync(tmp, { recursive: true, force: true });
});

describe('the job queue when the database fails as a job finishes', () => {
  it('database gone while a mail is being sent: the app stays up, and the job is marked done once it is back (the mail goes once)', { timeout: 90_000 }, async () => {
    const email = await verificationMail('away');
    // The runner holds the job and waits for the mail server's greeting.
    await expect.poll(() => stuck.held(), { timeout: 10_000 }).toBe(1);
    await server!.stop();
    stuck.release();
    // The mail is delivered; marking its job done now meets a refused connection, and the runner waits.
    await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1);
    await expect.poll(() => app.output().includes('the database cannot be reached') || app.child.exitCode !== null, { timeout: 10_000 }).toBe(true);
    expect(app.child.exitCode).toBeNull();
    expect(app.output()).not.toMatch(/Unhandled|unhandledRejection/i);

    await startServer();
    // Done, not left locked for graphile-worker's 4 hours (after which it would be run, and mailed, again).
    await expect.poll(mailJobs, { timeout: 30_000 }).toBe(0);
    expect(mailsTo(email)).toHaveLength(1);
    expect(app.child.exitCode).toBeNull();
    // Pages are served again, and the next mail goes out through the same runner.
    expect((await fetch(`${app.url}/api/health`)).status).toBe(200);
    const next = await verificationMail('after');
    await expect.poll(() => mailsTo(next).length, { timeout: 15_000 }).toBe(1);
  });

  it('a finished job that cannot be marked done: the app stays up, the runner starts again, and later mail goes out', { timeout: 90_000 }, async () => {
    // The database refuses to delete finished jobs (graphile-worker marks a job done by deleting it).
    await query(`CREATE FUNCTION bm_test_refuse_done() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused by the test'; END $$`);
    await query(`CREATE TRIGGER bm_test_refuse_done BEFORE DELETE ON graphile_worker._private_jobs FOR EACH ROW EXECUTE FUNCTION bm_test_refuse_done()`);
    const email = await verificationMail('refused');
    await expect.poll(() => mailsTo(email).length, { timeout: 15_000 }).toBe(1);
    await expect.poll(() => app.output().includes('the runner stopped by itself') || app.child.exitCode !== null, { timeout: 15_000 }).toBe(true);
    expect(app.child.exitCode).toBeNull();
    expect(app.output()).toContain('refused by the test');

    await query(`DROP TRIGGER bm_test_refuse_done ON graphile_worker._private_jobs`);
    const next = await verificationMail('restarted');
    await expect.poll(() => mailsTo(next).length, { timeout: 20_000 }).toBe(1);
    expect(app.child.exitCode).toBeNull();
  });
});
