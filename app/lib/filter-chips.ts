import { msg } from '@lingui/core/macro';
import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { categoryByNameOrSlug } from '../../data/equipment-catalogue.ts';
import { contractorListUrl, contractorTypeName, equipmentListUrl, type ContractorListParams, type EquipmentListParams } from '../../lib/list-urls.ts';
import { machineTypeName, samePart, spelledOut, type UnderstoodLike, type UnderstoodPart, understoodParts } from '../../lib/understood-params.ts';
import { i18nFor } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';
import { placeName } from './place-hindi.ts';

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

const AVAIL_LABELS = { rent: msg`On rent`, sale: msg`For sale` } as const;
const availLabel = (a: 'rent' | 'sale', lang: Lang) => i18nFor(lang)._(AVAIL_LABELS[a]);

function partLabel(p: UnderstoodPart, lang: Lang): string {
  if (p.kind === 'machineType') return lang === 'en' ? machineTypeName(p.value) : catalogueLabel('machineType', p.value, lang);
  if (p.kind === 'availability') return availLabel(p.value, lang);
  if (p.kind === 'location') return placeName(p.value, lang);
  if (lang === 'en') return p.value;
  return catalogueLabel(p.kind, p.value, lang);
}

export const without = <T>(a: readonly T[], x: T) => a.filter((v) => v !== x);

/** The keyword chip, then one chip per understood part; `spell` turns the search minus a part into a URL. */
export function keywordChips(q: string, ctx: ChipContext, noKeyword: string, spell: (keep: (p: UnderstoodPart) => boolean) => string, lang: Lang = 'en'): FilterChip[] {
  if (!q.trim()) return [];
  const chips: FilterChip[] = [{ key: 'q', label: `“${q.trim()}”`, href: noKeyword, typed: true }];
  for (const p of understoodParts(ctx.understood))
    chips.push({ key: `u:${p.kind}:${p.value}`, label: partLabel(p, lang), href: spell((x) => !samePart(x, p)), ...(p.kind === 'location' ? { typed: true } : {}) });
  return chips;
}

/** near= and radius= chips: removing the place removes the radius measured from it. */
export function nearChips(p: { near?: string; radius?: number }, ctx: ChipContext, url: (change: { near?: string; radius?: number }) => string, lang: Lang = 'en'): FilterChip[] {
  if (!p.near) return [];
  const i18n = i18nFor(lang);
  const place = placeName(ctx.nearLabel || p.near, lang);
  const chips: FilterChip[] = [
    { key: 'near', label: lang === 'en' ? `Near ${place}` : i18n._(msg`Near ${place}`), href: url({ near: undefined, radius: undefined }), typed: true },
  ];
  if (p.radius) chips.push({ key: 'radius', label: lang === 'en' ? `Within ${p.radius} km` : i18n._(msg`Within ${p.radius} km`), href: url({ radius: undefined }) });
  return chips;
}

/** One chip per chosen place (named in the page's language where the catalogue can). */
export const locChips = (loc: readonly string[], url: (loc: string[]) => string, lang: Lang = 'en'): FilterChip[] =>
  loc.map((l) => ({ key: `loc:${l}`, label: placeName(l, lang), href: url(without(loc, l)), typed: true }));

export function equipmentChips(p: EquipmentListParams, ctx: ChipContext, lang: Lang = 'en'): FilterChip[] {
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
      lang,
    ),
    ...(cat ? [{ key: 'cat', label: catalogueLabel('category', cat.slug, lang), href: to({ cat: '' }) }] : []),
    ...(p.avail !== 'all' ? [{ key: 'avail', label: availLabel(p.avail, lang), href: to({ avail: 'all' }) }] : []),
    ...locChips(p.loc, (loc) => to({ loc }), lang),
    ...nearChips(p, ctx, to, lang),
  ];
}

/** The contractor list's chips; `lang` names types, sectors and places in the page's language. */
export function contractorChips(p: ContractorListParams, ctx: ChipContext, lang: Lang = 'en'): FilterChip[] {
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
      lang,
    ),
    ...p.type.map((t) => ({
      key: `type:${t}`,
      label: lang === 'en' ? contractorTypeName(t) : catalogueLabel('contractorType', contractorTypeName(t), lang),
      href: to({ type: without(p.type, t) }),
    })),
    ...p.sector.map((t) => ({ key: `sector:${t}`, label: lang === 'en' ? t : catalogueLabel('sector', t, lang), href: to({ sector: without(p.sector, t) }) })),
    ...locChips(p.loc, (loc) => to({ loc }), lang),
    ...nearChips(p, ctx, to, lang),
  ];
}
