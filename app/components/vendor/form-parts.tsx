import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { catalogueLabel } from '../../../data/catalogue-hindi.ts';
import { useLang } from '../../i18n/react.tsx';
import { CITIES, REGION_NAMES } from '../../../data/locations.ts';
import type { Failure, FieldErrors } from '../../lib/use-submit.ts';
import { Combobox } from '../combobox.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { Field, inputClass, Select } from '../ui/field.tsx';

const MAX_CITY_OPTIONS = 8;

/**
 * City and state from the location catalogue (data/locations.ts): type a city and pick it (the
 * state follows), or choose the state first and the city list keeps to it. Sends City and State.
 */
export function LocationFields({
  idPrefix,
  city: city0,
  state: state0,
  errors,
}: {
  idPrefix: string;
  city?: string | null;
  state?: string | null;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useLingui();
  const lang = useLang();
  const [city, setCity] = useState(city0 ?? '');
  const [state, setState] = useState(state0 ?? '');
  const options = useMemo(() => {
    const q = city.trim().toLowerCase();
    const pool = state ? CITIES.filter((c) => c.value === state) : CITIES;
    const starts = pool.filter((c) => c.label.toLowerCase().startsWith(q));
    return (starts.length || !q ? starts : pool.filter((c) => c.label.toLowerCase().includes(q))).slice(0, MAX_CITY_OPTIONS);
  }, [city, state]);
  const cityId = `${idPrefix}-City`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id={cityId} label={t`City`} error={errors.City}>
        <div className="mt-1">
          <Combobox
            id={cityId}
            name="City"
            value={city}
            onValueChange={setCity}
            options={options}
            optionKey={(o) => `${o.label}|${o.value}|${o.pin}`}
            renderOption={(o) => (
              <span>
                {o.label} <span className="text-slate-600">{catalogueLabel('state', o.value, lang)}</span>
              </span>
            )}
            onPick={(o) => {
              setCity(o.label);
              setState(o.value);
            }}
            listLabel={t`Cities`}
            placeholder={t`Start typing, e.g. Pune`}
            aria-describedby={errors.City ? `${cityId}-err` : undefined}
            className={`${inputClass.replace('mt-1 ', '')} min-h-12`}
          />
        </div>
      </Field>
      <Field id={`${idPrefix}-State`} label={t`State`} error={errors.State}>
        <Select name="State" value={state} onChange={(e) => setState(e.target.value)}>
          <option value="">{t`Choose a state`}</option>
          {/* The value sent is the catalogue's (English) name; the page shows it in its language. */}
          {REGION_NAMES.map((s) => (
            <option key={s} value={s}>
              {catalogueLabel('state', s, lang)}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

/** The bottom action bar: sticky on phones so Save is always in reach. */
export function SaveBar({ children }: { children: React.ReactNode }) {
  return (
    <div className="sticky bottom-0 z-20 -mx-4 mt-6 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0">
      {children}
    </div>
  );
}

/** A form's onChange with useSubmit: editing a field clears its own error and the form's failure. */
export const clearOnEdit =
  ({ errors, failure, setErrors }: { errors: FieldErrors; failure: Failure | null; setErrors: (e: FieldErrors) => void }) =>
  (e: React.FormEvent<HTMLFormElement>) => {
    const name = (e.target as HTMLInputElement).name;
    if (name && (errors[name] || failure)) setErrors({ ...errors, [name]: undefined });
  };

/**
 * After the form's own check found problems: focus the first field with an error, once React has
 * drawn the errors. A Field's error is `${id}-err` (ui/field.tsx), which also finds controls that
 * cannot say aria-invalid (the tag picker's combobox); else the first control marked invalid.
 */
export const focusFirstInvalid = (form: HTMLFormElement) =>
  requestAnimationFrame(() => {
    const err = form.querySelector<HTMLElement>('[id$="-err"]');
    const control = err && form.ownerDocument.getElementById(err.id.slice(0, -'-err'.length));
    (control ?? form.querySelector<HTMLElement>('[aria-invalid="true"]'))?.focus();
  });
