import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { Logger, runMigrations as runQueueMigrations } from 'graphile-worker';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** graphile-worker's own messages during its migration are not worth a line at start; errors still throw. */
const quiet = new Logger(() => () => {});

/**
 * Applies the drizzle-kit migrations in db/migrations on one dedicated connection: it holds an
 * advisory lock (two processes starting at once take turns) and has no statement timeout
 * (building an index on a million listings takes longer than the serving timeout). Then the job
 * queue's schema (`graphile_worker`, docs/decisions/034-job-queue.md), with graphile-worker's own
 * migrations, still under the lock: every database the app or the tests use has it, and no
 * runner ever has to create it while requests are adding jobs.
 */
export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock(727272)');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    await runQueueMigrations({ connectionString: db.$client.options.connectionString!, maxPoolSize: 2, logger: quiet });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727272)').catch(() => {});
    await client.query('RESET statement_timeout').catch(() => {});
    client.release();
  }
}
