import { sql, type SQL } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { iso } from '../format.ts';

/**
 * EditedAt: when the writer last changed it (null: as first written); pages show "(edited)".
 * VerifiedHire: written from the client's enquiry thread in which the provider had replied (docs/decisions/058).
 * Answer: the provider's one public answer, or null.
 */
export type ReviewOut = {
  Id: number;
  ClientName: string;
  CreatedAt: string;
  EditedAt: string | null;
  Stars: number;
  Text: string;
  VerifiedHire: boolean;
  Answer: { Text: string; At: string } | null;
};

/** A review row as the review queries select it (client name joined). */
export type ReviewRow = {
  id: number;
  client_name: string;
  created_at: Date;
  edited_at: Date | null;
  stars: number;
  text: string;
  verified_hire: boolean;
  answer_text: string | null;
  answered_at: Date | null;
};

export const toReviewOut = (r: ReviewRow): ReviewOut => ({
  Id: r.id,
  ClientName: r.client_name,
  CreatedAt: iso(r.created_at),
  EditedAt: r.edited_at ? iso(r.edited_at) : null,
  Stars: r.stars,
  Text: r.text,
  VerifiedHire: r.verified_hire,
  Answer: r.answer_text && r.answered_at ? { Text: r.answer_text, At: iso(r.answered_at) } : null,
});

/** The columns of a review row (alias r, its writer u). */
export const reviewColumns = sql`r.id, u.full_name AS client_name, r.created_at, r.edited_at, r.stars, r.text, r.verified_hire, r.answer_text, r.answered_at`;

/** Visible reviews matching `where` (on alias r), newest first. */
export async function listReviews(ctx: Ctx, where: SQL, limit = 50): Promise<ReviewOut[]> {
  const res = await ctx.db.execute<ReviewRow>(
    sql`SELECT ${reviewColumns}
        FROM reviews r JOIN users u ON u.id = r.user_id
        WHERE ${where} AND NOT r.is_hidden ORDER BY r.created_at DESC, r.id DESC LIMIT ${limit}`,
  );
  return res.rows.map(toReviewOut);
}
