import type { FastifyRequest } from 'fastify';
import type { ForgotPasswordRequest, PhoneSendOtpRequest } from '../../contract/account.ts';
import type { EnquirySubmitRequest } from '../../contract/client.ts';
import { AppError } from '../../core/errors.ts';
import type { LimitRule } from '../../core/limits/counter.ts';
import type { Config } from '../config.ts';
import type { RouteLimit } from './route.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The numbers live in the configuration (README, docs/decisions/021); the sentences live here. */
const times = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function accountOf(req: FastifyRequest): string {
  // Every route with an account limit needs a session; defineRoute has refused guests already.
  if (!req.viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  return String(req.viewer.userId);
}

const perAccount = (rule: LimitRule): RouteLimit => ({ rule, key: (_input, req) => accountOf(req) });
/** The client address: the socket's, or the one a trusted proxy names (TRUST_PROXY). */
export const perAddress = (rule: LimitRule): RouteLimit => ({ rule, key: (_input, req) => req.ip });

/** What an enquiry is about: the equipment, else the vendor, or the contractor. */
const enquiryTarget = (i: EnquirySubmitRequest) => (i.isContractor ? `contractor:${i.contractorId}` : i.equipmentId ? `equipment:${i.equipmentId}` : `vendor:${i.vendorId}`);

const TOO_MANY = 'Too many requests. Please wait a minute and try again.';

/**
 * Every abuse limit on a route, as `defineRoute(…, { limits })` takes them. Order matters: the
 * narrowest rule first, so a call refused by it does not use up the wider allowances.
 */
export function abuseLimits(config: Config) {
  const L = config.limits;
  return {
    enquiry: [
      {
        rule: {
          bucket: 'enquiry:listing',
          max: L.enquiryPerListingPerDay,
          windowMs: DAY,
          message: `You can send at most ${times(L.enquiryPerListingPerDay, 'enquiry', 'enquiries')} about one listing a day. Please wait for the provider's reply.`,
        },
        key: (input: EnquirySubmitRequest, req: FastifyRequest) => `${accountOf(req)}:${enquiryTarget(input)}`,
      },
      perAccount({
        bucket: 'enquiry:account:hour',
        max: L.enquiryPerHour,
        windowMs: HOUR,
        message: `You can send at most ${times(L.enquiryPerHour, 'enquiry', 'enquiries')} an hour. Please try again later.`,
      }),
      perAccount({
        bucket: 'enquiry:account:day',
        max: L.enquiryPerDay,
        windowMs: DAY,
        message: `You can send at most ${times(L.enquiryPerDay, 'enquiry', 'enquiries')} a day. Please try again tomorrow.`,
      }),
      perAddress({
        bucket: 'enquiry:address',
        max: L.enquiryPerAddressPerHour,
        windowMs: HOUR,
        message: 'Too many enquiries have come from your network in the last hour. Please try again later.',
      }),
    ] as RouteLimit<EnquirySubmitRequest>[],
    /** Requirements reach up to 25 providers each: a few a day per account, and per address. */
    requirement: [
      perAccount({
        bucket: 'requirement:account:day',
        max: L.requirementPerDay,
        windowMs: DAY,
        message: `You can post at most ${times(L.requirementPerDay, 'requirement', 'requirements')} a day. Please try again tomorrow.`,
      }),
      perAddress({
        bucket: 'requirement:address',
        max: L.requirementPerAddressPerHour,
        windowMs: HOUR,
        message: 'Too many requirements have come from your network in the last hour. Please try again later.',
      }),
    ],
    quote: [
      perAccount({
        bucket: 'quote:account',
        max: L.quotePerHour,
        windowMs: HOUR,
        message: `You can send at most ${times(L.quotePerHour, 'quote', 'quotes')} an hour. Please try again later.`,
      }),
    ],
    /** Client and provider replies share one allowance: a person writes in one thread at a time. */
    reply: [
      perAccount({
        bucket: 'reply:account',
        max: L.replyPerHour,
        windowMs: HOUR,
        message: `You can send at most ${times(L.replyPerHour, 'reply', 'replies')} an hour. Please try again later.`,
      }),
      perAddress({
        bucket: 'reply:address',
        max: L.replyPerAddressPerHour,
        windowMs: HOUR,
        message: 'Too many replies have come from your network in the last hour. Please try again later.',
      }),
    ],
    review: [
      perAccount({
        bucket: 'review:account',
        max: L.reviewPerHour,
        windowMs: HOUR,
        message: `You can write at most ${times(L.reviewPerHour, 'review', 'reviews')} an hour. Please try again later.`,
      }),
      perAddress({
        bucket: 'review:address',
        max: L.reviewPerAddressPerHour,
        windowMs: HOUR,
        message: 'Too many reviews have come from your network in the last hour. Please try again later.',
      }),
    ],
    /** Saving and removing share one allowance (a script toggling a heart is the same abuse). */
    save: [
      perAccount({
        bucket: 'save:account',
        max: L.savePerHour,
        windowMs: HOUR,
        message: `You can change your saved list at most ${times(L.savePerHour, 'time', 'times')} an hour. Please try again later.`,
      }),
      perAddress({
        bucket: 'save:address',
        max: L.savePerAddressPerHour,
        windowMs: HOUR,
        message: 'Too many saved-list changes have come from your network in the last hour. Please try again later.',
      }),
    ],
    /** Saving a search (docs/decisions/059): at most 20 are kept, and only so many saves an hour. */
    savedSearch: [
      perAccount({
        bucket: 'saved-search:account',
        max: L.savedSearchPerHour,
        windowMs: HOUR,
        message: `You can save at most ${times(L.savedSearchPerHour, 'search', 'searches')} an hour. Please try again later.`,
      }),
    ],
    /** Each register call counts its own, as it always did (REGISTER_RATE_LIMIT per 10 minutes). */
    registerClient: [perAddress({ bucket: 'register:client', max: config.registerRateLimit, windowMs: 10 * MINUTE, message: TOO_MANY })],
    registerProvider: [perAddress({ bucket: 'register:provider', max: config.registerRateLimit, windowMs: 10 * MINUTE, message: TOO_MANY })],
    // Imports that store up to 1,000 listings each, for moderation (docs/decisions/060); checking a file is not counted.
    equipmentImport: [
      perAccount({
        bucket: 'import:account:day',
        max: L.importPerDay,
        windowMs: DAY,
        message: `You can import at most ${times(L.importPerDay, 'file', 'files')} a day. Please try again tomorrow.`,
      }),
    ],
    /**
     * "Forgot password?" (docs/decisions/057): per email (so no one floods a mailbox) and per address.
     * Counted for every email alike, known or not, so the 429 tells nothing either.
     */
    forgotPassword: [
      {
        rule: {
          bucket: 'reset:email',
          max: L.passwordResetPerEmailPerHour,
          windowMs: HOUR,
          message: 'Too many reset links were asked for this email. Please check your inbox (and spam folder) or try again in an hour.',
        },
        key: (input: ForgotPasswordRequest) => input.email,
      },
      perAddress({
        bucket: 'reset:address',
        max: L.passwordResetPerAddressPerHour,
        windowMs: HOUR,
        message: 'Too many reset links have been asked for from your network. Please try again in an hour.',
      }),
    ] as RouteLimit<ForgotPasswordRequest>[],
    /** SMS codes cost money and reach a stranger's phone: one a minute and a few an hour per number, and per address. */
    phoneOtp: [
      {
        rule: { bucket: 'sms:phone:minute', max: 1, windowMs: MINUTE, message: 'Please wait a minute before asking for another code.' },
        key: (input: PhoneSendOtpRequest) => input.phone,
      },
      {
        rule: {
          bucket: 'sms:phone:hour',
          max: L.phoneOtpPerPhonePerHour,
          windowMs: HOUR,
          message: 'Too many codes were sent to this number. Please try again in an hour.',
        },
        key: (input: PhoneSendOtpRequest) => input.phone,
      },
      perAddress({
        bucket: 'sms:address',
        max: L.phoneOtpPerAddressPerHour,
        windowMs: HOUR,
        message: 'Too many codes have been asked for from your network. Please try again in an hour.',
      }),
    ] as RouteLimit<PhoneSendOtpRequest>[],
    visit: [perAddress({ bucket: 'visit:address', max: L.visitPerAddressPerMinute, windowMs: MINUTE, message: TOO_MANY })],
  };
}

export type RouteLimits = ReturnType<typeof abuseLimits>;
