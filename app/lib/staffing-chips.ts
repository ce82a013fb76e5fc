import { categoryLabel } from '../../data/workforce.ts';
import { msg } from '@lingui/core/macro';
import { i18nFor } from '../i18n/i18n.ts';
import type { WorkerNames } from './card-names.ts';
import type { Lang } from '../i18n/lang.ts';
import { spelledOut } from '../../lib/understood-params.ts';
import { type ChipContext, type FilterChip, keywordChips, locChips, nearChips, without } from './filter-chips.ts';
import { staffingListUrl, type StaffingParams } from './staffing-params.ts';

/** The workforce list's chips (as filter-chips.ts; apart so the other lists do not ship the workforce catalogue). */
const KIND_LABELS = { individual: msg`Individuals`, agency: msg`Agencies` } as const;

/** `names`: the Hindi catalogue names a Hindi page's loader sent (app/lib/card-names.ts), null in English. */
export function staffingChips(p: StaffingParams, ctx: ChipContext, lang: Lang = 'en', names: WorkerNames | null = null): FilterChip[] {
  const to = (c: Partial<StaffingParams>) => staffingListUrl({ ...p, page: 1, ...c });
  const u = ctx.understood;
  return [
    // A trade the keyword was understood as is a catalogue name: in the page's language.
    ...keywordChips(p.q, ctx, to({ q: '' }), (keep) => {
      const s = spelledOut(u!, keep);
      return to({ q: s.keyword, loc: p.loc.length ? p.loc : s.locations });
    }).map((c) => (names && c.key.startsWith('u:trade:') ? { ...c, label: names.trades[c.label] ?? c.label } : c)),
    ...p.cat.map((c) => ({ key: `cat:${c}`, label: names?.categories[c] ?? categoryLabel(c), href: to({ cat: without(p.cat, c) }) })),
    ...(p.kind ? [{ key: 'kind', label: i18nFor(lang)._(KIND_LABELS[p.kind]), href: to({ kind: '' }) }] : []),
    ...locChips(p.loc, (loc) => to({ loc })),
    ...nearChips(p, ctx, to),
  ];
}
