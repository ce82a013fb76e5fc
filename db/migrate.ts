import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Db } from './client.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies the drizzle-kit migrations in db/migrations on one dedicated connection: it holds an
 * advisory lock (two processes starting at once take turns) and has no statement timeout
 * (building an index on a million listings takes longer than the serving timeout).
 */
export async function runMigrations(db: Db): Promise<void> {
  const client = await db.$client.connect();
  try {
    await client.query('SET statement_timeout = 0');
    await client.query('SELECT pg_advisory_lock(727272)');
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727272)').catch(() => {});
    await client.query('RESET statement_timeout').catch(() => {});
    client.release();
  }
}
