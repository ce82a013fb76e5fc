import { eq } from 'drizzle-orm';
import type { Reply } from '../../contract/client.ts';
import { contractors, enquiries, enquiryReplies, vendors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { enquiryForProvider, enquiryForViewer } from './enquiry-access.ts';
import { toReply } from './enquiry-card.ts';
import { notifyQuietly, providerReplyMail } from './notify.ts';
import { languageOf } from '../account/user-language.ts';

/**
 * Adds a reply to the thread as whichever party the viewer is (the client who sent it, or the
 * vendor/contractor it was sent to). IsContractor is stored as sent (docs/product.md#enquiries-and-conversations: the client's
 * contractor modal sends true, the vendor one false). `as: 'provider'` (the provider inbox) needs
 * the enquiry to be addressed to the viewer. A provider's reply is mailed to the client; the
 * reply is kept even when the mail fails.
 */
export async function replyToEnquiry(ctx: Ctx, input: { EnquiryId: number; Message: string; IsContractor?: boolean; as?: 'client' | 'provider' }): Promise<Reply> {
  const { enquiry, party, viewer } = input.as === 'provider' ? await enquiryForProvider(ctx, input.EnquiryId) : await enquiryForViewer(ctx, input.EnquiryId);
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(enquiryReplies)
    .values({ enquiryId: enquiry.id, senderUserId: viewer.userId, sender: party, isContractor: input.IsContractor ?? enquiry.isContractor, message: input.Message, createdAt: now })
    .returning();
  // Whoever replies has read the thread.
  await ctx.db
    .update(enquiries)
    .set({ updatedAt: now, ...(party !== 'Client' && !enquiry.providerReadAt ? { providerReadAt: now } : {}), ...(party === 'Client' ? { clientReadAt: now } : {}) })
    .where(eq(enquiries.id, enquiry.id));
  if (party !== 'Client') {
    const [p] =
      party === 'Contractor' && enquiry.contractorId
        ? await ctx.db.select({ name: contractors.companyName }).from(contractors).where(eq(contractors.id, enquiry.contractorId)).limit(1)
        : enquiry.vendorId
          ? await ctx.db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, enquiry.vendorId)).limit(1)
          : [];
    await notifyQuietly(
      ctx,
      providerReplyMail(ctx, {
        to: enquiry.email,
        providerName: p?.name ?? `The ${party.toLowerCase()}`,
        subject: enquiry.subject,
        message: input.Message,
        lang: await languageOf(ctx, enquiry.userId),
      }),
    );
  }
  return toReply(row!);
}
