import type * as Names from '../../data/catalogue-hindi-names.ts';

/**
 * The browser's data/catalogue-hindi-source.ts (scripts/vite-hindi-names.ts): the catalogue's Hindi
 * names are not in the bundle of the pages that use them but arrive with app/routes/lang-hi.tsx, the
 * layout of every Hindi page, which hands them over here when it loads. English pages never load them;
 * until they are here, a Hindi name reads as missing and the English name stands
 * (docs/decisions/048-hindi-site.md).
 */
let names: typeof Names | undefined;

/** Every table empty: what an English page has. */
const NONE = new Proxy({}, { get: () => ({}) }) as typeof Names;

export function provideHindiNames(given: typeof Names) {
  names = given;
}

export const hindiNames = (): typeof Names => names ?? NONE;
