import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractors, equipment } from '../../db/schema/index.ts';
import { useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';

/**
 * The landing pages' counts follow every kind of write (docs/decisions/045-landing-pages.md): what the
 * sitemap files list after a listing moves city, stops being for rent, is deleted, or a contractor changes
 * the places it serves or its types. No pages rendered (ssr off): the sitemap is what reads the counts alone.
 */
const SITE = 'https://buildmart.example';
const app = useTestApp({ siteUrl: SITE }, { ssr: false });

async function listed(file: string): Promise<string[]> {
  const res = await app().inject({ method: 'GET', url: `/sitemaps/${file}` });
  if (res.statusCode === 404) return [];
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length));
}

let vendorId = 0;
beforeAll(async () => {
  vendorId = (await createVendor(testDb())).id;
});

describe('equipment_rent_pair_counts', () => {
  it('follows inserts, moves, rent switched off and on, several rows in one statement, and deletes', async () => {
    const db = testDb();
    const a = await createEquipment(db, vendorId, { catalogueSlug: 'wheel-loader', city: 'Nashik' });
    const b = await createEquipment(db, vendorId, { catalogueSlug: 'wheel-loader', city: 'Nashik' });
    // No catalogue machine, or a machine that is not for rent: no page.
    await createEquipment(db, vendorId, { catalogueSlug: null, city: 'Nashik' });
    await createEquipment(db, vendorId, { catalogueSlug: 'forklift', city: 'Nashik', isAvailableForRent: false, isAvailableForSale: true });
    expect(await listed('rent-1.xml')).toEqual(['/rent/wheel-loader/nashik']);

    await db.update(equipment).set({ city: 'Thane' }).where(eq(equipment.id, a.id));
    expect(await listed('rent-1.xml')).toEqual(['/rent/wheel-loader/nashik', '/rent/wheel-loader/thane']);

    await db.update(equipment).set({ isAvailableForRent: false, isAvailableForSale: true }).where(eq(equipment.id, b.id));
    expect(await listed('rent-1.xml')).toEqual(['/rent/wheel-loader/thane']);

    await db
      .update(equipment)
      .set({ isAvailableForRent: true })
      .where(inArray(equipment.id, [b.id]));
    await db
      .update(equipment)
      .set({ catalogueSlug: 'telehandler' })
      .where(inArray(equipment.id, [a.id, b.id]));
    expect(await listed('rent-1.xml')).toEqual(['/rent/telehandler/nashik', '/rent/telehandler/thane']);

    await db.delete(equipment).where(inArray(equipment.id, [a.id, b.id]));
    expect(await listed('rent-1.xml')).toEqual([]);
  });
});

describe('contractor_type_place_counts', () => {
  it('follows the places a contractor serves and its types', async () => {
    const db = testDb();
    const c = await createContractor(db, { contractorTypes: ['Piling Contractor'], city: 'Surat', state: 'Gujarat', workLocations: ['Surat', 'Vadodara'] });
    expect(await listed('contractor-types-1.xml')).toEqual(['/contractors/piling-contractor/surat', '/contractors/piling-contractor/vadodara']);

    await db
      .update(contractors)
      .set({ workLocations: ['Rajkot'], contractorTypes: ['Piling Contractor', 'Foundation Contractor'] })
      .where(eq(contractors.id, c.id));
    expect(await listed('contractor-types-1.xml')).toEqual([
      '/contractors/foundation-contractor/rajkot',
      '/contractors/foundation-contractor/surat',
      '/contractors/piling-contractor/rajkot',
      '/contractors/piling-contractor/surat',
    ]);

    // A view counter update changes nothing a landing page shows.
    await db.update(contractors).set({ viewCount: 5 }).where(eq(contractors.id, c.id));
    await db.update(contractors).set({ status: 'rejected' }).where(eq(contractors.id, c.id));
    expect(await listed('contractor-types-1.xml')).toEqual([]);
  });
});
