/**
 * Whether a provider's or job seeker's phone and email are in an answer, and if not, why
 * (docs/decisions/022). No Zod here: the detail pages and /staffing import the messages, and
 * their bundles must not carry the schema library (the schemas build `z.enum(CONTACT_ACCESS)`).
 * - `shown`: they are (a signed-in account with a verified email, within its daily count; the
 *   listing's owner; an admin);
 * - `reveal`: not in this list answer — ask for this one (POST /api/workers/contact);
 * - `login`: a guest;
 * - `verify`: a signed-in account whose email is not verified yet;
 * - `limit`: the account has seen as many different contacts today as the daily cap allows.
 */
export const CONTACT_ACCESS = ['shown', 'reveal', 'login', 'verify', 'limit'] as const;
export type ContactAccess = (typeof CONTACT_ACCESS)[number];

export const CONTACT_MESSAGES = {
  login: 'Log in to see contact details',
  verify: 'Verify your email to see contact details',
  limit: 'You have seen the contact details of as many providers and workers as we show in one day. They will show again tomorrow.',
} as const;
