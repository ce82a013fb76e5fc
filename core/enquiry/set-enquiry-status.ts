import { and, eq } from 'drizzle-orm';
import { enquiries } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { enquiryForProvider } from './enquiry-access.ts';
import { statusLabel } from './enquiry-card.ts';
import { assertEnquiryTransition, nextEnquiryStatuses, type EnquiryStatus } from './status.ts';

/**
 * The provider moves an enquiry along the one transition table (core/enquiry/status.ts); a move
 * the table does not allow is 409 with the reason. Only the provider it is addressed to may do it.
 */
export async function setEnquiryStatus(ctx: Ctx, input: { EnquiryId: number; Status: EnquiryStatus }) {
  const { enquiry } = await enquiryForProvider(ctx, input.EnquiryId);
  assertEnquiryTransition(enquiry.status, input.Status);
  const now = ctx.now();
  // Compare-and-set: two tabs clicking at once cannot both move it.
  const rows = await ctx.db
    .update(enquiries)
    .set({ status: input.Status, updatedAt: now, providerReadAt: enquiry.providerReadAt ?? now })
    .where(and(eq(enquiries.id, enquiry.id), eq(enquiries.status, enquiry.status)))
    .returning({ id: enquiries.id });
  if (!rows.length) throw new AppError('CONFLICT', 'This enquiry was just changed. Please reload it.');
  return { Status: statusLabel(input.Status), NextStatuses: nextEnquiryStatuses(input.Status) };
}
