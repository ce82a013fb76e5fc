import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and during hydration, true once React runs the page in the browser (and at once
 * for components mounted later). The list controls render their plain-HTML form before it (a native
 * select, an Apply button, a link to the full filter list) and their enhanced form after
 * (docs/decisions/037-pages-before-javascript.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
