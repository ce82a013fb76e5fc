/**
 * npm run bench -- [--size N] [--contractors M] [--requests R] [--concurrency C] [--seed S] [--fresh]
 *
 * Reproducible benchmark of the public list calls: the real app (buildApp) listens on
 * 127.0.0.1 in this process and is driven over HTTP by a load generator thread; the same
 * statements are then replayed straight on a pg Pool (the "bare SQL ceiling"); finally a cheap
 * call is timed with and without a stream of heavy requests. See bench/README.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { createDb, createPool } from '../db/client.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { resolveLocations } from '../core/location.ts';
import { nearScope } from '../core/search/near.ts';
import { captureQueries, explainRequest, plainCount, replayBare, type CapturedRequest } from './lib/capture.ts';
import { openBenchDatabase, type BenchDatabase } from './lib/database.ts';
import { childrenCpuMsSince, countAsOurs, cpuSnapshot, otherCpuNow, otherCpuSince, waitForQuiet, type CpuSnapshot, type OtherCpu, intOption, machineFacts } from './lib/machine.ts';
import { runLoad, startLoad, type BenchRequest, type HttpClient } from './lib/http-load.ts';
import { BUDGET_MS, cpuTable, mark, probeTable, RATIO_BUDGET, scenarioTable, type CpuPerRequest, type ProbeResult, type ScenarioResult } from './lib/report.ts';
import { asRequest, buildScenarios, callCore, CATEGORY, heavyCandidates, inspectData, SCENARIO_IDS } from './lib/scenarios.ts';
import { ms, summarize, type Summary } from './lib/stats.ts';

const BENCH_DIR = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(BENCH_DIR, '..');

// ── options ──────────────────────────────────────────────────────────────────────────────────
const { values: args } = parseArgs({
  options: {
    size: { type: 'string', default: '100000' },
    contractors: { type: 'string' },
    requests: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '8' },
    seed: { type: 'string', default: '42' },
    fresh: { type: 'boolean', default: false },
    'pg-port': { type: 'string', default: '54340' },
    explain: { type: 'boolean', default: false },
    'quiet-wait': { type: 'string', default: '180' },
    client: { type: 'string', default: 'http' },
    scenarios: { type: 'string', default: 'all' },
    'heavy-concurrency': { type: 'string' },
    'skip-isolation': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(`npm run bench -- [options]
  --size N          equipment listings (default 100000)
  --contractors M   contractors (default N/10)
  --requests R      measured requests per scenario (default 1000)
  --concurrency C   requests in flight (default 8)
  --seed S          seed of the demo data (default 42)
  --fresh           re-seed even when the database already holds N listings
  --pg-port P       port of the embedded server (default 54340; ignored with DATABASE_URL)
  --explain         print EXPLAIN (ANALYZE, BUFFERS) of every statement (default: only over budget)
  --scenarios LIST  only these scenarios, e.g. E1,E4 (default all; 'none' for the isolation check only)
  --heavy-concurrency H  heavy requests in flight during the isolation check (default C)
  --skip-isolation  leave out the isolation check
  --client K        load generator: http (node:http keep-alive, default) or fetch (undici)
  --quiet-wait S    before each scenario, wait up to S seconds while other processes use CPU (default 180; 0: never)`);
  process.exit(0);
}
const size = intOption('size', args.size, 1, 5_000_000);
const contractors = intOption('contractors', args.contractors ?? String(Math.max(1, Math.round(size / 10))), 1, 1_000_000);
const requests = intOption('requests', args.requests, 1, 1_000_000);
const concurrency = intOption('concurrency', args.concurrency, 1, 256);
const seed = intOption('seed', args.seed, 0, 2 ** 31);
const pgPort = intOption('pg-port', args['pg-port'], 1024, 65535);
const quietWait = intOption('quiet-wait', args['quiet-wait'], 0, 3600);
if (args.client !== 'http' && args.client !== 'fetch') {
  console.error(`--client must be http or fetch (got ${args.client})`);
  process.exit(2);
}
const client: HttpClient = args.client;
const heavyConcurrency = intOption('heavy-concurrency', args['heavy-concurrency'] ?? String(concurrency), 1, 256);
const only =
  args.scenarios === 'all'
    ? undefined
    : new Set(
        args
          .scenarios!.split(',')
          .map((x) => x.trim().toUpperCase())
          .filter(Boolean),
      );
const unknown = [...(only ?? [])].filter((x) => !SCENARIO_IDS.includes(x) && x !== 'NONE');
if (unknown.length) {
  console.error(`--scenarios: unknown ${unknown.join(', ')} (known: ${SCENARIO_IDS.join(', ')}, none)`);
  process.exit(2);
}
const warmup = Math.min(requests, Math.max(50, Math.round(requests / 10)));
const probeCount = Math.max(50, Math.round(requests / 4));

// ── machine facts ────────────────────────────────────────────────────────────────────────────
const machine = machineFacts(ROOT, ['core', 'db', 'server', 'contract']);
console.log(`# BuildMart list benchmark — ${size.toLocaleString('en-US')} equipment, ${contractors.toLocaleString('en-US')} contractors, seed ${seed}`);
console.log(`Machine: ${machine.nproc} CPUs (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, load average ${machine.loadAverageAtStart.join(' ')}`);
console.log(`Code: ${machine.gitCommit}${machine.gitChanges.length ? ` + ${machine.gitChanges.length} uncommitted change(s) under core/ db/ server/ contract/` : ''}`);
const BUSY_PERCENT = 25;
const describeOthers = (o: OtherCpu) => o.top.map((p) => `${p.cpuPercent}% pid ${p.pid} ${p.command}`).join('; ');
const othersAtStart = await otherCpuNow(2000);
if (othersAtStart.totalPercent >= BUSY_PERCENT)
  console.log(`⚠ Other processes are using ${othersAtStart.totalPercent}% of a CPU (${describeOthers(othersAtStart)}): figures will be pessimistic. Run on a quiet machine.`);

// ── database and app ─────────────────────────────────────────────────────────────────────────
const config = { ...loadConfig(), logLevel: 'silent' };
let database: BenchDatabase | undefined;
let cleanup = async () => {};
process.once('SIGINT', () => {
  console.log('\nInterrupted: stopping…');
  void cleanup().finally(() => process.exit(130));
});

try {
  database = await openBenchDatabase(config, { size, contractors, seed, fresh: args.fresh, pgPort, poolSize: 20 });
  const opened = database;
  cleanup = () => opened.close();
  // With DATABASE_URL, the backends serving bm_bench_<N> (when the server runs on this machine) are ours.
  if (database.kind === 'external') countAsOurs(new RegExp(`^postgres: \\S+ ${database.database} `));
  const app = await buildApp({ config, db: database.db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  // The measuring instance: its own pool (same size as the app's), used for capture and replay only.
  const measurePool = createPool(database.url, 20);
  const measureDb = createDb(measurePool);
  const db = database;
  cleanup = async () => {
    await app.close().catch(() => {});
    await measurePool.end().catch(() => {});
    await db.close();
  };

  const pgFacts = (
    await measurePool.query<Record<string, string>>(
      `SELECT version() AS version, current_setting('shared_buffers') AS shared_buffers, current_setting('work_mem') AS work_mem,
              current_setting('max_parallel_workers_per_gather') AS max_parallel_workers_per_gather, current_setting('jit') AS jit,
              pg_size_pretty(pg_total_relation_size('equipment')) AS equipment_size, pg_size_pretty(pg_total_relation_size('contractors')) AS contractors_size`,
    )
  ).rows[0]!;
  console.log(
    `PostgreSQL: ${pgFacts.version!.split(' on ')[0]} — ${database.kind === 'embedded' ? 'embedded' : 'DATABASE_URL'} (${database.where}), shared_buffers ${pgFacts.shared_buffers}, work_mem ${pgFacts.work_mem}, parallel workers/gather ${pgFacts.max_parallel_workers_per_gather}, jit ${pgFacts.jit}`,
  );
  console.log(
    `Tables: equipment ${pgFacts.equipment_size}, contractors ${pgFacts.contractors_size}${database.seeded.ran ? ` (seeded now in ${database.seeded.seconds} s)` : ' (existing data)'}`,
  );
  console.log(
    `Load: ${requests} measured requests per scenario after ${warmup} warm-up, ${concurrency} in flight; app pool 20 connections; ${client === 'http' ? 'node:http keep-alive' : 'fetch (undici)'} client on its own thread.\n`,
  );

  // ── data: pick filter values that exist ────────────────────────────────────────────────────
  const facts = await inspectData(measurePool);
  console.log('## Data');
  console.log(
    `Equipment by status: ${Object.entries(facts.equipmentByStatus)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(
    `Contractors by status: ${Object.entries(facts.contractorsByStatus)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ')}`,
  );
  console.log(`Top cities (approved equipment): ${facts.topCities.map((c) => `${c.city} ${c.approved}`).join(', ')}`);
  console.log(`\n| City | approved equipment | in ${CATEGORY} | approved contractors (city or work location) | of which Civil Contractor |\n|---|--:|--:|--:|--:|`);
  for (const c of facts.bigCities) console.log(`| ${c.city} | ${c.approved} | ${c.inCategory} | ${c.contractors} | ${c.civilContractors} |`);
  console.log(`\nEquipment locations used: ${facts.equipmentCities.join(', ')}; contractor locations: ${facts.contractorCities.join(', ')}; detail probe id ${facts.detailId}\n`);
  if (facts.equipmentCities.length < 3 || facts.contractorCities.length < 3)
    console.log('⚠ Fewer than 3 big cities have matching rows: the data set is too small for realistic filters.');

  const totalOf = async (kind: 'equipment' | 'contractors', body: Record<string, unknown>) => (await callCore(measureDb, kind, body)).total;
  const scenarios = (await buildScenarios(facts, totalOf)).filter((s) => !only || only.has(s.id));

  // ── scenarios: API over HTTP, then the same statements bare ───────────────────────────────
  console.log('## Scenarios (ms)');
  const results: ScenarioResult[] = [];
  const captured = new Map<string, CapturedRequest>();
  const DEEP_OF: Record<string, string> = { E2: 'E1', E4: 'E3', C2: 'C1', N4: 'N1' };
  for (const s of scenarios) {
    if (quietWait) await waitForQuiet(quietWait, BUSY_PERCENT, console.log);
    const cap = await captureQueries(measurePool, () => callCore(measureDb, s.kind, s.body));
    captured.set(s.id, cap.request);
    const cpu = cpuSnapshot();
    // CPU accounting over the measured part only: this process (server + client thread) and the
    // embedded PostgreSQL server (child processes).
    let mark0: { node: NodeJS.CpuUsage; procs: CpuSnapshot } | undefined;
    const begin = () => (mark0 = { node: process.cpuUsage(), procs: cpuSnapshot() });
    const end = (n: number, clientBusyMs?: number): CpuPerRequest => {
      const node = process.cpuUsage(mark0!.node);
      const pgMs = childrenCpuMsSince(mark0!.procs);
      return {
        nodeMs: (node.user + node.system) / 1000 / n,
        postgresMs: pgMs !== undefined && (db.kind === 'embedded' || pgMs > 0) ? pgMs / n : undefined,
        clientBusyMs: clientBusyMs !== undefined ? clientBusyMs / n : undefined,
      };
    };
    const load = startLoad({ client, baseUrl, requests: [asRequest(s)], total: requests, concurrency, warmup });
    await load.ready;
    begin();
    const api = await load.done;
    const apiCpu = end(api.latencies.length + api.errors, api.clientBusyMs);
    const bare = await replayBare(measurePool, cap.request, { total: requests, concurrency, warmup, onMeasureStart: begin });
    const bareCpu = end(bare.summary.count + bare.summary.errors);
    const others = otherCpuSince(cpu);
    const explain = await explainRequest(measurePool, cap.request);
    const apiSummary = summarize(api.latencies, api.wallMs, api.errors);
    const r: ScenarioResult = {
      id: s.id,
      title: s.title,
      kind: s.kind,
      budget: s.budget,
      body: s.body,
      totalRecords: cap.result.total,
      totalsSeen: api.totals,
      rowsOnPage: cap.result.rows,
      api: apiSummary,
      apiFirstError: api.firstError,
      bare: bare.summary,
      bareFirstError: bare.firstError,
      ratioP95: apiSummary.p95 / bare.summary.p95,
      statements: bare.statements,
      explain,
      otherCpuPercent: others.totalPercent,
      cpu: { api: apiCpu, bare: bareCpu },
    };
    results.push(r);
    const seen = Object.keys(api.totals);
    const totalsNote = seen.length === 1 && Number(seen[0]) === r.totalRecords ? '' : ` ⚠ TotalRecords seen: ${JSON.stringify(api.totals)}`;
    console.log(
      `${s.id} ${s.title}: total ${r.totalRecords}, ${r.rowsOnPage} rows; API p50 ${ms(apiSummary.p50)} p95 ${ms(apiSummary.p95)} (${Math.round(apiSummary.rps)}/s); ` +
        `bare p50 ${ms(bare.summary.p50)} p95 ${ms(bare.summary.p95)}; ${cap.request.phases.map((p) => p.length).join('+')} statements${totalsNote}` +
        (api.firstError ? ` ⚠ ${api.errors} API errors, first: ${api.firstError}` : '') +
        (bare.firstError ? ` ⚠ bare errors, first: ${bare.firstError}` : '') +
        (others.totalPercent >= BUSY_PERCENT ? ` ⚠ other processes used ${others.totalPercent}% CPU meanwhile (${describeOthers(others)})` : ''),
    );
  }

  // Exact totals checked: a first page's total against count(*) of its page statement without
  // LIMIT/OFFSET; a deep page's total against its first page's.
  const checks: { id: string; app: number; expected: number; against: string }[] = [];
  for (const r of results) {
    const first = DEEP_OF[r.id];
    if (first) {
      const f = results.find((x) => x.id === first);
      if (f) checks.push({ id: r.id, app: r.totalRecords, expected: f.totalRecords, against: `${first}'s TotalRecords` });
    } else {
      const c = await plainCount(measurePool, captured.get(r.id)!);
      if (c) checks.push({ id: r.id, app: r.totalRecords, expected: c.n, against: `count(*) of the page statement (${ms(c.ms, 0)} ms)` });
      else if (r.id === 'C1') {
        // C1 is answered from contractor_facets: count the same rule on the contractors table itself
        // (the keyword 'civil' only names the chosen type, so it filters nothing more).
        const body = scenarios.find((x) => x.id === 'C1')!.body as { ContractorTypes: string[]; Locations: string[] };
        const { cities, states } = resolveLocations(body.Locations);
        const t0 = performance.now();
        const d = await measurePool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM contractors WHERE status = 'approved' AND contractor_types && $1::text[] AND places && $2::text[]`,
          [body.ContractorTypes, [...cities, ...states]],
        );
        checks.push({ id: r.id, app: r.totalRecords, expected: d.rows[0]!.n, against: `count(*) of the rule on contractors (${ms(performance.now() - t0, 0)} ms)` });
      } else if (r.id === 'N3') {
        // Answered from contractor_facets: count the contractors with the type and a place within the radius.
        const body = scenarios.find((x) => x.id === 'N3')!.body as { Near: string; RadiusKm: number; ContractorTypes: string[] };
        const t0 = performance.now();
        const d = await measurePool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM contractors WHERE status = 'approved' AND contractor_types && $1::text[] AND places && $2::text[]`,
          [body.ContractorTypes, nearScope(body)!.cities.map((c) => c.label)],
        );
        checks.push({ id: r.id, app: r.totalRecords, expected: d.rows[0]!.n, against: `count(*) of the rule on contractors (${ms(performance.now() - t0, 0)} ms)` });
      } else if (r.id === 'N1' || r.id === 'N2') {
        // Answered from per-city counts: count the listings whose city is within the radius, on equipment itself.
        const body = scenarios.find((x) => x.id === r.id)!.body as { Near: string; RadiusKm: number; Category?: string };
        const cities = nearScope(body)!.cities.map((c) => c.label);
        const t0 = performance.now();
        const d = await measurePool.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM equipment WHERE status = 'approved' AND ($1::text IS NULL OR category = $1) AND city = ANY($2::text[])`,
          [body.Category ?? null, cities],
        );
        checks.push({
          id: r.id,
          app: r.totalRecords,
          expected: d.rows[0]!.n,
          against: `count(*) of the cities within the radius on equipment (${ms(performance.now() - t0, 0)} ms)`,
        });
      }
    }
  }

  // ── isolation: a cheap call with and without a stream of heavy requests ───────────────────
  const isolation = args['skip-isolation']
    ? undefined
    : await (async () => {
        console.log('\n## Isolation');
        const probes: { name: string; req: BenchRequest }[] = [
          { name: `POST /api/public/v3/equipment-detail {Id: ${facts.detailId}}`, req: { method: 'POST', path: '/api/public/v3/equipment-detail', body: { Id: facts.detailId } } },
          { name: 'GET /api/health', req: { method: 'GET', path: '/api/health' } },
        ];
        if (quietWait) await waitForQuiet(quietWait, BUSY_PERCENT, console.log);
        const eld = monitorEventLoopDelay({ resolution: 5 });
        const measureProbes = async () => {
          const out: { name: string; summary: Summary; firstError?: string }[] = [];
          eld.reset();
          eld.enable();
          for (const p of probes) {
            const r = await runLoad({ client, baseUrl, requests: [p.req], total: probeCount, concurrency: 1, warmup: 10 });
            out.push({ name: p.name, summary: summarize(r.latencies, r.wallMs, r.errors), firstError: r.firstError });
          }
          eld.disable();
          return { out, loopDelayP99: eld.percentile(99) / 1e6, loopDelayMax: eld.max / 1e6 };
        };
        const idle = await measureProbes();

        const candidates = [];
        for (const h of heavyCandidates(facts.equipmentByStatus.approved ?? 0)) {
          const r = await runLoad({ client, baseUrl, requests: [asRequest(h)], total: 3, concurrency: 1, warmup: 1 });
          const s = summarize(r.latencies, r.wallMs, r.errors);
          candidates.push({ ...h, p50: s.p50, errors: r.errors, firstError: r.firstError });
          console.log(`${h.id} ${h.title}: ${ms(s.p50)} ms${r.errors ? ` ⚠ ${r.firstError}` : ''}`);
        }
        const heavy = candidates.filter((c) => !c.errors).sort((a, b) => b.p50 - a.p50)[0] ?? candidates[0]!;
        console.log(`Background load: ${heavy.id} (${heavy.title}), ${heavyConcurrency} in flight, while each cheap call is sent ${probeCount} times one at a time.`);
        const isoCpu = cpuSnapshot();
        const bg = startLoad({ client, baseUrl, requests: [asRequest(heavy)], total: 1_000_000, concurrency: heavyConcurrency, warmup: 0, maxMs: 600_000 });
        await bg.ready;
        await new Promise((r) => setTimeout(r, Math.min(2000, Math.max(200, heavy.p50 * 2))));
        const loaded = await measureProbes();
        bg.stop();
        const bgRes = await bg.done;
        const bgSummary = summarize(bgRes.latencies, bgRes.wallMs, bgRes.errors);
        const isoOthers = otherCpuSince(isoCpu);
        if (isoOthers.totalPercent >= BUSY_PERCENT) console.log(`⚠ Other processes used ${isoOthers.totalPercent}% CPU during the isolation check (${describeOthers(isoOthers)}).`);
        const probeResults: ProbeResult[] = probes.map((p, i) => ({
          name: p.name,
          idle: idle.out[i]!.summary,
          loaded: loaded.out[i]!.summary,
          idleErrors: idle.out[i]!.firstError,
          loadedErrors: loaded.out[i]!.firstError,
        }));
        return { probes, idle, loaded, candidates, heavy, bgSummary, bgRes, isoOthers, probeResults };
      })();

  // ── report ───────────────────────────────────────────────────────────────────────────────
  const dbLabel = database.kind === 'embedded' ? 'embedded' : 'DATABASE_URL';
  console.log(
    `\n## Results — ${size.toLocaleString('en-US')} equipment, ${dbLabel}, PostgreSQL ${pgFacts.version!.split(' ')[1]}, ${machine.nproc} CPUs, R=${requests}, C=${concurrency}, client ${client}\n`,
  );
  console.log('Latencies in ms. "Bare" = the same SQL statements replayed on a pg Pool as the app runs them (same concurrency).\n');
  console.log(scenarioTable(results, BUSY_PERCENT));
  console.log(
    `\nCPU per request (ms), measured part only: "Node" is this whole process (the server plus the load-generator thread for API rows), "PostgreSQL" ${database.kind === 'embedded' ? "the embedded server's processes" : `the backends of ${database.database} (only when the server runs on this machine; its background processes not included)`}; "client" is the load generator's busy time.\n`,
  );
  console.log(cpuTable(results));
  console.log(`\nExact totals: ${checks.map((c) => `${c.id} ${c.app} = ${c.against} ${c.expected} ${mark(c.app === c.expected)}`).join('; ')}`);
  if (isolation) {
    const { heavy, bgSummary, bgRes, probeResults, idle, loaded } = isolation;
    console.log(
      `\nIsolation — background: ${heavy.id} ${heavy.title}, ${heavyConcurrency} in flight, ${bgSummary.count} done (p50 ${ms(bgSummary.p50)}, p95 ${ms(bgSummary.p95)} ms, ${bgSummary.rps.toFixed(1)}/s${bgSummary.errors ? `, ${bgSummary.errors} errors: ${bgRes.firstError}` : ''}); cheap calls one at a time, ${probeCount} each:\n`,
    );
    console.log(probeTable(probeResults));
    console.log(`\nServer event-loop delay p99: idle ${ms(idle.loopDelayP99)} ms, under load ${ms(loaded.loopDelayP99)} ms (max ${ms(loaded.loopDelayMax)} ms).`);
  }

  const over = results.filter((r) => args.explain || r.api.p95 > BUDGET_MS[r.budget] || r.ratioP95 > RATIO_BUDGET);
  if (over.length) {
    console.log(`\n## EXPLAIN (ANALYZE, BUFFERS)${args.explain ? '' : ' of scenarios over budget'}`);
    for (const r of over) {
      console.log(`\n### ${r.id} ${r.title} — API p95 ${ms(r.api.p95)} ms (budget ${BUDGET_MS[r.budget]}), bare p95 ${ms(r.bare.p95)} ms, ratio ${r.ratioP95.toFixed(2)}×`);
      r.explain.forEach((x, i) => {
        const st = r.statements[i]!;
        console.log(`\nPhase ${st.phase}, bare p50 ${ms(st.p50)} / p95 ${ms(st.p95)} ms, values ${JSON.stringify(x.values)}\n${x.text}\n${x.plan}`);
      });
    }
  }

  const finished = new Date();
  const file = path.join(BENCH_DIR, 'results', `${size}-${database.kind}-${finished.toISOString().replace(/[:.]/g, '-')}.json`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    JSON.stringify(
      {
        options: { size, contractors, requests, concurrency, heavyConcurrency, seed, fresh: args.fresh, warmup, probeCount, client, scenarios: only ? [...only] : 'all' },
        machine: { ...machine, otherCpuAtStart: othersAtStart },
        postgres: { ...pgFacts, kind: database.kind, where: database.where, url: database.safeUrl },
        seeded: database.seeded,
        finishedAt: finished.toISOString(),
        budgets: { firstPageP95Ms: BUDGET_MS.first, deepPageP95Ms: BUDGET_MS.deep, apiOverBareP95: RATIO_BUDGET },
        data: facts,
        scenarios: results,
        countChecks: checks,
        isolation: isolation && {
          background: {
            id: isolation.heavy.id,
            title: isolation.heavy.title,
            body: isolation.heavy.body,
            concurrency: heavyConcurrency,
            summary: isolation.bgSummary,
            firstError: isolation.bgRes.firstError,
          },
          candidates: isolation.candidates,
          probes: isolation.probeResults,
          eventLoopDelayP99Ms: { idle: isolation.idle.loopDelayP99, loaded: isolation.loaded.loopDelayP99, loadedMax: isolation.loaded.loopDelayMax },
          otherCpuPercent: isolation.isoOthers.totalPercent,
        },
      },
      null,
      2,
    ),
  );
  console.log(`\nResults written to ${path.relative(process.cwd(), file)}`);
} catch (err) {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
} finally {
  await cleanup();
  if (!database) process.exitCode ||= 1;
}
// Ends the run even if a load client left a socket open; process.exitCode carries a failure.
process.exit(process.exitCode ?? 0);
