import { eq } from 'drizzle-orm';
import type { OwnWorker } from '../../contract/workforce.ts';
import { workers } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';
import { toOwnWorker } from './worker-views.ts';

/** Hides the job seeker's listing from /staffing (or shows it again). Moderation status is kept. */
export async function setWorkerHidden(ctx: Ctx, input: { hidden: boolean }): Promise<OwnWorker> {
  const viewer = requireRole(ctx, 'JobSeeker');
  const [row] = await ctx.db.update(workers).set({ isHidden: input.hidden, updatedAt: ctx.now() }).where(eq(workers.userId, viewer.userId)).returning();
  if (!row) throw new AppError('NOT_FOUND', 'You have no listing yet. Save your details first.');
  return toOwnWorker(row);
}
