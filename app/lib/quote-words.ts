import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { DurationUnit } from '../../contract/hire-details.ts';
import type { PriceUnit } from '../../contract/requirements.ts';
import type { Lang } from '../i18n/lang.ts';
import { rupees } from './format.ts';

/**
 * Prices and durations of requirements and quotes (docs/decisions/056), for the client's screens and the
 * provider's alike. Types only from contract/, and no catalogue: the management screens load this too.
 */

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
