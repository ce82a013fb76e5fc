import {
  BadgeCheckIcon as BadgeCheck,
  ClipboardListIcon as ClipboardList,
  IndianRupeeIcon as IndianRupee,
  SearchIcon as Search,
  SendIcon as Send,
  ShieldCheckIcon as ShieldCheck,
  TimerIcon as Timer,
} from '../components/icons.tsx';
import { Link } from 'react-router';
import { HeroCarousel } from '../components/home/hero-carousel.tsx';
import { PromoCarousel } from '../components/home/promo-carousel.tsx';
import { SearchHero } from '../components/home/search-hero.tsx';
import {
  allContractorsUrl,
  allEquipmentUrl,
  CONTRACTOR_TILES,
  contractorTypeUrl,
  EQUIPMENT_TILES,
  equipmentCategoryUrl,
  registerUrl,
  staffingUrl,
  WORKFORCE_TILES,
} from '../lib/links.ts';
import type { Route } from './+types/home';
import { askToLogin } from '../lib/login-prompt.ts';

export function meta() {
  return [
    { title: 'BuildMart — construction equipment, contractors and workforce across India' },
    { name: 'description', content: 'Rent or buy construction equipment, find contractors and construction workforce in 300+ Indian cities.' },
  ];
}

export function loader({ context }: Route.LoaderArgs) {
  return { supportPhone: context.config.supportPhone, registerHref: registerUrl(context.config.manageUrl) };
}


const Tile = ({ to, label, image }: { to: string; label: string; image?: string }) => (
  <Link to={to} className="group flex min-h-24 flex-col items-center justify-center gap-2 rounded-xl border border-slate-200 bg-white p-4 text-center font-semibold shadow-sm hover:border-amber-brand hover:shadow">
    {image && <img src={image} alt="" width={120} height={90} loading="lazy" className="h-20 w-auto" />}
    {label}
  </Link>
);

const Section = ({ id, title, children, className = '' }: { id: string; title: string; children: React.ReactNode; className?: string }) => (
  <section aria-labelledby={id} className={`mx-auto max-w-7xl px-4 py-12 ${className}`}>
    <h2 id={id} className="text-2xl font-bold sm:text-3xl">
      {title}
    </h2>
    {children}
  </section>
);

/** Home (spec §1): twelve sections, ending with the registration call-to-action and the promo carousel. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { supportPhone, registerHref } = loaderData;
  return (
    <main>
      <HeroCarousel onConnect={askToLogin} />
      <SearchHero />
      <Section id="equipment-tiles" title="Construction Equipment">
        <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5">
          {EQUIPMENT_TILES.map((t) => (
            <Tile key={t.cat} to={equipmentCategoryUrl(t.cat)} label={`${t.label} Equipment`} image={t.image} />
          ))}
          <Tile to={allEquipmentUrl()} label="Explore All" />
        </div>
      </Section>
      <Section id="contractor-tiles" title="Construction Contractors" className="bg-surface max-w-none">
        <div className="mx-auto mt-6 grid max-w-7xl grid-cols-2 gap-4 md:grid-cols-5">
          {CONTRACTOR_TILES.map((t) => (
            <Tile key={t} to={contractorTypeUrl(t)} label={t} />
          ))}
          <Tile to={allContractorsUrl()} label="Explore All" />
        </div>
      </Section>
      <Section id="workforce-tiles" title="Construction Workforce">
        <div className="mt-6 grid grid-cols-2 gap-4 md:grid-cols-5">
          {WORKFORCE_TILES.map((t) => (
            <Tile key={t.cat} to={staffingUrl(t.cat)} label={t.label} />
          ))}
          <Tile to={staffingUrl('ALL')} label="Explore All" />
        </div>
      </Section>
      <Section id="how-title" title="How it works">
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {[
            { icon: Search, title: 'Search equipment', text: 'Find machines, contractors and workforce by name, category and city.' },
            { icon: ClipboardList, title: 'Compare and shortlist', text: 'Compare rates, condition, location and reviews; save the best to your wishlist.' },
            { icon: Send, title: 'Send enquiry', text: 'Enquire in one tap and talk to the owner directly.' },
          ].map((s, i) => (
            <li key={s.title} className="rounded-xl border border-slate-200 p-6">
              <s.icon className="size-8 text-amber-deep" />
              <p className="mt-3 text-lg font-semibold">
                {i + 1}. {s.title}
              </p>
              <p className="mt-1 text-slate-600">{s.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <section aria-label="Statistics" className="bg-navy text-white">
        <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
          {[
            ['10K+', 'Equipments listed'],
            ['5K+', 'Contractors and agencies'],
            ['15K+', 'Workforce registered'],
            ['300+', 'Cities covered'],
          ].map(([n, l]) => (
            <div key={l}>
              <dt className="text-sm text-slate-300">{l}</dt>
              <dd className="text-3xl font-extrabold text-amber-300">{n}</dd>
            </div>
          ))}
        </dl>
      </section>
      <Section id="offer-title" title="What We Offer">
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          <li className="rounded-xl bg-surface p-6"><p className="font-semibold">Equipment on rent and for sale</p><p className="mt-1 text-slate-600">Earth moving, lifting, concrete and miscellaneous machines from verified owners.</p></li>
          <li className="rounded-xl bg-surface p-6"><p className="font-semibold">Contractors and agencies</p><p className="mt-1 text-slate-600">Civil, building, industrial, electrical and 120+ more specialities.</p></li>
          <li className="rounded-xl bg-surface p-6"><p className="font-semibold">Construction workforce</p><p className="mt-1 text-slate-600">General, skilled and unskilled workers and technicians, city by city.</p></li>
        </ul>
      </Section>
      <Section id="about-title" title="About BuildMart">
        <p className="mt-4 max-w-3xl text-slate-700">
          BuildMart connects the people who build India with the machines, contractors and workers they need — on a phone, on a slow network, in a town of 300 people or a city of 3 crore.
        </p>
        <a href={registerHref} target="_blank" rel="noopener" className="mt-6 inline-block rounded-lg bg-amber-brand px-5 py-3 font-semibold text-navy">
          Get started
        </a>
      </Section>
      <Section id="why-title" title="Why choose us" className="bg-surface max-w-none">
        <ul className="mx-auto mt-6 grid max-w-7xl gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {[
            { icon: BadgeCheck, title: 'Verified listings' },
            { icon: Timer, title: 'Fast service' },
            { icon: IndianRupee, title: 'Best price guarantee' },
            { icon: ShieldCheck, title: 'Secure rental' },
          ].map((w) => (
            <li key={w.title} className="flex items-center gap-3 rounded-xl bg-white p-5 shadow-sm">
              <w.icon className="size-7 text-amber-deep" />
              <span className="font-semibold">{w.title}</span>
            </li>
          ))}
        </ul>
        <p className="mx-auto mt-6 max-w-7xl text-slate-700">20 years of experience in construction equipment and services.</p>
      </Section>
      <section aria-label="Register" className="mx-auto max-w-7xl px-4 py-8">
        <div className="flex flex-col items-start gap-4 rounded-2xl bg-amber-brand p-6 text-navy sm:flex-row sm:items-center sm:justify-between">
          <p className="text-xl font-bold">We help industry to complete the project faster with us.</p>
          <a href={`tel:${supportPhone.replace(/\s/g, '')}`} className="rounded-lg bg-navy px-5 py-3 font-semibold text-white">
            {supportPhone}
          </a>
        </div>
      </section>
      <PromoCarousel registerHref={registerHref} />
    </main>
  );
}
