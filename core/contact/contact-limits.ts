import type { LimitRule } from '../limits/counter.ts';

const MINUTE = 60_000;
const TOO_MANY = 'Too many requests. Please wait a minute and try again.';

/**
 * Contact Us limits per client address (req.ip, see TRUST_PROXY), counted in PostgreSQL so every
 * process shares them (core/limits/counter.ts). Messages: CONTACT_RATE_LIMIT a minute, refused
 * captchas included, which also caps guessing. Challenges and their pictures: a page load and a
 * few retries for every message that limit lets through, at least 60 a minute (an office behind
 * one address).
 */
export const contactLimits = (contactRateLimit: number) => {
  const challenges = Math.max(60, contactRateLimit * 4);
  return {
    message: { bucket: 'contact:ip', max: contactRateLimit, windowMs: MINUTE, message: TOO_MANY },
    challenge: { bucket: 'captcha:ip', max: challenges, windowMs: MINUTE, message: TOO_MANY },
    picture: { bucket: 'captcha-image:ip', max: challenges * 2, windowMs: MINUTE, message: TOO_MANY },
  } satisfies Record<string, LimitRule>;
};
export type ContactLimits = ReturnType<typeof contactLimits>;
