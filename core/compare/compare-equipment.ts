import { sql } from 'drizzle-orm';
import type { EquipmentCard } from '../../contract/public-v3.ts';
import type { Ctx } from '../context.ts';
import { arrayParam } from '../format.ts';
import { publicListingSql } from '../listing/visibility.ts';
import { equipmentCardColumns, toEquipmentCard, type EquipmentRow } from '../equipment/equipment-card.ts';
import { nearScope, type NearScope } from '../search/near.ts';
import { replyTimes, type ReplyTime } from './reply-time.ts';

export type ComparedEquipment = EquipmentCard & {
  DistanceKm?: number;
  Vendor: { Rating: number; TotalRatings: number; Reply: ReplyTime };
};

/**
 * Machines side by side (docs/decisions/054-compare.md): the public ones of `ids`, in the order asked,
 * each with its vendor's rating and reply time, and the distance from `near` when it is given. An id
 * the public does not see (unknown, pending, paused, deleted) is left out and named in `missing`:
 * the same rule as the detail page (core/listing/visibility.ts), so a comparison cannot show a hidden listing.
 */
export async function compareEquipment(ctx: Ctx, input: { ids: readonly number[]; near?: NearScope }) {
  if (!input.ids.length) return { items: [] as ComparedEquipment[], missing: [] as number[] };
  const res = await ctx.db.execute<EquipmentRow & { vendor_rating: number | string; vendor_ratings: number }>(
    sql`SELECT ${equipmentCardColumns(ctx)}, v.rating_avg AS vendor_rating, v.rating_count AS vendor_ratings
        FROM equipment e JOIN vendors v ON v.id = e.vendor_id
        WHERE e.id = ANY(${arrayParam(input.ids, 'int')}) AND ${publicListingSql('e')}`,
  );
  const replies = await replyTimes(ctx, { side: 'vendor', ids: [...new Set(res.rows.map((r) => r.vendor_id))] });
  const byId = new Map(res.rows.map((r) => [r.id, r]));
  const items = input.ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const card = toEquipmentCard(r);
    const item: ComparedEquipment = {
      ...card,
      Vendor: { Rating: Number(r.vendor_rating), TotalRatings: r.vendor_ratings, Reply: replies.get(r.vendor_id) ?? { enquiries: 0, answered: 0, medianMinutes: null } },
    };
    if (input.near) item.DistanceKm = input.near.kmTo(card.City);
    return [item];
  });
  return { items, missing: input.ids.filter((id) => !byId.has(id)) };
}

/** `near=` of a compare address as a scope; a place we cannot find is `unplaced` (the page says so) rather than a 400. */
export function compareNear(near: string | undefined): { scope?: NearScope; unplaced?: string } {
  if (!near) return {};
  try {
    return { scope: nearScope({ Near: near }) };
  } catch {
    return { unplaced: near };
  }
}
