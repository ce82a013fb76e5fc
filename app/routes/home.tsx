import {
  BadgeCheckIcon as BadgeCheck,
  ClipboardListIcon as ClipboardList,
  IndianRupeeIcon as IndianRupee,
  SearchIcon as Search,
  SendIcon as Send,
  ShieldCheckIcon as ShieldCheck,
  TimerIcon as Timer,
} from '../components/icons.tsx';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath, pathIn } from '../i18n/lang.ts';
import { Link } from '../i18n/react.tsx';
import { HeroCarousel } from '../components/home/hero-carousel.tsx';
import { PromoCarousel } from '../components/home/promo-carousel.tsx';
import { HomeSection, RegisterCta, ShortHomeIntro, StatsBand, WhatWeOffer } from '../components/home/sections.tsx';
import { SearchHero } from '../components/home/search-hero.tsx';
import {
  allContractorsUrl,
  allEquipmentUrl,
  CONTRACTOR_TILES,
  contractorTypeUrl,
  EMPTY_SEARCH_MARK,
  EQUIPMENT_TILES,
  equipmentCategoryUrl,
  registerUrl,
  staffingUrl,
  WORKFORCE_TILES,
} from '../lib/links.ts';
import { telUrl } from '../../lib/phone.ts';
import { breadcrumbLd, seo } from '../lib/seo.ts';
import { COMPANY_PAGES, NEW_REQUIREMENT_PATH } from '../../lib/urls.ts';
import type { Route } from './+types/home';
import { askToLogin } from '../lib/login-prompt.ts';
import { siteLd } from '../lib/site-ld.ts';

// Tags are built by the loader (on the server), so seo() and the JSON-LD builders stay out of the
// home page's JavaScript (first-load budget).
export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];

/**
 * This module also serves the second, shorter home page (docs/product.md#home-page) at /list-with-us (app/routes.ts).
 * Sharing the module keeps the home page's first-load JavaScript as it was: a separate route
 * module would move the shared sections into an extra chunk (docs/decisions/007).
 */
export function loader({ context, request }: Route.LoaderArgs) {
  const { supportPhone, supportEmail, manageUrl, siteUrl } = context.config;
  const base = { supportPhone, telHref: telUrl(supportPhone), registerHref: registerUrl(manageUrl) };
  const url = new URL(request.url);
  const lang = langOfPath(url.pathname);
  const i18n = i18nFor(lang);
  if (url.pathname.replace(/^\/hi(?=\/|$)/, '').replace(/\/+$/, '') !== COMPANY_PAGES.listWithUs) {
    const meta = seo({
      title: i18n._(msg`BuildMart — construction equipment, contractors and workforce across India`),
      description: i18n._(msg`Rent or buy construction equipment, find contractors and construction workforce in 300+ Indian cities.`),
      path: '/',
      siteUrl,
      lang,
      jsonLd: siteLd({ siteUrl, supportEmail, supportPhone, lang }),
    });
    // The plain search form sent empty comes back here to show its message (docs/decisions/037-pages-before-javascript.md).
    return { ...base, short: false, meta, searchError: url.searchParams.get('search') === EMPTY_SEARCH_MARK };
  }
  return {
    ...base,
    short: true,
    searchError: false,
    meta: seo({
      title: i18n._(msg`List your equipment or contracting business for free | BuildMart`),
      description: i18n._(msg`Equipment owners, contractors and staffing agencies: list with BuildMart for free and get real-time leads from clients in 300+ Indian cities.`),
      path: COMPANY_PAGES.listWithUs,
      siteUrl,
      lang,
      jsonLd: [
        breadcrumbLd(siteUrl, [
          [i18n._(msg`Home`), pathIn('/', lang)],
          [i18n._(msg`List with us`), pathIn(COMPANY_PAGES.listWithUs, lang)],
        ]),
      ],
    }),
  };
}

const Tile = ({ to, label, image }: { to: string; label: string; image?: string }) => (
  <Link
    to={to}
    className="group flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center font-semibold shadow-sm hover:border-amber-brand hover:shadow"
  >
    {image && <img src={image} alt="" width={120} height={90} loading="lazy" className="h-20 w-auto" />}
    {label}
  </Link>
);

/**
 * The second, shorter home page (docs/product.md#home-page: the last two sections plus two earlier ones), for
 * vendors, contractors and job seekers: statistics and What We Offer, then the registration
 * call-to-action and the promo carousel.
 */
function ShortHome({ supportPhone, telHref, registerHref }: { supportPhone: string; telHref: string; registerHref: string }) {
  return (
    <main>
      <ShortHomeIntro />
      <StatsBand />
      <WhatWeOffer />
      <RegisterCta supportPhone={supportPhone} telHref={telHref} />
      <PromoCarousel registerHref={registerHref} />
    </main>
  );
}

/** Home (docs/product.md#home-page): twelve sections, ending with the registration call-to-action and the promo carousel. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { supportPhone, telHref, registerHref, short, searchError } = loaderData;
  const { t, i18n } = useLingui();
  if (short) return <ShortHome supportPhone={supportPhone} telHref={telHref} registerHref={registerHref} />;
  return (
    <main>
      <HeroCarousel onConnect={askToLogin} />
      <SearchHero emptyError={searchError} />
      <HomeSection id="equipment-tiles" title={t`Construction Equipment`}>
        <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5">
          {EQUIPMENT_TILES.map((e) => (
            <Tile key={e.cat} to={equipmentCategoryUrl(e.cat)} label={i18n._(e.menu)} image={e.image} />
          ))}
          <Tile to={allEquipmentUrl()} label={t`Explore All`} />
        </div>
      </HomeSection>
      <HomeSection id="contractor-tiles" title={t`Construction Contractors`} className="bg-surface max-w-none">
        <div className="mx-auto mt-6 grid max-w-7xl grid-cols-2 gap-4 md:grid-cols-5">
          {CONTRACTOR_TILES.map((c) => (
            <Tile key={c.type} to={contractorTypeUrl(c.type)} label={i18n._(c.label)} />
          ))}
          <Tile to={allContractorsUrl()} label={t`Explore All`} />
        </div>
      </HomeSection>
      <HomeSection id="workforce-tiles" title={t`Construction Workforce`}>
        <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5">
          {WORKFORCE_TILES.map((w) => (
            <Tile key={w.cat} to={staffingUrl(w.cat)} label={i18n._(w.label)} />
          ))}
          <Tile to={staffingUrl('ALL')} label={t`Explore All`} />
        </div>
      </HomeSection>
      <HomeSection id="how-title" title={t`How it works`}>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {[
            { icon: Search, title: t`Search equipment`, text: t`Find machines, contractors and workforce by name, category and city.` },
            { icon: ClipboardList, title: t`Compare and shortlist`, text: t`Compare rates, condition, location and reviews; save the best to your wishlist.`, to: '/compare' },
            { icon: Send, title: t`Send enquiry`, text: t`Enquire in one tap and talk to the owner directly.` },
          ].map((s, i) => (
            <li key={s.title} className="rounded-xl border border-slate-200 p-6">
              <s.icon className="size-8 text-amber-deep" />
              <p className="mt-3 text-lg font-semibold">
                {i + 1}.{' '}
                {s.to ? (
                  <Link to={s.to} className="underline decoration-amber-brand underline-offset-4 hover:text-amber-deep">
                    {s.title}
                  </Link>
                ) : (
                  s.title
                )}
              </p>
              <p className="mt-1 text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
        <p className="mt-6 rounded-xl bg-amber-50 p-4">
          <Trans>Rather not search? Tell us what you need and get quotes.</Trans>{' '}
          <Link to={NEW_REQUIREMENT_PATH} className="inline-flex min-h-11 items-center font-semibold text-navy underline decoration-amber-brand decoration-2 underline-offset-4">
            <Trans>Post a requirement</Trans>
          </Link>
        </p>
      </HomeSection>
      <StatsBand />
      <WhatWeOffer />
      <HomeSection id="about-title" title={t`About BuildMart`}>
        <p className="mt-4 max-w-3xl text-slate-700">
          <Trans>
            BuildMart connects the people who build India with the machines, contractors and workers they need — on a phone, on a slow network, in a town of 300 people or a city of
            3 crore.
          </Trans>
        </p>
        <a href={registerHref} target="_blank" rel="noopener" className="mt-6 inline-block rounded-lg bg-amber-brand px-5 py-3 font-semibold text-navy">
          <Trans>Get started</Trans>
        </a>
      </HomeSection>
      <HomeSection id="why-title" title={t`Why choose us`} className="bg-surface max-w-none">
        <ul className="mx-auto mt-6 grid max-w-7xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { icon: BadgeCheck, title: t`Verified listings` },
            { icon: Timer, title: t`Fast service` },
            { icon: IndianRupee, title: t`Best price guarantee` },
            { icon: ShieldCheck, title: t`Secure rental` },
          ].map((w) => (
            <li key={w.title} className="flex items-center gap-3 rounded-xl bg-white p-5 shadow-sm">
              <w.icon className="size-7 text-amber-deep" />
              <span className="font-semibold">{w.title}</span>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-7xl text-slate-700">
          <Trans>20 years of experience in construction equipment and services.</Trans>
        </p>
      </HomeSection>
      <RegisterCta supportPhone={supportPhone} telHref={telHref} />
      <PromoCarousel registerHref={registerHref} />
    </main>
  );
}
