import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useLocalNavigate as useNavigate } from '../i18n/react.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { XIcon as X } from './icons.tsx';
import { Field } from './list-controls.tsx';
import { Combobox, MAX_SUGGESTIONS, useSuggestionData, type Suggestion } from './search/search-form.tsx';

/**
 * Location filter of both lists (docs/product.md#lists-and-search: city chips): type a city, a state or a metro region —
 * by any of its names, 'Bangalore' or 'बेंगलुरु' (docs/decisions/041-places.md) —, pick it from the suggestions
 * (the place list loads on first focus) or press Enter, and it becomes a chip; ×
 * removes a chip. The chips are also hidden `loc` fields, so the keyword search keeps them.
 */
export function LocationChips({ id, selected, hrefFor }: { id: string; selected: readonly string[]; hrefFor: (loc: string[]) => string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [data, load] = useSuggestionData();
  const [text, setText] = useState('');
  const taken = (label: string) => selected.some((s) => s.toLowerCase() === label.toLowerCase());
  const options = (data?.suggestPlaces(text, MAX_SUGGESTIONS + selected.length) ?? []).filter((s) => !taken(s.label)).slice(0, MAX_SUGGESTIONS);
  const add = (label: string) => {
    setText('');
    const l = label.trim();
    if (l && !taken(l)) navigate(hrefFor([...selected, l]), { preventScrollReset: true });
  };
  const focusInput = () => document.getElementById(id)?.focus();
  return (
    <div>
      <Field id={id} label={t`Locations`}>
        <Combobox<Suggestion>
          id={id}
          // Before the JavaScript runs, what is typed is sent as one more location with the form (docs/decisions/037-pages-before-javascript.md).
          name={hydrated ? undefined : 'loc'}
          listLabel={t`Locations`}
          placeholder={t`City, state or region`}
          value={text}
          onValueChange={setText}
          options={options}
          optionKey={(s) => s.label}
          renderOption={(s) => (
            // Places are named as the catalogue spells them (any of their names finds them).
            <span data-typed>
              {s.label}
              {s.detail && <span className="ml-1 text-xs text-slate-600">{s.detail}</span>}
            </span>
          )}
          onPick={(s) => add(s.label)}
          onEnter={(e) => {
            // Enter adds what was typed (as the place it names — 'bombay' → Mumbai region — when known), not a form submit.
            e.preventDefault();
            add(data?.matchPlace(text)?.label ?? text);
          }}
          onActivate={load}
          className="min-h-11 w-full rounded-lg border border-slate-300 px-3"
        />
      </Field>
      {selected.map((l) => (
        <input key={l} type="hidden" name="loc" value={l} />
      ))}
      {selected.length > 0 && (
        <ul aria-label={t`Chosen locations`} className="mt-2 flex flex-wrap gap-2">
          {selected.map((l) => (
            <li key={l}>
              <Link
                to={hrefFor(selected.filter((x) => x !== l))}
                preventScrollReset
                rel="nofollow"
                aria-label={t`Remove ${l}`}
                onClick={focusInput}
                className="inline-flex min-h-9 items-center gap-1 rounded-full bg-amber-100 px-3 text-sm font-medium text-amber-900 hover:bg-amber-200"
              >
                <span data-typed>{l}</span> <X className="size-3.5" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
