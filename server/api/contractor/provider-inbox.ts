import type { FastifyInstance } from 'fastify';
import { contractorRoutes as r } from '../../../contract/contractor.ts';
import { getEnquiryThread } from '../../../core/enquiry/get-enquiry-thread.ts';
import { listProviderEnquiries } from '../../../core/enquiry/list-provider-enquiries.ts';
import { replyToEnquiry } from '../../../core/enquiry/reply-to-enquiry.ts';
import { setEnquiryStatus } from '../../../core/enquiry/set-enquiry-status.ts';
import { ENQUIRY_TRANSITIONS } from '../../../core/enquiry/status.ts';
import type { Config } from '../../config.ts';
import { defineRoute } from '../route.ts';

/** The enquiry inbox of vendors and contractors (issue 5 item 4). */
export async function providerInboxRoutes(app: FastifyInstance, _opts: { config: Config }) {
  defineRoute(app, r.providerInbox, async (input, ctx) => ({ success: true, ...(await listProviderEnquiries(ctx, input)) }));

  defineRoute(app, r.providerInboxThread, async (input, ctx) => {
    const t = await getEnquiryThread(ctx, { id: input.id, as: 'provider' });
    const listing = t.Equipment ? { Name: t.Equipment.Name, Url: t.Equipment.Url } : t.Contractor ? { Name: t.Contractor.CompanyName, Url: t.Contractor.Url } : null;
    const status = t.Enquiry.Status === 'in progress' ? 'in_progress' : (t.Enquiry.Status as 'new' | 'closed');
    return {
      success: true,
      data: {
        Enquiry: { Id: t.Enquiry.Id, Subject: t.Enquiry.Subject, Message: t.Enquiry.Message, Status: t.Enquiry.Status, CreatedAt: t.Enquiry.CreatedAt, IsContractor: t.Enquiry.IsContractor },
        Client: t.Client,
        Listing: listing,
        Replies: t.Replies,
        NextStatuses: ENQUIRY_TRANSITIONS[status].filter((s) => s !== 'new'),
      },
    };
  });

  defineRoute(app, r.providerInboxReply, async (input, ctx) => ({ success: true, ...(await replyToEnquiry(ctx, { ...input, as: 'provider' })) }));

  defineRoute(app, r.providerInboxStatus, async (input, ctx) => {
    const res = await setEnquiryStatus(ctx, input);
    return { success: true, message: `Marked as ${res.Status}.`, ...res };
  });
}
