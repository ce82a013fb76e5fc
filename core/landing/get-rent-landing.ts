import { sql } from 'drizzle-orm';
import { type CatalogueItem, catalogueItemBySlug } from '../../data/equipment-catalogue.ts';
import { findLocation } from '../../data/locations.ts';
import type { Ctx } from '../context.ts';
import { equipmentCardColumns, type EquipmentRow, toEquipmentCard } from '../equipment/equipment-card.ts';
import { type NearbyCity, nearestWithCounts } from './nearby.ts';

/** How many other cities and machines a landing page links to. */
export const NEARBY_LINKS = 6;
export const RELATED_LINKS = 8;

/**
 * One machine type on rent in one city (docs/decisions/045-landing-pages.md): approved listings that
 * are available for rent, newest first, one page of cards, the exact total, the nearest cities that
 * have this machine and the other machines on rent in this city — all counts from
 * equipment_rent_pair_counts (kept by triggers), the page through equipment_pub_rent_machine_city_idx.
 * `page` past the last one shows the last page.
 */
export async function getRentLanding(ctx: Ctx, o: { item: CatalogueItem; city: string; page: number; pageSize: number }) {
  const [pairs, inCity] = await Promise.all([
    ctx.db.execute<{ city: string; n: number }>(sql`SELECT city, n FROM equipment_rent_pair_counts WHERE catalogue_slug = ${o.item.slug} AND n > 0`),
    ctx.db.execute<{ slug: string; n: number }>(sql`SELECT catalogue_slug AS slug, n FROM equipment_rent_pair_counts WHERE city = ${o.city} AND n > 0`),
  ]);
  const total = pairs.rows.find((r) => r.city === o.city)?.n ?? 0;
  const totalPages = Math.max(1, Math.ceil(total / o.pageSize));
  const page = Math.min(Math.max(1, o.page), totalPages);
  const rows = total
    ? (
        await ctx.db.execute<EquipmentRow>(sql`
          SELECT ${equipmentCardColumns(ctx)} FROM (
            SELECT e.id FROM equipment e
            WHERE e.status = 'approved' AND e.is_available_for_rent AND e.catalogue_slug = ${o.item.slug} AND e.city = ${o.city}
            ORDER BY e.created_at DESC, e.id DESC LIMIT ${o.pageSize} OFFSET ${(page - 1) * o.pageSize}
          ) p JOIN equipment e ON e.id = p.id JOIN vendors v ON v.id = e.vendor_id
          ORDER BY e.created_at DESC, e.id DESC`)
      ).rows
    : [];
  // Other machines here: the same category first, then the most listed.
  const related = inCity.rows
    .filter((r) => r.slug !== o.item.slug)
    .map((r) => ({ item: catalogueItemBySlug(r.slug), n: r.n }))
    .filter((r): r is { item: CatalogueItem; n: number } => !!r.item)
    .sort((a, b) => Number(b.item.category === o.item.category) - Number(a.item.category === o.item.category) || b.n - a.n || a.item.name.localeCompare(b.item.name))
    .slice(0, RELATED_LINKS);
  const nearby: NearbyCity[] = nearestWithCounts(o.city, pairs.rows, NEARBY_LINKS);
  return { items: rows.map(toEquipmentCard), total, page, totalPages, nearby, related, state: findLocation(o.city)?.value ?? '' };
}
