import { eq } from 'drizzle-orm';
import type { OwnEquipment } from '../../contract/vendor.ts';
import { equipment } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { nextListingStatus } from '../listing/status.ts';
import { requireOwnVendor } from '../vendor/own-vendor.ts';
import { findOwnEquipmentRow, selectOwnEquipment } from './own-equipment.ts';

/** Owner pause (approved → paused: hidden from the public site) and resume (paused → approved). */
export async function setEquipmentStatus(ctx: Ctx, input: { id: number; action: 'pause' | 'resume' }): Promise<OwnEquipment> {
  const { vendor } = await requireOwnVendor(ctx);
  const row = await findOwnEquipmentRow(ctx, vendor.id, input.id);
  const status = nextListingStatus(row.status, input.action);
  await ctx.db.update(equipment).set({ status, updatedAt: ctx.now() }).where(eq(equipment.id, row.id));
  const [saved] = await selectOwnEquipment(ctx, vendor.id, row.id);
  return saved!;
}
