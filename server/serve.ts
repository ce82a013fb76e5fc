import type { FastifyInstance } from 'fastify';
import type { DatabaseAvailability } from '../db/availability.ts';
import type { Db } from '../db/client.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { onShutdownSignal } from './lifecycle.ts';

export type ServeOptions = {
  config: Config;
  db: Db;
  availability: DatabaseAvailability;
  /** Runs after the HTTP server closed: ends the pool (and, in a single process, stops the embedded server). */
  release: () => Promise<void>;
};

/**
 * One app process: builds the app and listens on PORT. A signal (or `shutdown()`) stops taking new
 * connections, lets the requests in flight finish, releases the database and exits 0. In a cluster
 * every app process runs this and the primary shares the one port among them (server/primary.ts).
 */
export async function serveApp({ config, db, availability, release }: ServeOptions): Promise<{ app: FastifyInstance; shutdown: (reason: string) => Promise<void> }> {
  const app = await buildApp({ config, db, availability });
  // A bucket that is not there, or a key it refuses, will not fix itself: stop now, saying which (exit 2, as for a
  // bad setting). A server that does not answer may come back: uploads answer 503 meanwhile (docs/decisions/035).
  const storageProblem = await app.storage.check?.();
  if (storageProblem?.lasting) {
    console.error(`File storage (STORAGE_URL): ${storageProblem.message}.`);
    await app.close().catch(() => {});
    await release().catch(() => {});
    process.exit(2);
  }
  if (storageProblem) console.warn(`File storage (STORAGE_URL): ${storageProblem.message}; uploads answer 503 until it does.`);
  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${reason}: shutting down`);
    availability.close();
    await app.close().catch(() => {});
    await release().catch(() => {});
    process.exit(0);
  };
  onShutdownSignal((signal) => void shutdown(signal));
  await app.listen({ port: config.port, host: config.host });
  return { app, shutdown };
}
