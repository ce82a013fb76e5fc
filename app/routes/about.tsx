import { type LucideIcon, ArrowRight, BadgeCheck, HardHat, MapPin, Truck, Users, Wallet } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { aboutDoc } from '../content/company-pages.server.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { Link } from '../i18n/react.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { registerUrl } from '../lib/links.ts';
import { contractorListUrl, equipmentListUrl } from '../../lib/list-urls.ts';
import { companyPageMeta } from '../lib/company-page-meta.ts';
import { COMPANY_PAGES } from '../../lib/urls.ts';
import type { Route } from './+types/about';

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = i18nFor(langOfPath(location.pathname));
  return companyPageMeta(matches, location.pathname, {
    title: i18n._(msg`About BuildMart — 20 years in construction equipment and services`),
    description: i18n._(msg`BuildMart connects builders across India with construction equipment to rent or buy, verified contractors and skilled workforce in 300+ cities.`),
    path: COMPANY_PAGES.about,
    crumb: i18n._(msg`About BuildMart`),
    schemaType: 'AboutPage',
  });
}

/** The text in the page's language comes from the server (docs/decisions/050-company-pages-in-hindi.md). */
export function loader({ context, request }: Route.LoaderArgs) {
  return { doc: aboutDoc(langOfPath(new URL(request.url).pathname)), registerHref: registerUrl(context.config.manageUrl) };
}

/** What we offer, in the order of the text's `offer` items. */
const OFFER = [
  { icon: Truck, to: equipmentListUrl({}) },
  { icon: HardHat, to: contractorListUrl({}) },
  { icon: Users, to: COMPANY_PAGES.contact },
] as const;

/** What you can count on, in the order of the text's `promises`. */
const PROMISES = [BadgeCheck, Wallet, MapPin] as const;

/** About (docs/product.md#company-pages-and-contact-us): mission, what we offer, 20 years of experience, and Get started (registration, new tab). */
export default function About({ loaderData }: Route.ComponentProps) {
  const { doc } = loaderData;
  return (
    <main>
      <PageIntro title={doc.title}>
        <p>{doc.lead}</p>
      </PageIntro>

      <section aria-labelledby="mission-title" className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2">
        <div>
          <h2 id="mission-title" className="text-2xl font-bold sm:text-3xl">
            {doc.missionTitle}
          </h2>
          <p className="mt-4 text-lg text-slate-700">{doc.mission[0]}</p>
          <p className="mt-3 text-slate-700">{doc.mission[1]}</p>
        </div>
        <div className="rounded-2xl bg-surface p-6">
          <p className="text-5xl font-extrabold text-navy">20</p>
          <p className="mt-1 text-lg font-semibold">{doc.years}</p>
          <p className="mt-3 text-slate-700">{doc.yearsText}</p>
        </div>
      </section>

      <section aria-labelledby="offer-title" className="bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="offer-title" className="text-2xl font-bold sm:text-3xl">
            {doc.offerTitle}
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {doc.offer.map((o, i) => (
              <li key={o.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
                <Icon of={OFFER[i]!.icon} className="size-8 text-amber-deep" />
                <h3 className="mt-3 text-lg font-semibold">{o.title}</h3>
                <p className="mt-1 flex-1 text-slate-600">{o.text}</p>
                <Link to={OFFER[i]!.to} className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-navy hover:text-amber-deep">
                  {o.cta} <ArrowRight aria-hidden className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="promise-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="promise-title" className="text-2xl font-bold sm:text-3xl">
          {doc.promiseTitle}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {doc.promises.map((p, i) => (
            <li key={p.title} className="flex gap-3">
              <Icon of={PROMISES[i]!} className="size-7 shrink-0 text-amber-deep" />
              <div>
                <h3 className="font-semibold">{p.title}</h3>
                <p className="text-slate-600">{p.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="join-title" className="mx-auto max-w-7xl px-4 pb-4">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-navy p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
          <div>
            <h2 id="join-title" className="text-xl font-bold sm:text-2xl">
              {doc.joinTitle}
            </h2>
            <p className="mt-1 text-slate-300">{doc.joinText}</p>
          </div>
          <a
            href={loaderData.registerHref}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center rounded-lg bg-amber-brand px-5 py-3 font-semibold text-navy"
          >
            {doc.getStarted}
          </a>
        </div>
      </section>
    </main>
  );
}

function Icon({ of: C, className }: { of: LucideIcon; className: string }) {
  return <C aria-hidden className={className} />;
}
