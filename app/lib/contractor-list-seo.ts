import { msg } from '@lingui/core/macro';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { contractorCanonicalPath, contractorTypeName, sortedNames, type ContractorListParams } from '../../lib/list-urls.ts';
import { i18nFor } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';
import { capitalised, count, inSentence, listText, listTitle, pageNote, plural, shownPage, totalSuffix, wherePhrase, type ListSeo, type ListState } from './list-seo.ts';
import { formatNumber } from './format.ts';
import { listTextIn, listTitleIn, phrasedIn, placeName, totalIn } from './list-phrases.ts';
import { leftAsTyped } from '../../lib/understood-params.ts';

/** 'Electrical contractors in Delhi NCR — 5' (see equipmentHeading); 'पुणे में सिविल ठेकेदार — 12' on a Hindi page. */
export function contractorHeading(p: ContractorListParams, s: ListState, lang: Lang = 'en'): string {
  const u = s.understood;
  const named = p.type.length ? sortedNames(p.type.map(contractorTypeName)) : [...(u?.ContractorTypes ?? [])];
  const text = (u ? leftAsTyped(u.Keyword, p.q) : p.q).trim();
  const loc = p.loc.length ? sortedNames(p.loc) : [...(u?.Locations ?? [])];
  if (lang !== 'en') {
    const i18n = i18nFor(lang);
    const subject = named.length
      ? listTextIn(
          i18n,
          lang,
          named.map((t) => catalogueLabel('contractorType', t, lang)),
        )
      : i18n._(msg`construction contractors`);
    const sectors = sortedNames(p.sector).map((x) => catalogueLabel('sector', x, lang));
    return `${phrasedIn(i18n, lang, subject, { text, sectors, loc, near: p.near, radius: p.radius, nearLabel: s.nearLabel })}${totalIn(s.total, lang)}`;
  }
  const subject = named.length
    ? listText(
        named.map((t) => inSentence(plural(t))),
        'type',
      )
    : 'construction contractors';
  const sectors = p.sector.length ? ` working in ${listText(sortedNames(p.sector))}` : '';
  return capitalised(`${subject}${text ? ` matching “${text}”` : ''}${sectors}${wherePhrase(loc, p, s.nearLabel)}${totalSuffix(s.total)}`);
}

/** Title, description, canonical path and breadcrumbs of /contractors for one filter state (see list-seo.ts), in the page's language. */
export function contractorListSeo(p: ContractorListParams, s: ListState, lang: Lang = 'en'): ListSeo {
  const page = shownPage(p.page, s);
  const types = sortedNames(p.type.map(contractorTypeName));
  const loc = sortedNames(p.loc);
  const q = p.q.trim();
  const heading = contractorHeading(p, s, lang);
  const path = contractorCanonicalPath({ ...p, page });
  const typePath = contractorCanonicalPath({ q: '', type: types, loc: [], page: 1 });
  const locPath = contractorCanonicalPath({ q: '', type: types, loc, page: 1 });
  if (lang !== 'en') {
    const i18n = i18nFor(lang);
    const typeNames = listTextIn(
      i18n,
      lang,
      types.map((t) => catalogueLabel('contractorType', t, lang)),
    );
    const places = listTextIn(
      i18n,
      lang,
      loc.map((l) => placeName(l, lang)),
    );
    const n = formatNumber(s.total, lang);
    const subject = i18n._(msg`${n} contractors`);
    const what = phrasedIn(i18n, lang, types.length ? `${subject} (${typeNames})` : subject, {
      text: q,
      sectors: sortedNames(p.sector).map((x) => catalogueLabel('sector', x, lang)),
      loc: loc.length ? loc : [],
    });
    const where = loc.length ? what : i18n._(msg`${what} in India`);
    const pageNo = formatNumber(page, lang);
    const pages = formatNumber(s.totalPages, lang);
    const note = page > 1 ? i18n._(msg`(page ${pageNo} of ${pages})`) : '';
    const description = `${where}${note ? ` ${note}` : ''}: ${i18n._(msg`company profiles, working sectors, projects and reviews. Compare and send an enquiry on BuildMart.`)}`;
    const crumbs: ListSeo['crumbs'] = [
      [i18n._(msg`Home`), '/'],
      [i18n._(msg`Contractors`), '/contractors'],
    ];
    if (types.length) crumbs.push([typeNames, typePath]);
    if (loc.length) crumbs.push([places, locPath]);
    return { heading, title: listTitleIn(i18n, heading, page), description, path, crumbs, noindex: s.total === 0, page };
  }
  const where = loc.length ? `in ${listText(loc)}` : 'in India';
  const title = listTitle(heading, page);
  const sectors = p.sector.length ? ` working in ${listText(sortedNames(p.sector))}` : '';
  const description =
    `${count(s.total, 'contractor', 'contractors')}${types.length ? ` (${listText(types)})` : ''} ${where}${sectors}${q ? ` matching “${q}”` : ''}${pageNote(page, s)}: ` +
    'company profiles, working sectors, projects and reviews. Compare and send an enquiry on BuildMart.';
  const crumbs: ListSeo['crumbs'] = [
    ['Home', '/'],
    ['Contractors', '/contractors'],
  ];
  if (types.length) crumbs.push([listText(types), typePath]);
  if (loc.length) crumbs.push([listText(loc), locPath]);
  return { heading, title, description, path, crumbs, noindex: s.total === 0, page };
}
