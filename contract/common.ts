import { z } from 'zod';
import { cutText } from '../lib/text.ts';

/**
 * Upload limits (docs/product.md#pictures-and-files): the browser checks them before sending, the server while
 * streaming (server/api/multipart.ts) and again in core/uploads/files.ts.
 */
export const UPLOAD_LIMITS = {
  /** A listing photo or logo before re-encoding: a phone camera's full-size JPEG fits (docs/decisions/053). */
  imageBytes: 20 * 1024 * 1024,
  /** An equipment document or a resume (kept as uploaded, never re-encoded). */
  pdfBytes: 5 * 1024 * 1024,
} as const;

/** A string of digits (query strings, forms) as a number; anything else — `true` included — is left for the number check to refuse. */
const digitsToNumber = (v: unknown) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v.trim()) : v);

/** An integer that may arrive as a JSON number or a numeric string (query strings, forms). */
export const intField = (min: number, max: number) => z.preprocess(digitsToNumber, z.number({ error: 'must be a whole number' }).int('must be a whole number').min(min).max(max));

/** PostgreSQL's `integer`: every id column. A bigger id would be a database error (a 500), so it is refused first. */
export const PG_INT_MAX = 2_147_483_647;

/**
 * A row id with its own words: a JSON number or a string of digits in 1..PG_INT_MAX. `true`,
 * 1.5, -1 and 2147483648 are refused (never coerced to 1, never a 500). `required` when missing.
 */
export const idOf = (required: string, invalid = required) =>
  z.preprocess(
    digitsToNumber,
    z
      .number({ error: (iss) => (iss.input === undefined ? required : invalid) })
      .int(invalid)
      .min(1, invalid)
      .max(PG_INT_MAX, invalid),
  );

/** A boolean that may arrive as true/false, "true"/"false", 1/0; null means "not filtered". */
export const boolField = z.preprocess((v) => {
  if (v === 'true' || v === 1 || v === '1') return true;
  if (v === 'false' || v === 0 || v === '0') return false;
  if (v === null || v === '') return undefined;
  return v;
}, z.boolean({ error: 'must be true or false' }).optional());

export const trimmed = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** Re-exported: the surrogate-safe cut lives in lib/ so the browser can use it without Zod. */
export { cutText };

/**
 * A search keyword (docs/decisions/020): trimmed, and cut to `max` characters rather than
 * refused — a pasted paragraph still searches its beginning, on the pages and in the API alike.
 * (The body limit and the URL length bound what arrives.)
 */
export const keywordField = (max: number) =>
  z
    .string({ error: 'must be text' })
    .transform((s) => cutText(s.trim(), max).trim())
    .meta({ description: `Longer keywords are cut to ${max} characters.`, 'x-cut-to': max });

/** One value or a list; strings are split on commas ("Pune, Mumbai"). Empty entries dropped. */
export const listField = (maxItems: number, maxLen = 100) =>
  z.preprocess(
    (v) => {
      if (v === null || v === undefined || v === '') return undefined;
      const arr = Array.isArray(v) ? v : [v];
      return arr.flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
    },
    z
      .array(z.string({ error: 'must be text' }).trim().max(maxLen))
      .max(maxItems, `at most ${maxItems} values`)
      .transform((a) => [...new Set(a.filter((s) => s.length > 0))])
      .optional(),
  );

/**
 * The rate card's terms beside the three rates (decision 052), in every answer that carries a listing:
 * the vendor's own, the public list cards and the public detail.
 */
export const RateCardFields = {
  /** The shortest hire, with MinimumHireUnit ('hours' or 'days'); both null when none. */
  MinimumHire: z.number().int().nullable(),
  MinimumHireUnit: z.enum(['hours', 'days']).nullable(),
  /** Wet hire: the operator is in the rate. */
  OperatorIncluded: z.boolean(),
  FuelIncluded: z.boolean(),
  /** One-off charge (₹) to bring the machine to the site and back; null when none is stated. */
  MobilisationCharge: z.number().int().nullable(),
};

export const SORT_VALUES = ['latest', 'oldest', 'nameasc', 'namedesc', 'newest', 'relevance', 'distance'] as const;
export type SortValue = (typeof SORT_VALUES)[number];

/** Sort: latest (default), oldest, nameasc, namedesc; 'Newest' (the call default) = latest; case-insensitive. */
export const sortField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : v),
  z.enum(SORT_VALUES, { error: `must be one of latest, oldest, nameasc, namedesc, relevance, distance` }).optional(),
);

/** Equipment lists also sort by the daily rate (decision 052): the contractor list has no prices. */
export const EQUIPMENT_SORT_VALUES = [...SORT_VALUES, 'priceasc', 'pricedesc'] as const;
export const equipmentSortField = z.preprocess(
  (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim().toLowerCase()) : v),
  z.enum(EQUIPMENT_SORT_VALUES, { error: `must be one of latest, oldest, nameasc, namedesc, relevance, distance, priceasc, pricedesc` }).optional(),
);

/**
 * Where to measure distance from (docs/product.md#lists-and-search): a city of the catalogue or one of its
 * aliases ('Bangalore'), a 6-digit PIN code, or "lat,lon" in degrees. core/search/near.ts resolves it;
 * a place it cannot find is a 400 with a clear message.
 */
export const nearField = z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), trimmed(100).optional());

/** Only listings within this many kilometres of `Near` (needs `Near`). */
export const radiusField = intField(1, 2000).optional();

/** The resolved `Near` point, echoed in list answers that were given one. */
export const NearPoint = z.object({ Label: z.string(), Lat: z.number(), Lon: z.number() });

/**
 * What the search understood of the keyword (core/search/): the words still searched as text, and the
 * filters that known words became ('jcb kiraye par pune' -> Keyword '', MachineTypes ['backhoe-loader'],
 * Availability 'rent', Locations ['Pune']). Present when a keyword was given.
 */
export const Understood = z.object({
  Keyword: z.string(),
  Category: z.string().optional(),
  MachineTypes: z.array(z.string()).optional(),
  ContractorTypes: z.array(z.string()).optional(),
  Trades: z.array(z.string()).optional(),
  Locations: z.array(z.string()).optional(),
  Availability: z.enum(['rent', 'sale']).optional(),
});
export type Understood = z.infer<typeof Understood>;

/** Accepts Id / id / ID as a positive integer id. */
export const idField = idOf('is required', `must be a whole number from 1 to ${PG_INT_MAX}`);

/**
 * Every failure answer (server/plugins/error-handler.ts): `message` is what a person reads. The
 * optional fields are the only others an error may carry; tests check each answer against this.
 */
export const ErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  /** The same text, for the registration calls (docs/product.md#calls: "Message on failure"). */
  Message: z.string().optional(),
  /** A 400 from the request schema: every problem, field by field. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** A 429: seconds until the limit lets the call through again (also the Retry-After header). */
  retryAfterSeconds: z.number().int().optional(),
  /** A refused contact reveal: why (docs/decisions/022). */
  ContactAccess: z.enum(['login', 'verify', 'limit']).optional(),
  /** A refused bulk import (docs/decisions/060): the machines read, the problems in all, and the first ones row by row. */
  Rows: z.number().int().optional(),
  ProblemCount: z.number().int().optional(),
  Problems: z.array(z.object({ Row: z.number().int(), Field: z.string(), Message: z.string() })).optional(),
});
