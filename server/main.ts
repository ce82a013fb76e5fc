import { openDatabase } from '../db/open.ts';
import { isDatabaseEmpty, seedDemoMarketplace } from '../db/seed/demo.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

/** `npm start`: configuration → database (embedded unless DATABASE_URL) → migrations → demo data on first run → HTTP. */
async function main() {
  let config;
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
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embeddedPort: config.embeddedPgPort,
    poolSize: 20,
    log: pgLog,
  });

  if (config.seedOnEmpty && (await isDatabaseEmpty(database.db))) {
    console.log('Empty database: loading the demo marketplace (first run)…');
    const summary = await seedDemoMarketplace(database.db, { equipment: 600, contractors: 200, seed: 1, log: console.log });
    console.log(summary.accountsText);
  }

  const app = await buildApp({ config, db: database.db });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: shutting down`);
    await app.close().catch(() => {});
    await database.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`BuildMart is serving on ${config.siteUrl} (API docs: ${config.siteUrl}/api/docs)`);
}

main().catch((err) => {
  console.error('Start failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
