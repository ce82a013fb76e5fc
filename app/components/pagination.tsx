import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../i18n/react.tsx';
import { pageButtons } from '../lib/list-params.ts';
import { ChevronLeftIcon as ChevronLeft, ChevronRightIcon as ChevronRight } from './icons.tsx';

const box = 'flex size-11 shrink-0 items-center justify-center rounded-lg border max-[359px]:size-9';
// The word shows from 640 px; a phone gets the arrow alone so seven 44 px targets fit in one row (docs/decisions/024),
// and seven 36 px ones on a phone narrower than 360 px (320 px: 44 px ones ran 6 px past the screen).
const edge = `${box} gap-1 sm:w-auto sm:px-3`;

/**
 * Previous/next and the first five page buttons (docs/product.md#lists-and-search), on every page of a list with results.
 * At an end the arrow stays in place as a disabled link: an <a> without href is not focusable and
 * never navigates, and role="link" + aria-disabled="true" make screen readers announce it as an
 * unavailable link (docs/decisions/024).
 */
export function Pagination({ page, totalPages, hrefFor }: { page: number; totalPages: number; hrefFor: (page: number) => string }) {
  const { t } = useLingui();
  const last = Math.max(1, totalPages);
  return (
    <nav aria-label={t`Pagination`} className="mt-8 flex items-center justify-center gap-1 sm:gap-2">
      <Edge label={<Trans>Previous</Trans>} target={page > 1 ? hrefFor(page - 1) : null} rel="prev" />
      {pageButtons(last).map((n) => (
        <Link
          key={n}
          to={hrefFor(n)}
          aria-current={n === page ? 'page' : undefined}
          className={`${box} ${n === page ? 'border-navy bg-navy font-semibold text-white' : 'border-slate-300 hover:bg-surface'}`}
        >
          {n}
        </Link>
      ))}
      <Edge label={<Trans>Next</Trans>} target={page < last ? hrefFor(page + 1) : null} rel="next" />
    </nav>
  );
}

function Edge({ label, target, rel }: { label: React.ReactNode; target: string | null; rel: 'prev' | 'next' }) {
  const Arrow = rel === 'prev' ? ChevronLeft : ChevronRight;
  const content = (
    <>
      {rel === 'prev' && <Arrow className="size-5 shrink-0" />}
      <span className="sr-only sm:not-sr-only">{label}</span>
      {rel === 'next' && <Arrow className="size-5 shrink-0" />}
    </>
  );
  if (target === null)
    return (
      // biome-ignore lint/a11y/useValidAnchor: a disabled pager link, announced as such (docs/decisions/024)
      <a role="link" aria-disabled="true" className={`${edge} cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500`}>
        {content}
      </a>
    );
  return (
    <Link to={target} rel={rel} className={`${edge} border-slate-300 font-medium hover:bg-surface`}>
      {content}
    </Link>
  );
}
