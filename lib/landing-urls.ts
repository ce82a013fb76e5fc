import { slugify } from './urls.ts';

/**
 * The landing pages' addresses (docs/decisions/045-landing-pages.md): one machine type on rent in one
 * city, `/rent/{machine}/{city}`, and one contractor type in one city, `/contractors/{type}/{city}`.
 * Machine slugs are the catalogue's (data/equipment-catalogue.ts); cities and contractor types are
 * slugged with the site's one slug rule (docs/product.md#urls-and-slugs). Pure: pages, links and the
 * sitemap build the same strings here (house rule 11). Only the slug rule: no catalogue is imported, so
 * a page that links to landing pages ships none of them to the browser (finding a city or type by its
 * slug is the server's, core/landing/resolve-landing.ts).
 */

/** 'Pune' → 'pune', 'Aurangabad (Bihar)' → 'aurangabad-bihar'. Unique over the catalogue's cities. */
export const citySlug = (label: string) => slugify(label);

/** 'Electrical Contractor' → 'electrical-contractor'. */
export const contractorTypeSlug = (type: string) => slugify(type);

const withPage = (path: string, page?: number) => (page && page > 1 ? `${path}?page=${page}` : path);

/** `/rent/backhoe-loader/pune` (page 2…: `?page=2`). */
export const rentLandingPath = (machineSlug: string, cityLabel: string, page?: number) => withPage(`/rent/${machineSlug}/${citySlug(cityLabel)}`, page);

/** `/contractors/electrical-contractor/delhi` (page 2…: `?page=2`). */
export const contractorLandingPath = (type: string, cityLabel: string, page?: number) => withPage(`/contractors/${contractorTypeSlug(type)}/${citySlug(cityLabel)}`, page);
