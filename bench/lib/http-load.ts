import { Worker } from 'node:worker_threads';

export type BenchRequest = {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Request headers of this request (added to the job's). */
  headers?: Record<string, string>;
  /** The status that counts as success (default 200): a soak's deliberate 404s expect 404. */
  expect?: number;
};

export type HttpClient = 'http' | 'fetch';

export type LoadJob = {
  baseUrl: string;
  /** node:http with keep-alive (default, light) or undici fetch. */
  client?: HttpClient;
  requests: BenchRequest[];
  /** Headers sent with every request, e.g. a browser's Accept-Encoding. */
  headers?: Record<string, string>;
  /** A response header whose values are counted (e.g. x-page-cache: hit / miss / absent). */
  countHeader?: string;
  /** Measured requests (a bounded run: it stops by itself after this many, or after maxMs). */
  total: number;
  concurrency: number;
  /** Unmeasured requests sent first (caches, JIT, connection set-up). */
  warmup: number;
  /** The warm-up ends after `warmup` requests or this many milliseconds, whichever comes first. */
  warmupMs?: number;
  maxMs?: number;
};

export type LoadResult = {
  latencies: number[];
  wallMs: number;
  errors: number;
  firstError?: string;
  statuses: Record<string, number>;
  /** TotalRecords values seen in the responses → how many responses carried each. */
  totals: Record<string, number>;
  /** Busy time of the load generator's event loop during the measured requests. */
  clientBusyMs: number;
  /** Response body bytes as received (compressed when the server compressed them). */
  bytes: number;
  /** Values of `countHeader` in the measured responses ('' = absent) → how many. */
  headerValues: Record<string, number>;
};

export type RunningLoad = {
  /** Resolves after the warm-up, when measured requests start. */
  ready: Promise<void>;
  done: Promise<LoadResult>;
  /** Ends the run early (background load); the result covers what was sent until then. */
  stop: () => void;
};

/** Starts a load generator on its own thread (own event loop) sending `job` over HTTP. */
export function startLoad(job: LoadJob): RunningLoad {
  const worker = new Worker(new URL('./http-worker.mjs', import.meta.url), { workerData: { client: 'http', ...job } });
  let onReady!: () => void;
  const ready = new Promise<void>((r) => (onReady = r));
  const done = new Promise<LoadResult>((resolve, reject) => {
    worker.on('message', (m: { type: string } & LoadResult) => {
      if (m.type === 'ready') onReady();
      if (m.type === 'done') {
        resolve(m);
        void worker.terminate();
      }
    });
    worker.on('error', reject);
    worker.on('exit', (code) => {
      onReady();
      reject(new Error(`load worker exited (code ${code}) before reporting`));
    });
  });
  return { ready, done, stop: () => worker.postMessage('stop') };
}

export async function runLoad(job: LoadJob): Promise<LoadResult> {
  return startLoad(job).done;
}
