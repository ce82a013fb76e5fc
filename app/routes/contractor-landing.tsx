import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { redirect } from 'react-router';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { formatNumber } from '../lib/format.ts';
import { placeName } from '../lib/list-phrases.ts';
import { contractorCardIn } from '../lib/card-names.ts';
import { getContractorLanding } from '../../core/landing/get-contractor-landing.ts';
import { resolveContractorLanding } from '../../core/landing/resolve-landing.ts';
import { contractorLandingPath } from '../../lib/landing-urls.ts';
import { contractorCanonicalPath, contractorListUrl } from '../../lib/list-urls.ts';
import { ContractorCard } from '../components/contractor-card.tsx';
import { LandingPage } from '../components/landing-page.tsx';
import { contractorCardView } from '../lib/card-views.ts';
import { kmText, type LandingCrumbs, LANDING_PAGE_SIZE as PAGE_SIZE, landingMeta, pageOf, pluralName } from '../lib/landing-seo.ts';
import { siteUrlOf } from '../lib/seo.ts';
import { newRequirementUrl } from '../../lib/urls.ts';
import { PostRequirementLink } from '../components/post-requirement-link.tsx';
import type { Route } from './+types/contractor-landing';
import { CompareTrayHost } from '../components/compare-tray-host.tsx';

/**
 * Contractors of one type serving one city, /contractors/electrical-contractor/delhi
 * (docs/decisions/045-landing-pages.md): the same set as the contractor list filtered by that type and
 * location. Another spelling is a 301 to the canonical pair; an unknown type or city is a 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = pageOf(url);
  const lang = langOfPath(url.pathname);
  const i18n = i18nFor(lang);
  const r = resolveContractorLanding(params.type, params.city, (t, c) => contractorLandingPath(t, c, page));
  if (r.kind === 'moved') throw redirect(r.to, 301);
  const type = r.value;
  const city = r.city.label;
  const found = await getContractorLanding(context.ctx, { type, city, page, pageSize: PAGE_SIZE });
  // Names in the page's language: an English plural ('Civil Contractors'), or the Hindi catalogue name (no plural form).
  const namesOf = (t: string) => (lang === 'en' ? pluralName(t) : catalogueLabel('contractorType', t, lang));
  const plural = namesOf(type);
  const cityName = placeName(city, lang);
  // Built here, not in the component: the list URL helpers bring the catalogues, which the browser does not need.
  const crumbs: LandingCrumbs = [
    [i18n._(msg`Home`), '/'],
    [i18n._(msg`Contractors`), '/contractors'],
    [plural, contractorCanonicalPath({ q: '', type: [type], loc: [], page: 1 })],
    [i18n._(msg`${plural} in ${cityName}`), contractorLandingPath(type, city)],
  ];
  return {
    lang,
    crumbs,
    searchUrl: contractorListUrl({ type: [type], loc: [city] }),
    postUrl: newRequirementUrl({ contractor: type, site: city }),
    type,
    plural,
    city,
    cityName,
    state: found.state && found.state !== city ? (lang === 'en' ? found.state : catalogueLabel('state', found.state, lang)) : '',
    items: found.items.map((c) => contractorCardIn(contractorCardView(c), lang)),
    total: found.total,
    page: found.page,
    totalPages: found.totalPages,
    // Nearby cities by their name in the page's language where it has one (else marked as typed).
    nearby: found.nearby.map((c) => ({ ...c, name: placeName(c.city, lang) })),
    related: found.related.map((x) => ({ type: x.type, plural: namesOf(x.type), n: x.n })),
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

/** 'Delhi, Delhi NCR'-like: the city and its state, or the city alone when it names its state. */
const whereOf = (d: Data) => (d.state ? `${d.cityName}, ${d.state}` : d.cityName);

export function meta({ data, matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  if (!data) return [{ title: i18n._(msg`Page not found | BuildMart`) }];
  const where = whereOf(data);
  const n = formatNumber(data.total, lang);
  const plural = data.plural;
  const lower = lang === 'en' ? plural.toLowerCase() : plural;
  const city = data.cityName;
  const page = data.page;
  const heading = `${i18n._(msg`${plural} in ${city}`)} — ${n}`;
  return landingMeta(siteUrlOf(matches), {
    title: page > 1 ? i18n._(msg`${heading} — page ${page} | BuildMart`) : `${heading} | BuildMart`,
    description: i18n._(msg`${n} ${lower} serving ${where}: company profiles, work sectors, projects and reviews. Send an enquiry on BuildMart.`),
    lang,
    crumbs: data.crumbs,
    items: data.items.map((c) => ({ name: c.CompanyName, path: c.Url })),
    total: data.total,
    page: data.page,
    totalPages: data.totalPages,
    pageSize: PAGE_SIZE,
    pathFor: (p) => contractorLandingPath(data.type, data.city, p),
  });
}

export default function ContractorLanding({ loaderData: d }: Route.ComponentProps) {
  const { t, i18n } = useLingui();
  const plural = d.plural;
  const lower = d.lang === 'en' ? plural.toLowerCase() : plural;
  const city = d.cityName;
  const where = whereOf(d);
  return (
    <LandingPage
      after={<CompareTrayHost kind="contractor" />}
      crumbs={d.crumbs}
      title={`${t`${plural} in ${city}`} — ${formatNumber(d.total, d.lang)}`}
      intro={
        <>
          <p>
            {d.total > 0
              ? t`${plural} who work in ${where}, newest first. Open a profile to see their projects and reviews, and send an enquiry.`
              : t`No ${lower} list ${city} among the places they serve yet.`}
          </p>
          <PostRequirementLink to={d.postUrl} className="mt-1" />
        </>
      }
      total={d.total}
      page={d.page}
      totalPages={d.totalPages}
      hrefForPage={(n) => contractorLandingPath(d.type, d.city, n)}
      emptyText={t`No contractors found.`}
      gridClassName="md:grid-cols-2 lg:grid-cols-3"
      nearby={{
        title: t`${plural} near ${city}`,
        links: d.nearby.map((c) => ({
          label: c.name,
          typed: c.name === c.city,
          to: contractorLandingPath(d.type, c.city),
          n: c.n,
          note: kmText(i18n, c.km, d.lang),
        })),
      }}
      related={{ title: t`Other contractors in ${city}`, links: d.related.map((r) => ({ label: r.plural, to: contractorLandingPath(r.type, d.city), n: r.n })) }}
      search={{ label: t`Search all contractors in ${city}`, to: d.searchUrl }}
    >
      {d.items.map((c) => (
        <ContractorCard key={c.Id} c={c} />
      ))}
    </LandingPage>
  );
}
