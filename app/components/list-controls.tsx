import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link, useLocalNavigate as useNavigate } from '../i18n/react.tsx';
import { ChevronDownIcon as ChevronDown } from './icons.tsx';
import { DISTANCE_SORT, EQUIPMENT_SORTS, PRICE_SORTS, RELEVANCE_SORT } from '../lib/list-params.ts';
import { Field as OneField } from './ui/field.tsx';
import type { MessageDescriptor } from '@lingui/core';

/** The id of a list's filter form (list-page.tsx): the sort select outside it is one of its fields (`form=`). */
export const LIST_FORM_ID = 'list-filter-form';

/**
 * Sort select of both lists: moves to the URL of the chosen sort (page 1). It is also a field of the
 * filter form, so every filter sent keeps the sort; before the JavaScript runs, its Apply button sends
 * that form (docs/decisions/037-pages-before-javascript.md). 'Nearest first' is offered only with a
 * place (`near`, docs/decisions/044-phone-cards-and-near-me.md).
 */
export function SortSelect({
  value,
  inEffect,
  hrefFor,
  relevance = false,
  near = false,
  prices = false,
}: {
  /** The sort in the address, '' for the list's default order… */
  value: string;
  /** …which is this one (app/lib/list-params.ts sortInEffect). */
  inEffect: string;
  hrefFor: (sort: string) => string;
  /** A keyword is searched: Relevance is offered. */
  relevance?: boolean;
  /** The list has prices (equipment): the price sorts are offered. */
  prices?: boolean;
  /** The list is asked near a place: Nearest first is offered. */
  near?: boolean;
}) {
  // The default order's option carries '' so the filter form sent with it keeps the default (a new keyword
  // ranks by relevance, a new place brings nearest first).
  const optionValue = (v: string) => (!value && v === inEffect ? '' : v);
  const current = value || inEffect;
  const navigate = useNavigate();
  const { i18n } = useLingui();
  // Relevance only ranks a keyword, nearest first needs a place: offered with them, or while in effect.
  const sorts: readonly { value: string; label: MessageDescriptor }[] = [
    ...(relevance || current === RELEVANCE_SORT.value ? [RELEVANCE_SORT] : []),
    ...EQUIPMENT_SORTS,
    ...(prices ? PRICE_SORTS : []),
    ...(near || current === DISTANCE_SORT.value ? [DISTANCE_SORT] : []),
  ];
  return (
    <div className="flex min-w-0 items-center gap-2">
      <label htmlFor="sort" className="shrink-0 whitespace-nowrap text-sm">
        <Trans>Sort</Trans>
      </label>
      <select
        id="sort"
        name="sort"
        form={LIST_FORM_ID}
        value={value}
        onChange={(e) => navigate(hrefFor(e.currentTarget.value), { preventScrollReset: true })}
        className="min-h-11 min-w-0 rounded-lg border border-slate-300 px-2"
      >
        {sorts.map((s) => (
          <option key={s.value} value={optionValue(s.value)}>
            {i18n._(s.label)}
          </option>
        ))}
      </select>
      {/* Without JavaScript only (CSS \`scripting: none\`), not "until hydration": a button that vanished when the
          page hydrated let the row re-wrap and moved the whole list (a longer Hindi label made the row wrap). */}
      <button type="submit" form={LIST_FORM_ID} className="hidden min-h-11 rounded-lg border border-slate-300 px-3 font-medium noscript:block">
        <Trans>Apply</Trans>
      </button>
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
  const { t } = useLingui();
  useEffect(() => setText(value), [value, key]);
  return (
    <Field id={id} label={t`Keyword`} className="mt-1 flex gap-2">
      <input
        id={id}
        name="q"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3"
      />
      <button type="submit" className="shrink-0 whitespace-nowrap rounded-lg bg-amber-brand px-3 font-semibold text-navy">
        <Trans>Search</Trans>
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

const Check = ({ name, value, label, selected, onChange }: { name: string; value: string; label: string; selected: readonly string[]; onChange: OnChange }) => (
  <label className="flex min-h-9 flex-1 items-center gap-2 text-sm">
    <input type="checkbox" name={name} value={value} defaultChecked={selected.includes(value)} onChange={onChange} />
    {label}
  </label>
);

/** The options a folded list shows: the first `limit`, and every chosen one (or one with a chosen subcategory) wherever it sits. */
function foldedGroups(groups: readonly ChecklistGroup[], selected: readonly string[], limit: number) {
  return groups.filter((g, i) => i < limit || selected.includes(g.value) || (g.children ?? []).some((k) => selected.includes(k)));
}

/**
 * A multi-value filter: a search box over a scrolling list of checkboxes, optionally in groups
 * (a working sector and its subcategories). Long lists arrive folded — the first `limit` options plus
 * the chosen ones — with a "Show all" link to `moreHref` (the same list with this one open, rendered
 * by the server: what a browser without JavaScript follows); once hydrated the link opens the list in
 * place, and the search box looks through every option (docs/decisions/037-pages-before-javascript.md).
 */
export function SearchableChecklist({
  legend,
  name,
  groups,
  selected,
  onChange,
  moreLabel,
  limit = Number.POSITIVE_INFINITY,
  full = false,
  moreHref,
  labelOf = (v) => v,
}: {
  legend: string;
  name: string;
  groups: readonly ChecklistGroup[];
  selected: readonly string[];
  onChange: OnChange;
  /** The link that opens the folded list: 'Show all 132 types'. */
  moreLabel: string;
  /** How many options the folded list shows. */
  limit?: number;
  /** The address asked for the whole list (`?more=…`): every option and subcategory is rendered, open. */
  full?: boolean;
  moreHref?: string;
  /** An option's name in the page's language (the value stays the catalogue's English name): `(v) => catalogueLabel('sector', v, lang)`. */
  labelOf?: (value: string) => string;
}) {
  const { t } = useLingui();
  const ref = useCheckedFromUrl(selected);
  const [query, setQuery] = useState('');
  // Opened in full, every subcategory shows too: without JavaScript the chevrons cannot open them.
  const withKids = groups.filter((g) => g.children?.length).map((g) => g.value);
  const [all, setAll] = useState(full);
  const [expanded, setExpanded] = useState<readonly string[]>(() => (full ? withKids : []));
  const q = query.trim().toLowerCase();
  // The search box finds an option by its shown name or its English one.
  const hit = (s: string) => s.toLowerCase().includes(q) || labelOf(s).toLowerCase().includes(q);
  const folded = !all && q === '' && (groups.length > limit || withKids.length > 0);
  const shown = folded ? foldedGroups(groups, selected, limit) : groups;
  const id = `${name}-options`;
  const lower = legend.toLowerCase();
  const searchLabel = t`Search ${lower}`;
  const subcategoriesLabel = (group: string) => t`${group} subcategories`;
  return (
    <fieldset ref={ref}>
      <legend className={legendClass}>
        {legend}
        {selected.length > 0 && (
          <span className="ml-1 text-slate-500">
            <Trans>({selected.length} chosen)</Trans>
          </span>
        )}
      </legend>
      <input
        type="search"
        aria-label={searchLabel}
        aria-controls={id}
        placeholder={t`Search…`}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        className="mt-1 min-h-11 w-full rounded-lg border border-slate-300 px-3"
      />
      <ul id={id} className="mt-2 max-h-60 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {shown.map((g) => {
          const kids = g.children ?? [];
          const kidHits = q ? kids.filter(hit) : kids;
          const open = expanded.includes(g.value) || (q !== '' && kidHits.length > 0) || kids.some((k) => selected.includes(k));
          return (
            <li key={g.value} hidden={q !== '' && !hit(g.value) && kidHits.length === 0}>
              <div className="flex items-center">
                <Check name={name} value={g.value} label={labelOf(g.value)} selected={selected} onChange={onChange} />
                {kids.length > 0 && (
                  <button
                    type="button"
                    aria-expanded={open}
                    aria-label={subcategoriesLabel(labelOf(g.value))}
                    onClick={() => setExpanded(open ? expanded.filter((x) => x !== g.value) : [...expanded, g.value])}
                    className="flex size-9 shrink-0 items-center justify-center rounded hover:bg-surface"
                  >
                    <ChevronDown className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
                  </button>
                )}
              </div>
              {/* Folded subcategories are not rendered at all: they are most of the sector list's markup. */}
              {open && (
                <ul className="ml-6">
                  {kids.map((k) => (
                    <li key={k} hidden={q !== '' && !hit(g.value) && !hit(k)}>
                      <Check name={name} value={k} label={labelOf(k)} selected={selected} onChange={onChange} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {folded && moreHref && (
        <Link
          to={moreHref}
          preventScrollReset
          rel="nofollow"
          aria-controls={id}
          onClick={(e) => {
            e.preventDefault();
            setAll(true);
            setExpanded(withKids);
          }}
          className="mt-2 inline-flex min-h-11 items-center text-sm font-medium text-amber-deep underline"
        >
          {moreLabel}
        </Link>
      )}
    </fieldset>
  );
}
