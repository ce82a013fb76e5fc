import { findContractorType } from '../data/contractor-types.ts';
import { categoryByNameOrSlug } from '../data/equipment-catalogue.ts';

/**
 * The URLs of the equipment and contractor lists for a filter state, and their canonical form
 * (docs/decisions/010-discoverability.md). Pure: the list pages build their links here and the
 * sitemap (core/seo) names the same canonical paths their meta tags do. Parsing an address into
 * a state stays with the pages, because it cuts values to the API's caps (a contract rule).
 */
/**
 * `near` (a city, a PIN code or "lat,lon") and `radius` (km) are the distance search: optional, so a state
 * built by hand without them is still complete.
 */
export type NearParams = { near?: string; radius?: number };

/** `maxday`: the most a day's rent may cost, in rupees (decision 052); optional, so a state built by hand without it is complete. */
export type EquipmentListParams = { q: string; cat: string; loc: string[]; avail: 'all' | 'rent' | 'sale'; sort: string; page: number; maxday?: number } & NearParams;

/** Adds near= and radius= to a list URL's query. */
export function setNearParams(s: URLSearchParams, p: NearParams): void {
  if (p.near) s.set('near', p.near);
  if (p.near && p.radius) s.set('radius', String(p.radius));
}

/** The contractor filters whose long option lists can be opened in full (docs/decisions/037-pages-before-javascript.md). */
export const LONG_FILTERS = ['types', 'sectors'] as const;
export type LongFilter = (typeof LONG_FILTERS)[number];

/**
 * Contractor list state (q, type, loc; plus sector, sort, page). Several values are comma lists.
 * `more` names the filter lists shown in full (`?more=types`): how a browser without JavaScript opens
 * them; it changes no listing, so canonical URLs leave it out.
 */
export type ContractorListParams = { q: string; type: string[]; sector: string[]; loc: string[]; sort: string; page: number; more?: LongFilter[] } & NearParams;

/** The URL of a list state; default values are left out so links stay short and shareable. */
export function equipmentListUrl(p: Partial<EquipmentListParams>): string {
  const s = new URLSearchParams();
  if (p.q) s.set('q', p.q);
  if (p.cat) s.set('cat', p.cat);
  if (p.loc?.length) s.set('loc', p.loc.join(','));
  if (p.avail && p.avail !== 'all') s.set('avail', p.avail);
  if (p.maxday) s.set('maxday', String(p.maxday));
  setNearParams(s, p);
  // Any chosen sort is kept, 'latest' too: without one a keyword search is in relevance order.
  if (p.sort) s.set('sort', p.sort);
  if (p.page && p.page > 1) s.set('page', String(p.page));
  const qs = s.toString();
  return qs ? `/equipments?${qs}` : '/equipments';
}

export function contractorListUrl(p: Partial<ContractorListParams>): string {
  const s = new URLSearchParams();
  if (p.q) s.set('q', p.q);
  if (p.type?.length) s.set('type', p.type.join(','));
  if (p.sector?.length) s.set('sector', p.sector.join(','));
  if (p.loc?.length) s.set('loc', p.loc.join(','));
  setNearParams(s, p);
  if (p.sort) s.set('sort', p.sort);
  if (p.page && p.page > 1) s.set('page', String(p.page));
  if (p.more?.length) s.set('more', p.more.join(','));
  const qs = s.toString();
  return qs ? `/contractors?${qs}` : '/contractors';
}

/** Distinct names in one normal order (case-insensitive), so two spellings of a filter share a canonical URL. */
export const sortedNames = (a: readonly string[]) => [...new Set(a)].sort((x, y) => x.localeCompare(y, 'en', { sensitivity: 'base' }));

/** A contractor type as the catalogue spells it; an unknown one as typed. */
export const contractorTypeName = (t: string) => findContractorType(t)?.value ?? t.trim();

/** The canonical list URL keeps what changes the set of listings (keyword, category, locations, page), not sort or availability. */
export function equipmentCanonicalPath(p: Pick<EquipmentListParams, 'q' | 'cat' | 'loc' | 'page'>): string {
  return equipmentListUrl({ q: p.q.trim(), cat: categoryByNameOrSlug(p.cat)?.slug ?? '', loc: sortedNames(p.loc), page: p.page });
}

/** As equipmentCanonicalPath: keyword, known type names, locations and page; not sector or sort. */
export function contractorCanonicalPath(p: Pick<ContractorListParams, 'q' | 'type' | 'loc' | 'page'>): string {
  return contractorListUrl({ q: p.q.trim(), type: sortedNames(p.type.map(contractorTypeName)), loc: sortedNames(p.loc), page: p.page });
}
