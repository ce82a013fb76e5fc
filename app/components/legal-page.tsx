import { Trans, useLingui } from '@lingui/react/macro';
import type { LegalDoc } from '../content/types.ts';
import { PageIntro } from './page-intro.tsx';
import { RichText } from './rich-text.tsx';

/**
 * Terms and privacy: a dated heading, a table of contents and numbered sections. The text comes from
 * the page's loader in the page's language (docs/decisions/050-company-pages-in-hindi.md); `email` is the
 * support mail link the text names as `{email}`.
 */
export function LegalPage({ doc, email, closingTestId }: { doc: LegalDoc; email: React.ReactNode; closingTestId?: string }) {
  const { t } = useLingui();
  return (
    <main>
      <PageIntro title={doc.title}>
        {/* Both policies were last revised together (docs/product.md#company-pages-and-contact-us: 'Last updated: July 2025'). */}
        <p className="text-base text-slate-300">
          <Trans>Last updated: July 2025</Trans>
        </p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label={t`On this page`} className="lg:sticky lg:top-20 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">
            <Trans>On this page</Trans>
          </p>
          <ol className="mt-2 space-y-1 text-sm">
            {doc.sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="block rounded py-1.5 text-slate-700 hover:text-amber-deep hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-navy [&_a]:underline [&_li]:mt-1.5 [&_p+p]:mt-3 [&_strong]:text-ink [&_ul+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          <div className="text-lg">
            <p>
              <RichText text={doc.intro} email={email} />
            </p>
          </div>
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-20">
              <h2 id={`${s.id}-title`} className="mb-3 text-xl font-bold text-ink sm:text-2xl">
                {i + 1}. {s.title}
              </h2>
              {s.blocks.map((b, j) =>
                typeof b === 'string' ? (
                  <p key={j}>
                    <RichText text={b} email={email} />
                  </p>
                ) : (
                  <ul key={j}>
                    {b.map((item) => (
                      <li key={item}>
                        <RichText text={item} email={email} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
          <p className="rounded-xl bg-surface p-5" data-testid={closingTestId}>
            <RichText text={doc.closing} email={email} />
          </p>
        </article>
      </div>
    </main>
  );
}
