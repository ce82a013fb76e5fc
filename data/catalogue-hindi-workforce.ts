/**
 * The workforce catalogue's names in Hindi (trades, categories, kinds, availability): the staffing pages read these and
 * no other catalogue (data/catalogue-hindi.ts re-exports them with the rest). Values as stored, English; see there.
 */
import { byName, byValue, type CatalogueLang, hindiOf, labelIn, lazyTable } from './catalogue-hindi-equipment.ts';
import { hindiNames } from './catalogue-hindi-source.ts';
import { AVAILABILITY, TRADES, WORKER_CATEGORIES, WORKER_KINDS } from './workforce.ts';

export const trades = /* @__PURE__ */ lazyTable(() => byName(Object.values(TRADES).flat(), (h, n) => h.HINDI_TRADES[n]));
export const workerCategories = /* @__PURE__ */ lazyTable(() => byValue(WORKER_CATEGORIES, (h, v) => h.HINDI_WORKER_CATEGORIES[v]));
export const workerKinds = /* @__PURE__ */ lazyTable(() => byValue(WORKER_KINDS, (h, v) => h.HINDI_WORKER_KINDS[v]));
export const availability = /* @__PURE__ */ lazyTable(() => byValue(AVAILABILITY, (h, v) => h.HINDI_AVAILABILITY[v]));

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
/** A trade's name in the page's language (`catalogueLabel('trade', …)`); a typed trade as typed. */
export const tradeLabel = (value: string, lang: CatalogueLang) => labelIn(trades, value, lang);
/** A workforce category's name in the page's language (`catalogueLabel('workerCategory', …)`). */
export const workerCategoryLabel = (value: string, lang: CatalogueLang) => labelIn(workerCategories, value, lang);
