import { and, count, eq } from 'drizzle-orm';
import type { Project, ProjectSave } from '../../contract/contractor.ts';
import { contractorProjects } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { toProject } from './list-projects.ts';
import { ownContractor } from './own-contractor.ts';

/** The public page shows up to 100 projects (core/contractor/get-contractor-detail.ts). */
export const MAX_PROJECTS = 100;

/**
 * Creates a project (no Id) or edits one of the viewer's own (Id). Someone else's project, or an
 * unknown id, is 404. Projects carry no moderation status of their own (docs/decisions/015).
 */
export async function saveProject(ctx: Ctx, input: ProjectSave): Promise<Project> {
  const { contractor } = await ownContractor(ctx);
  if (!contractor) throw new AppError('CONFLICT', 'Please save your company profile first.');
  const now = ctx.now();
  const fields = { title: input.Title, location: input.Location ?? null, sector: input.Sector ?? null, description: input.Description ?? null, updatedAt: now };
  if (input.Id) {
    const [row] = await ctx.db
      .update(contractorProjects)
      .set(fields)
      .where(and(eq(contractorProjects.id, input.Id), eq(contractorProjects.contractorId, contractor.id)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'Project not found.');
    return toProject(row);
  }
  const [n] = await ctx.db.select({ n: count() }).from(contractorProjects).where(eq(contractorProjects.contractorId, contractor.id));
  if ((n?.n ?? 0) >= MAX_PROJECTS) throw new AppError('CONFLICT', `You can list at most ${MAX_PROJECTS} projects. Delete an old one first.`);
  const [row] = await ctx.db
    .insert(contractorProjects)
    .values({ ...fields, contractorId: contractor.id, createdAt: now })
    .returning();
  return toProject(row!);
}
