import { Trans, useLingui } from '@lingui/react/macro';
import type { OwnEquipment } from '../../../contract/vendor.ts';
import { describedBy, Field, Input, inputClass, labelClass, Select, selectClass } from '../ui/field.tsx';

/** How the operator comes with the machine: one choice, sent as the contract's two flags (operatorFlags). */
export type OperatorTerms = 'included' | 'extra' | 'none';

export function operatorTermsOf(item: Pick<OwnEquipment, 'OperatorIncluded' | 'OperatorAvailable'> | null): OperatorTerms {
  if (item?.OperatorIncluded) return 'included';
  return item?.OperatorAvailable ? 'extra' : 'none';
}

/** The editor's OperatorTerms field → OperatorIncluded and OperatorAvailable (contract/vendor.ts). */
export function operatorFlags(fields: Record<string, string>): void {
  const terms = fields.OperatorTerms;
  delete fields.OperatorTerms;
  if (!terms) return;
  fields.OperatorIncluded = String(terms === 'included');
  fields.OperatorAvailable = String(terms !== 'none');
}

const choiceClass = 'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 has-[:checked]:border-amber-deep has-[:checked]:bg-amber-50';

function Choices({ legend, name, options, value }: { legend: string; name: string; options: readonly (readonly [string, string])[]; value: string }) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-1 grid gap-2 sm:grid-cols-3">
        {options.map(([v, label]) => (
          <label key={v} className={choiceClass}>
            <input type="radio" name={name} value={v} defaultChecked={value === v} className="size-5 shrink-0 accent-amber-600" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The rate card of a listing for rent (docs/decisions/052-rate-card.md): the three rates (at least one),
 * the minimum hire, the mobilisation charge, and whether operator and fuel are in the rate.
 */
export function RateCardFields({ item, errors }: { item: OwnEquipment | null; errors: Record<string, string | undefined> }) {
  const { t } = useLingui();
  return (
    <div className="space-y-4" data-testid="rate-card-fields">
      <div>
        <p className="text-sm text-slate-600">
          <Trans>Fill in at least one rent. Cards show the daily rent first.</Trans>
        </p>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <Field id="ee-DailyRate" label={t`Daily rent (₹)`} error={errors.DailyRate}>
            <Input name="DailyRate" inputMode="numeric" defaultValue={item?.DailyRate ?? ''} placeholder="8000" />
          </Field>
          <Field id="ee-MonthlyRate" label={t`Monthly rent (₹)`} error={errors.MonthlyRate}>
            <Input name="MonthlyRate" inputMode="numeric" defaultValue={item?.MonthlyRate ?? ''} placeholder="150000" />
          </Field>
          <Field id="ee-HourlyRate" label={t`Hourly rent (₹)`} error={errors.HourlyRate}>
            <Input name="HourlyRate" inputMode="numeric" defaultValue={item?.HourlyRate ?? ''} placeholder="1200" />
          </Field>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ee-MinimumHire" label={t`Minimum hire`} mark="optional" error={errors.MinimumHire ?? errors.MinimumHireUnit}>
          <div className="flex gap-2">
            <Input name="MinimumHire" inputMode="numeric" maxLength={3} defaultValue={item?.MinimumHire ?? ''} placeholder="4" className={`${inputClass} !w-24 shrink-0`} />
            <Select
              id="ee-MinimumHireUnit"
              name="MinimumHireUnit"
              aria-label={t`Minimum hire in`}
              defaultValue={item?.MinimumHireUnit ?? 'days'}
              className={`${selectClass} min-w-0 flex-1`}
              {...describedBy('ee-MinimumHire', errors.MinimumHireUnit)}
            >
              <option value="hours">{t`hours`}</option>
              <option value="days">{t`days`}</option>
            </Select>
          </div>
        </Field>
        <Field id="ee-MobilisationCharge" label={t`Mobilisation charge (₹)`} mark="optional" error={errors.MobilisationCharge} hint={t`To bring the machine to the site and back.`}>
          <Input name="MobilisationCharge" inputMode="numeric" defaultValue={item?.MobilisationCharge ?? ''} placeholder="5000" />
        </Field>
      </div>
      <Choices
        legend={t`Operator`}
        name="OperatorTerms"
        value={operatorTermsOf(item)}
        options={[
          ['included', t`Included in the rent (wet hire)`],
          ['extra', t`Available at extra cost`],
          ['none', t`Not offered (dry hire)`],
        ]}
      />
      <Choices
        legend={t`Fuel`}
        name="FuelIncluded"
        value={String(item?.FuelIncluded ?? false)}
        options={[
          ['true', t`Included in the rent`],
          ['false', t`Paid by the hirer`],
        ]}
      />
    </div>
  );
}
