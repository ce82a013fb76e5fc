import { CONTRACTOR_TYPES, type ContractorType } from '../data/contractor-types.ts';
import { CITIES, type Location } from '../data/locations.ts';
import { slugify } from './urls.ts';

/**
 * The landing pages' addresses (docs/decisions/045-landing-pages.md): one machine type on rent in one
 * city, `/rent/{machine}/{city}`, and one contractor type in one city, `/contractors/{type}/{city}`.
 * Machine slugs are the catalogue's (data/equipment-catalogue.ts); cities and contractor types are
 * slugged with the site's one slug rule (docs/product.md#urls-and-slugs). Pure: pages, links and the
 * sitemap build the same strings here (house rule 11).
 */

/** 'Pune' → 'pune', 'Aurangabad (Bihar)' → 'aurangabad-bihar'. Unique over the catalogue's cities. */
export const citySlug = (label: string) => slugify(label);

const CITY_BY_SLUG = new Map<string, Location>();
for (const c of CITIES) if (!CITY_BY_SLUG.has(citySlug(c.label))) CITY_BY_SLUG.set(citySlug(c.label), c);

/** The catalogue city with exactly this slug. */
export const cityBySlug = (slug: string): Location | undefined => CITY_BY_SLUG.get(slug);

/** 'Electrical Contractor' → 'electrical-contractor'. */
export const contractorTypeSlug = (type: string) => slugify(type);

const TYPE_BY_SLUG = new Map<string, ContractorType>(CONTRACTOR_TYPES.map((t) => [contractorTypeSlug(t.value), t]));

/** The catalogue contractor type with exactly this slug. */
export const contractorTypeBySlug = (slug: string): ContractorType | undefined => TYPE_BY_SLUG.get(slug);

const withPage = (path: string, page?: number) => (page && page > 1 ? `${path}?page=${page}` : path);

/** `/rent/backhoe-loader/pune` (page 2…: `?page=2`). */
export const rentLandingPath = (machineSlug: string, cityLabel: string, page?: number) => withPage(`/rent/${machineSlug}/${citySlug(cityLabel)}`, page);

/** `/contractors/electrical-contractor/delhi` (page 2…: `?page=2`). */
export const contractorLandingPath = (type: string, cityLabel: string, page?: number) => withPage(`/contractors/${contractorTypeSlug(type)}/${citySlug(cityLabel)}`, page);
