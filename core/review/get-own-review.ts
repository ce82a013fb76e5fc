import { and, eq } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';

export type OwnReview = { Stars: number; Text: string };

/**
 * The signed-in client's own review of a listing (hidden ones too: it is theirs), so the review
 * dialog can say that sending again updates it. Null for guests and other roles.
 */
export async function getOwnReview(ctx: Ctx, target: { equipmentId: number } | { contractorId: number }): Promise<OwnReview | null> {
  if (ctx.viewer?.role !== 'Client') return null;
  const on = 'equipmentId' in target ? eq(reviews.equipmentId, target.equipmentId) : eq(reviews.contractorId, target.contractorId);
  const [row] = await ctx.db
    .select({ Stars: reviews.stars, Text: reviews.text })
    .from(reviews)
    .where(and(eq(reviews.userId, ctx.viewer.userId), on))
    .limit(1);
  return row ?? null;
}
