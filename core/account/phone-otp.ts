import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { CurrentUser } from '../../contract/account.ts';
import { phoneOtps, users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { toCurrentUser } from './current-user.ts';
import { rememberLanguage } from './user-language.ts';

/** An SMS code lives 5 minutes and allows 5 tries (docs/decisions/057). */
export const PHONE_OTP_TTL_MS = 5 * 60 * 1000;
export const PHONE_OTP_MAX_TRIES = 5;
/** Codes are kept a day for the record, then housekeeping drops them. */
export const PHONE_OTP_KEEP_MS = 24 * 3600 * 1000;

export const OTP_EXPIRED = 'Your code has expired. Please request a new one.';
export const OTP_WRONG = 'Invalid OTP. Please try again.';
export const OTP_TOO_MANY = 'Too many wrong codes. Please request a new one.';

const digest = (otpId: number, code: string) => createHash('sha256').update(`phone:${otpId}:${code}`).digest('hex');
const otpError = (code: 'BAD_REQUEST' | 'RATE_LIMITED', message: string) => new AppError(code, message, { errors: [{ field: 'otp', message }] });

/** The SMS: short, the code first (phones show it in the notification), and who it is from. */
export const otpSmsText = (code: string) => `${code} is your BuildMart code. It is valid for 5 minutes. Do not share it with anyone. - BuildMart`;

/**
 * Sends a 6-digit code to `phone` (already an Indian mobile in the stored form, contract/fields.ts).
 * Signed in: the code proves the viewer owns the number. Signed out: the code signs in the account whose
 * verified number it is — and for a number no (enabled) account has verified, a row is written as for any
 * other but no SMS goes out, so the answer, the limits and the later "Invalid OTP" are the same for every
 * number (no one learns which numbers have accounts). The limits per number and per address are counted
 * before this runs (server/api/abuse-limits.ts). Only the code's hash is stored.
 */
export async function sendPhoneOtp(ctx: Ctx, input: { phone: string }): Promise<{ alreadyVerified: boolean }> {
  if (!ctx.sms) throw new AppError('UNAVAILABLE', 'Text messages cannot be sent right now. Please try again later.');
  const now = ctx.now();
  const viewer = ctx.viewer;
  let userId: number | null;
  if (viewer) {
    const [me] = await ctx.db.select({ phone: users.phone, verifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, viewer.userId)).limit(1);
    if (me?.phone === input.phone && me.verifiedAt) return { alreadyVerified: true };
    userId = viewer.userId;
  } else {
    const [owner] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.phone, input.phone), sql`${users.phoneVerifiedAt} is not null`, isNull(users.disabledAt)))
      .limit(1);
    userId = owner?.id ?? null;
  }
  const purpose = viewer ? 'verify' : 'signin';
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    // Only the newest code for this number (and, to verify, this account) counts.
    await tx
      .update(phoneOtps)
      .set({ consumedAt: now })
      .where(and(eq(phoneOtps.phone, input.phone), eq(phoneOtps.purpose, purpose), isNull(phoneOtps.consumedAt), viewer ? eq(phoneOtps.userId, viewer.userId) : undefined));
    const [row] = await tx
      .insert(phoneOtps)
      .values({ phone: input.phone, purpose, userId, codeHash: 'pending', expiresAt: new Date(now.getTime() + PHONE_OTP_TTL_MS), createdAt: now })
      .returning({ id: phoneOtps.id });
    await tx
      .update(phoneOtps)
      .set({ codeHash: digest(row!.id, code) })
      .where(eq(phoneOtps.id, row!.id));
  });
  if (userId !== null) await ctx.sms.send({ to: input.phone, text: otpSmsText(code), template: 'otp', vars: { otp: code } });
  return { alreadyVerified: false };
}

/**
 * Checks a code. The try is reserved atomically (`attempts = attempts + 1 … WHERE attempts < max`)
 * before the comparison, so parallel guesses get no more comparisons than the same guesses one after
 * another. Signed in: the number becomes the viewer's, verified (a number verified on another account
 * moves here: whoever holds the SIM now owns it). Signed out: answers the account to sign in.
 */
export async function verifyPhoneOtp(ctx: Ctx, input: { phone: string; otp: string }): Promise<{ user: CurrentUser; signedIn: boolean }> {
  const now = ctx.now();
  const viewer = ctx.viewer;
  const [otp] = await ctx.db
    .select({ id: phoneOtps.id, userId: phoneOtps.userId })
    .from(phoneOtps)
    .where(
      and(
        eq(phoneOtps.phone, input.phone),
        eq(phoneOtps.purpose, viewer ? 'verify' : 'signin'),
        viewer ? eq(phoneOtps.userId, viewer.userId) : undefined,
        isNull(phoneOtps.consumedAt),
        gt(phoneOtps.expiresAt, now),
      ),
    )
    .orderBy(desc(phoneOtps.createdAt), desc(phoneOtps.id))
    .limit(1);
  if (!otp) throw otpError('BAD_REQUEST', OTP_EXPIRED);
  const [reserved] = await ctx.db
    .update(phoneOtps)
    .set({ attempts: sql`${phoneOtps.attempts} + 1` })
    .where(and(eq(phoneOtps.id, otp.id), isNull(phoneOtps.consumedAt), lt(phoneOtps.attempts, PHONE_OTP_MAX_TRIES)))
    .returning({ codeHash: phoneOtps.codeHash });
  if (!reserved) throw otpError('RATE_LIMITED', OTP_TOO_MANY);
  const want = Buffer.from(reserved.codeHash);
  const got = Buffer.from(digest(otp.id, input.otp.trim()));
  // A sign-in code for a number no account verified was never sent: no guess is right.
  if (otp.userId === null || want.length !== got.length || !timingSafeEqual(want, got)) throw otpError('BAD_REQUEST', OTP_WRONG);
  const userId = otp.userId;

  const user = await ctx.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(phoneOtps)
      .set({ consumedAt: now })
      .where(and(eq(phoneOtps.id, otp.id), isNull(phoneOtps.consumedAt)))
      .returning({ id: phoneOtps.id });
    if (!spent) return undefined;
    if (viewer) {
      await tx
        .update(users)
        .set({ phoneVerifiedAt: null, updatedAt: now })
        .where(and(eq(users.phone, input.phone), ne(users.id, userId), sql`${users.phoneVerifiedAt} is not null`));
      const [u] = await tx.update(users).set({ phone: input.phone, phoneVerifiedAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
      return u;
    }
    // The number must still be this account's verified number, and the account enabled.
    const [u] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.phone, input.phone), sql`${users.phoneVerifiedAt} is not null`, isNull(users.disabledAt)))
      .limit(1);
    return u;
  });
  // Spent by a parallel right guess, or the number changed hands meanwhile: as if the code had expired.
  if (!user) throw otpError('BAD_REQUEST', OTP_EXPIRED);
  if (!viewer) await rememberLanguage(ctx, user.id);
  return { user: toCurrentUser(user), signedIn: !viewer };
}

/** Housekeeping: codes older than a day. */
export async function purgeOldPhoneOtps(ctx: Pick<Ctx, 'db' | 'now'>): Promise<number> {
  return (await ctx.db.delete(phoneOtps).where(lt(phoneOtps.createdAt, new Date(ctx.now().getTime() - PHONE_OTP_KEEP_MS)))).rowCount ?? 0;
}
