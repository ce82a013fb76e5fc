/**
 * The equipment catalogue's names in Hindi (categories and machine types): what the equipment pages need, apart from
 * the other catalogues (data/catalogue-hindi.ts, which re-exports these), so that an equipment list's JavaScript
 * carries no contractor or sector catalogue (scripts/first-load-js.ts). Also the lookup helpers both share.
 */
import { hindiNames } from './catalogue-hindi-source.ts';
import { categoryByNameOrSlug, EQUIPMENT_CATALOGUE, EQUIPMENT_CATEGORIES } from './equipment-catalogue.ts';

export type CatalogueLang = 'en' | 'hi';

export type HindiNames = ReturnType<typeof hindiNames>;
/** An entry: its English name, and where its Hindi name is (read when asked: the names may arrive later). */
export type Names = { en: string; hi: (h: HindiNames) => string | undefined };
type Rows = Iterable<readonly [keys: readonly string[], names: Names]>;
export type Table = (value: string | null | undefined) => Names | undefined;

/**
 * A lookup by lower-cased slug, value or English name, built on first use. Each kind's lookup is a
 * function of its own, so a page that reads one kind lets the bundler drop the other kinds' names.
 */
export function lazyTable(rows: () => Rows): Table {
  let map: Map<string, Names> | undefined;
  return (value) => {
    if (!value) return undefined;
    if (!map) {
      map = new Map();
      for (const [keys, names] of rows()) for (const k of keys) map.set(k.toLowerCase(), names);
    }
    return map.get(value.trim().toLowerCase());
  };
}

/** Rows of a catalogue whose values are their English names. */
export const byName = (list: readonly string[], hindi: (h: HindiNames, name: string) => string | undefined) =>
  list.map((name) => [[name], { en: name, hi: (h: HindiNames) => hindi(h, name) }] as const);
/** Rows of a catalogue of values with English labels. */
export const byValue = <V extends string>(list: readonly { value: V; label: string }[], hindi: (h: HindiNames, value: V) => string | undefined) =>
  list.map((x) => [[x.value, x.label], { en: x.label, hi: (h: HindiNames) => hindi(h, x.value) }] as const);

// A short English name ('Earth Moving') gets the short Hindi one; the slug and the full name the full one.
export const categories = /* @__PURE__ */ lazyTable(() =>
  EQUIPMENT_CATEGORIES.flatMap((c) => [
    [[c.slug, c.name], { en: c.name, hi: (h: HindiNames) => h.HINDI_CATEGORY_NAMES[c.slug] }] as const,
    [[c.short], { en: c.short, hi: (h: HindiNames) => h.HINDI_CATEGORY_SHORT_NAMES[c.slug] }] as const,
  ]),
);
export const machineTypes = /* @__PURE__ */ lazyTable(() =>
  EQUIPMENT_CATALOGUE.map((m) => [[m.slug, m.name], { en: m.name, hi: (h: HindiNames) => h.HINDI_MACHINE_TYPES[m.slug] }] as const),
);

export const hindiOf = (names: Names | undefined) => names?.hi(hindiNames());

/** A value's name from one table in the page's language (data/catalogue-hindi.ts `catalogueLabel`); as given when unknown. */
export function labelIn(table: Table, value: string, lang: CatalogueLang): string {
  const names = table(value);
  if (!names) return value;
  return lang === 'hi' ? (hindiOf(names) ?? names.en) : names.en;
}

/** Hindi full name of a category (slug or English name, full or short); undefined when unknown. */
export const hindiCategoryName = (slugOrName: string) => {
  const c = categoryByNameOrSlug(slugOrName);
  return c && hindiNames().HINDI_CATEGORY_NAMES[c.slug];
};
/** Hindi short name of a category, for chips and tabs (slug or English name, full or short). */
export const hindiCategoryShortName = (slugOrName: string) => {
  const c = categoryByNameOrSlug(slugOrName);
  return c && hindiNames().HINDI_CATEGORY_SHORT_NAMES[c.slug];
};
/** Hindi name of a machine type (slug or English name). */
export const hindiMachineTypeName = (slugOrName: string) => hindiOf(machineTypes(slugOrName));
