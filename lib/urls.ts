import { MANAGE } from './manage-urls.ts';
/** URLs are built here and only here (house rule 11). Pure: the pages, core (card links, sitemap, mails) and scripts share it. */

/** docs/product.md#urls-and-slugs: the name lowercased, spaces turned to hyphens, non-word characters removed. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/_/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function equipmentPath(id: number, name: string): string {
  const slug = slugify(name);
  return slug ? `/equipment/${slug}--${id}` : `/equipment/${id}`;
}

export function contractorPath(id: number, companyName: string): string {
  const slug = slugify(companyName);
  return slug ? `/contractor/${slug}--${id}` : `/contractor/${id}`;
}

/** A tab of the signed-in account area (every role has a profile there). */
/** The only way to an equipment's document: an authenticated download (docs/decisions/053). */
export const equipmentDocumentPath = (id: number) => `/api/equipment/document?id=${id}`;

export const clientAreaUrl = (tab: 'profile' | 'enquiries' | 'wishlist' | 'requirements' | 'saved' = 'profile') => `/client/manage?tab=${tab}`;
/** Where a client describes a need for quotes (docs/decisions/056). */
export const NEW_REQUIREMENT_PATH = '/requirements/new';
/**
 * The requirement form prefilled from where the client came from: a machine type (catalogue slug) or a
 * contractor type, and the site (a city or PIN code).
 */
export function newRequirementUrl(o: { machine?: string; contractor?: string; site?: string } = {}): string {
  const q = new URLSearchParams();
  if (o.machine) q.set('machine', o.machine);
  else if (o.contractor) q.set('contractor', o.contractor);
  if (o.site) q.set('site', o.site);
  const s = q.toString();
  return s ? `${NEW_REQUIREMENT_PATH}?${s}` : NEW_REQUIREMENT_PATH;
}

/** Where the owner edits a listing (the provider screens come later; the pencil links here). */
export const editEquipmentPath = (id: number) => MANAGE.equipment(id);
export const editContractorPath = () => MANAGE.contractorProfile;
/** The company pages (docs/product.md#company-pages-and-contact-us) and the short home page for vendors and contractors (docs/decisions/007). */
export const COMPANY_PAGES = { about: '/about', contact: '/contact', terms: '/terms', privacy: '/privacy', listWithUs: '/list-with-us' } as const;
