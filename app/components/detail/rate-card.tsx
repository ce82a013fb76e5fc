import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EquipmentCard } from '../../../contract/public-v3.ts';
import { useFormat } from '../../i18n/react.tsx';

type Terms = Pick<EquipmentCard, 'OperatorAvailable' | 'OperatorIncluded'>;

/** How the operator comes with the machine, in words (docs/decisions/052-rate-card.md). */
export function operatorText(e: Terms, i18n: I18n): string {
  if (e.OperatorIncluded) return i18n._(msg`Included in the rent (wet hire)`);
  return e.OperatorAvailable ? i18n._(msg`Available at extra cost`) : i18n._(msg`Not offered (dry hire)`);
}

export function minimumHireText(e: Pick<EquipmentCard, 'MinimumHire' | 'MinimumHireUnit'>, i18n: I18n): string {
  const n = e.MinimumHire;
  if (!n || !e.MinimumHireUnit) return i18n._(msg`No minimum`);
  return e.MinimumHireUnit === 'hours' ? i18n._(msg`${plural(n, { one: '# hour', other: '# hours' })}`) : i18n._(msg`${plural(n, { one: '# day', other: '# days' })}`);
}

/**
 * The listing's rate card in full: per day, month and hour (day first, as on the cards), the minimum hire,
 * operator and fuel terms and the mobilisation charge. Only for a listing on rent: the rates are rental rates.
 */
export function RateCard({ e }: { e: EquipmentCard }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  if (!e.IsAvailableForRent) return null;
  const notGiven = t`Ask the vendor`;
  // An amount never breaks inside ('₹3,50' / '0' on a narrow Hindi row).
  const amount = (n: number) => <span className="whitespace-nowrap">{f.rupees(n)}</span>;
  const money = (n: number | null) => (n ? amount(n) : notGiven);
  const rows: [key: string, label: string, value: React.ReactNode][] = [
    ['day', t`Per day`, money(e.DailyRate)],
    ['month', t`Per month`, money(e.MonthlyRate)],
    ['hour', t`Per hour`, money(e.HourlyRate)],
    ['minimum', t`Minimum hire`, minimumHireText(e, i18n)],
    ['operator', t`Operator`, operatorText(e, i18n)],
    ['fuel', t`Fuel`, e.FuelIncluded ? t`Included in the rent` : t`Paid by the hirer`],
    ['mobilisation', t`Mobilisation (to the site and back)`, money(e.MobilisationCharge)],
  ];
  return (
    <section aria-labelledby="rate-card-title" className="mt-4 max-w-2xl rounded-xl border border-amber-200 bg-amber-50/60 p-4" data-testid="rate-card">
      <h2 id="rate-card-title" className="text-lg font-semibold text-ink">
        <Trans>Rate card</Trans>
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 sm:grid-cols-2">
        {rows.map(([key, label, value]) => (
          <div key={key} className="flex items-baseline justify-between gap-3 border-b border-amber-100 py-2" data-testid={`rate-${key}`}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
