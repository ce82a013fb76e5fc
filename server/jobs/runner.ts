import { Logger, type LogLevel, run, type Runner, type Task, type TaskList } from 'graphile-worker';
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { createPool } from '../../db/client.ts';
import { databaseUnavailableReason } from '../../db/availability.ts';
import { purgeExpired } from '../../core/housekeeping/purge-expired.ts';
import { deliveryError } from '../../core/jobs/delivery-error.ts';
import { pgJobQueue } from '../../core/jobs/queue.ts';
import { sendSavedSearchAlerts } from '../../core/saved-search/send-alerts.ts';
import { type JobName, type JobPayloads, queuedMailer } from '../../core/ports/jobs.ts';
import type { Mailer } from '../../core/ports/mailer.ts';
import type { SmsSender } from '../../core/ports/sms.ts';
import type { Db } from '../../db/client.ts';

export type JobRunnerOptions = {
  db: Db;
  /** Delivers `send_mail` jobs: SMTP_URL or the outbox folder (server/app.ts). */
  transport: Mailer;
  /** Delivers `send_sms` jobs: MSG91 (SMS_PROVIDER) or the outbox folder (server/app.ts). */
  smsTransport: SmsSender;
  /** Jobs at once in this process (JOB_CONCURRENCY). */
  concurrency: number;
  now?: () => Date;
  /** The saved-search mail's unsubscribe links: signed with the app's secret (SESSION_SECRET), absolute with SITE_URL. */
  secret: string;
  siteUrl?: string;
  log: { warn: (line: string) => void; info: (line: string) => void; debug: (line: string) => void; error: (line: string) => void };
};

/**
 * graphile-worker makes sure one process runs each line (times are UTC). Housekeeping hourly, at minute 17
 * (off the top of the hour when other systems' jobs pile up); the saved searches' mail daily at 08:00 India
 * time (02:30 UTC), before the working day starts (docs/decisions/059-saved-searches.md).
 */
export const CRONTAB = ['17 * * * * housekeeping ?max=3&jobKey=housekeeping', '30 2 * * * saved_search_alerts ?max=3&jobKey=saved_search_alerts'].join('\n');

/**
 * Makes the tasks. A task that throws fails the attempt: graphile-worker records the message as the
 * job's last error and tries again after exp(attempts) seconds (2.7 s, 7.4 s, 20 s … up to the
 * job's max attempts), so `send_mail` throws only our own wording of the failure (deliveryError).
 */
export function jobTasks({ db, transport, smsTransport, now = () => new Date(), log, secret, siteUrl }: Omit<JobRunnerOptions, 'concurrency'>): TaskList {
  const sendMail: Task = async (payload, helpers) => {
    const mail = payload as JobPayloads['send_mail'];
    try {
      // On shutdown the attempt gives up (another process, or the next start, tries again) instead of holding the exit.
      await Promise.race([transport.send(mail), helpers.abortPromise]);
    } catch (err) {
      const reason = deliveryError(err);
      // The log gets the transport's own words too (cut short); the job, shown in the Admin Desk, only ours.
      const raw = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 200);
      log.warn(`Mail job ${helpers.job.id} (attempt ${helpers.job.attempts} of ${helpers.job.max_attempts}) failed: ${reason} [${raw}]`);
      throw new Error(reason);
    }
  };
  const sendSms: Task = async (payload, helpers) => {
    const sms = payload as JobPayloads['send_sms'];
    try {
      await Promise.race([smsTransport.send(sms), helpers.abortPromise]);
    } catch (err) {
      // The provider's words (never the auth key, which is only in a header) in the log and the job.
      const reason = (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').slice(0, 200);
      log.warn(`SMS job ${helpers.job.id} (attempt ${helpers.job.attempts} of ${helpers.job.max_attempts}) failed: ${reason}`);
      throw new Error(`The text message could not be sent: ${reason}`);
    }
  };
  const housekeeping: Task = async () => {
    const gone = await purgeExpired({ db, now });
    log.info(
      `Housekeeping: removed ${gone.counters} rate counters, ${gone.sessions} sessions, ${gone.unlocks} unlock links, ${gone.otps} verification codes, ${gone.resets} password reset links, ${gone.phoneOtps} SMS codes`,
    );
  };
  // Each mail is a send_mail job added in the search's own transaction (core/saved-search/send-alerts.ts).
  const savedSearchAlerts: Task = async () => {
    const r = await sendSavedSearchAlerts({ db, now, secret, siteUrl, mailerFor: (tx) => queuedMailer(pgJobQueue(tx)) });
    log.info(`Saved searches: ${r.searches} looked at, ${r.mails} mails with ${r.listings} new listings`);
  };
  return { send_mail: sendMail, send_sms: sendSms, housekeeping, saved_search_alerts: savedSearchAlerts } satisfies Record<JobName, Task>;
}

/** graphile-worker's log lines through ours: its routine chatter at debug. */
function queueLogger(log: JobRunnerOptions['log']): Logger {
  return new Logger(() => (level: LogLevel, message: string) => {
    if (level === 'error') log.error(`job queue: ${message}`);
    else if (level === 'warning') log.warn(`job queue: ${message}`);
    else log.debug(`job queue: ${message}`);
  });
}

/**
 * Makes `pool.connect()` (its promise form) wait while the database cannot be reached, instead of failing:
 * graphile-worker 0.17.3 marks a finished job done with `completeJob(job)` and never handles that promise,
 * so a refused connection or a pool timeout at that moment was an unhandled rejection, and Node ended the
 * whole app process (docs/decisions/034-job-queue.md, "When the database goes away"). Waiting also keeps
 * the job from being run and mailed a second time 4 hours later, when its lock would expire. Tries again
 * after 0.25 s, 0.5 s, 1 s… up to 5 s; gives up at once when `stopping` aborts (the runner's shutdown must
 * not wait for a database that is away). The callback form (the LISTEN connection, which has its own
 * back-off) is left as it is.
 */
export function waitForDatabaseOnConnect(pool: pg.Pool, stopping: AbortSignal, onWait: (reason: string) => void): void {
  const connect = pool.connect.bind(pool) as (cb?: unknown) => Promise<pg.PoolClient> | undefined;
  const waitingConnect = async (): Promise<pg.PoolClient> => {
    for (let delay = 250; ; delay = Math.min(delay * 2, 5000)) {
      try {
        return (await connect()) as pg.PoolClient;
      } catch (err) {
        const reason = databaseUnavailableReason(err);
        if (!reason || stopping.aborted) throw err;
        onWait(reason);
        // Aborted: the next attempt fails at once and is thrown (above).
        await sleep(delay, undefined, { signal: stopping }).catch(() => {});
      }
    }
  };
  pool.connect = ((cb?: unknown) => (typeof cb === 'function' ? connect(cb) : waitingConnect())) as typeof pool.connect;
}

/** A running runner: `ended` settles when it stops by itself (its worker pool gave up), `stop` stops it. */
type RunningRunner = { stop: () => Promise<void>; ended: Promise<void> };

/**
 * Starts this process's runner (docs/decisions/034-job-queue.md): `concurrency` jobs at once, picked
 * up through LISTEN/NOTIFY as soon as they are added, plus the crontab. It has its own small pool
 * (the LISTEN connection is held for good, and a slow job must not take the requests' connections).
 */
export async function startJobRunner(opts: JobRunnerOptions, halt?: AbortSignal): Promise<RunningRunner> {
  const pool = createPool(opts.db.$client.options.connectionString!, opts.concurrency + 2);
  // Stopping: this runner's `stop`, or `halt` (the app closing while this runner still starts, waiting for the database).
  const stopping = new AbortController();
  const stoppingSignal = halt ? AbortSignal.any([halt, stopping.signal]) : stopping.signal;
  // A dropped connection (the database restarting) is logged, not thrown: graphile-worker reconnects by
  // itself. Once stopping, the database going down after this pool's sockets were told to close is expected.
  const dropped = (err: Error) => {
    if (!stoppingSignal.aborted) opts.log.warn(`job queue: connection error: ${err.message}`);
  };
  let waitingSince: number | undefined;
  pool.removeAllListeners('error');
  pool.on('error', dropped);
  pool.on('connect', (client) => {
    client.on('error', dropped);
    if (waitingSince !== undefined) opts.log.info(`job queue: the database is back after ${((Date.now() - waitingSince) / 1000).toFixed(1)} s`);
    waitingSince = undefined;
  });
  waitForDatabaseOnConnect(pool, stoppingSignal, (reason) => {
    if (waitingSince === undefined) opts.log.warn(`job queue: the database cannot be reached (${reason}); waiting for it`);
    waitingSince ??= Date.now();
  });
  let runner: Runner;
  try {
    runner = await run({
      pgPool: pool,
      concurrency: opts.concurrency,
      noHandleSignals: true,
      // Retries due later are found by polling; new jobs arrive by NOTIFY whatever this is.
      pollInterval: 1000,
      gracefulShutdownAbortTimeout: 3000,
      // Marking jobs done or failed through graphile-worker's batcher (0 ms: no added delay): a failure
      // there is reported and ends the runner, which superviseJobRunner starts again; the unbatched path
      // leaves the failure unhandled, and Node would end the process.
      preset: { worker: { completeJobBatchDelay: 0, failJobBatchDelay: 0 } },
      taskList: jobTasks(opts),
      crontab: CRONTAB,
      logger: queueLogger(opts.log),
    });
  } catch (err) {
    stopping.abort();
    await pool.end().catch(() => {});
    throw err;
  }
  let stopped: Promise<void> | undefined;
  const release = () =>
    (stopped ??= (async () => {
      stopping.abort();
      await runner.stop().catch((err: unknown) => {
        // Stopping a runner that already ended by itself says so; nothing is left to stop.
        if (!(err instanceof Error && /already stopped/.test(err.message))) opts.log.warn(`job queue: stop failed: ${err instanceof Error ? err.message : String(err)}`);
      });
      await pool.end().catch(() => {});
    })());
  return { stop: release, ended: runner.promise.catch(() => {}) };
}

/**
 * Keeps this process's runner going without making the app wait for it: started in the background
 * (the app serves, with its 503 "back in a moment", while the database is away), and started again
 * after a failed start, waiting 1 s, 2 s, 4 s… up to a minute. Once running, graphile-worker
 * reconnects by itself; a runner that ends by itself (its worker pool gave up, e.g. a job could not be
 * marked done) is started again the same way. `stop` ends the attempts and stops the runner (app close).
 */
export function superviseJobRunner(opts: JobRunnerOptions): { stop: () => Promise<void> } {
  let running: RunningRunner | undefined;
  let starting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const halt = new AbortController();
  let delay = 1000;
  const again = (why: string) => {
    opts.log.warn(`job queue: ${why}; next attempt in ${delay / 1000} s`);
    retry = setTimeout(attempt, delay);
    retry.unref();
    delay = Math.min(delay * 2, 60_000);
  };
  const attempt = () => {
    starting = startJobRunner(opts, halt.signal).then(
      async (r) => {
        if (stopped) return r.stop();
        running = r;
        const since = Date.now();
        await r.ended;
        // A runner that ran a while starts again after 1 s; one that keeps stopping soon after it starts, later each time.
        if (Date.now() - since > 60_000) delay = 1000;
        if (stopped || running !== r) return;
        running = undefined;
        await r.stop();
        if (!stopped) again('the runner stopped by itself');
      },
      (err: unknown) => {
        if (!stopped) again(`the runner could not start (${err instanceof Error ? err.message : String(err)})`);
      },
    );
  };
  attempt();
  return {
    stop: async () => {
      stopped = true;
      halt.abort();
      clearTimeout(retry);
      await running?.stop();
      await starting;
    },
  };
}
