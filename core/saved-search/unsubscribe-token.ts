import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of a saved search's mail (docs/decisions/059-saved-searches.md): an HMAC of
 * the search's id and owner with the app's secret, so the link works without a login and cannot be made
 * for another search. It never expires; deleting the search is the only way it stops mattering.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('buildmart saved-search unsubscribe v1').digest();

export function unsubscribeToken(secret: string, searchId: number, userId: number): string {
  return createHmac('sha256', keyOf(secret)).update(`${searchId}|${userId}`).digest('base64url').slice(0, 32);
}

export function tokenMatches(secret: string, searchId: number, userId: number, token: string): boolean {
  const want = Buffer.from(unsubscribeToken(secret, searchId, userId));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}

/** The page the mail links to (no language prefix: core/account/user-language.ts pathInLanguage adds it). */
export const unsubscribePath = (searchId: number, token: string) => `/saved-searches/unsubscribe?id=${searchId}&token=${encodeURIComponent(token)}`;
