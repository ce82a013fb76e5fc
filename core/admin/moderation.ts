import { eq, sql } from 'drizzle-orm';
import type { ModerateRequest, ModerationQueue, QueueItem } from '../../contract/admin.ts';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { categoryBySlug } from '../../data/equipment-catalogue.ts';
import { contractors, equipment, workers } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { iso } from '../format.ts';
import { locationLabel } from '../location.ts';
import { requireRole } from '../policy.ts';
import { nextListingStatus } from '../listing/status.ts';
import { resumeDownloadPath } from '../worker/worker-views.ts';
import { recordAudit } from './audit.ts';

const QUEUE_LIMIT = 100;
const clean = (parts: (string | number | null | undefined)[]) => parts.filter((p) => p !== null && p !== undefined && String(p).trim() !== '').join(' · ') || null;

/** Everything waiting for a decision, oldest first, with what an admin needs to judge it. */
export async function listModerationQueue(ctx: Ctx): Promise<ModerationQueue> {
  requireRole(ctx, 'Admin');
  const eq_ = await ctx.db.execute<{
    id: number;
    name: string;
    model: string | null;
    capacity: string | null;
    brand: string | null;
    year: number | null;
    category: string;
    description: string | null;
    city: string;
    state: string;
    thumbnail_url: string | null;
    gallery_images: string[];
    equipment_doc_url: string | null;
    vendor_name: string;
    owner_name: string | null;
    owner_email: string | null;
    created_at: Date;
    updated_at: Date;
  }>(sql`SELECT e.id, e.name, e.model, e.capacity, e.brand, e.year, e.category, e.description, e.city, e.state, e.thumbnail_url, e.gallery_images,
      e.equipment_doc_url, v.name AS vendor_name, u.full_name AS owner_name, coalesce(u.email, v.email) AS owner_email, e.created_at, e.updated_at
    FROM equipment e JOIN vendors v ON v.id = e.vendor_id LEFT JOIN users u ON u.id = v.user_id
    WHERE e.status = 'pending' ORDER BY e.updated_at, e.id LIMIT ${QUEUE_LIMIT}`);
  const co = await ctx.db.execute<{
    id: number;
    company_name: string;
    contractor_types: string[];
    labor_strength: number | null;
    specific_work_detail: string | null;
    city: string | null;
    state: string | null;
    logo_url: string | null;
    owner_name: string | null;
    owner_email: string | null;
    website: string | null;
    created_at: Date;
    updated_at: Date;
  }>(sql`SELECT c.id, c.company_name, c.contractor_types, c.labor_strength, c.specific_work_detail, c.city, c.state, c.logo_url, c.website,
      coalesce(u.full_name, c.contact_person) AS owner_name, coalesce(u.email, c.email) AS owner_email, c.created_at, c.updated_at
    FROM contractors c LEFT JOIN users u ON u.id = c.user_id
    WHERE c.status = 'pending' ORDER BY c.updated_at, c.id LIMIT ${QUEUE_LIMIT}`);
  const wo = await ctx.db.execute<{
    id: number;
    name: string;
    kind: string;
    category: string;
    trade: string;
    experience_years: number | null;
    headcount: number | null;
    about: string | null;
    city: string;
    state: string;
    resume_url: string | null;
    owner_name: string;
    owner_email: string;
    created_at: Date;
    updated_at: Date;
  }>(sql`SELECT w.id, w.name, w.kind, w.category, w.trade, w.experience_years, w.headcount, w.about, w.city, w.state, w.resume_url,
      u.full_name AS owner_name, u.email AS owner_email, w.created_at, w.updated_at
    FROM workers w JOIN users u ON u.id = w.user_id
    WHERE w.status = 'pending' ORDER BY w.updated_at, w.id LIMIT ${QUEUE_LIMIT}`);
  return {
    equipment: eq_.rows.map(
      (r): QueueItem => ({
        kind: 'equipment',
        id: r.id,
        name: r.name,
        owner: r.owner_name ? `${r.vendor_name} (${r.owner_name})` : r.vendor_name,
        ownerEmail: r.owner_email,
        location: locationLabel(r.city, r.state),
        summary: clean([categoryBySlug(r.category)?.name ?? r.category, r.brand, r.model, r.capacity, r.year]),
        description: r.description,
        thumbnailUrl: r.thumbnail_url,
        images: r.gallery_images ?? [],
        documentUrl: r.equipment_doc_url,
        previewUrl: equipmentPath(r.id, r.name),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      }),
    ),
    contractors: co.rows.map(
      (r): QueueItem => ({
        kind: 'contractor',
        id: r.id,
        name: r.company_name,
        owner: r.owner_name,
        ownerEmail: r.owner_email,
        location: locationLabel(r.city, r.state),
        summary: clean([r.contractor_types.join(', '), r.labor_strength ? `${r.labor_strength} workers` : null, r.website]),
        description: r.specific_work_detail,
        thumbnailUrl: r.logo_url,
        images: [],
        documentUrl: null,
        previewUrl: contractorPath(r.id, r.company_name),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      }),
    ),
    workers: wo.rows.map(
      (r): QueueItem => ({
        kind: 'worker',
        id: r.id,
        name: r.name,
        owner: r.owner_name,
        ownerEmail: r.owner_email,
        location: locationLabel(r.city, r.state),
        summary: clean([
          r.kind === 'agency' ? 'Agency' : 'Job seeker',
          r.category,
          r.trade,
          r.experience_years !== null ? `${r.experience_years} years` : null,
          r.headcount ? `${r.headcount} people` : null,
        ]),
        description: r.about,
        thumbnailUrl: null,
        images: [],
        // The resume is private: the admin opens it through the authenticated download, never by its storage key.
        documentUrl: r.resume_url ? resumeDownloadPath(r.id) : null,
        previewUrl: null,
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      }),
    ),
  };
}

const TABLES = { equipment, contractor: contractors, worker: workers } as const;
const LABEL = { equipment: 'Equipment', contractor: 'Contractor profile', worker: 'Workforce listing' } as const;

/** Approve a listing (clears any earlier rejection reason) or reject it with a reason its owner sees. */
export async function moderateListing(ctx: Ctx, input: ModerateRequest): Promise<{ message: string }> {
  const admin = requireRole(ctx, 'Admin');
  const table = TABLES[input.kind];
  const reason = input.decision === 'reject' ? input.reason!.trim() : null;
  return ctx.db.transaction(async (tx) => {
    const nameColumn = input.kind === 'contractor' ? contractors.companyName : input.kind === 'worker' ? workers.name : equipment.name;
    const [row] = await tx.select({ status: table.status, name: nameColumn }).from(table).where(eq(table.id, input.id)).for('update').limit(1);
    if (!row) throw new AppError('NOT_FOUND', `${LABEL[input.kind]} not found.`);
    // The one listing lifecycle table (core/listing/status.ts); 409 with a sentence otherwise.
    const to = nextListingStatus(row.status, input.decision);
    await tx.update(table).set({ status: to, rejectionReason: reason, updatedAt: ctx.now() }).where(eq(table.id, input.id));
    await recordAudit(tx, admin.userId, {
      action: `listing.${input.decision}`,
      targetType: input.kind,
      targetId: input.id,
      detail: reason ? `${row.name}. Reason: ${reason}` : `${row.name} (was ${row.status})`,
    });
    return { message: input.decision === 'approve' ? `${LABEL[input.kind]} approved.` : `${LABEL[input.kind]} rejected.` };
  });
}
