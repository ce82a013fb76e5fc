import { categoryByNameOrSlug, EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { equipmentCanonicalPath, sortedNames, type EquipmentListParams } from '../../lib/list-urls.ts';
import { BRAND, count, listText, pageNote, shownPage, type ListSeo, type ListState } from './list-seo.ts';

/** Title, description, canonical path and breadcrumbs of /equipments for one filter state (see list-seo.ts). */

export function equipmentListSeo(p: EquipmentListParams, s: ListState): ListSeo {
  const page = shownPage(p.page, s);
  const cat = categoryByNameOrSlug(p.cat);
  const what = cat?.name ?? 'Construction equipment';
  const avail = p.avail === 'rent' ? 'for rent' : p.avail === 'sale' ? 'for sale' : 'for rent and sale';
  const loc = sortedNames(p.loc);
  const where = loc.length ? `in ${listText(loc)}` : 'in India';
  const q = p.q.trim();
  const title = `${q ? `“${q}” — ` : ''}${what} ${avail} ${where}${page > 1 ? ` — page ${page}` : ''}${BRAND}`;
  const examples = (cat ? EQUIPMENT_CATALOGUE.filter((i) => i.category === cat.slug).map((i) => i.name) : ['Excavator', 'Backhoe Loader', 'Tower Crane', 'Transit Mixer']).slice(
    0,
    4,
  );
  const description =
    `${count(s.total, `${what.toLowerCase()} listing`, `${what.toLowerCase()} listings`)} ${avail} ${where}${q ? ` matching “${q}”` : ''}${pageNote(page, s)}: ` +
    `${examples.join(', ')} and more, with rates, condition and owners. Send an enquiry on BuildMart.`;
  const crumbs: ListSeo['crumbs'] = [
    ['Home', '/'],
    ['Equipment', '/equipments'],
  ];
  if (cat) crumbs.push([cat.name, equipmentCanonicalPath({ q: '', cat: cat.slug, loc: [], page: 1 })]);
  if (loc.length) crumbs.push([listText(loc), equipmentCanonicalPath({ q: '', cat: cat?.slug ?? '', loc, page: 1 })]);
  return { title, description, path: equipmentCanonicalPath({ ...p, page }), crumbs, noindex: s.total === 0, page };
}
