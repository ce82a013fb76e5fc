import { and, eq } from 'drizzle-orm';
import type { SaveType } from '../../contract/client.ts';
import { savedItems } from '../../db/schema/index.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { findPublicContractor, findPublicEquipment } from '../listing/visibility.ts';

const label = (t: SaveType) => (t === 'equipment' ? 'Equipment' : 'Contractor');

/**
 * Saves a listing the public site shows (core/listing/visibility.ts) to the viewer's wishlist;
 * a hidden one is the same 404 as an unknown id. Saving twice is harmless.
 */
export async function saveItem(ctx: Ctx, input: { id: number; userType: SaveType }) {
  const viewer = requireViewer(ctx);
  await (input.userType === 'equipment' ? findPublicEquipment(ctx.db, input.id) : findPublicContractor(ctx.db, input.id));
  await ctx.db
    .insert(savedItems)
    .values({
      userId: viewer.userId,
      equipmentId: input.userType === 'equipment' ? input.id : null,
      contractorId: input.userType === 'contractor' ? input.id : null,
      savedAt: ctx.now(),
    })
    .onConflictDoNothing();
  return { saved: true, message: `${label(input.userType)} saved successfully.` };
}

/**
 * Removes a listing from the viewer's wishlist. `strict` (the wishlist's own delete) answers 404
 * when the viewer had not saved it — a user can only ever touch their own rows.
 */
export async function unsaveItem(ctx: Ctx, input: { id: number; userType: SaveType; strict?: boolean }) {
  const viewer = requireViewer(ctx);
  const column = input.userType === 'equipment' ? savedItems.equipmentId : savedItems.contractorId;
  const deleted = await ctx.db
    .delete(savedItems)
    .where(and(eq(savedItems.userId, viewer.userId), eq(column, input.id)))
    .returning({ id: savedItems.id });
  if (input.strict && deleted.length === 0) throw new AppError('NOT_FOUND', 'This item is not in your wishlist.');
  return { saved: false, message: `${label(input.userType)} removed from saved list.` };
}
