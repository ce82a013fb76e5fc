import { sql } from 'drizzle-orm';
import { slugify } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { isPublicListing } from '../listing/visibility.ts';
import { keyOfUrl } from '../uploads/stored-files.ts';

/**
 * An equipment's document (brochure, registration) for download (docs/decisions/053): any signed-in
 * account, for a listing the public site shows; the owner and admins also for a hidden one. A guest
 * gets 401; an unknown, hidden or document-less listing the same 404, so ids cannot be probed. The
 * stored file itself is never served at its /uploads address (server/plugins/uploads.ts).
 */
export async function getEquipmentDocument(ctx: Ctx, input: { id: number }): Promise<{ data: Buffer; filename: string }> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AppError('UNAUTHORIZED', 'Please log in to continue.');
  const notFound = () => new AppError('NOT_FOUND', 'There is no document here.');
  const res = await ctx.db.execute<{ name: string; status: string; doc: string | null; owner: number | null }>(
    sql`SELECT e.name, e.status, e.equipment_doc_url AS doc, v.user_id AS owner FROM equipment e JOIN vendors v ON v.id = e.vendor_id WHERE e.id = ${input.id}`,
  );
  const row = res.rows[0];
  if (!row?.doc || !(isPublicListing(row.status) || row.owner === viewer.userId || viewer.role === 'Admin')) throw notFound();
  if (!ctx.storage) throw new AppError('UNAVAILABLE', 'Documents cannot be read right now. Please try again later.');
  const key = keyOfUrl(ctx.storage, row.doc);
  const data = key ? await ctx.storage.get(key) : null;
  if (!data) throw notFound();
  return { data, filename: `${slugify(row.name) || 'equipment'}-document.pdf` };
}
