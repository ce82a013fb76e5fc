import { sql } from 'drizzle-orm';
import type { EquipmentCard } from '../../contract/public-v3.ts';
import type { MinHireUnit } from '../../contract/vendor.ts';
import { categoryBySlug } from '../../data/equipment-catalogue.ts';
import { equipmentDocumentPath, equipmentPath, slugify } from '../../lib/urls.ts';
import type { Ctx } from '../context.ts';
import { iso } from '../format.ts';
import { locationLabel } from '../location.ts';

/** Columns every equipment card needs, with the vendor's name and badge and the viewer's saved flag. */
export function equipmentCardColumns(ctx: Ctx) {
  const saved = ctx.viewer ? sql`EXISTS (SELECT 1 FROM saved_items s WHERE s.user_id = ${ctx.viewer.userId} AND s.equipment_id = e.id)` : sql`false`;
  return sql`e.id, e.name, e.model, e.capacity, e.description, e.specification, e.category, e.brand, e.condition, e.year,
    e.city, e.state, e.is_available_for_rent, e.is_available_for_sale, e.monthly_rate, e.daily_rate, e.hourly_rate,
    e.operator_available, e.operator_included, e.fuel_included, e.min_hire, e.min_hire_unit, e.mobilisation_charge, e.thumbnail_url, e.gallery_images, e.equipment_doc_url, e.vendor_id, e.rating_avg, e.rating_count,
    e.created_at, v.name AS vendor_name, v.is_verified, ${saved} AS is_saved`;
}

export type EquipmentRow = {
  id: number;
  name: string;
  model: string | null;
  capacity: string | null;
  description: string | null;
  specification: string | null;
  category: string;
  brand: string | null;
  condition: string | null;
  year: number | null;
  city: string;
  state: string;
  is_available_for_rent: boolean;
  is_available_for_sale: boolean;
  monthly_rate: number | null;
  daily_rate: number | null;
  hourly_rate: number | null;
  operator_available: boolean;
  operator_included: boolean;
  fuel_included: boolean;
  min_hire: number | null;
  min_hire_unit: MinHireUnit | null;
  mobilisation_charge: number | null;
  thumbnail_url: string | null;
  gallery_images: string[];
  equipment_doc_url: string | null;
  vendor_id: number;
  rating_avg: number | string;
  rating_count: number;
  created_at: Date;
  vendor_name: string;
  is_verified: boolean;
  is_saved: boolean;
};

const blankToNull = (s: string | null) => (s && s.trim() ? s : null);

/** docs/product.md#lists-and-search defaults: brand 'NA', condition 'Good'; at most 3 gallery images. */
export function toEquipmentCard(r: EquipmentRow): EquipmentCard {
  return {
    Id: r.id,
    Name: r.name,
    Slug: slugify(r.name),
    Url: equipmentPath(r.id, r.name),
    Model: blankToNull(r.model),
    Capacity: blankToNull(r.capacity),
    Description: blankToNull(r.description),
    Specification: blankToNull(r.specification),
    Category: categoryBySlug(r.category)?.name ?? r.category,
    CategorySlug: r.category,
    Brand: blankToNull(r.brand) ?? 'NA',
    Condition: blankToNull(r.condition) ?? 'Good',
    Year: r.year,
    Location: locationLabel(r.city, r.state),
    City: r.city,
    State: r.state,
    IsAvailableForRent: r.is_available_for_rent,
    IsAvailableForSale: r.is_available_for_sale,
    MonthlyRate: r.monthly_rate,
    DailyRate: r.daily_rate,
    HourlyRate: r.hourly_rate,
    OperatorAvailable: r.operator_available,
    MinimumHire: r.min_hire,
    MinimumHireUnit: r.min_hire_unit,
    OperatorIncluded: r.operator_included,
    FuelIncluded: r.fuel_included,
    MobilisationCharge: r.mobilisation_charge,
    ThumbnailUrl: r.thumbnail_url,
    GalleryImages: (r.gallery_images ?? []).slice(0, 3),
    // Never the stored file's address: signed-in people download it through an authorised call (docs/decisions/053).
    EquipmentDocUrl: r.equipment_doc_url ? equipmentDocumentPath(r.id) : null,
    VendorId: r.vendor_id,
    VendorName: r.vendor_name,
    IsVerified: r.is_verified,
    Rating: Number(r.rating_avg),
    TotalRatings: r.rating_count,
    IsSaved: r.is_saved,
    CreatedAt: iso(r.created_at),
  };
}
