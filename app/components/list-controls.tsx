import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ChevronDownIcon as ChevronDown } from './icons.tsx';
import { EQUIPMENT_SORTS } from '../lib/list-params.ts';
import { Field as OneField } from './ui/field.tsx';

/** Sort select of both lists: moves to the URL of the chosen sort (page 1). */
export function SortSelect({ value, hrefFor }: { value: string; hrefFor: (sort: string) => string }) {
  const navigate = useNavigate();
  return (
    <div>
      <label htmlFor="sort" className="mr-2 text-sm">
        Sort
      </label>
      <select
        id="sort"
        value={value}
        onChange={(e) => navigate(hrefFor(e.currentTarget.value), { preventScrollReset: true })}
        className="min-h-11 rounded-lg border border-slate-300 px-2"
      >
        {EQUIPMENT_SORTS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled filter control (the one Field of ui/field.tsx; the control sits in a spacing wrapper). */
export function Field({ id, label, children, className = 'mt-1' }: { id: string; label: string; children: React.ReactNode; className?: string }) {
  return (
    <OneField id={id} label={label}>
      <div className={className}>{children}</div>
    </OneField>
  );
}

/** Keyword input with its Search button (inside a filter form); shows the keyword in force after every navigation (Reload List empties it). */
export function KeywordField({ id, value, placeholder }: { id: string; value: string; placeholder: string }) {
  const [text, setText] = useState(value);
  const { key } = useLocation();
  useEffect(() => setText(value), [value, key]);
  return (
    <Field id={id} label="Keyword" className="mt-1 flex gap-2">
      <input
        id={id}
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3"
      />
      <button type="submit" className="rounded-lg bg-amber-brand px-3 font-semibold text-navy">
        Search
      </button>
    </Field>
  );
}

/**
 * Checkboxes and radios stay uncontrolled (the browser ticks them at once and the change handler
 * submits the form); when the URL changes another way — Reload, a chip, back — they are set from it.
 */
function useCheckedFromUrl(selected: readonly string[]) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const key = selected.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the selection's content, not the array's identity (a new array every render)
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLInputElement>('input[type=checkbox],input[type=radio]').forEach((i) => {
      i.checked = selected.includes(i.value);
    });
  }, [key]);
  return ref;
}

type OnChange = (e: React.ChangeEvent<HTMLInputElement>) => void;
const legendClass = 'text-sm font-medium';

/** One choice out of a few, as radios (equipment availability). */
export function RadioGroup({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly (readonly [value: string, label: string])[];
  value: string;
  onChange: OnChange;
}) {
  const ref = useCheckedFromUrl([value]);
  return (
    <fieldset ref={ref}>
      <legend className={legendClass}>{legend}</legend>
      {options.map(([v, label]) => (
        <label key={v} className="mr-4 inline-flex min-h-11 items-center gap-2">
          <input type="radio" name={name} value={v} defaultChecked={value === v} onChange={onChange} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

export type ChecklistGroup = { value: string; children?: readonly string[] };

const Check = ({ name, value, selected, onChange }: { name: string; value: string; selected: readonly string[]; onChange: OnChange }) => (
  <label className="flex min-h-9 flex-1 items-center gap-2 text-sm">
    <input type="checkbox" name={name} value={value} defaultChecked={selected.includes(value)} onChange={onChange} />
    {value}
  </label>
);

/**
 * A multi-value filter: a search box over a scrolling list of checkboxes, optionally in groups
 * (a working sector and its subcategories). Options the search hides stay in the form.
 */
export function SearchableChecklist({
  legend,
  name,
  groups,
  selected,
  onChange,
}: {
  legend: string;
  name: string;
  groups: readonly ChecklistGroup[];
  selected: readonly string[];
  onChange: OnChange;
}) {
  const ref = useCheckedFromUrl(selected);
  const [query, setQuery] = useState('');
  const [expanded, setExpanded] = useState<readonly string[]>([]);
  const q = query.trim().toLowerCase();
  const hit = (s: string) => s.toLowerCase().includes(q);
  return (
    <fieldset ref={ref}>
      <legend className={legendClass}>
        {legend}
        {selected.length > 0 && <span className="ml-1 text-slate-500">({selected.length} chosen)</span>}
      </legend>
      <input
        type="search"
        aria-label={`Search ${legend.toLowerCase()}`}
        placeholder="Search…"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3"
      />
      <ul className="mt-2 max-h-60 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {groups.map((g) => {
          const kids = g.children ?? [];
          const kidHits = q ? kids.filter(hit) : kids;
          const open = expanded.includes(g.value) || (q !== '' && kidHits.length > 0) || kids.some((k) => selected.includes(k));
          return (
            <li key={g.value} hidden={q !== '' && !hit(g.value) && kidHits.length === 0}>
              <div className="flex items-center">
                <Check name={name} value={g.value} selected={selected} onChange={onChange} />
                {kids.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-label={`${g.value} subcategories`}
                    onClick={() => setExpanded(open ? expanded.filter((x) => x !== g.value) : [...expanded, g.value])}
                    className="flex size-9 shrink-0 items-center justify-center rounded hover:bg-surface"
                  >
                    <ChevronDown className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
                  </button>
                )}
              </div>
              {kids.length > 0 && (
                <ul hidden={!open} className="ml-6">
                  {kids.map((k) => (
                    <li key={k} hidden={q !== '' && !hit(g.value) && !hit(k)}>
                      <Check name={name} value={k} selected={selected} onChange={onChange} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
