import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { EnquiriesQuery } from '../../contract/client.ts';
import { enquiries } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { periodRange } from '../period.ts';
import { enquiryIdSql, unreadForClient } from './client-unread.ts';
import { toEnquiryCard } from './enquiry-card.ts';

/** The viewer's own vendor or contractor enquiries in a period, newest first; `Unread` when a provider replied since the client last looked. */
export async function listClientEnquiries(ctx: Ctx, q: EnquiriesQuery) {
  const viewer = requireViewer(ctx);
  const { from, to } = periodRange(q.dateFilter, ctx.now());
  const where: SQL[] = [eq(enquiries.userId, viewer.userId), eq(enquiries.isContractor, q.type === 'contractor'), gte(enquiries.createdAt, from)];
  if (to) where.push(lt(enquiries.createdAt, to));
  const [totalRow] = await ctx.db
    .select({ n: count() })
    .from(enquiries)
    .where(and(...where));
  const rows = await ctx.db
    .select({ e: enquiries, replies: sql<number>`(SELECT count(*)::int FROM enquiry_replies r WHERE r.enquiry_id = ${enquiryIdSql})`, unread: unreadForClient })
    .from(enquiries)
    .where(and(...where))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return { total: totalRow?.n ?? 0, data: rows.map((r) => ({ ...toEnquiryCard(r.e, r.replies), Unread: r.unread })) };
}
