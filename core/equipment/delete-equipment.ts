import { eq } from 'drizzle-orm';
import { equipment } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { deleteStoredFile, deleteStoredImage, removeReplacedFiles } from '../uploads/stored-files.ts';
import { requireOwnVendor } from '../vendor/own-vendor.ts';
import { findOwnEquipmentRow } from './own-equipment.ts';

/**
 * Deletes one of the vendor's listings and its uploaded files (photos in every width, the PDF).
 * Its reviews and wishlist entries go with it; enquiries about it stay in both inboxes.
 */
export async function deleteEquipment(ctx: Ctx, input: { id: number }): Promise<void> {
  const { vendor } = await requireOwnVendor(ctx);
  const row = await findOwnEquipmentRow(ctx, vendor.id, input.id);
  await ctx.db.delete(equipment).where(eq(equipment.id, row.id));
  const storage = ctx.storage;
  if (storage) {
    await removeReplacedFiles(async () => {
      for (const u of [row.thumbnailUrl, ...row.galleryImages]) await deleteStoredImage(storage, u, 'listing');
      await deleteStoredFile(storage, row.equipmentDocUrl);
    });
  }
}
