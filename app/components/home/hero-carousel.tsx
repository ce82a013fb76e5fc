import { ChevronLeftIcon as ChevronLeft, ChevronRightIcon as ChevronRight } from '../icons.tsx';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** docs/product.md#home-page: three fading, auto-advancing slides; previous/next; the first slide active at first. */
export const HERO_SLIDES = [
  { title: msg`Construction Equipment`, subtitle: msg`Rent Smart » Build Strong`, image: '/catalogue/excavator.svg' },
  { title: msg`Construction Contractors`, subtitle: msg`Elevate Projects with Expert Contractors`, image: '/catalogue/tower-crane.svg' },
  { title: msg`Construction Employees`, subtitle: msg`Construction Solution Specialists`, image: '/catalogue/concrete-mixer.svg' },
] as const;

export const HERO_INTERVAL_MS = 5000;

export function HeroCarousel({ onConnect }: { onConnect: () => void }) {
  const { t, i18n } = useLingui();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const t = setInterval(() => setActive((a) => (a + 1) % HERO_SLIDES.length), HERO_INTERVAL_MS);
    return () => clearInterval(t);
  }, [paused]);
  const go = (d: number) => setActive((a) => (a + d + HERO_SLIDES.length) % HERO_SLIDES.length);
  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Highlights`}
      className="relative overflow-hidden bg-navy text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="relative mx-auto grid min-h-[22rem] max-w-7xl px-4 pt-8 sm:min-h-[26rem] md:px-16 md:pt-0">
        {HERO_SLIDES.map((s, i) => (
          <div
            key={s.image}
            role="group"
            aria-roledescription="slide"
            aria-label={t`${i + 1} of ${HERO_SLIDES.length}`}
            aria-hidden={i !== active}
            data-active={i === active}
            className={`col-start-1 row-start-1 grid items-center gap-6 py-10 transition-opacity duration-700 md:grid-cols-2 ${i === active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
          >
            <div>
              <h2 className="text-3xl font-extrabold sm:text-5xl">{i18n._(s.title)}</h2>
              <p className="mt-3 text-lg text-amber-200 sm:text-2xl">{i18n._(s.subtitle)}</p>
              <button
                type="button"
                tabIndex={i === active ? 0 : -1}
                onClick={onConnect}
                className="mt-6 min-h-11 rounded-lg bg-amber-brand px-6 py-3 font-semibold text-navy hover:bg-amber-400"
              >
                <Trans>Let’s Connect</Trans>
              </button>
            </div>
            <img src={s.image} alt="" width={400} height={300} className="hidden w-full max-w-md justify-self-end md:block" fetchPriority={i === 0 ? 'high' : 'low'} />
          </div>
        ))}
      </div>
      <button
        type="button"
        aria-label={t`Previous slide`}
        onClick={() => go(-1)}
        className="absolute right-16 top-3 flex size-11 items-center justify-center rounded-full bg-white/25 ring-1 ring-white/40 hover:bg-white/40 md:left-2 md:right-auto md:top-1/2 md:-translate-y-1/2"
      >
        <ChevronLeft />
      </button>
      <button
        type="button"
        aria-label={t`Next slide`}
        onClick={() => go(1)}
        className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-full bg-white/25 ring-1 ring-white/40 hover:bg-white/40 md:right-2 md:top-1/2 md:-translate-y-1/2"
      >
        <ChevronRight />
      </button>
    </section>
  );
}
