import { msg } from '@lingui/core/macro';
import { tradeLabel, workerCategoryLabel } from '../../data/catalogue-hindi-workforce.ts';
import { categoryLabel } from '../../data/workforce.ts';
import { i18nFor } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';
import { formatNumber } from './format.ts';
import { listTextIn, listTitleIn, phrasedIn, placeName, totalIn } from './list-phrases.ts';
import { sortedNames } from '../../lib/list-urls.ts';
import { capitalised, count, inSentence, listText, listTitle, pageNote, plural, shownPage, totalSuffix, wherePhrase, type ListSeo, type ListState } from './list-seo.ts';
import { staffingListUrl, type StaffingParams } from './staffing-params.ts';
import { leftAsTyped } from '../../lib/understood-params.ts';

/** Canonical path of a /staffing state: keyword, categories, locations and a page past the first (kind left out, like sort). */
export function staffingCanonicalPath(p: Pick<StaffingParams, 'q' | 'cat' | 'loc' | 'page'>): string {
  return staffingListUrl({ q: p.q.trim(), cat: p.cat, loc: sortedNames(p.loc), page: p.page });
}

const KIND_WORDS = { agency: ' (agencies)', individual: ' (individuals)' } as const;

const HINDI_KIND_WORDS = { agency: msg`(agencies)`, individual: msg`(individuals)` } as const;

/** The heading in another language than English (catalogue names and phrases from the catalogue). */
function headingIn(p: StaffingParams, s: ListState, lang: Lang): string {
  const i18n = i18nFor(lang);
  const u = s.understood;
  const trades = (u?.Trades ?? []).map((t) => tradeLabel(t, lang));
  const cats = listTextIn(
    i18n,
    lang,
    p.cat.map((c) => workerCategoryLabel(c, lang)),
  );
  let subject = trades.length ? listTextIn(i18n, lang, trades) : cats ? i18n._(msg`${cats} construction workers`) : i18n._(msg`construction workforce`);
  if (p.kind) subject = `${subject} ${i18n._(HINDI_KIND_WORDS[p.kind])}`;
  const text = (u ? leftAsTyped(u.Keyword, p.q) : p.q).trim();
  const loc = p.loc.length ? sortedNames(p.loc) : [...(u?.Locations ?? [])];
  return `${phrasedIn(i18n, lang, subject, { text, loc, near: p.near, radius: p.radius, nearLabel: s.nearLabel })}${totalIn(s.total, lang)}`;
}

/** 'Masons in Pune — 4', 'Technician construction workers — 2' (see equipmentHeading); in Hindi on a Hindi page. */
export function staffingHeading(p: StaffingParams, s: ListState, lang: Lang = 'en'): string {
  if (lang !== 'en') return headingIn(p, s, lang);
  const u = s.understood;
  const trades = (u?.Trades ?? []).map((t) => inSentence(plural(t)));
  const cats = p.cat.map(categoryLabel);
  const subject = trades.length ? listText(trades, 'trade') : cats.length ? `${listText(cats)} construction workers` : 'construction workforce';
  const text = (u ? leftAsTyped(u.Keyword, p.q) : p.q).trim();
  const loc = p.loc.length ? sortedNames(p.loc) : [...(u?.Locations ?? [])];
  return capitalised(`${subject}${p.kind ? KIND_WORDS[p.kind] : ''}${text ? ` matching “${text}”` : ''}${wherePhrase(loc, p, s.nearLabel)}${totalSuffix(s.total)}`);
}

/** Title, description, canonical path and breadcrumbs of /staffing for one filter state (see list-seo.ts). */
export function staffingListSeo(p: StaffingParams, s: ListState, lang: Lang = 'en'): ListSeo {
  if (lang !== 'en') return staffingListSeoIn(p, s, lang);
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

function staffingListSeoIn(p: StaffingParams, s: ListState, lang: Lang): ListSeo {
  const i18n = i18nFor(lang);
  const page = shownPage(p.page, s);
  const cats = listTextIn(
    i18n,
    lang,
    p.cat.map((c) => workerCategoryLabel(c, lang)),
  );
  const loc = sortedNames(p.loc);
  const heading = staffingHeading(p, s, lang);
  const n = formatNumber(s.total, lang);
  const kind =
    p.kind === 'agency'
      ? i18n._(msg`construction agencies`)
      : p.kind === 'individual'
        ? i18n._(msg`individual construction job seekers`)
        : i18n._(msg`construction job seekers and agencies`);
  const subject = i18n._(msg`${n} listings of ${kind}`);
  const what = phrasedIn(i18n, lang, cats ? `${subject} (${cats})` : subject, { text: p.q.trim(), loc });
  const where = loc.length ? what : i18n._(msg`${what} in India`);
  const pageNo = formatNumber(page, lang);
  const pages = formatNumber(s.totalPages, lang);
  const note = page > 1 ? ` ${i18n._(msg`(page ${pageNo} of ${pages})`)}` : '';
  const description = `${where}${note}: ${i18n._(msg`masons, carpenters, electricians, operators and labour supply with trade, experience and availability. Hire through BuildMart.`)}`;
  const crumbs: ListSeo['crumbs'] = [
    [i18n._(msg`Home`), '/'],
    [i18n._(msg`Workforce`), '/staffing'],
  ];
  if (cats) crumbs.push([cats, staffingCanonicalPath({ q: '', cat: p.cat, loc: [], page: 1 })]);
  if (loc.length)
    crumbs.push([
      listTextIn(
        i18n,
        lang,
        loc.map((l) => placeName(l, lang)),
      ),
      staffingCanonicalPath({ q: '', cat: p.cat, loc, page: 1 }),
    ]);
  return { heading, title: listTitleIn(i18n, heading, page), description, path: staffingCanonicalPath({ ...p, page }), crumbs, noindex: s.total === 0, page };
}
