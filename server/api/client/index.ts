import type { FastifyInstance } from 'fastify';
import { client } from '../../../contract/routes.ts';
import { countUnreadReplies } from '../../../core/enquiry/client-unread.ts';
import { getEquipmentDocument } from '../../../core/equipment/get-equipment-document.ts';
import { getEnquiryThread } from '../../../core/enquiry/get-enquiry-thread.ts';
import { listClientEnquiries } from '../../../core/enquiry/list-client-enquiries.ts';
import { replyToEnquiry } from '../../../core/enquiry/reply-to-enquiry.ts';
import { submitEnquiry } from '../../../core/enquiry/submit-enquiry.ts';
import { submitReview } from '../../../core/review/submit-review.ts';
import { listWishlist } from '../../../core/saved/list-wishlist.ts';
import { saveItem, unsaveItem } from '../../../core/saved/save-item.ts';
import type { Config } from '../../config.ts';
import { abuseLimits } from '../abuse-limits.ts';
import { setPdfDownloadHeaders } from '../../plugins/uploads.ts';
import { defineRoute } from '../route.ts';
import { profileRoutes } from './profile.ts';

/** Client calls that need a session (docs/product.md#calls): wishlist, enquiries, reviews. */
export async function clientRoutes(app: FastifyInstance, opts: { config: Config }) {
  await app.register(async (scope) => profileRoutes(scope, opts));
  const limits = abuseLimits(opts.config);
  defineRoute(app, client.save, async (input, ctx) => ({ success: true, ...(await saveItem(ctx, input)) }), { limits: limits.save });
  defineRoute(app, client.unsave, async (input, ctx) => ({ success: true, ...(await unsaveItem(ctx, input)) }), { limits: limits.save });
  defineRoute(app, client.saveEquipment, async (input, ctx) => ({ success: true, ...(await saveItem(ctx, { id: input.equipmentId, userType: 'equipment' })) }), {
    limits: limits.save,
  });
  defineRoute(app, client.wishlist, async (input, ctx) => ({ success: true, ...(await listWishlist(ctx, input)) }));
  defineRoute(
    app,
    client.wishlistRemove,
    async (input, ctx) => ({
      success: true,
      ...(await unsaveItem(
        ctx,
        input.EquipmentId ? { id: input.EquipmentId, userType: 'equipment', strict: true } : { id: input.ContractorId!, userType: 'contractor', strict: true },
      )),
    }),
    { limits: limits.save },
  );
  // The document is read through the session, never at a public /uploads address (docs/decisions/053).
  defineRoute(app, client.equipmentDocument, async (input, ctx, _req, reply) => {
    const { data, filename } = await getEquipmentDocument(ctx, input);
    setPdfDownloadHeaders(reply, filename);
    return reply.header('cache-control', 'private, no-store').send(data);
  });

  defineRoute(app, client.enquirySubmit, async (input, ctx) => ({ success: true, message: 'Enquiry submitted successfully!', ...(await submitEnquiry(ctx, input)) }), {
    limits: limits.enquiry,
  });
  defineRoute(app, client.enquiries, async (input, ctx) => ({ success: true, ...(await listClientEnquiries(ctx, input)) }));
  defineRoute(app, client.unreadReplies, async (_input, ctx) => ({ success: true, data: await countUnreadReplies(ctx) }));
  defineRoute(app, client.enquiryThread, async (input, ctx) => ({ success: true, data: await getEnquiryThread(ctx, input) }));
  defineRoute(app, client.enquiryReply, async (input, ctx) => ({ success: true, ...(await replyToEnquiry(ctx, input)) }), { limits: limits.reply });
  defineRoute(app, client.reviewSubmit, async (input, ctx) => ({ success: true, message: 'Thanks for your review!', ...(await submitReview(ctx, input)) }), {
    limits: limits.review,
  });
}
