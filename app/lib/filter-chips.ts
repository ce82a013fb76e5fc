import { msg } from '@lingui/core/macro';
import type { CatalogueKind } from '../../data/catalogue-hindi.ts';
import { categoryByNameOrSlug } from '../../data/equipment-catalogue.ts';
import { contractorListUrl, contractorTypeName, equipmentListUrl, type ContractorListParams, type EquipmentListParams } from '../../lib/list-urls.ts';
import { machineTypeName, samePart, spelledOut, type UnderstoodLike, type UnderstoodPart, understoodParts } from '../../lib/understood-params.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { rupees } from './format.ts';
import type { Lang } from '../i18n/lang.ts';

/**
 * The active filters of a list as chips above the results, each a link to the same list without it, page 1
 * (docs/decisions/043-no-dead-ends-and-result-headings.md). What the keyword was understood as ('Backhoe Loader',
 * 'On rent', 'Pune') is a chip of its own: removing it keeps the rest of the search, spelled out as explicit
 * filters (lib/understood-params.ts `spelledOut`), so it is not understood again.
 */
export type FilterChip = {
  key: string;
  label: string;
  href: string;
  /** The label is what someone typed (a keyword, a place): shown as typed, marked `data-typed` on the page. */
  typed?: boolean;
};

/** What a list page knows besides its address: the answer's `Understood` and the label of its `Near` point. */
export type ChipContext = { understood?: UnderstoodLike | null; nearLabel?: string | null };

/**
 * How chips name catalogue values and places in the page's language. English names them as they are; the
 * Hindi names come from app/lib/chip-names.ts, in the loader, so the browser never carries the name tables.
 */
export type ChipNames = { lang: Lang; catalogue: (kind: CatalogueKind, value: string) => string; place: (name: string) => string };
export const ENGLISH_NAMES: ChipNames = { lang: 'en', catalogue: (_kind, value) => value, place: (name) => name };

const AVAIL_LABELS = { rent: msg`On rent`, sale: msg`For sale` } as const;
const availLabel = (a: 'rent' | 'sale', lang: Lang) => i18nFor(lang)._(AVAIL_LABELS[a]);

function partLabel(p: UnderstoodPart, names: ChipNames): string {
  if (p.kind === 'machineType') return names.lang === 'en' ? machineTypeName(p.value) : names.catalogue('machineType', p.value);
  if (p.kind === 'availability') return availLabel(p.value, names.lang);
  if (p.kind === 'location') return names.place(p.value);
  return names.catalogue(p.kind, p.value);
}

export const without = <T>(a: readonly T[], x: T) => a.filter((v) => v !== x);

/** The keyword chip, then one chip per understood part; `spell` turns the search minus a part into a URL. */
export function keywordChips(
  q: string,
  ctx: ChipContext,
  noKeyword: string,
  spell: (keep: (p: UnderstoodPart) => boolean) => string,
  names: ChipNames = ENGLISH_NAMES,
): FilterChip[] {
  if (!q.trim()) return [];
  const chips: FilterChip[] = [{ key: 'q', label: `“${q.trim()}”`, href: noKeyword, typed: true }];
  for (const p of understoodParts(ctx.understood))
    chips.push({ key: `u:${p.kind}:${p.value}`, label: partLabel(p, names), href: spell((x) => !samePart(x, p)), ...(p.kind === 'location' ? { typed: true } : {}) });
  return chips;
}

/** near= and radius= chips: removing the place removes the radius measured from it. */
export function nearChips(
  p: { near?: string; radius?: number },
  ctx: ChipContext,
  url: (change: { near?: string; radius?: number }) => string,
  names: ChipNames = ENGLISH_NAMES,
): FilterChip[] {
  if (!p.near) return [];
  const lang = names.lang;
  const i18n = i18nFor(lang);
  const place = names.place(ctx.nearLabel || p.near);
  const chips: FilterChip[] = [
    { key: 'near', label: lang === 'en' ? `Near ${place}` : i18n._(msg`Near ${place}`), href: url({ near: undefined, radius: undefined }), typed: true },
  ];
  if (p.radius) chips.push({ key: 'radius', label: lang === 'en' ? `Within ${p.radius} km` : i18n._(msg`Within ${p.radius} km`), href: url({ radius: undefined }) });
  return chips;
}

/** One chip per chosen place (named in the page's language where the catalogue can). */
export const locChips = (loc: readonly string[], url: (loc: string[]) => string, names: ChipNames = ENGLISH_NAMES): FilterChip[] =>
  loc.map((l) => ({ key: `loc:${l}`, label: names.place(l), href: url(without(loc, l)), typed: true }));

export function equipmentChips(p: EquipmentListParams, ctx: ChipContext, names: ChipNames = ENGLISH_NAMES): FilterChip[] {
  const cat = categoryByNameOrSlug(p.cat);
  const to = (c: Partial<EquipmentListParams>) => equipmentListUrl({ ...p, cat: cat?.slug ?? '', page: 1, ...c });
  const u = ctx.understood;
  return [
    ...keywordChips(
      p.q,
      ctx,
      to({ q: '' }),
      (keep) => {
        const s = spelledOut(u!, keep);
        return to({
          q: s.keyword,
          cat: cat?.slug ?? categoryByNameOrSlug(s.category)?.slug ?? '',
          loc: p.loc.length ? p.loc : s.locations,
          avail: p.avail !== 'all' ? p.avail : (s.availability ?? 'all'),
        });
      },
      names,
    ),
    ...(cat ? [{ key: 'cat', label: names.lang === 'en' ? cat.name : names.catalogue('category', cat.slug), href: to({ cat: '' }) }] : []),
    ...(p.avail !== 'all' ? [{ key: 'avail', label: availLabel(p.avail, names.lang), href: to({ avail: 'all' }) }] : []),
    ...(p.maxday ? [{ key: 'maxday', label: maxDayLabel(p.maxday, names.lang), href: to({ maxday: undefined }) }] : []),
    ...locChips(p.loc, (loc) => to({ loc }), names),
    ...nearChips(p, ctx, to, names),
  ];
}

/** 'Up to ₹8,000/day' (the price filter's chip). */
function maxDayLabel(n: number, lang: Lang): string {
  const amount = rupees(n, lang);
  return i18nFor(lang)._(msg`Up to ${amount}/day`);
}

/** The contractor list's chips; `names` (app/lib/chip-names.ts) names types, sectors and places in the page's language. */
export function contractorChips(p: ContractorListParams, ctx: ChipContext, names: ChipNames = ENGLISH_NAMES): FilterChip[] {
  const to = (c: Partial<ContractorListParams>) => contractorListUrl({ ...p, page: 1, ...c });
  const u = ctx.understood;
  return [
    ...keywordChips(
      p.q,
      ctx,
      to({ q: '' }),
      (keep) => {
        const s = spelledOut(u!, keep);
        return to({ q: s.keyword, type: p.type.length ? p.type : s.contractorTypes, loc: p.loc.length ? p.loc : s.locations });
      },
      names,
    ),
    ...p.type.map((t) => ({
      key: `type:${t}`,
      label: names.catalogue('contractorType', contractorTypeName(t)),
      href: to({ type: without(p.type, t) }),
    })),
    ...p.sector.map((t) => ({ key: `sector:${t}`, label: names.catalogue('sector', t), href: to({ sector: without(p.sector, t) }) })),
    ...locChips(p.loc, (loc) => to({ loc }), names),
    ...nearChips(p, ctx, to, names),
  ];
}
