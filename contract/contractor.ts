import { z } from 'zod';
import { findContractorType } from '../data/contractor-types.ts';
import { findLocation, isRegionName } from '../data/locations.ts';
import { canonicalSectorName } from '../data/working-sectors.ts';
import { Reply } from './client.ts';
import { Review } from './public-v3.ts';
import { idField, intField, UPLOAD_LIMITS } from './common.ts';
import { HireView } from './hire-details.ts';
import { mobile, optionalEmail, optionalGstin, optionalText, optionalWebsite, requiredText } from './fields.ts';
import type { RouteContract } from './routes.ts';

// Contractor calls (docs/product.md#contractor-workspace) and the provider inbox shared by vendors and contractors:
// request/response schemas here, one route table at the end.

/** A logo before re-encoding (it becomes 128/256 px WebP). */
export const CONTRACTOR_LOGO_MAX_BYTES = UPLOAD_LIMITS.imageBytes;

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/**
 * A list that may arrive as a JSON array (JSON body) or, in a multipart form, as a JSON-encoded
 * array or one value per line. Blank entries and repeats are dropped.
 */
const list = (label: string, maxItems: number, maxLen: number, canonical?: (s: string) => string | undefined, unknownMessage?: (s: string) => string) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === '') return [];
      if (typeof v === 'string') {
        const s = v.trim();
        if (s.startsWith('[')) {
          try {
            return JSON.parse(s) as unknown;
          } catch {
            return v;
          }
        }
        return s.split('\n');
      }
      return v;
    },
    z
      .array(
        z
          .string({ error: `${label} must be text.` })
          .trim()
          .max(maxLen, `Each entry of ${label} must be at most ${maxLen} characters.`),
        { error: `${label} must be a list.` },
      )
      .transform((a, c) => {
        const out: string[] = [];
        for (const raw of a) {
          if (!raw) continue;
          const v = canonical ? canonical(raw) : raw;
          if (v === undefined) {
            c.addIssue({ code: 'custom', message: unknownMessage ? unknownMessage(raw) : `${raw} is not in the list.` });
            return z.NEVER;
          }
          if (!out.some((o) => o.toLowerCase() === v.toLowerCase())) out.push(v);
        }
        return out;
      })
      .pipe(z.array(z.string()).max(maxItems, `Choose at most ${maxItems} ${label.toLowerCase()}.`)),
  );

const currentYear = () => new Date().getFullYear();
const toNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v);
/** A whole number with a sentence for each way it can be wrong. */
const wholeNumber = (label: string, min: number, max: number) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: `${label} must be a whole number.` })
      .int(`${label} must be a whole number.`)
      .min(min, `${label} must be at least ${min}.`)
      .max(max, `${label} must be at most ${max}.`),
  );

/** The contractor's company profile (docs/product.md#contractor-workspace). One schema for the form and the API. */
export const ContractorProfileUpdate = z.object({
  CompanyName: requiredText('Company name', 150),
  ContactPerson: optionalText('Contact person', 100),
  OwnerName: optionalText('Owner name', 100),
  Mobile: mobile,
  Email: optionalEmail,
  Website: optionalWebsite,
  City: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(100, 'Choose the city from the list.')
      .refine((c) => !!findLocation(c), 'Choose the city from the list.')
      .transform((c) => findLocation(c)!.label)
      .optional(),
  ),
  State: z
    .string({ error: 'State is required.' })
    .trim()
    .min(1, 'State is required.')
    .max(100, 'Choose the state from the list.')
    .refine(isRegionName, 'Choose the state from the list.'),
  ContractorTypes: list(
    'Contractor types',
    20,
    100,
    (s) => findContractorType(s)?.value,
    (s) => `${s} is not a contractor type in the list.`,
  ).pipe(z.array(z.string()).min(1, 'Choose at least one contractor type.')),
  WorkingSectors: list('Working sectors', 30, 100, canonicalSectorName, (s) => `${s} is not a working sector in the list.`),
  WorkLocations: list(
    'Work locations',
    30,
    100,
    (s) => findLocation(s)?.label,
    (s) => `${s} is not a location in the list.`,
  ),
  LaborStrength: z.preprocess(blankToUndefined, wholeNumber('Labour strength', 0, 1_000_000).optional()),
  Certificates: list('Certificates', 20, 120),
  YearOfEstablishment: z.preprocess(
    blankToUndefined,
    wholeNumber('Year of establishment', 1900, 9999)
      .refine((y) => y <= currentYear(), 'Year of establishment cannot be in the future.')
      .optional(),
  ),
  SpecificWorkDetail: optionalText('Specific work detail', 2000),
  GSTIN: optionalGstin,
});
export type ContractorProfileUpdate = z.infer<typeof ContractorProfileUpdate>;

export const ListingStatus = z.enum(['pending', 'approved', 'rejected', 'paused']);

export const ContractorProfile = z.object({
  Id: z.number().int().nullable(),
  CompanyName: z.string(),
  ContactPerson: z.string().nullable(),
  OwnerName: z.string().nullable(),
  Mobile: z.string().nullable(),
  Email: z.string().nullable(),
  Website: z.string().nullable(),
  LogoUrl: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  ContractorTypes: z.array(z.string()),
  WorkingSectors: z.array(z.string()),
  WorkLocations: z.array(z.string()),
  LaborStrength: z.number().int().nullable(),
  Certificates: z.array(z.string()),
  YearOfEstablishment: z.number().int().nullable(),
  SpecificWorkDetail: z.string().nullable(),
  GSTIN: z.string().nullable(),
  Status: ListingStatus,
  RejectionReason: z.string().nullable(),
  IsVerified: z.boolean(),
  /** The public page (only shown to visitors once approved). */
  Url: z.string().nullable(),
});
export type ContractorProfile = z.infer<typeof ContractorProfile>;
export const ContractorProfileResponse = z.object({ success: z.literal(true), data: ContractorProfile });
export const ContractorProfileSaveResponse = z.object({ success: z.literal(true), message: z.string(), data: ContractorProfile });

/** A project (docs/product.md#contractor-workspace: Title, Location, Sector, Description). Title required; Sector from the working sectors. */
export const ProjectSave = z.object({
  Id: z.preprocess(blankToUndefined, idField.optional()),
  Title: requiredText('Title', 150),
  // Free text with suggestions from the location catalogue: a site is often not a city ('Pune–Nashik Highway').
  Location: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(120, 'Location is too long (120 characters at most).')
      .transform((l) => findLocation(l)?.label ?? l)
      .optional(),
  ),
  Sector: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(200, 'Choose the sector from the list.')
      .refine((s) => !!canonicalSectorName(s), 'Choose the sector from the list.')
      .transform((s) => canonicalSectorName(s)!)
      .optional(),
  ),
  Description: optionalText('Description', 2000),
});
export type ProjectSave = z.infer<typeof ProjectSave>;

export const Project = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Location: z.string().nullable(),
  Sector: z.string().nullable(),
  Description: z.string().nullable(),
  CreatedAt: z.string(),
});
export type Project = z.infer<typeof Project>;
export const ProjectsResponse = z.object({ success: z.literal(true), data: z.array(Project) });
export const ProjectSaveResponse = z.object({ success: z.literal(true), message: z.string(), data: Project });
export const ProjectDeleteRequest = z.object({ Id: idField });
export const OkResponse = z.object({ success: z.literal(true), message: z.string() });

// ---------- Provider inbox (vendors and contractors) ----------

export const INBOX_STATUSES = ['all', 'new', 'in_progress', 'closed'] as const;
export const INBOX_PAGE_SIZE = 10;
const statusValue = (v: unknown) =>
  typeof v === 'string'
    ? v
        .trim()
        .toLowerCase()
        .replace(/[\s-]+/g, '_')
    : v;

export const InboxQuery = z.object({
  status: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : statusValue(v)),
    z.enum(INBOX_STATUSES, { error: 'status must be all, new, in_progress or closed' }).default('all'),
  ),
  page: intField(1, 10_000).default(1),
  pageSize: intField(1, 50).default(INBOX_PAGE_SIZE),
});
export type InboxQuery = z.infer<typeof InboxQuery>;

export const InboxItem = z.object({
  Id: z.number().int(),
  Subject: z.string(),
  Message: z.string(),
  Status: z.string(),
  ClientName: z.string(),
  /** What it is about: the equipment's name, or null for the company in general. */
  About: z.string().nullable(),
  Unread: z.boolean(),
  ReplyCount: z.number().int(),
  CreatedAt: z.string(),
});
export type InboxItem = z.infer<typeof InboxItem>;
export const InboxResponse = z.object({ success: z.literal(true), data: z.array(InboxItem), total: z.number().int(), unread: z.number().int() });

export const InboxThreadQuery = z.object({ id: idField });
export const InboxThreadResponse = z.object({
  success: z.literal(true),
  data: z.object({
    Enquiry: z.object({ Id: z.number().int(), Subject: z.string(), Message: z.string(), Status: z.string(), CreatedAt: z.string(), IsContractor: z.boolean() }),
    Client: z.object({ Name: z.string(), Email: z.string(), Phone: z.string().nullable() }),
    /** What the client asked for, shown first (contract/hire-details.ts). */
    Hire: HireView,
    /** The listing the enquiry is about (equipment or the contractor page). */
    Listing: z.object({ Name: z.string(), Url: z.string() }).nullable(),
    Replies: z.array(Reply),
    /** Status values this enquiry may move to now (core/enquiry/status.ts). */
    NextStatuses: z.array(z.enum(['in_progress', 'closed'])),
  }),
});

export const InboxReplyRequest = z.object({
  EnquiryId: idField,
  Message: requiredText('Message', 5000),
});
export const InboxStatusRequest = z.object({
  EnquiryId: idField,
  Status: z.preprocess(statusValue, z.enum(['new', 'in_progress', 'closed'], { error: 'Status must be new, in progress or closed.' })),
});
export const InboxStatusResponse = z.object({ success: z.literal(true), message: z.string(), Status: z.string(), NextStatuses: z.array(z.enum(['in_progress', 'closed'])) });

/** A provider's public answer to a review of its own listing: once (docs/decisions/058-earned-trust.md). */
export const ReviewAnswerRequest = z.object({ ReviewId: idField, Text: requiredText('Answer', 1000, { message: 'Please write your answer.' }) });
export type ReviewAnswerRequest = z.infer<typeof ReviewAnswerRequest>;
export const ReviewAnswerResponse = z.object({ success: z.literal(true), message: z.string(), Answer: z.object({ Text: z.string(), At: z.string() }) });
export const ProviderReview = Review.extend({ Listing: z.object({ Name: z.string(), Url: z.string() }) });
export const ProviderReviewsResponse = z.object({ success: z.literal(true), data: z.array(ProviderReview) });

const tag = 'contractor';
const inboxTag = 'provider';

export const contractorRoutes = {
  contractorProfile: {
    method: 'GET',
    path: '/api/contractor/profile',
    summary: 'The signed-in contractor’s company profile with its moderation status',
    tag,
    response: ContractorProfileResponse,
    auth: true,
  },
  contractorProfileUpdate: {
    method: 'POST',
    path: '/api/contractor/profile',
    summary: 'Save the company profile (multipart with an optional logo file, or JSON); an approved profile goes back to pending',
    tag,
    request: ContractorProfileUpdate,
    response: ContractorProfileSaveResponse,
    auth: true,
  },
  contractorProjects: {
    method: 'GET',
    path: '/api/contractor/projects',
    summary: 'The signed-in contractor’s projects, newest first',
    tag,
    response: ProjectsResponse,
    auth: true,
  },
  contractorProjectSave: {
    method: 'POST',
    path: '/api/contractor/project-save',
    summary: 'Create a project (no Id) or edit one of the contractor’s own projects (Id)',
    tag,
    request: ProjectSave,
    response: ProjectSaveResponse,
    auth: true,
  },
  contractorProjectDelete: {
    method: 'POST',
    path: '/api/contractor/project-delete',
    summary: 'Delete one of the contractor’s own projects',
    tag,
    request: ProjectDeleteRequest,
    response: OkResponse,
    auth: true,
  },
  providerInbox: {
    method: 'GET',
    path: '/api/provider/enquiries',
    summary: 'Enquiries addressed to the signed-in vendor or contractor, newest first, with unread markers',
    tag: inboxTag,
    request: InboxQuery,
    response: InboxResponse,
    auth: true,
  },
  providerInboxThread: {
    method: 'GET',
    path: '/api/provider/enquiry-thread',
    summary: 'One enquiry addressed to the provider with the client’s contact details and replies; marks it read',
    tag: inboxTag,
    request: InboxThreadQuery,
    response: InboxThreadResponse,
    auth: true,
  },
  providerInboxReply: {
    method: 'POST',
    path: '/api/provider/enquiry-reply',
    summary: 'Reply to an enquiry as its vendor or contractor (the client is told by mail)',
    tag: inboxTag,
    request: InboxReplyRequest,
    response: Reply.extend({ success: z.literal(true) }),
    auth: true,
  },
  providerInboxStatus: {
    method: 'POST',
    path: '/api/provider/enquiry-status',
    summary: 'Move an enquiry along new → in progress → closed (core/enquiry/status.ts)',
    tag: inboxTag,
    request: InboxStatusRequest,
    response: InboxStatusResponse,
    auth: true,
  },
  providerReviews: {
    method: 'GET',
    path: '/api/provider/reviews',
    summary: 'Reviews of the signed-in vendor’s equipment or of the signed-in contractor, newest first, with any answer',
    tag: inboxTag,
    response: ProviderReviewsResponse,
    auth: true,
  },
  providerReviewAnswer: {
    method: 'POST',
    path: '/api/provider/review-answer',
    summary: 'Answer a review of one’s own listing publicly, once (409 when already answered)',
    tag: inboxTag,
    request: ReviewAnswerRequest,
    response: ReviewAnswerResponse,
    auth: true,
  },
} as const satisfies Record<string, RouteContract>;
