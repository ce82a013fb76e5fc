import { eq, sql } from 'drizzle-orm';
import { contractors, equipment, vendors } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';

export type Tx = Parameters<Parameters<Ctx['db']['transaction']>[0]>[0];

const TARGETS = {
  equipment: { table: equipment, column: 'equipment_id' },
  vendor: { table: vendors, column: 'vendor_id' },
  contractor: { table: contractors, column: 'contractor_id' },
} as const;

/**
 * Recomputes the cached rating (ratingAvg, ratingCount) of an equipment listing, a vendor or a
 * contractor from its visible reviews. Called after a review is written, hidden or shown again,
 * inside the same transaction.
 */
export async function refreshRating(tx: Tx, target: keyof typeof TARGETS, id: number) {
  const { table, column } = TARGETS[target];
  const [agg] = (
    await tx.execute<{ avg: string | null; n: number }>(
      sql`SELECT round(avg(stars)::numeric, 2) AS avg, count(*)::int AS n FROM reviews WHERE ${sql.identifier(column)} = ${id} AND NOT is_hidden`,
    )
  ).rows;
  const ratingAvg = agg?.avg ? Number(agg.avg) : 0;
  const ratingCount = agg?.n ?? 0;
  await tx.update(table).set({ ratingAvg, ratingCount }).where(eq(table.id, id));
  return { RatingAvg: ratingAvg, RatingCount: ratingCount };
}
