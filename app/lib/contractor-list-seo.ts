import { contractorCanonicalPath, contractorTypeName, sortedNames, type ContractorListParams } from '../../lib/list-urls.ts';
import { BRAND, count, listText, pageNote, shownPage, type ListSeo, type ListState } from './list-seo.ts';

/** Title, description, canonical path and breadcrumbs of /contractors for one filter state (see list-seo.ts). */
const plural = (t: string) => (/s$/i.test(t) ? t : /[^aeiou]y$/i.test(t) ? `${t.slice(0, -1)}ies` : `${t}s`);

export function contractorListSeo(p: ContractorListParams, s: ListState): ListSeo {
  const page = shownPage(p.page, s);
  const types = sortedNames(p.type.map(contractorTypeName));
  const what = types.length ? listText(types.map(plural), 'type') : 'Construction contractors';
  const loc = sortedNames(p.loc);
  const where = loc.length ? `in ${listText(loc)}` : 'in India';
  const q = p.q.trim();
  const title = `${q ? `“${q}” — ` : ''}${what} ${where}${page > 1 ? ` — page ${page}` : ''}${BRAND}`;
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
  return { title, description, path: contractorCanonicalPath({ ...p, page }), crumbs, noindex: s.total === 0, page };
}
