import { msg } from '@lingui/core/macro';
import { hindiCategoryName, hindiMachineTypeName } from '../../data/catalogue-hindi-equipment.ts';
import { categoryByNameOrSlug, EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { i18nFor } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';
import { placeName } from './place-hindi.ts';
import { equipmentCanonicalPath, sortedNames, type EquipmentListParams } from '../../lib/list-urls.ts';
import { machineTypeName, leftAsTyped } from '../../lib/understood-params.ts';
import { formatNumber } from './format.ts';
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
export function equipmentHeading(p: EquipmentListParams, s: ListState, lang: Lang = 'en'): string {
  if (lang === 'hi') return hindiHeading(p, s);
  const u = s.understood;
  const types = typeNames((u?.MachineTypes ?? []).map(machineTypeName));
  const cat = categoryByNameOrSlug(p.cat)?.name ?? u?.Category;
  const subject = types.length ? listText(types, 'type') : cat ? inSentence(cat) : 'construction equipment';
  const text = (u ? leftAsTyped(u.Keyword, p.q) : p.q).trim();
  const avail = p.avail !== 'all' ? p.avail : u?.Availability;
  const loc = p.loc.length ? sortedNames(p.loc) : [...(u?.Locations ?? [])];
  return capitalised(`${subject}${text ? ` matching “${text}”` : ''}${avail ? ` ${AVAIL_WORDS[avail]}` : ''}${wherePhrase(loc, p, s.nearLabel)}${totalSuffix(s.total)}`);
}

/**
 * The Hindi heading says the same in Hindi order — where, availability, the words searched, what — with the
 * catalogue's Hindi names (data/catalogue-hindi.ts): 'पुणे क्षेत्र में किराये पर बैकहो लोडर — 24'.
 */
function hindiHeading(p: EquipmentListParams, s: ListState): string {
  const i18n = i18nFor('hi');
  const u = s.understood;
  const types = (u?.MachineTypes ?? []).map((m) => hindiMachineTypeName(m) ?? machineTypeName(m));
  const cat = categoryByNameOrSlug(p.cat) ?? categoryByNameOrSlug(u?.Category ?? '');
  const subject = types.length ? listText(types, '', 'hi') : cat ? (hindiCategoryName(cat.slug) ?? cat.name) : i18n._(msg`construction equipment`);
  const text = (u ? leftAsTyped(u.Keyword, p.q) : p.q).trim();
  const avail = p.avail !== 'all' ? p.avail : u?.Availability;
  const loc = p.loc.length ? sortedNames(p.loc) : [...(u?.Locations ?? [])];
  const parts = [
    wherePhrase(loc, p, s.nearLabel, 'hi', (name) => placeName(name, 'hi')).trim(),
    avail === 'rent' ? i18n._(msg`on rent`) : avail === 'sale' ? i18n._(msg`for sale`) : '',
    text ? i18n._(msg`matching “${text}”`) : '',
    subject,
  ];
  return `${parts.filter(Boolean).join(' ')}${totalSuffix(s.total, 'hi')}`;
}

/** Title, description, canonical path and breadcrumbs of /equipments for one filter state (see list-seo.ts). */
export function equipmentListSeo(p: EquipmentListParams, s: ListState, lang: Lang = 'en'): ListSeo {
  if (lang === 'hi') return hindiListSeo(p, s);
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

function hindiListSeo(p: EquipmentListParams, s: ListState): ListSeo {
  const i18n = i18nFor('hi');
  const page = shownPage(p.page, s);
  const cat = categoryByNameOrSlug(p.cat);
  const what = cat ? (hindiCategoryName(cat.slug) ?? cat.name) : i18n._(msg`construction equipment`);
  const avail = p.avail === 'rent' ? i18n._(msg`for rent`) : p.avail === 'sale' ? i18n._(msg`for sale`) : i18n._(msg`for rent and sale`);
  const loc = sortedNames(p.loc);
  const places = listText(
    loc.map((l) => placeName(l, 'hi')),
    '',
    'hi',
  );
  const where = loc.length ? i18n._(msg`in ${places}`) : i18n._(msg`across India`);
  const q = p.q.trim();
  const heading = hindiHeading(p, s);
  const examples = (
    cat
      ? EQUIPMENT_CATALOGUE.filter((i) => i.category === cat.slug)
      : EQUIPMENT_CATALOGUE.filter((i) => ['excavator', 'backhoe-loader', 'tower-crane', 'transit-mixer'].includes(i.slug))
  )
    .slice(0, 4)
    .map((i) => hindiMachineTypeName(i.slug) ?? i.name)
    .join(', ');
  const total = formatNumber(s.total, 'hi');
  const matching = q ? ` ${i18n._(msg`matching “${q}”`)}` : '';
  const description =
    i18n._(msg`${where} ${avail} ${what} — ${total} listings${matching}${pageNote(page, s, 'hi')}: ${examples} and more, with rates, condition and owners.`) +
    ` ${i18n._(msg`Send an enquiry on BuildMart.`)}`;
  const crumbs: ListSeo['crumbs'] = [
    [i18n._(msg`Home`), '/'],
    [i18n._(msg`Equipment`), '/equipments'],
  ];
  if (cat) crumbs.push([hindiCategoryName(cat.slug) ?? cat.name, equipmentCanonicalPath({ q: '', cat: cat.slug, loc: [], page: 1 })]);
  if (loc.length) crumbs.push([places, equipmentCanonicalPath({ q: '', cat: cat?.slug ?? '', loc, page: 1 })]);
  return { heading, title: listTitle(heading, page, 'hi'), description, path: equipmentCanonicalPath({ ...p, page }), crumbs, noindex: s.total === 0, page };
}
