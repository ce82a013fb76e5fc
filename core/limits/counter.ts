import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateCounters } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * Fixed-window counters in PostgreSQL, so that every app process sees the same count and a
 * burst of parallel requests cannot slip between a read and a write: each hit is one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` (atomic per row).
 */
export type LimitRule = {
  /** Names the counter family, e.g. 'enquiry:account'. */
  bucket: string;
  /** Hits allowed per window; the (max+1)-th is refused. */
  max: number;
  windowMs: number;
  /** What the refused caller reads (a 429). */
  message: string;
};

/** Keys are stored as given but capped, so a hostile value cannot bloat the table. */
const keyOf = (key: string) => key.slice(0, 200);

/** Adds `by` (default 1) to the counter and answers the count in the current window. `db` may be a transaction. */
export async function hit(db: Pick<Db, 'execute'>, bucket: string, key: string, windowMs: number, now: Date, by = 1): Promise<{ hits: number; windowEndsAt: Date }> {
  const ends = new Date(now.getTime() + windowMs);
  const res = await db.execute<{ hits: number; window_ends_at: Date | string }>(sql`
    INSERT INTO rate_counters (bucket, key, hits, window_ends_at)
    VALUES (${bucket}, ${keyOf(key)}, ${by}, ${ends.toISOString()})
    ON CONFLICT (bucket, key) DO UPDATE SET
      hits = CASE WHEN rate_counters.window_ends_at <= ${now.toISOString()} THEN ${by} ELSE rate_counters.hits + ${by} END,
      window_ends_at = CASE WHEN rate_counters.window_ends_at <= ${now.toISOString()} THEN EXCLUDED.window_ends_at ELSE rate_counters.window_ends_at END
    RETURNING hits, window_ends_at`);
  const row = res.rows[0]!;
  return { hits: Number(row.hits), windowEndsAt: new Date(row.window_ends_at) };
}

/** The count in the current window without adding to it (0 when none or expired). */
export async function peek(db: Db, bucket: string, key: string, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: rateCounters.hits, ends: rateCounters.windowEndsAt })
    .from(rateCounters)
    .where(and(eq(rateCounters.bucket, bucket), eq(rateCounters.key, keyOf(key))))
    .limit(1);
  return row && row.ends > now ? row.hits : 0;
}

/**
 * Gives back `by` uses counted in the current window (a reserved attempt that turned out to be
 * legitimate); never below zero, and nothing when the window has already ended.
 */
export async function release(db: Db, bucket: string, key: string, now: Date, by = 1): Promise<void> {
  await db
    .update(rateCounters)
    .set({ hits: sql`greatest(${rateCounters.hits} - ${by}, 0)` })
    .where(and(eq(rateCounters.bucket, bucket), eq(rateCounters.key, keyOf(key)), gt(rateCounters.windowEndsAt, now)));
}

/** Forgets a counter (e.g. the account's failures after a successful login). */
export async function resetCounter(db: Db, bucket: string, key: string): Promise<void> {
  await db.delete(rateCounters).where(and(eq(rateCounters.bucket, bucket), eq(rateCounters.key, keyOf(key))));
}

/**
 * Counts one use and throws RATE_LIMITED (429, with `retryAfterSeconds`) when it is over the
 * rule's maximum. The use is counted even when refused, so hammering keeps the window full.
 */
export async function consume(ctx: Pick<Ctx, 'db' | 'now'>, rule: LimitRule, key: string): Promise<void> {
  const now = ctx.now();
  const { hits, windowEndsAt } = await hit(ctx.db, rule.bucket, key, rule.windowMs, now);
  if (hits > rule.max) {
    throw new AppError('RATE_LIMITED', rule.message, { retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000)) });
  }
}

/** Housekeeping: drops counters whose window has ended and answers how many (the hourly job, core/housekeeping/purge-expired.ts). */
export async function purgeExpiredCounters(db: Db, now: Date): Promise<number> {
  return (await db.delete(rateCounters).where(lt(rateCounters.windowEndsAt, now))).rowCount ?? 0;
}
