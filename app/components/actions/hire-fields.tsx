import { Trans, useLingui } from '@lingui/react/macro';
import { describedBy, Field, FieldError, Input, Select } from '../ui/field.tsx';

const radioClass = 'flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-amber-deep has-[:checked]:bg-amber-50';

/** Today in the browser's calendar, 'YYYY-MM-DD' (the server checks again in India time). */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/**
 * What an equipment enquiry asks besides the message (contract/hire-details.ts, docs/decisions/053):
 * start date, duration with its unit, the site's city or PIN code and whether an operator is needed.
 * Plain named controls, so the dialog's FormData and its draft read them like the other fields.
 */
export function HireFields({ err }: { err: (name: string) => string | undefined }) {
  const { t } = useLingui();
  const operatorError = err('operatorNeeded');
  return (
    <>
      <Field id="enq-start" label={t`Start date`} error={err('startDate')}>
        <Input name="startDate" type="date" min={today()} required />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="enq-duration" label={t`Duration`} error={err('duration')}>
          <Input name="duration" type="number" inputMode="numeric" min={1} max={365} step={1} required />
        </Field>
        <Field id="enq-unit" label={t`Unit`} error={err('durationUnit')}>
          <Select name="durationUnit" defaultValue="days">
            <option value="days">{t`Days`}</option>
            <option value="weeks">{t`Weeks`}</option>
            <option value="months">{t`Months`}</option>
          </Select>
        </Field>
      </div>
      <Field id="enq-site" label={t`Site city or PIN code`} error={err('site')}>
        <Input name="site" autoComplete="off" maxLength={100} placeholder={t`e.g. Pune or 411001`} required />
      </Field>
      <fieldset {...describedBy('enq-operator', operatorError)}>
        <legend className="block text-sm font-medium text-ink">
          <Trans>Do you need an operator?</Trans>
        </legend>
        <div className="mt-1 grid grid-cols-2 gap-3">
          <label className={radioClass}>
            <input type="radio" name="operatorNeeded" value="yes" className="size-4 accent-amber-deep" />
            <Trans>Yes, with operator</Trans>
          </label>
          <label className={radioClass}>
            <input type="radio" name="operatorNeeded" value="no" className="size-4 accent-amber-deep" />
            <Trans>No, machine only</Trans>
          </label>
        </div>
        <FieldError id="enq-operator" error={operatorError} />
      </fieldset>
    </>
  );
}
