import { lt } from 'drizzle-orm';
import { emailOtps, loginUnlocks, sessions } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { purgeExpiredCounters } from '../limits/counter.ts';
import { purgeExpiredResets } from '../account/password-reset.ts';
import { purgeOldPhoneOtps } from '../account/phone-otp.ts';

/** Codes are kept a day: the resend limit counts the codes of the last hour (`OTP_MAX_PER_HOUR`), so an expired code still matters for a while. */
const OTP_KEEP_MS = 24 * 3600 * 1000;

/**
 * Drops rows nobody can use any more: rate counters whose window ended, expired sessions, unlock
 * links and password reset links, and verification codes (email and SMS) older than a day. Run hourly by the job queue's crontab
 * (server/jobs/runner.ts), on whichever process picks the job up. Answers how many rows went.
 */
export async function purgeExpired(
  ctx: Pick<Ctx, 'db' | 'now'>,
): Promise<{ counters: number; sessions: number; unlocks: number; otps: number; resets: number; phoneOtps: number }> {
  const now = ctx.now();
  const gone = (r: { rowCount: number | null }) => r.rowCount ?? 0;
  const counters = await purgeExpiredCounters(ctx.db, now);
  const ended = gone(await ctx.db.delete(sessions).where(lt(sessions.expiresAt, now)));
  const unlocks = gone(await ctx.db.delete(loginUnlocks).where(lt(loginUnlocks.expiresAt, now)));
  const otps = gone(await ctx.db.delete(emailOtps).where(lt(emailOtps.createdAt, new Date(now.getTime() - OTP_KEEP_MS))));
  const resets = await purgeExpiredResets(ctx);
  const phoneOtps = await purgeOldPhoneOtps(ctx);
  return { counters, sessions: ended, unlocks, otps, resets, phoneOtps };
}
