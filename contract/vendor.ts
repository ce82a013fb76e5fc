import { z } from 'zod';
import { catalogueItemBySlug } from '../data/equipment-catalogue.ts';
import { CITIES, isRegionName } from '../data/locations.ts';
import { idOf, RateCardFields, UPLOAD_LIMITS } from './common.ts';
import { CurrentUser, RegisterClientRequest } from './account.ts';
import { email, mobile, optionalGstin, optionalText, requiredText } from './fields.ts';
import type { RouteContract } from './routes.ts';

// Vendor calls (docs/product.md#vendor-workspace): provider registration, Manage Equipments, Edit Profile. The browser
// forms parse the same schemas, so a user reads the same words either way.

/** Same password rules (and messages) as the client register form (contract/account.ts). */
const password = RegisterClientRequest.shape.password;

/** A city of the location catalogue (data/locations.ts) and its state. */
export const cityInState = (city: string, state: string) => CITIES.some((l) => l.label === city && l.value === state);
const place = {
  State: z.string({ error: 'Please choose a state.' }).trim().max(100, 'Please choose a state.').refine(isRegionName, 'Please choose a state.'),
  City: z.string({ error: 'Please choose a city.' }).trim().min(1, 'Please choose a city.').max(100, 'Please choose a city.'),
};
/** Adds 'Please choose a city from the list.' when the city is not one of the state's. */
function checkPlace(v: { City: string; State: string }, c: z.RefinementCtx) {
  if (v.City && isRegionName(v.State) && !cityInState(v.City, v.State)) c.addIssue({ code: 'custom', path: ['City'], message: 'Please choose a city from the list.' });
}

// ---- Provider registration ----

export const PROVIDER_ROLES = ['Vendor', 'Contractor', 'JobSeeker'] as const;
export type ProviderRole = (typeof PROVIDER_ROLES)[number];
export const PROVIDER_ROLE_LABELS: Record<ProviderRole, string> = { Vendor: 'Vendor (equipment owner)', Contractor: 'Contractor', JobSeeker: 'Job seeker' };

export const RegisterProviderRequest = z
  .object({
    Role: z.enum(PROVIDER_ROLES, { error: 'Please choose what you want to list.' }),
    Name: requiredText('Name', 150, { message: 'Please enter your company or full name.' }),
    ContactPerson: optionalText('Contact person', 100, 'null'),
    Email: email(),
    Phone: mobile,
    ...place,
    GSTIN: optionalGstin,
    Password: password,
    ConfirmPassword: z.string({ error: 'Please confirm your password.' }).min(1, 'Please confirm your password.').max(200, 'Passwords do not match.'),
  })
  .superRefine((v, c) => {
    checkPlace(v, c);
    if (v.Password !== v.ConfirmPassword) c.addIssue({ code: 'custom', path: ['ConfirmPassword'], message: 'Passwords do not match.' });
  })
  // A job seeker has no company: a GSTIN is never stored for one.
  .transform((v) => ({ ...v, GSTIN: v.Role === 'JobSeeker' ? null : v.GSTIN }));
export type RegisterProviderRequest = z.infer<typeof RegisterProviderRequest>;
export const RegisterProviderResponse = z.object({ success: z.literal(true), UserId: z.number().int(), Message: z.string(), user: CurrentUser });

// ---- Equipment listings ----

export const LISTING_STATUSES = ['pending', 'approved', 'rejected', 'paused'] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
export const CONDITIONS = ['New', 'Excellent', 'Good', 'Average', 'Refurbished'] as const;
export const MAX_GALLERY_IMAGES = 3;

const flag = z
  .union([z.boolean(), z.string().max(10)])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1' || v === 'yes');
const rupees = (label: string) =>
  z
    .union([z.number(), z.string().max(30, `${label} must be a whole number of rupees.`)])
    .optional()
    .nullable()
    .transform((v, c) => {
      const s = typeof v === 'number' ? String(v) : (v ?? '').replace(/[,\s₹]/g, '');
      if (!s) return null;
      if (!/^\d{1,9}$/.test(s) || Number(s) < 1) {
        c.addIssue({ code: 'custom', message: `${label} must be a whole number of rupees.` });
        return null;
      }
      return Number(s);
    });
export const MIN_HIRE_UNITS = ['hours', 'days'] as const;
export type MinHireUnit = (typeof MIN_HIRE_UNITS)[number];
/** The shortest hire a vendor takes: a whole number of hours or days, 1–999; blank → none. */
const minimumHire = z
  .union([z.number(), z.string().max(10, 'Minimum hire must be a whole number from 1 to 999.')])
  .optional()
  .nullable()
  .transform((v, c) => {
    const s = String(v ?? '').trim();
    if (!s) return null;
    if (!/^\d{1,3}$/.test(s) || Number(s) < 1) {
      c.addIssue({ code: 'custom', message: 'Minimum hire must be a whole number from 1 to 999.' });
      return null;
    }
    return Number(s);
  });

/** An optional four-digit year in [min, max()] (max read at parse time, so it follows the calendar); blank → null. */
const optionalYear = (min: number, max: () => number) =>
  z
    .union([z.number(), z.string().max(10, `Please enter a year between ${min} and ${max()}.`)])
    .optional()
    .nullable()
    .transform((v, c) => {
      const s = String(v ?? '').trim();
      if (!s) return null;
      const n = Number(s);
      if (!/^\d{4}$/.test(s) || n < min || n > max()) c.addIssue({ code: 'custom', message: `Please enter a year between ${min} and ${max()}.` });
      return n;
    });

/** The editor's fields (multipart text fields or JSON). Files travel beside them. */
export const EquipmentInput = z
  .object({
    CatalogueSlug: z
      .string({ error: 'Please choose the machine type.' })
      .trim()
      .max(200, 'Please choose the machine type.')
      .refine((s) => !!catalogueItemBySlug(s), 'Please choose the machine type.'),
    Name: requiredText('Name', 120, { message: 'Please enter a name for the listing.' }),
    Model: optionalText('Model', 80, 'null'),
    Capacity: optionalText('Capacity', 80, 'null'),
    Brand: optionalText('Brand', 80, 'null'),
    // A machine built next year can already be sold this year.
    Year: optionalYear(1950, () => new Date().getFullYear() + 1),
    Condition: z
      .union([z.enum(CONDITIONS), z.literal('')], { error: 'Please choose the condition.' })
      .optional()
      .transform((v) => v || 'Good'),
    Description: optionalText('Description', 4000, 'null'),
    Specification: optionalText('Specification', 4000, 'null'),
    ...place,
    IsAvailableForRent: flag,
    IsAvailableForSale: flag,
    MonthlyRate: rupees('Monthly rent'),
    DailyRate: rupees('Daily rent'),
    HourlyRate: rupees('Hourly rent'),
    /** An operator can come with the machine (in the rate or at extra cost). */
    OperatorAvailable: flag,
    /** Wet hire: the operator's wages are in the rate (implies OperatorAvailable). Decision 052. */
    OperatorIncluded: flag,
    FuelIncluded: flag,
    MinimumHire: minimumHire,
    MinimumHireUnit: z
      .union([z.enum(MIN_HIRE_UNITS), z.literal('')], { error: 'Please choose hours or days for the minimum hire.' })
      .optional()
      .nullable()
      .transform((v) => v || null),
    MobilisationCharge: rupees('Mobilisation charge'),
    /** Edit only: the gallery images (current URLs) to keep; others are removed. Comma-joined. */
    KeepGallery: z
      .string()
      .max(4000, 'Too many gallery images.')
      .optional()
      .transform((s) =>
        (s ?? '')
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean),
      ),
    RemoveDocument: flag,
  })
  .superRefine((v, c) => {
    checkPlace(v, c);
    if (!v.IsAvailableForRent && !v.IsAvailableForSale) c.addIssue({ code: 'custom', path: ['IsAvailableForRent'], message: 'Choose rent, sale or both.' });
    // At least one rate for rent: an hourly-hire machine has no monthly rent (docs/product.md#vendor-workspace, decision 052).
    if (v.IsAvailableForRent && !v.DailyRate && !v.MonthlyRate && !v.HourlyRate)
      c.addIssue({ code: 'custom', path: ['DailyRate'], message: 'Please enter at least one rent: per day, per month or per hour.' });
    if (v.IsAvailableForRent && v.MinimumHire && !v.MinimumHireUnit)
      c.addIssue({ code: 'custom', path: ['MinimumHireUnit'], message: 'Please choose hours or days for the minimum hire.' });
  })
  // The rate card belongs to renting; an operator in the rate is an operator who comes with the machine.
  .transform((v) => {
    const rent = v.IsAvailableForRent;
    const minimum = rent && v.MinimumHire && v.MinimumHireUnit ? { MinimumHire: v.MinimumHire, MinimumHireUnit: v.MinimumHireUnit } : { MinimumHire: null, MinimumHireUnit: null };
    return {
      ...v,
      ...minimum,
      OperatorIncluded: rent && v.OperatorIncluded,
      OperatorAvailable: v.OperatorAvailable || (rent && v.OperatorIncluded),
      FuelIncluded: rent && v.FuelIncluded,
      MobilisationCharge: rent ? v.MobilisationCharge : null,
    };
  });
export type EquipmentInput = z.output<typeof EquipmentInput>;

export const OwnEquipment = z.object({
  Id: z.number().int(),
  Name: z.string(),
  CatalogueSlug: z.string().nullable(),
  Category: z.string(),
  Model: z.string().nullable(),
  Capacity: z.string().nullable(),
  Brand: z.string().nullable(),
  Year: z.number().int().nullable(),
  Condition: z.string().nullable(),
  Description: z.string().nullable(),
  Specification: z.string().nullable(),
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
  DocumentUrl: z.string().nullable(),
  Status: z.enum(LISTING_STATUSES),
  RejectionReason: z.string().nullable(),
  ViewCount: z.number().int(),
  EnquiryCount: z.number().int(),
  /** The public page, once approved. */
  Url: z.string(),
  UpdatedAt: z.string(),
});
export type OwnEquipment = z.infer<typeof OwnEquipment>;

export const EquipmentIdRequest = z.object({ Id: idOf('Equipment not found.') });
export const EquipmentDocumentQuery = z.object({ id: idOf('There is no document here.') });
export const EquipmentStatusRequest = EquipmentIdRequest.extend({ Action: z.enum(['pause', 'resume'], { error: 'Choose pause or resume.' }) });

export const OwnEquipmentListResponse = z.object({ success: z.literal(true), data: z.array(OwnEquipment) });
export const OwnEquipmentResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: OwnEquipment });
export const OkResponse = z.object({ success: z.literal(true), message: z.string() });

/** Upload limits of the editor (the server re-checks every file's type by content). */
export const EQUIPMENT_UPLOAD = { maxFileBytes: UPLOAD_LIMITS.imageBytes, maxFiles: 1 + MAX_GALLERY_IMAGES + 1 } as const;

// ---- Bulk import (docs/decisions/060-equipment-import.md; columns and rules in contract/equipment-import.ts) ----

/** A checked file whose every row is fine: how many machines it holds. */
export const EquipmentImportCheckResponse = z.object({ success: z.literal(true), Rows: z.number().int(), message: z.string() });
export const EquipmentImportResponse = z.object({ success: z.literal(true), Imported: z.number().int(), message: z.string() });

// ---- Vendor profile ----

export const VendorProfileInput = z
  .object({
    Name: requiredText('Company name', 150, { message: 'Please enter your company name.' }),
    ContactPerson: optionalText('Contact person', 100, 'null'),
    Phone: mobile,
    ...place,
    GSTIN: optionalGstin,
    YearEstablished: optionalYear(1900, () => new Date().getFullYear()),
    // docs/product.md#catalogues: Pan India when left empty.
    ServiceAreas: optionalText('Service areas', 300, 'null').transform((s) => s ?? 'Pan India'),
    RemoveLogo: flag,
  })
  .superRefine(checkPlace);
export type VendorProfileInput = z.output<typeof VendorProfileInput>;

export const VendorProfile = z.object({
  Id: z.number().int(),
  Name: z.string(),
  ContactPerson: z.string().nullable(),
  Email: z.string().nullable(),
  Phone: z.string().nullable(),
  City: z.string().nullable(),
  State: z.string().nullable(),
  GSTIN: z.string().nullable(),
  LogoUrl: z.string().nullable(),
  YearEstablished: z.number().int().nullable(),
  ServiceAreas: z.string(),
  IsVerified: z.boolean(),
});
export type VendorProfile = z.infer<typeof VendorProfile>;
export const VendorProfileResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: VendorProfile });

export const vendorRoutes = {
  registerProvider: {
    method: 'POST',
    path: '/api/account/register-provider',
    summary: 'Register a Vendor, Contractor or JobSeeker account and sign in (session cookie); 409 for a known email; rate-limited per IP',
    tag: 'account',
    request: RegisterProviderRequest,
    response: RegisterProviderResponse,
  },
  myEquipments: {
    method: 'GET',
    path: '/api/vendor/equipments',
    summary: 'The signed-in vendor’s own listings with status, rejection reason, views and enquiry counts, newest first',
    tag: 'vendor',
    auth: true,
    response: OwnEquipmentListResponse,
  },
  myEquipment: {
    method: 'GET',
    path: '/api/vendor/equipment',
    summary: 'One of the vendor’s own listings (404 for anyone else’s)',
    tag: 'vendor',
    auth: true,
    request: EquipmentIdRequest,
    response: OwnEquipmentResponse,
  },
  createEquipment: {
    method: 'POST',
    path: '/api/vendor/equipment/create',
    summary: 'New listing (multipart: fields of EquipmentInput, files thumbnail, gallery ×3, document PDF); status pending',
    tag: 'vendor',
    auth: true,
    request: EquipmentInput,
    response: OwnEquipmentResponse,
  },
  updateEquipment: {
    method: 'POST',
    path: '/api/vendor/equipment/update',
    summary: 'Edit an own listing (multipart, Id plus the create fields); an approved, rejected or paused listing goes back to pending',
    tag: 'vendor',
    auth: true,
    request: EquipmentInput,
    response: OwnEquipmentResponse,
  },
  setEquipmentStatus: {
    method: 'POST',
    path: '/api/vendor/equipment/status',
    summary: 'Pause an approved listing or resume a paused one (409 otherwise)',
    tag: 'vendor',
    auth: true,
    request: EquipmentStatusRequest,
    response: OwnEquipmentResponse,
  },
  deleteEquipment: {
    method: 'POST',
    path: '/api/vendor/equipment/delete',
    summary: 'Delete an own listing and its files',
    tag: 'vendor',
    auth: true,
    request: EquipmentIdRequest,
    response: OkResponse,
  },
  equipmentImportTemplate: {
    method: 'GET',
    path: '/api/vendor/equipment/import-template',
    summary: 'The bulk import template: a CSV file (UTF-8 with BOM) with the column headers and one example row',
    tag: 'vendor',
    auth: true,
    response: z.any().describe('The CSV file (text/csv)'),
  },
  checkEquipmentImport: {
    method: 'POST',
    path: '/api/vendor/equipment/import/check',
    summary:
      'Check a CSV of machines (multipart, file field "file", at most 2 MB and 1,000 rows) without storing anything; 400 with Problems [{Row, Field, Message}] when a row has problems',
    tag: 'vendor',
    auth: true,
    response: EquipmentImportCheckResponse,
  },
  importEquipment: {
    method: 'POST',
    path: '/api/vendor/equipment/import',
    summary:
      'Store every machine of a CSV as pending listings in one transaction (multipart, file field "file"); the file is checked again and one bad row stores nothing (400 with Problems)',
    tag: 'vendor',
    auth: true,
    response: EquipmentImportResponse,
  },
  profile: {
    method: 'GET',
    path: '/api/vendor/profile',
    summary: 'The signed-in vendor’s company profile',
    tag: 'vendor',
    auth: true,
    response: VendorProfileResponse,
  },
  updateProfile: {
    method: 'POST',
    path: '/api/vendor/profile/update',
    summary: 'Update the company profile (multipart: fields of VendorProfileInput, file logo)',
    tag: 'vendor',
    auth: true,
    request: VendorProfileInput,
    response: VendorProfileResponse,
  },
} as const satisfies Record<string, RouteContract>;
