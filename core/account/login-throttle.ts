import { createHash } from 'node:crypto';
import { hit, release, resetCounter } from '../limits/counter.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * Login throttling (docs/decisions/019). Every attempt is reserved in atomic PostgreSQL counters
 * BEFORE the password is checked, so a burst of parallel guesses gets no more checks than the
 * same guesses one after another; a success gives the reservation back and resets the account.
 *
 * - per (address, account): a small allowance — someone fumbling or a guesser on one address;
 * - per address: a ceiling high enough for thousands of mobile users behind one carrier address;
 * - per account: a lock only after many failures from anywhere, which mails the owner a one-time
 *   unlock link (core/account/unlock-login.ts);
 * - a browser with a device token for the account (core/auth/device-token.ts) skips the three
 *   and has its own allowance, so the owner's usual browser is never locked out by strangers.
 */
export type LoginLimits = { pairMax: number; accountMax: number; addressMax: number };
export const DEFAULT_LOGIN_LIMITS: LoginLimits = { pairMax: 5, accountMax: 20, addressMax: 100 };

export const PAIR_WINDOW_MS = 15 * 60 * 1000;
export const ADDRESS_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

export const LOGIN_BUCKETS = { pair: 'login:pair', address: 'login:address', account: 'login:account', device: 'login:device' } as const;

/** Emails are keyed by digest: fixed length (the counter caps keys) and no addresses in the limits table. */
export const accountKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
export const pairKey = (ip: string, email: string) => `${ip}|${accountKey(email)}`;

const minutes = (seconds: number) => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return `${m} minute${m === 1 ? '' : 's'}`;
};

export const tooManyMessage = (seconds: number) => `Too many failed login attempts. Please wait ${minutes(seconds)} and try again.`;
export const networkMessage = (seconds: number) => `Too many failed login attempts from your network. Please wait ${minutes(seconds)} and try again.`;
/** Says the same whether or not the email has an account. */
export const accountLockedMessage = (seconds: number) =>
  `Too many failed login attempts for this email. If it has an account, we have emailed it a link to unlock sign-in; otherwise please wait ${minutes(seconds)}.`;

function refuse(message: (s: number) => string, windowEndsAt: Date, now: Date): never {
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEndsAt.getTime() - now.getTime()) / 1000));
  throw new AppError('RATE_LIMITED', message(retryAfterSeconds), { retryAfterSeconds });
}

export type LoginReservation = {
  /** The password was right: reset the account and the pair, give the address its attempt back. */
  succeeded(): Promise<void>;
};

/**
 * Reserves one attempt or throws RATE_LIMITED (429, Retry-After). `onAccountLocked` runs once,
 * for the attempt that trips the account lock (the counter hands out that number exactly once).
 */
export async function reserveLoginAttempt(
  ctx: Pick<Ctx, 'db' | 'now'>,
  o: { email: string; ip: string; device?: string; limits: LoginLimits; onAccountLocked: () => Promise<void> },
): Promise<LoginReservation> {
  const now = ctx.now();
  const { db } = ctx;
  const account = accountKey(o.email);
  const pair = pairKey(o.ip, o.email);
  const succeeded = async (releaseAddress: boolean) => {
    await resetCounter(db, LOGIN_BUCKETS.account, account);
    await resetCounter(db, LOGIN_BUCKETS.pair, pair);
    if (o.device) await resetCounter(db, LOGIN_BUCKETS.device, o.device);
    if (releaseAddress) await release(db, LOGIN_BUCKETS.address, o.ip, now);
  };

  if (o.device) {
    const d = await hit(db, LOGIN_BUCKETS.device, o.device, PAIR_WINDOW_MS, now);
    if (d.hits > o.limits.pairMax) refuse(tooManyMessage, d.windowEndsAt, now);
    return { succeeded: () => succeeded(false) };
  }

  // In this order, so that an attempt refused early does not count against the wider scopes:
  // one guesser on one address cannot push the account towards its lock beyond their allowance.
  const p = await hit(db, LOGIN_BUCKETS.pair, pair, PAIR_WINDOW_MS, now);
  if (p.hits > o.limits.pairMax) refuse(tooManyMessage, p.windowEndsAt, now);
  const a = await hit(db, LOGIN_BUCKETS.address, o.ip, ADDRESS_WINDOW_MS, now);
  if (a.hits > o.limits.addressMax) refuse(networkMessage, a.windowEndsAt, now);
  const acc = await hit(db, LOGIN_BUCKETS.account, account, ACCOUNT_WINDOW_MS, now);
  if (acc.hits > o.limits.accountMax) {
    // Refused before any password check: give the address its attempt back (the lock is the account's).
    await release(db, LOGIN_BUCKETS.address, o.ip, now);
    if (acc.hits === o.limits.accountMax + 1) await o.onAccountLocked();
    refuse(accountLockedMessage, acc.windowEndsAt, now);
  }
  return { succeeded: () => succeeded(true) };
}
