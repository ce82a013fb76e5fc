import { existsSync } from 'node:fs';
import { openDatabase, type OpenedDatabase } from '../db/open.ts';
import { demoAccountsFile, demoAccountsText, demoPhonesText, writeDemoAccountsFile } from '../db/seed/demo-accounts-file.ts';
import { passwordTools } from '../core/auth/password.ts';
import { localDiskStorage, uploadsDir } from '../core/ports/storage.ts';
import { DEMO_SIZE, isDatabaseEmpty, seedDemoMarketplace } from '../db/seed/demo.ts';
import { type Config, databaseOptions } from './config.ts';

/**
 * Connections each app process may open besides its pool: the job runner's own pool (JOB_CONCURRENCY + 2,
 * server/jobs/runner.ts), the page cache's LISTEN connection and the availability probe (docs/decisions/033).
 */
const extraConnectionsPerProcess = (config: Config) => config.jobs.concurrency + 2 + 2;
/** Kept free for migrations, `admin:create`, an operator's psql and PostgreSQL's superuser reserve. */
const HEADROOM = 10;

/**
 * What happens once, before any request is served, in the process that owns the database: start
 * the embedded server (unless DATABASE_URL), apply the migrations, load the demo marketplace on the
 * first run. With several app processes this is the cluster's primary; the app processes only connect.
 */
export async function prepareDatabase(config: Config, poolSize: number): Promise<OpenedDatabase> {
  const pgLog = process.env.PG_LOG === '1' ? (l: string) => console.log('[postgres]', l) : () => {};
  console.log(config.databaseUrl ? 'Using the PostgreSQL server at DATABASE_URL…' : `Starting the embedded PostgreSQL server (data in ${config.dataDir}/pg)…`);
  const database = await openDatabase({ ...databaseOptions(config), poolSize, log: pgLog });

  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    console.log('Empty database: loading the demo marketplace (first run)…');
    // The demo brochure goes to the local uploads folder; with STORAGE_URL the demo has no document (docs/decisions/053).
    const files = config.s3 ? undefined : localDiskStorage({ root: uploadsDir(config.dataDir) });
    const summary = await seedDemoMarketplace(database.db, { ...DEMO_SIZE, log: console.log, passwords: passwordTools, files });
    const file = writeDemoAccountsFile(config.dataDir, summary.accounts);
    // Shown this once; afterwards only the file has them.
    console.log(
      `Demo accounts, with passwords generated for this installation (kept in ${file}, readable by you only):\n${demoAccountsText(summary.accounts)}\n${demoPhonesText(summary.accounts, config.dataDir)}`,
    );
  } else if (existsSync(demoAccountsFile(config.dataDir))) {
    console.log(`Demo account passwords: ${demoAccountsFile(config.dataDir)}`);
  }
  await warnIfTooManyConnections(database, config);
  return database;
}

/** The pools are caps, opened lazily: say so at start when full ones would not fit the server. */
async function warnIfTooManyConnections(database: OpenedDatabase, config: Config) {
  const { rows } = await database.db.$client.query<{ max_connections: string }>('SHOW max_connections');
  const max = Number(rows[0]?.max_connections);
  const wanted = config.webConcurrency * (config.dbPoolSize + extraConnectionsPerProcess(config)) + HEADROOM;
  if (Number.isFinite(max) && wanted > max) {
    console.warn(
      `Warning: ${config.webConcurrency} app processes (WEB_CONCURRENCY) with ${config.dbPoolSize} database connections each (DB_POOL_SIZE) may need about ${wanted} connections, more than the server's max_connections (${max}). Lower DB_POOL_SIZE or WEB_CONCURRENCY, or raise max_connections.`,
    );
  }
}
