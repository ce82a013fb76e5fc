import { useNavigate } from 'react-router';
import { EQUIPMENT_SORTS } from '../lib/list-params.ts';

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

/** Keyword input with its Search button (inside a filter form). */
export function KeywordField({ id, value, placeholder }: { id: string; value: string; placeholder: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Keyword
      </label>
      <div className="mt-1 flex gap-2">
        <input id={id} name="q" defaultValue={value} placeholder={placeholder} className="min-h-11 w-full rounded-lg border border-slate-300 px-3" />
        <button type="submit" className="rounded-lg bg-amber-brand px-3 font-semibold text-navy">
          Search
        </button>
      </div>
    </div>
  );
}

/** A scrolling list of checkboxes for a multi-value filter. */
export function CheckboxGroup({
  legend,
  name,
  options,
  selected,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly string[];
  selected: readonly string[];
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="mt-1 max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {options.map((o) => (
          <label key={o} className="flex min-h-9 items-center gap-2 text-sm">
            <input type="checkbox" name={name} value={o} defaultChecked={selected.includes(o)} onChange={onChange} />
            {o}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
