import { and, eq, or } from 'drizzle-orm';
import { contractors, enquiries, vendors } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';

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

/**
 * Policy for the provider inbox: a Vendor or Contractor session (401/403 otherwise), and the
 * enquiry must be addressed to the viewer's own vendor or contractor row. Anything else — another
 * provider's enquiry, or one the viewer sent as a client — is 404.
 */
export async function enquiryForProvider(ctx: Ctx, id: number) {
  requireRole(ctx, 'Vendor', 'Contractor');
  const found = await enquiryForViewer(ctx, id);
  if (found.party === 'Client') throw new AppError('NOT_FOUND', 'Enquiry not found.');
  return found as typeof found & { party: 'Vendor' | 'Contractor' };
}
