import { findContractorType } from '../../data/contractor-types.ts';
import { contractorListUrl, type ContractorListParams } from './list-params.ts';
import { BRAND, count, listText, pageNote, shownPage, sorted, type ListSeo, type ListState } from './list-seo.ts';

/** Title, description, canonical path and breadcrumbs of /contractors for one filter state (see list-seo.ts). */
const typeName = (t: string) => findContractorType(t)?.value ?? t.trim();
const plural = (t: string) => (/s$/i.test(t) ? t : /[^aeiou]y$/i.test(t) ? `${t.slice(0, -1)}ies` : `${t}s`);

export function contractorCanonicalPath(p: Pick<ContractorListParams, 'q' | 'type' | 'loc' | 'page'>): string {
  return contractorListUrl({ q: p.q.trim(), type: sorted(p.type.map(typeName)), loc: sorted(p.loc), page: p.page });
}

export function contractorListSeo(p: ContractorListParams, s: ListState): ListSeo {
  const page = shownPage(p.page, s);
  const types = sorted(p.type.map(typeName));
  const what = types.length ? listText(types.map(plural), 'type') : 'Construction contractors';
  const loc = sorted(p.loc);
  const where = loc.length ? `in ${listText(loc)}` : 'in India';
  const q = p.q.trim();
  const title = `${q ? `“${q}” — ` : ''}${what} ${where}${page > 1 ? ` — page ${page}` : ''}${BRAND}`;
  const sectors = p.sector.length ? ` working in ${listText(sorted(p.sector))}` : '';
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
