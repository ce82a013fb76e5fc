import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { EQUIPMENT_NOT_FOUND, isPublicListing, publicListingSql } from '../listing/visibility.ts';
import { listReviews } from '../review/review-rows.ts';
import { getVendorDetail } from '../vendor/get-vendor-detail.ts';
import { equipmentCardColumns, toEquipmentCard, type EquipmentRow } from './equipment-card.ts';

/** How many of the vendor's other listings the detail page shows in its scroll row. */
export const OTHER_EQUIPMENTS_LIMIT = 12;

/**
 * Equipment detail (docs/product.md#detail-pages): the listing, its vendor and the vendor's other approved listings.
 * A listing the public does not see (core/listing/visibility.ts) is shown only to its owner and to admins.
 */
export async function getEquipmentDetail(ctx: Ctx, input: { id: number }) {
  const res = await ctx.db.execute<EquipmentRow & { status: string; owner_user_id: number | null }>(
    sql`SELECT ${equipmentCardColumns(ctx)}, e.status, v.user_id AS owner_user_id
        FROM equipment e JOIN vendors v ON v.id = e.vendor_id WHERE e.id = ${input.id}`,
  );
  const row = res.rows[0];
  const privileged = !!row && !!ctx.viewer && (ctx.viewer.role === 'Admin' || row.owner_user_id === ctx.viewer.userId);
  if (!row || (!isPublicListing(row.status) && !privileged)) throw new AppError('NOT_FOUND', EQUIPMENT_NOT_FOUND);

  const [vendor, others, reviews] = await Promise.all([
    getVendorDetail(ctx, { id: row.vendor_id }),
    ctx.db.execute<EquipmentRow>(
      sql`SELECT ${equipmentCardColumns(ctx)} FROM equipment e JOIN vendors v ON v.id = e.vendor_id
          WHERE e.vendor_id = ${row.vendor_id} AND e.id <> ${row.id} AND ${publicListingSql('e')}
          ORDER BY e.created_at DESC, e.id DESC LIMIT ${OTHER_EQUIPMENTS_LIMIT}`,
    ),
    listReviews(ctx, sql`r.equipment_id = ${row.id}`),
  ]);
  return {
    Equipment: { ...toEquipmentCard(row), Reviews: reviews },
    Vendor: vendor,
    OtherEquipments: others.rows.map(toEquipmentCard),
  };
}
