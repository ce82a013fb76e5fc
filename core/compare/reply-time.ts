import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import { arrayParam } from '../format.ts';

/** How far back a provider's replies count (compare and the detail pages' badge, docs/decisions/058): a provider who got faster (or slower) shows it within weeks. */
export const REPLY_WINDOW_DAYS = 90;
/** Fewer answered enquiries than this say nothing about a habit: the compare page says so instead. */
export const REPLY_MIN_ANSWERED = 3;

export type ReplyTime = {
  /** Median minutes from an enquiry to the provider's first reply, over the answered ones; null under REPLY_MIN_ANSWERED. */
  medianMinutes: number | null;
  /** Enquiries of the window, and how many the provider answered. */
  enquiries: number;
  answered: number;
};

/**
 * How quickly vendors (or contractors) answer enquiries (docs/decisions/054-compare.md): the median time to
 * the provider's first reply over the last REPLY_WINDOW_DAYS. Computed when asked, for the few providers of a
 * comparison, from the enquiry indexes (provider, created_at) and (enquiry, created_at).
 */
export async function replyTimes(ctx: Ctx, input: { side: 'vendor' | 'contractor'; ids: readonly number[] }): Promise<Map<number, ReplyTime>> {
  const out = new Map<number, ReplyTime>();
  if (!input.ids.length) return out;
  const col = input.side === 'vendor' ? sql`e.vendor_id` : sql`e.contractor_id`;
  const since = new Date(ctx.now().getTime() - REPLY_WINDOW_DAYS * 86_400_000);
  const res = await ctx.db.execute<{ pid: number; enquiries: number; answered: number; median_min: number | string | null }>(
    sql`SELECT ${col} AS pid, count(*)::int AS enquiries, count(fr.first_at)::int AS answered,
          percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM fr.first_at - e.created_at) / 60) AS median_min
        FROM enquiries e
        LEFT JOIN LATERAL (SELECT min(r.created_at) AS first_at FROM enquiry_replies r WHERE r.enquiry_id = e.id AND r.sender <> 'Client') fr ON true
        WHERE ${col} = ANY(${arrayParam(input.ids, 'int')}) AND e.created_at >= ${since}
        GROUP BY ${col}`,
  );
  for (const r of res.rows) {
    const median = r.median_min === null ? null : Number(r.median_min);
    out.set(r.pid, { enquiries: r.enquiries, answered: r.answered, medianMinutes: r.answered >= REPLY_MIN_ANSWERED && median !== null ? Math.round(median) : null });
  }
  return out;
}
