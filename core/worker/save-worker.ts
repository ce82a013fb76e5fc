import { eq } from 'drizzle-orm';
import type { OwnWorker, WorkerSaveRequest } from '../../contract/workforce.ts';
import { findLocation } from '../../data/locations.ts';
import { workers } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';
import { storePdf } from '../uploads/files.ts';
import { RESUME_FOLDER, toOwnWorker } from './worker-views.ts';

/**
 * Creates or edits the job seeker's one listing. Every save goes (back) to 'pending': an admin
 * approves new and edited listings before /staffing shows them (docs/product.md#provider-workspaces, the listing lifecycle). A resume is
 * parsed and checked (core/uploads/pdf-check.ts) and stored under a generated name in the private
 * folder; the old file is removed once the row points at the new one.
 */
export async function saveWorker(ctx: Ctx, input: WorkerSaveRequest & { resume?: Uint8Array }): Promise<OwnWorker> {
  const viewer = requireRole(ctx, 'JobSeeker');
  const [existing] = await ctx.db.select().from(workers).where(eq(workers.userId, viewer.userId)).limit(1);
  let resumeKey: string | null | undefined;
  if (input.resume) {
    if (!ctx.storage) throw new AppError('UNAVAILABLE', 'Resumes cannot be saved right now. Please try again later.');
    resumeKey = (await storePdf(ctx.storage, input.resume, RESUME_FOLDER, 'The resume')).key;
  } else if (input.RemoveResume) {
    resumeKey = null;
  }
  const city = findLocation(input.City);
  const values = {
    kind: input.Kind,
    name: input.Name,
    category: input.Category,
    trade: input.Trade,
    experienceYears: input.ExperienceYears ?? null,
    headcount: input.Kind === 'agency' ? (input.Headcount ?? null) : null,
    city: city && city.label !== city.value ? city.label : input.City,
    state: input.State,
    availability: input.Availability,
    about: input.About?.trim() || null,
    phone: input.Phone,
    email: input.Email || null,
    status: 'pending' as const,
    rejectionReason: null,
    updatedAt: ctx.now(),
    ...(resumeKey !== undefined ? { resumeUrl: resumeKey } : {}),
  };
  const [row] = existing
    ? await ctx.db.update(workers).set(values).where(eq(workers.id, existing.id)).returning()
    : await ctx.db
        .insert(workers)
        .values({ ...values, userId: viewer.userId })
        .onConflictDoUpdate({ target: workers.userId, set: values })
        .returning();
  const old = existing?.resumeUrl;
  if (old && resumeKey !== undefined && old !== resumeKey) await ctx.storage?.delete(old).catch(() => {});
  return toOwnWorker(row!);
}
