import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminMessage, type MessagesQuery, type Paged } from '../../contract/admin.ts';
import { contactMessages } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { iso } from '../format.ts';
import { requireRole } from '../policy.ts';
import { recordAudit } from './audit.ts';

/** Contact Us messages newest first (all, open or handled), 20 a page. */
export async function listContactMessages(ctx: Ctx, q: MessagesQuery): Promise<Paged<AdminMessage>> {
  requireRole(ctx, 'Admin');
  const where = q.status === 'open' ? isNull(contactMessages.handledAt) : q.status === 'handled' ? isNotNull(contactMessages.handledAt) : undefined;
  const rows = await ctx.db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      message: contactMessages.message,
      handledAt: contactMessages.handledAt,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset((q.page - 1) * ADMIN_PAGE_SIZE);
  const [c] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where);
  return {
    data: rows.map((m) => ({ ...m, handledAt: m.handledAt ? iso(m.handledAt) : null, createdAt: iso(m.createdAt) })),
    total: c?.n ?? 0,
    page: q.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** Marks a contact message handled (once; a second call changes nothing). */
export async function markMessageHandled(ctx: Ctx, input: { id: number }): Promise<{ message: string }> {
  const admin = requireRole(ctx, 'Admin');
  return ctx.db.transaction(async (tx) => {
    const [m] = await tx.select({ handledAt: contactMessages.handledAt, email: contactMessages.email }).from(contactMessages).where(eq(contactMessages.id, input.id)).limit(1);
    if (!m) throw new AppError('NOT_FOUND', 'Message not found.');
    if (m.handledAt) return { message: 'This message was already handled.' };
    await tx
      .update(contactMessages)
      .set({ handledAt: ctx.now() })
      .where(and(eq(contactMessages.id, input.id), isNull(contactMessages.handledAt)));
    await recordAudit(tx, admin.userId, { action: 'message.handled', targetType: 'contact_message', targetId: input.id, detail: m.email });
    return { message: 'Message marked as handled.' };
  });
}
