import { sql } from 'drizzle-orm';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { CITIES } from '../../data/locations.ts';
import { contractorLandingPath, rentLandingPath } from '../../lib/landing-urls.ts';
import type { Ctx } from '../context.ts';
import { arrayParam } from '../format.ts';

/** Which landing pages a sitemap file lists (docs/decisions/045-landing-pages.md). */
export type LandingSitemap = 'rent' | 'contractor-types';

const CITY_LABELS = CITIES.map((c) => c.label);
const MACHINE_SLUGS = EQUIPMENT_CATALOGUE.map((i) => i.slug);
const TYPE_VALUES = CONTRACTOR_TYPES.map((t) => t.value);

const pairs = (which: LandingSitemap) =>
  which === 'rent'
    ? sql`SELECT catalogue_slug AS a, city FROM equipment_rent_pair_counts
          WHERE n > 0 AND catalogue_slug = ANY(${arrayParam(MACHINE_SLUGS, 'text')}) AND city = ANY(${arrayParam(CITY_LABELS, 'text')})`
    : sql`SELECT contractor_type AS a, place AS city FROM contractor_type_place_counts
          WHERE n > 0 AND contractor_type = ANY(${arrayParam(TYPE_VALUES, 'text')}) AND place = ANY(${arrayParam(CITY_LABELS, 'text')})`;

/** How many landing pages of a kind have at least one listing (the sitemap index splits them into files). */
export async function countLandingPages(ctx: Ctx, which: LandingSitemap): Promise<number> {
  const r = await ctx.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (${pairs(which)}) p`);
  return r.rows[0]?.n ?? 0;
}

/**
 * The landing pages with at least one listing, as canonical paths in a stable order (machine or type,
 * then city), file `chunk` of `chunkSize`: every pair of a catalogue machine (or contractor type) and a
 * catalogue city whose count is above zero. Read from the trigger-kept count tables (at most 57 × 1,017
 * and 132 × 1,017 rows), never from the listings; a pair without listings is a noindex page and is left out.
 */
export async function listLandingPages(ctx: Ctx, o: { which: LandingSitemap; chunk: number; chunkSize: number }): Promise<string[]> {
  if (!Number.isSafeInteger(o.chunk) || o.chunk < 1) return [];
  const r = await ctx.db.execute<{ a: string; city: string }>(sql`${pairs(o.which)} ORDER BY 1, 2 LIMIT ${o.chunkSize} OFFSET ${(o.chunk - 1) * o.chunkSize}`);
  return r.rows.map((x) => (o.which === 'rent' ? rentLandingPath(x.a, x.city) : contractorLandingPath(x.a, x.city)));
}
