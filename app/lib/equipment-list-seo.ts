import { categoryByNameOrSlug, EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { equipmentCanonicalPath, sortedNames, type EquipmentListParams } from '../../lib/list-urls.ts';
import { machineTypeName, leftAsTyped } from '../../lib/understood-params.ts';
import { capitalised, count, inSentence, listText, listTitle, pageNote, plural, shownPage, totalSuffix, wherePhrase, type ListSeo, type ListState } from './list-seo.ts';

const AVAIL_WORDS = { rent: 'on rent', sale: 'for sale' } as const;

/** Machine types in the heading: 'Backhoe loaders'; several sharing their last word as that word ('Tower Crane', 'Mobile Crane' → 'Cranes'). */
function typeNames(names: readonly string[]): string[] {
  const last = (n: string) => n.split(' ').pop() ?? n;
  if (names.length > 1 && names.every((n) => last(n) === last(names[0]!))) return [inSentence(plural(last(names[0]!)))];
  return names.map((n) => inSentence(plural(n)));
}

/**
 * What the results are, in words and with their number ('Backhoe loaders on rent in Pune — 24', 'Construction
 * equipment — 1,234'): the machine types or category, the words searched as text, availability, and where —
 * from the address and from what the keyword was understood as (docs/decisions/043-no-dead-ends-and-result-headings.md).
 */
export function equipmentHeading(p: EquipmentListParams, s: ListState): string {
  const u = s.understood;
  const types = typeNames((u?.MachineTypes ?? []).map(machineTypeName));
  const cat = categoryByNameOrSlug(p.cat)?.name ?? u?.Category;
  const subject = types.length ? listText(types, 'type') : cat ? inSentence(cat) : 'construction equipment';
  const text = (u ? leftAsTyped(u.Keyword, p.q) : p.q).trim();
  const avail = p.avail !== 'all' ? p.avail : u?.Availability;
  const loc = p.loc.length ? sortedNames(p.loc) : [...(u?.Locations ?? [])];
  return capitalised(`${subject}${text ? ` matching “${text}”` : ''}${avail ? ` ${AVAIL_WORDS[avail]}` : ''}${wherePhrase(loc, p, s.nearLabel)}${totalSuffix(s.total)}`);
}

/** Title, description, canonical path and breadcrumbs of /equipments for one filter state (see list-seo.ts). */

export function equipmentListSeo(p: EquipmentListParams, s: ListState): ListSeo {
  const page = shownPage(p.page, s);
  const cat = categoryByNameOrSlug(p.cat);
  const what = cat?.name ?? 'Construction equipment';
  const avail = p.avail === 'rent' ? 'for rent' : p.avail === 'sale' ? 'for sale' : 'for rent and sale';
  const loc = sortedNames(p.loc);
  const where = loc.length ? `in ${listText(loc)}` : 'in India';
  const q = p.q.trim();
  const heading = equipmentHeading(p, s);
  const title = listTitle(heading, page);
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
  return { heading, title, description, path: equipmentCanonicalPath({ ...p, page }), crumbs, noindex: s.total === 0, page };
}
