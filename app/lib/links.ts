import { msg } from '@lingui/core/macro';
import { manageHref } from '../../lib/manage-urls.ts';
import { type Lang, pathIn } from '../i18n/lang.ts';

/** Links of the home tiles and menus (docs/product.md#home-page), built in one place (house rule 11). */

export const EQUIPMENT_TILES = [
  // `menu` is the tile's name in the header and footer menus (translated: docs/decisions/048-hindi-site.md).
  { label: 'Earth Moving', menu: msg`Earth Moving Equipment`, cat: 'earth-moving-equipment', image: '/catalogue/excavator.svg' },
  { label: 'Lifting', menu: msg`Lifting Equipment`, cat: 'lifting-equipment', image: '/catalogue/tower-crane.svg' },
  { label: 'Concrete', menu: msg`Concrete Equipment`, cat: 'concrete-equipment', image: '/catalogue/transit-mixer.svg' },
  { label: 'Miscellaneous', menu: msg`Miscellaneous Equipment`, cat: 'miscellaneous-equipment', image: '/catalogue/generator.svg' },
] as const;

/**
 * The home tiles' names are messages, not lookups in data/catalogue-hindi.ts: that module weighs ~7 KiB
 * gzipped and would land on the home page's first load (docs/decisions/011). Their Hindi is the catalogue's.
 */
export const CONTRACTOR_TILES = [
  { type: 'Civil Contractor', label: msg`Civil Contractor` },
  { type: 'Building Contractor', label: msg`Building Contractor` },
  { type: 'Industrial Contractor', label: msg`Industrial Contractor` },
  { type: 'Electrical Contractor', label: msg`Electrical Contractor` },
] as const;

export const WORKFORCE_TILES = [
  { label: msg({ context: 'worker category', message: 'General' }), cat: 'general' },
  { label: msg({ context: 'worker category', message: 'Skilled' }), cat: 'skilled' },
  { label: msg({ context: 'worker category', message: 'Unskilled' }), cat: 'unskilled' },
  { label: msg({ context: 'worker category', message: 'Technician' }), cat: 'technician' },
] as const;

const qs = (params: Record<string, string | undefined>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') p.set(k, v);
  const s = p.toString();
  return s ? `?${s}` : '';
};

export const equipmentCategoryUrl = (cat: string) => `/equipments${qs({ cat })}`;
/** Explore all equipment: cat ALL-Equipment with name=ALL and loc=ALL (docs/product.md#home-page). */
export const allEquipmentUrl = () => `/equipments${qs({ cat: 'ALL-Equipment', name: 'ALL', loc: 'ALL' })}`;
export const contractorTypeUrl = (type: string) => `/contractors${qs({ type })}`;
export const allContractorsUrl = () => '/contractors';
export const staffingUrl = (cat: string) => `/staffing${qs({ cat, name: 'ALL', loc: 'ALL' })}`;

/**
 * Home search redirect rules (docs/product.md#lists-and-search): contractor → /contractors?type&loc, anything else → /equipments?q&loc.
 * `lang`: the list in that language (the plain form's redirect on a Hindi page); the script's navigate() localises by itself.
 */
export function searchUrl(kind: 'equipment' | 'contractor' | 'staffing', name: string, location: string, lang: Lang = 'en'): string {
  const n = name.trim();
  const l = location.trim();
  return pathIn(kind === 'contractor' ? `/contractors${qs({ type: n, loc: l })}` : `/equipments${qs({ q: n, loc: l })}`, lang);
}

/** Where a plain-form search sent empty lands: the home search with the empty-search message (docs/decisions/037-pages-before-javascript.md). */
export const EMPTY_SEARCH_MARK = 'empty';
export const emptySearchUrl = (lang: Lang = 'en') => `${pathIn('/', lang)}${qs({ search: EMPTY_SEARCH_MARK })}#search`;

/**
 * Registration on the management site (docs/product.md#provider-registration: its /account/register path, opened in a new tab);
 * relative while MANAGE_URL is unset (`manageHref`). The header's free-listing links name who is
 * registering (docs/decisions/011).
 */
export const registerUrl = (manageUrl: string | undefined, as?: 'vendor' | 'contractor') => manageHref(manageUrl, `/account/register${qs({ role: as })}`);

export const mailtoUrl = (email: string) => `mailto:${email}`;

/** "Forgot password?" in the login dialog and on a spent reset link (docs/decisions/057). */
export const forgotPasswordUrl = () => '/account/forgot-password';
