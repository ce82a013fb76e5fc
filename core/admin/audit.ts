import { desc, eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AuditEntry, type Paged } from '../../contract/admin.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { iso } from '../format.ts';
import { requireRole } from '../policy.ts';
import type { Tx } from '../review/refresh-rating.ts';

export type AuditRecord = { action: string; targetType: string; targetId: string | number | null; detail?: string | null };

/** One audit row for an admin action; always called inside the transaction that made the change. */
export async function recordAudit(tx: Tx, actorUserId: number, r: AuditRecord) {
  await tx.insert(auditLog).values({
    actorUserId,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId === null ? null : String(r.targetId),
    detail: r.detail ?? null,
  });
}

/** The audit log, newest first, 20 a page (Admin only). */
export async function listAuditLog(ctx: Ctx, q: { page: number }): Promise<Paged<AuditEntry>> {
  requireRole(ctx, 'Admin');
  const offset = (q.page - 1) * ADMIN_PAGE_SIZE;
  const rows = await ctx.db
    .select({
      id: auditLog.id,
      actor: users.fullName,
      actorEmail: users.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset);
  const [c] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
  return {
    data: rows.map((r) => ({
      id: r.id,
      actor: r.actor ? `${r.actor} (${r.actorEmail})` : null,
      action: r.action,
      targetType: r.targetType,
      targetId: r.targetId,
      detail: r.detail,
      createdAt: iso(r.createdAt),
    })),
    total: c?.n ?? 0,
    page: q.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}
