import { cutText } from './text.ts';
import { type ContractorListParams, contractorListUrl, type EquipmentListParams, equipmentListUrl, LONG_FILTERS, type LongFilter, type NearParams } from './list-urls.ts';

/**
 * A list address's query → its filter state (docs/product.md#urls-and-slugs), pure and browser-safe: the list
 * pages parse their address here, and a saved search (docs/decisions/059-saved-searches.md) is stored as the
 * normal form of the same query, so the daily mail searches exactly what the page showed. The sorts' labels
 * stay with the pages (app/lib/list-params.ts); only their values are here.
 */

/** A filter value from the address, cut to the API's cap (100 characters), so a mangled link lists nothing rather than failing. */
export const filterValue = (v: string) => cutText(v.trim(), 100).trim();

/** The sorts an address may ask for (labels: app/lib/list-params.ts). Price sorts are the equipment list's only (decision 052). */
export const NAME_DATE_SORT_VALUES = ['latest', 'oldest', 'nameasc', 'namedesc'] as const;
export const PRICE_SORT_VALUES = ['priceasc', 'pricedesc'] as const;
export const RELEVANCE_SORT_VALUE = 'relevance';
export const DISTANCE_SORT_VALUE = 'distance';

/** The largest max ₹/day a page address keeps (the API's cap); anything else in `maxday` is dropped, not refused. */
const MAX_DAY_CAP = 100_000_000;

const notAll = (v: string | null) => (v && !/^all(-equipment)?$/i.test(v.trim()) ? v.trim() : '');

/** near= (cut like any filter value) and radius= (whole kilometres, 1–2000); radius only with near. */
export function parseNearParams(search: URLSearchParams): NearParams {
  const near = filterValue(search.get('near') ?? '');
  const radius = Number(search.get('radius'));
  if (!near) return {};
  return Number.isInteger(radius) && radius >= 1 && radius <= 2000 ? { near, radius } : { near };
}

export function parseEquipmentParams(search: URLSearchParams): EquipmentListParams {
  const loc = search
    .getAll('loc')
    .flatMap((l) => l.split(','))
    .map(filterValue)
    .filter((l) => l && !/^all$/i.test(l));
  const avail = search.get('avail');
  const q = notAll(search.get('q') ?? search.get('name'));
  const near = parseNearParams(search);
  // No sort in the address: '' — the list's default order (sortInEffect), not always latest. Nearest
  // first needs a place: without one, sort=distance falls back to the default rather than failing.
  const asked = search.get('sort') ?? '';
  const known = ([...NAME_DATE_SORT_VALUES, ...PRICE_SORT_VALUES] as string[]).includes(asked) || asked === RELEVANCE_SORT_VALUE || (asked === DISTANCE_SORT_VALUE && !!near.near);
  const sort = known ? asked : '';
  const page = Number(search.get('page'));
  // '8,000' and '₹8000' as typed in the filter; a mangled value lists without the filter rather than failing.
  const maxdayText = (search.get('maxday') ?? '').replace(/[,\s₹]/g, '');
  const maxday = /^\d{1,9}$/.test(maxdayText) && Number(maxdayText) >= 1 && Number(maxdayText) <= MAX_DAY_CAP ? Number(maxdayText) : undefined;
  return {
    q,
    cat: notAll(search.get('cat')),
    loc: [...new Set(loc)].slice(0, 20),
    avail: avail === 'rent' || avail === 'sale' ? avail : 'all',
    sort,
    page: Number.isInteger(page) && page > 0 ? Math.min(page, 100_000) : 1,
    ...(maxday ? { maxday } : {}),
    ...near,
  };
}

/** Contractor list state (docs/product.md#urls-and-slugs; the type and its URL are in lib/list-urls.ts): several values are comma lists. */
const list = (search: URLSearchParams, key: string) =>
  [
    ...new Set(
      search
        .getAll(key)
        .flatMap((v) => v.split(','))
        .map(filterValue)
        .filter((v) => v && !/^all$/i.test(v)),
    ),
  ].slice(0, 20);

export function parseContractorParams(search: URLSearchParams): ContractorListParams {
  const e = parseEquipmentParams(search);
  const more = list(search, 'more').filter((m): m is LongFilter => (LONG_FILTERS as readonly string[]).includes(m));
  // Contractors have no prices: a price sort in the address falls back to the default order.
  const sort = (PRICE_SORT_VALUES as readonly string[]).includes(e.sort) ? '' : e.sort;
  return { q: e.q, type: list(search, 'type'), sector: list(search, 'sector'), loc: e.loc, sort, page: e.page, more, near: e.near, radius: e.radius };
}

export const LIST_KINDS = ['equipment', 'contractor'] as const;
export type ListKind = (typeof LIST_KINDS)[number];

/**
 * The normal form of a list search (docs/decisions/059-saved-searches.md): the query of the list's own URL for
 * the parsed state, without the page or the opened filter lists, so two addresses that list the same thing
 * (`?loc=Pune&page=3`, `?page=1&loc=Pune`) are one saved search. '' is the whole list.
 */
export function normalListQuery(kind: ListKind, query: string): string {
  const search = new URLSearchParams(query.replace(/^\?/, ''));
  const url = kind === 'equipment' ? equipmentListUrl({ ...parseEquipmentParams(search), page: 1 }) : contractorListUrl({ ...parseContractorParams(search), page: 1, more: [] });
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/** The list page of a saved search (the path without the language prefix). */
export const listPathOf = (kind: ListKind, query: string) => `${kind === 'equipment' ? '/equipments' : '/contractors'}${query ? `?${query}` : ''}`;
