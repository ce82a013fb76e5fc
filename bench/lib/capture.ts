import type pg from 'pg';
import { percentile, runClosedLoop, summarize, type Summary } from './stats.ts';

/** One SQL statement as the app sent it (text, parameters, and drizzle's result type parsers). */
export type CapturedQuery = { text: string; values: unknown[]; types?: unknown };

/**
 * The statements of one request, grouped in phases: statements of one phase were in flight at the
 * same time (e.g. the page ids and the count, sent together), phases ran one after the other (the
 * rows by id, once the ids are known). Derived from timing, so it follows core/ as it changes.
 */
export type CapturedRequest = { phases: CapturedQuery[][] };

type QueryFn = (...args: unknown[]) => unknown;

/**
 * Runs `fn` once while recording every statement sent through `pool.query` (the drizzle client of
 * a measuring instance that nothing else uses). Statements sent while none is in flight start a
 * new phase.
 */
export async function captureQueries<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<{ result: T; request: CapturedRequest }> {
  const original = pool.query as unknown as QueryFn;
  const phases: CapturedQuery[][] = [];
  let inFlight = 0;
  const wrapped: QueryFn = function (this: unknown, ...args: unknown[]) {
    const [a, b] = args;
    if (args.some((x) => typeof x === 'function')) throw new Error('bench capture: callback-style pool.query is not supported');
    const cfg = typeof a === 'string' ? { text: a } : (a as { text: string; values?: unknown[]; types?: unknown });
    const values = (Array.isArray(b) ? b : cfg.values) ?? [];
    if (inFlight === 0) phases.push([]);
    phases[phases.length - 1]!.push({ text: cfg.text, values: structuredClone(values), types: cfg.types });
    inFlight++;
    const p = original.apply(pool, args) as Promise<unknown>;
    return p.finally(() => inFlight--);
  };
  (pool as unknown as { query: QueryFn }).query = wrapped;
  try {
    const result = await fn();
    return { result, request: { phases } };
  } finally {
    (pool as unknown as { query: QueryFn }).query = original;
  }
}

export type StatementStats = { phase: number; text: string; values: unknown[]; p50: number; p95: number; p99: number; rows: number };
export type BareResult = { summary: Summary; statements: StatementStats[]; firstError?: string };

/**
 * Replays a captured request straight on the pg Pool, as the app does it: each phase's statements
 * in parallel, phases in order. `total` measured requests (after `warmup`), `concurrency` in flight.
 */
export async function replayBare(pool: pg.Pool, req: CapturedRequest, o: { total: number; concurrency: number; warmup: number; onMeasureStart?: () => void }): Promise<BareResult> {
  const flat = req.phases.flatMap((ph, pi) => ph.map((q) => ({ q, pi })));
  const per: number[][] = flat.map(() => []);
  const rows: number[] = flat.map(() => 0);
  const one = async (record: boolean) => {
    let k = 0;
    for (const phase of req.phases) {
      const base = k;
      await Promise.all(
        phase.map(async (q, j) => {
          const t0 = performance.now();
          const res = await pool.query({ text: q.text, types: q.types as pg.CustomTypesConfig | undefined }, q.values);
          if (record) {
            per[base + j]!.push(performance.now() - t0);
            rows[base + j] = res.rowCount ?? res.rows.length;
          }
        }),
      );
      k += phase.length;
    }
  };
  if (o.warmup > 0) await runClosedLoop(o.warmup, o.concurrency, () => one(false));
  o.onMeasureStart?.();
  const run = await runClosedLoop(o.total, o.concurrency, () => one(true));
  const statements = flat.map(({ q, pi }, i) => {
    const s = [...per[i]!].sort((x, y) => x - y);
    return { phase: pi + 1, text: q.text, values: q.values, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), rows: rows[i]! };
  });
  return { summary: summarize(run.latencies, run.wallMs, run.errors), statements, firstError: run.firstError };
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement of a captured request. */
export async function explainRequest(pool: pg.Pool, req: CapturedRequest): Promise<{ text: string; values: unknown[]; plan: string }[]> {
  const out: { text: string; values: unknown[]; plan: string }[] = [];
  for (const q of req.phases.flat()) {
    const r = await pool.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
    out.push({ text: q.text, values: q.values, plan: r.rows.map((x) => x['QUERY PLAN']).join('\n') });
  }
  return out;
}

/**
 * An independent check of an exact total: count(*) over the request's page statement (the first
 * one ending in `LIMIT $n [OFFSET $m]`) with the limit lifted (NULL) and the offset 0. Undefined
 * when no such statement was captured.
 */
export async function plainCount(pool: pg.Pool, req: CapturedRequest): Promise<{ n: number; ms: number } | undefined> {
  for (const q of req.phases.flat()) {
    const m = /\bLIMIT \$(\d+)(?: OFFSET \$(\d+))?\s*$/i.exec(q.text);
    if (!m) continue;
    const values = [...q.values];
    values[Number(m[1]) - 1] = null;
    if (m[2]) values[Number(m[2]) - 1] = 0;
    const t0 = performance.now();
    const r = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${q.text}) AS page`, values);
    return { n: r.rows[0]!.n, ms: performance.now() - t0 };
  }
  return undefined;
}
