import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Applies the drizzle-kit migrations in db/migrations (idempotent, in a transaction each). */
export async function runMigrations(db: Db): Promise<void> {
  // Two processes starting at once (two app instances, parallel test workers) take turns.
  const client = await db.$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727272)');
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727272)').catch(() => {});
    client.release();
  }
}
