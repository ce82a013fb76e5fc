import { ms, type Summary } from './stats.ts';

export const BUDGET_MS = { first: 20, deep: 40 } as const;
export const RATIO_BUDGET = 1.5;

export type CpuPerRequest = { nodeMs: number; postgresMs?: number; clientBusyMs?: number };

export type ScenarioResult = {
  id: string;
  title: string;
  kind: string;
  budget: 'first' | 'deep';
  body: Record<string, unknown>;
  totalRecords: number;
  /** TotalRecords values seen in the measured responses (should be exactly one). */
  totalsSeen: Record<string, number>;
  rowsOnPage: number;
  api: Summary;
  apiFirstError?: string;
  bare: Summary;
  bareFirstError?: string;
  ratioP95: number;
  statements: { phase: number; text: string; values: unknown[]; p50: number; p95: number; p99: number; rows: number }[];
  explain: { text: string; values: unknown[]; plan: string }[];
  /** CPU used by processes outside the benchmark while this scenario ran (% of one CPU). */
  otherCpuPercent: number;
  cpu: { api: CpuPerRequest; bare: CpuPerRequest };
};

export type ProbeResult = { name: string; idle: Summary; loaded: Summary; idleErrors?: string; loadedErrors?: string };

export const mark = (ok: boolean) => (ok ? '✅' : '❌');
const num = (n: number) => n.toLocaleString('en-US');

export function scenarioTable(results: ScenarioResult[], busyPercent = 25): string {
  const head =
    '| # | Scenario | TotalRecords | API p50 | API p95 | API p99 | API req/s | Bare p50 | Bare p95 | Bare p99 | Bare req/s | p95 budget | API/bare p95 (≤ 1.5×) |\n' +
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|';
  const rows = results.map((r) => {
    const limit = BUDGET_MS[r.budget];
    const busy = r.otherCpuPercent >= busyPercent ? ` (⚠ other processes used ${r.otherCpuPercent}% CPU meanwhile)` : '';
    const errors = r.api.errors ? ` ⚠ ${r.api.errors} errors` : '';
    return `| ${r.id} | ${r.title}${busy} | ${num(r.totalRecords)} | ${ms(r.api.p50)} | **${ms(r.api.p95)}** | ${ms(r.api.p99)} | ${Math.round(r.api.rps)} | ${ms(r.bare.p50)} | ${ms(r.bare.p95)} | ${ms(r.bare.p99)} | ${Math.round(r.bare.rps)} | ≤ ${limit} ${mark(r.api.errors === 0 && r.api.p95 <= limit)}${errors} | ${r.ratioP95.toFixed(2)}× ${mark(r.ratioP95 <= RATIO_BUDGET)} |`;
  });
  return [head, ...rows].join('\n');
}

export function probeTable(probes: ProbeResult[]): string {
  const head = '| Cheap call | idle p50 | idle p95 | idle p99 | under load p50 | under load p95 | under load p99 | answered under load |\n|---|--:|--:|--:|--:|--:|--:|--:|';
  const rows = probes.map(
    (p) =>
      `| ${p.name} | ${ms(p.idle.p50)} | ${ms(p.idle.p95)} | ${ms(p.idle.p99)} | ${ms(p.loaded.p50)} | ${ms(p.loaded.p95)} | ${ms(p.loaded.p99)} | ${p.loaded.count}/${p.loaded.count + p.loaded.errors} |`,
  );
  return [head, ...rows].join('\n');
}

export function cpuTable(results: ScenarioResult[]): string {
  const head = '| # | API: Node (server + client) | of which client busy | API: PostgreSQL | Bare: Node | Bare: PostgreSQL |\n|---|--:|--:|--:|--:|--:|';
  const f = (v: number | undefined) => (v === undefined ? '–' : v.toFixed(2));
  const rows = results.map(
    (r) => `| ${r.id} | ${f(r.cpu.api.nodeMs)} | ${f(r.cpu.api.clientBusyMs)} | ${f(r.cpu.api.postgresMs)} | ${f(r.cpu.bare.nodeMs)} | ${f(r.cpu.bare.postgresMs)} |`,
  );
  return [head, ...rows].join('\n');
}
