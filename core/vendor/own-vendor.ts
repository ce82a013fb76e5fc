import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema/index.ts';
import type { Ctx, Viewer } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireRole } from '../policy.ts';

export type VendorRow = typeof vendors.$inferSelect;

/**
 * Policy for every vendor call: a signed-in Vendor (else 401/403) and that user's vendor company
 * row (404 when the account has none). Listings are then looked up within this vendor only, so
 * another vendor's listing is simply not found.
 */
export async function requireOwnVendor(ctx: Ctx): Promise<{ viewer: Viewer; vendor: VendorRow }> {
  const viewer = requireRole(ctx, 'Vendor');
  const [vendor] = await ctx.db.select().from(vendors).where(eq(vendors.userId, viewer.userId)).orderBy(vendors.id).limit(1);
  if (!vendor) throw new AppError('NOT_FOUND', 'Your company profile was not found.');
  return { viewer, vendor };
}
