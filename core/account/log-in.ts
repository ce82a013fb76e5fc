import { sql } from 'drizzle-orm';
import type { CurrentUser, LoginRequest } from '../../contract/account.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { assertBelowFailureLimit, clearFailures, recordFailures, type FailureRule } from './auth-failures.ts';
import { toCurrentUser } from './current-user.ts';

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_DISABLED = 'This account has been disabled. Contact support.';
const TOO_MANY = 'Too many failed login attempts. Please wait 15 minutes and try again.';

let dummyHash: Promise<string> | undefined;

/**
 * Checks email and password. Ten failures in 15 minutes from one IP, or for one email, block
 * further tries (429) until the window passes. The same message for an unknown email and a wrong
 * password, and the same work (a dummy verify), so neither answer nor timing tells which.
 */
export async function logIn(ctx: Ctx, input: LoginRequest & { ip: string }): Promise<CurrentUser> {
  const rules: FailureRule[] = [
    { kind: 'login-ip', key: input.ip, max: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS, message: TOO_MANY },
    { kind: 'login-email', key: input.email, max: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_FAILURE_WINDOW_MS, message: TOO_MANY },
  ];
  await assertBelowFailureLimit(ctx, rules);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${input.email}`)
    .limit(1);
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyPassword(await (dummyHash ??= hashPassword('not-a-password')), input.password);
  if (!user || !ok) {
    await recordFailures(ctx, rules);
    throw new AppError('UNAUTHORIZED', 'Invalid email or password.');
  }
  // Said only to someone who knows the password; an admin disabled the account (core/admin/users.ts).
  if (user.disabledAt) throw new AppError('FORBIDDEN', ACCOUNT_DISABLED);
  await clearFailures(ctx, 'login-email', input.email);
  return toCurrentUser(user);
}
