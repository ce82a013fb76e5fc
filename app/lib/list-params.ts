import { msg } from '@lingui/core/macro';
import { cutText } from '../../lib/text.ts';
import { type ContractorListParams, type EquipmentListParams, LONG_FILTERS, type LongFilter, type NearParams } from '../../lib/list-urls.ts';

/** A filter value from the address, cut to the API's cap (100 characters), so a mangled link lists nothing rather than failing. */
export const filterValue = (v: string) => cutText(v.trim(), 100).trim();

/**
 * Equipment list URL state (docs/product.md#urls-and-slugs: q, cat, loc; plus avail, sort, page): parsed here, built by lib/list-urls.ts.
 * The sort labels are messages: the select shows them in the page's language.
 */
export const EQUIPMENT_SORTS = [
  { value: 'latest', label: msg`Latest` },
  { value: 'oldest', label: msg`Oldest` },
  { value: 'nameasc', label: msg`Name A–Z` },
  { value: 'namedesc', label: msg`Name Z–A` },
] as const;

/** Equipment only: by the daily rent, listings without one last (docs/decisions/052-rate-card.md). */
export const PRICE_SORTS = [
  { value: 'priceasc', label: msg`Price: low to high` },
  { value: 'pricedesc', label: msg`Price: high to low` },
] as const;

/** The largest max ₹/day a page address keeps (the API's cap); anything else in `maxday` is dropped, not refused. */
const MAX_DAY_CAP = 100_000_000;

/** Offered with a keyword only: the best matches first (docs/decisions/040-query-understanding.md). */
export const RELEVANCE_SORT = { value: 'relevance', label: msg`Relevance` } as const;

/** Offered only when the list is asked near a place (docs/decisions/044-phone-cards-and-near-me.md). */
export const DISTANCE_SORT = { value: 'distance', label: msg`Nearest first` } as const;

/**
 * The order a list is in when the address names none: relevance while the keyword leaves free text to
 * rank (what the search understood as filters ranks nothing), else nearest first near a place, else
 * latest (decisions 040 and 044).
 */
export function sortInEffect(sort: string, understoodKeyword: string | undefined, near?: string): string {
  return sort || (understoodKeyword ? RELEVANCE_SORT.value : near ? DISTANCE_SORT.value : 'latest');
}

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
  const known = [...EQUIPMENT_SORTS, ...PRICE_SORTS].some((s) => s.value === asked) || asked === RELEVANCE_SORT.value || (asked === DISTANCE_SORT.value && !!near.near);
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

/** Previous/next and the first five page numbers (docs/product.md#lists-and-search). */
export function pageButtons(totalPages: number): number[] {
  return Array.from({ length: Math.min(5, totalPages) }, (_, i) => i + 1);
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
  const sort = PRICE_SORTS.some((s) => s.value === e.sort) ? '' : e.sort;
  return { q: e.q, type: list(search, 'type'), sector: list(search, 'sector'), loc: e.loc, sort, page: e.page, more, near: e.near, radius: e.radius };
}
