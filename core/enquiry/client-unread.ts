import { and, eq, sql } from 'drizzle-orm';
import { enquiries } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';

/**
 * An enquiry is unread for its client when a provider replied after the client last opened the thread
 * (`client_read_at`; never opened: any provider reply). The client's own replies never count.
 */
// Named in full: in a one-table select Drizzle writes a column as plain "id", which inside the subquery would
// be the reply's own id.
export const enquiryIdSql = sql.raw('"enquiries"."id"');
export const unreadForClient = sql<boolean>`EXISTS (SELECT 1 FROM enquiry_replies r WHERE r.enquiry_id = ${enquiryIdSql} AND r.sender <> 'Client' AND r.created_at > coalesce(${sql.raw('"enquiries"."client_read_at"')}, '-infinity'::timestamptz))`;

/** The signed-in client's enquiries with an unread provider reply, by kind (the header's and the client area's badges). */
export async function countUnreadReplies(ctx: Ctx) {
  const viewer = requireViewer(ctx);
  const [row] = await ctx.db
    .select({
      vendor: sql<number>`count(*) FILTER (WHERE NOT ${enquiries.isContractor})::int`,
      contractor: sql<number>`count(*) FILTER (WHERE ${enquiries.isContractor})::int`,
    })
    .from(enquiries)
    .where(and(eq(enquiries.userId, viewer.userId), unreadForClient));
  const Vendor = row?.vendor ?? 0;
  const Contractor = row?.contractor ?? 0;
  return { Vendor, Contractor, Total: Vendor + Contractor };
}

/** The client opened (or answered) the thread: every reply so far is read. */
export async function markReadByClient(ctx: Ctx, enquiryId: number) {
  await ctx.db.update(enquiries).set({ clientReadAt: ctx.now() }).where(eq(enquiries.id, enquiryId));
}
