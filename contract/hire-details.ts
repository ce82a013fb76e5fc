import { z } from 'zod';

/**
 * What an equipment enquiry asks besides the free text (docs/decisions/053): start date, duration
 * (a number of days, weeks or months), the site (city or PIN code) and whether an operator is needed.
 * The enquiry dialog always sends them; a client of the public API that sends none of them is
 * unchanged (they stay empty), and one that sends any of them must send them all, valid. Core then
 * places the site and checks the date against today (core/enquiry/hire-details.ts).
 */
export const DURATION_UNITS = ['days', 'weeks', 'months'] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number];
/** The longest hire each unit may say: two years of months, a year of days or weeks. */
export const DURATION_MAX: Record<DurationUnit, number> = { days: 365, weeks: 52, months: 24 };
export const HIRE_KEYS = ['startDate', 'duration', 'durationUnit', 'site', 'operatorNeeded'] as const;

export const HIRE_MESSAGES = {
  startDate: 'Please choose the start date.',
  startDateInvalid: 'Please enter a valid start date.',
  duration: 'Please enter the duration.',
  durationInvalid: 'Duration must be a whole number: at most 365 days, 52 weeks or 24 months.',
  durationUnit: 'Please choose days, weeks or months.',
  site: 'Please enter the site city or PIN code.',
  siteTooLong: 'Site is too long (100 characters at most).',
  operatorNeeded: 'Please say whether you need an operator.',
  contractor: 'Start date, duration, site and operator go with an equipment enquiry.',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

const validDate = (s: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** 'yes'/'no', true/false, 'true'/'false' → a boolean; anything else undefined. */
export const yesNo = (v: unknown): boolean | undefined => {
  const s = typeof v === 'string' ? v.trim().toLowerCase() : v;
  if (s === true || s === 'yes' || s === 'true') return true;
  if (s === false || s === 'no' || s === 'false') return false;
  return undefined;
};

/** The fields as they are stored; all undefined when the request sent none. */
export type HireDetails = { startDate: string; duration: number; durationUnit: DurationUnit; site: string; operatorNeeded: boolean };

export const hireFields = {
  startDate: z.unknown().optional(),
  duration: z.unknown().optional(),
  durationUnit: z.unknown().optional(),
  site: z.unknown().optional(),
  operatorNeeded: z.unknown().optional(),
};

/**
 * Checks the hire fields of an enquiry request (every problem on its own field of `ctx`, so the dialog
 * shows it there) and returns them normalised, or undefined when none was sent.
 */
export function checkHireDetails(v: Record<string, unknown>, ctx: z.RefinementCtx | undefined, isContractor: boolean): HireDetails | undefined {
  if (HIRE_KEYS.every((k) => v[k] === undefined)) return undefined;
  if (isContractor) {
    ctx?.addIssue({ code: 'custom', path: ['startDate'], message: HIRE_MESSAGES.contractor });
    return undefined;
  }
  const issue = (path: string, message: string) => ctx?.addIssue({ code: 'custom', path: [path], message });
  const startDate = text(v.startDate);
  if (blank(v.startDate)) issue('startDate', HIRE_MESSAGES.startDate);
  else if (!validDate(startDate)) issue('startDate', HIRE_MESSAGES.startDateInvalid);
  const unit = text(v.durationUnit).toLowerCase() as DurationUnit;
  const unitOk = DURATION_UNITS.includes(unit);
  const duration = Number(text(v.duration));
  if (blank(v.duration)) issue('duration', HIRE_MESSAGES.duration);
  else if (!/^\d+$/.test(text(v.duration)) || duration < 1 || duration > (unitOk ? DURATION_MAX[unit] : 365)) issue('duration', HIRE_MESSAGES.durationInvalid);
  if (!unitOk) issue('durationUnit', HIRE_MESSAGES.durationUnit);
  const site = text(v.site);
  if (!site) issue('site', HIRE_MESSAGES.site);
  else if (site.length > 100) issue('site', HIRE_MESSAGES.siteTooLong);
  const operatorNeeded = yesNo(v.operatorNeeded);
  if (operatorNeeded === undefined) issue('operatorNeeded', HIRE_MESSAGES.operatorNeeded);
  return { startDate, duration, durationUnit: unit, site, operatorNeeded: operatorNeeded ?? false };
}

/** The hire details as both sides of a thread read them; null for an enquiry without them. */
export const HireView = z
  .object({
    StartDate: z.string().describe('YYYY-MM-DD'),
    Duration: z.number().int(),
    DurationUnit: z.enum(DURATION_UNITS),
    Site: z.string().describe("'Pune, Maharashtra' or 'PIN 411001'"),
    SitePin: z.string().nullable(),
    OperatorNeeded: z.boolean(),
  })
  .nullable();
export type HireView = z.infer<typeof HireView>;
