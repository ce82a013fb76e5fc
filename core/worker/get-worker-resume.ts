import { eq } from 'drizzle-orm';
import { workers } from '../../db/schema/index.ts';
import { slugify } from '../../app/lib/urls.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

/**
 * A worker's resume for download: signed-in users only (any role, like the other contact
 * details). A hidden or not-approved listing's resume is 404 to everyone but its owner and admins.
 */
export async function getWorkerResume(ctx: Ctx, input: { id: number }): Promise<{ data: Buffer; filename: string }> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Please log in to see contact details.');
  const notFound = () => new AppError('NOT_FOUND', 'There is no resume here.');
  const [row] = await ctx.db.select().from(workers).where(eq(workers.id, input.id)).limit(1);
  if (!row?.resumeUrl) throw notFound();
  const isPublic = row.status === 'approved' && !row.isHidden;
  if (!isPublic && row.userId !== viewer.userId && viewer.role !== 'Admin') throw notFound();
  if (!ctx.storage) throw new AppError('UNAVAILABLE', 'Resumes cannot be read right now. Please try again later.');
  const data = await ctx.storage.get(row.resumeUrl);
  if (!data) throw notFound();
  return { data, filename: `${slugify(row.name) || 'worker'}-resume.pdf` };
}
