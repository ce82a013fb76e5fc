import { redirect } from 'react-router';
import { getContractorLanding } from '../../core/landing/get-contractor-landing.ts';
import { resolveContractorLanding } from '../../core/landing/resolve-landing.ts';
import { contractorLandingPath } from '../../lib/landing-urls.ts';
import { contractorCanonicalPath, contractorListUrl } from '../../lib/list-urls.ts';
import { ContractorCard } from '../components/contractor-card.tsx';
import { LandingPage } from '../components/landing-page.tsx';
import { contractorCardView } from '../lib/card-views.ts';
import { type LandingCrumbs, LANDING_PAGE_SIZE as PAGE_SIZE, landingMeta, pageOf, pluralName } from '../lib/landing-seo.ts';
import { BRAND } from '../lib/list-seo.ts';
import { siteUrlOf } from '../lib/seo.ts';
import type { Route } from './+types/contractor-landing';

/**
 * Contractors of one type serving one city, /contractors/electrical-contractor/delhi
 * (docs/decisions/045-landing-pages.md): the same set as the contractor list filtered by that type and
 * location. Another spelling is a 301 to the canonical pair; an unknown type or city is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const page = pageOf(new URL(request.url));
  const r = resolveContractorLanding(params.type, params.city, (t, c) => contractorLandingPath(t, c, page));
  if (r.kind === 'moved') throw redirect(r.to, 301);
  const type = r.value;
  const city = r.city.label;
  const found = await getContractorLanding(context.ctx, { type, city, page, pageSize: PAGE_SIZE });
  const plural = pluralName(type);
  // Built here, not in the component: the list URL helpers bring the catalogues, which the browser does not need.
  const crumbs: LandingCrumbs = [
    ['Home', '/'],
    ['Contractors', '/contractors'],
    [plural, contractorCanonicalPath({ q: '', type: [type], loc: [], page: 1 })],
    [`${plural} in ${city}`, contractorLandingPath(type, city)],
  ];
  return {
    crumbs,
    searchUrl: contractorListUrl({ type: [type], loc: [city] }),
    type,
    plural,
    city,
    state: found.state,
    items: found.items.map(contractorCardView),
    total: found.total,
    page: found.page,
    totalPages: found.totalPages,
    nearby: found.nearby,
    related: found.related.map((x) => ({ type: x.type, plural: pluralName(x.type), n: x.n })),
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [{ title: `Page not found${BRAND}` }];
  const where = data.state && data.state !== data.city ? `${data.city}, ${data.state}` : data.city;
  return landingMeta(siteUrlOf(matches), {
    title: `${data.plural} in ${data.city} — ${data.total.toLocaleString('en-IN')}${data.page > 1 ? ` — page ${data.page}` : ''}${BRAND}`,
    description: `${data.total.toLocaleString('en-IN')} ${data.plural.toLowerCase()} serving ${where}: company profiles, work sectors, projects and reviews. Send an enquiry on BuildMart.`,
    crumbs: data.crumbs,
    items: data.items.map((c) => ({ name: c.CompanyName, path: c.Url })),
    total: data.total,
    page: data.page,
    totalPages: data.totalPages,
    pageSize: PAGE_SIZE,
    pathFor: (n) => contractorLandingPath(data.type, data.city, n),
  });
}

export default function ContractorLanding({ loaderData: d }: Route.ComponentProps) {
  return (
    <LandingPage
      crumbs={d.crumbs}
      title={`${d.plural} in ${d.city} — ${d.total.toLocaleString('en-IN')}`}
      intro={
        <p>
          {d.total > 0
            ? `${d.plural} who work in ${d.city}${d.state && d.state !== d.city ? `, ${d.state}` : ''}, newest first. Open a profile to see their projects and reviews, and send an enquiry.`
            : `No ${d.plural.toLowerCase()} list ${d.city} among the places they serve yet.`}
        </p>
      }
      total={d.total}
      page={d.page}
      totalPages={d.totalPages}
      hrefForPage={(n) => contractorLandingPath(d.type, d.city, n)}
      emptyText="No contractors found."
      gridClassName="md:grid-cols-2 lg:grid-cols-3"
      nearby={{
        title: `${d.plural} near ${d.city}`,
        links: d.nearby.map((c) => ({ label: c.city, to: contractorLandingPath(d.type, c.city), n: c.n, note: `${c.km.toLocaleString('en-IN')} km` })),
      }}
      related={{ title: `Other contractors in ${d.city}`, links: d.related.map((r) => ({ label: r.plural, to: contractorLandingPath(r.type, d.city), n: r.n })) }}
      search={{ label: `Search all contractors in ${d.city}`, to: d.searchUrl }}
    >
      {d.items.map((c) => (
        <ContractorCard key={c.Id} c={c} />
      ))}
    </LandingPage>
  );
}
