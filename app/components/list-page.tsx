import { HydrateLater } from '../lib/hydrate-later.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Form, useLocation, useNavigation, useNavigationType, useSubmit } from 'react-router';
import { Link, useFormat, useLocalPath } from '../i18n/react.tsx';
import { useBackCloses } from '../lib/back-closes.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { XIcon as X } from './icons.tsx';
import { LIST_FORM_ID } from './list-controls.tsx';
import { Pagination } from './pagination.tsx';

/**
 * The list state the controls show: the URL being loaded if a filter change is in flight, else the
 * current one. Controls follow a click at once instead of waiting for the loader.
 */
export function useViewSearch(): URLSearchParams {
  const location = useLocation();
  const pending = useNavigation().location;
  return new URLSearchParams((pending && pending.pathname === location.pathname ? pending : location).search);
}

/** Change handler of the filter inputs: the form goes to the URL at once (page 1: the page field is not in the form). */
export function useAutoSubmit() {
  const submit = useSubmit();
  return (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => submit(e.currentTarget.form, { preventScrollReset: true });
}

/** docs/product.md#lists-and-search: a list scrolls to its results on each change of filter, page or sort (not on back/forward: the browser restores). */
function useScrollToResults(target: React.RefObject<HTMLElement | null>) {
  const { search } = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type === 'POP') return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  }, [search, type, target]);
}

/** Keeps Tab inside an open panel: from the last control to the first and back. */
function trapTab(e: React.KeyboardEvent<HTMLElement>) {
  const all = [...e.currentTarget.querySelectorAll<HTMLElement>('a[href],button,input,select')].filter((el) => !el.hidden && el.offsetParent !== null && el.tabIndex >= 0);
  const [first, last] = [all[0], all[all.length - 1]];
  if (e.shiftKey ? document.activeElement === first : document.activeElement === last) {
    e.preventDefault();
    (e.shiftKey ? last : first)?.focus();
  }
}

/**
 * Filters: a left column on desktop, a slide-in panel behind 'Open Filters' on phones (DESIGN.md).
 * Before the JavaScript runs they are a plain GET form: 'Open Filters' is a link to the panel, which
 * then shows in the page (`:target`), and an Apply button sends the form; afterwards every change
 * applies at once (docs/decisions/037-pages-before-javascript.md).
 */
function FilterPanel({ action, resetLabel, total, noun, children }: { action: string; resetLabel: string; total: number; noun: string; children: React.ReactNode }) {
  const { t } = useLingui();
  const f = useFormat();
  const local = useLocalPath();
  const count = f.number(total);
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const closer = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  // On a phone, Back closes the open panel and stays on the list (docs/decisions/046-the-back-button.md).
  useBackCloses(open, close);
  useEffect(() => {
    if (!open) return;
    closer.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);
  const openerClass = 'min-h-11 w-full rounded-lg border border-slate-300 px-4 font-semibold lg:hidden';
  return (
    <div>
      {!hydrated && (
        <a href="#list-filters" className={`flex items-center justify-center ${openerClass}`}>
          <Trans>Open Filters</Trans>
        </a>
      )}
      <button ref={opener} hidden={!hydrated} type="button" aria-expanded={open} aria-controls="list-filters" onClick={() => setOpen(true)} className={openerClass}>
        <Trans>Open Filters</Trans>
      </button>
      {open && <div className="fixed inset-0 z-40 bg-navy/50 lg:hidden" onClick={close} aria-hidden />}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: this is the filter dialog when open (role and aria-modal are set together); Escape closes it */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal is only set while role="dialog" is */}
      <div
        id="list-filters"
        role={open ? 'dialog' : undefined}
        aria-modal={open || undefined}
        aria-label={open ? t`Filters` : undefined}
        onKeyDown={(e) => {
          if (!open) return;
          // An open suggestion list takes Escape first (it prevents the default).
          if (e.key === 'Escape' && !e.defaultPrevented) close();
          if (e.key === 'Tab') trapTab(e);
        }}
        className={
          open
            ? 'fixed inset-y-0 left-0 z-50 w-[min(22rem,90vw)] overflow-y-auto bg-white p-4 shadow-xl'
            : 'mt-3 hidden scroll-mt-20 rounded-xl border border-slate-200 p-4 target:block lg:mt-0 lg:block'
        }
      >
        {open && (
          <div className="mb-3 flex items-center justify-between">
            <p className="text-lg font-semibold">
              <Trans>Filters</Trans>
            </p>
            <button ref={closer} type="button" aria-label={t`Close filters`} onClick={close} className="flex size-11 items-center justify-center rounded-full hover:bg-surface">
              <X className="size-5" />
            </button>
          </div>
        )}
        <Form id={LIST_FORM_ID} method="get" action={local(action)} className="space-y-5" preventScrollReset>
          {children}
          <Link to={action} className="block text-center text-sm font-medium text-amber-deep underline">
            {resetLabel}
          </Link>
          {/* Last in the form, so nothing moves when it goes away at hydration. */}
          {!hydrated && (
            <button type="submit" className="min-h-12 w-full rounded-lg bg-amber-brand font-semibold text-navy">
              <Trans>Apply filters</Trans>
            </button>
          )}
        </Form>
        {open && (
          <button type="button" onClick={close} className="mt-5 min-h-12 w-full rounded-lg bg-amber-brand font-semibold text-navy">
            {t`Show ${count} ${noun}`}
          </button>
        )}
      </div>
    </div>
  );
}

type ListPageProps = {
  /**
   * 'Equipment' → breadcrumb 'Equipment » Page n of m' (docs/product.md#lists-and-search). Every text prop
   * here (crumb, title, resetLabel, noun, emptyText) arrives in the page's language: the route translates it.
   */
  crumb: string;
  /** The h1: what the results are and how many (app/lib/*-list-seo.ts headings). */
  title: string;
  /** Beside the title: 'Save this search' (components/save-search-button.tsx). */
  save?: React.ReactNode;
  /** Optional content under the title (e.g. a call-to-action). */
  intro?: React.ReactNode;
  /** The list route: the filter form's action and the reset link. */
  action: string;
  resetLabel: string;
  filters: React.ReactNode;
  total: number;
  /** Plural noun of the count, translated: '12 machines', '12 मशीनें'. */
  noun: string;
  page: number;
  totalPages: number;
  hrefForPage: (page: number) => string;
  sort: React.ReactNode;
  /** Shown next to the count, e.g. the keyword correction. */
  aside?: React.ReactNode;
  emptyText: string;
  /** The empty state in full (the empty text and the widened searches, components/no-results.tsx); else the text alone. */
  empty?: React.ReactNode;
  /** The active filters above the results (components/filter-chips.tsx). */
  chips?: React.ReactNode;
  gridClassName: string;
  children: React.ReactNode[];
  /** Drawn after the page, e.g. the compare tray (components/compare-tray-host.tsx). */
  after?: React.ReactNode;
};

/** The frame both list screens share: breadcrumb, filters, count and sort, cards or the empty text, pagination. */
export function ListPage(p: ListPageProps) {
  const { t } = useLingui();
  const f = useFormat();
  const { crumb, page, totalPages } = p;
  const busy = useNavigation().state === 'loading';
  const top = useRef<HTMLElement>(null);
  useScrollToResults(top);
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav ref={top} aria-label={t`Breadcrumb`} className="scroll-mt-20 text-sm text-slate-600">
        {t`${crumb} » Page ${page} of ${totalPages}`}
      </nav>
      {/* A grid, not a wrapping row: whether the button fits beside the title must not depend on the font (the
          Devanagari face arriving after the fallback made it jump to the next line and moved the whole list). */}
      <div className="mt-1 grid items-start justify-items-start gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,1fr)_auto]">
        <h1 className="text-2xl font-bold">{p.title}</h1>
        {p.save}
      </div>
      {p.intro}
      <div className="mt-4 grid gap-6 lg:grid-cols-[18rem_1fr]">
        <FilterPanel action={p.action} resetLabel={p.resetLabel} total={p.total} noun={p.noun}>
          <HydrateLater>{p.filters}</HydrateLater>
        </FilterPanel>
        <section aria-labelledby="results-title" className="min-w-0">
          {p.chips}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="results-title" className="text-slate-700" aria-live="polite">
              {busy ? t`Loading…` : `${f.number(p.total)} ${p.noun}`}
              {p.aside}
            </h2>
            {p.sort}
          </div>
          {p.children.length === 0 ? (
            (p.empty ?? <p className="mt-10 text-center text-lg text-slate-600">{p.emptyText}</p>)
          ) : (
            <div aria-busy={busy} className={`mt-4 grid gap-4 transition-opacity ${busy ? 'opacity-60' : ''} ${p.gridClassName}`}>
              {p.children}
            </div>
          )}
          {p.children.length > 0 && <Pagination page={p.page} totalPages={p.totalPages} hrefFor={p.hrefForPage} />}
        </section>
      </div>
      {p.after}
    </main>
  );
}
