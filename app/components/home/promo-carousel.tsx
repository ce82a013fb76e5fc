import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

/** docs/product.md#home-page: 'Let's get registered now', three slides (index 1 active first), indicators Slide 1–3. */
export const PROMO_SLIDES = [
  { title: msg`Idle equipment?`, text: msg`Start listing your equipment(s) with us today!` },
  { title: msg`No projects in hand?`, text: msg`Registered to get real time leads!` },
  { title: msg`Looking for a job?`, text: msg`Start listing your resumes with us today!` },
] as const;

export function PromoCarousel({ registerHref }: { registerHref: string }) {
  const { t, i18n } = useLingui();
  const [active, setActive] = useState(1);
  return (
    <section aria-labelledby="promo-title" className="mx-auto max-w-5xl px-4 py-12 text-center">
      <h2 id="promo-title" className="text-2xl font-bold sm:text-3xl">
        <Trans>Let's get registered now</Trans>
      </h2>
      <div role="region" aria-roledescription="carousel" aria-label={t`Why register`} className="relative mt-6 grid">
        {PROMO_SLIDES.map((s, i) => (
          <div
            key={s.text.id}
            role="group"
            aria-roledescription="slide"
            aria-label={t`Slide ${i + 1}`}
            aria-hidden={i !== active}
            data-active={i === active}
            className={`col-start-1 row-start-1 rounded-2xl bg-surface p-8 transition-opacity duration-500 ${i === active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            <p className="text-lg font-semibold">{i18n._(s.title)}</p>
            <p className="mt-2 text-xl text-ink">{i18n._(s.text)}</p>
            <a
              href={registerHref}
              target="_blank"
              rel="noopener"
              tabIndex={i === active ? 0 : -1}
              className="mt-5 inline-block rounded-lg bg-amber-brand px-5 py-3 font-semibold text-navy"
            >
              <Trans>Get started</Trans>
            </a>
          </div>
        ))}
      </div>
      <div className="mt-4 flex justify-center gap-2">
        {PROMO_SLIDES.map((s, i) => (
          <button
            key={s.text.id}
            type="button"
            aria-label={t`Slide ${i + 1}`}
            aria-current={i === active}
            onClick={() => setActive(i)}
            className="flex size-11 items-center justify-center"
          >
            <span className={`block size-3 rounded-full ${i === active ? 'bg-amber-deep' : 'bg-slate-300'}`} />
          </button>
        ))}
      </div>
    </section>
  );
}
