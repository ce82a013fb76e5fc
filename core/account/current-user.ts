import { eq } from 'drizzle-orm';
import type { CurrentUser } from '../../contract/account.ts';
import { users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

type UserRow = typeof users.$inferSelect;

export const toCurrentUser = (u: Pick<UserRow, 'id' | 'fullName' | 'email' | 'phone' | 'role' | 'emailConfirmed'>): CurrentUser => ({
  UserId: u.id,
  Name: u.fullName,
  Email: u.email,
  Phone: u.phone,
  Role: u.role,
  EmailConfirmed: u.emailConfirmed,
});

/** The signed-in user's own account (never anyone else's). */
export async function getCurrentUser(ctx: Ctx): Promise<CurrentUser> {
  const viewer = requireViewer(ctx);
  const [u] = await ctx.db.select().from(users).where(eq(users.id, viewer.userId)).limit(1);
  if (!u || u.disabledAt) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return toCurrentUser(u);
}

/** Policy: the call needs a session. */
export function requireViewer(ctx: Ctx) {
  if (!ctx.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return ctx.viewer;
}
