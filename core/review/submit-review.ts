import { and, eq, ne, sql } from 'drizzle-orm';
import type { ReviewSubmitRequest } from '../../contract/client.ts';
import { enquiries, enquiryReplies, reviews } from '../../db/schema/index.ts';
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
 * Written from the client's enquiry thread (EnquiryId), the review keeps that thread and is a "Verified
 * hire" when the provider had replied in it (docs/decisions/058-earned-trust.md); a later edit never
 * takes that away, and a thread of someone else or about another listing is refused.
 */
export async function submitReview(ctx: Ctx, input: ReviewSubmitRequest) {
  const viewer = requireViewer(ctx);
  if (viewer.role !== 'Client') throw new AppError('FORBIDDEN', REVIEWS_ONLY_FROM_CLIENTS);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    if (input.IsContractor) {
      const c = await findPublicContractor(tx, input.RefId);
      if (c.ownerUserId === viewer.userId) throw new AppError('FORBIDDEN', 'You cannot review your own listing.');
      const hire = await fromThread(tx, viewer.userId, input.EnquiryId, { contractorId: c.id });
      const isEdited = await writeReview(tx, { userId: viewer.userId, contractorId: c.id, ...hire }, input, now);
      return { ...(await refreshRating(tx, 'contractor', c.id)), IsEdited: isEdited };
    }
    const e = await findPublicEquipment(tx, input.RefId);
    if (e.ownerUserId === viewer.userId) throw new AppError('FORBIDDEN', 'You cannot review your own listing.');
    const hire = await fromThread(tx, viewer.userId, input.EnquiryId, { equipmentId: e.id });
    const isEdited = await writeReview(tx, { userId: viewer.userId, equipmentId: e.id, vendorId: e.vendorId, ...hire }, input, now);
    await refreshRating(tx, 'vendor', e.vendorId);
    return { ...(await refreshRating(tx, 'equipment', e.id)), IsEdited: isEdited };
  });
}

export const NOT_THIS_THREAD = 'This enquiry is not yours or not about this listing.';

/**
 * The enquiry thread a review is written from: the client's own, about this listing. Whether the provider
 * replied in it decides "Verified hire". No thread: neither.
 */
async function fromThread(
  tx: Tx,
  userId: number,
  enquiryId: number | undefined,
  about: { equipmentId: number } | { contractorId: number },
): Promise<{ enquiryId: number | null; verifiedHire: boolean }> {
  if (!enquiryId) return { enquiryId: null, verifiedHire: false };
  const on = 'equipmentId' in about ? eq(enquiries.equipmentId, about.equipmentId) : eq(enquiries.contractorId, about.contractorId);
  const [e] = await tx
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(and(eq(enquiries.id, enquiryId), eq(enquiries.userId, userId), on))
    .limit(1);
  if (!e) throw new AppError('BAD_REQUEST', NOT_THIS_THREAD, { errors: [{ field: 'EnquiryId', message: NOT_THIS_THREAD }] });
  const [reply] = await tx
    .select({ id: enquiryReplies.id })
    .from(enquiryReplies)
    .where(and(eq(enquiryReplies.enquiryId, e.id), ne(enquiryReplies.sender, 'Client')))
    .limit(1);
  return { enquiryId: e.id, verifiedHire: !!reply };
}

/**
 * Inserts the review, or — when this client already reviewed the listing — replaces its stars and
 * text (ON CONFLICT on the unique index, so two parallel first submissions cannot both insert).
 * Answers whether the review now counts as edited.
 */
async function writeReview(
  tx: Tx,
  target: ({ userId: number; equipmentId: number; vendorId: number } | { userId: number; contractorId: number }) & { enquiryId: number | null; verifiedHire: boolean },
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
        // Once verified, always verified; a thread once given is kept when the review is edited from the listing.
        enquiryId: sql`coalesce(excluded.enquiry_id, ${reviews.enquiryId})`,
        verifiedHire: sql`${reviews.verifiedHire} OR excluded.verified_hire`,
      },
    })
    .returning({ editedAt: reviews.editedAt });
  return !!row?.editedAt;
}
