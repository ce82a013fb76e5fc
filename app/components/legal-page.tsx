import { PageIntro } from './page-intro.tsx';

/** Both policies were last revised together (docs/product.md#company-pages-and-contact-us: the privacy policy is marked 'Last updated: July 2025'). */
export const LEGAL_UPDATED = 'Last updated: July 2025';

export type LegalSection = { id: string; title: string; body: React.ReactNode };

/** Terms and privacy: a dated heading, a table of contents and numbered sections. */
export function LegalPage({ title, intro, sections, children }: { title: string; intro: React.ReactNode; sections: LegalSection[]; children?: React.ReactNode }) {
  return (
    <main>
      <PageIntro title={title}>
        <p className="text-base text-slate-300">{LEGAL_UPDATED}</p>
      </PageIntro>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <nav aria-label="On this page" className="lg:sticky lg:top-20 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wide text-slate-500">On this page</p>
          <ol className="mt-2 space-y-1 text-sm">
            {sections.map((s, i) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="block rounded py-1.5 text-slate-700 hover:text-amber-deep hover:underline">
                  {i + 1}. {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl space-y-10 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-navy [&_a]:underline [&_li]:mt-1.5 [&_p+p]:mt-3 [&_strong]:text-ink [&_ul+p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6">
          <div className="text-lg">{intro}</div>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className="scroll-mt-20">
              <h2 id={`${s.id}-title`} className="mb-3 text-xl font-bold text-ink sm:text-2xl">
                {i + 1}. {s.title}
              </h2>
              {s.body}
            </section>
          ))}
          {children}
        </article>
      </div>
    </main>
  );
}
