import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { redirect } from 'react-router';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { formatNumber } from '../lib/format.ts';
import { placeName } from '../lib/list-phrases.ts';
import { getRentLanding } from '../../core/landing/get-rent-landing.ts';
import { resolveRentLanding, TRADE_NAMES } from '../../core/landing/resolve-landing.ts';
import { categoryBySlug } from '../../data/equipment-catalogue.ts';
import { catalogueDescription } from '../../data/catalogue-descriptions.ts';
import { rentLandingPath } from '../../lib/landing-urls.ts';
import { equipmentCanonicalPath, equipmentListUrl } from '../../lib/list-urls.ts';
import { EquipmentCard } from '../components/equipment-card.tsx';
import { LandingPage } from '../components/landing-page.tsx';
import { equipmentCardView } from '../lib/card-views.ts';
import { kmText, type LandingCrumbs, LANDING_PAGE_SIZE as PAGE_SIZE, landingMeta, pageOf, pluralName } from '../lib/landing-seo.ts';
import { siteUrlOf } from '../lib/seo.ts';
import { newRequirementUrl } from '../../lib/urls.ts';
import { PostRequirementLink } from '../components/post-requirement-link.tsx';
import type { Route } from './+types/rent-landing';
import { CompareTrayHost } from '../components/compare-tray-host.tsx';

/**
 * One machine type on rent in one city, /rent/backhoe-loader/pune (docs/decisions/045-landing-pages.md).
 * Another spelling of the pair (/rent/jcb/Pune) is a 301 to it; a whole category goes to the equipment
 * list with that category and city; an unknown machine or city is the boundary's 404.
 */
/** The other names people hire some machines by, in the page's language (JCB stays JCB). */
const TRADE_LABELS: Record<string, ReturnType<typeof msg>> = { JCB: msg`JCB`, Poclain: msg`Poclain`, Tipper: msg`Tipper`, 'DG set': msg`DG set` };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const i18n = i18nFor(lang);
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
  // Names in the page's language: an English plural ('Backhoe Loaders'), or the Hindi catalogue name (no plural form).
  const namesOf = (x: { slug: string; name: string }) => (lang === 'en' ? pluralName(x.name) : catalogueLabel('machineType', x.slug, lang));
  const plural = namesOf(item);
  const cityName = placeName(city, lang);
  const trade = TRADE_NAMES[item.slug];
  // Built here, not in the component: the list URL helpers bring the catalogues, which the browser does not need.
  const crumbs: LandingCrumbs = [
    [i18n._(msg`Home`), '/'],
    [i18n._(msg`Equipment`), '/equipments'],
    [lang === 'en' ? category.name : catalogueLabel('category', category.slug, lang), equipmentCanonicalPath({ q: '', cat: category.slug, loc: [], page: 1 })],
    [i18n._(msg`${plural} on rent in ${cityName}`), rentLandingPath(item.slug, city)],
  ];
  return {
    lang,
    crumbs,
    searchUrl: equipmentListUrl({ q: item.name, loc: [city], avail: 'rent' }),
    postUrl: newRequirementUrl({ machine: item.slug, site: city }),
    machine: {
      slug: item.slug,
      name: item.name,
      plural,
      trade: trade ? (TRADE_LABELS[trade] ? i18n._(TRADE_LABELS[trade]) : trade) : null,
      // The catalogue's descriptions are English only: a Hindi page goes without.
      des: lang === 'en' ? catalogueDescription(item) : '',
      category: category.name,
      categorySlug: category.slug,
    },
    city,
    cityName,
    state: found.state && found.state !== city ? (lang === 'en' ? found.state : catalogueLabel('state', found.state, lang)) : '',
    items: found.items.map(equipmentCardView),
    total: found.total,
    page: found.page,
    totalPages: found.totalPages,
    // Nearby cities by their name in the page's language where it has one (else marked as typed).
    nearby: found.nearby.map((c) => ({ ...c, name: placeName(c.city, lang) })),
    related: found.related.map((x) => ({ slug: x.item.slug, plural: namesOf(x.item), n: x.n })),
  };
}

type Data = Awaited<ReturnType<typeof loader>>;

function headingOf(d: Data, i18n: I18n): string {
  const machines = d.machine.trade ? `${d.machine.plural} (${d.machine.trade})` : d.machine.plural;
  const city = d.cityName;
  return i18n._(msg`${machines} on rent in ${city}`);
}

/** 'Pune, Maharashtra', or the city alone when it names its state. */
const whereOf = (d: Data) => (d.state ? `${d.cityName}, ${d.state}` : d.cityName);

export function meta({ data, matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  if (!data) return [{ title: i18n._(msg`Page not found | BuildMart`) }];
  const m = data.machine;
  const where = whereOf(data);
  const n = formatNumber(data.total, lang);
  const machines = lang === 'en' ? m.plural.toLowerCase() : m.plural;
  const page = data.page;
  const heading = `${headingOf(data, i18n)} — ${n}`;
  return landingMeta(siteUrlOf(matches), {
    title: page > 1 ? i18n._(msg`${heading} — page ${page} | BuildMart`) : `${heading} | BuildMart`,
    description: `${i18n._(msg`${n} ${machines} available for rent in ${where}: rates per day and month, owners and photos.`)}${m.des ? ` ${m.des}` : ''}`,
    lang,
    crumbs: data.crumbs,
    items: data.items.map((e) => ({ name: e.Name, path: e.Url })),
    total: data.total,
    page: data.page,
    totalPages: data.totalPages,
    pageSize: PAGE_SIZE,
    pathFor: (p) => rentLandingPath(m.slug, data.city, p),
  });
}

export default function RentLanding({ loaderData: d }: Route.ComponentProps) {
  const m = d.machine;
  const { t, i18n } = useLingui();
  const machines = m.plural;
  const lower = d.lang === 'en' ? m.plural.toLowerCase() : m.plural;
  const where = whereOf(d);
  const city = d.cityName;
  return (
    <LandingPage
      after={<CompareTrayHost kind="equipment" />}
      crumbs={d.crumbs}
      title={`${headingOf(d, i18n)} — ${formatNumber(d.total, d.lang)}`}
      intro={
        <>
          <p>
            {d.total > 0
              ? `${t`${machines} you can hire in ${where}, newest first. Compare rates and send the owner an enquiry.`} `
              : `${t`Nobody offers ${lower} on rent in ${city} right now.`} `}
            {m.des}
          </p>
          <PostRequirementLink to={d.postUrl} className="mt-1" />
        </>
      }
      total={d.total}
      page={d.page}
      totalPages={d.totalPages}
      hrefForPage={(n) => rentLandingPath(m.slug, d.city, n)}
      emptyText={t`No equipments found.`}
      gridClassName="sm:grid-cols-2 lg:grid-cols-3"
      nearby={{
        title: t`${machines} on rent near ${city}`,
        links: d.nearby.map((c) => ({
          label: c.name,
          typed: c.name === c.city,
          to: rentLandingPath(m.slug, c.city),
          n: c.n,
          note: kmText(i18n, c.km, d.lang),
        })),
      }}
      related={{ title: t`Other machines on rent in ${city}`, links: d.related.map((r) => ({ label: r.plural, to: rentLandingPath(r.slug, d.city), n: r.n })) }}
      search={{ label: t`Search all equipment in ${city}`, to: d.searchUrl }}
    >
      {d.items.map((e, i) => (
        <EquipmentCard key={e.Id} e={e} priority={i === 0} />
      ))}
    </LandingPage>
  );
}
