import { contractorCanonicalPath, contractorTypeName, sortedNames, type ContractorListParams } from '../../lib/list-urls.ts';
import { capitalised, count, inSentence, listText, listTitle, pageNote, plural, shownPage, totalSuffix, wherePhrase, type ListSeo, type ListState } from './list-seo.ts';
import { leftAsTyped } from '../../lib/understood-params.ts';

/** 'Electrical contractors in Delhi NCR — 5' (see equipmentHeading). */
export function contractorHeading(p: ContractorListParams, s: ListState): string {
  const u = s.understood;
  const named = p.type.length ? sortedNames(p.type.map(contractorTypeName)) : [...(u?.ContractorTypes ?? [])];
  const subject = named.length
    ? listText(
        named.map((t) => inSentence(plural(t))),
        'type',
      )
    : 'construction contractors';
  const text = (u ? leftAsTyped(u.Keyword, p.q) : p.q).trim();
  const sectors = p.sector.length ? ` working in ${listText(sortedNames(p.sector))}` : '';
  const loc = p.loc.length ? sortedNames(p.loc) : [...(u?.Locations ?? [])];
  return capitalised(`${subject}${text ? ` matching “${text}”` : ''}${sectors}${wherePhrase(loc, p, s.nearLabel)}${totalSuffix(s.total)}`);
}

/** Title, description, canonical path and breadcrumbs of /contractors for one filter state (see list-seo.ts). */

export function contractorListSeo(p: ContractorListParams, s: ListState): ListSeo {
  const page = shownPage(p.page, s);
  const types = sortedNames(p.type.map(contractorTypeName));
  const loc = sortedNames(p.loc);
  const where = loc.length ? `in ${listText(loc)}` : 'in India';
  const q = p.q.trim();
  const heading = contractorHeading(p, s);
  const title = listTitle(heading, page);
  const sectors = p.sector.length ? ` working in ${listText(sortedNames(p.sector))}` : '';
  const description =
    `${count(s.total, 'contractor', 'contractors')}${types.length ? ` (${listText(types)})` : ''} ${where}${sectors}${q ? ` matching “${q}”` : ''}${pageNote(page, s)}: ` +
    'company profiles, working sectors, projects and reviews. Compare and send an enquiry on BuildMart.';
  const crumbs: ListSeo['crumbs'] = [
    ['Home', '/'],
    ['Contractors', '/contractors'],
  ];
  if (types.length) crumbs.push([listText(types), contractorCanonicalPath({ q: '', type: types, loc: [], page: 1 })]);
  if (loc.length) crumbs.push([listText(loc), contractorCanonicalPath({ q: '', type: types, loc, page: 1 })]);
  return { heading, title, description, path: contractorCanonicalPath({ ...p, page }), crumbs, noindex: s.total === 0, page };
}
