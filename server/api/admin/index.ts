import type { FastifyInstance } from 'fastify';
import { adminRoutes as R } from '../../../contract/admin.ts';
import { listAuditLog } from '../../../core/admin/audit.ts';
import { getAdminOverview } from '../../../core/admin/get-overview.ts';
import { deleteJob, listProblemJobs, retryJob } from '../../../core/admin/jobs.ts';
import { listContactMessages, markMessageHandled } from '../../../core/admin/messages.ts';
import { listModerationQueue, moderateListing } from '../../../core/admin/moderation.ts';
import { listProviders, setProviderVerified } from '../../../core/admin/providers.ts';
import { listAdminReviews, setReviewHidden } from '../../../core/admin/reviews.ts';
import { changeUserRole, listUsers, setUserDisabled } from '../../../core/admin/users.ts';
import { getVisitStats } from '../../../core/admin/visit-stats.ts';
import type { Config } from '../../config.ts';
import { defineRoute } from '../route.ts';

/** Admin Desk calls (docs/product.md#admin-desk): thin adapters over core/admin (every one checks the Admin role). */
export async function adminApi(app: FastifyInstance, _opts: { config: Config }) {
  defineRoute(app, R.overview, async (_i, ctx) => ({ success: true, data: await getAdminOverview(ctx) }));
  defineRoute(app, R.moderation, async (_i, ctx) => ({ success: true, data: await listModerationQueue(ctx) }));
  defineRoute(app, R.moderate, async (input, ctx) => ({ success: true, ...(await moderateListing(ctx, input)) }));
  defineRoute(app, R.providers, async (input, ctx) => ({ success: true, ...(await listProviders(ctx, input)) }));
  defineRoute(app, R.verify, async (input, ctx) => ({ success: true, ...(await setProviderVerified(ctx, input)) }));
  defineRoute(app, R.reviews, async (input, ctx) => ({ success: true, ...(await listAdminReviews(ctx, input)) }));
  defineRoute(app, R.hideReview, async (input, ctx) => ({ success: true, ...(await setReviewHidden(ctx, input)) }));
  defineRoute(app, R.users, async (input, ctx) => ({ success: true, ...(await listUsers(ctx, input)) }));
  defineRoute(app, R.changeRole, async (input, ctx) => ({ success: true, ...(await changeUserRole(ctx, input)) }));
  defineRoute(app, R.disableUser, async (input, ctx) => ({ success: true, ...(await setUserDisabled(ctx, input)) }));
  defineRoute(app, R.messages, async (input, ctx) => ({ success: true, ...(await listContactMessages(ctx, input)) }));
  defineRoute(app, R.handleMessage, async (input, ctx) => ({ success: true, ...(await markMessageHandled(ctx, input)) }));
  defineRoute(app, R.stats, async (input, ctx) => ({ success: true, data: await getVisitStats(ctx, input) }));
  defineRoute(app, R.audit, async (input, ctx) => ({ success: true, ...(await listAuditLog(ctx, input)) }));
  defineRoute(app, R.jobs, async (input, ctx) => ({ success: true, ...(await listProblemJobs(ctx, input)) }));
  defineRoute(app, R.retryJob, async (input, ctx) => ({ success: true, ...(await retryJob(ctx, input)) }));
  defineRoute(app, R.deleteJob, async (input, ctx) => ({ success: true, ...(await deleteJob(ctx, input)) }));
}
