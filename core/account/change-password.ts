import { and, eq, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../auth/password.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireViewer } from './current-user.ts';

/** Changes the viewer's password after checking the old one; other sessions of the user end. */
export async function changePassword(ctx: Ctx, input: { oldPassword: string; newPassword: string; keepSessionId?: string }) {
  const viewer = requireViewer(ctx);
  const [u] = await ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, viewer.userId)).limit(1);
  if (!u || !(await verifyPassword(u.hash, input.oldPassword))) throw new AppError('BAD_REQUEST', 'Your old password is not correct.');
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.db.update(users).set({ passwordHash, updatedAt: ctx.now() }).where(eq(users.id, viewer.userId));
  if (input.keepSessionId) await ctx.db.delete(sessions).where(and(eq(sessions.userId, viewer.userId), ne(sessions.id, input.keepSessionId)));
}
