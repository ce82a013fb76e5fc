import type { Lang } from '../i18n/lang.ts';
import { totalSuffix } from './list-seo.ts';

/**
 * The name a search is saved under (docs/decisions/059-saved-searches.md): the list's heading without its
 * count, in the page's language ('Backhoe loaders on rent in Pune'), and the price cap the heading does not
 * say ('…, under ₹5,000/day'). Worked out by the loader, so the button needs no phrases of its own.
 */
export function savedSearchName(heading: string, total: number, lang: Lang, maxday?: number): string {
  const suffix = totalSuffix(total, lang);
  const what = heading.endsWith(suffix) ? heading.slice(0, -suffix.length) : heading;
  const cap = maxday ? `₹${maxday.toLocaleString('en-IN')}` : '';
  const name = cap ? (lang === 'hi' ? `${what}, ${cap}/दिन तक` : `${what}, under ${cap}/day`) : what;
  return name.slice(0, 120).trim();
}
