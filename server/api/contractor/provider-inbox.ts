import type { FastifyInstance } from 'fastify';
import { contractorRoutes as r } from '../../../contract/contractor.ts';
import { getProviderThread } from '../../../core/enquiry/get-enquiry-thread.ts';
import { listProviderEnquiries } from '../../../core/enquiry/list-provider-enquiries.ts';
import { replyToEnquiry } from '../../../core/enquiry/reply-to-enquiry.ts';
import { setEnquiryStatus } from '../../../core/enquiry/set-enquiry-status.ts';
import { answerReview } from '../../../core/review/answer-review.ts';
import { listProviderReviews } from '../../../core/review/list-provider-reviews.ts';
import type { Config } from '../../config.ts';
import { abuseLimits } from '../abuse-limits.ts';
import { defineRoute } from '../route.ts';

/** The enquiry inbox of vendors and contractors (docs/product.md#provider-inbox), and the reviews they may answer once (docs/decisions/058). */
export async function providerInboxRoutes(app: FastifyInstance, opts: { config: Config }) {
  defineRoute(app, r.providerInbox, async (input, ctx) => ({ success: true, ...(await listProviderEnquiries(ctx, input)) }));

  defineRoute(app, r.providerInboxThread, async (input, ctx) => ({ success: true, data: await getProviderThread(ctx, input.id) }));

  defineRoute(app, r.providerInboxReply, async (input, ctx) => ({ success: true, ...(await replyToEnquiry(ctx, { ...input, as: 'provider' })) }), {
    limits: abuseLimits(opts.config).reply,
  });

  defineRoute(app, r.providerInboxStatus, async (input, ctx) => {
    const res = await setEnquiryStatus(ctx, input);
    return { success: true, message: `Marked as ${res.Status}.`, ...res };
  });

  defineRoute(app, r.providerReviews, async (_input, ctx) => ({ success: true, data: await listProviderReviews(ctx) }));

  defineRoute(app, r.providerReviewAnswer, async (input, ctx) => ({ success: true, message: 'Answer published.', Answer: await answerReview(ctx, input) }), {
    limits: abuseLimits(opts.config).reply,
  });
}
