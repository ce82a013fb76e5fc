import path from 'node:path';
import { persistedSecret } from '../server/config.ts';
import { createDb, createPool, type Db } from './client.ts';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export type OpenedDatabase = { db: Db; url: string; embedded?: EmbeddedServer; close: () => Promise<void> };

/**
 * DATABASE_URL set → that server. Unset → the embedded PostgreSQL server with its data in
 * DATA_DIR/pg, started (or recovered after a crash) here. Migrations are applied either way.
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  poolSize?: number;
  log?: (line: string) => void;
}): Promise<OpenedDatabase> {
  let embedded: EmbeddedServer | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(opts.dataDir, 'pg'),
      port: opts.embeddedPort,
      password: persistedSecret(opts.dataDir, 'db'),
      log: opts.log,
    });
    url = embedded.url;
  }
  const pool = createPool(url, opts.poolSize ?? 10);
  const db = createDb(pool);
  try {
    await runMigrations(db);
  } catch (err) {
    await pool.end().catch(() => {});
    await embedded?.stop();
    throw err;
  }
  return {
    db,
    url,
    embedded,
    close: async () => {
      await pool.end().catch(() => {});
      await embedded?.stop();
    },
  };
}
