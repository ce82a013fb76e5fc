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
import { CONTRACTOR_TYPES } from './contractor-types.ts';
import { byName, type CatalogueLang, categories, type HindiNames, hindiOf, labelIn, lazyTable, machineTypes, type Table } from './catalogue-hindi-equipment.ts';
import { REGION_HINDI_NAMES, REGION_NAMES } from './regions.ts';
import { ALL_SECTOR_NAMES } from './working-sectors.ts';
import { availability, trades, workerCategories, workerKinds } from './catalogue-hindi-workforce.ts';

export type { CatalogueLang } from './catalogue-hindi-equipment.ts';
export { hindiCategoryName, hindiCategoryShortName, hindiMachineTypeName } from './catalogue-hindi-equipment.ts';
export { hindiAvailability, hindiTrade, hindiWorkerCategory, hindiWorkerCategoryHint, hindiWorkerKind } from './catalogue-hindi-workforce.ts';

/** Which catalogue a value comes from (catalogueLabel). */
export type CatalogueKind = 'category' | 'machineType' | 'contractorType' | 'sector' | 'trade' | 'workerCategory' | 'workerKind' | 'availability' | 'state';

const contractorTypes = /* @__PURE__ */ lazyTable(() =>
  byName(
    CONTRACTOR_TYPES.map((t) => t.value),
    (h, n) => h.HINDI_CONTRACTOR_TYPES[n as keyof HindiNames['HINDI_CONTRACTOR_TYPES']],
  ),
);
const sectors = /* @__PURE__ */ lazyTable(() => byName(ALL_SECTOR_NAMES, (h, n) => h.HINDI_SECTORS[n]));
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

/**
 * A catalogue value's name in the page's language. `value` is what the catalogues store or the
 * address carries: a slug or value ('backhoe-loader', 'skilled') or an English name (any case).
 * 'en': the catalogue's English name (a slug becomes its name); 'hi': the Hindi name. A value that
 * is not in the catalogue (a trade or place a user typed) comes back as given.
 */
export function catalogueLabel(kind: CatalogueKind, value: string, lang: CatalogueLang): string {
  return labelIn(TABLES[kind], value, lang);
}

/** Hindi name of a contractor type (its English name). */
export const hindiContractorType = (name: string) => hindiOf(contractorTypes(name));
/** Hindi name of a working sector or subcategory (its English name). */
export const hindiSector = (name: string) => hindiOf(sectors(name));
/** Hindi name of a state or union territory (its catalogue name, data/regions.ts). */
export const hindiStateName = (name: string) => hindiOf(states(name));
