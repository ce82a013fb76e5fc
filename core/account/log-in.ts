import { sql } from 'drizzle-orm';
import type { CurrentUser, LoginRequest } from '../../contract/account.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { toCurrentUser } from './current-user.ts';
import { DEFAULT_LOGIN_LIMITS, reserveLoginAttempt, type LoginLimits } from './login-throttle.ts';
import { mailUnlockLink } from './unlock-login.ts';
import { rememberLanguage } from './user-language.ts';

export const ACCOUNT_DISABLED = 'This account has been disabled. Contact support.';
export const INVALID_LOGIN = 'Invalid email or password.';

let dummyHash: Promise<string> | undefined;

/**
 * Checks email and password. The attempt is reserved in the login counters first
 * (core/account/login-throttle.ts, docs/decisions/019), so refused attempts never reach the
 * password check. The same message for an unknown email and a wrong password, and the same work
 * (a dummy verify), so neither answer nor timing tells which.
 *
 * `device` is the nonce of a verified device token for this email (the browser signed in to it before).
 */
export async function logIn(ctx: Ctx, input: LoginRequest & { ip: string; device?: string; limits?: LoginLimits }): Promise<CurrentUser> {
  const reservation = await reserveLoginAttempt(ctx, {
    email: input.email,
    ip: input.ip,
    device: input.device,
    limits: input.limits ?? DEFAULT_LOGIN_LIMITS,
    onAccountLocked: () => mailUnlockLink(ctx, input.email),
  });
  const [user] = await ctx.db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`).limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyPassword(await (dummyHash ??= hashPassword('not-a-password')), input.password);
  if (!user || !ok) throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
  await reservation.succeeded();
  // Said only to someone who knows the password; an admin disabled the account (core/admin/users.ts).
  if (user.disabledAt) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  await rememberLanguage(ctx, user.id);
  return toCurrentUser(user);
}
