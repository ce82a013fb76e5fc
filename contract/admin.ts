import { z } from 'zod';
import { idOf, keywordField } from './common.ts';
import type { RouteContract } from './routes.ts';

// Admin calls (docs/product.md#admin-desk): request/response schemas here, one route table at the end.
// Every call needs an Admin session (core/admin/* → requireRole(ctx, 'Admin')).

export const ADMIN_PAGE_SIZE = 20;

const id = idOf('Id is required', 'Id must be a whole number from 1 to 2147483647.');
const page = z.coerce.number().int().min(1).max(10_000).catch(1).default(1);
const search = keywordField(100)
  .optional()
  .transform((v) => v || undefined);
const reason = z.string().trim().max(500, 'Keep the reason under 500 characters.');
const ok = z.literal(true);

export const ROLES = ['Client', 'Vendor', 'Contractor', 'Admin', 'JobSeeker'] as const;
export const LISTING_KINDS = ['equipment', 'contractor', 'worker'] as const;
export type ListingKind = (typeof LISTING_KINDS)[number];
export const PROVIDER_KINDS = ['vendor', 'contractor'] as const;
export type ProviderKind = (typeof PROVIDER_KINDS)[number];

// --- Overview
export const Overview = z.object({
  pending: z.object({ equipment: z.number().int(), contractors: z.number().int(), workers: z.number().int() }),
  users: z.number().int(),
  disabledUsers: z.number().int(),
  enquiriesToday: z.number().int(),
  visitsToday: z.number().int(),
  openMessages: z.number().int(),
});
export type Overview = z.infer<typeof Overview>;

// --- Moderation
export const QueueItem = z.object({
  kind: z.enum(LISTING_KINDS),
  id: z.number().int(),
  name: z.string(),
  owner: z.string().nullable(),
  ownerEmail: z.string().nullable(),
  location: z.string(),
  summary: z.string().nullable(),
  description: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  images: z.array(z.string()),
  documentUrl: z.string().nullable(),
  previewUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type QueueItem = z.infer<typeof QueueItem>;
export const ModerationQueue = z.object({ equipment: z.array(QueueItem), contractors: z.array(QueueItem), workers: z.array(QueueItem) });
export type ModerationQueue = z.infer<typeof ModerationQueue>;

export const ModerateRequest = z
  .object({
    kind: z.enum(LISTING_KINDS, { message: 'Choose equipment, contractor or worker.' }),
    id,
    decision: z.enum(['approve', 'reject'], { message: 'Choose approve or reject.' }),
    reason: reason.optional(),
  })
  .superRefine((v, c) => {
    if (v.decision === 'reject' && !v.reason) c.addIssue({ code: 'custom', path: ['reason'], message: 'Please give a reason for the rejection. The owner will see it.' });
  });
export type ModerateRequest = z.infer<typeof ModerateRequest>;

// --- Providers
export const ProvidersQuery = z.object({ kind: z.enum(PROVIDER_KINDS).catch('vendor').default('vendor'), q: search, page });
export type ProvidersQuery = z.infer<typeof ProvidersQuery>;
export const ProviderRow = z.object({
  kind: z.enum(PROVIDER_KINDS),
  id: z.number().int(),
  name: z.string(),
  owner: z.string().nullable(),
  email: z.string().nullable(),
  location: z.string(),
  listings: z.number().int(),
  status: z.string().nullable(),
  isVerified: z.boolean(),
  verifiedAt: z.string().nullable(),
  publicUrl: z.string().nullable(),
});
export type ProviderRow = z.infer<typeof ProviderRow>;
export const VerifyRequest = z.object({ kind: z.enum(PROVIDER_KINDS, { message: 'Choose vendor or contractor.' }), id, verified: z.boolean() });
export type VerifyRequest = z.infer<typeof VerifyRequest>;

// --- Reviews
export const ReviewsQuery = z.object({ visibility: z.enum(['all', 'visible', 'hidden']).catch('all').default('all'), page });
export type ReviewsQuery = z.infer<typeof ReviewsQuery>;
export const AdminReview = z.object({
  id: z.number().int(),
  stars: z.number().int(),
  text: z.string(),
  author: z.string(),
  authorEmail: z.string(),
  targetType: z.enum(['equipment', 'contractor']),
  targetName: z.string(),
  targetUrl: z.string(),
  isHidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const HideReviewRequest = z.object({ id, hidden: z.boolean(), reason: reason.optional() }).superRefine((v, c) => {
  if (v.hidden && !v.reason) c.addIssue({ code: 'custom', path: ['reason'], message: 'Please give a reason for hiding this review.' });
});
export type HideReviewRequest = z.infer<typeof HideReviewRequest>;

// --- Users
export const UsersQuery = z.object({ q: search, role: z.enum(ROLES).optional().catch(undefined), page });
export type UsersQuery = z.infer<typeof UsersQuery>;
export const AdminUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(ROLES),
  emailConfirmed: z.boolean(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;
export const ChangeRoleRequest = z.object({ id, role: z.enum(ROLES, { message: 'Choose a role.' }) });
export const DisableUserRequest = z.object({ id, disabled: z.boolean() });

// --- Contact messages
export const MessagesQuery = z.object({ status: z.enum(['all', 'open', 'handled']).catch('all').default('all'), page });
export type MessagesQuery = z.infer<typeof MessagesQuery>;
export const AdminMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  handledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof AdminMessage>;
export const HandleMessageRequest = z.object({ id });

// --- Statistics
export const STAT_PERIODS = [7, 30, 90] as const;
export const StatsQuery = z.object({
  days: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(7), z.literal(30), z.literal(90)]))
    .catch(30)
    .default(30),
});
export type StatsQuery = z.infer<typeof StatsQuery>;
export const TopListing = z.object({ id: z.number().int(), name: z.string(), url: z.string(), visits: z.number().int() });
export type TopListing = z.infer<typeof TopListing>;
export const VisitStats = z.object({
  days: z.number().int(),
  from: z.string(),
  total: z.number().int(),
  perDay: z.array(z.object({ day: z.string(), visits: z.number().int() })),
  topEquipment: z.array(TopListing),
  topContractors: z.array(TopListing),
});
export type VisitStats = z.infer<typeof VisitStats>;

// --- Audit log
export const AuditQuery = z.object({ page });
export const AuditEntry = z.object({
  id: z.number().int(),
  actor: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  detail: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

// --- Background jobs (docs/decisions/034-job-queue.md)
export const JOB_STATES = ['failed', 'retrying'] as const;
export const JobsQuery = z.object({
  state: z
    .enum(['all', ...JOB_STATES])
    .catch('all')
    .default('all'),
  page,
});
export type JobsQuery = z.infer<typeof JobsQuery>;
export const AdminJob = z.object({
  id: z.number().int(),
  /** The task, e.g. send_mail, and what it does in words. */
  task: z.string(),
  taskLabel: z.string(),
  /** Who it was for, partly masked (ra•••@example.in); null when the task has no recipient. */
  recipient: z.string().nullable(),
  /** Failed: every attempt used, nothing more happens until an admin retries or deletes it. Retrying: another attempt is due at nextAttemptAt. */
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** Why the last attempt failed, in our words (never credentials or the message). */
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** An attempt is running right now (Retry and Delete wait until it ends). */
  running: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminJob = z.infer<typeof AdminJob>;
export const JobActionRequest = z.object({ id });
export type JobActionRequest = z.infer<typeof JobActionRequest>;

const paged = <T extends z.ZodType>(item: T) => z.object({ success: ok, data: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
export type Paged<T> = { data: T[]; total: number; page: number; pageSize: number };
const done = z.object({ success: ok, message: z.string() });

function r<Res extends z.ZodType, Req extends z.ZodType | undefined = undefined>(method: 'GET' | 'POST', path: string, summary: string, response: Res, request?: Req) {
  return { method, path, summary, tag: 'admin', auth: true, response, ...(request ? { request } : {}) } as {
    method: 'GET' | 'POST';
    path: string;
    summary: string;
    tag: string;
    auth: true;
    response: Res;
    request: Req;
  };
}

export const adminRoutes = {
  overview: r(
    'GET',
    '/api/admin/overview',
    'Admin Desk counts: pending listings by kind, users, enquiries and visits today (India time)',
    z.object({ success: ok, data: Overview }),
  ),
  moderation: r('GET', '/api/admin/moderation', 'Pending equipment, contractor profiles and workforce listings, oldest first', z.object({ success: ok, data: ModerationQueue })),
  moderate: r('POST', '/api/admin/moderation/decide', 'Approve a pending listing, or reject it with a reason its owner sees', done, ModerateRequest),
  providers: r('GET', '/api/admin/providers', 'Vendors or contractors (kind), searched by name or email, 20 a page', paged(ProviderRow), ProvidersQuery),
  verify: r('POST', '/api/admin/providers/verify', 'Grant or take away the verified badge of a vendor or contractor', done, VerifyRequest),
  reviews: r('GET', '/api/admin/reviews', 'Reviews newest first; visibility all | visible | hidden', paged(AdminReview), ReviewsQuery),
  hideReview: r('POST', '/api/admin/reviews/hide', 'Hide a review with a reason (hidden: true) or show it again; ratings are recomputed', done, HideReviewRequest),
  users: r('GET', '/api/admin/users', 'Users searched by name or email, filtered by role, 20 a page', paged(AdminUser), UsersQuery),
  changeRole: r('POST', '/api/admin/users/role', 'Change a user’s role (not your own)', done, ChangeRoleRequest),
  disableUser: r('POST', '/api/admin/users/disable', 'Disable a user (their sessions end, they cannot log in) or enable them again (not yourself)', done, DisableUserRequest),
  messages: r('GET', '/api/admin/messages', 'Contact Us messages newest first; status all | open | handled', paged(AdminMessage), MessagesQuery),
  handleMessage: r('POST', '/api/admin/messages/handled', 'Mark a contact message handled', done, HandleMessageRequest),
  stats: r(
    'GET',
    '/api/admin/stats',
    'Visits per day (India time) and the most visited equipment and contractors over the last 7, 30 or 90 days',
    z.object({ success: ok, data: VisitStats }),
    StatsQuery,
  ),
  audit: r('GET', '/api/admin/audit', 'The audit log of admin actions, newest first', paged(AuditEntry), AuditQuery),
  jobs: r(
    'GET',
    '/api/admin/jobs',
    'Background jobs (mail…) that failed or are waiting to retry, most recently changed first; state all | failed | retrying',
    paged(AdminJob),
    JobsQuery,
  ),
  retryJob: r('POST', '/api/admin/jobs/retry', 'Attempt a failed or retrying job again now (one more attempt)', done, JobActionRequest),
  deleteJob: r('POST', '/api/admin/jobs/delete', 'Delete a failed or retrying job: it is not attempted again', done, JobActionRequest),
} as const satisfies Record<string, RouteContract>;
