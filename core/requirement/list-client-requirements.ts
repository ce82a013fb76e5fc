import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ClientRequirement, Quote, RequirementListQuery } from '../../contract/requirements.ts';
import { contractors, requirementQuotes, requirementRecipients, requirements, vendors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';
import { needView, quoteProviderColumns, quoteView } from './view.ts';

/** The client's requirements, newest first, each with how many providers it reached and every quote, cheapest first within a unit. */
export async function listClientRequirements(ctx: Ctx, q: RequirementListQuery): Promise<{ data: ClientRequirement[]; total: number }> {
  const viewer = requireRole(ctx, 'Client');
  const mine = eq(requirements.userId, viewer.userId);
  const [[total], rows] = await Promise.all([
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(requirements).where(mine),
    ctx.db
      .select()
      .from(requirements)
      .where(mine)
      .orderBy(desc(requirements.createdAt), desc(requirements.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return { total: total?.n ?? 0, data: await withQuotes(ctx, rows) };
}

/** One of the client's requirements (404 for anyone else's: ids are not confirmed). */
export async function getClientRequirement(ctx: Ctx, id: number): Promise<ClientRequirement> {
  const viewer = requireRole(ctx, 'Client');
  const rows = await ctx.db
    .select()
    .from(requirements)
    .where(and(eq(requirements.id, id), eq(requirements.userId, viewer.userId)))
    .limit(1);
  if (!rows.length) throw new AppError('NOT_FOUND', 'Requirement not found.');
  return (await withQuotes(ctx, rows))[0]!;
}

async function withQuotes(ctx: Ctx, rows: (typeof requirements.$inferSelect)[]): Promise<ClientRequirement[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [quotes, counts] = await Promise.all([
    ctx.db
      .select({
        q: requirementQuotes,
        ...quoteProviderColumns,
        distanceKm: requirementRecipients.distanceKm,
      })
      .from(requirementQuotes)
      .leftJoin(vendors, eq(vendors.id, requirementQuotes.vendorId))
      .leftJoin(contractors, eq(contractors.id, requirementQuotes.contractorId))
      .leftJoin(
        requirementRecipients,
        and(eq(requirementRecipients.requirementId, requirementQuotes.requirementId), eq(requirementRecipients.providerUserId, requirementQuotes.providerUserId)),
      )
      .where(inArray(requirementQuotes.requirementId, ids))
      .orderBy(requirementQuotes.priceUnit, requirementQuotes.price, requirementQuotes.id),
    ctx.db
      .select({ id: requirementRecipients.requirementId, n: sql<number>`count(*)::int` })
      .from(requirementRecipients)
      .where(inArray(requirementRecipients.requirementId, ids))
      .groupBy(requirementRecipients.requirementId),
  ]);
  const reached = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => ({
    ...needView(r),
    Recipients: reached.get(r.id) ?? 0,
    // The provider's phone and email reach the client once they accept that quote (contract/requirements.ts Quote).
    Quotes: quotes
      .filter((x) => x.q.requirementId === r.id)
      .map(quoteView)
      .map(contactsOnceAccepted),
  }));
}

/** A quote not (or no longer) accepted carries no contacts: they are what accepting it gives the client. */
export const contactsOnceAccepted = (q: Quote): Quote => (q.Status === 'accepted' ? q : { ...q, ProviderPhone: null, ProviderEmail: null });
