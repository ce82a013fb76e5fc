import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

type ProcSample = Map<number, { ppid: number; ticks: number; name: string }>;

function sampleProcs(): ProcSample {
  const out: ProcSample = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      const f = stat.slice(close + 2).split(' '); // f[0] = state, f[1] = ppid, f[11] = utime, f[12] = stime
      let cmd = name;
      try {
        cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8').replace(/\0/g, ' ').trim().slice(0, 120) || name;
      } catch {
        /* gone */
      }
      out.set(Number(d), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), name: cmd });
    } catch {
      /* the process ended meanwhile */
    }
  }
  return out;
}

export type CpuSnapshot = { at: number; procs: ProcSample };

/** A snapshot of every process's CPU time (Linux /proc; empty elsewhere). */
export function cpuSnapshot(): CpuSnapshot {
  try {
    return { at: performance.now(), procs: sampleProcs() };
  } catch {
    return { at: performance.now(), procs: new Map() };
  }
}

export type OtherCpu = { totalPercent: number; top: { pid: number; cpuPercent: number; command: string }[] };

/**
 * Processes counted as the benchmark's own: this process, its descendants (the embedded PostgreSQL
 * server) and processes whose command line matches `pattern` (the backends of the benchmark's
 * database on a DATABASE_URL server running on this machine).
 */
let alsoOurs: RegExp | undefined;
export function countAsOurs(pattern: RegExp | undefined) {
  alsoOurs = pattern;
}

function ourPids(procs: ProcSample): Set<number> {
  const ours = new Set<number>([process.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, p] of procs) if (!ours.has(pid) && ours.has(p.ppid)) ours.add(pid), (grew = true);
  }
  if (alsoOurs) for (const [pid, p] of procs) if (alsoOurs.test(p.name)) ours.add(pid);
  return ours;
}

/**
 * CPU used since `snap` by processes that are not the benchmark's own (see countAsOurs), in % of
 * one CPU, with the busiest of them.
 */
export function otherCpuSince(snap: CpuSnapshot, minPercent = 5): OtherCpu {
  const b = cpuSnapshot();
  const seconds = (b.at - snap.at) / 1000;
  if (!b.procs.size || seconds <= 0) return { totalPercent: 0, top: [] };
  const ours = ourPids(b.procs);
  const hz = 100; // USER_HZ on Linux
  let total = 0;
  const top: OtherCpu['top'] = [];
  for (const [pid, p] of b.procs) {
    if (ours.has(pid)) continue;
    const pct = ((p.ticks - (snap.procs.get(pid)?.ticks ?? p.ticks)) / hz / seconds) * 100;
    total += pct;
    if (pct >= minPercent) top.push({ pid, cpuPercent: Math.round(pct), command: p.name });
  }
  return { totalPercent: Math.round(total), top: top.sort((x, y) => y.cpuPercent - x.cpuPercent).slice(0, 5) };
}

/** Other processes' CPU over the next `ms` (the machine should be quiet before measuring). */
export async function otherCpuNow(ms = 1000): Promise<OtherCpu> {
  const snap = cpuSnapshot();
  await new Promise((r) => setTimeout(r, ms));
  return otherCpuSince(snap);
}

/**
 * Waits (up to `maxSeconds`) until processes outside the benchmark use less than `busyPercent` of a
 * CPU, so that a scenario is not measured while, say, another index build runs. Returns the last sample.
 */
export async function waitForQuiet(maxSeconds: number, busyPercent: number, log: (line: string) => void): Promise<OtherCpu> {
  const deadline = Date.now() + maxSeconds * 1000;
  let o = await otherCpuNow(1000);
  let told = false;
  while (o.totalPercent >= busyPercent && Date.now() < deadline) {
    if (!told) {
      const who = o.top.map((p) => `${p.cpuPercent}% pid ${p.pid} ${p.command}`).join('; ');
      log(`… other processes use ${o.totalPercent}% CPU (${who}); waiting up to ${maxSeconds} s for a quiet machine`);
      told = true;
    }
    o = await otherCpuNow(2000);
  }
  return o;
}

/**
 * CPU time (ms) used since `snap` by the benchmark's processes other than this one: the embedded
 * PostgreSQL server (children), or the backends of the benchmark's database on a DATABASE_URL server
 * on this machine (see countAsOurs); undefined when /proc is unavailable.
 */
export function childrenCpuMsSince(snap: CpuSnapshot): number | undefined {
  const b = cpuSnapshot();
  if (!b.procs.size) return undefined;
  const ours = ourPids(b.procs);
  let ticks = 0;
  for (const pid of ours) {
    if (pid === process.pid) continue;
    const now = b.procs.get(pid)!.ticks;
    ticks += now - (snap.procs.get(pid)?.ticks ?? 0);
  }
  return ticks * 10; // USER_HZ = 100
}

/** `root` and its descendants in `snap` (e.g. a spawned server and the workers it forked). */
export function treePids(snap: CpuSnapshot, root: number): number[] {
  const tree = new Set<number>(snap.procs.has(root) ? [root] : []);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, p] of snap.procs)
      if (!tree.has(pid) && tree.has(p.ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return [...tree];
}

/** CPU time (ms) used between two snapshots by `pids` (processes started in between count from zero). */
export function cpuMsBetween(a: CpuSnapshot, b: CpuSnapshot, pids: Iterable<number>): number {
  let ticks = 0;
  for (const pid of pids) {
    const now = b.procs.get(pid)?.ticks;
    if (now !== undefined) ticks += now - (a.procs.get(pid)?.ticks ?? 0);
  }
  return ticks * 10; // USER_HZ = 100
}

/** Resident memory of a process in MiB (Linux /proc; undefined when it is gone). */
export function rssMiB(pid: number): number | undefined {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round((Number(m[1]) / 1024) * 10) / 10 : undefined;
  } catch {
    return undefined;
  }
}

/** A command line (from a snapshot) that runs Node itself, not a helper it spawned (tsx's esbuild service). */
export function isNode(command: string | undefined): boolean {
  const exe = command?.split(' ')[0] ?? '';
  return exe === process.execPath || exe.split('/').pop() === 'node';
}

/** The machine and the code under test, printed at the top of every benchmark and kept in its JSON. */
export function machineFacts(root: string, watched: string[]) {
  const git = (...a: string[]) => {
    try {
      return execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      return '';
    }
  };
  return {
    nproc: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverageAtStart: os.loadavg().map((x) => Math.round(x * 100) / 100),
    gitCommit: git('rev-parse', '--short', 'HEAD'),
    /** Uncommitted changes in the code under test (another engineer may be working in the tree). */
    gitChanges: git('status', '--porcelain', '--', ...watched)
      .split('\n')
      .filter(Boolean),
  };
}

/** A whole-number command-line option within [min, max]; anything else ends the run with a message (exit 2). */
export function intOption(name: string, v: string | undefined, min: number, max: number): number {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`--${name} must be a whole number from ${min} to ${max} (got ${v})`);
    process.exit(2);
  }
  return n;
}
