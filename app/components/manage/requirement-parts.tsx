import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PriceUnit, ProviderRequirement } from '../../../contract/requirements.ts';
import { useFormat } from '../../i18n/react.tsx';
import { durationText, priceText } from '../../lib/quote-words.ts';

/**
 * What the provider's requirement screens share (docs/decisions/056): the words for price units and
 * statuses, the quote line and the facts of one requirement. Types only from contract/: its schemas
 * import the catalogues, which the browser does not need here.
 */

/** The unit select's options, in the contract's order (PRICE_UNITS). */
export const PRICE_UNIT_OPTIONS: readonly { value: PriceUnit; label: MessageDescriptor }[] = [
  { value: 'hour', label: msg`Per hour` },
  { value: 'day', label: msg`Per day` },
  { value: 'week', label: msg`Per week` },
  { value: 'month', label: msg`Per month` },
  { value: 'sqft', label: msg`Per sq ft` },
  { value: 'job', label: msg`For the whole job` },
];

const STATUS: Record<ProviderRequirement['Status'], { label: MessageDescriptor; className: string }> = {
  open: { label: msg`Open`, className: 'bg-green-100 text-green-800' },
  accepted: { label: msg`Accepted`, className: 'bg-navy text-white' },
  closed: { label: msg`Closed`, className: 'bg-slate-200 text-slate-700' },
};

/** Open (green), Accepted (navy), Closed (grey): the requirement's own status. */
export function RequirementStatus({ status }: { status: ProviderRequirement['Status'] }) {
  const { i18n } = useLingui();
  const s = STATUS[status];
  return (
    <span data-testid="requirement-status" className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${s.className}`}>
      {i18n._(s.label)}
    </span>
  );
}

/** 'You quoted ₹12,000 / day' (and whether the client took it), or 'Not quoted yet'. */
export function QuoteLine({ r }: { r: ProviderRequirement }) {
  const { t, i18n } = useLingui();
  const _f = useFormat();
  const q = r.MyQuote;
  if (!q) return <span className="text-slate-600">{r.Status === 'open' ? t`Not quoted yet` : t`You did not quote`}</span>;
  const price = priceText(q.Price, q.PriceUnit, i18n, 'en');
  return (
    <span className="font-semibold text-ink">
      {t`You quoted ${price}`}
      {q.Status === 'accepted' && <span className="ml-1.5 text-green-800">{t`· accepted`}</span>}
      {q.Status === 'declined' && <span className="ml-1.5 font-normal text-slate-600">{t`· not chosen`}</span>}
    </span>
  );
}

/** The whole requirement as a list of facts: what, how many, where, when, how long, operator, budget. */
export function RequirementFacts({ r }: { r: ProviderRequirement }) {
  const { t, i18n } = useLingui();
  const f = useFormat();
  const km = r.DistanceKm;
  const site = r.Site;
  const items: [key: string, label: string, value: React.ReactNode][] = [
    ['quantity', t`Quantity`, String(r.Quantity)],
    ['site', t`Site`, km === null ? site : km < 1 ? t`${site} (your city)` : t`${site} (${km} km from you)`],
    ['start', t`Start date`, f.shortDate(r.StartDate)],
    ['duration', t`Duration`, durationText(r.Duration, r.DurationUnit, i18n)],
  ];
  if (r.Kind === 'equipment') items.push(['operator', t`Operator`, r.OperatorNeeded ? t`Needed` : t`Not needed (machine only)`]);
  items.push(['budget', t`Budget`, r.Budget !== null && r.BudgetUnit ? priceText(r.Budget, r.BudgetUnit, i18n, 'en') : t`Not given`]);
  return (
    <section aria-labelledby="need-h" className="rounded-xl border border-amber-brand/40 bg-amber-50 p-4" data-testid="requirement-facts">
      <h2 id="need-h" className="text-xs font-semibold uppercase tracking-wide text-slate-600">
        <Trans>What the client needs</Trans>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-3">
        {items.map(([key, label, value]) => (
          <div key={key} className="min-w-0">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="break-words font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {r.Note && (
        <div className="mt-3 border-t border-amber-brand/30 pt-3">
          <h3 className="text-xs text-slate-600">
            <Trans>Client’s note</Trans>
          </h3>
          <p className="mt-0.5 whitespace-pre-line break-words">{r.Note}</p>
        </div>
      )}
    </section>
  );
}
