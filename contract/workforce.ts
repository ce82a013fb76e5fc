import { z } from 'zod';
import { AVAILABILITY_VALUES, WORKER_CATEGORY_VALUES } from '../data/workforce.ts';
import { isRegionName } from '../data/locations.ts';
import { idField, intField, keywordField, listField, NearPoint, nearField, radiusField, sortField, trimmed, Understood } from './common.ts';
import { CONTACT_ACCESS } from './contact-access.ts';
import { mobile, optionalEmail, optionalText, requiredText } from './fields.ts';
import type { RouteContract } from './routes.ts';

// Workforce calls (docs/product.md#workforce): request/response schemas here, one route table at the end.

const isAll = (v: unknown) => typeof v === 'string' && /^\s*(all)?\s*$/i.test(v);

/** Public directory filters. 'ALL' (what the home tiles send) or empty means no filter. */
export const WorkerListRequest = z.object({
  Keyword: z.preprocess((v) => (isAll(v) ? undefined : v), keywordField(200).optional()),
  Categories: z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === '') return undefined;
      const arr = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
      return arr.map((x) => (typeof x === 'string' ? x.trim().toLowerCase() : x)).filter((x) => x !== '' && x !== 'all');
    },
    z
      .array(z.enum(WORKER_CATEGORY_VALUES, { error: 'must be general, skilled, unskilled or technician' }))
      .max(4)
      .optional(),
  ),
  Kind: z.preprocess(
    (v) => (isAll(v) || v === null ? undefined : typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['individual', 'agency'], { error: 'must be individual or agency' }).optional(),
  ),
  Locations: listField(20),
  Near: nearField,
  RadiusKm: radiusField,
  /** latest (default) or distance (needs Near); relevance with a keyword. */
  SortBy: sortField,
  Page: intField(1, 100_000).default(1),
  PageSize: intField(1, 50).default(12),
});
export type WorkerListRequest = z.infer<typeof WorkerListRequest>;

/** What a worker listing says about itself: shared by the public card and the owner's view. */
const WorkerFields = z.object({
  Id: z.number().int(),
  Kind: z.enum(['individual', 'agency']),
  Name: z.string(),
  Category: z.enum(WORKER_CATEGORY_VALUES),
  Trade: z.string(),
  ExperienceYears: z.number().int().nullable(),
  Headcount: z.number().int().nullable(),
  City: z.string(),
  State: z.string(),
  Availability: z.string(),
  About: z.string().nullable(),
});

export const WorkerCard = WorkerFields.extend({
  Location: z.string(),
  CreatedAt: z.string(),
  /** Kilometres from `Near` (one decimal), when the request gave one. */
  DistanceKm: z.number().optional(),
  /**
   * Always false: a list never carries phones, emails or resumes (docs/decisions/022).
   * ContactAccess says what the viewer can do: log in, verify the email, or `reveal` — ask
   * POST /api/workers/contact for one worker.
   */
  ContactVisible: z.literal(false),
  ContactAccess: z.enum(CONTACT_ACCESS).extract(['reveal', 'login', 'verify']),
});
export type WorkerCard = z.infer<typeof WorkerCard>;

/** One worker's contact details (POST /api/workers/contact). */
export const WorkerContact = z.object({
  Id: z.number().int(),
  ContactAccess: z.literal('shown'),
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  /** The authenticated download (GET /api/workers/resume?id=N), or null without a resume. */
  ResumeUrl: z.string().nullable(),
});
export type WorkerContact = z.infer<typeof WorkerContact>;
export const WorkerContactRequest = z.object({ Id: intField(1, 2_147_483_647) });

export const WorkerListResponse = z.object({
  success: z.literal(true),
  Page: z.number().int(),
  PageSize: z.number().int(),
  TotalPages: z.number().int(),
  Data: z.array(WorkerCard),
  TotalRecords: z.number().int(),
  data: z.array(WorkerCard),
  total: z.number().int(),
  Near: NearPoint.optional(),
  Understood: Understood.optional(),
});

const optionalInt = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v.trim()) : v),
    z.number({ error: message }).int(message).min(min, message).max(max, message).optional(),
  );

/** The job seeker's own listing (multipart form fields; the resume PDF is the file part `Resume`). */
export const WorkerSaveRequest = z
  .object({
    Kind: z.enum(['individual', 'agency'], { error: 'Please choose Individual or Agency.' }),
    Name: requiredText('Name', 120, { message: 'Please enter your name or agency name.', min: 2 }),
    Category: z.enum(WORKER_CATEGORY_VALUES, { error: 'Please choose a category.' }),
    Trade: requiredText('Trade', 80, { message: 'Please enter your trade, e.g. Mason or Electrician.', min: 2 }),
    ExperienceYears: optionalInt(0, 60, 'Experience must be a whole number of years between 0 and 60.'),
    Headcount: optionalInt(1, 100_000, 'Headcount must be a whole number between 1 and 100000.'),
    City: requiredText('City', 100, { message: 'Please enter your city.' }),
    State: z
      .string({ error: 'Please choose your state.' })
      .trim()
      .max(100, 'Please choose your state from the list.')
      .refine(isRegionName, 'Please choose your state from the list.'),
    Availability: z.enum(AVAILABILITY_VALUES, { error: 'Please choose when you can start.' }).default('immediate'),
    About: optionalText('About', 1000),
    Phone: mobile,
    Email: optionalEmail,
    /** 'true' removes the stored resume. */
    RemoveResume: z.preprocess((v) => v === true || v === 'true' || v === '1' || v === 'on', z.boolean()).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.Kind === 'agency' && v.Headcount === undefined) ctx.addIssue({ code: 'custom', path: ['Headcount'], message: 'Agencies: please enter how many people you can supply.' });
  });
export type WorkerSaveRequest = z.infer<typeof WorkerSaveRequest>;

export const OwnWorker = WorkerFields.extend({
  Phone: z.string().nullable(),
  Email: z.string().nullable(),
  HasResume: z.boolean(),
  ResumeUrl: z.string().nullable(),
  IsHidden: z.boolean(),
  Status: z.enum(['pending', 'approved', 'rejected', 'paused']),
  RejectionReason: z.string().nullable(),
  UpdatedAt: z.string(),
});
export type OwnWorker = z.infer<typeof OwnWorker>;

/** The listing form's starting values before the first save: what registration already asked (core/worker/get-own-worker.ts). */
export type ResumeDefaults = { Name: string; Phone: string | null; Email: string; City: string | null; State: string | null };

export const OwnWorkerResponse = z.object({ success: z.literal(true), data: OwnWorker.nullable() });
export const WorkerSaveResponse = z.object({ success: z.literal(true), message: z.string(), data: OwnWorker });
export const WorkerHideRequest = z.object({
  Hidden: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean({ error: 'Hidden must be true or false.' })),
});
export const ResumeQuery = z.object({ id: idField });

export const workforceRoutes = {
  list: {
    method: 'POST',
    path: '/api/public/v3/workers',
    summary: 'Public workforce directory (approved, not hidden): Keyword (name or trade), Categories, Kind, Locations, Page; never phones or emails (see /api/workers/contact)',
    tag: 'workforce',
    request: WorkerListRequest,
    response: WorkerListResponse,
  },
  contact: {
    method: 'POST',
    path: '/api/workers/contact',
    summary:
      'One listed worker’s phone, email and resume link: signed-in accounts with a verified email (403 until then), counted per account per India-time day (CONTACT_REVEALS_PER_DAY different workers and providers; 429 past it; the same worker again is free); owner and admins always; 404 for a hidden or unapproved listing',
    tag: 'workforce',
    auth: true,
    request: WorkerContactRequest,
    response: z.object({ success: z.literal(true), data: WorkerContact }),
  },
  resume: {
    method: 'GET',
    path: '/api/workers/resume',
    summary: 'A listed worker’s resume PDF, as a download (attachment, sandboxed): the same rules and count as /api/workers/contact',
    tag: 'workforce',
    auth: true,
    request: ResumeQuery,
    response: z.any().describe('The PDF file (application/pdf)'),
  },
  own: {
    method: 'GET',
    path: '/api/provider/worker',
    summary: 'The job seeker’s own listing (data null before the first save)',
    tag: 'workforce',
    auth: true,
    response: OwnWorkerResponse,
  },
  save: {
    method: 'POST',
    path: '/api/provider/worker',
    summary: 'Create or edit the job seeker’s listing: multipart/form-data fields of WorkerSaveRequest and an optional Resume PDF (≤ 5 MB); every save goes back to pending review',
    tag: 'workforce',
    auth: true,
    request: WorkerSaveRequest,
    response: WorkerSaveResponse,
  },
  hide: {
    method: 'POST',
    path: '/api/provider/worker/hide',
    summary: 'Hide (Hidden true) or show again the job seeker’s listing in /staffing',
    tag: 'workforce',
    auth: true,
    request: WorkerHideRequest,
    response: z.object({ success: z.literal(true), message: z.string(), data: OwnWorker }),
  },
} as const satisfies Record<string, RouteContract>;
