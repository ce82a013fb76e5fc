import { FactGrid } from './fact-grid.tsx';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HireView } from '../../contract/hire-details.ts';
import { useFormat } from '../i18n/react.tsx';

/**
 * What the client asked for with an equipment enquiry (docs/decisions/053): start date, duration,
 * site and operator, at the top of the thread for the provider and in the client's own view.
 */
export function HireSummary({ hire, className = '' }: { hire: HireView; className?: string }) {
  const { t } = useLingui();
  const f = useFormat();
  if (!hire) return null;
  const n = hire.Duration;
  const duration =
    hire.DurationUnit === 'days'
      ? t`${plural(n, { one: '# day', other: '# days' })}`
      : hire.DurationUnit === 'weeks'
        ? t`${plural(n, { one: '# week', other: '# weeks' })}`
        : t`${plural(n, { one: '# month', other: '# months' })}`;
  const items = [
    ['start', t`Start date`, f.shortDate(hire.StartDate), false],
    ['duration', t`Duration`, duration, false],
    ['site', t`Site`, hire.Site, true],
    ['operator', t`Operator`, hire.OperatorNeeded ? t`Needed` : t`Not needed (machine only)`, false],
  ] as const;
  return (
    <section aria-labelledby="hire-h" className={`rounded-xl border border-amber-brand/40 bg-amber-50 p-4 ${className}`} data-testid="hire-summary">
      <h2 id="hire-h" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <Trans>What the client needs</Trans>
      </h2>
      <FactGrid items={items} className="mt-2 grid-cols-2 sm:grid-cols-4" />
    </section>
  );
}
