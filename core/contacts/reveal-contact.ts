import type { ContactAccess } from '../../contract/contact-access.ts';
import { istDayStart } from '../admin/india-day.ts';
import type { Ctx, Viewer } from '../context.ts';
import { hit } from '../limits/counter.ts';

/** Different providers and workers whose contact details one account may see in an India-time day (config CONTACT_REVEALS_PER_DAY). */
export const DEFAULT_CONTACT_REVEALS_PER_DAY = 50;

/** Whose contact details: a vendor company, a contractor company or a workforce listing, and the user who owns it. */
export type ContactSubject = { kind: 'vendor' | 'contractor' | 'worker'; id: number; ownerUserId: number | null };

/**
 * Policy: the viewer has proved a way to be reached. Today that is a verified email
 * (users.email_confirmed); when phone verification exists, a verified phone counts too — add it
 * here and to the session's Viewer, nothing else changes.
 */
export function hasVerifiedChannel(viewer: Viewer): boolean {
  return viewer.emailConfirmed === true;
}

/** A detail answer's contact state (`reveal` is only for list cards). */
export type DetailAccess = Exclude<ContactAccess, 'reveal'>;

/** What the viewer may see of `subject` before anything is counted (owner and admins: always). */
export function contactAccessWithoutCounting(ctx: Ctx, subject: ContactSubject): DetailAccess | 'count' {
  const viewer = ctx.viewer;
  if (!viewer) return 'login';
  if (viewer.role === 'Admin' || (subject.ownerUserId !== null && subject.ownerUserId === viewer.userId)) return 'shown';
  if (!hasVerifiedChannel(viewer)) return 'verify';
  return 'count';
}

class OverDailyCap extends Error {}

/** When the current India-time day ends (the daily counters' window). */
const endOfIndiaDay = (now: Date) => new Date(istDayStart(now).getTime() + 24 * 3600 * 1000);

/**
 * Decides whether `subject`'s phone and email go into this answer, counting the reveal
 * (docs/decisions/022). A verified account sees up to `ctx.contactRevealsPerDay` different
 * subjects a day (India time); seeing one again the same day is free. Two counters in
 * rate_counters, both ending at midnight IST: a marker per (account, subject) and the account's
 * daily count. Both are bumped in one transaction, the marker first: a parallel reveal of the
 * same subject waits on the marker's row, so it is counted once; an over-the-cap reveal rolls
 * both back, so refusals cost nothing and the subject stays unrevealed.
 */
export async function revealContact(ctx: Ctx, subject: ContactSubject): Promise<DetailAccess> {
  const decided = contactAccessWithoutCounting(ctx, subject);
  if (decided !== 'count') return decided;
  const userId = ctx.viewer!.userId;
  const cap = ctx.contactRevealsPerDay ?? DEFAULT_CONTACT_REVEALS_PER_DAY;
  const now = ctx.now();
  const windowMs = endOfIndiaDay(now).getTime() - now.getTime();
  try {
    await ctx.db.transaction(async (tx) => {
      const marker = await hit(tx, 'contact-reveal:seen', `${userId}:${subject.kind}:${subject.id}`, windowMs, now);
      if (marker.hits > 1) return;
      const day = await hit(tx, 'contact-reveal:day', String(userId), windowMs, now);
      if (day.hits > cap) throw new OverDailyCap();
    });
    return 'shown';
  } catch (err) {
    if (err instanceof OverDailyCap) return 'limit';
    throw err;
  }
}

/** Seconds until the daily count starts again (Retry-After of a refused reveal). */
export const secondsUntilNewDay = (now: Date) => Math.max(1, Math.ceil((endOfIndiaDay(now).getTime() - now.getTime()) / 1000));
