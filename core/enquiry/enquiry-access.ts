import { and, eq, or } from 'drizzle-orm';
import { contractors, enquiries, vendors } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

export type EnquiryParty = 'Client' | 'Vendor' | 'Contractor';

/**
 * Policy: an enquiry is visible to the client who sent it and to the provider it was sent to
 * (the vendor's or contractor's user). Everyone else gets 404 — not 403 — so ids are not confirmed.
 */
export async function enquiryForViewer(ctx: Ctx, id: number) {
  const viewer = requireViewer(ctx);
  const [row] = await ctx.db
    .select({
      e: enquiries,
      vendorUser: vendors.userId,
      contractorUser: contractors.userId,
    })
    .from(enquiries)
    .leftJoin(vendors, eq(vendors.id, enquiries.vendorId))
    .leftJoin(contractors, eq(contractors.id, enquiries.contractorId))
    .where(and(eq(enquiries.id, id), or(eq(enquiries.userId, viewer.userId), eq(vendors.userId, viewer.userId), eq(contractors.userId, viewer.userId))))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Enquiry not found.');
  const party: EnquiryParty = row.e.userId === viewer.userId ? 'Client' : row.e.contractorId && row.contractorUser === viewer.userId ? 'Contractor' : 'Vendor';
  return { enquiry: row.e, party, viewer };
}
