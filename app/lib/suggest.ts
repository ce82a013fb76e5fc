/** Suggestions of the search inputs (docs/product.md#lists-and-search): case-insensitive prefix match, at most 6. Browser-safe, tiny. */
import { useCallback, useState } from 'react';

export const MAX_SUGGESTIONS = 6;

export type Suggestion = {
  /** What the input is filled with when the suggestion is picked. */
  label: string;
  /** Secondary text: the state of a city, the category of a machine. */
  detail?: string;
  /** A 36×36 picture (equipment suggestions). */
  thumb?: string;
};

/** The first `max` items whose label starts with the query (ignoring case and outer spaces); none for an empty query. */
export function prefixMatches<T extends { label: string }>(items: readonly T[] | undefined, query: string, max = MAX_SUGGESTIONS): T[] {
  const q = query.trim().toLowerCase();
  if (!q || !items) return [];
  const out: T[] = [];
  for (const item of items) {
    if (item.label.toLowerCase().startsWith(q)) out.push(item);
    if (out.length === max) break;
  }
  return out;
}

export type SuggestionData = typeof import('./suggestion-data.ts');
let loading: Promise<SuggestionData> | undefined;
let loaded: SuggestionData | undefined;

/**
 * The suggestion lists (1,000+ cities, the catalogue, contractor types) are a separate chunk,
 * fetched on the first focus or keystroke: they must not weigh on the home page's first load.
 */
export function useSuggestionData(): [SuggestionData | undefined, () => void] {
  const [data, setData] = useState(loaded);
  const load = useCallback(() => {
    if (loaded) return setData(loaded);
    loading ??= import('./suggestion-data.ts').then((m) => (loaded = m));
    loading.then(setData, () => (loading = undefined));
  }, []);
  return [data, load];
}
