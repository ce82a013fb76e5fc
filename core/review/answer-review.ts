import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { requireRole } from '../policy.ts';
import { AppError } from '../errors.ts';

export const REVIEW_NOT_FOUND = 'Review not found.';
export const NOT_YOUR_REVIEW = 'You can answer only the reviews of your own listings.';
export const ALREADY_ANSWERED = 'You have already answered this review. An answer is given once.';

/**
 * The provider's public answer to a review of its own listing (docs/decisions/058-earned-trust.md):
 * once — the answer is set only while there is none, in one conditional UPDATE, so two parallel
 * answers cannot both land; never changed afterwards. Only the vendor (equipment reviews) or the
 * contractor the review is about may answer.
 */
export async function answerReview(ctx: Ctx, input: { ReviewId: number; Text: string }) {
  const viewer = requireRole(ctx, 'Vendor', 'Contractor');
  const owner = await ctx.db.execute<{ owner: number | null }>(
    sql`SELECT coalesce(v.user_id, c.user_id) AS owner FROM reviews r
        LEFT JOIN vendors v ON v.id = r.vendor_id LEFT JOIN contractors c ON c.id = r.contractor_id
        WHERE r.id = ${input.ReviewId} AND NOT r.is_hidden`,
  );
  const row = owner.rows[0];
  if (!row) throw new AppError('NOT_FOUND', REVIEW_NOT_FOUND);
  if (row.owner !== viewer.userId) throw new AppError('FORBIDDEN', NOT_YOUR_REVIEW);
  const at = ctx.now();
  const done = await ctx.db.execute<{ id: number }>(
    sql`UPDATE reviews SET answer_text = ${input.Text}, answered_at = ${at.toISOString()}::timestamptz
        WHERE id = ${input.ReviewId} AND answer_text IS NULL RETURNING id`,
  );
  if (!done.rows.length) throw new AppError('CONFLICT', ALREADY_ANSWERED, { errors: [{ field: 'Text', message: ALREADY_ANSWERED }] });
  return { Text: input.Text, At: at.toISOString() };
}
