import { z } from 'zod';
import { gstinProblem } from '../lib/gstin.ts';
import { normaliseMobile } from '../lib/phone.ts';

/**
 * The field rules every contract and every browser form use (docs/decisions/029): one email, one
 * phone, one required-text rule… each with one wording, so a person reads the same message
 * whichever form they fill and whichever door (page or API) the input comes through. A call keeps
 * its own field names; only the rule behind each name lives here.
 */

const blankToUndefined = (v: unknown) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v);

/** '{label} is too long ({max} characters at most).' — the one over-length message. */
export const tooLong = (label: string, max: number) => `${label} is too long (${max} characters at most).`;

/**
 * Text a person must fill in: trimmed, at least `min` characters (1 by default), at most `max`.
 * `message` is what a missing or blank value reads (default '{label} is required.'); with a
 * `min` above 1, a too-short value reads the same sentence with '(at least {min} characters)'.
 */
export function requiredText(label: string, max: number, opts: { message?: string; min?: number } = {}) {
  const message = opts.message ?? `${label} is required.`;
  const min = opts.min ?? 1;
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .min(min, `${message.replace(/\.$/, '')} (at least ${min} characters).`)
    .max(max, tooLong(label, max));
}

const textUpTo = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, tooLong(label, max));
const omitBlank = (label: string, max: number) => z.preprocess(blankToUndefined, textUpTo(label, max).optional());
const nullBlank = (label: string, max: number) =>
  textUpTo(label, max)
    .optional()
    .nullable()
    .transform((s) => s || null);
const keepBlank = (label: string, max: number) => textUpTo(label, max).optional();

/**
 * Text a person may leave out: trimmed, at most `max`. What a blank value becomes is the one
 * thing calls differ in, so it is named:
 * - `'omit'` (default): blank or null → undefined (the field is simply not there);
 * - `'null'`: blank, null or absent → null (a form that always sends every field: an emptied one is cleared);
 * - `'keep'`: '' stays '' and absent stays undefined (a partial update: '' clears, absent leaves it as it was).
 */
export function optionalText(label: string, max: number, blank?: 'omit'): ReturnType<typeof omitBlank>;
export function optionalText(label: string, max: number, blank: 'null'): ReturnType<typeof nullBlank>;
export function optionalText(label: string, max: number, blank: 'keep'): ReturnType<typeof keepBlank>;
export function optionalText(label: string, max: number, blank: 'omit' | 'null' | 'keep' = 'omit') {
  return blank === 'keep' ? keepBlank(label, max) : blank === 'null' ? nullBlank(label, max) : omitBlank(label, max);
}

// ---- Email ----

/** docs/product.md#validation-rules-and-messages (login, register): the one email message. */
export const EMAIL_MESSAGE = 'Please enter a valid email address.';
/** RFC 5321's limit on an address. */
export const EMAIL_MAX = 254;

const emailRule = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(EMAIL_MAX, message)
    .pipe(z.email(message))
    .transform((s) => s.toLowerCase());

/**
 * A required email, trimmed and lower-cased (addresses are compared and stored lower-case).
 * `missing` is what an empty field reads (default: the email message itself, as docs/product.md#validation-rules-and-messages says
 * for login and register; the enquiry and contact forms say 'Email is required.').
 */
export const email = (missing = EMAIL_MESSAGE) => z.string({ error: missing }).trim().min(1, missing).max(EMAIL_MAX, EMAIL_MESSAGE).pipe(emailRule(EMAIL_MESSAGE));

/** An email a person may leave out: blank or null arrives as undefined. */
export const optionalEmail = z.preprocess(blankToUndefined, emailRule(EMAIL_MESSAGE).optional());

// ---- Phone ----

/** The one phone message (lib/phone.ts holds the rule: an Indian mobile number). */
export const MOBILE_MESSAGE = 'Please enter a valid 10-digit Indian mobile number.';

/** An Indian mobile number, stored as '+91 98765 43210' however it was typed; `blank` lets '' through as ''. */
const mobileRule = (blank: boolean) =>
  z
    .string({ error: MOBILE_MESSAGE })
    .trim()
    .max(20, MOBILE_MESSAGE)
    .transform((v, c) => {
      if (blank && v === '') return v;
      const m = normaliseMobile(v);
      if (!m) c.addIssue({ code: 'custom', message: MOBILE_MESSAGE });
      return m ?? v;
    });

/** A required Indian mobile number (providers' and job seekers' numbers, which others dial and WhatsApp). */
export const mobile = mobileRule(false);

/**
 * A mobile number a person may leave out (a client's own). Blank stays '' (a profile save clears
 * the number with it; absent means "unchanged"); anything else is checked as above.
 */
export const optionalMobile = mobileRule(true).optional();

// ---- Other formats ----

/** A 6-digit Indian PIN code; blank stays '' (cleared). */
export const optionalPinCode = z
  .string()
  .trim()
  .max(10, 'PinCode must be 6 digits.')
  .regex(/^(\d{6})?$/, 'PinCode must be 6 digits.')
  .optional();

/** A website: 'www.example.in' gets https:// in front; only http(s). Blank arrives as undefined. */
export const optionalWebsite = z.preprocess(
  (v) => {
    const s = blankToUndefined(v);
    return typeof s === 'string' && !/^[a-z]+:\/\//i.test(s.trim()) ? `https://${s.trim()}` : s;
  },
  z
    .string()
    .trim()
    .max(200, tooLong('Website', 200))
    .pipe(z.url({ protocol: /^https?$/, error: 'Please enter a valid website address, e.g. www.example.in.' }))
    .optional(),
);

/** An optional GSTIN (core/gstin.ts checks state code and checksum): blank or null → null; otherwise upper-cased. */
export const optionalGstin = z
  .string({ error: 'GSTIN must be 15 characters.' })
  .trim()
  .max(20, 'GSTIN must be 15 characters.')
  .optional()
  .nullable()
  .transform((v, c) => {
    if (!v) return null;
    const g = v.toUpperCase();
    const problem = gstinProblem(g);
    if (problem) c.addIssue({ code: 'custom', message: problem });
    return g;
  });
