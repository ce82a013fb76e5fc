import cluster from 'node:cluster';
import { type Config, ConfigError, databaseOptions, loadConfig } from './config.ts';
import { servingLine } from './lifecycle.ts';
import type { DatabaseMessage } from './primary.ts';

// Each kind of process loads only what it runs (every module is compiled by tsx at start): the
// primary never builds the app, an app process never seeds.
const availabilityModule = () => import('../db/availability.ts');

/**
 * `npm start`: configuration → database (embedded unless DATABASE_URL) → migrations → demo data on
 * first run → HTTP. WEB_CONCURRENCY=1 does it all in this one process; more makes this process the
 * cluster's primary (server/primary.ts), and each app process it forks comes back here (docs/decisions/033).
 */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  if (cluster.isWorker) return appProcess(config);
  if (config.webConcurrency > 1) return (await import('./primary.ts')).runPrimary(config);
  return singleProcess(config);
}

/** Everything in one process: the database's owner and the app. */
async function singleProcess(config: Config) {
  const { prepareDatabase } = await import('./prepare-database.ts');
  const { DatabaseAvailability } = await availabilityModule();
  const { serveApp } = await import('./serve.ts');
  const database = await prepareDatabase(config, config.dbPoolSize);
  // 503 "back in a moment" while the database is unreachable; the embedded server is restarted when it dies.
  const availability = new DatabaseAvailability({ connectionString: database.url, log: (line) => console.warn(line) });
  database.embedded?.events.on('down', (reason) => {
    console.warn(`The embedded PostgreSQL server stopped unexpectedly (${reason}); restarting it…`);
    availability.markDown(`embedded server ${reason}`);
  });
  database.embedded?.events.on('retry', (reason, ms) => console.warn(`The embedded PostgreSQL server ${reason}; next attempt in ${ms} ms.`));
  database.embedded?.events.on('up', (ms) => {
    console.warn(`The embedded PostgreSQL server is running again (${ms} ms after it stopped).`);
    availability.probeNow();
  });
  await serveApp({ config, db: database.db, availability, release: database.close });
  console.log(servingLine(config, 1));
}

/** One of the cluster's app processes: the primary prepared the database; this one connects and serves. */
async function appProcess(config: Config) {
  const { connectDatabase } = await import('../db/open.ts');
  const { DatabaseAvailability } = await availabilityModule();
  const { serveApp } = await import('./serve.ts');
  const database = connectDatabase({ ...databaseOptions(config), poolSize: config.dbPoolSize });
  const availability = new DatabaseAvailability({ connectionString: database.url, log: (line) => console.warn(line) });
  // The primary supervises the embedded server and says when it died and when it is back.
  process.on('message', (m: DatabaseMessage) => {
    if (m?.buildmart !== 'database') return;
    if (m.state === 'down') availability.markDown(m.reason);
    else availability.probeNow();
  });
  // The primary is gone (killed, even with SIGKILL): no orphaned app process keeps the port or the database.
  let shutdown: ((reason: string) => Promise<void>) | undefined;
  process.once('disconnect', () => {
    setTimeout(() => process.exit(1), 10_000).unref();
    if (shutdown) void shutdown('primary process gone');
    else process.exit(1);
  });
  ({ shutdown } = await serveApp({ config, db: database.db, availability, release: database.close }));
}

main().catch((err) => {
  console.error('Start failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
