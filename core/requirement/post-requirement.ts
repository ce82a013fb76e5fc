import { and, count, eq } from 'drizzle-orm';
import type { RequirementRequest } from '../../contract/requirements.ts';
import { requirementRecipients, requirements } from '../../db/schema/index.ts';
import { rememberLanguage } from '../account/user-language.ts';
import type { Ctx } from '../context.ts';
import { notifyQuietly } from '../enquiry/notify.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';
import { matchProviders } from './match-providers.ts';
import { newRequirementMail } from './notify.ts';
import { resolveSite } from './site.ts';
import { durationText, whatOf } from './view.ts';

/** Requirements one client may have open at once: providers are not flooded by one account. */
export const MAX_OPEN_REQUIREMENTS = 10;

/**
 * A client posts a requirement (docs/decisions/056): the site is placed and checked like an
 * enquiry's, the matching providers are found, and the requirement and its recipients are saved in
 * one transaction; then each provider is mailed through the job queue. When no provider matches,
 * nothing is saved and the client is told so (a 400 on the site), so they can widen the search
 * instead of waiting for quotes that cannot come.
 */
export async function postRequirement(ctx: Ctx, input: RequirementRequest): Promise<{ id: number; recipients: number }> {
  const viewer = requireRole(ctx, 'Client');
  const now = ctx.now();
  const [open] = await ctx.db
    .select({ n: count() })
    .from(requirements)
    .where(and(eq(requirements.userId, viewer.userId), eq(requirements.status, 'open')));
  if ((open?.n ?? 0) >= MAX_OPEN_REQUIREMENTS) {
    throw new AppError('CONFLICT', `You have ${MAX_OPEN_REQUIREMENTS} open requirements. Accept a quote or withdraw one before posting another.`);
  }
  const site = resolveSite(input.hire, now);
  const recipients = await matchProviders(ctx.db, input, site, viewer.userId);
  const what = whatOf(input);
  if (!recipients.length) {
    const message = `No provider of ${what} serves ${site.sitePlace} yet. Try a nearby bigger city, or another ${input.kind === 'equipment' ? 'machine' : 'contractor type'}.`;
    throw new AppError('BAD_REQUEST', message, { errors: [{ field: 'site', message }] });
  }
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(requirements)
      .values({
        userId: viewer.userId,
        kind: input.kind,
        machineType: input.machineType,
        contractorType: input.contractorType,
        sitePlace: site.sitePlace,
        sitePin: site.sitePin,
        siteCity: site.city,
        siteState: site.state,
        startDate: site.hireStart,
        duration: site.hireDuration,
        durationUnit: site.hireDurationUnit,
        quantity: input.quantity,
        operatorNeeded: input.operatorNeeded,
        budget: input.budget,
        budgetUnit: input.budgetUnit,
        note: input.note,
        contactName: viewer.name,
        contactEmail: viewer.email,
        contactPhone: input.phone,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: requirements.id });
    await tx.insert(requirementRecipients).values(
      recipients.map((r) => ({
        requirementId: row!.id,
        providerUserId: r.providerUserId,
        vendorId: r.vendorId,
        contractorId: r.contractorId,
        distanceKm: r.distanceKm,
        createdAt: now,
      })),
    );
    return row!.id;
  });
  await rememberLanguage(ctx, viewer.userId);
  for (const r of recipients) {
    await notifyQuietly(
      ctx,
      newRequirementMail(ctx, {
        to: r.email,
        requirementId: id,
        what,
        quantity: input.quantity,
        site: site.sitePlace,
        startDate: site.hireStart,
        duration: durationText(site.hireDuration, site.hireDurationUnit),
        operator: input.operatorNeeded,
        note: input.note,
      }),
    );
  }
  return { id, recipients: recipients.length };
}
