import cluster, { type Worker } from 'node:cluster';
import { restartDelay } from '../db/embedded-supervisor.ts';
import type { Config } from './config.ts';
import { prepareDatabase } from './prepare-database.ts';
import { onShutdownSignal, servingLine } from './lifecycle.ts';

/**
 * The cluster's primary (WEB_CONCURRENCY > 1, docs/decisions/033). It serves no request: it owns
 * the database side — the embedded server (started, supervised, stopped last), the migrations, the
 * demo data on the first run — then forks the app processes, which share its port (node:cluster
 * hands each new connection to the next process in turn), and keeps that many running.
 */

/** Messages from the primary to the app processes about the embedded server (server/main.ts). */
export type DatabaseMessage = { buildmart: 'database'; state: 'down'; reason: string } | { buildmart: 'database'; state: 'up' };

/** An app process that served this long before dying restarts at once again, however often it died before. */
const STABLE_MS = 60_000;
/** How long app processes get to finish their requests at shutdown before they are killed. */
const GRACE_MS = 20_000;

type Slot = { n: number; worker?: Worker; startedAt: number; failures: number; timer?: NodeJS.Timeout; listening: boolean };

export async function runPrimary(config: Config): Promise<void> {
  const count = config.webConcurrency;
  // The primary only migrates and seeds: a small pool, ended before the app processes start.
  const database = await prepareDatabase(config, 4);
  await database.db.$client.end();

  const slots: Slot[] = Array.from({ length: count }, (_, i) => ({ n: i + 1, startedAt: 0, failures: 0, listening: false }));
  const bySlot = new Map<Worker, Slot>();
  let served = false;
  let closing = false;

  const broadcast = (message: DatabaseMessage) => {
    for (const { worker } of slots) if (worker?.isConnected()) worker.send(message, () => {}); // a dying process may miss it
  };
  database.embedded?.events.on('down', (reason) => {
    console.warn(`The embedded PostgreSQL server stopped unexpectedly (${reason}); restarting it…`);
    broadcast({ buildmart: 'database', state: 'down', reason: `embedded server ${reason}` });
  });
  database.embedded?.events.on('retry', (reason, ms) => console.warn(`The embedded PostgreSQL server ${reason}; next attempt in ${ms} ms.`));
  database.embedded?.events.on('up', (ms) => {
    console.warn(`The embedded PostgreSQL server is running again (${ms} ms after it stopped).`);
    broadcast({ buildmart: 'database', state: 'up' });
  });

  const fork = (slot: Slot) => {
    slot.timer = undefined;
    slot.listening = false;
    slot.startedAt = Date.now();
    const worker = cluster.fork();
    slot.worker = worker;
    bySlot.set(worker, slot);
  };

  const shutdown = async (reason: string, code: number) => {
    if (closing) return;
    closing = true;
    console.log(`${reason}: stopping ${count} app processes…`);
    for (const slot of slots) clearTimeout(slot.timer);
    const running = slots.map((s) => s.worker).filter((w): w is Worker => !!w && !w.isDead());
    // Each finishes its requests in flight and exits (server/serve.ts); a stuck one is killed.
    const kill = setTimeout(() => {
      for (const w of running) if (!w.isDead()) w.process.kill('SIGKILL');
    }, GRACE_MS);
    await Promise.all(
      running.map((w) => {
        if (w.isDead()) return undefined;
        const exited = new Promise((r) => w.once('exit', r));
        w.process.kill('SIGTERM');
        return exited;
      }),
    );
    clearTimeout(kill);
    await database.close();
    process.exit(code);
  };
  onShutdownSignal((signal) => void shutdown(signal, 0));

  cluster.on('listening', (worker) => {
    const slot = bySlot.get(worker);
    if (!slot || slot.listening) return;
    slot.listening = true;
    console.log(`App process ${slot.n} of ${count} started (pid ${worker.process.pid})`);
    if (!served && slots.every((s) => s.listening)) {
      served = true;
      console.log(servingLine(config, count));
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const slot = bySlot.get(worker);
    bySlot.delete(worker);
    if (!slot || closing) return;
    slot.worker = undefined;
    const how = signal ? `killed by ${signal}` : `exited with code ${code}`;
    if (!served) {
      // Not one full start yet (port taken, bad build…): the same error would come back forever.
      console.error(`Start failed: app process ${slot.n} ${how} before serving (see above).`);
      // A setting the app process refused (exit 2: e.g. a missing STORAGE_URL bucket) keeps its code.
      void shutdown('start failed', code === 2 ? 2 : 1);
      return;
    }
    if (Date.now() - slot.startedAt > STABLE_MS) slot.failures = 0;
    // At once after a rare death; a process that keeps dying waits longer each time, up to 30 s.
    const delay = restartDelay(slot.failures++);
    console.warn(`App process ${slot.n} (pid ${worker.process.pid}) ${how}; starting another${delay ? ` in ${delay} ms` : ''}.`);
    slot.timer = setTimeout(() => fork(slot), delay);
  });

  for (const slot of slots) fork(slot);
}
