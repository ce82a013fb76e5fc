import { sql } from 'drizzle-orm';
import type { ReviewSubmitRequest } from '../../contract/client.ts';
import { reviews } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { findPublicContractor, findPublicEquipment } from '../listing/visibility.ts';
import { refreshRating, type Tx } from './refresh-rating.ts';

export const REVIEWS_ONLY_FROM_CLIENTS = 'Only client accounts can write reviews.';

/**
 * A client's 1–5 star review of an equipment listing or a contractor the public site shows (a
 * hidden one is the same 404 as an unknown id). Only Client accounts review — a vendor,
 * contractor, job seeker or admin gets 403 — and owners never review their own listing.
 * One review per client per listing (unique indexes): writing again edits it, in one atomic
 * upsert, and the review then shows as edited when its stars or text changed. A review an admin
 * hid stays hidden when edited.
 */
export async function submitReview(ctx: Ctx, input: ReviewSubmitRequest) {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'Client') throw new AppError('FORBIDDEN', REVIEWS_ONLY_FROM_CLIENTS);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (input.IsContractor) {
      const c = await findPublicContractor(tx, input.RefId);
      if (c.ownerUserId === viewer.userId) throw new AppError('FORBIDDEN', 'You cannot review your own listing.');
      const isEdited = await writeReview(tx, { userId: viewer.userId, contractorId: c.id }, input, now);
      return { ...(await refreshRating(tx, 'contractor', c.id)), IsEdited: isEdited };
    }
    const e = await findPublicEquipment(tx, input.RefId);
    if (e.ownerUserId === viewer.userId) throw new AppError('FORBIDDEN', 'You cannot review your own listing.');
    const isEdited = await writeReview(tx, { userId: viewer.userId, equipmentId: e.id, vendorId: e.vendorId }, input, now);
    await refreshRating(tx, 'vendor', e.vendorId);
    return { ...(await refreshRating(tx, 'equipment', e.id)), IsEdited: isEdited };
  });
}

/**
 * Inserts the review, or — when this client already reviewed the listing — replaces its stars and
 * text (ON CONFLICT on the unique index, so two parallel first submissions cannot both insert).
 * Answers whether the review now counts as edited.
 */
async function writeReview(
  tx: Tx,
  target: { userId: number; equipmentId: number; vendorId: number } | { userId: number; contractorId: number },
  input: ReviewSubmitRequest,
  now: Date,
): Promise<boolean> {
  const onEquipment = 'equipmentId' in target;
  // A resubmission of the same stars and text (a double click) is not an edit.
  const changed = sql`(${reviews.stars} IS DISTINCT FROM excluded.stars OR ${reviews.text} IS DISTINCT FROM excluded.text)`;
  const [row] = await tx
    .insert(reviews)
    .values({ ...target, stars: input.Stars, text: input.Text, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: onEquipment ? [reviews.userId, reviews.equipmentId] : [reviews.userId, reviews.contractorId],
      targetWhere: onEquipment ? sql`equipment_id IS NOT NULL` : sql`contractor_id IS NOT NULL`,
      set: {
        stars: sql`excluded.stars`,
        text: sql`excluded.text`,
        updatedAt: now,
        editedAt: sql`CASE WHEN ${changed} THEN ${now.toISOString()}::timestamptz ELSE ${reviews.editedAt} END`,
      },
    })
    .returning({ editedAt: reviews.editedAt });
  return !!row?.editedAt;
}
