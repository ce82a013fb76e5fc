import { z } from 'zod';
import { boolField, idField, intField } from './common.ts';
import { email, optionalMobile, requiredText } from './fields.ts';
import { checkHireDetails, HireView, hireFields } from './hire-details.ts';

/** Client calls (docs/product.md#calls; all need a session), including the lookups the original product left unnamed. */

const lower = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : v);

export const SAVE_TYPES = ['equipment', 'contractor'] as const;
export type SaveType = (typeof SAVE_TYPES)[number];
export const saveTypeField = z.preprocess(lower, z.enum(SAVE_TYPES, { error: 'userType must be equipment or contractor' }));

export const SaveRequest = z.object({ id: idField, userType: saveTypeField });
export type SaveRequest = z.infer<typeof SaveRequest>;
export const SaveResponse = z.object({ success: z.literal(true), saved: z.boolean(), message: z.string() });

export const SaveEquipmentRequest = z.object({ equipmentId: idField });

/** The wishlist deletion the original product left unnamed (docs/product.md#wishlist): EquipmentId (or ContractorId). */
export const WishlistRemoveRequest = z
  .object({ EquipmentId: idField.optional(), ContractorId: idField.optional() })
  .refine((v) => (v.EquipmentId === undefined) !== (v.ContractorId === undefined), 'Send EquipmentId or ContractorId.');

export const DATE_FILTERS = ['thismonth', 'lastmonth', 'last3months'] as const;
export type DateFilter = (typeof DATE_FILTERS)[number];
const dateFilterField = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : lower(v)),
  z.enum(DATE_FILTERS, { error: 'dateFilter must be thismonth, lastmonth or last3months' }).default('thismonth'),
);

export const WishlistQuery = z.object({
  type: z.preprocess((v) => (v === '' || v === undefined ? undefined : lower(v)), z.enum(SAVE_TYPES, { error: 'type must be equipment or contractor' }).default('equipment')),
  dateFilter: dateFilterField,
  page: intField(1, 10_000).default(1),
  pageSize: intField(1, 50).default(10),
});
export type WishlistQuery = z.infer<typeof WishlistQuery>;

/** docs/product.md#wishlist names the wishlist items' fields (EquipmentId, Name, ThumbnailUrl; ContractorId, Name, CompanyName, ThumbnailUrl, ContractorType, Location). */
export const WishlistEquipment = z.object({
  EquipmentId: z.number().int(),
  Name: z.string(),
  Category: z.string(),
  ThumbnailUrl: z.string().nullable(),
  Url: z.string(),
  SavedAt: z.string(),
});
export const WishlistContractor = z.object({
  ContractorId: z.number().int(),
  Name: z.string(),
  CompanyName: z.string(),
  /** The contractor's logo. */
  ThumbnailUrl: z.string().nullable(),
  /** Comma lists: the contractor types and the work locations. */
  ContractorType: z.string(),
  Location: z.string(),
  Url: z.string(),
  SavedAt: z.string(),
});
export const WishlistResponse = z.object({
  success: z.literal(true),
  data: z.array(z.union([WishlistEquipment, WishlistContractor])),
  total: z.number().int(),
});

export const EnquiriesQuery = z.object({
  type: z.preprocess(
    (v) => (v === '' || v === undefined ? undefined : lower(v)),
    z.enum(['vendor', 'contractor'], { error: 'type must be vendor or contractor' }).default('vendor'),
  ),
  dateFilter: dateFilterField,
  page: intField(1, 10_000).default(1),
  pageSize: intField(1, 50).default(10),
});
export type EnquiriesQuery = z.infer<typeof EnquiriesQuery>;

/** Enquiry (docs/product.md#validation-rules-and-messages): email, name, subject, message required; phone optional. */
export const EnquirySubmitRequest = z
  .object({
    name: requiredText('Name', 100),
    email: email('Email is required.'),
    phone: optionalMobile.nullable(),
    subject: requiredText('Subject', 200),
    message: requiredText('Message', 5000),
    equipmentId: idField.optional().nullable(),
    vendorId: idField.optional().nullable(),
    contractorId: idField.optional().nullable(),
    isContractor: boolField,
    ...hireFields,
  })
  .refine((v) => (v.isContractor ? !!v.contractorId : !!(v.equipmentId || v.vendorId)), 'An enquiry needs an equipment (or vendor) or, with isContractor, a contractor.')
  // Start date, duration, site and operator (contract/hire-details.ts): all or none. Checked beside the
  // other fields' problems (a refinement runs after field issues), so the dialog names them all at once.
  .superRefine((v, ctx) => void checkHireDetails(v, ctx, !!v.isContractor))
  .transform((v) => {
    const { startDate: _s, duration: _d, durationUnit: _u, site: _p, operatorNeeded: _o, ...rest } = v;
    return { ...rest, hire: checkHireDetails(v, undefined, !!v.isContractor) };
  });
export type EnquirySubmitRequest = z.infer<typeof EnquirySubmitRequest>;

export const Reply = z.object({ Id: z.number().int(), Message: z.string(), Sender: z.enum(['Client', 'Vendor', 'Contractor']), CreatedAt: z.string() });
export type Reply = z.infer<typeof Reply>;

export const EnquiryCard = z.object({
  Id: z.number().int(),
  Subject: z.string(),
  Message: z.string(),
  Status: z.string(),
  IsContractor: z.boolean(),
  EquipmentId: z.number().int().nullable(),
  VendorId: z.number().int().nullable(),
  ContractorId: z.number().int().nullable(),
  CreatedAt: z.string(),
  ReplyCount: z.number().int(),
  /** The client's lists only: a provider replied since the client last opened the thread. */
  Unread: z.boolean().optional(),
});
export type EnquiryCard = z.infer<typeof EnquiryCard>;

/** Enquiries with a provider reply the client has not opened yet, by kind (the header's and the client area's badges). */
export const UnreadRepliesResponse = z.object({
  success: z.literal(true),
  data: z.object({ Vendor: z.number().int(), Contractor: z.number().int(), Total: z.number().int() }),
});
export const EnquiriesResponse = z.object({ success: z.literal(true), data: z.array(EnquiryCard), total: z.number().int() });

export const EnquiryIdQuery = z.object({ id: idField });

/** The provider of a thread as its client sees it. Email and Phone are null for a client whose email is not verified yet (ContactAccess 'verify'; docs/decisions/022). */
const ThreadProvider = z.object({
  Id: z.number().int(),
  CompanyName: z.string(),
  ContactName: z.string().nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  ContactAccess: z.enum(['shown', 'verify']),
});

/** The lookups the original product left unnamed (docs/product.md#client-account-area): an enquiry's thread with its equipment/vendor or contractor. */
export const EnquiryThreadResponse = z.object({
  success: z.literal(true),
  data: z.object({
    Enquiry: EnquiryCard,
    /** Start date, duration, site and operator of an equipment enquiry (contract/hire-details.ts). */
    Hire: HireView,
    Replies: z.array(Reply),
    Equipment: z.object({ Id: z.number().int(), Name: z.string(), Category: z.string(), Location: z.string(), Thumbnail: z.string().nullable(), Url: z.string() }).nullable(),
    Vendor: ThreadProvider.nullable(),
    Contractor: ThreadProvider.extend({
      Location: z.string(),
      LaborStrength: z.number().int().nullable(),
      Url: z.string(),
    }).nullable(),
  }),
});

export const EnquiryReplyRequest = z.object({
  EnquiryId: idField,
  Message: requiredText('Message', 5000),
  IsContractor: boolField,
});

export const ReviewSubmitRequest = z.object({
  RefId: idField,
  IsContractor: boolField,
  Stars: intField(1, 5),
  Text: requiredText('Review', 2000, { message: 'Please write your review.' }),
  /** The client's enquiry thread the review is written from: a "Verified hire" when the provider replied in it (docs/decisions/058). */
  EnquiryId: idField.optional(),
});
export type ReviewSubmitRequest = z.infer<typeof ReviewSubmitRequest>;
/** IsEdited: this client had reviewed the listing before and the review was replaced (one per client per listing). */
export const ReviewSubmitResponse = z.object({ success: z.literal(true), message: z.string(), RatingAvg: z.number(), RatingCount: z.number().int(), IsEdited: z.boolean() });
