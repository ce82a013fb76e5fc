import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { RADIUS_CHOICES } from '../lib/near-me.ts';
import { Field } from './list-controls.tsx';

/**
 * The place a list is measured from (`near`: a city, a PIN code, or the "lat,lon" Near me wrote) and how
 * far to look (`radius`). Plain fields of the filter form, so they work before the JavaScript: Enter or
 * Apply sends them; once hydrated, a radius choice applies at once (docs/decisions/044-phone-cards-and-near-me.md).
 */
export function NearFilter({
  id,
  near = '',
  radius,
  onRadiusChange,
}: {
  id: string;
  near?: string;
  radius?: number;
  onRadiusChange: (e: React.ChangeEvent<HTMLSelectElement>) => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(near);
  const { key } = useLocation();
  useEffect(() => setText(near), [near, key]);
  // A radius from a shared link that is not one of the choices is still shown as chosen.
  const choices: number[] = radius && !(RADIUS_CHOICES as readonly number[]).includes(radius) ? [...RADIUS_CHOICES, radius].sort((a, b) => a - b) : [...RADIUS_CHOICES];
  return (
    <div className="grid grid-cols-[1fr_auto] gap-2">
      <Field id={id} label={t`Near`}>
        <input
          id={id}
          name="near"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`City or PIN code`}
          enterKeyHint="search"
          maxLength={100}
          className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3"
        />
      </Field>
      <Field id={`${id}-radius`} label={t`Within`}>
        <select
          id={`${id}-radius`}
          name="radius"
          key={`${radius ?? ''}-${key}`}
          defaultValue={radius ? String(radius) : ''}
          onChange={onRadiusChange}
          className="min-h-11 rounded-lg border border-slate-300 px-2"
        >
          <option value="">{t`Any distance`}</option>
          {choices.map((km) => (
            <option key={km} value={km}>
              <Trans>{km} km</Trans>
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
