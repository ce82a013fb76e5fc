import { asc, eq } from 'drizzle-orm';
import { contractors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { requireRole } from '../policy.ts';

/**
 * Policy: contractor calls need a Contractor session (401/403 otherwise); the row acted on is the
 * viewer's own company profile (contractors.user_id), never one named by the request.
 */
export async function ownContractor(ctx: Ctx) {
  const viewer = requireRole(ctx, 'Contractor');
  const [row] = await ctx.db.select().from(contractors).where(eq(contractors.userId, viewer.userId)).orderBy(asc(contractors.id)).limit(1);
  return { viewer, contractor: row };
}
