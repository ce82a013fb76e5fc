// Load generator thread for the benchmarks (plain JS: Node 20 does not apply `--import tsx` to
// worker threads). It runs on its own event loop, so the client's work does not sit on the
// server's event loop. Only loopback addresses are accepted.
//
// workerData: { baseUrl, client: 'http' | 'fetch', requests: [{ method, path, body?, headers?, expect? }],
//               headers?, countHeader?, total, concurrency, warmup, warmupMs?, maxMs }
// Posts { type: 'ready' } after the warm-up, then { type: 'done', latencies, wallMs, errors, firstError,
// statuses, totals, clientBusyMs, bytes, headerValues }
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
// Values of job.countHeader seen in the measured responses ('' = header absent) → how many.
const headerValues = {};
let errors = 0;
let firstError;
// Body bytes as received (compressed when the server compressed them).
let bytes = 0;

// 'http': node:http with a keep-alive agent (one socket per request in flight), the lightest
// client; 'fetch': undici's fetch, which on a small machine costs several times more CPU per
// request than the server under test (that CPU is taken from the same cores). node:http does not
// decompress, so an Accept-Encoding header measures what a browser would download.
const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency });

function httpSend(url, method, body, extra) {
  return new Promise((resolve, reject) => {
    const headers = { ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }) };
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      let size = 0;
      res.on('data', (c) => {
        chunks.push(c);
        size += c.length;
      });
      res.on('end', () => {
        const encoded = Boolean(res.headers['content-encoding']) && res.headers['content-encoding'] !== 'identity';
        resolve({ status: res.statusCode ?? 0, text: encoded ? '' : Buffer.concat(chunks, size).toString('utf8'), size, headers: res.headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function fetchSend(url, method, body, extra) {
  const res = await fetch(url, { method, headers: { ...extra, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body });
  const text = await res.text();
  return { status: res.status, text, size: Buffer.byteLength(text), headers: Object.fromEntries(res.headers) };
}

const send = job.client === 'fetch' ? fetchSend : httpSend;

async function once(i, record) {
  const r = job.requests[i % job.requests.length];
  const body = r.body === undefined ? undefined : JSON.stringify(r.body);
  const t0 = performance.now();
  const { status, text, size, headers } = await send(new URL(r.path, base), r.method, body, { ...job.headers, ...r.headers });
  const dt = performance.now() - t0;
  if (!record) return undefined;
  statuses[status] = (statuses[status] ?? 0) + 1;
  bytes += size;
  if (job.countHeader) {
    const v = headers[job.countHeader] ?? '';
    headerValues[v] = (headerValues[v] ?? 0) + 1;
  }
  if (status !== (r.expect ?? 200)) {
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

// A run ends after `count` requests or `ms` milliseconds, whichever comes first.
async function run(count, record, ms) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const deadline = started + ms;
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

if (job.warmup > 0) await run(job.warmup, false, job.warmupMs ?? 600_000);
parentPort.postMessage({ type: 'ready' });
const elu0 = performance.eventLoopUtilization();
const { latencies, wallMs } = await run(job.total, true, job.maxMs ?? 600_000);
// Busy time of this thread's event loop during the measured run (≈ the client's CPU when not preempted).
const clientBusyMs = performance.eventLoopUtilization(elu0).active;
agent.destroy();
parentPort.postMessage({ type: 'done', latencies, wallMs, errors, firstError, statuses, totals, clientBusyMs, bytes, headerValues });
