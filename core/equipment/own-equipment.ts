import { and, desc, eq, sql } from 'drizzle-orm';
import { equipmentDocumentPath, equipmentPath } from '../../lib/urls.ts';
import type { MinHireUnit, OwnEquipment } from '../../contract/vendor.ts';
import { categoryBySlug } from '../../data/equipment-catalogue.ts';
import { enquiries, equipment } from '../../db/schema/index.ts';
import type { Ctx } from '../context.ts';
import { AppError } from '../errors.ts';

export type EquipmentDbRow = typeof equipment.$inferSelect;

const enquiryCount = sql<number>`(SELECT count(*)::int FROM ${enquiries} q WHERE q.equipment_id = "equipment"."id")`;

export function toOwnEquipment(e: EquipmentDbRow, enquiryCountValue: number): OwnEquipment {
  return {
    Id: e.id,
    Name: e.name,
    CatalogueSlug: e.catalogueSlug,
    Category: categoryBySlug(e.category)?.name ?? e.category,
    Model: e.model,
    Capacity: e.capacity,
    Brand: e.brand,
    Year: e.year,
    Condition: e.condition,
    Description: e.description,
    Specification: e.specification,
    City: e.city,
    State: e.state,
    IsAvailableForRent: e.isAvailableForRent,
    IsAvailableForSale: e.isAvailableForSale,
    MonthlyRate: e.monthlyRate,
    DailyRate: e.dailyRate,
    HourlyRate: e.hourlyRate,
    OperatorAvailable: e.operatorAvailable,
    MinimumHire: e.minHire,
    MinimumHireUnit: e.minHireUnit as MinHireUnit | null,
    OperatorIncluded: e.operatorIncluded,
    FuelIncluded: e.fuelIncluded,
    MobilisationCharge: e.mobilisationCharge,
    ThumbnailUrl: e.thumbnailUrl,
    GalleryImages: e.galleryImages,
    DocumentUrl: e.equipmentDocUrl ? equipmentDocumentPath(e.id) : null,
    Status: e.status,
    RejectionReason: e.status === 'rejected' ? e.rejectionReason : null,
    ViewCount: e.viewCount,
    EnquiryCount: Number(enquiryCountValue) || 0,
    Url: equipmentPath(e.id, e.name),
    UpdatedAt: e.updatedAt.toISOString(),
  };
}

/** The vendor's listings, newest first, with their enquiry counts. */
export async function selectOwnEquipment(ctx: Ctx, vendorId: number, id?: number): Promise<OwnEquipment[]> {
  const rows = await ctx.db
    .select({ e: equipment, n: enquiryCount })
    .from(equipment)
    .where(id === undefined ? eq(equipment.vendorId, vendorId) : and(eq(equipment.vendorId, vendorId), eq(equipment.id, id)))
    .orderBy(desc(equipment.createdAt), desc(equipment.id));
  return rows.map((r) => toOwnEquipment(r.e, r.n));
}

/** One listing of this vendor; another vendor's listing or an unknown id is 404 alike. */
export async function findOwnEquipmentRow(ctx: Ctx, vendorId: number, id: number): Promise<EquipmentDbRow> {
  const [row] = await ctx.db
    .select()
    .from(equipment)
    .where(and(eq(equipment.vendorId, vendorId), eq(equipment.id, id)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Equipment not found.');
  return row;
}
