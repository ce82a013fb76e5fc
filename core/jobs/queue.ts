import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { JobQueue } from '../ports/jobs.ts';

/** Attempts before a job stays failed, when neither the caller nor JOB_MAX_ATTEMPTS says (about 3.6 h of retries). */
export const DEFAULT_MAX_ATTEMPTS = 10;

/**
 * The job queue in PostgreSQL (graphile-worker's schema, installed by db/migrate.ts). Adding a job
 * is one statement on the app's own pool: `graphile_worker.add_job` stores it and NOTIFYs, so an
 * idle runner in any process picks it up at once. `db` may be a transaction (the job then exists
 * only if the transaction commits).
 */
export function pgJobQueue(db: Pick<Db, 'execute'>, defaults: { maxAttempts?: number } = {}): JobQueue {
  return {
    async enqueue(task, payload, opts = {}) {
      const maxAttempts = opts.maxAttempts ?? defaults.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
      const runAt = opts.runAt ? opts.runAt.toISOString() : null;
      await db.execute(
        sql`SELECT 1 FROM graphile_worker.add_job(${task}::text, ${JSON.stringify(payload)}::json, run_at => ${runAt}::timestamptz, max_attempts => ${maxAttempts}::int)`,
      );
    },
  };
}
