import { eq } from 'drizzle-orm';
import type { OwnWorker } from '../../contract/workforce.ts';
import { workers } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { requireRole } from '../policy.ts';
import { toOwnWorker, type WorkerRow } from './worker-views.ts';

/** The signed-in job seeker's row (one listing per account), or undefined before the first save. */
export async function findOwnWorkerRow(ctx: Ctx): Promise<WorkerRow | undefined> {
  const viewer = requireRole(ctx, 'JobSeeker');
  const [row] = await ctx.db.select().from(workers).where(eq(workers.userId, viewer.userId)).limit(1);
  return row;
}

/** The job seeker's own listing with its moderation status, or null when they have not listed yet. */
export async function getOwnWorker(ctx: Ctx): Promise<OwnWorker | null> {
  const row = await findOwnWorkerRow(ctx);
  return row ? toOwnWorker(row) : null;
}
