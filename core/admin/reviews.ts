import { eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminReview, type HideReviewRequest, type Paged, type ReviewsQuery } from '../../contract/admin.ts';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { reviews } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { iso } from '../format.ts';
import { requireRole } from '../policy.ts';
import { refreshRating } from '../review/refresh-rating.ts';
import { recordAudit } from './audit.ts';

/** Reviews newest first, all or only visible or hidden ones, 20 a page. */
export async function listAdminReviews(ctx: Ctx, q: ReviewsQuery): Promise<Paged<AdminReview>> {
  requireRole(ctx, 'Admin');
  const where = q.visibility === 'hidden' ? sql`r.is_hidden` : q.visibility === 'visible' ? sql`NOT r.is_hidden` : sql`true`;
  const offset = (q.page - 1) * ADMIN_PAGE_SIZE;
  const rows = await ctx.db.execute<{
    id: number;
    stars: number;
    text: string;
    author: string;
    author_email: string;
    equipment_id: number | null;
    equipment_name: string | null;
    contractor_id: number | null;
    contractor_name: string | null;
    is_hidden: boolean;
    hidden_reason: string | null;
    created_at: Date;
  }>(sql`SELECT r.id, r.stars, r.text, u.full_name AS author, u.email AS author_email, r.equipment_id, e.name AS equipment_name,
      r.contractor_id, c.company_name AS contractor_name, r.is_hidden, r.hidden_reason, r.created_at
    FROM reviews r JOIN users u ON u.id = r.user_id
    LEFT JOIN equipment e ON e.id = r.equipment_id LEFT JOIN contractors c ON c.id = r.contractor_id
    WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${offset}`);
  const total = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM reviews r WHERE ${where}`);
  return {
    data: rows.rows.map((r) => {
      const isEquipment = r.equipment_id !== null;
      const name = (isEquipment ? r.equipment_name : r.contractor_name) ?? '';
      return {
        id: r.id,
        stars: r.stars,
        text: r.text,
        author: r.author,
        authorEmail: r.author_email,
        targetType: isEquipment ? 'equipment' : 'contractor',
        targetName: name,
        targetUrl: isEquipment ? equipmentPath(r.equipment_id!, name) : contractorPath(r.contractor_id!, name),
        isHidden: r.is_hidden,
        hiddenReason: r.hidden_reason,
        createdAt: iso(r.created_at),
      };
    }),
    total: total.rows[0]?.n ?? 0,
    page: q.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/**
 * Hides a review (with a reason) or shows it again. Hidden reviews leave the public pages, and the
 * cached ratings of the equipment, its vendor or the contractor are recomputed in the same transaction.
 */
export async function setReviewHidden(ctx: Ctx, input: HideReviewRequest): Promise<{ message: string }> {
  const admin = requireRole(ctx, 'Admin');
  return ctx.db.transaction(async (tx) => {
    const reason = input.hidden ? input.reason!.trim() : null;
    const [r] = await tx
      .update(reviews)
      .set({ isHidden: input.hidden, hiddenReason: reason, updatedAt: ctx.now() })
      .where(eq(reviews.id, input.id))
      .returning({ equipmentId: reviews.equipmentId, vendorId: reviews.vendorId, contractorId: reviews.contractorId });
    if (!r) throw new AppError('NOT_FOUND', 'Review not found.');
    if (r.equipmentId) await refreshRating(tx, 'equipment', r.equipmentId);
    if (r.vendorId) await refreshRating(tx, 'vendor', r.vendorId);
    if (r.contractorId) await refreshRating(tx, 'contractor', r.contractorId);
    await recordAudit(tx, admin.userId, {
      action: input.hidden ? 'review.hide' : 'review.unhide',
      targetType: 'review',
      targetId: input.id,
      detail: reason ? `Reason: ${reason}` : null,
    });
    return { message: input.hidden ? 'Review hidden.' : 'Review visible again.' };
  });
}
