import { sql } from 'drizzle-orm';
import { gstVerified } from '../../lib/gstin.ts';
import { replyTimes } from '../compare/reply-time.ts';
import type { Ctx } from '../context.ts';

/**
 * What a buyer can trust about a vendor or contractor, earned from data and never sold
 * (docs/decisions/058-earned-trust.md). Every field is computed when the page is read.
 */
export type ProviderTrust = {
  /** The GSTIN's check character is valid and its state code is the provider's state (lib/gstin.ts). */
  GstVerified: boolean;
  /** An admin looked at the provider's documents (the manual check, formerly shown as "Verified"). */
  DocumentsChecked: boolean;
  /** Median minutes to the first reply over the last 90 days; null under 3 answered enquiries (core/compare/reply-time.ts, the one rule). */
  ReplyMedianMinutes: number | null;
  /** When the provider joined the site, and how many whole years ago that is. */
  OnSiteSince: string;
  YearsOnSite: number;
  /** Enquiries the provider answered, ever (a reply of the provider in the thread). */
  EnquiriesAnswered: number;
};

const YEAR_MS = 365.25 * 86_400_000;

export async function providerTrust(
  ctx: Ctx,
  p: { side: 'vendor' | 'contractor'; id: number; gstin: string | null; state: string | null; isVerified: boolean; createdAt: Date | string },
): Promise<ProviderTrust> {
  const col = p.side === 'vendor' ? sql`e.vendor_id` : sql`e.contractor_id`;
  const [times, answered] = await Promise.all([
    replyTimes(ctx, { side: p.side, ids: [p.id] }),
    ctx.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM enquiries e
          WHERE ${col} = ${p.id} AND EXISTS (SELECT 1 FROM enquiry_replies r WHERE r.enquiry_id = e.id AND r.sender <> 'Client')`,
    ),
  ]);
  const since = new Date(p.createdAt);
  return {
    GstVerified: gstVerified(p.gstin, p.state),
    DocumentsChecked: p.isVerified,
    ReplyMedianMinutes: times.get(p.id)?.medianMinutes ?? null,
    OnSiteSince: since.toISOString(),
    YearsOnSite: Math.max(0, Math.floor((ctx.now().getTime() - since.getTime()) / YEAR_MS)),
    EnquiriesAnswered: answered.rows[0]?.n ?? 0,
  };
}
