import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { emailOtps, users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { getCurrentUser } from './current-user.ts';
import { languageOf, type MailLang, rememberLanguage } from './user-language.ts';

export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_TRIES = 5;
/** Resend throttle: one code a minute, five an hour. */
export const OTP_RESEND_GAP_MS = 60 * 1000;
export const OTP_MAX_PER_HOUR = 5;

const digest = (otpId: number, code: string) => createHash('sha256').update(`${otpId}:${code}`).digest('hex');

/** The verification code mail, in the language of the page the code was asked from (docs/decisions/051). */
export function verifyCodeMail(to: string, name: string, code: string, lang: MailLang) {
  return lang === 'hi'
    ? {
        to,
        subject: `${code} आपका BuildMart सत्यापन कोड है`,
        text: `नमस्ते ${name},\n\nआपका BuildMart ईमेल सत्यापन कोड ${code} है।\nयह 10 मिनट तक मान्य है। अगर आपने यह कोड नहीं माँगा, तो इस मेल को अनदेखा करें।\n\n— BuildMart`,
      }
    : {
        to,
        subject: `${code} is your BuildMart verification code`,
        text: `Hello ${name},\n\nYour BuildMart email verification code is ${code}.\nIt is valid for 10 minutes. If you did not ask for it, ignore this mail.\n\n— BuildMart`,
      };
}

/** Mails a 6-digit code to the viewer's address (docs/product.md#client-account-area, Verify Your Email). */
export async function sendVerifyOtp(ctx: Ctx) {
  const me = await getCurrentUser(ctx);
  if (me.EmailConfirmed) return { alreadyVerified: true };
  if (!ctx.mailer) throw new AppError('UNAVAILABLE', 'Mail is not available right now. Please try again later.');
  const now = ctx.now();
  const [last] = await ctx.db.select({ createdAt: emailOtps.createdAt }).from(emailOtps).where(eq(emailOtps.userId, me.UserId)).orderBy(desc(emailOtps.createdAt)).limit(1);
  if (last && now.getTime() - last.createdAt.getTime() < OTP_RESEND_GAP_MS) throw new AppError('RATE_LIMITED', 'Please wait a minute before asking for another code.');
  const [hour] = await ctx.db
    .select({ n: count() })
    .from(emailOtps)
    .where(and(eq(emailOtps.userId, me.UserId), gt(emailOtps.createdAt, new Date(now.getTime() - 3600 * 1000))));
  if ((hour?.n ?? 0) >= OTP_MAX_PER_HOUR) throw new AppError('RATE_LIMITED', 'Too many codes requested. Please try again in an hour.');

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    // Only the newest code counts.
    await tx
      .update(emailOtps)
      .set({ consumedAt: now })
      .where(and(eq(emailOtps.userId, me.UserId), isNull(emailOtps.consumedAt)));
    const [row] = await tx
      .insert(emailOtps)
      .values({ userId: me.UserId, email: me.Email, codeHash: 'pending', expiresAt: new Date(now.getTime() + OTP_TTL_MS), createdAt: now })
      .returning({ id: emailOtps.id });
    await tx
      .update(emailOtps)
      .set({ codeHash: digest(row!.id, code) })
      .where(eq(emailOtps.id, row!.id));
  });
  await rememberLanguage(ctx, me.UserId);
  await ctx.mailer.send(verifyCodeMail(me.Email, me.Name, code, ctx.lang ?? (await languageOf(ctx, me.UserId))));
  return { alreadyVerified: false };
}

/**
 * Checks the code: at most 5 tries per code, valid 10 minutes; marks the email confirmed. The try
 * is reserved atomically (`attempts = attempts + 1 … WHERE attempts < max`) before the comparison,
 * so parallel guesses get no more comparisons than the same guesses one after another.
 */
export async function verifyEmailOtp(ctx: Ctx, input: { otp: string }) {
  const me = await getCurrentUser(ctx);
  if (me.EmailConfirmed) return { verified: true };
  const now = ctx.now();
  const [otp] = await ctx.db
    .select({ id: emailOtps.id })
    .from(emailOtps)
    .where(and(eq(emailOtps.userId, me.UserId), isNull(emailOtps.consumedAt), gt(emailOtps.expiresAt, now)))
    .orderBy(desc(emailOtps.createdAt))
    .limit(1);
  if (!otp) throw new AppError('BAD_REQUEST', 'Your code has expired. Please request a new one.');
  const [reserved] = await ctx.db
    .update(emailOtps)
    .set({ attempts: sql`${emailOtps.attempts} + 1` })
    .where(and(eq(emailOtps.id, otp.id), isNull(emailOtps.consumedAt), lt(emailOtps.attempts, OTP_MAX_TRIES)))
    .returning({ codeHash: emailOtps.codeHash });
  if (!reserved) throw new AppError('RATE_LIMITED', 'Too many wrong codes. Please request a new one.');
  const want = Buffer.from(reserved.codeHash);
  const got = Buffer.from(digest(otp.id, input.otp.trim()));
  if (want.length !== got.length || !timingSafeEqual(want, got)) throw new AppError('BAD_REQUEST', 'Invalid OTP. Please try again.');
  await ctx.db.transaction(async (tx) => {
    await tx.update(emailOtps).set({ consumedAt: now }).where(eq(emailOtps.id, otp.id));
    await tx.update(users).set({ emailConfirmed: true, updatedAt: now }).where(eq(users.id, me.UserId));
  });
  return { verified: true };
}
