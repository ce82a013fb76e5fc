import { and, count, eq, gt, lt } from 'drizzle-orm';
import { authFailures } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

export type FailureKind = 'login-ip' | 'login-email' | 'otp';

/** At most `max` failures per key within `windowMs`; beyond that the caller gets a 429. */
export type FailureRule = { kind: FailureKind; key: string; max: number; windowMs: number; message: string };

export async function assertBelowFailureLimit(ctx: Ctx, rules: FailureRule[]) {
  for (const r of rules) {
    const since = new Date(ctx.now().getTime() - r.windowMs);
    const [row] = await ctx.db
      .select({ n: count() })
      .from(authFailures)
      .where(and(eq(authFailures.kind, r.kind), eq(authFailures.key, r.key), gt(authFailures.createdAt, since)));
    if ((row?.n ?? 0) >= r.max) throw new AppError('RATE_LIMITED', r.message);
  }
}

export async function recordFailures(ctx: Ctx, rules: FailureRule[]) {
  if (!rules.length) return;
  const now = ctx.now();
  await ctx.db.insert(authFailures).values(rules.map((r) => ({ kind: r.kind, key: r.key, createdAt: now })));
  // Old rows are useless: drop those of these keys older than a day.
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  for (const r of rules) await ctx.db.delete(authFailures).where(and(eq(authFailures.kind, r.kind), eq(authFailures.key, r.key), lt(authFailures.createdAt, dayAgo)));
}

export async function clearFailures(ctx: Ctx, kind: FailureKind, key: string) {
  await ctx.db.delete(authFailures).where(and(eq(authFailures.kind, kind), eq(authFailures.key, key)));
}
