import { categoryLabel } from '../../data/workforce.ts';
import { sortedNames } from '../../lib/list-urls.ts';
import { capitalised, count, inSentence, listText, listTitle, pageNote, plural, shownPage, totalSuffix, wherePhrase, type ListSeo, type ListState } from './list-seo.ts';
import { staffingListUrl, type StaffingParams } from './staffing-params.ts';
import { leftAsTyped } from '../../lib/understood-params.ts';

/** Canonical path of a /staffing state: keyword, categories, locations and a page past the first (kind left out, like sort). */
export function staffingCanonicalPath(p: Pick<StaffingParams, 'q' | 'cat' | 'loc' | 'page'>): string {
  return staffingListUrl({ q: p.q.trim(), cat: p.cat, loc: sortedNames(p.loc), page: p.page });
}

const KIND_WORDS = { agency: ' (agencies)', individual: ' (individuals)' } as const;

/** 'Masons in Pune — 4', 'Technician construction workers — 2' (see equipmentHeading). */
export function staffingHeading(p: StaffingParams, s: ListState): string {
  const u = s.understood;
  const trades = (u?.Trades ?? []).map((t) => inSentence(plural(t)));
  const cats = p.cat.map(categoryLabel);
  const subject = trades.length ? listText(trades, 'trade') : cats.length ? `${listText(cats)} construction workers` : 'construction workforce';
  const text = (u ? leftAsTyped(u.Keyword, p.q) : p.q).trim();
  const loc = p.loc.length ? sortedNames(p.loc) : [...(u?.Locations ?? [])];
  return capitalised(`${subject}${p.kind ? KIND_WORDS[p.kind] : ''}${text ? ` matching “${text}”` : ''}${wherePhrase(loc, p, s.nearLabel)}${totalSuffix(s.total)}`);
}

/** Title, description, canonical path and breadcrumbs of /staffing for one filter state (see list-seo.ts). */
export function staffingListSeo(p: StaffingParams, s: ListState): ListSeo {
  const page = shownPage(p.page, s);
  const cats = p.cat.map(categoryLabel);
  const loc = sortedNames(p.loc);
  const where = loc.length ? `in ${listText(loc)}` : 'in India';
  const q = p.q.trim();
  const heading = staffingHeading(p, s);
  const title = listTitle(heading, page);
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
  return { heading, title, description, path: staffingCanonicalPath({ ...p, page }), crumbs, noindex: s.total === 0, page };
}
