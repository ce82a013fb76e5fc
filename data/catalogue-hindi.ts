/**
 * The catalogues' names in Hindi, for the Hindi pages' filters, chips and cards (docs/product.md#catalogues).
 * The word construction people in India use, in Devanagari, where there is one (क्रेन, बुलडोजर, मजदूर,
 * राजमिस्त्री, ठेकेदार); otherwise a clear transliteration. Brand names are not type names (जेसीबी, पोकलेन
 * stay search words: data/search-vocabulary.ts); acronyms people write in Latin letters stay so (EOT क्रेन,
 * RCC ठेकेदार). Short: every name fits a filter chip on a 375 px phone (data/catalogue-hindi.test.ts).
 * Keys are the catalogues' own slugs, values or English names; the stored values stay English
 * (addresses, filters and the API do not change with the language). The names themselves are in
 * data/catalogue-hindi-names.ts and data/catalogue-hindi-contractor-names.ts, read through `hindiNames()`: in the
 * browser only Hindi pages load them.
 */
import { hindiNames } from './catalogue-hindi-source.ts';
import { CONTRACTOR_TYPES } from './contractor-types.ts';
import { categoryByNameOrSlug, EQUIPMENT_CATALOGUE, EQUIPMENT_CATEGORIES } from './equipment-catalogue.ts';
import { REGION_HINDI_NAMES, REGION_NAMES } from './regions.ts';
import { ALL_SECTOR_NAMES } from './working-sectors.ts';
import { AVAILABILITY, TRADES, WORKER_CATEGORIES, WORKER_KINDS } from './workforce.ts';

export type CatalogueLang = 'en' | 'hi';

/** Which catalogue a value comes from (catalogueLabel). */
export type CatalogueKind = 'category' | 'machineType' | 'contractorType' | 'sector' | 'trade' | 'workerCategory' | 'workerKind' | 'availability' | 'state';

type HindiNames = ReturnType<typeof hindiNames>;
/** An entry: its English name, and where its Hindi name is (read when asked: the names may arrive later). */
type Names = { en: string; hi: (h: HindiNames) => string | undefined };
type Rows = Iterable<readonly [keys: readonly string[], names: Names]>;
type Table = (value: string | null | undefined) => Names | undefined;

/**
 * A lookup by lower-cased slug, value or English name, built on first use. Each kind's lookup is a
 * function of its own, so a page that reads one kind lets the bundler drop the other kinds' names.
 */
function lazyTable(rows: () => Rows): Table {
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
const byName = (list: readonly string[], hindi: (h: HindiNames, name: string) => string | undefined) =>
  list.map((name) => [[name], { en: name, hi: (h: HindiNames) => hindi(h, name) }] as const);
/** Rows of a catalogue of values with English labels. */
const byValue = <V extends string>(list: readonly { value: V; label: string }[], hindi: (h: HindiNames, value: V) => string | undefined) =>
  list.map((x) => [[x.value, x.label], { en: x.label, hi: (h: HindiNames) => hindi(h, x.value) }] as const);

// A short English name ('Earth Moving') gets the short Hindi one; the slug and the full name the full one.
const categories = /* @__PURE__ */ lazyTable(() =>
  EQUIPMENT_CATEGORIES.flatMap((c) => [
    [[c.slug, c.name], { en: c.name, hi: (h: HindiNames) => h.HINDI_CATEGORY_NAMES[c.slug] }] as const,
    [[c.short], { en: c.short, hi: (h: HindiNames) => h.HINDI_CATEGORY_SHORT_NAMES[c.slug] }] as const,
  ]),
);
const machineTypes = /* @__PURE__ */ lazyTable(() =>
  EQUIPMENT_CATALOGUE.map((m) => [[m.slug, m.name], { en: m.name, hi: (h: HindiNames) => h.HINDI_MACHINE_TYPES[m.slug] }] as const),
);
const contractorTypes = /* @__PURE__ */ lazyTable(() =>
  byName(
    CONTRACTOR_TYPES.map((t) => t.value),
    (h, n) => h.HINDI_CONTRACTOR_TYPES[n as keyof HindiNames['HINDI_CONTRACTOR_TYPES']],
  ),
);
const sectors = /* @__PURE__ */ lazyTable(() => byName(ALL_SECTOR_NAMES, (h, n) => h.HINDI_SECTORS[n]));
const trades = /* @__PURE__ */ lazyTable(() => byName(Object.values(TRADES).flat(), (h, n) => h.HINDI_TRADES[n]));
const workerCategories = /* @__PURE__ */ lazyTable(() => byValue(WORKER_CATEGORIES, (h, v) => h.HINDI_WORKER_CATEGORIES[v]));
const workerKinds = /* @__PURE__ */ lazyTable(() => byValue(WORKER_KINDS, (h, v) => h.HINDI_WORKER_KINDS[v]));
const availability = /* @__PURE__ */ lazyTable(() => byValue(AVAILABILITY, (h, v) => h.HINDI_AVAILABILITY[v]));
const states = /* @__PURE__ */ lazyTable(() => byName(REGION_NAMES, (_, n) => REGION_HINDI_NAMES[n as keyof typeof REGION_HINDI_NAMES]));

const TABLES: Record<CatalogueKind, Table> = {
  category: categories,
  machineType: machineTypes,
  contractorType: contractorTypes,
  sector: sectors,
  trade: trades,
  workerCategory: workerCategories,
  workerKind: workerKinds,
  availability,
  state: states,
};

const hindiOf = (names: Names | undefined) => names?.hi(hindiNames());

/**
 * A catalogue value's name in the page's language. `value` is what the catalogues store or the
 * address carries: a slug or value ('backhoe-loader', 'skilled') or an English name (any case).
 * 'en': the catalogue's English name (a slug becomes its name); 'hi': the Hindi name. A value that
 * is not in the catalogue (a trade or place a user typed) comes back as given.
 */
export function catalogueLabel(kind: CatalogueKind, value: string, lang: CatalogueLang): string {
  const names = TABLES[kind](value);
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
/** Hindi name of a contractor type (its English name). */
export const hindiContractorType = (name: string) => hindiOf(contractorTypes(name));
/** Hindi name of a working sector or subcategory (its English name). */
export const hindiSector = (name: string) => hindiOf(sectors(name));
/** Hindi name of a catalogue trade; undefined for a trade the job seeker typed. */
export const hindiTrade = (name: string) => hindiOf(trades(name));
/** Hindi name of a workforce category (value or English label). */
export const hindiWorkerCategory = (value: string) => hindiOf(workerCategories(value));
/** Hindi hint of a workforce category (value or English label). */
export const hindiWorkerCategoryHint = (value: string) => {
  const c = WORKER_CATEGORIES.find((x) => x.value === value || x.label.toLowerCase() === value.trim().toLowerCase());
  return c ? hindiNames().HINDI_WORKER_CATEGORY_HINTS[c.value] : undefined;
};
/** Hindi name of a workforce kind (value or English label). */
export const hindiWorkerKind = (value: string) => hindiOf(workerKinds(value));
/** Hindi name of an availability (value or English label). */
export const hindiAvailability = (value: string) => hindiOf(availability(value));
/** Hindi name of a state or union territory (its catalogue name, data/regions.ts). */
export const hindiStateName = (name: string) => hindiOf(states(name));
