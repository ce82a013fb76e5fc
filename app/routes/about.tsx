import { ArrowRight, BadgeCheck, HardHat, MapPin, Truck, Users, Wallet } from 'lucide-react';
import { Link } from '../i18n/react.tsx';
import { PageIntro } from '../components/page-intro.tsx';
import { registerUrl } from '../lib/links.ts';
import { contractorListUrl, equipmentListUrl } from '../../lib/list-urls.ts';
import { companyPageMeta } from '../lib/company-page-meta.ts';
import { COMPANY_PAGES } from '../../lib/urls.ts';
import type { Route } from './+types/about';

export function meta({ matches }: Route.MetaArgs) {
  return companyPageMeta(matches, {
    title: 'About BuildMart — 20 years in construction equipment and services',
    description: 'BuildMart connects builders across India with construction equipment to rent or buy, verified contractors and skilled workforce in 300+ cities.',
    path: COMPANY_PAGES.about,
    crumb: 'About BuildMart',
    schemaType: 'AboutPage',
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return { registerHref: registerUrl(context.config.manageUrl) };
}

const OFFER = [
  {
    icon: Truck,
    title: 'Equipment',
    text: 'Excavators, cranes, transit mixers, generators and 50 more kinds of machines, on rent or for sale, with rates, condition and location on every listing.',
    to: equipmentListUrl({}),
    cta: 'Browse equipment',
  },
  {
    icon: HardHat,
    title: 'Contractors',
    text: 'Civil, building, industrial, electrical and 120+ more contractor types, with their working sectors, past projects and the places they serve.',
    to: contractorListUrl({}),
    cta: 'Find contractors',
  },
  {
    icon: Users,
    title: 'Workforce',
    text: 'General, skilled and unskilled workers and technicians through registered agencies, for a week’s shutdown or a two-year project.',
    to: COMPANY_PAGES.contact,
    cta: 'Ask for workforce',
  },
] as const;

const PROMISES = [
  { icon: BadgeCheck, title: 'Verified listings', text: 'Owners and firms are checked before their badge appears.' },
  { icon: Wallet, title: 'Honest prices', text: 'Rates in rupees, per month, day or hour, straight from the owner.' },
  { icon: MapPin, title: 'Local reach', text: 'Listings in 300+ cities, from metros to district towns.' },
] as const;

/** About (docs/product.md#company-pages-and-contact-us): mission, what we offer, 20 years of experience, and Get started (registration, new tab). */
export default function About({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageIntro title="About BuildMart">
        <p>The marketplace for construction equipment, contractors and workforce across India.</p>
      </PageIntro>

      <section aria-labelledby="mission-title" className="mx-auto grid max-w-7xl gap-8 px-4 py-12 lg:grid-cols-2">
        <div>
          <h2 id="mission-title" className="text-2xl font-bold sm:text-3xl">
            Our mission
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Every project in India, from a village road to a metro line, waits on the same three things: the right machine, the right contractor and enough skilled hands. Our
            mission is to make all three easy to find, compare and hire — on a phone, on a slow network, in any city.
          </p>
          <p className="mt-3 text-slate-700">
            Site engineers use BuildMart to find a 20-tonne excavator for Monday. Office managers compare batching plants across suppliers. Equipment owners list idle cranes
            between calls and get enquiries from clients they would never have met.
          </p>
        </div>
        <div className="rounded-2xl bg-surface p-6">
          <p className="text-5xl font-extrabold text-navy">20</p>
          <p className="mt-1 text-lg font-semibold">years of experience in construction equipment and services</p>
          <p className="mt-3 text-slate-700">
            The people behind BuildMart have rented, operated and maintained construction equipment for two decades. We built the platform we wished we had: clear listings, direct
            contact with owners, and no middlemen adding to the rate.
          </p>
        </div>
      </section>

      <section aria-labelledby="offer-title" className="bg-surface">
        <div className="mx-auto max-w-7xl px-4 py-12">
          <h2 id="offer-title" className="text-2xl font-bold sm:text-3xl">
            What we offer
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {OFFER.map((o) => (
              <li key={o.title} className="flex flex-col rounded-xl bg-white p-6 shadow-sm">
                <o.icon aria-hidden className="size-8 text-amber-deep" />
                <h3 className="mt-3 text-lg font-semibold">{o.title}</h3>
                <p className="mt-1 flex-1 text-slate-600">{o.text}</p>
                <Link to={o.to} className="mt-4 inline-flex min-h-11 items-center gap-1 font-semibold text-navy hover:text-amber-deep">
                  {o.cta} <ArrowRight aria-hidden className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="promise-title" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="promise-title" className="text-2xl font-bold sm:text-3xl">
          What you can count on
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {PROMISES.map((p) => (
            <li key={p.title} className="flex gap-3">
              <p.icon aria-hidden className="size-7 shrink-0 text-amber-deep" />
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
              Own equipment or run a contracting firm?
            </h2>
            <p className="mt-1 text-slate-300">List your business for free and get enquiries from clients near you.</p>
          </div>
          <a
            href={loaderData.registerHref}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-11 items-center rounded-lg bg-amber-brand px-5 py-3 font-semibold text-navy"
          >
            Get started
          </a>
        </div>
      </section>
    </main>
  );
}
