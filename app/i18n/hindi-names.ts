import type { HindiNameTables } from '../../data/catalogue-hindi-source.ts';
import { browserPageLang } from './lang.ts';

/**
 * The browser's data/catalogue-hindi-source.ts (scripts/vite-hindi-names.ts): the catalogue's Hindi
 * names are not in the bundle of the pages that use them but arrive with the Hindi pages, which hand them
 * over here. English pages never load them; until they are here, a Hindi name reads as missing and the
 * English name stands (docs/decisions/048-hindi-site.md).
 * - app/routes/lang-hi.tsx, the layout of every Hindi page, brings data/catalogue-hindi-names.ts
 *   (categories, machine types, the workforce's names: 1.3 KiB gzip).
 * - The contractor types and working sectors (data/catalogue-hindi-contractor-names.ts, 5.8 KiB) come
 *   with the rest of the Hindi catalogue after the page has hydrated, or before it when the page shows
 *   them: its route module awaits `contractorNamesOnHindiPages()`. Contractor detail, a public page with a
 *   budget, shows only its contractor's few: its loader sends them (`contractorPageNames`, app/lib/card-names.ts).
 */
const names: { -readonly [T in keyof HindiNameTables]?: HindiNameTables[T] } = {};

/** What is here so far; a table not here yet reads as empty (what an English page has). */
const VIEW = new Proxy({} as HindiNameTables, { get: (_, table) => names[table as keyof HindiNameTables] ?? {} });

/** Adds names: whole tables (the Hindi layout, the contractor names' file) or a page's few (its loader's). */
export function provideHindiNames(given: { [T in keyof HindiNameTables]?: Partial<HindiNameTables[T]> }) {
  for (const [table, rows] of Object.entries(given) as [keyof HindiNameTables, object][]) (names as Record<string, object>)[table] = { ...names[table], ...rows };
}

export const hindiNames = (): HindiNameTables => VIEW;

let contractorNames: Promise<void> | undefined;

/** Brings the contractor types' and working sectors' Hindi names (once); settles when they are here. */
export function hindiContractorNamesReady(): Promise<void> {
  contractorNames ??= import('../../data/catalogue-hindi-contractor-names.ts').then(provideHindiNames, () => undefined);
  return contractorNames;
}

/**
 * For the top of a route module whose page shows contractor types or working sectors (contractor detail,
 * the client area, the requirement form): on a Hindi page the module, and so the page's hydration, waits
 * for their Hindi names. Nothing on the server (it has every name) or on an English page. Arriving from an
 * English page, app/routes/lang-hi.tsx brings them before the Hindi page renders.
 */
export function contractorNamesOnHindiPages(): Promise<void> | undefined {
  if (browserPageLang() !== 'hi') return undefined;
  return hindiContractorNamesReady();
}
