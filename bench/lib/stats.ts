/** Latency summaries: nearest-rank percentiles over every measured request (no sampling). */
export type Summary = {
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  mean: number;
  /** Requests completed per second of wall time (the whole measured run, not the sum of latencies). */
  rps: number;
  wallMs: number;
};

export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function summarize(latenciesMs: readonly number[], wallMs: number, errors = 0): Summary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    errors,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? sorted[sorted.length - 1]! : NaN,
    mean: sorted.length ? sum / sorted.length : NaN,
    rps: wallMs > 0 ? (sorted.length / wallMs) * 1000 : NaN,
    wallMs,
  };
}

/** Runs `task(i)` for i = 0…total-1 with `concurrency` calls in flight; returns each call's latency. */
export async function runClosedLoop(
  total: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<{ latencies: number[]; wallMs: number; errors: number; firstError?: string }> {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const lane = async () => {
    for (let i = next++; i < total; i = next++) {
      const t0 = performance.now();
      try {
        await task(i);
        latencies.push(performance.now() - t0);
      } catch (err) {
        errors++;
        firstError ??= err instanceof Error ? err.message : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, total)) }, lane));
  return { latencies, wallMs: performance.now() - started, errors, firstError };
}

export const ms = (v: number, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '–');
