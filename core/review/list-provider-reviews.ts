import { sql } from 'drizzle-orm';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { requireRole } from '../policy.ts';
import { type ReviewOut, type ReviewRow, reviewColumns, toReviewOut } from './review-rows.ts';

export type ProviderReview = ReviewOut & { Listing: { Name: string; Url: string } };

/**
 * The reviews of the signed-in vendor's equipment or of the signed-in contractor, newest first, each with
 * the listing it is about and the provider's answer if given (the management site's Reviews screen).
 * Hidden reviews are left out: an answer is public, and a hidden review shows nowhere.
 */
export async function listProviderReviews(ctx: Ctx, input: { limit?: number } = {}): Promise<ProviderReview[]> {
  const viewer = requireRole(ctx, 'Vendor', 'Contractor');
  const res = await ctx.db.execute<
    ReviewRow & {
      equipment_id: number | null;
      equipment_name: string | null;
      contractor_id: number | null;
      company_name: string | null;
    }
  >(
    sql`SELECT ${reviewColumns},
          e.id AS equipment_id, e.name AS equipment_name, c.id AS contractor_id, c.company_name
        FROM reviews r JOIN users u ON u.id = r.user_id
        LEFT JOIN equipment e ON e.id = r.equipment_id LEFT JOIN vendors v ON v.id = r.vendor_id
        LEFT JOIN contractors c ON c.id = r.contractor_id
        WHERE NOT r.is_hidden AND (v.user_id = ${viewer.userId} OR c.user_id = ${viewer.userId})
        ORDER BY r.created_at DESC, r.id DESC LIMIT ${input.limit ?? 100}`,
  );
  return res.rows.map((r) => ({
    ...toReviewOut(r),
    Listing:
      r.contractor_id !== null
        ? { Name: r.company_name ?? '', Url: contractorPath(r.contractor_id, r.company_name ?? '') }
        : { Name: r.equipment_name ?? '', Url: equipmentPath(r.equipment_id ?? 0, r.equipment_name ?? '') },
  }));
}
