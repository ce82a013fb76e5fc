// Load generator thread for bench/run.ts (plain JS: Node 20 does not apply `--import tsx` to
// worker threads). It runs on its own event loop, so the client's work does not sit on the
// server's event loop. Only loopback addresses are accepted.
//
// workerData: { baseUrl, client: 'http' | 'fetch', requests: [{ method, path, body? }], total,
//               concurrency, warmup, maxMs }
// Posts { type: 'ready' } after the warm-up, then { type: 'done', latencies, wallMs, errors, firstError, statuses, totals, clientBusyMs }
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const job = workerData;
const base = new URL(job.baseUrl);
if (base.hostname !== '127.0.0.1') throw new Error(`bench client only talks to 127.0.0.1, not ${base.hostname}`);

let stopped = false;
parentPort.on('message', (m) => {
  if (m === 'stop') stopped = true;
});

const statuses = {};
const totals = {};
let errors = 0;
let firstError;

// 'http': node:http with a keep-alive agent (one socket per request in flight), the lightest
// client; 'fetch': undici's fetch, which on a small machine costs several times more CPU per
// request than the server under test (that CPU is taken from the same cores).
const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });

function httpSend(url, method, body) {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) };
    const req = http.request(url, { method, agent, headers }, (res) => {
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (c) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function fetchSend(url, method, body) {
  const res = await fetch(url, { method, headers: body === undefined ? {} : { 'content-type': 'application/json' }, body });
  return { status: res.status, text: await res.text() };
}

const send = job.client === 'fetch' ? fetchSend : httpSend;

async function once(i, record) {
  const r = job.requests[i % job.requests.length];
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  const t0 = performance.now();
  const { status, text } = await send(new URL(r.path, base), r.method, body);
  const dt = performance.now() - t0;
  if (!record) return undefined;
  statuses[status] = (statuses[status] ?? 0) + 1;
  if (status !== 200) {
    errors++;
    firstError ??= `HTTP ${status} ${r.path}: ${text.slice(0, 200)}`;
    return undefined;
  }
  if (text.startsWith('{')) {
    const body = JSON.parse(text);
    if (typeof body.TotalRecords === 'number') totals[body.TotalRecords] = (totals[body.TotalRecords] ?? 0) + 1;
  }
  return dt;
}

async function run(count, record) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + (job.maxMs ?? 600_000);
  const lane = async () => {
    for (let i = next++; i < count; i = next++) {
      if (stopped || performance.now() > deadline) return;
      try {
        const dt = await once(i, record);
        if (dt !== undefined) latencies.push(dt);
      } catch (err) {
        if (!record) continue;
        errors++;
        firstError ??= err instanceof Error ? `${err.message}${err.cause ? ` (${err.cause.message ?? err.cause})` : ''}` : String(err);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(job.concurrency, count)) }, lane));
  return { latencies, wallMs: performance.now() - started };
}

if (job.warmup > 0) await run(job.warmup, false);
parentPort.postMessage({ type: 'ready' });
const elu0 = performance.eventLoopUtilization();
const { latencies, wallMs } = await run(job.total, true);
// Busy time of this thread's event loop during the measured run (≈ the client's CPU when not preempted).
const clientBusyMs = performance.eventLoopUtilization(elu0).active;
agent.destroy();
parentPort.postMessage({ type: 'done', latencies, wallMs, errors, firstError, statuses, totals, clientBusyMs });
