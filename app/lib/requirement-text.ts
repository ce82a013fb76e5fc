import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { DurationUnit } from '../../contract/hire-details.ts';
import type { ClientRequirement, PriceUnit } from '../../contract/requirements.ts';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import type { Lang } from '../i18n/lang.ts';
import { rupees } from './format.ts';

/** Requirements and quotes as the client reads them (docs/decisions/056), in the page's language. */

/** '₹1,800 / day', '₹45 / sq ft', '₹2,50,000 for the whole job'. */
export function priceText(amount: number, unit: PriceUnit, i18n: I18n, lang: Lang): string {
  const price = rupees(amount, lang);
  switch (unit) {
    case 'hour':
      return i18n._(msg`${price} / hour`);
    case 'day':
      return i18n._(msg`${price} / day`);
    case 'week':
      return i18n._(msg`${price} / week`);
    case 'month':
      return i18n._(msg`${price} / month`);
    case 'sqft':
      return i18n._(msg`${price} / sq ft`);
    default:
      return i18n._(msg`${price} for the whole job`);
  }
}

/** '3 weeks', '1 day'. */
export function durationText(n: number, unit: DurationUnit, i18n: I18n): string {
  if (unit === 'days') return i18n._(msg`${plural(n, { one: '# day', other: '# days' })}`);
  if (unit === 'weeks') return i18n._(msg`${plural(n, { one: '# week', other: '# weeks' })}`);
  return i18n._(msg`${plural(n, { one: '# month', other: '# months' })}`);
}

/** What is needed, in the page's language: the machine type's or the contractor type's catalogue name. */
export const whatText = (r: Pick<ClientRequirement, 'Kind' | 'MachineType' | 'What'>, lang: Lang) =>
  r.Kind === 'equipment' ? catalogueLabel('machineType', r.MachineType ?? r.What, lang) : catalogueLabel('contractorType', r.What, lang);

/** The price units a budget or quote may be for, in the order the form offers them. */
export const PRICE_UNIT_LABELS: Record<PriceUnit, ReturnType<typeof msg>> = {
  hour: msg`per hour`,
  day: msg`per day`,
  week: msg`per week`,
  month: msg`per month`,
  sqft: msg`per sq ft`,
  job: msg`for the whole job`,
};

/** The requirement's state badge: open (amber), a quote accepted (green), withdrawn (grey). */
export function requirementStatus(status: ClientRequirement['Status'], i18n: I18n): { label: string; className: string } {
  if (status === 'open') return { label: i18n._(msg`Open for quotes`), className: 'bg-amber-100 text-amber-900' };
  if (status === 'accepted') return { label: i18n._(msg`Quote accepted`), className: 'bg-green-100 text-green-800' };
  return { label: i18n._(msg`Withdrawn`), className: 'bg-slate-200 text-slate-700' };
}
