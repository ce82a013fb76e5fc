import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP "device cookies": a browser that has signed in to an account gets a token bound to that
 * account's email, signed with a key derived from the session secret. Login throttling treats
 * such a browser as the owner's (its own small allowance instead of the account lock and the
 * address ceiling), so an attacker guessing from elsewhere cannot lock the owner out.
 */
export const DEVICE_TOKEN_TTL_MS = 180 * 24 * 3600 * 1000;

const keyOf = (secret: string) => createHmac('sha256', secret).update('bm-device-token-v1').digest();
const mac = (secret: string, nonce: string, issued: string, email: string) =>
  createHmac('sha256', keyOf(secret)).update(`${nonce}|${issued}|${email.toLowerCase()}`).digest('base64url');

export function signDeviceToken(secret: string, email: string, now: Date): string {
  const nonce = randomBytes(16).toString('base64url');
  const issued = String(Math.floor(now.getTime() / 1000));
  return `${nonce}.${issued}.${mac(secret, nonce, issued, email)}`;
}

/** The token's nonce (its identity for counting) when it is genuine, for this email, and not too old. */
export function verifyDeviceToken(secret: string, token: string | undefined, email: string, now: Date): string | undefined {
  if (!token || token.length > 200) return undefined;
  const [nonce, issued, sig] = token.split('.');
  if (!nonce || !issued || !sig || !/^\d{1,12}$/.test(issued)) return undefined;
  const age = now.getTime() - Number(issued) * 1000;
  if (age < -60_000 || age > DEVICE_TOKEN_TTL_MS) return undefined;
  const want = Buffer.from(mac(secret, nonce, issued, email));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got) ? nonce : undefined;
}
