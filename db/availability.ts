import pg from 'pg';

/**
 * Whether the database can be reached right now. A connection-level failure (refused, terminated,
 * server shutting down or starting up) marks it down; from then on a probe runs every
 * `probeIntervalMs` until the server answers again. While it is down the HTTP app answers 503 at
 * once instead of queueing requests on a pool that cannot connect (server/plugins/database-availability.ts).
 */

// Node socket errors and PostgreSQL SQLSTATEs that mean "the server is not there", not "the query is wrong":
// 57P01 admin_shutdown (also sent when the postmaster died), 57P02 crash_shutdown, 57P03 cannot_connect_now
// (starting up / in recovery), class 08 connection exceptions, 53300 too_many_connections.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '53300',
]);
// node-postgres reports a dropped socket or a pool connect timeout with these messages and no code.
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
];

/**
 * Why `err` means the database server cannot be reached (its code, or node-postgres' message), or
 * undefined for any other error. Walks Drizzle's `cause` chain; never returns the wrapper's text,
 * which holds the query's parameters.
 */
export function databaseUnavailableReason(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return code;
    if (e instanceof AggregateError) {
      const inner = e.errors.map(databaseUnavailableReason).find(Boolean);
      if (inner) return inner;
    }
    const wrapsQuery = 'query' in e && 'params' in e;
    const message = e instanceof Error ? e.message : '';
    if (!wrapsQuery && UNAVAILABLE_MESSAGES.some((m) => m.test(message))) return message;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isDatabaseUnavailableError = (err: unknown): boolean => databaseUnavailableReason(err) !== undefined;

export type AvailabilityOptions = {
  connectionString: string;
  probeIntervalMs?: number;
  log?: (line: string) => void;
};

export class DatabaseAvailability {
  private downSince: number | undefined;
  private timer: NodeJS.Timeout | undefined;
  private probing = false;
  private closed = false;
  private readonly interval: number;
  private readonly log: (line: string) => void;

  constructor(private readonly opts: AvailabilityOptions) {
    this.interval = opts.probeIntervalMs ?? 250;
    this.log = opts.log ?? (() => {});
  }

  get isDown(): boolean {
    return this.downSince !== undefined;
  }

  /** The server stopped answering: answer 503 from now on and probe until it is back. */
  markDown(reason: string): void {
    if (this.closed) return;
    if (this.downSince === undefined) {
      this.downSince = Date.now();
      this.log(`Database unavailable (${reason}); answering 503 until it is back.`);
    }
    this.scheduleProbe(0);
  }

  /** Probe now (e.g. the embedded server reports it is ready again). */
  probeNow(): void {
    if (this.isDown) this.scheduleProbe(0);
  }

  /**
   * After a failure whose cause is unclear (a page that failed to render): true when the database
   * answers; otherwise it is marked down.
   */
  async confirmReachable(): Promise<boolean> {
    if (this.isDown) return false;
    if (await this.probe()) return true;
    this.markDown('a request failed and the server does not answer');
    return false;
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  /** One `SELECT 1` on a fresh connection (not the pool: a busy pool is not a down server). */
  async probe(): Promise<boolean> {
    const client = new pg.Client({ connectionString: this.opts.connectionString, connectionTimeoutMillis: 2000, application_name: 'buildmart-probe' });
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => {});
    }
  }

  private scheduleProbe(delay: number) {
    if (this.probing || this.closed) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runProbe(), delay);
    this.timer.unref();
  }

  private async runProbe() {
    this.probing = true;
    const ok = await this.probe();
    this.probing = false;
    if (this.closed || this.downSince === undefined) return;
    if (ok) {
      this.log(`Database available again after ${Date.now() - this.downSince} ms.`);
      this.downSince = undefined;
    } else {
      this.scheduleProbe(this.interval);
    }
  }
}
