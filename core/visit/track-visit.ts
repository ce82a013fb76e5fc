import { visits } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';

/** Records one visit (docs/product.md#calls: POST /api/visitor/track); feeds the admin's visit statistics. */
export async function trackVisit(ctx: Ctx, input: { sessionId: string; visitedType: string; visitedId: string | null }) {
  await ctx.db.insert(visits).values({
    sessionId: input.sessionId,
    visitedType: input.visitedType,
    visitedId: input.visitedId,
    userId: ctx.viewer?.userId ?? null,
  });
}
