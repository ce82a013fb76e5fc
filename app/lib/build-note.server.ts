import { readFileSync } from 'node:fs';
import type { BUILD_NOTES } from '../../lib/build-notes.ts';

/**
 * A note of the browser build (lib/build-notes.ts), read on first use and kept: build/server/index.js →
 * build/<file>. `fallback` when there is none (the dev server builds nothing).
 */
export function buildNote<T>(file: (typeof BUILD_NOTES)[keyof typeof BUILD_NOTES], fallback: T): () => T {
  let note: { value: T } | undefined;
  return () => {
    if (!note) {
      try {
        note = { value: JSON.parse(readFileSync(new URL(`../${file}`, import.meta.url), 'utf8')) as T };
      } catch {
        note = { value: fallback };
      }
    }
    return note.value;
  };
}
