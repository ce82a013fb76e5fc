import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { ProviderRequirement, RequirementListQuery } from '../../contract/requirements.ts';
import { contractors, requirementQuotes, requirementRecipients, requirements, vendors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';
import { needView, quoteProviderColumns, quoteView } from './view.ts';

const NOT_FOUND = 'Requirement not found.';

/** The requirements sent to the provider, newest first, with their own quote and how many quotes there are. */
export async function listProviderRequirements(ctx: Ctx, q: RequirementListQuery): Promise<{ data: ProviderRequirement[]; total: number; unread: number }> {
  const viewer = requireRole(ctx, 'Vendor', 'Contractor');
  const mine = eq(requirementRecipients.providerUserId, viewer.userId);
  const [[counts], rows] = await Promise.all([
    ctx.db
      .select({ total: sql<number>`count(*)::int`, unread: sql<number>`count(*) FILTER (WHERE ${requirementRecipients.readAt} IS NULL)::int` })
      .from(requirementRecipients)
      .where(mine),
    selectForProvider(ctx, viewer.userId)
      .where(mine)
      .orderBy(desc(requirementRecipients.createdAt), desc(requirements.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
  ]);
  return { total: counts?.total ?? 0, unread: counts?.unread ?? 0, data: rows.map(providerView) };
}

/** How many requirements the provider has not opened yet (the badge on the management site's link). */
export async function countUnreadRequirements(ctx: Ctx): Promise<number> {
  const viewer = requireRole(ctx, 'Vendor', 'Contractor');
  const [row] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(requirementRecipients)
    .where(and(eq(requirementRecipients.providerUserId, viewer.userId), isNull(requirementRecipients.readAt)));
  return row?.n ?? 0;
}

/**
 * One requirement sent to the provider, marked read. Anyone else — a provider it was not sent to,
 * the client, an unknown id — gets the same 404.
 */
export async function getProviderRequirement(ctx: Ctx, id: number): Promise<ProviderRequirement> {
  const viewer = requireRole(ctx, 'Vendor', 'Contractor');
  const [row] = await selectForProvider(ctx, viewer.userId)
    .where(and(eq(requirementRecipients.providerUserId, viewer.userId), eq(requirementRecipients.requirementId, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  if (!row.recipient.readAt) {
    await ctx.db
      .update(requirementRecipients)
      .set({ readAt: ctx.now() })
      .where(and(eq(requirementRecipients.providerUserId, viewer.userId), eq(requirementRecipients.requirementId, id)));
  }
  return { ...providerView(row), Unread: false };
}

function selectForProvider(ctx: Ctx, userId: number) {
  return ctx.db
    .select({
      r: requirements,
      recipient: requirementRecipients,
      q: requirementQuotes,
      ...quoteProviderColumns,
      quoteCount: sql<number>`(SELECT count(*)::int FROM requirement_quotes x WHERE x.requirement_id = "requirements"."id")`,
    })
    .from(requirementRecipients)
    .innerJoin(requirements, eq(requirements.id, requirementRecipients.requirementId))
    .leftJoin(requirementQuotes, and(eq(requirementQuotes.requirementId, requirements.id), eq(requirementQuotes.providerUserId, userId)))
    .leftJoin(vendors, eq(vendors.id, requirementQuotes.vendorId))
    .leftJoin(contractors, eq(contractors.id, requirementQuotes.contractorId))
    .$dynamic();
}

type Row = Awaited<ReturnType<ReturnType<typeof selectForProvider>['execute']>>[number];

/** The client's phone and email are shown once this provider has quoted (docs/decisions/056). */
function providerView(row: Row): ProviderRequirement {
  const quoted = !!row.q;
  let myQuote: ProviderRequirement['MyQuote'] = null;
  if (row.q) {
    const { ProviderPhone: _p, ProviderEmail: _e, ...rest } = quoteView({ q: row.q, vendor: row.vendor, contractor: row.contractor, distanceKm: row.recipient.distanceKm });
    myQuote = rest;
  }
  return {
    ...needView(row.r),
    ClientName: row.r.contactName,
    ClientPhone: quoted ? row.r.contactPhone : null,
    ClientEmail: quoted ? row.r.contactEmail : null,
    DistanceKm: row.recipient.distanceKm,
    Unread: !row.recipient.readAt,
    MyQuote: myQuote,
    QuoteCount: row.quoteCount,
  };
}
