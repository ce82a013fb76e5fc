import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { EQUIPMENT_CATEGORIES } from '../../data/equipment-catalogue.ts';
import { contractorCanonicalPath, equipmentCanonicalPath } from '../../lib/list-urls.ts';
import type { Ctx } from '../context.ts';
import { listContractorTypesInUse } from './list-sitemap-entries.ts';

/** The site's own pages for the pages sitemap, as canonical paths (the same ones their meta tags name). */
export async function listStaticPages(ctx: Ctx): Promise<string[]> {
  const none = { q: '', loc: [], page: 1 };
  // A type list with no approved contractor is an empty page (marked noindex), so it is left out.
  const inUse = await listContractorTypesInUse(ctx, { types: CONTRACTOR_TYPES.map((t) => t.value) });
  return [
    '/',
    '/equipments',
    ...EQUIPMENT_CATEGORIES.map((c) => equipmentCanonicalPath({ ...none, cat: c.slug })),
    '/contractors',
    ...CONTRACTOR_TYPES.filter((t) => inUse.has(t.value)).map((t) => contractorCanonicalPath({ ...none, type: [t.value] })),
    '/staffing',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
  ];
}
