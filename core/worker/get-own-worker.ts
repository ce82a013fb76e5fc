import { eq } from 'drizzle-orm';
import type { OwnWorker, ResumeDefaults } from '../../contract/workforce.ts';
import { clientProfiles, users, workers } from '../../db/schema/index.ts';
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

/** The listing form's starting values before the first save: the account's name, phone and email, and the place given at registration. */
export async function getResumeDefaults(ctx: Ctx): Promise<ResumeDefaults> {
  const viewer = requireRole(ctx, 'JobSeeker');
  const [row] = await ctx.db
    .select({ name: users.fullName, phone: users.phone, email: users.email, city: clientProfiles.city, state: clientProfiles.state })
    .from(users)
    .leftJoin(clientProfiles, eq(clientProfiles.userId, users.id))
    .where(eq(users.id, viewer.userId))
    .limit(1);
  return { Name: row?.name ?? viewer.name, Phone: row?.phone ?? null, Email: row?.email ?? viewer.email, City: row?.city ?? null, State: row?.state ?? null };
}
