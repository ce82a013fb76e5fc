import { slugify } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { workerForContact } from './reveal-worker-contact.ts';

/**
 * A worker's resume for download: a resume carries the phone and email, so it follows the
 * contact rules (core/worker/reveal-worker-contact.ts — signed in, verified email, counted with
 * the worker's other details, once a day); a hidden or not-approved listing's resume is 404 to
 * everyone but its owner and admins.
 */
export async function getWorkerResume(ctx: Ctx, input: { id: number }): Promise<{ data: Buffer; filename: string }> {
  const notFound = () => new AppError('NOT_FOUND', 'There is no resume here.');
  const row = await workerForContact(ctx, input.id);
  if (!row.resumeUrl) throw notFound();
  if (!ctx.storage) throw new AppError('UNAVAILABLE', 'Resumes cannot be read right now. Please try again later.');
  const data = await ctx.storage.get(row.resumeUrl);
  if (!data) throw notFound();
  return { data, filename: `${slugify(row.name) || 'worker'}-resume.pdf` };
}
