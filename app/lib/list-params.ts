import { msg } from '@lingui/core/macro';

/** The parsers are pure and shared with the saved searches' daily mail (lib/list-query.ts); the sorts' labels live here. */
export { filterValue, parseContractorParams, parseEquipmentParams, parseNearParams } from '../../lib/list-query.ts';

/**
 * Equipment list URL state (docs/product.md#urls-and-slugs: q, cat, loc; plus avail, sort, page): parsed by lib/list-query.ts, built by lib/list-urls.ts.
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

/** Previous/next and the first five page numbers (docs/product.md#lists-and-search). */
export function pageButtons(totalPages: number): number[] {
  return Array.from({ length: Math.min(5, totalPages) }, (_, i) => i + 1);
}
