import { eq } from 'drizzle-orm';
import { CONTACT_MESSAGES } from '../../contract/contact-access.ts';
import type { WorkerContact } from '../../contract/workforce.ts';
import { workers } from '../../db/schema/index.ts';
import { revealContact, secondsUntilNewDay } from '../contacts/reveal-contact.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { toWorkerContact, type WorkerRow } from './worker-views.ts';

/**
 * Policy for a worker's contact details (phone, email, resume): the listing must be public
 * (approved, not hidden) unless the viewer owns it or is an admin — else 404, like any unknown
 * id; then the reveal rules of core/contacts/reveal-contact.ts: 401 for a guest (before
 * anything else), 403 until the email is verified, 429 over the daily count (until midnight,
 * India time).
 */
export async function workerForContact(ctx: Ctx, id: number): Promise<WorkerRow> {
  // Guests first: a 401 for every id, so they learn nothing about which listings exist.
  if (!ctx.viewer) throw new AppError('UNAUTHORIZED', `${CONTACT_MESSAGES.login}.`, { ContactAccess: 'login' });
  const [row] = await ctx.db.select().from(workers).where(eq(workers.id, id)).limit(1);
  const viewer = ctx.viewer;
  const privileged = !!row && (viewer.role === 'Admin' || row.userId === viewer.userId);
  if (!row || (!(row.status === 'approved' && !row.isHidden) && !privileged)) throw new AppError('NOT_FOUND', 'This listing is not in the workforce directory.');
  const access = await revealContact(ctx, { kind: 'worker', id: row.id, ownerUserId: row.userId });
  switch (access) {
    case 'shown':
      return row;
    case 'login':
      throw new AppError('UNAUTHORIZED', `${CONTACT_MESSAGES.login}.`, { ContactAccess: access });
    case 'verify':
      throw new AppError('FORBIDDEN', `${CONTACT_MESSAGES.verify}.`, { ContactAccess: access });
    default:
      throw new AppError('RATE_LIMITED', CONTACT_MESSAGES.limit, { ContactAccess: 'limit', retryAfterSeconds: secondsUntilNewDay(ctx.now()) });
  }
}

/** One worker's phone, email and resume link (POST /api/workers/contact), counted once a day per account. */
export async function revealWorkerContact(ctx: Ctx, input: { id: number }): Promise<WorkerContact> {
  return toWorkerContact(await workerForContact(ctx, input.id));
}
