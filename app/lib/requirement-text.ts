import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ClientRequirement, PriceUnit } from '../../contract/requirements.ts';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import type { Lang } from '../i18n/lang.ts';

/** Requirements and quotes as the client reads them (docs/decisions/056), in the page's language. */
export { durationText, priceText } from './quote-words.ts';

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
