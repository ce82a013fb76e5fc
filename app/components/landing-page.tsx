import { useLingui } from '@lingui/react/macro';
import { Link, useFormat } from '../i18n/react.tsx';
import { Pagination } from './pagination.tsx';

/** A link to another landing page or list, with its count: 'Mumbai — 12'. */
export type LandingLink = {
  label: string;
  to: string;
  n: number;
  note?: string;
  /** A place name as the catalogue writes it (no name in the page's language): marked as typed content. */
  typed?: boolean;
};

type LandingPageProps = {
  crumbs: Array<[name: string, path: string]>;
  title: string;
  intro: React.ReactNode;
  total: number;
  page: number;
  totalPages: number;
  hrefForPage: (page: number) => string;
  /** docs/product.md#lists-and-search: 'No equipments found.' / 'No contractors found.' */
  emptyText: string;
  gridClassName: string;
  nearby: { title: string; links: LandingLink[] };
  related: { title: string; links: LandingLink[] };
  /** The full search of the same thing, with every filter. */
  search: { label: string; to: string };
  children: React.ReactNode[];
  /** Drawn after the page, e.g. the compare tray (components/compare-tray-host.tsx). */
  after?: React.ReactNode;
};

function LinkList({ id, title, links }: { id: string; title: string; links: LandingLink[] }) {
  const f = useFormat();
  if (!links.length) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="inline-flex min-h-11 items-center gap-1 rounded-full border border-slate-300 px-4 text-sm hover:bg-surface">
              <span className="font-medium" data-typed={l.typed || undefined}>
                {l.label}
              </span>
              <span className="text-slate-600">
                — {f.number(l.n)}
                {l.note ? ` · ${l.note}` : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The frame of both landing pages (docs/decisions/045-landing-pages.md): a breadcrumb, the heading with
 * the count, a short intro, the list cards and pagination — or the empty text and the nearby cities that
 * have some (no dead end) — then links to nearby cities, related machines or types, and the full search.
 * Plain links only: the page works the same before the JavaScript loads.
 */
export function LandingPage(p: LandingPageProps) {
  const { t } = useLingui();
  const empty = p.children.length === 0;
  return (
    <main className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label={t`Breadcrumb`} className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-x-1">
          {p.crumbs.map(([name, path], i) => (
            <li key={path} className="flex items-center gap-x-1">
              {i > 0 && <span aria-hidden>›</span>}
              {i === p.crumbs.length - 1 ? (
                <span aria-current="page">{name}</span>
              ) : (
                <Link to={path} className="underline-offset-2 hover:underline">
                  {name}
                </Link>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <h1 className="mt-2 text-2xl font-bold text-balance">{p.title}</h1>
      <div className="mt-2 max-w-3xl text-slate-700">{p.intro}</div>
      {empty ? (
        <p className="mt-10 text-center text-lg text-slate-600">{p.emptyText}</p>
      ) : (
        <>
          <div className={`mt-6 grid gap-4 ${p.gridClassName}`}>{p.children}</div>
          <Pagination page={p.page} totalPages={p.totalPages} hrefFor={p.hrefForPage} />
        </>
      )}
      <LinkList id="landing-nearby" {...p.nearby} />
      <LinkList id="landing-related" {...p.related} />
      <p className="mt-8">
        <Link to={p.search.to} className="inline-flex min-h-11 items-center font-medium text-amber-deep underline">
          {p.search.label}
        </Link>
      </p>
      {p.after}
    </main>
  );
}
