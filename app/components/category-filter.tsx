import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { hindiCategoryShortName } from '../../data/catalogue-hindi-equipment.ts';
import { useLang, useLocalNavigate as useNavigate } from '../i18n/react.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { EQUIPMENT_CATEGORIES } from '../../data/equipment-catalogue.ts';
import { CheckIcon, ChevronDownIcon as ChevronDown } from './icons.tsx';
import { Field } from './list-controls.tsx';
import { Combobox } from './search/search-form.tsx';

type Option = { label: string; slug: string };

/**
 * Equipment category (docs/product.md#lists-and-search: one, searchable): a combobox over All Equipment and the four categories.
 * Before the JavaScript runs it is a native select of the filter form (docs/decisions/037-pages-before-javascript.md).
 */
export function CategoryFilter({ selected, hrefFor }: { selected: string; hrefFor: (cat: string) => string }) {
  const { t } = useLingui();
  const lang = useLang();
  // The categories' short names in the page's language (data/catalogue-hindi.ts); the slug is the value.
  const OPTIONS: Option[] = [
    { label: t`All Equipment`, slug: '' },
    ...EQUIPMENT_CATEGORIES.map((c) => ({ label: (lang === 'hi' && hindiCategoryShortName(c.slug)) || c.short, slug: c.slug })),
  ];
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const current = OPTIONS.find((o) => o.slug === selected) ?? OPTIONS[0]!;
  const [text, setText] = useState(current.label);
  useEffect(() => setText(current.label), [current.label]);
  const q = text.trim().toLowerCase();
  // The chosen name in the box lists everything; typing narrows the list.
  const options = q === current.label.toLowerCase() ? OPTIONS : OPTIONS.filter((o) => o.label.toLowerCase().includes(q));
  if (!hydrated)
    return (
      <Field id="f-cat" label={t`Category`}>
        <select id="f-cat" name="cat" defaultValue={current.slug} className="min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3">
          {OPTIONS.map((o) => (
            <option key={o.slug} value={o.slug}>
              {o.label}
            </option>
          ))}
        </select>
      </Field>
    );
  return (
    <>
      <Field id="f-cat" label={t`Category`} className="relative mt-1">
        <Combobox<Option>
          id="f-cat"
          listLabel={t`Categories`}
          value={text}
          onValueChange={setText}
          options={options}
          optionKey={(o) => o.label}
          renderOption={(o) => (
            <>
              <span className="flex-1">{o.label}</span>
              {o.slug === current.slug && <CheckIcon className="size-4 text-emerald-700" />}
            </>
          )}
          onPick={(o) => {
            setText(o.label);
            if (o.slug !== current.slug) navigate(hrefFor(o.slug), { preventScrollReset: true });
          }}
          onEnter={(e) => e.preventDefault()}
          onLeave={() => setText(current.label)}
          className="min-h-11 w-full rounded-lg border border-slate-300 pl-3 pr-9"
        />
        <ChevronDown className="pointer-events-none absolute right-3 top-3.5 size-4 text-slate-500" />
      </Field>
      <input type="hidden" name="cat" value={current.slug} />
    </>
  );
}
