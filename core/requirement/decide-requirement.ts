import { and, eq, ne } from 'drizzle-orm';
import type { ClientRequirement } from '../../contract/requirements.ts';
import { requirementQuotes, requirements, users } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { notifyQuietly } from '../enquiry/notify.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';
import { getClientRequirement } from './list-client-requirements.ts';
import { quoteOutcomeMail, requirementClosedMail } from './notify.ts';
import { whatOf } from './view.ts';

const DECIDED = 'This requirement is already decided: you accepted a quote or withdrew it.';

/** The providers who quoted for a requirement, with where to mail them. */
async function quoters(ctx: Ctx, requirementId: number) {
  return ctx.db
    .select({ id: requirementQuotes.id, email: users.email })
    .from(requirementQuotes)
    .innerJoin(users, eq(users.id, requirementQuotes.providerUserId))
    .where(eq(requirementQuotes.requirementId, requirementId));
}

/**
 * The client accepts one quote of their open requirement (404 for anyone else's quote): the
 * requirement becomes accepted, that quote accepted and every other declined, in one transaction
 * that only an open requirement passes (two accepts at once: one wins, the other is a 409). The
 * chosen provider is mailed the client's contacts; the other quoters are told.
 */
export async function acceptQuote(ctx: Ctx, quoteId: number): Promise<ClientRequirement> {
  const viewer = requireRole(ctx, 'Client');
  const now = ctx.now();
  const [found] = await ctx.db
    .select({ r: requirements })
    .from(requirementQuotes)
    .innerJoin(requirements, eq(requirements.id, requirementQuotes.requirementId))
    .where(and(eq(requirementQuotes.id, quoteId), eq(requirements.userId, viewer.userId)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', 'Quote not found.');
  const r = found.r;
  const won = await ctx.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(requirements)
      .set({ status: 'accepted', acceptedQuoteId: quoteId, updatedAt: now })
      .where(and(eq(requirements.id, r.id), eq(requirements.status, 'open')))
      .returning({ id: requirements.id });
    if (!changed) return false;
    await tx.update(requirementQuotes).set({ status: 'accepted', updatedAt: now }).where(eq(requirementQuotes.id, quoteId));
    await tx
      .update(requirementQuotes)
      .set({ status: 'declined', updatedAt: now })
      .where(and(eq(requirementQuotes.requirementId, r.id), ne(requirementQuotes.id, quoteId)));
    return true;
  });
  if (!won) throw new AppError('CONFLICT', DECIDED);
  const what = whatOf(r);
  for (const q of await quoters(ctx, r.id)) {
    const accepted = q.id === quoteId;
    await notifyQuietly(
      ctx,
      quoteOutcomeMail(ctx, {
        to: q.email,
        requirementId: r.id,
        what,
        accepted,
        client: accepted ? { name: r.contactName, phone: r.contactPhone, email: r.contactEmail } : undefined,
      }),
    );
  }
  return getClientRequirement(ctx, r.id);
}

/** The client withdraws an open requirement: no more quotes; those who quoted are told. */
export async function closeRequirement(ctx: Ctx, requirementId: number): Promise<ClientRequirement> {
  const viewer = requireRole(ctx, 'Client');
  const now = ctx.now();
  const [r] = await ctx.db
    .select()
    .from(requirements)
    .where(and(eq(requirements.id, requirementId), eq(requirements.userId, viewer.userId)))
    .limit(1);
  if (!r) throw new AppError('NOT_FOUND', 'Requirement not found.');
  const [changed] = await ctx.db
    .update(requirements)
    .set({ status: 'closed', updatedAt: now })
    .where(and(eq(requirements.id, r.id), eq(requirements.status, 'open')))
    .returning({ id: requirements.id });
  if (!changed) throw new AppError('CONFLICT', DECIDED);
  await ctx.db.update(requirementQuotes).set({ status: 'declined', updatedAt: now }).where(eq(requirementQuotes.requirementId, r.id));
  for (const q of await quoters(ctx, r.id)) await notifyQuietly(ctx, requirementClosedMail(ctx, { to: q.email, requirementId: r.id, what: whatOf(r) }));
  return getClientRequirement(ctx, r.id);
}
