import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export type ServerProcess = { pid: number; url: string; output: () => string; stop: () => Promise<void> };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

/**
 * The real server (`node --import tsx server/main.ts`, what `npm start` runs after the build) on a free
 * loopback port against `databaseUrl`, with LOG_LEVEL=warn and no demo seeding; `env` adds or overrides
 * variables (WEB_CONCURRENCY, PAGE_CACHE…). `cpuProfDir` writes a V8 CPU profile of every process
 * there when it exits. Resolves once GET /api/health answers 200.
 */
export async function startServer(o: { databaseUrl: string; dataDir: string; env?: Record<string, string>; cpuProfDir?: string }): Promise<ServerProcess> {
  const port = await freePort();
  mkdirSync(o.dataDir, { recursive: true });
  const prof = o.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', o.cpuProfDir] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: o.databaseUrl,
      DATA_DIR: o.dataDir,
      LOG_LEVEL: 'warn',
      SEED_ON_EMPTY: 'false',
      ...o.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  let gone = false;
  void exited.then(() => (gone = true));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (gone) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  };
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (gone) throw new Error(`the server exited before answering: ${output.slice(-2000)}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { pid: child.pid!, url, output: () => output, stop };
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`the server did not answer /api/health within 120 s: ${output.slice(-2000)}`);
}

/**
 * What stops the spawned server and the bench database (given lazily: they are opened later); Ctrl-C runs it
 * and exits 130, so an interrupted run leaves no server or PostgreSQL behind.
 */
export function cleanupOnInterrupt(parts: () => { server?: ServerProcess; database?: { close(): Promise<void> } }): () => Promise<void> {
  const cleanup = async () => {
    const { server, database } = parts();
    await server?.stop().catch(() => {});
    await database?.close().catch(() => {});
  };
  process.once('SIGINT', () => {
    console.log('\nInterrupted: stopping…');
    void cleanup().finally(() => process.exit(130));
  });
  return cleanup;
}
