import { and, count, desc, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { WishlistQuery } from '../../contract/client.ts';
import { categoryBySlug } from '../../data/equipment-catalogue.ts';
import { contractors, equipment, savedItems } from '../../db/schema/index.ts';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { requireViewer } from '../account/current-user.ts';
import type { Ctx } from '../context.ts';
import { commaList } from '../format.ts';
import { periodRange } from '../period.ts';

/** The viewer's saved equipment or contractors in a period, newest first (docs/product.md#wishlist). */
export async function listWishlist(ctx: Ctx, q: WishlistQuery) {
  const viewer = requireViewer(ctx);
  const { from, to } = periodRange(q.dateFilter, ctx.now());
  const isEquipment = q.type === 'equipment';
  const where: SQL[] = [eq(savedItems.userId, viewer.userId), isNotNull(isEquipment ? savedItems.equipmentId : savedItems.contractorId), gte(savedItems.savedAt, from)];
  if (to) where.push(lt(savedItems.savedAt, to));
  const [totalRow] = await ctx.db
    .select({ n: count() })
    .from(savedItems)
    .where(and(...where));
  const offset = (q.page - 1) * q.pageSize;
  if (isEquipment) {
    const rows = await ctx.db
      .select({ id: equipment.id, name: equipment.name, category: equipment.category, thumb: equipment.thumbnailUrl, savedAt: savedItems.savedAt })
      .from(savedItems)
      .innerJoin(equipment, eq(equipment.id, savedItems.equipmentId))
      .where(and(...where))
      .orderBy(desc(savedItems.savedAt), desc(savedItems.id))
      .limit(q.pageSize)
      .offset(offset);
    return {
      total: totalRow?.n ?? 0,
      data: rows.map((r) => ({
        EquipmentId: r.id,
        Name: r.name,
        Category: categoryBySlug(r.category)?.name ?? r.category,
        ThumbnailUrl: r.thumb,
        Url: equipmentPath(r.id, r.name),
        SavedAt: r.savedAt.toISOString(),
      })),
    };
  }
  const rows = await ctx.db
    .select({
      id: contractors.id,
      name: contractors.companyName,
      logo: contractors.logoUrl,
      types: contractors.contractorTypes,
      locations: contractors.workLocations,
      savedAt: savedItems.savedAt,
    })
    .from(savedItems)
    .innerJoin(contractors, eq(contractors.id, savedItems.contractorId))
    .where(and(...where))
    .orderBy(desc(savedItems.savedAt), desc(savedItems.id))
    .limit(q.pageSize)
    .offset(offset);
  return {
    total: totalRow?.n ?? 0,
    data: rows.map((r) => ({
      ContractorId: r.id,
      Name: r.name,
      CompanyName: r.name,
      ThumbnailUrl: r.logo,
      ContractorType: commaList(r.types),
      Location: commaList(r.locations),
      Url: contractorPath(r.id, r.name),
      SavedAt: r.savedAt.toISOString(),
    })),
  };
}
