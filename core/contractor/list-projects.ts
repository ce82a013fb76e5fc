import { desc, eq } from 'drizzle-orm';
import type { Project } from '../../contract/contractor.ts';
import { contractorProjects } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { ownContractor } from './own-contractor.ts';

export const toProject = (p: typeof contractorProjects.$inferSelect): Project => ({
  Id: p.id,
  Title: p.title,
  Location: p.location,
  Sector: p.sector,
  Description: p.description,
  CreatedAt: p.createdAt.toISOString(),
});

/** The viewer's own projects, newest first (the order of the public contractor page). */
export async function listProjects(ctx: Ctx): Promise<Project[]> {
  const { contractor } = await ownContractor(ctx);
  if (!contractor) return [];
  const rows = await ctx.db
    .select()
    .from(contractorProjects)
    .where(eq(contractorProjects.contractorId, contractor.id))
    .orderBy(desc(contractorProjects.createdAt), desc(contractorProjects.id));
  return rows.map(toProject);
}
