import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { MAX_GALLERY_IMAGES, type EquipmentInput, type OwnEquipment } from '../../contract/vendor.ts';
import { type CatalogueItem, catalogueItemBySlug } from '../../data/equipment-catalogue.ts';
import { equipment } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';
import { makeImageVariants } from '../images/make-variants.ts';
import { nextListingStatus } from '../listing/status.ts';
import { assertImageUpload, assertPdfUpload, storePdf } from '../uploads/files.ts';
import { deleteStoredFile, deleteStoredImage, removeReplacedFiles } from '../uploads/stored-files.ts';
import { requireOwnVendor } from '../vendor/own-vendor.ts';
import { findOwnEquipmentRow, selectOwnEquipment } from './own-equipment.ts';

/**
 * A listing's columns from the editor's checked input (contract/vendor.ts EquipmentInput): one mapping for
 * the editor and the bulk import (core/equipment/import-equipment.ts). Rates of a listing not for rent are not kept.
 */
export function listingColumns(input: EquipmentInput, item: CatalogueItem) {
  return {
    catalogueSlug: item.slug,
    category: item.category,
    name: input.Name,
    model: input.Model,
    capacity: input.Capacity,
    brand: input.Brand,
    year: input.Year,
    condition: input.Condition,
    description: input.Description,
    specification: input.Specification,
    city: input.City,
    state: input.State,
    isAvailableForRent: input.IsAvailableForRent,
    isAvailableForSale: input.IsAvailableForSale,
    monthlyRate: input.IsAvailableForRent ? input.MonthlyRate : null,
    dailyRate: input.IsAvailableForRent ? input.DailyRate : null,
    hourlyRate: input.IsAvailableForRent ? input.HourlyRate : null,
    operatorAvailable: input.OperatorAvailable,
    // The contract already nulls the rate card's terms of a listing not for rent (decision 052).
    operatorIncluded: input.OperatorIncluded,
    fuelIncluded: input.FuelIncluded,
    minHire: input.MinimumHire,
    minHireUnit: input.MinimumHireUnit,
    mobilisationCharge: input.MobilisationCharge,
  };
}

export type SaveEquipmentFiles = {
  /** A new thumbnail (replaces the old one). */
  thumbnail?: Uint8Array;
  /** New gallery images, added after the kept ones (KeepGallery). */
  gallery?: Uint8Array[];
  /** A new PDF document (replaces the old one). */
  document?: Uint8Array;
};

/**
 * Creates (no id) or edits (id) one of the vendor's listings. Every file is checked by content
 * before anything is stored; photos are re-encoded to WebP (EXIF dropped) under generated names.
 * A new listing is pending; an edited approved, rejected or paused listing goes back to pending
 * for moderation (core/listing/status.ts). Replaced files are removed after the row is saved.
 */
export async function saveEquipment(ctx: Ctx, input: EquipmentInput & { id?: number }, files: SaveEquipmentFiles = {}): Promise<OwnEquipment> {
  const { vendor } = await requireOwnVendor(ctx);
  const old = input.id === undefined ? undefined : await findOwnEquipmentRow(ctx, vendor.id, input.id);
  const item = catalogueItemBySlug(input.CatalogueSlug);
  if (!item) throw new AppError('BAD_REQUEST', 'Please choose the machine type.');

  const gallery = files.gallery ?? [];
  if (files.thumbnail) assertImageUpload(files.thumbnail, 'The thumbnail');
  for (const [i, g] of gallery.entries()) assertImageUpload(g, `Gallery image ${i + 1}`);
  if (files.document) await assertPdfUpload(files.document, 'The document');
  const kept = (old?.galleryImages ?? []).filter((u) => input.KeepGallery.includes(u));
  if (kept.length + gallery.length > MAX_GALLERY_IMAGES) throw new AppError('BAD_REQUEST', `A listing can have up to ${MAX_GALLERY_IMAGES} gallery images besides the thumbnail.`);

  const storage = ctx.storage;
  const anyFile = files.thumbnail || gallery.length || files.document;
  if (anyFile && !storage) throw new AppError('UNAVAILABLE', 'Files cannot be saved right now. Please try again later.');

  const created: { images: string[]; doc?: string } = { images: [] };
  const image = async (data: Uint8Array) => {
    const { url } = await makeImageVariants(storage!, data, { preset: 'listing', folder: 'equipments', name: randomBytes(12).toString('hex') });
    created.images.push(url);
    return url;
  };
  try {
    const thumbnailUrl = files.thumbnail ? await image(files.thumbnail) : (old?.thumbnailUrl ?? null);
    const added: string[] = [];
    for (const g of gallery) added.push(await image(g));
    let docUrl = input.RemoveDocument ? null : (old?.equipmentDocUrl ?? null);
    if (files.document) docUrl = created.doc = (await storePdf(storage!, files.document, 'documents', 'The document', { alreadyChecked: true })).url;

    const values = {
      ...listingColumns(input, item),
      thumbnailUrl,
      galleryImages: [...kept, ...added],
      equipmentDocUrl: docUrl,
      status: old ? nextListingStatus(old.status, 'edit') : ('pending' as const),
      rejectionReason: null,
      updatedAt: ctx.now(),
    };
    let id: number;
    if (old) {
      await ctx.db.update(equipment).set(values).where(eq(equipment.id, old.id));
      id = old.id;
    } else {
      const [row] = await ctx.db
        .insert(equipment)
        .values({ vendorId: vendor.id, ...values })
        .returning({ id: equipment.id });
      id = row!.id;
    }

    if (old && storage) {
      await removeReplacedFiles(async () => {
        if (files.thumbnail) await deleteStoredImage(storage, old.thumbnailUrl, 'listing');
        for (const u of old.galleryImages) if (!kept.includes(u)) await deleteStoredImage(storage, u, 'listing');
        if (old.equipmentDocUrl && old.equipmentDocUrl !== docUrl) await deleteStoredFile(storage, old.equipmentDocUrl);
      });
    }
    const [saved] = await selectOwnEquipment(ctx, vendor.id, id);
    return saved!;
  } catch (err) {
    // Nothing half-saved: files made for a failed save are removed again.
    if (storage) {
      for (const u of created.images) await deleteStoredImage(storage, u, 'listing').catch(() => {});
      if (created.doc) await deleteStoredFile(storage, created.doc).catch(() => {});
    }
    throw err;
  }
}
