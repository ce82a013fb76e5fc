import { and, eq, sql } from 'drizzle-orm';
import type { Quote, QuoteRequest } from '../../contract/requirements.ts';
import { requirementQuotes, requirementRecipients, requirements, users } from '../../db/schema/index.ts';
import { languageOf } from '../account/user-language.ts';
import type { Ctx } from '../context.ts';
import { notifyQuietly } from '../enquiry/notify.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';
import { quoteMail } from './notify.ts';
import { getProviderRequirement } from './provider-requirements.ts';
import { whatOf } from './view.ts';

const IST_OFFSET_MS = 330 * 60 * 1000;
const indiaToday = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

export const CLOSED_MESSAGE = 'This requirement is closed: the client has accepted a quote or withdrawn it.';

/**
 * A provider quotes for a requirement sent to them (404 for any other); sending again while it is
 * open changes the quote. The client is mailed (in their language) either way.
 */
export async function submitQuote(ctx: Ctx, input: QuoteRequest): Promise<Omit<Quote, 'ProviderPhone' | 'ProviderEmail'>> {
  const viewer = requireRole(ctx, 'Vendor', 'Contractor');
  const now = ctx.now();
  const [found] = await ctx.db
    .select({ r: requirements, recipient: requirementRecipients, clientEmail: users.email })
    .from(requirementRecipients)
    .innerJoin(requirements, eq(requirements.id, requirementRecipients.requirementId))
    .innerJoin(users, eq(users.id, requirements.userId))
    .where(and(eq(requirementRecipients.requirementId, input.requirementId), eq(requirementRecipients.providerUserId, viewer.userId)))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', 'Requirement not found.');
  if (found.r.status !== 'open') throw new AppError('CONFLICT', CLOSED_MESSAGE);
  if (input.availableFrom < indiaToday(now)) {
    const message = 'The date you can start from cannot be in the past.';
    throw new AppError('BAD_REQUEST', message, { errors: [{ field: 'availableFrom', message }] });
  }
  const values = { price: input.price, priceUnit: input.priceUnit, availableFrom: input.availableFrom, note: input.note, updatedAt: now };
  const [saved] = await ctx.db
    .insert(requirementQuotes)
    .values({
      requirementId: input.requirementId,
      providerUserId: viewer.userId,
      vendorId: found.recipient.vendorId,
      contractorId: found.recipient.contractorId,
      createdAt: now,
      ...values,
    })
    .onConflictDoUpdate({ target: [requirementQuotes.requirementId, requirementQuotes.providerUserId], set: values })
    .returning({ changed: sql<boolean>`${requirementQuotes.createdAt} <> ${requirementQuotes.updatedAt}` });
  const view = await getProviderRequirement(ctx, input.requirementId);
  await notifyQuietly(
    ctx,
    quoteMail(ctx, {
      to: found.r.contactEmail || found.clientEmail,
      providerName: view.MyQuote!.ProviderName,
      what: whatOf(found.r),
      price: input.price,
      unit: input.priceUnit,
      changed: !!saved?.changed,
      lang: await languageOf(ctx, found.r.userId),
    }),
  );
  return view.MyQuote!;
}
