import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { loginUnlocks, users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { notifyQuietly } from '../enquiry/notify.ts';
import { AppError } from '../errors.ts';
import { resetCounter } from '../limits/counter.ts';
import { accountKey, LOGIN_BUCKETS, pairKey } from './login-throttle.ts';

/** As long as the account lock's window: after that the lock lifts by itself anyway. */
export const UNLOCK_TTL_MS = 60 * 60 * 1000;
export const UNLOCK_PATH = '/account/unlock';
export const UNLOCK_USED = 'This unlock link has expired or has already been used. Try to log in; if sign-in is still paused, a new link is mailed when it pauses again.';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The account's failure counter just tripped: mail its owner a one-time link that lifts the lock.
 * Nothing is sent for an unknown or disabled email (the caller answers the same either way), and a
 * mail failure never turns the 429 into a 500 (the lock still lifts when its window ends).
 */
export async function mailUnlockLink(ctx: Ctx, email: string): Promise<void> {
  if (!ctx.mailer) return;
  const [user] = await ctx.db
    .select({ id: users.id, name: users.fullName, email: users.email, disabledAt: users.disabledAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  if (!user || user.disabledAt) return;
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.delete(loginUnlocks).where(lt(loginUnlocks.expiresAt, now));
  await ctx.db.insert(loginUnlocks).values({ id: digest(token), userId: user.id, expiresAt: new Date(now.getTime() + UNLOCK_TTL_MS), createdAt: now });
  const link = `${(ctx.siteUrl ?? '').replace(/\/+$/, '')}${UNLOCK_PATH}?token=${token}`;
  await notifyQuietly(ctx, {
    to: user.email,
    subject: 'Sign-in to your BuildMart account is paused',
    text: [
      `Hello ${user.name},`,
      '',
      'Someone tried to log in to your BuildMart account with a wrong password many times, so we have paused sign-in',
      'for your account for up to an hour. Your password was not given away.',
      '',
      `If this was you, unlock sign-in now (the link works once, for one hour): ${link}`,
      '',
      'If it was not you, you do not need to do anything; consider choosing a stronger password after you log in.',
      'A browser you have logged in from before can still log in while sign-in is paused.',
      '',
      '— BuildMart',
    ].join('\n'),
  });
}

/** Uses an unlock link once: clears the account's failure count and this address's, so the owner can log in now. */
export async function unlockLogin(ctx: Ctx, input: { token: string; ip: string }): Promise<{ email: string }> {
  const now = ctx.now();
  const [row] = await ctx.db
    .delete(loginUnlocks)
    .where(and(eq(loginUnlocks.id, digest(input.token)), gt(loginUnlocks.expiresAt, now)))
    .returning({ userId: loginUnlocks.userId });
  if (!row) throw new AppError('BAD_REQUEST', UNLOCK_USED);
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
  if (!user) throw new AppError('BAD_REQUEST', UNLOCK_USED);
  await resetCounter(ctx.db, LOGIN_BUCKETS.account, accountKey(user.email));
  await resetCounter(ctx.db, LOGIN_BUCKETS.pair, pairKey(input.ip, user.email));
  return { email: user.email };
}
