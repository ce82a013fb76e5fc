import { categoryLabel } from '../../data/workforce.ts';
import { spelledOut } from '../../lib/understood-params.ts';
import { type ChipContext, type FilterChip, keywordChips, locChips, nearChips, without } from './filter-chips.ts';
import { staffingListUrl, type StaffingParams } from './staffing-params.ts';

/** The workforce list's chips (as filter-chips.ts; apart so the other lists do not ship the workforce catalogue). */
const KIND_LABELS = { individual: 'Individuals', agency: 'Agencies' } as const;

export function staffingChips(p: StaffingParams, ctx: ChipContext): FilterChip[] {
  const to = (c: Partial<StaffingParams>) => staffingListUrl({ ...p, page: 1, ...c });
  const u = ctx.understood;
  return [
    ...keywordChips(p.q, ctx, to({ q: '' }), (keep) => {
      const s = spelledOut(u!, keep);
      return to({ q: s.keyword, loc: p.loc.length ? p.loc : s.locations });
    }),
    ...p.cat.map((c) => ({ key: `cat:${c}`, label: categoryLabel(c), href: to({ cat: without(p.cat, c) }) })),
    ...(p.kind ? [{ key: 'kind', label: KIND_LABELS[p.kind], href: to({ kind: '' }) }] : []),
    ...locChips(p.loc, (loc) => to({ loc })),
    ...nearChips(p, ctx, to),
  ];
}
