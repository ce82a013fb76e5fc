import { and, eq } from 'drizzle-orm';
import type { ReviewSubmitRequest } from '../../contract/client.ts';
import { contractors, equipment, reviews, vendors } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { refreshRating } from './refresh-rating.ts';

/**
 * A client's 1–5 star review of an equipment listing or a contractor. One review per client per
 * listing: a second submission replaces the first. Owners cannot review their own listing.
 */
export async function submitReview(ctx: Ctx, input: ReviewSubmitRequest) {
  const viewer = requireViewer(ctx);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (input.IsContractor) {
      const [c] = await tx.select({ id: contractors.id, userId: contractors.userId }).from(contractors).where(and(eq(contractors.id, input.RefId), eq(contractors.status, 'approved'))).limit(1);
      if (!c) throw new AppError('NOT_FOUND', 'Contractor not found.');
      if (c.userId === viewer.userId) throw new AppError('FORBIDDEN', 'You cannot review your own listing.');
      const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, viewer.userId), eq(reviews.contractorId, c.id))).limit(1);
      if (existing) await tx.update(reviews).set({ stars: input.Stars, text: input.Text, updatedAt: now }).where(eq(reviews.id, existing.id));
      else await tx.insert(reviews).values({ userId: viewer.userId, contractorId: c.id, stars: input.Stars, text: input.Text, createdAt: now, updatedAt: now });
      return refreshRating(tx, 'contractor', c.id);
    }
    const [e] = await tx
      .select({ id: equipment.id, vendorId: equipment.vendorId, owner: vendors.userId })
      .from(equipment)
      .innerJoin(vendors, eq(vendors.id, equipment.vendorId))
      .where(and(eq(equipment.id, input.RefId), eq(equipment.status, 'approved')))
      .limit(1);
    if (!e) throw new AppError('NOT_FOUND', 'Equipment not found.');
    if (e.owner === viewer.userId) throw new AppError('FORBIDDEN', 'You cannot review your own listing.');
    const [existing] = await tx.select({ id: reviews.id }).from(reviews).where(and(eq(reviews.userId, viewer.userId), eq(reviews.equipmentId, e.id))).limit(1);
    if (existing) await tx.update(reviews).set({ stars: input.Stars, text: input.Text, updatedAt: now }).where(eq(reviews.id, existing.id));
    else await tx.insert(reviews).values({ userId: viewer.userId, equipmentId: e.id, vendorId: e.vendorId, stars: input.Stars, text: input.Text, createdAt: now, updatedAt: now });
    await refreshRating(tx, 'vendor', e.vendorId);
    return refreshRating(tx, 'equipment', e.id);
  });
}
