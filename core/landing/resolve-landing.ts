import { CONTRACTOR_TYPES, type ContractorType, findContractorType } from '../../data/contractor-types.ts';
import { type CatalogueItem, catalogueItemBySlug, categoryByNameOrSlug, type EquipmentCategory } from '../../data/equipment-catalogue.ts';
import { CITIES, type Location } from '../../data/locations.ts';
import { citySlug, contractorTypeSlug } from '../../lib/landing-urls.ts';
import { slugify } from '../../lib/urls.ts';
import { AppError } from '../errors.ts';
import { matchPlace } from '../location.ts';

/**
 * What the two path segments of a landing page name (docs/decisions/045-landing-pages.md). An exact
 * slug is the page; another spelling that still names one machine (or type) and one city — other
 * case, spaces, a trade name such as 'jcb', a city alias once data/ has them — is a permanent
 * redirect to the exact slugs; anything else is a 404.
 */

const CITY_BY_SLUG = new Map<string, Location>(CITIES.map((c) => [citySlug(c.label), c]));
const TYPE_BY_SLUG = new Map<string, ContractorType>(CONTRACTOR_TYPES.map((t) => [contractorTypeSlug(t.value), t]));

/** The catalogue city with exactly this slug (slugs are unique over the catalogue's cities: tested). */
export const cityBySlug = (slug: string): Location | undefined => CITY_BY_SLUG.get(slug);
const contractorTypeBySlug = (slug: string): ContractorType | undefined => TYPE_BY_SLUG.get(slug);

/** Trade names people put in addresses for a catalogue machine (docs/decisions/045-landing-pages.md). */
const MACHINE_ALIASES: Record<string, string> = {
  jcb: 'backhoe-loader',
  backhoe: 'backhoe-loader',
  poclain: 'excavator',
  poclane: 'excavator',
  pokelane: 'excavator',
  hydra: 'telescopic-crane',
  'hydra-crane': 'telescopic-crane',
  tipper: 'dump-truck',
  dumper: 'dump-truck',
  'dg-set': 'generator',
  dg: 'generator',
  genset: 'generator',
  'rmc-plant': 'batching-plant',
  dozer: 'bulldozer',
  bobcat: 'skid-steer-loader',
  roller: 'road-roller',
  grader: 'motor-grader',
};

/** The trade name shown next to a machine's name in a heading: 'Backhoe Loaders (JCB)'. */
export const TRADE_NAMES: Record<string, string> = { 'backhoe-loader': 'JCB', excavator: 'Poclain', 'dump-truck': 'Tipper', generator: 'DG set' };

/** A path segment as words: decoded, lowercased, with hyphens, underscores and pluses as spaces. */
function words(segment: string): string {
  let s = segment;
  try {
    s = decodeURIComponent(segment);
  } catch {
    // A broken %-escape is just characters.
  }
  return s
    .normalize('NFC')
    .toLowerCase()
    .replace(/[-_+\s]+/g, ' ')
    .trim();
}

export type MachineMatch = { item: CatalogueItem } | { category: EquipmentCategory };

/** A machine segment → the catalogue machine, or a whole category (its slug or name). */
export function matchMachine(segment: string): MachineMatch | undefined {
  const exact = catalogueItemBySlug(segment);
  if (exact) return { item: exact };
  const w = words(segment);
  if (!w) return undefined;
  const slug = slugify(w);
  const item =
    catalogueItemBySlug(slug) ?? catalogueItemBySlug(MACHINE_ALIASES[slug] ?? '') ?? catalogueItemBySlug(slug.replace(/s$/, '')) ?? catalogueItemBySlug(slug.replace(/es$/, ''));
  if (item) return { item };
  const category = categoryByNameOrSlug(slug) ?? categoryByNameOrSlug(w);
  return category ? { category } : undefined;
}

/** A city segment → the catalogue city (exact slug, or a name or alias that places one city). */
export function matchCity(segment: string): Location | undefined {
  const exact = cityBySlug(segment);
  if (exact) return exact;
  const w = words(segment);
  if (!w) return undefined;
  const bySlug = cityBySlug(slugify(w));
  if (bySlug) return bySlug;
  // matchPlace knows the catalogue's names, aliases (Bangalore) and Hindi names; a metro region's page is its
  // core city's ('bombay' → Mumbai, the first city of the Mumbai region; docs/decisions/041-places.md).
  const place = matchPlace(w);
  const label = place?.cities[0] ?? place?.label;
  return label ? cityBySlug(citySlug(label)) : undefined;
}

/** A contractor type segment → the catalogue type ('electrical', 'Electrical-Contractor', 'electrical-contractors'). */
export function matchContractorType(segment: string): string | undefined {
  const exact = contractorTypeBySlug(segment);
  if (exact) return exact.value;
  const w = words(segment);
  if (!w) return undefined;
  const slug = slugify(w).replace(/-contractors$/, '-contractor');
  const found = contractorTypeBySlug(slug) ?? contractorTypeBySlug(`${slug}-contractor`) ?? findContractorType(w);
  if (found) return found.value;
  return undefined;
}

const notFound = (what: string) => new AppError('NOT_FOUND', what);

export type Resolved<T> = { kind: 'page'; value: T; city: Location } | { kind: 'moved'; to: string };

/**
 * The rent landing page a request names. `moved.to` is the canonical path for another spelling, or
 * the equipment list for a whole category in that city (a category has no landing page of its own).
 */
export function resolveRentLanding(
  machineSegment: string,
  citySegment: string,
  paths: { landing: (m: string, c: string) => string; category: (cat: EquipmentCategory, city: Location) => string },
): Resolved<CatalogueItem> {
  const machine = matchMachine(machineSegment);
  if (!machine) throw notFound(`We have no machine called '${words(machineSegment) || machineSegment}'.`);
  const city = matchCity(citySegment);
  if (!city) throw notFound(`We do not know the city '${words(citySegment) || citySegment}'.`);
  if ('category' in machine) return { kind: 'moved', to: paths.category(machine.category, city) };
  if (machine.item.slug === machineSegment && citySlug(city.label) === citySegment) return { kind: 'page', value: machine.item, city };
  return { kind: 'moved', to: paths.landing(machine.item.slug, city.label) };
}

/** The contractor landing page a request names; another spelling moves to the canonical path. */
export function resolveContractorLanding(typeSegment: string, citySegment: string, landing: (type: string, city: string) => string): Resolved<string> {
  const type = matchContractorType(typeSegment);
  if (!type) throw notFound(`We have no contractor type called '${words(typeSegment) || typeSegment}'.`);
  const city = matchCity(citySegment);
  if (!city) throw notFound(`We do not know the city '${words(citySegment) || citySegment}'.`);
  if (contractorTypeSlug(type) === typeSegment && citySlug(city.label) === citySegment) return { kind: 'page', value: type, city };
  return { kind: 'moved', to: landing(type, city.label) };
}
