import { eq } from 'drizzle-orm';
import type { Reply } from '../../contract/client.ts';
import { enquiries, enquiryReplies } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { enquiryForViewer } from './enquiry-access.ts';
import { toReply } from './enquiry-card.ts';

/**
 * Adds a reply to the thread as whichever party the viewer is (the client who sent it, or the
 * vendor/contractor it was sent to). IsContractor is stored as sent (spec §6: the client's
 * contractor modal sends true, the vendor one false).
 */
export async function replyToEnquiry(ctx: Ctx, input: { EnquiryId: number; Message: string; IsContractor?: boolean }): Promise<Reply> {
  const { enquiry, party, viewer } = await enquiryForViewer(ctx, input.EnquiryId);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(enquiryReplies)
    .values({ enquiryId: enquiry.id, senderUserId: viewer.userId, sender: party, isContractor: input.IsContractor ?? enquiry.isContractor, message: input.Message, createdAt: now })
    .returning();
  await ctx.db.update(enquiries).set({ updatedAt: now }).where(eq(enquiries.id, enquiry.id));
  return toReply(row!);
}
