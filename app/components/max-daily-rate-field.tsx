import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Field } from './list-controls.tsx';

// Its own module: only the equipment list has prices, so the other lists' first load does not carry it.
/**
 * The most a day's rent may cost (`maxday`, docs/decisions/052-rate-card.md): a field of the filter form with its
 * own Apply button, so it works before the JavaScript runs; shows the value in force after every navigation.
 */
export function MaxDailyRateField({ id, value }: { id: string; value: number | undefined }) {
  const [text, setText] = useState(value ? String(value) : '');
  const { key } = useLocation();
  const { t } = useLingui();
  useEffect(() => setText(value ? String(value) : ''), [value, key]);
  return (
    <Field id={id} label={t`Max rent per day (₹)`} className="mt-1 flex gap-2">
      <input
        id={id}
        name="maxday"
        inputMode="numeric"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t`e.g. 8000`}
        className="min-h-11 w-full min-w-0 rounded-lg border border-slate-300 px-3"
      />
      {/* Named for its field: the sort's no-JavaScript button is also 'Apply'. */}
      <button type="submit" aria-label={t`Apply max rent per day`} className="shrink-0 whitespace-nowrap rounded-lg border border-slate-300 px-3 font-medium">
        <Trans>Apply</Trans>
      </button>
    </Field>
  );
}
