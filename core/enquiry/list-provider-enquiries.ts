import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { InboxItem, InboxQuery } from '../../contract/contractor.ts';
import { contractors, enquiries, equipment, vendors } from '../../db/schema/index.ts';
import type { Ctx, Viewer } from '../context.ts';
import { requireRole } from '../policy.ts';
import { statusLabel } from './enquiry-card.ts';

/**
 * The provider inbox: enquiries addressed to the viewer's vendor row (Vendor) or contractor row
 * (Contractor), newest first, with an unread marker (provider_read_at not set yet) and the number
 * of unread ones in the whole inbox. A provider without a company row has an empty inbox.
 */
export async function listProviderEnquiries(ctx: Ctx, q: InboxQuery): Promise<{ data: InboxItem[]; total: number; unread: number }> {
  const mine = inboxScope(requireRole(ctx, 'Vendor', 'Contractor'));
  const where = q.status === 'all' ? mine : and(mine, eq(enquiries.status, q.status))!;
  const [[totalRow], [unreadRow]] = await Promise.all([
    ctx.db.select({ n: count() }).from(enquiries).where(where),
    ctx.db
      .select({ n: count() })
      .from(enquiries)
      .where(and(mine, isNull(enquiries.providerReadAt))),
  ]);
  const rows = await ctx.db
    .select({ e: enquiries, equipmentName: equipment.name, replies: sql<number>`(SELECT count(*)::int FROM enquiry_replies r WHERE r.enquiry_id = ${enquiries.id})` })
    .from(enquiries)
    .leftJoin(equipment, eq(equipment.id, enquiries.equipmentId))
    .where(where)
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(q.pageSize)
    .offset((q.page - 1) * q.pageSize);
  return {
    total: totalRow?.n ?? 0,
    unread: unreadRow?.n ?? 0,
    data: rows.map(({ e, equipmentName, replies }) => ({
      Id: e.id,
      Subject: e.subject,
      Message: e.message,
      Status: statusLabel(e.status),
      ClientName: e.name,
      About: equipmentName,
      Unread: !e.providerReadAt,
      ReplyCount: replies,
      CreatedAt: e.createdAt.toISOString(),
    })),
  };
}

/** Enquiries addressed to the viewer's vendor row (Vendor) or contractor row (Contractor). */
function inboxScope(viewer: Viewer): SQL {
  return viewer.role === 'Vendor'
    ? sql`${enquiries.vendorId} IN (SELECT ${vendors.id} FROM ${vendors} WHERE ${vendors.userId} = ${viewer.userId})`
    : sql`${enquiries.contractorId} IN (SELECT ${contractors.id} FROM ${contractors} WHERE ${contractors.userId} = ${viewer.userId})`;
}

/** How many enquiries the provider has not opened yet (the badge on the management site's Enquiries link). */
export async function countUnreadEnquiries(ctx: Ctx): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(enquiries)
    .where(and(inboxScope(requireRole(ctx, 'Vendor', 'Contractor')), isNull(enquiries.providerReadAt)));
  return row?.n ?? 0;
}
