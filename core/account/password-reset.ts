import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { type CurrentUser, RESET_LINK_USED } from '../../contract/account.ts';
import { passwordResets, sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import type { Ctx } from '../context.ts';
import { notifyQuietly } from '../enquiry/notify.ts';
import { AppError } from '../errors.ts';
import { resetCounter } from '../limits/counter.ts';
import { toCurrentUser } from './current-user.ts';
import { accountKey, LOGIN_BUCKETS } from './login-throttle.ts';
import { pathInLanguage } from './user-language.ts';

/** A reset link works once, for 30 minutes (docs/decisions/057). */
export const RESET_TTL_MS = 30 * 60 * 1000;
export const RESET_PATH = '/account/reset-password';

const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * "Forgot password?": mails the account's owner a one-time link. Nothing is sent for an unknown or
 * disabled email, and the caller answers the same either way (no one learns which emails have
 * accounts). The mail is in the owner's language, as they last used the site (docs/decisions/051):
 * the one asking may not be them.
 */
export async function requestPasswordReset(ctx: Ctx, input: { email: string }): Promise<void> {
  const [user] = await ctx.db
    .select({ id: users.id, name: users.fullName, email: users.email, disabledAt: users.disabledAt, lang: users.lang })
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
    .limit(1);
  if (!user || user.disabledAt || !ctx.mailer) return;
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  await ctx.db.insert(passwordResets).values({ id: digest(token), userId: user.id, expiresAt: new Date(now.getTime() + RESET_TTL_MS), createdAt: now });
  const link = `${(ctx.siteUrl ?? '').replace(/\/+$/, '')}${pathInLanguage(RESET_PATH, user.lang)}?token=${token}`;
  await notifyQuietly(ctx, user.lang === 'hi' ? resetMailHindi(user.email, user.name, link) : resetMail(user.email, user.name, link));
}

function resetMail(to: string, name: string, link: string) {
  return {
    to,
    subject: 'Reset your BuildMart password',
    text: [
      `Hello ${name},`,
      '',
      'Someone asked to reset the password of your BuildMart account. If it was you, choose a new password here',
      `(the link works once, for 30 minutes): ${link}`,
      '',
      'Setting a new password signs you out everywhere else.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
      '— BuildMart',
    ].join('\n'),
  };
}

/** The same facts in Hindi. */
function resetMailHindi(to: string, name: string, link: string) {
  return {
    to,
    subject: 'अपना BuildMart पासवर्ड बदलें',
    text: [
      `नमस्ते ${name},`,
      '',
      'किसी ने आपके BuildMart खाते का पासवर्ड बदलने को कहा है। अगर यह आप थे, तो यहाँ नया पासवर्ड चुनें',
      `(लिंक एक बार, 30 मिनट तक काम करता है): ${link}`,
      '',
      'नया पासवर्ड रखने पर आप बाकी सभी जगहों से साइन आउट हो जाएँगे।',
      'अगर आपने यह नहीं माँगा, तो इस मेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
      '',
      '— BuildMart',
    ].join('\n'),
  };
}

/**
 * Spends a reset link: the new password replaces the old one, every session of the account ends and
 * every other reset link dies, all in one transaction (the link is deleted first, so two parallel uses
 * cannot both succeed). The email is marked confirmed (the link proved the mailbox), and the login
 * failure count of the account is forgotten. Answers the account, which the caller signs in afresh.
 */
export async function resetPassword(ctx: Ctx, input: { token: string; password: string }): Promise<CurrentUser> {
  const now = ctx.now();
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(passwordResets)
      .where(and(eq(passwordResets.id, digest(input.token)), gt(passwordResets.expiresAt, now)))
      .returning({ userId: passwordResets.userId });
    if (!row) return undefined;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, emailConfirmed: true, updatedAt: now })
      .where(and(eq(users.id, row.userId), sql`${users.disabledAt} is null`))
      .returning();
    if (!user) return undefined;
    await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return user;
  });
  if (!user) throw new AppError('BAD_REQUEST', RESET_LINK_USED);
  await resetCounter(ctx.db, LOGIN_BUCKETS.account, accountKey(user.email));
  return toCurrentUser(user);
}

/** Housekeeping: links past their 30 minutes. */
export async function purgeExpiredResets(ctx: Pick<Ctx, 'db' | 'now'>): Promise<number> {
  return (await ctx.db.delete(passwordResets).where(lt(passwordResets.expiresAt, ctx.now()))).rowCount ?? 0;
}
