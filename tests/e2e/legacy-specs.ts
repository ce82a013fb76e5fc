import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Transition from vitest's "e2e" project to @playwright/test, one file at a time: a spec that still
 * imports the vitest helpers (./browser.ts) runs in vitest, every other spec in Playwright. When this
 * list is empty the vitest project disappears by itself; then delete browser.ts, this file, and its two uses.
 */
export function legacyVitestSpecs(): string[] {
  const dir = import.meta.dirname;
  return readdirSync(dir)
    .filter((f) => f.endsWith('.spec.ts') && /from '\.\/browser\.ts'/.test(readFileSync(path.join(dir, f), 'utf8')))
    .map((f) => `tests/e2e/${f}`); // relative to the repository root
}
