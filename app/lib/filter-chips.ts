import { categoryByNameOrSlug } from '../../data/equipment-catalogue.ts';
import { contractorListUrl, contractorTypeName, equipmentListUrl, type ContractorListParams, type EquipmentListParams } from '../../lib/list-urls.ts';
import { machineTypeName, samePart, spelledOut, type UnderstoodLike, type UnderstoodPart, understoodParts } from '../../lib/understood-params.ts';

/**
 * The active filters of a list as chips above the results, each a link to the same list without it, page 1
 * (docs/decisions/043-no-dead-ends-and-result-headings.md). What the keyword was understood as ('Backhoe Loader',
 * 'On rent', 'Pune') is a chip of its own: removing it keeps the rest of the search, spelled out as explicit
 * filters (lib/understood-params.ts `spelledOut`), so it is not understood again.
 */
export type FilterChip = { key: string; label: string; href: string };

/** What a list page knows besides its address: the answer's `Understood` and the label of its `Near` point. */
export type ChipContext = { understood?: UnderstoodLike | null; nearLabel?: string | null };

const AVAIL_LABELS = { rent: 'On rent', sale: 'For sale' } as const;

function partLabel(p: UnderstoodPart): string {
  if (p.kind === 'machineType') return machineTypeName(p.value);
  if (p.kind === 'availability') return AVAIL_LABELS[p.value];
  return p.value;
}

export const without = <T>(a: readonly T[], x: T) => a.filter((v) => v !== x);

/** The keyword chip, then one chip per understood part; `spell` turns the search minus a part into a URL. */
export function keywordChips(q: string, ctx: ChipContext, noKeyword: string, spell: (keep: (p: UnderstoodPart) => boolean) => string): FilterChip[] {
  if (!q.trim()) return [];
  const chips: FilterChip[] = [{ key: 'q', label: `“${q.trim()}”`, href: noKeyword }];
  for (const p of understoodParts(ctx.understood)) chips.push({ key: `u:${p.kind}:${p.value}`, label: partLabel(p), href: spell((x) => !samePart(x, p)) });
  return chips;
}

/** near= and radius= chips: removing the place removes the radius measured from it. */
export function nearChips(p: { near?: string; radius?: number }, ctx: ChipContext, url: (change: { near?: string; radius?: number }) => string): FilterChip[] {
  if (!p.near) return [];
  const chips: FilterChip[] = [{ key: 'near', label: `Near ${ctx.nearLabel || p.near}`, href: url({ near: undefined, radius: undefined }) }];
  if (p.radius) chips.push({ key: 'radius', label: `Within ${p.radius} km`, href: url({ radius: undefined }) });
  return chips;
}

export const locChips = (loc: readonly string[], url: (loc: string[]) => string): FilterChip[] => loc.map((l) => ({ key: `loc:${l}`, label: l, href: url(without(loc, l)) }));

export function equipmentChips(p: EquipmentListParams, ctx: ChipContext): FilterChip[] {
  const cat = categoryByNameOrSlug(p.cat);
  const to = (c: Partial<EquipmentListParams>) => equipmentListUrl({ ...p, cat: cat?.slug ?? '', page: 1, ...c });
  const u = ctx.understood;
  return [
    ...keywordChips(p.q, ctx, to({ q: '' }), (keep) => {
      const s = spelledOut(u!, keep);
      return to({
        q: s.keyword,
        cat: cat?.slug ?? categoryByNameOrSlug(s.category)?.slug ?? '',
        loc: p.loc.length ? p.loc : s.locations,
        avail: p.avail !== 'all' ? p.avail : (s.availability ?? 'all'),
      });
    }),
    ...(cat ? [{ key: 'cat', label: cat.name, href: to({ cat: '' }) }] : []),
    ...(p.avail !== 'all' ? [{ key: 'avail', label: AVAIL_LABELS[p.avail], href: to({ avail: 'all' }) }] : []),
    ...locChips(p.loc, (loc) => to({ loc })),
    ...nearChips(p, ctx, to),
  ];
}

export function contractorChips(p: ContractorListParams, ctx: ChipContext): FilterChip[] {
  const to = (c: Partial<ContractorListParams>) => contractorListUrl({ ...p, page: 1, ...c });
  const u = ctx.understood;
  return [
    ...keywordChips(p.q, ctx, to({ q: '' }), (keep) => {
      const s = spelledOut(u!, keep);
      return to({ q: s.keyword, type: p.type.length ? p.type : s.contractorTypes, loc: p.loc.length ? p.loc : s.locations });
    }),
    ...p.type.map((t) => ({ key: `type:${t}`, label: contractorTypeName(t), href: to({ type: without(p.type, t) }) })),
    ...p.sector.map((t) => ({ key: `sector:${t}`, label: t, href: to({ sector: without(p.sector, t) }) })),
    ...locChips(p.loc, (loc) => to({ loc })),
    ...nearChips(p, ctx, to),
  ];
}
