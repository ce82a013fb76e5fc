import { z } from 'zod';
import {
  boolField,
  equipmentSortField,
  idField,
  intField,
  keywordField,
  listField,
  NearPoint,
  nearField,
  RateCardFields,
  radiusField,
  sortField,
  trimmed,
  Understood,
} from './common.ts';
import { CONTACT_ACCESS } from './contact-access.ts';
import { email, optionalText, requiredText } from './fields.ts';

/** A detail answer's contact state: never `reveal` (that is for list cards). */
const ContactAccess = z.enum(CONTACT_ACCESS).exclude(['reveal']);

/** The public (no-login) half of the API (docs/product.md#calls). Field names are the original product's. */

export const EquipmentListRequest = z.object({
  Keyword: keywordField(200).optional(),
  Category: trimmed(100).optional(),
  Location: listField(20),
  AvailableForRent: boolField,
  AvailableForSale: boolField,
  Near: nearField,
  RadiusKm: radiusField,
  /** Only listings whose daily rate is at most this many rupees (listings without one are left out; decision 052). */
  MaxDailyRate: intField(1, 100_000_000).optional(),
  Page: intField(1, 100_000).default(1),
  PageSize: intField(1, 50).default(10),
  SortBy: equipmentSortField,
});
export type EquipmentListRequest = z.infer<typeof EquipmentListRequest>;

export const EquipmentCard = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Slug: z.string(),
  Url: z.string(),
  Model: z.string().nullable(),
  Capacity: z.string().nullable(),
  Description: z.string().nullable(),
  Specification: z.string().nullable(),
  Category: z.string(),
  CategorySlug: z.string(),
  Brand: z.string(),
  Condition: z.string(),
  Year: z.number().int().nullable(),
  Location: z.string(),
  City: z.string(),
  State: z.string(),
  IsAvailableForRent: z.boolean(),
  IsAvailableForSale: z.boolean(),
  MonthlyRate: z.number().int().nullable(),
  DailyRate: z.number().int().nullable(),
  HourlyRate: z.number().int().nullable(),
  OperatorAvailable: z.boolean(),
  ...RateCardFields,
  ThumbnailUrl: z.string().nullable(),
  GalleryImages: z.array(z.string()),
  EquipmentDocUrl: z.string().nullable(),
  VendorId: z.number().int(),
  VendorName: z.string(),
  IsVerified: z.boolean(),
  Rating: z.number(),
  TotalRatings: z.number().int(),
  IsSaved: z.boolean(),
  CreatedAt: z.string(),
  /** Kilometres from `Near` (one decimal), when the request gave one; for a contractor, its nearest service location. */
  DistanceKm: z.number().optional(),
});
export type EquipmentCard = z.infer<typeof EquipmentCard>;

const pageFields = {
  success: z.literal(true),
  Page: z.number().int(),
  PageSize: z.number().int(),
  TotalPages: z.number().int(),
  /** Keyword words that were corrected for typos, e.g. { excavater: 'excavator' }. */
  Corrections: z.record(z.string(), z.string()).optional(),
  Near: NearPoint.optional(),
  Understood: Understood.optional(),
};

export const EquipmentListResponse = z.object({
  ...pageFields,
  Data: z.array(EquipmentCard),
  TotalRecords: z.number().int(),
  data: z.array(EquipmentCard),
  total: z.number().int(),
});

export const ContractorListRequest = z.object({
  Keyword: keywordField(200).optional(),
  ContractorTypes: listField(30),
  WorkingSectors: listField(30),
  Locations: listField(20),
  Near: nearField,
  RadiusKm: radiusField,
  LaborStrength: z
    .union([
      intField(0, 10_000_000),
      z
        .string()
        .trim()
        .max(20, 'must be a number, a range such as 50-100, or 500+')
        .regex(/^(\d+\s*-\s*\d+|\d+\+?)$/, 'must be a number, a range such as 50-100, or 500+'),
      z.null(),
    ])
    .optional(),
  Page: intField(1, 100_000).default(1),
  PageSize: intField(1, 50).default(10),
  SortBy: sortField,
});
export type ContractorListRequest = z.infer<typeof ContractorListRequest>;

export const ContractorCard = z.object({
  Id: z.number().int(),
  CompanyName: z.string(),
  Slug: z.string(),
  Url: z.string(),
  LogoUrl: z.string().nullable(),
  ContractorType: z.string(),
  WorkingSectors: z.string(),
  WorkLocations: z.string(),
  Location: z.string(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  LaborStrength: z.number().int().nullable(),
  IsVerified: z.boolean(),
  Rating: z.number(),
  TotalRatings: z.number().int(),
  IsSaved: z.boolean(),
  CreatedAt: z.string(),
  /** Kilometres from `Near` (one decimal), when the request gave one; for a contractor, its nearest service location. */
  DistanceKm: z.number().optional(),
});
export type ContractorCard = z.infer<typeof ContractorCard>;

export const ContractorListResponse = z.object({
  ...pageFields,
  data: z.array(ContractorCard),
  total: z.number().int(),
  Data: z.array(ContractorCard),
  TotalRecords: z.number().int(),
});

/** "passed through (by id)": accepts Id, id or EquipmentId. */
export const EquipmentDetailRequest = z
  .object({ Id: idField.optional(), id: idField.optional(), EquipmentId: idField.optional() })
  .refine((v) => v.Id ?? v.id ?? v.EquipmentId, { message: 'Id is required' })
  .transform((v) => ({ id: (v.Id ?? v.id ?? v.EquipmentId)! }));

export const Review = z.object({
  Id: z.number().int(),
  ClientName: z.string(),
  CreatedAt: z.string(),
  /** When its writer last changed it; null when never edited (one review per client per listing: writing again edits it). */
  EditedAt: z.string().nullable(),
  Stars: z.number().int().min(1).max(5),
  Text: z.string(),
  /** Written from the client's enquiry thread in which the provider replied (docs/decisions/058-earned-trust.md). */
  VerifiedHire: z.boolean(),
  /** The provider's one public answer. */
  Answer: z.object({ Text: z.string(), At: z.string() }).nullable(),
});

/** Trust earned from data, never sold (docs/decisions/058-earned-trust.md); computed when the page is read. */
export const ProviderTrust = z.object({
  GstVerified: z.boolean().describe('Valid GSTIN check character and the state code of the provider’s state'),
  DocumentsChecked: z.boolean().describe('An admin checked the documents (the manual check)'),
  ReplyMedianMinutes: z.number().int().nullable().describe('Median minutes to the first reply over 90 days; null under 3 answered enquiries'),
  OnSiteSince: z.string(),
  YearsOnSite: z.number().int(),
  EnquiriesAnswered: z.number().int(),
});
export type ProviderTrust = z.infer<typeof ProviderTrust>;

export const Vendor = z.object({
  Id: z.number().int(),
  UserId: z.number().int().nullable(),
  Name: z.string(),
  CompanyName: z.string(),
  ContactPerson: z.string().nullable(),
  LogoUrl: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  /**
   * Contact details only when revealed (docs/decisions/022): signed in with a verified email and
   * within the account's daily count, or the owner, or an admin. Otherwise null, with
   * ContactHidden true and ContactAccess saying why (login, verify or limit).
   */
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  ContactHidden: z.boolean(),
  ContactAccess: ContactAccess,
  GSTIN: z.string().nullable(),
  YearEstablished: z.number().int().nullable(),
  ServiceAreas: z.string(),
  IsVerified: z.boolean(),
  Rating: z.number(),
  TotalRatings: z.number().int(),
  TotalEquipments: z.number().int(),
  Reviews: z.array(Review),
  Trust: ProviderTrust,
});

export const EquipmentDetail = EquipmentCard.extend({ Reviews: z.array(Review) });

export const EquipmentDetailResponse = z.object({
  success: z.literal(true),
  data: z.object({ Equipment: EquipmentDetail, Vendor: Vendor, OtherEquipments: z.array(EquipmentCard) }),
});

export const VendorDetailRequest = z
  .object({ Id: idField.optional(), id: idField.optional(), EquipmentId: idField.optional() })
  .refine((v) => v.Id ?? v.id ?? v.EquipmentId, { message: 'Id or EquipmentId is required' });

export const VendorDetailResponse = z.object({ success: z.literal(true), data: Vendor });

export const ContractorDetailRequest = z
  .object({ Id: idField.optional(), id: idField.optional(), ContractorId: idField.optional() })
  .refine((v) => v.Id ?? v.id ?? v.ContractorId, { message: 'Id is required' })
  .transform((v) => ({ id: (v.Id ?? v.id ?? v.ContractorId)! }));

export const Project = z.object({
  Id: z.number().int(),
  Title: z.string(),
  Location: z.string().nullable(),
  Sector: z.string().nullable(),
  Description: z.string().nullable(),
});

export const ContractorDetail = z.object({
  id: z.number().int(),
  slug: z.string(),
  url: z.string(),
  companyName: z.string(),
  contactPerson: z.string().nullable(),
  ownerName: z.string().nullable(),
  /** mobile, email and website: null unless revealed (as Vendor.Phone/Email; docs/decisions/022). */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  contactHidden: z.boolean(),
  contactAccess: ContactAccess,
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  registeredSince: z.string().nullable(),
  yearOfEstablishment: z.number().int().nullable(),
  laborStrength: z.number().int().nullable(),
  contractorType: z.string(),
  workingSectors: z.string(),
  specificWorkDetail: z.string().nullable(),
  certificates: z.string(),
  isPaidUser: z.boolean(),
  paidPlan: z.string().nullable(),
  isVerified: z.boolean(),
  rating: z.number(),
  totalRatings: z.number().int(),
  userId: z.number().int().nullable(),
  reviews: z.array(Review),
  projects: z.array(Project),
  IsSaved: z.boolean(),
  gstin: z.string().nullable(),
  serviceLocation: z.string(),
  trust: ProviderTrust,
});

export const ContractorDetailResponse = z.object({ success: z.boolean(), data: ContractorDetail.nullable(), message: z.string().optional() });

export const ContactRequest = z.object({
  name: requiredText('Name', 100),
  email: email('Email is required.'),
  subject: optionalText('Subject', 200),
  message: requiredText('Message', 5000),
  /** From GET /api/public/v3/captcha; checked once by the server (docs/decisions/022). Missing → 400 'Invalid captcha code'. */
  CaptchaToken: z.string().max(200).optional().nullable().describe('Token of a challenge from GET /api/public/v3/captcha (required)'),
  CaptchaAnswer: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().max(10).optional().nullable()).describe('The 4-digit code the visitor typed (required)'),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export const ContactResponse = z.object({ success: z.literal(true), message: z.string(), id: z.number().int() });

/**
 * A Contact Us captcha (docs/product.md#company-pages-and-contact-us: 1000-9999). The code itself is never sent: show the picture at
 * ImageUrl, send Token and the typed answer with the message (docs/decisions/022).
 */
export const CaptchaResponse = z.object({
  success: z.literal(true),
  Token: z.string(),
  ImageUrl: z.string().describe('The code drawn as a PNG (GET, same origin)'),
  ExpiresAt: z.string(),
});
export type CaptchaResponse = z.infer<typeof CaptchaResponse>;

export const CaptchaImageQuery = z.object({ token: z.string({ error: 'token is required' }).max(200, 'token is too long') });

export const VISIT_TYPES = ['equipment', 'contractor', 'vendor', 'page', 'staffing', 'search'] as const;

export const VisitRequest = z.object({
  sessionId: z.string().trim().min(8, 'sessionId is required').max(100),
  visitedType: z.preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(VISIT_TYPES)),
  visitedId: z
    .union([z.string().trim().max(200), z.number().int()])
    .optional()
    .nullable()
    .transform((v) => (v === null || v === undefined || v === '' ? null : String(v))),
});

export const VisitResponse = z.object({ success: z.literal(true) });
