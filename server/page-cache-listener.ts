import pg from 'pg';

/** The channel the content tables' triggers notify after every write (db/migrations, `page_cache_notify`). */
export const PAGE_CACHE_CHANNEL = 'page_cache';
/** Its name in pg_stat_activity, so an operator (or a test) can find the connection. */
export const LISTENER_APPLICATION_NAME = 'buildmart-page-cache';

/** Payload of this process's own marker notifications (`sync`); the triggers send table names. */
const SYNC_PREFIX = 'sync:';
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 2_000;
const RETRY_MIN_MS = 100;
const RETRY_MAX_MS = 2_000;

export type ListenerOptions = {
  connectionString: string;
  /** Called on every notification, and whenever the connection is lost or (re)established. */
  invalidate: () => void;
  log: (line: string) => void;
};

/**
 * One dedicated connection per process (never from the pool: a pooled client cannot stay in LISTEN)
 * that hears `page_cache` notifications and clears the cache. `ready` is true only while it listens:
 * after a lost connection nothing is served from the cache until it has listened again and cleared
 * (a notification sent while it was away is lost, so anything stored before may be stale).
 * A heartbeat notices a connection that died without closing (a server gone from the network).
 */
export class PageCacheListener {
  ready = false;
  private client: pg.Client | undefined;
  private closed = false;
  private retryMs = RETRY_MIN_MS;
  private retryTimer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private syncs = new Map<string, () => void>();
  private syncCount = 0;

  constructor(private readonly o: ListenerOptions) {}

  /** Connects and listens; on failure keeps trying in the background (the cache stays off until then). */
  async start(): Promise<void> {
    if (this.closed || this.client) return;
    const client = new pg.Client({
      connectionString: this.o.connectionString,
      application_name: LISTENER_APPLICATION_NAME,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    this.client = client;
    client.on('notification', (m) => {
      // Markers (this process's or another's) change nothing: only the triggers' table names clear.
      if (m.payload?.startsWith(SYNC_PREFIX)) this.syncs.get(m.payload)?.();
      else this.o.invalidate();
    });
    client.on('error', (err) => this.lost(client, err.message));
    client.on('end', () => this.lost(client, 'connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${PAGE_CACHE_CHANNEL}`);
    } catch (err) {
      this.lost(client, err instanceof Error ? err.message : String(err));
      return;
    }
    if (this.client !== client) return;
    // Whatever was stored before this connection listened may be stale.
    this.o.invalidate();
    this.ready = true;
    this.retryMs = RETRY_MIN_MS;
    this.heartbeat = setInterval(() => void this.beat(client), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  /**
   * Resolves once every notification of a transaction committed before this call has been handled
   * (the cache cleared): PostgreSQL delivers notifications in commit order, so a marker sent now
   * arrives after them. After a write, this makes the writer's own process consistent at once (and
   * lets tests wait for their direct database writes). Not listening: nothing is served, nothing to wait for.
   */
  async sync(): Promise<void> {
    const client = this.client;
    if (!this.ready || !client) return;
    const payload = `${SYNC_PREFIX}${process.pid}:${++this.syncCount}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.syncs.set(payload, resolve);
      // A marker that never comes back means the connection is gone: the heartbeat will notice; do not hold the caller.
      timer = setTimeout(resolve, HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await client.query('SELECT pg_notify($1, $2)', [PAGE_CACHE_CHANNEL, payload]);
      await arrived;
    } catch {
      // The connection failed: `lost` has cleared the cache and stopped serving from it.
    } finally {
      clearTimeout(timer);
      this.syncs.delete(payload);
    }
  }

  private async beat(client: pg.Client) {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer to the heartbeat')), HEARTBEAT_TIMEOUT_MS);
    });
    try {
      await Promise.race([client.query('SELECT 1'), timeout]);
    } catch (err) {
      this.lost(client, err instanceof Error ? err.message : String(err));
    } finally {
      clearTimeout(timer);
    }
  }

  private lost(client: pg.Client, reason: string) {
    if (this.client !== client) return;
    this.client = undefined;
    const wasReady = this.ready;
    this.ready = false;
    clearInterval(this.heartbeat);
    this.o.invalidate();
    client.removeAllListeners('end');
    client.on('error', () => {});
    void client.end().catch(() => {});
    if (this.closed) return;
    if (wasReady) this.o.log(`Page cache off: its database connection was lost (${reason}); reconnecting…`);
    this.retryTimer = setTimeout(() => void this.start(), this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(RETRY_MAX_MS, this.retryMs * 2);
  }

  async close() {
    this.closed = true;
    this.ready = false;
    clearTimeout(this.retryTimer);
    clearInterval(this.heartbeat);
    const client = this.client;
    this.client = undefined;
    if (client) {
      client.removeAllListeners('end');
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  }
}
