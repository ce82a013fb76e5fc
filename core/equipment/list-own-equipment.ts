import type { OwnEquipment } from '../../contract/vendor.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { requireOwnVendor } from '../vendor/own-vendor.ts';
import { selectOwnEquipment } from './own-equipment.ts';

/** Manage Equipments: the signed-in vendor's own listings, every status, newest first. */
export async function listOwnEquipment(ctx: Ctx): Promise<OwnEquipment[]> {
  const { vendor } = await requireOwnVendor(ctx);
  return selectOwnEquipment(ctx, vendor.id);
}

/** One own listing for the editor (404 for anyone else's). */
export async function getOwnEquipment(ctx: Ctx, input: { id: number }): Promise<OwnEquipment> {
  const { vendor } = await requireOwnVendor(ctx);
  const [row] = await selectOwnEquipment(ctx, vendor.id, input.id);
  if (!row) throw new AppError('NOT_FOUND', 'Equipment not found.');
  return row;
}
