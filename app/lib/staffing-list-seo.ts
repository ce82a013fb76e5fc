import { categoryLabel } from '../../data/workforce.ts';
import { sortedNames } from '../../lib/list-urls.ts';
import { BRAND, count, listText, pageNote, shownPage, type ListSeo, type ListState } from './list-seo.ts';
import { staffingListUrl, type StaffingParams } from './staffing-params.ts';

/** Canonical path of a /staffing state: keyword, categories, locations and a page past the first (kind left out, like sort). */
export function staffingCanonicalPath(p: Pick<StaffingParams, 'q' | 'cat' | 'loc' | 'page'>): string {
  return staffingListUrl({ q: p.q.trim(), cat: p.cat, loc: sortedNames(p.loc), page: p.page });
}

/** Title, description, canonical path and breadcrumbs of /staffing for one filter state (see list-seo.ts). */
export function staffingListSeo(p: StaffingParams, s: ListState): ListSeo {
  const page = shownPage(p.page, s);
  const cats = p.cat.map(categoryLabel);
  const what = cats.length ? `${listText(cats)} construction workers` : 'Construction workforce';
  const loc = sortedNames(p.loc);
  const where = loc.length ? `in ${listText(loc)}` : 'in India';
  const q = p.q.trim();
  const title = `${q ? `“${q}” — ` : ''}${what} ${where}${page > 1 ? ` — page ${page}` : ''}${BRAND}`;
  const kind = p.kind === 'agency' ? 'agencies' : p.kind === 'individual' ? 'individual job seekers' : 'job seekers and agencies';
  const description =
    `${count(s.total, 'listing', 'listings')} of ${cats.length ? `${listText(cats).toLowerCase()} ` : ''}construction ${kind} ${where}${q ? ` matching “${q}”` : ''}${pageNote(page, s)}: ` +
    'masons, carpenters, electricians, operators and labour supply with trade, experience and availability. Hire through BuildMart.';
  const crumbs: ListSeo['crumbs'] = [
    ['Home', '/'],
    ['Workforce', '/staffing'],
  ];
  if (cats.length) crumbs.push([listText(cats), staffingCanonicalPath({ q: '', cat: p.cat, loc: [], page: 1 })]);
  if (loc.length) crumbs.push([listText(loc), staffingCanonicalPath({ q: '', cat: p.cat, loc, page: 1 })]);
  return { title, description, path: staffingCanonicalPath({ ...p, page }), crumbs, noindex: s.total === 0, page };
}
