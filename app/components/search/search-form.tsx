import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocalNavigate as useNavigate, useLocalPath } from '../../i18n/react.tsx';
import { searchUrl } from '../../lib/links.ts';
import { MAX_SUGGESTIONS, prefixMatches, useSuggestionData, type Suggestion } from '../../lib/suggest.ts';
import { Combobox } from '../combobox.tsx';

type Kind = 'equipment' | 'contractor' | 'staffing';
export const EMPTY_SEARCH_MESSAGE = msg`Please enter search details.`;

const SuggestionRow = ({ s }: { s: Suggestion }) => (
  <>
    {s.thumb && <img src={s.thumb} alt="" width={36} height={36} className="size-9 shrink-0 rounded bg-surface object-contain" />}
    <span className="min-w-0">
      <span className="block truncate font-medium">{s.label}</span>
      {s.detail && <span className="block truncate text-xs text-slate-600">{s.detail}</span>}
    </span>
  </>
);

/** The parameter that marks a search sent by the plain form (no JavaScript): the equipment list redirects it by the rules of searchUrl. */
export const SEARCH_KIND_PARAM = 'kind';

/**
 * The search of the home hero and of the header's search dialog (docs/product.md#lists-and-search): type, location and
 * name with suggestions from embedded lists, the redirect rules and the empty-search error (docs/product.md#validation-rules-and-messages).
 * It is also a plain GET form to the equipment list (kind, loc, q), which answers with a redirect to the
 * same address the script navigates to: it works before the JavaScript runs (docs/decisions/037-pages-before-javascript.md).
 */
export function SearchForm({ idPrefix, onSearch, className = '', emptyError = false }: { idPrefix: string; onSearch?: () => void; className?: string; emptyError?: boolean }) {
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const { t, i18n } = useLingui();
  const [data, load] = useSuggestionData();
  const [kind, setKind] = useState<Kind>('equipment');
  const [location, setLocation] = useState('');
  const [name, setName] = useState('');
  // Set when the plain form was sent empty and the server sent the visitor back here.
  const [error, setError] = useState(emptyError);
  const nameLabel = kind === 'contractor' ? t`Contractor Type` : t`Equipment Name`;
  const errorId = `${idPrefix}-error`;
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!location.trim() && !name.trim()) return setError(true);
    onSearch?.();
    navigate(searchUrl(kind, name, location));
  };
  const edit = (set: (v: string) => void) => (v: string) => {
    set(v);
    setError(false);
  };
  const pickInto = (set: (v: string) => void) => (s: Suggestion) => edit(set)(s.label);
  return (
    <form method="get" action={localPath('/equipments')} onSubmit={submit} noValidate role="search" aria-label={t`Search equipment and contractors`} className={className}>
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr_auto]">
        <label className="sr-only" htmlFor={`${idPrefix}-kind`}>
          <Trans>Search for</Trans>
        </label>
        <select
          id={`${idPrefix}-kind`}
          name={SEARCH_KIND_PARAM}
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          className="min-h-12 rounded-lg border border-slate-300 bg-white px-3"
        >
          <option value="equipment">{t`Equipment`}</option>
          <option value="contractor">{t`Contractor`}</option>
          <option value="staffing">{t`Staffing`}</option>
        </select>
        <Combobox
          id={`${idPrefix}-location`}
          name="loc"
          aria-label={t`Location`}
          aria-describedby={error ? errorId : undefined}
          placeholder={t`Location`}
          value={location}
          onValueChange={edit(setLocation)}
          options={data?.suggestPlaces(location, MAX_SUGGESTIONS) ?? []}
          optionKey={(s) => s.label}
          renderOption={(s) => <SuggestionRow s={s} />}
          onPick={pickInto(setLocation)}
          onActivate={load}
        />
        <Combobox
          id={`${idPrefix}-name`}
          name="q"
          aria-label={nameLabel}
          aria-describedby={error ? errorId : undefined}
          placeholder={nameLabel}
          value={name}
          onValueChange={edit(setName)}
          options={prefixMatches(kind === 'contractor' ? data?.CONTRACTOR_TYPE_SUGGESTIONS : data?.EQUIPMENT_SUGGESTIONS, name)}
          optionKey={(s) => s.label}
          renderOption={(s) => <SuggestionRow s={s} />}
          onPick={pickInto(setName)}
          onActivate={load}
        />
        <button type="submit" className="min-h-12 rounded-lg bg-amber-brand px-6 font-semibold text-navy hover:bg-amber-400">
          <Trans>Search</Trans>
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 font-medium text-red-700">
          {i18n._(EMPTY_SEARCH_MESSAGE)}
        </p>
      )}
    </form>
  );
}

/**
 * The list filters take the combobox and the suggestion helpers from here, not from their own
 * files: the bundler then ships form, combobox and helpers as one chunk. Two chunks cost the home
 * page ~0.45 KB more gzipped, and it sits at its 120 KB first-load budget (docs/decisions/011).
 */
export { Combobox } from '../combobox.tsx';
export { MAX_SUGGESTIONS, prefixMatches, useSuggestionData, type Suggestion } from '../../lib/suggest.ts';
