import { z } from 'zod';
import { findContractorType } from '../data/contractor-types.ts';
import { catalogueItemBySlug } from '../data/equipment-catalogue.ts';
import { idField, intField } from './common.ts';
import type { RouteContract } from './route-contract.ts';
import { mobile, optionalText } from './fields.ts';
import { checkHireDetails, DURATION_UNITS, hireFields } from './hire-details.ts';

/**
 * Requirements and quotes (docs/decisions/056-requirements-and-quotes.md): a client posts one need
 * (a machine type or a contractor type, where, when, how long, how many); the matching providers
 * answer with quotes; the client accepts one. The site, start date, duration and operator fields
 * are the enquiry's (contract/hire-details.ts), with the same messages.
 */

export const REQUIREMENT_KINDS = ['equipment', 'contractor'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
/** What a price (a quote, a budget) is for: per hour, day, week, month, square foot, or the whole job. */
export const PRICE_UNITS = ['hour', 'day', 'week', 'month', 'sqft', 'job'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
export const PRICE_MAX = 100_000_000;
export const QUANTITY_MAX = 99;
export const NOTE_MAX = 1000;

export const REQUIREMENT_MESSAGES = {
  kind: 'Please choose a machine or a contractor.',
  machineType: 'Please choose the machine you need.',
  contractorType: 'Please choose the type of contractor you need.',
  quantity: `Quantity must be a whole number from 1 to ${QUANTITY_MAX}.`,
  budget: `Budget must be a whole number of rupees from 1 to ${PRICE_MAX.toLocaleString('en-IN')}.`,
  budgetUnit: 'Please say what the budget is for: per hour, day, week, month, square foot or the whole job.',
  price: `Price must be a whole number of rupees from 1 to ${PRICE_MAX.toLocaleString('en-IN')}.`,
  priceUnit: 'Please choose what the price is for: per hour, day, week, month, square foot or the whole job.',
  availableFrom: 'Please choose the date you can start from.',
  availableFromInvalid: 'Please enter a valid date.',
} as const;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const wholeIn = (v: unknown, min: number, max: number) => /^\d+$/.test(str(v)) && Number(str(v)) >= min && Number(str(v)) <= max;
const validDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/**
 * The hire fields as checkHireDetails reads them: every one is required here (a start date sent
 * as '' so that "none sent" is not taken for "no hire details"), and a contractor is not hired with
 * an operator, so that question is the machines' only.
 */
const hireOf = (v: Record<string, unknown>, kind: string) => ({ ...v, startDate: v.startDate ?? '', ...(kind === 'contractor' ? { operatorNeeded: 'no' } : {}) });

/** What a client sends to post a requirement (POST /api/requirements). */
export const RequirementRequest = z
  .object({
    kind: z.unknown().optional(),
    machineType: z.unknown().optional(),
    contractorType: z.unknown().optional(),
    ...hireFields,
    quantity: z.unknown().optional(),
    budget: z.unknown().optional(),
    budgetUnit: z.unknown().optional(),
    note: optionalText('Note', NOTE_MAX),
    phone: z.unknown().optional(),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // The phone is checked here, with the rest, so that every problem is named at once.
    const phone = mobile.safeParse(v.phone ?? '');
    if (!phone.success) issue('phone', phone.error.issues[0]!.message);
    const kind = str(v.kind).toLowerCase();
    if (!REQUIREMENT_KINDS.includes(kind as RequirementKind)) issue('kind', REQUIREMENT_MESSAGES.kind);
    if (kind === 'equipment' && !catalogueItemBySlug(str(v.machineType))) issue('machineType', REQUIREMENT_MESSAGES.machineType);
    if (kind === 'contractor' && !findContractorType(str(v.contractorType))) issue('contractorType', REQUIREMENT_MESSAGES.contractorType);
    checkHireDetails(hireOf(v, kind), ctx, false);
    if (!blank(v.quantity) && !wholeIn(v.quantity, 1, QUANTITY_MAX)) issue('quantity', REQUIREMENT_MESSAGES.quantity);
    if (!blank(v.budget) && !wholeIn(v.budget, 1, PRICE_MAX)) issue('budget', REQUIREMENT_MESSAGES.budget);
    if (!blank(v.budget) && !PRICE_UNITS.includes(str(v.budgetUnit).toLowerCase() as PriceUnit)) issue('budgetUnit', REQUIREMENT_MESSAGES.budgetUnit);
  })
  .transform((v) => {
    const kind = str(v.kind).toLowerCase() as RequirementKind;
    const hire = checkHireDetails(hireOf(v, kind), undefined, false)!;
    const budget = blank(v.budget) ? null : Number(str(v.budget));
    return {
      kind,
      machineType: kind === 'equipment' ? catalogueItemBySlug(str(v.machineType))!.slug : null,
      contractorType: kind === 'contractor' ? findContractorType(str(v.contractorType))!.value : null,
      hire,
      operatorNeeded: kind === 'equipment' ? hire.operatorNeeded : null,
      quantity: blank(v.quantity) ? 1 : Number(str(v.quantity)),
      budget,
      budgetUnit: budget === null ? null : (str(v.budgetUnit).toLowerCase() as PriceUnit),
      note: v.note ?? null,
      phone: mobile.parse(v.phone),
    };
  });
export type RequirementRequest = z.output<typeof RequirementRequest>;

/** A provider's quote (POST /api/requirements/quote); sending again while the requirement is open changes it. */
export const QuoteRequest = z
  .object({
    requirementId: idField,
    price: z.unknown().optional(),
    priceUnit: z.unknown().optional(),
    availableFrom: z.unknown().optional(),
    note: optionalText('Note', NOTE_MAX),
  })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!wholeIn(v.price, 1, PRICE_MAX)) issue('price', REQUIREMENT_MESSAGES.price);
    if (!PRICE_UNITS.includes(str(v.priceUnit).toLowerCase() as PriceUnit)) issue('priceUnit', REQUIREMENT_MESSAGES.priceUnit);
    if (blank(v.availableFrom)) issue('availableFrom', REQUIREMENT_MESSAGES.availableFrom);
    else if (!validDate(str(v.availableFrom))) issue('availableFrom', REQUIREMENT_MESSAGES.availableFromInvalid);
  })
  .transform((v) => ({
    requirementId: v.requirementId,
    price: Number(str(v.price)),
    priceUnit: str(v.priceUnit).toLowerCase() as PriceUnit,
    availableFrom: str(v.availableFrom),
    note: v.note ?? null,
  }));
export type QuoteRequest = z.output<typeof QuoteRequest>;

export const AcceptQuoteRequest = z.object({ quoteId: idField });
export const RequirementIdRequest = z.object({ requirementId: idField });
export const RequirementIdQuery = z.object({ id: idField });
export const RequirementListQuery = z.object({ page: intField(1, 10_000).default(1), pageSize: intField(1, 50).default(10) });
export type RequirementListQuery = z.infer<typeof RequirementListQuery>;

const Need = {
  Id: z.number().int(),
  Kind: z.enum(REQUIREMENT_KINDS),
  /** The machine type's slug and name, or the contractor type. */
  MachineType: z.string().nullable(),
  What: z.string().describe("'Backhoe Loader' or 'Civil Contractor'"),
  Site: z.string(),
  StartDate: z.string(),
  Duration: z.number().int(),
  DurationUnit: z.enum(DURATION_UNITS),
  Quantity: z.number().int(),
  OperatorNeeded: z.boolean().nullable(),
  Budget: z.number().int().nullable(),
  BudgetUnit: z.enum(PRICE_UNITS).nullable(),
  Note: z.string().nullable(),
  Status: z.enum(['open', 'accepted', 'closed']),
  CreatedAt: z.string(),
};

export const Quote = z.object({
  Id: z.number().int(),
  ProviderName: z.string(),
  ProviderKind: z.enum(['vendor', 'contractor']),
  ProviderUrl: z.string().nullable(),
  ProviderRating: z.number().nullable(),
  ProviderVerified: z.boolean(),
  Price: z.number().int(),
  PriceUnit: z.enum(PRICE_UNITS),
  AvailableFrom: z.string(),
  Note: z.string().nullable(),
  Status: z.enum(['sent', 'accepted', 'declined']),
  /** Kilometres from the site to the provider's nearest matching listing (or office), when known. */
  DistanceKm: z.number().nullable(),
  /** The provider's contacts, for the client: shown once this quote is accepted. */
  ProviderPhone: z.string().nullable(),
  ProviderEmail: z.string().nullable(),
  UpdatedAt: z.string(),
});
export type Quote = z.infer<typeof Quote>;

/** A requirement as its client sees it: with every quote received. */
export const ClientRequirement = z.object({ ...Need, Recipients: z.number().int(), Quotes: z.array(Quote) });
export type ClientRequirement = z.infer<typeof ClientRequirement>;

/** A requirement as a provider it was sent to sees it: the client's phone and email only once they have quoted. */
export const ProviderRequirement = z.object({
  ...Need,
  ClientName: z.string(),
  ClientPhone: z.string().nullable(),
  ClientEmail: z.string().nullable(),
  DistanceKm: z.number().nullable(),
  Unread: z.boolean(),
  /** This provider's quote, if sent; its Status says whether the client accepted it or chose another. */
  MyQuote: Quote.omit({ ProviderPhone: true, ProviderEmail: true }).nullable(),
  QuoteCount: z.number().int(),
});
export type ProviderRequirement = z.infer<typeof ProviderRequirement>;

export const RequirementPosted = z.object({ success: z.literal(true), message: z.string(), id: z.number().int(), recipients: z.number().int() });
export const ClientRequirementsResponse = z.object({ success: z.literal(true), data: z.array(ClientRequirement), total: z.number().int() });
export const ProviderRequirementsResponse = z.object({ success: z.literal(true), data: z.array(ProviderRequirement), total: z.number().int(), unread: z.number().int() });
export const ProviderRequirementResponse = z.object({ success: z.literal(true), data: ProviderRequirement });
export const QuoteSent = z.object({ success: z.literal(true), message: z.string(), data: Quote.omit({ ProviderPhone: true, ProviderEmail: true }) });
export const RequirementChanged = z.object({ success: z.literal(true), message: z.string(), data: ClientRequirement });

/** The calls (POST bodies, GET queries); every one needs a session: Client for a client's, Vendor or Contractor for a provider's. */
export const requirementRoutes = {
  post: {
    method: 'POST',
    path: '/api/requirements',
    summary:
      'Post a requirement (Client): kind equipment (machineType, a catalogue slug; operatorNeeded) or contractor (contractorType); site (city or PIN), startDate, duration + durationUnit, quantity, optional budget + budgetUnit and note, phone. Sent to the matching providers (within 100 km or covering the site in their service areas, at most 25) by inbox and mail; 400 on the site when none matches',
    tag: 'requirements',
    auth: true,
    request: RequirementRequest,
    response: RequirementPosted,
  },
  mine: {
    method: 'GET',
    path: '/api/requirements',
    summary: 'The client’s requirements, newest first, each with every quote received (side by side)',
    tag: 'requirements',
    auth: true,
    request: RequirementListQuery,
    response: ClientRequirementsResponse,
  },
  accept: {
    method: 'POST',
    path: '/api/requirements/accept',
    summary: 'Accept one quote of an open requirement (Client): the other quotes are declined and their providers told; 409 once decided',
    tag: 'requirements',
    auth: true,
    request: AcceptQuoteRequest,
    response: RequirementChanged,
  },
  close: {
    method: 'POST',
    path: '/api/requirements/close',
    summary: 'Withdraw an open requirement (Client): no more quotes; those who quoted are told',
    tag: 'requirements',
    auth: true,
    request: RequirementIdRequest,
    response: RequirementChanged,
  },
  inbox: {
    method: 'GET',
    path: '/api/requirements/inbox',
    summary: 'Requirements sent to the provider (Vendor, Contractor), newest first, with their own quote; the client’s phone and email only once they have quoted',
    tag: 'requirements',
    auth: true,
    request: RequirementListQuery,
    response: ProviderRequirementsResponse,
  },
  inboxOne: {
    method: 'GET',
    path: '/api/requirements/inbox/one',
    summary: 'One requirement sent to the provider, marked read (404 for any other)',
    tag: 'requirements',
    auth: true,
    request: RequirementIdQuery,
    response: ProviderRequirementResponse,
  },
  quote: {
    method: 'POST',
    path: '/api/requirements/quote',
    summary:
      'Quote for a requirement sent to the provider: price + priceUnit (hour, day, week, month, sqft, job), availableFrom, optional note; again to change it while open (409 once decided)',
    tag: 'requirements',
    auth: true,
    request: QuoteRequest,
    response: QuoteSent,
  },
} as const satisfies Record<string, RouteContract>;
