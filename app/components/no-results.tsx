import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useFormat } from '../i18n/react.tsx';

/** A widened search as the page shows it: its label (in the page's language, app/lib/widened-view.ts), its count and the list address that runs it. */
export type WideningView = { key: string; label: string; total: number; href: string };

/** '12 machines', '1 machine' (translated by the caller: 'मशीन', 'मशीनें'). */
export type Nouns = readonly [one: string, many: string];

/**
 * The empty state of a list (docs/decisions/043-no-dead-ends-and-result-headings.md): the product's words
 * ('No equipments found.', docs/product.md#lists-and-search), then the same search widened — each a link with
 * its count — and the cards of the narrowest widening that finds something, under a heading that says what
 * they are. Links, so it all works without JavaScript.
 */
export function NoResults({
  text,
  offers,
  best,
  nouns,
  gridClassName,
  children,
}: {
  text: string;
  offers: readonly WideningView[];
  best: WideningView | null;
  nouns: Nouns;
  gridClassName: string;
  children?: React.ReactNode;
}) {
  const { t } = useLingui();
  const f = useFormat();
  // Hindi counts 0 and 1 as one (docs/decisions/048-hindi-site.md); English only 1.
  const counted = (n: number) => `${f.number(n)} ${n === 1 || (n === 0 && f.lang === 'hi') ? nouns[0] : nouns[1]}`;
  const seeAll = best ? counted(best.total) : '';
  return (
    <div className="mt-10">
      <p className="text-center text-lg text-slate-600">{text}</p>
      {offers.length > 0 && (
        <nav aria-label={t`Wider searches`} className="mt-4 text-center">
          <p className="font-medium">
            <Trans>Try a wider search:</Trans>
          </p>
          <ul className="mt-2 flex flex-wrap justify-center gap-2">
            {offers.map((o) => (
              <li key={o.key} className="max-w-full">
                <Link to={o.href} className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full border border-slate-300 px-4 font-medium hover:border-navy">
                  <span>{o.label}</span>
                  <span className="rounded-full bg-surface px-2 text-sm text-slate-700">{f.number(o.total)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {best && (
        <section aria-labelledby="widened-title" className="mt-8 border-t border-slate-200 pt-6">
          <h3 id="widened-title" className="text-lg font-semibold">
            {best.label}: {counted(best.total)}
          </h3>
          <div className={`mt-4 grid gap-4 ${gridClassName}`}>{children}</div>
          <p className="mt-4 text-center">
            <Link to={best.href} className="inline-flex min-h-11 items-center font-semibold text-amber-deep underline">
              {t`See all ${seeAll}`}
            </Link>
          </p>
        </section>
      )}
    </div>
  );
}
