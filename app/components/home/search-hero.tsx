import { Trans } from '@lingui/react/macro';
import { SearchForm } from '../search/search-form.tsx';

/** docs/product.md#lists-and-search, the home search: the search form (type, location, name with suggestions) in a card under the banner. */
export function SearchHero({ emptyError = false }: { emptyError?: boolean }) {
  return (
    <section id="search" aria-labelledby="search-title" className="mx-auto -mt-8 max-w-5xl scroll-mt-20 px-4">
      <div className="relative z-10 rounded-2xl bg-white p-4 shadow-xl ring-1 ring-slate-200 sm:p-6">
        <h2 id="search-title" className="sr-only">
          <Trans>Search</Trans>
        </h2>
        <SearchForm idPrefix="search" emptyError={emptyError} />
      </div>
    </section>
  );
}
