import type { CurrentUser, RegisterClientRequest } from '../../contract/account.ts';
import { clientProfiles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { toCurrentUser } from './current-user.ts';

export const DUPLICATE_EMAIL = 'An account with this email already exists. Please log in instead.';

/** A new client account (role Client) with an empty profile. Emails are unique case-insensitively. */
export async function registerClient(ctx: Ctx, input: RegisterClientRequest): Promise<CurrentUser> {
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      // The page's language: the client's mail is written in it (docs/decisions/051).
      .values({ email: input.email, fullName: input.fullName, phone: input.phone ?? null, passwordHash, role: 'Client', lang: ctx.lang ?? 'en' })
      .onConflictDoNothing()
      .returning();
    const user = inserted[0];
    if (!user) throw new AppError('CONFLICT', DUPLICATE_EMAIL);
    await tx.insert(clientProfiles).values({ userId: user.id });
    return toCurrentUser(user);
  });
}
