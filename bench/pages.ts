/**
 * npm run bench:pages -- [--size N] [--connections C] [--duration S] [--warmup S] [--processes 1,2] [--modes cold,warm]
 *
 * Pages against the API, in one run, as a browser asks for them (Accept-Encoding: gzip, deflate, br, zstd):
 * the real server (server/main.ts) is spawned on the benchmark's database, cold (PAGE_CACHE=off) and warm
 * (PAGE_CACHE=on) with WEB_CONCURRENCY=1 and 2, and each target is loaded for a fixed time by the load
 * generator thread (bench/lib/http-worker.mjs). Prints the table and the budget ratios; writes the JSON to
 * bench/results/. See bench/README.md ("Pages").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openBenchDatabase, type BenchDatabase } from './lib/database.ts';
import { startLoad, type BenchRequest } from './lib/http-load.ts';
import { cpuMsBetween, cpuSnapshot, isNode, otherCpuSince, treePids, waitForQuiet, type CpuSnapshot, intOption, machineFacts } from './lib/machine.ts';
import { cleanupOnInterrupt, startServer, type ServerProcess } from './lib/server-process.ts';
import { ms, summarize, type Summary } from './lib/stats.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, '..');
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    contractors: { type: 'string' },
    seed: { type: 'string', default: '42' },
    fresh: { type: 'boolean', default: false },
    'pg-port': { type: 'string', default: '54340' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    processes: { type: 'string', default: '1,2' },
    modes: { type: 'string', default: 'cold,warm' },
    targets: { type: 'string', default: 'all' },
    'accept-encoding': { type: 'string', default: BROWSER_ACCEPT_ENCODING },
    'cpu-prof': { type: 'string' },
    'quiet-wait': { type: 'string', default: '60' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

type TargetId = 'health' | 'api' | 'home' | 'equipments' | 'contractors' | 'detail';
const TARGET_IDS: TargetId[] = ['health', 'api', 'home', 'equipments', 'contractors', 'detail'];
const PAGES: TargetId[] = ['home', 'equipments', 'contractors', 'detail'];

if (args.help) {
  console.log(`npm run bench:pages -- [options]
  --size N             equipment listings of the bench database (default 100000; the same database as npm run bench)
  --contractors M      contractors (default N/10)
  --seed S, --fresh    demo data seed (default 42); re-seed even when the database already holds N listings
  --pg-port P          port of the embedded server (default 54340; ignored with DATABASE_URL)
  --connections C      requests in flight (default 16)
  --duration S         measured seconds per target (default 10)
  --warmup S           unmeasured seconds before each target (default 2)
  --processes LIST     WEB_CONCURRENCY values (default 1,2)
  --modes LIST         cold (PAGE_CACHE=off) and/or warm (PAGE_CACHE=on) (default cold,warm)
  --targets LIST       ${TARGET_IDS.join(',')} (default all)
  --accept-encoding E  the request's Accept-Encoding (default '${BROWSER_ACCEPT_ENCODING}'; 'identity' for none)
  --cpu-prof DIR       write a V8 CPU profile of every server process into DIR (profiling, not for figures)
  --quiet-wait S       before each server start, wait up to S s while other processes use CPU (default 60)`);
  process.exit(0);
}
const listOf = <T extends string>(name: string, v: string, known: readonly T[]): T[] => {
  const items = v === 'all' ? [...known] : v.split(',').map((x) => x.trim());
  const bad = items.filter((x) => !known.includes(x as T));
  if (bad.length || !items.length) {
    console.error(`--${name}: unknown ${bad.join(', ') || '(empty)'} (known: ${known.join(', ')})`);
    process.exit(2);
  }
  return items as T[];
};
const size = intOption('size', args.size, 1, 5_000_000);
const contractors = intOption('contractors', args.contractors ?? String(Math.max(1, Math.round(size / 10))), 1, 1_000_000);
const seed = intOption('seed', args.seed, 0, 2 ** 31);
const pgPort = intOption('pg-port', args['pg-port'], 1024, 65535);
const connections = intOption('connections', args.connections, 1, 512);
const durationS = intOption('duration', args.duration, 1, 3600);
const warmupS = intOption('warmup', args.warmup, 0, 600);
const quietWait = intOption('quiet-wait', args['quiet-wait'], 0, 3600);
const processCounts = args.processes.split(',').map((x) => intOption('processes', x.trim(), 1, 64));
const modes = listOf('modes', args.modes, ['cold', 'warm'] as const);
const targets = listOf('targets', args.targets, TARGET_IDS);
const acceptEncoding = args['accept-encoding'];
const headers: Record<string, string> = acceptEncoding === 'identity' ? {} : { 'accept-encoding': acceptEncoding };

/** The /equipments page's default view (app/routes/equipments.tsx: page 1, 6 a page, latest first), as an API body. */
const EQUIPMENTS_DEFAULT_BODY = { Location: [], Page: 1, PageSize: 6, SortBy: 'latest' };

const machine = machineFacts(ROOT, ['app', 'core', 'db', 'server', 'contract', 'data']);

type Measured = {
  target: TargetId;
  label: string;
  processes: number;
  mode: 'cold' | 'warm';
  summary: Summary;
  firstError?: string;
  statuses: Record<string, number>;
  bytesPerResponse: number;
  /** x-page-cache values seen ('' = no header). */
  pageCache: Record<string, number>;
  /** Node processes of the server seen during the run (the primary and its workers). */
  serverProcesses: number;
  /** CPU per completed request (ms): the server's processes, PostgreSQL, the load generator. */
  cpuMsPerRequest: { server: number; postgres: number; client: number };
  /** Share of the machine's CPU (all cores) used by PostgreSQL and by the server during the run, %. */
  machineShare: { postgres: number; server: number };
  otherCpuPercent: number;
};

console.log(`# BuildMart page benchmark — ${size.toLocaleString('en-US')} equipment, ${contractors.toLocaleString('en-US')} contractors`);
console.log(`Machine: ${machine.nproc} CPUs (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')}`);
console.log(`Code: ${machine.gitCommit}${machine.gitChanges.length ? ` + ${machine.gitChanges.length} uncommitted change(s)` : ''}`);
console.log(
  `Load: ${connections} connections, ${warmupS} s warm-up + ${durationS} s per target, Accept-Encoding '${acceptEncoding}'; processes ${processCounts.join(', ')}; ${modes.join(', ')}\n`,
);

const config = loadConfig();
let database: BenchDatabase | undefined;
let server: ServerProcess | undefined;
const cleanup = cleanupOnInterrupt(() => ({ server, database }));

/** PostgreSQL's processes: the embedded server (our child, minus the app server's tree) or the bench database's backends. */
function postgresPids(snap: CpuSnapshot, serverPids: Set<number>, db: BenchDatabase): number[] {
  if (db.kind === 'external') {
    const backend = new RegExp(`^postgres: \\S+ ${db.database} `);
    return [...snap.procs].filter(([, p]) => backend.test(p.name)).map(([pid]) => pid);
  }
  return treePids(snap, process.pid).filter((pid) => pid !== process.pid && !serverPids.has(pid));
}

async function measure(target: TargetId, request: BenchRequest, label: string, processes: number, mode: 'cold' | 'warm', db: BenchDatabase, srv: ServerProcess): Promise<Measured> {
  const load = startLoad({
    baseUrl: srv.url,
    requests: [request],
    headers,
    countHeader: 'x-page-cache',
    total: Number.MAX_SAFE_INTEGER,
    concurrency: connections,
    warmup: warmupS > 0 ? Number.MAX_SAFE_INTEGER : 0,
    warmupMs: warmupS * 1000,
    maxMs: durationS * 1000,
  });
  await load.ready;
  const a = cpuSnapshot();
  const r = await load.done;
  const b = cpuSnapshot();
  const serverPids = new Set(treePids(b, srv.pid));
  const wallS = r.wallMs / 1000;
  const done = Math.max(1, r.latencies.length + r.errors);
  const serverMs = cpuMsBetween(a, b, serverPids);
  const pgMs = cpuMsBetween(a, b, postgresPids(b, serverPids, db));
  const summary = summarize(r.latencies, r.wallMs, r.errors);
  return {
    target,
    label,
    processes,
    mode,
    summary,
    firstError: r.firstError,
    statuses: r.statuses,
    bytesPerResponse: Math.round(r.bytes / done),
    pageCache: r.headerValues,
    serverProcesses: [...serverPids].filter((pid) => isNode(b.procs.get(pid)?.name)).length,
    cpuMsPerRequest: { server: serverMs / done, postgres: pgMs / done, client: r.clientBusyMs / done },
    machineShare: { postgres: pgMs / 10 / wallS / machine.nproc, server: serverMs / 10 / wallS / machine.nproc },
    otherCpuPercent: otherCpuSince(a).totalPercent,
  };
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—');
const cacheNote = (m: Measured) => {
  const hit = m.pageCache.hit ?? 0;
  const miss = m.pageCache.miss ?? 0;
  return hit + miss === 0 ? '—' : `${fmt((hit / (hit + miss)) * 100)} % hit`;
};

try {
  database = await openBenchDatabase(config, { size, contractors, seed, fresh: args.fresh, pgPort, poolSize: 2 });
  const db = database;
  console.log(`Database: ${db.kind === 'embedded' ? 'embedded' : 'DATABASE_URL'} (${db.where})${db.seeded.ran ? `, seeded now in ${db.seeded.seconds} s` : ', existing data'}`);
  const serverDataDir = path.join(config.dataDir, 'bench-pages-server');

  const results: Measured[] = [];
  let detailPath: string | undefined;
  for (const processes of processCounts) {
    for (const mode of modes) {
      if (quietWait) await waitForQuiet(quietWait, 25, console.log);
      server = await startServer({
        databaseUrl: db.url,
        dataDir: serverDataDir,
        env: { WEB_CONCURRENCY: String(processes), PAGE_CACHE: mode === 'cold' ? 'off' : 'on' },
        cpuProfDir: args['cpu-prof'] ? path.resolve(args['cpu-prof']) : undefined,
      });
      if (!detailPath) {
        const res = await fetch(`${server.url}/api/public/v3/equipments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(EQUIPMENTS_DEFAULT_BODY),
        });
        const list = (await res.json()) as { Data?: { Url: string }[] };
        detailPath = list.Data?.[0]?.Url;
        if (!detailPath) throw new Error(`no approved equipment to open a detail page of (HTTP ${res.status})`);
        console.log(`Detail page: ${detailPath}\n`);
      }
      const requests: Record<TargetId, [BenchRequest, string]> = {
        health: [{ method: 'GET', path: '/api/health' }, 'GET /api/health'],
        api: [{ method: 'POST', path: '/api/public/v3/equipments', body: EQUIPMENTS_DEFAULT_BODY }, 'POST /api/public/v3/equipments (page 1)'],
        home: [{ method: 'GET', path: '/' }, 'GET /'],
        equipments: [{ method: 'GET', path: '/equipments' }, 'GET /equipments'],
        contractors: [{ method: 'GET', path: '/contractors' }, 'GET /contractors'],
        detail: [{ method: 'GET', path: detailPath }, 'equipment detail page'],
      };
      for (const t of targets) {
        const [req, label] = requests[t];
        const m = await measure(t, req, label, processes, mode, db, server);
        results.push(m);
        console.log(
          `${processes}p ${mode} ${label}: ${fmt(m.summary.rps)}/s, p50 ${ms(m.summary.p50)} p99 ${ms(m.summary.p99)} ms, ${fmt(m.bytesPerResponse)} B/resp, ` +
            `server ${fmt(m.cpuMsPerRequest.server, 2)} ms CPU/req, PostgreSQL ${fmt(m.machineShare.postgres)} % of the machine, x-page-cache ${JSON.stringify(m.pageCache)}` +
            (m.summary.errors ? ` ⚠ ${m.summary.errors} errors, first: ${m.firstError}` : '') +
            (m.otherCpuPercent >= 25 ? ` ⚠ other processes used ${m.otherCpuPercent} % of a CPU` : ''),
        );
      }
      await server.stop();
      server = undefined;
    }
  }

  // ── report ──────────────────────────────────────────────────────────────────────────────────
  const find = (t: TargetId, p: number, mode: 'cold' | 'warm') => results.find((r) => r.target === t && r.processes === p && r.mode === mode);
  console.log('\n## Results\n');
  console.log(
    '| target | processes | cache | req/s | p50 ms | p99 ms | errors | bytes/resp | x-page-cache | server CPU ms/req | PostgreSQL CPU ms/req | PostgreSQL % of machine |',
  );
  console.log('|---|--:|---|--:|--:|--:|--:|--:|---|--:|--:|--:|');
  for (const r of results)
    console.log(
      `| ${r.label} | ${r.processes}${r.serverProcesses !== r.processes ? ` (${r.serverProcesses} seen)` : ''} | ${r.mode} | ${fmt(r.summary.rps)} | ${ms(r.summary.p50)} | ${ms(r.summary.p99)} | ${r.summary.errors} | ${fmt(r.bytesPerResponse)} | ${cacheNote(r)} | ${fmt(r.cpuMsPerRequest.server, 2)} | ${fmt(r.cpuMsPerRequest.postgres, 2)} | ${fmt(r.machineShare.postgres)} |`,
    );

  /** `measured: false`: the run could not test this budget (only one server process seen). */
  type Ratio = { budget: string; what: string; value: number; min: number; note?: string; measured?: boolean };
  const ratios: Ratio[] = [];
  for (const p of processCounts) {
    const api = find('api', p, 'cold');
    for (const t of ['equipments', 'contractors', 'detail'] as const) {
      const page = find(t, p, 'cold');
      if (api && page) ratios.push({ budget: 'cold page ÷ API', what: `${page.label}, ${p} process(es)`, value: page.summary.rps / api.summary.rps, min: 0.5 });
    }
    const health = find('health', p, 'warm');
    for (const t of PAGES) {
      const page = find(t, p, 'warm');
      if (!health || !page) continue;
      const hits = page.pageCache.hit ?? 0;
      ratios.push({
        budget: 'warm page ÷ health',
        what: `${page.label}, ${p} process(es)`,
        value: page.summary.rps / health.summary.rps,
        min: 0.3,
        note: hits ? undefined : 'no x-page-cache: hit seen (page cache not active: warm = cold)',
      });
    }
  }
  if (processCounts.includes(1) && processCounts.includes(2))
    for (const mode of modes)
      for (const t of PAGES) {
        const one = find(t, 1, mode);
        const two = find(t, 2, mode);
        if (!one || !two) continue;
        // The database is the limit when PostgreSQL alone used most of a core's worth of the machine.
        const dbBound = two.machineShare.postgres * machine.nproc >= 80;
        ratios.push({
          budget: '2 processes ÷ 1',
          what: `${two.label}, ${mode}`,
          value: two.summary.rps / one.summary.rps,
          min: 1.6,
          measured: two.serverProcesses >= 2,
          note:
            `PostgreSQL ${fmt(two.machineShare.postgres)} % of the machine, server ${fmt(two.machineShare.server)} %` +
            (dbBound ? ' — the database is the limit' : '') +
            (two.serverProcesses < 2 ? ` — only ${two.serverProcesses} server process seen (WEB_CONCURRENCY not honoured)` : ''),
        });
      }
  console.log('\n## Budgets\n');
  console.log('| budget | target | ratio | minimum | met | note |');
  console.log('|---|---|--:|--:|---|---|');
  for (const r of ratios)
    console.log(`| ${r.budget} | ${r.what} | ${fmt(r.value, 2)} | ${r.min} | ${r.measured === false ? 'not measured' : r.value >= r.min ? '✅' : '❌'} | ${r.note ?? ''} |`);

  const errors = results.reduce((n, r) => n + r.summary.errors, 0);
  const hitsSeen = results.some((r) => (r.pageCache.hit ?? 0) > 0);
  console.log(`\nErrors: ${errors}${errors ? ' ❌ (every response must be 200)' : ' ✅'}. Page cache hits seen: ${hitsSeen ? 'yes' : 'no'}.`);

  const dir = path.join(BENCH_DIR, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pages-${size}-${db.kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ machine, options: { size, contractors, seed, connections, durationS, warmupS, processCounts, modes, acceptEncoding }, detailPath, results, ratios, errors, hitsSeen }, null, 2)}\n`,
  );
  console.log(`Written: ${path.relative(ROOT, file)}`);
  await cleanup();
  process.exitCode = errors ? 1 : 0;
} catch (err) {
  console.error('Page benchmark failed:', err instanceof Error ? err.message : err);
  await cleanup();
  process.exitCode = 1;
}
