import { sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminJob, type JobsQuery, type Paged } from '../../contract/admin.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { iso } from '../format.ts';
import type { JobName } from '../ports/jobs.ts';
import { requireRole } from '../policy.ts';
import { recordAudit } from './audit.ts';

/**
 * The Admin Desk's failed jobs (docs/product.md#admin-desk, docs/decisions/034-job-queue.md): jobs of
 * graphile-worker's queue that failed at least once. `failed` used every attempt and stays until an
 * admin retries or deletes it; `retrying` has another attempt due. Pending jobs never shown here
 * are simply on their way.
 */

const TASK_LABELS: Record<JobName, string> = { send_mail: 'Email', send_sms: 'Text message (SMS)', housekeeping: 'Hourly cleanup', saved_search_alerts: 'Saved-search emails' };

/** Enough of an address to recognise it, not enough to harvest it: `ra•••@example.in`, `•••••3210`. */
export function maskRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to.slice(0, Math.min(2, at - 1) || 1)}•••${to.slice(at)}`;
  const digits = to.replace(/\s/g, '');
  return digits.length > 4 ? `•••••${digits.slice(-4)}` : '•••';
}

/** What graphile-worker stored as the last error, as one line without an address that carries a password. */
function tidyError(e: string | null): string | null {
  if (!e) return null;
  const line = e.split('\n')[0]!.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^@\s/]+@/gi, '$1•••@');
  return line.length > 300 ? `${line.slice(0, 299)}…` : line;
}

type JobRow = {
  id: string;
  task_identifier: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  run_at: Date;
  locked_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

const stateWhere = (state: JobsQuery['state']) =>
  state === 'failed' ? sql`j.attempts > 0 AND j.attempts >= j.max_attempts` : state === 'retrying' ? sql`j.attempts > 0 AND j.attempts < j.max_attempts` : sql`j.attempts > 0`;

function toAdminJob(r: JobRow): AdminJob {
  const failed = r.attempts >= r.max_attempts;
  const to = (r.payload as { to?: unknown } | null)?.to;
  return {
    id: Number(r.id),
    task: r.task_identifier,
    taskLabel: TASK_LABELS[r.task_identifier as JobName] ?? r.task_identifier,
    recipient: typeof to === 'string' && to ? maskRecipient(to) : null,
    state: failed ? 'failed' : 'retrying',
    attempts: r.attempts,
    maxAttempts: r.max_attempts,
    lastError: tidyError(r.last_error),
    nextAttemptAt: failed ? null : iso(new Date(r.run_at)),
    running: r.locked_at !== null,
    createdAt: iso(new Date(r.created_at)),
    updatedAt: iso(new Date(r.updated_at)),
  };
}

/** Failed and retrying jobs, most recently changed first, 20 a page (Admin only). */
export async function listProblemJobs(ctx: Ctx, q: JobsQuery): Promise<Paged<AdminJob>> {
  requireRole(ctx, 'Admin');
  const where = stateWhere(q.state);
  const rows = await ctx.db.execute<JobRow>(sql`
    SELECT j.id, j.task_identifier, p.payload, j.attempts, j.max_attempts, j.last_error, j.run_at, j.locked_at, j.created_at, j.updated_at
    FROM graphile_worker.jobs j JOIN graphile_worker._private_jobs p ON p.id = j.id
    WHERE ${where}
    ORDER BY j.updated_at DESC, j.id DESC
    LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(q.page - 1) * ADMIN_PAGE_SIZE}`);
  const [c] = (await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM graphile_worker.jobs j WHERE ${where}`)).rows;
  return { data: rows.rows.map(toAdminJob), total: c?.n ?? 0, page: q.page, pageSize: ADMIN_PAGE_SIZE };
}

/** The job as this screen knows it, or a 404 / 409 in words an admin understands. */
async function problemJob(ctx: Ctx, id: number) {
  const [job] = (
    await ctx.db.execute<{ attempts: number; max_attempts: number; locked_at: Date | null; task_identifier: string }>(
      sql`SELECT attempts, max_attempts, locked_at, task_identifier FROM graphile_worker.jobs WHERE id = ${id} AND attempts > 0`,
    )
  ).rows;
  if (!job) throw new AppError('NOT_FOUND', 'This job is not waiting any more (it was delivered or deleted).');
  if (job.locked_at) throw new AppError('CONFLICT', 'This job is being attempted right now. Reload in a moment to see how it went.');
  return job;
}

/**
 * One more attempt, now: a failed job gets one attempt beyond those it used (its count stays
 * honest: 3 of 3 becomes 3 of 4), a retrying one runs now instead of at its next time.
 */
export async function retryJob(ctx: Ctx, input: { id: number }): Promise<{ message: string }> {
  const admin = requireRole(ctx, 'Admin');
  const job = await problemJob(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const done = await tx.execute(
      sql`SELECT id FROM graphile_worker.reschedule_jobs(ARRAY[${input.id}]::bigint[], run_at => now(), max_attempts => ${Math.max(job.max_attempts, job.attempts + 1)}::int)`,
    );
    if (!done.rows.length) throw new AppError('CONFLICT', 'This job is being attempted right now. Reload in a moment to see how it went.');
    // Wakes an idle runner at once (the payload is what graphile-worker's own add_job sends).
    await tx.execute(sql`SELECT pg_notify('jobs:insert', '{"count":1}')`);
    await recordAudit(tx, admin.userId, { action: 'job.retried', targetType: 'job', targetId: input.id, detail: job.task_identifier });
    return { message: 'The job will be attempted again now.' };
  });
}

/** Removes the job for good (it is not attempted again). */
export async function deleteJob(ctx: Ctx, input: { id: number }): Promise<{ message: string }> {
  const admin = requireRole(ctx, 'Admin');
  const job = await problemJob(ctx, input.id);
  return ctx.db.transaction(async (tx) => {
    const done = await tx.execute(sql`SELECT id FROM graphile_worker.complete_jobs(ARRAY[${input.id}]::bigint[])`);
    if (!done.rows.length) throw new AppError('CONFLICT', 'This job is being attempted right now. Reload in a moment to see how it went.');
    await recordAudit(tx, admin.userId, { action: 'job.deleted', targetType: 'job', targetId: input.id, detail: job.task_identifier });
    return { message: 'Job deleted. It will not be attempted again.' };
  });
}
