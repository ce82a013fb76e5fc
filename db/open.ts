import path from 'node:path';
import { createDb, createPool, type Db } from './client.ts';
import { embeddedUrl, runningServerPort, startEmbeddedPostgres, type EmbeddedServer } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export type OpenedDatabase = { db: Db; url: string; embedded?: EmbeddedServer; close: () => Promise<void> };

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir: string;
  embeddedPort: number;
  /**
   * The embedded server's password, asked for only when that server is used. The caller owns the
   * secret (the app keeps it in DATA_DIR, server/config.ts): db/ is handed configuration, it never reads it.
   */
  embeddedPassword: () => string;
  log?: (line: string) => void;
};

/**
 * DATABASE_URL set → that server. Unset → the embedded PostgreSQL server with its data in
 * DATA_DIR/pg, started (or recovered after a crash) here. Migrations are applied either way.
 */
export async function openDatabase(opts: DatabaseOptions & { poolSize?: number }): Promise<OpenedDatabase> {
  let embedded: EmbeddedServer | undefined;
  let url = opts.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dir: path.join(opts.dataDir, 'pg'),
      port: opts.embeddedPort,
      password: opts.embeddedPassword(),
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

/**
 * A pool on a database another process prepared: the cluster's primary started the embedded server
 * (and keeps it running) and applied the migrations, so an app process only connects. The embedded
 * server's URL follows from its port and password, so nothing secret has to be handed over.
 */
export function connectDatabase(opts: DatabaseOptions & { poolSize: number }): { db: Db; url: string; close: () => Promise<void> } {
  const url = opts.databaseUrl ?? embeddedUrl(opts.embeddedPort, opts.embeddedPassword());
  const pool = createPool(url, opts.poolSize);
  return { db: createDb(pool), url, close: async () => void (await pool.end().catch(() => {})) };
}

/**
 * For command-line tools (seed, admin:create): when the app is running on the embedded server, use
 * that server (PostgreSQL would refuse a second one on the folder, and stopping it would take the
 * site down); its migrations are the app's business. Otherwise as openDatabase.
 */
export async function openDatabaseForTool(opts: DatabaseOptions): Promise<OpenedDatabase & { attached: boolean }> {
  const port = opts.databaseUrl ? undefined : runningServerPort(path.join(opts.dataDir, 'pg'));
  if (port === undefined) return { ...(await openDatabase(opts)), attached: false };
  const url = embeddedUrl(port, opts.embeddedPassword());
  const pool = createPool(url, 2);
  return { db: createDb(pool), url, attached: true, close: async () => void (await pool.end().catch(() => {})) };
}
