/** Home sections, also shown by the short home page at /list-with-us (docs/product.md#home-page; docs/decisions/007). */
import { Trans, useLingui } from '@lingui/react/macro';

export const HomeSection = ({ id, title, children, className = '' }: { id: string; title: string; children: React.ReactNode; className?: string }) => (
  <section aria-labelledby={id} className={`mx-auto max-w-7xl px-4 py-12 ${className}`}>
    <h2 id={id} className="text-2xl font-bold sm:text-3xl">
      {title}
    </h2>
    {children}
  </section>
);

/** docs/product.md#home-page, statistics: 10K+, 5K+, 15K+, 300+. */
export function StatsBand() {
  const { t } = useLingui();
  return (
    <section aria-label={t`Statistics`} className="bg-navy text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-10 text-center md:grid-cols-4">
        {[
          ['10K+', t`Equipments listed`],
          ['5K+', t`Contractors and agencies`],
          ['15K+', t`Workforce registered`],
          ['300+', t`Cities covered`],
        ].map(([n, l]) => (
          <div key={l}>
            <dt className="text-sm text-slate-300">{l}</dt>
            <dd className="text-3xl font-extrabold text-amber-300">{n}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function WhatWeOffer() {
  const { t } = useLingui();
  return (
    <HomeSection id="offer-title" title={t`What We Offer`}>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        <li className="rounded-xl bg-surface p-6">
          <p className="font-semibold">
            <Trans>Equipment on rent and for sale</Trans>
          </p>
          <p className="mt-1 text-slate-600">
            <Trans>Earth moving, lifting, concrete and miscellaneous machines from verified owners.</Trans>
          </p>
        </li>
        <li className="rounded-xl bg-surface p-6">
          <p className="font-semibold">
            <Trans>Contractors and agencies</Trans>
          </p>
          <p className="mt-1 text-slate-600">
            <Trans>Civil, building, industrial, electrical and 120+ more specialities.</Trans>
          </p>
        </li>
        <li className="rounded-xl bg-surface p-6">
          <p className="font-semibold">
            <Trans>Construction workforce</Trans>
          </p>
          <p className="mt-1 text-slate-600">
            <Trans>General, skilled and unskilled workers and technicians, city by city.</Trans>
          </p>
        </li>
      </ul>
    </HomeSection>
  );
}

/** docs/product.md#home-page: the registration call-to-action box with the support phone. */
export function RegisterCta({ supportPhone, telHref }: { supportPhone: string; telHref: string }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Register`} className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-amber-brand p-6 text-navy sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xl font-bold">
          <Trans>We help industry to complete the project faster with us.</Trans>
        </p>
        <a href={telHref} className="rounded-lg bg-navy px-5 py-3 font-semibold text-white">
          {supportPhone}
        </a>
      </div>
    </section>
  );
}

/** The short home page's heading. */
export function ShortHomeIntro() {
  return (
    <header className="mx-auto max-w-7xl px-4 pt-10 pb-2 text-center">
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        <Trans>List with BuildMart</Trans>
      </h1>
      <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">
        <Trans>Idle machines, a free crew or a new firm? Reach clients looking for construction equipment, contractors and workforce across India — listing is free.</Trans>
      </p>
    </header>
  );
}
