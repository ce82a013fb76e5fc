import { redirect } from 'react-router';
import { getRentLanding } from '../../core/landing/get-rent-landing.ts';
import { resolveRentLanding, TRADE_NAMES } from '../../core/landing/resolve-landing.ts';
import { categoryBySlug } from '../../data/equipment-catalogue.ts';
import { catalogueDescription } from '../../data/catalogue-descriptions.ts';
import { rentLandingPath } from '../../lib/landing-urls.ts';
import { equipmentCanonicalPath, equipmentListUrl } from '../../lib/list-urls.ts';
import { EquipmentCard } from '../components/equipment-card.tsx';
import { LandingPage } from '../components/landing-page.tsx';
import { equipmentCardView } from '../lib/card-views.ts';
import { type LandingCrumbs, LANDING_PAGE_SIZE as PAGE_SIZE, landingMeta, pageOf, pluralName } from '../lib/landing-seo.ts';
import { BRAND } from '../lib/list-seo.ts';
import { siteUrlOf } from '../lib/seo.ts';
import type { Route } from './+types/rent-landing';

/**
 * One machine type on rent in one city, /rent/backhoe-loader/pune (docs/decisions/045-landing-pages.md).
 * Another spelling of the pair (/rent/jcb/Pune) is a 301 to it; a whole category goes to the equipment
 * list with that category and city; an unknown machine or city is the boundary's 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageOf(url);
  const r = resolveRentLanding(params.machine, params.city, {
    landing: (m, c) => rentLandingPath(m, c, page),
    category: (cat, city) => equipmentListUrl({ cat: cat.slug, loc: [city.label], avail: 'rent' }),
  });
  if (r.kind === 'moved') throw redirect(r.to, 301);
  const item = r.value;
  const city = r.city.label;
  const found = await getRentLanding(context.ctx, { item, city, page, pageSize: PAGE_SIZE });
  const category = categoryBySlug(item.category)!;
  const plural = pluralName(item.name);
  // Built here, not in the component: the list URL helpers bring the catalogues, which the browser does not need.
  const crumbs: LandingCrumbs = [
    ['Home', '/'],
    ['Equipment', '/equipments'],
    [category.name, equipmentCanonicalPath({ q: '', cat: category.slug, loc: [], page: 1 })],
    [`${plural} on rent in ${city}`, rentLandingPath(item.slug, city)],
  ];
  return {
    crumbs,
    searchUrl: equipmentListUrl({ q: item.name, loc: [city], avail: 'rent' }),
    machine: {
      slug: item.slug,
      name: item.name,
      plural: pluralName(item.name),
      trade: TRADE_NAMES[item.slug] ?? null,
      des: catalogueDescription(item),
      category: category.name,
      categorySlug: category.slug,
    },
    city,
    state: found.state,
    items: found.items.map(equipmentCardView),
    total: found.total,
    page: found.page,
    totalPages: found.totalPages,
    nearby: found.nearby,
    related: found.related.map((x) => ({ slug: x.item.slug, plural: pluralName(x.item.name), n: x.n })),
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

const headingOf = (d: Data) => `${d.machine.plural}${d.machine.trade ? ` (${d.machine.trade})` : ''} on rent in ${d.city}`;

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: `Page not found${BRAND}` }];
  const m = data.machine;
  const where = data.state && data.state !== data.city ? `${data.city}, ${data.state}` : data.city;
  return landingMeta(siteUrlOf(matches), {
    title: `${headingOf(data)} — ${data.total.toLocaleString('en-IN')}${data.page > 1 ? ` — page ${data.page}` : ''}${BRAND}`,
    description: `${data.total.toLocaleString('en-IN')} ${m.plural.toLowerCase()} available for rent in ${where}: rates per day and month, owners and photos. ${m.des}`,
    crumbs: data.crumbs,
    items: data.items.map((e) => ({ name: e.Name, path: e.Url })),
    total: data.total,
    page: data.page,
    totalPages: data.totalPages,
    pageSize: PAGE_SIZE,
    pathFor: (n) => rentLandingPath(m.slug, data.city, n),
  });
}

export default function RentLanding({ loaderData: d }: Route.ComponentProps) {
  const m = d.machine;
  return (
    <LandingPage
      crumbs={d.crumbs}
      title={`${headingOf(d)} — ${d.total.toLocaleString('en-IN')}`}
      intro={
        <p>
          {d.total > 0
            ? `${m.plural} you can hire in ${d.city}${d.state && d.state !== d.city ? `, ${d.state}` : ''}, newest first. Compare rates and send the owner an enquiry. `
            : `Nobody offers ${m.plural.toLowerCase()} on rent in ${d.city} right now. `}
          {m.des}
        </p>
      }
      total={d.total}
      page={d.page}
      totalPages={d.totalPages}
      hrefForPage={(n) => rentLandingPath(m.slug, d.city, n)}
      emptyText="No equipments found."
      gridClassName="sm:grid-cols-2 lg:grid-cols-3"
      nearby={{
        title: `${m.plural} on rent near ${d.city}`,
        links: d.nearby.map((c) => ({ label: c.city, to: rentLandingPath(m.slug, c.city), n: c.n, note: `${c.km.toLocaleString('en-IN')} km` })),
      }}
      related={{ title: `Other machines on rent in ${d.city}`, links: d.related.map((r) => ({ label: r.plural, to: rentLandingPath(r.slug, d.city), n: r.n })) }}
      search={{ label: `Search all equipment in ${d.city}`, to: d.searchUrl }}
    >
      {d.items.map((e, i) => (
        <EquipmentCard key={e.Id} e={e} priority={i === 0} />
      ))}
    </LandingPage>
  );
}
