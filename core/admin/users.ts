import { and, desc, eq, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { ADMIN_PAGE_SIZE, type AdminUser, type ChangeRoleRequest, type DisableUserRequest, type Paged, type UsersQuery } from '../../contract/admin.ts';
import { sessions, users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { iso } from '../format.ts';
import { requireRole } from '../policy.ts';
import { recordAudit } from './audit.ts';

const likeParam = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Users searched by name or email, filtered by role, newest first, 20 a page. */
export async function listUsers(ctx: Ctx, q: UsersQuery): Promise<Paged<AdminUser>> {
  requireRole(ctx, 'Admin');
  const conds: SQL[] = [];
  if (q.q) conds.push(or(ilike(users.fullName, likeParam(q.q)), ilike(users.email, likeParam(q.q)))!);
  if (q.role) conds.push(eq(users.role, q.role));
  const where = conds.length ? and(...conds) : undefined;
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.fullName,
      email: users.email,
      phone: users.phone,
      role: users.role,
      emailConfirmed: users.emailConfirmed,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((q.page - 1) * ADMIN_PAGE_SIZE);
  const [c] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return {
    data: rows.map((u) => ({ ...u, disabledAt: u.disabledAt ? iso(u.disabledAt) : null, createdAt: iso(u.createdAt) })),
    total: c?.n ?? 0,
    page: q.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

function notSelf(adminId: number, id: number, what: string) {
  if (adminId === id) throw new AppError('FORBIDDEN', `You cannot ${what} your own account. Ask another admin.`);
}

/**
 * Changes a user's role and ends every session of theirs (docs/decisions/019): privileges are read
 * on each request anyway, but a session id that someone else may know (planted, or seen on a shared
 * computer) must not carry into the new role — the user logs in again and gets a new id. Not your own.
 */
export async function changeUserRole(ctx: Ctx, input: z.infer<typeof ChangeRoleRequest>): Promise<{ message: string }> {
  const admin = requireRole(ctx, 'Admin');
  notSelf(admin.userId, input.id, 'change the role of');
  return ctx.db.transaction(async (tx) => {
    const [u] = await tx.select({ role: users.role, email: users.email }).from(users).where(eq(users.id, input.id)).for('update').limit(1);
    if (!u) throw new AppError('NOT_FOUND', 'User not found.');
    if (u.role === input.role) return { message: `${u.email} is already ${input.role}.` };
    await tx.update(users).set({ role: input.role, updatedAt: ctx.now() }).where(eq(users.id, input.id));
    await tx.delete(sessions).where(eq(sessions.userId, input.id));
    await recordAudit(tx, admin.userId, { action: 'user.role', targetType: 'user', targetId: input.id, detail: `${u.email}: ${u.role} → ${input.role}` });
    return { message: `${u.email} is now ${input.role}.` };
  });
}

/**
 * Disables a user — every session of theirs ends at once and they cannot log in — or enables them
 * again. Not your own account.
 */
export async function setUserDisabled(ctx: Ctx, input: z.infer<typeof DisableUserRequest>): Promise<{ message: string }> {
  const admin = requireRole(ctx, 'Admin');
  notSelf(admin.userId, input.id, input.disabled ? 'disable' : 'enable');
  return ctx.db.transaction(async (tx) => {
    const [u] = await tx.select({ email: users.email, disabledAt: users.disabledAt }).from(users).where(eq(users.id, input.id)).for('update').limit(1);
    if (!u) throw new AppError('NOT_FOUND', 'User not found.');
    const now = ctx.now();
    if (input.disabled) {
      await tx
        .update(users)
        .set({ disabledAt: u.disabledAt ?? now, updatedAt: now })
        .where(eq(users.id, input.id));
      const ended = await tx.delete(sessions).where(eq(sessions.userId, input.id)).returning({ id: sessions.id });
      await recordAudit(tx, admin.userId, { action: 'user.disable', targetType: 'user', targetId: input.id, detail: `${u.email}; ${ended.length} session(s) ended` });
      return { message: `${u.email} is disabled and signed out everywhere.` };
    }
    await tx
      .update(users)
      .set({ disabledAt: null, updatedAt: now })
      .where(and(eq(users.id, input.id), isNotNull(users.disabledAt)));
    await recordAudit(tx, admin.userId, { action: 'user.enable', targetType: 'user', targetId: input.id, detail: u.email });
    return { message: `${u.email} can log in again.` };
  });
}
