/**
 * npm run bench:soak -- [--size N] [--connections 64] [--duration 600] [--processes P] [--page-cache on|off]
 *
 * A long run of mixed traffic against the real server (server/main.ts spawned on the benchmark's
 * database, as bench:pages does): list pages with varied filters and pages, detail pages, API calls,
 * health and a few deliberate 404s. Reports errors (anything but the expected status), req/s, p50/p99
 * and the server processes' resident memory every 10 s, with the first and last minute compared.
 * See bench/README.md ("Soak").
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { CONTRACTOR_TYPES } from '../data/contractor-types.ts';
import { EQUIPMENT_CATEGORIES } from '../data/equipment-catalogue.ts';
import { loadConfig } from '../server/config.ts';
import { openBenchDatabase, type BenchDatabase } from './lib/database.ts';
import { startLoad, type BenchRequest } from './lib/http-load.ts';
import { cpuSnapshot, isNode, rssMiB, treePids, intOption } from './lib/machine.ts';
import { cleanupOnInterrupt, startServer, type ServerProcess } from './lib/server-process.ts';
import { ms, summarize } from './lib/stats.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    contractors: { type: 'string' },
    seed: { type: 'string', default: '42' },
    'pg-port': { type: 'string', default: '54340' },
    connections: { type: 'string', default: '64' },
    duration: { type: 'string', default: '600' },
    warmup: { type: 'string', default: '30' },
    processes: { type: 'string' },
    'page-cache': { type: 'string', default: 'on' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(`npm run bench:soak -- [options]
  --size N            equipment listings of the bench database (default 100000; the database npm run bench uses)
  --contractors M     contractors (default N/10)
  --pg-port P         port of the embedded server (default 54340; ignored with DATABASE_URL)
  --connections C     requests in flight (default 64)
  --duration S        measured seconds (default 600)
  --warmup S          unmeasured seconds first (default 30)
  --processes P       WEB_CONCURRENCY (default: the server's own default, one per CPU)
  --page-cache on|off PAGE_CACHE (default on)`);
  process.exit(0);
}
const size = intOption('size', args.size, 1, 5_000_000);
const contractors = intOption('contractors', args.contractors ?? String(Math.max(1, Math.round(size / 10))), 1, 1_000_000);
const seed = intOption('seed', args.seed, 0, 2 ** 31);
const pgPort = intOption('pg-port', args['pg-port'], 1024, 65535);
const connections = intOption('connections', args.connections, 1, 1024);
const durationS = intOption('duration', args.duration, 10, 24 * 3600);
const warmupS = intOption('warmup', args.warmup, 0, 3600);
const processes = args.processes === undefined ? undefined : intOption('processes', args.processes, 1, 64);
if (args['page-cache'] !== 'on' && args['page-cache'] !== 'off') {
  console.error(`--page-cache must be on or off (got ${args['page-cache']})`);
  process.exit(2);
}

/**
 * The mix, in requests out of 100 (stated in bench/README.md): what a marketplace's traffic looks like —
 * mostly list and detail pages, the API used by the pages' client-side navigation and by partners,
 * health checks from a load balancer, and a few dead links.
 */
export const MIX = { listPages: 35, detailPages: 20, home: 10, api: 20, health: 10, notFound: 5 } as const;

type Sample = { atS: number; rss: Record<number, number> };

const config = loadConfig();
let database: BenchDatabase | undefined;
let server: ServerProcess | undefined;
const cleanup = cleanupOnInterrupt(() => ({ server, database }));

/** Deterministic pseudo-random numbers (the same mix on every run). */
function rng(s: number) {
  let x = s >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

async function buildMix(baseUrl: string): Promise<BenchRequest[]> {
  const post = async (p: string, body: unknown) => {
    const res = await fetch(`${baseUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return (await res.json()) as { Data?: { Url: string; City?: string | null; Id: number }[] };
  };
  const equipment = (await post('/api/public/v3/equipments', { Page: 1, PageSize: 50, SortBy: 'latest' })).Data ?? [];
  const firms = (await post('/api/public/v3/contractors', { Page: 1, PageSize: 50, SortBy: 'latest' })).Data ?? [];
  if (!equipment.length || !firms.length) throw new Error('the bench database has no approved equipment or contractors');
  const cities = [...new Set(equipment.map((e) => e.City).filter((c): c is string => Boolean(c)))].slice(0, 8);
  const rand = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const page = () => 1 + Math.floor(rand() * 5);
  const sorts = ['latest', 'oldest', 'nameasc', 'namedesc'] as const;

  const listPage = (): BenchRequest => {
    if (rand() < 0.6) {
      const q = new URLSearchParams();
      if (rand() < 0.5) q.set('cat', pick(EQUIPMENT_CATEGORIES).slug);
      if (rand() < 0.4) q.set('loc', pick(cities));
      if (rand() < 0.3) q.set('avail', pick(['rent', 'sale']));
      if (rand() < 0.2) q.set('q', pick(['excavator', 'crane', 'jcb', 'loader', 'roller']));
      if (rand() < 0.3) q.set('sort', pick(sorts));
      if (rand() < 0.4) q.set('page', String(page()));
      return { method: 'GET', path: `/equipments${q.size ? `?${q}` : ''}` };
    }
    const q = new URLSearchParams();
    if (rand() < 0.5) q.set('type', pick(CONTRACTOR_TYPES).value);
    if (rand() < 0.4) q.set('loc', pick(cities));
    if (rand() < 0.3) q.set('page', String(page()));
    return { method: 'GET', path: `/contractors${q.size ? `?${q}` : ''}` };
  };
  const apiCall = (): BenchRequest => {
    const r = rand();
    if (r < 0.5)
      return {
        method: 'POST',
        path: '/api/public/v3/equipments',
        body: {
          Page: page(),
          PageSize: 6,
          SortBy: pick(sorts),
          ...(rand() < 0.5 ? { Category: pick(EQUIPMENT_CATEGORIES).name } : {}),
          Location: rand() < 0.4 ? [pick(cities)] : [],
        },
      };
    if (r < 0.8)
      return {
        method: 'POST',
        path: '/api/public/v3/contractors',
        body: { Page: page(), PageSize: 6, SortBy: 'latest', ContractorTypes: rand() < 0.5 ? [pick(CONTRACTOR_TYPES).value] : [] },
      };
    return { method: 'POST', path: '/api/public/v3/equipment-detail', body: { Id: pick(equipment).Id } };
  };
  const make: [number, () => BenchRequest][] = [
    [MIX.listPages, listPage],
    [MIX.detailPages, () => ({ method: 'GET', path: rand() < 0.7 ? pick(equipment).Url : pick(firms).Url })],
    [MIX.home, () => ({ method: 'GET', path: '/' })],
    [MIX.api, apiCall],
    [MIX.health, () => ({ method: 'GET', path: '/api/health' })],
    [MIX.notFound, () => ({ method: 'GET', path: rand() < 0.5 ? `/no-such-page-${Math.floor(rand() * 1000)}` : '/equipment/no-such-listing-999999999', expect: 404 })],
  ];
  // 2,000 requests in a shuffled order, cycled by the load generator.
  const out: BenchRequest[] = [];
  for (let i = 0; i < 20; i++) for (const [n, f] of make) for (let k = 0; k < n; k++) out.push(f());
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

try {
  console.log(`# BuildMart soak — ${connections} connections, ${warmupS} s warm-up + ${durationS} s, ${size.toLocaleString('en-US')} equipment`);
  console.log(
    `Mix (of 100 requests): ${Object.entries(MIX)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}; Accept-Encoding '${BROWSER['accept-encoding']}'`,
  );
  database = await openBenchDatabase(config, { size, contractors, seed, fresh: false, pgPort, poolSize: 2 });
  server = await startServer({
    databaseUrl: database.url,
    dataDir: path.join(config.dataDir, 'bench-pages-server'),
    env: { PAGE_CACHE: args['page-cache'], ...(processes ? { WEB_CONCURRENCY: String(processes) } : {}) },
  });
  const srv = server;
  const requests = await buildMix(srv.url);
  const serverPids = () => {
    const snap = cpuSnapshot();
    return treePids(snap, srv.pid).filter((pid) => isNode(snap.procs.get(pid)?.name));
  };
  console.log(`Server processes: ${serverPids().length} (pids ${serverPids().join(', ')})`);

  const load = startLoad({
    baseUrl: srv.url,
    requests,
    headers: BROWSER,
    countHeader: 'x-page-cache',
    total: Number.MAX_SAFE_INTEGER,
    concurrency: connections,
    warmup: warmupS > 0 ? Number.MAX_SAFE_INTEGER : 0,
    warmupMs: warmupS * 1000,
    maxMs: durationS * 1000,
  });
  await load.ready;
  const started = performance.now();
  const samples: Sample[] = [];
  const sample = () => {
    const rss: Record<number, number> = {};
    for (const pid of serverPids()) {
      const v = rssMiB(pid);
      if (v !== undefined) rss[pid] = v;
    }
    samples.push({ atS: Math.round((performance.now() - started) / 1000), rss });
    console.log(
      `${String(samples.at(-1)!.atS).padStart(4)} s  RSS MiB: ${Object.entries(rss)
        .map(([pid, v]) => `${pid} ${v}`)
        .join(', ')}`,
    );
  };
  sample();
  const timer = setInterval(sample, 10_000);
  const r = await load.done;
  clearInterval(timer);
  sample();

  const s = summarize(r.latencies, r.wallMs, r.errors);
  const pids = [...new Set(samples.flatMap((x) => Object.keys(x.rss).map(Number)))];
  const endS = samples.at(-1)!.atS;
  const memory = pids.map((pid) => {
    const first = mean(samples.filter((x) => x.atS <= 60 && x.rss[pid] !== undefined).map((x) => x.rss[pid]!));
    const last = mean(samples.filter((x) => x.atS >= endS - 60 && x.rss[pid] !== undefined).map((x) => x.rss[pid]!));
    return { pid, firstMinuteMiB: Math.round(first), lastMinuteMiB: Math.round(last), growthPercent: Math.round(((last - first) / first) * 1000) / 10 };
  });
  console.log('\n## Soak\n');
  console.log('| requests | errors | req/s | p50 ms | p99 ms | statuses | x-page-cache |');
  console.log('|--:|--:|--:|--:|--:|---|---|');
  console.log(`| ${s.count + s.errors} | ${s.errors} | ${Math.round(s.rps)} | ${ms(s.p50)} | ${ms(s.p99)} | ${JSON.stringify(r.statuses)} | ${JSON.stringify(r.headerValues)} |`);
  if (r.firstError) console.log(`First error: ${r.firstError}`);
  console.log('\n| server process | RSS first minute MiB | RSS last minute MiB | change |\n|--:|--:|--:|--:|');
  for (const m of memory) console.log(`| ${m.pid} | ${m.firstMinuteMiB} | ${m.lastMinuteMiB} | ${m.growthPercent} % |`);
  const flat = memory.every((m) => Math.abs(m.growthPercent) <= 10);
  console.log(`\nErrors: ${s.errors} ${s.errors ? '❌' : '✅'}; resident memory ${flat ? 'flat (within ±10 %) ✅' : 'not flat ❌'}`);

  const dir = path.join(BENCH_DIR, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `soak-${size}-${database.kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    `${JSON.stringify({ machine: { nproc: os.availableParallelism(), node: process.version }, options: { size, connections, durationS, warmupS, processes, pageCache: args['page-cache'] }, mix: MIX, summary: s, statuses: r.statuses, pageCache: r.headerValues, firstError: r.firstError, samples, memory }, null, 2)}\n`,
  );
  console.log(`Written: ${path.relative(path.resolve(BENCH_DIR, '..'), file)}`);
  await cleanup();
  process.exitCode = s.errors || !flat ? 1 : 0;
} catch (err) {
  console.error('Soak failed:', err instanceof Error ? err.message : err);
  await cleanup();
  process.exitCode = 1;
}
