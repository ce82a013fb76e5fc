import { and, eq } from 'drizzle-orm';
import { contractorProjects } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { ownContractor } from './own-contractor.ts';

/** Deletes one of the viewer's own projects; someone else's (or an unknown id) is 404. */
export async function deleteProject(ctx: Ctx, input: { Id: number }) {
  const { contractor } = await ownContractor(ctx);
  const rows = contractor
    ? await ctx.db
        .delete(contractorProjects)
        .where(and(eq(contractorProjects.id, input.Id), eq(contractorProjects.contractorId, contractor.id)))
        .returning({ id: contractorProjects.id })
    : [];
  if (!rows.length) throw new AppError('NOT_FOUND', 'Project not found.');
}
