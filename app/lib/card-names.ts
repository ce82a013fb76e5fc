import { catalogueLabel } from '../../data/catalogue-hindi.ts';
import { hindiNames } from '../../data/catalogue-hindi-source.ts';
import type { Lang } from '../i18n/lang.ts';
import type { ContractorCardView } from './card-views.ts';
import { splitList } from './format.ts';

/**
 * A contractor card's catalogue names (types, working sectors) in the page's language, put there by the
 * loader: the browser then needs no catalogue of Hindi names to show a card (docs/decisions/038-front-end-budgets.md).
 * What the contractor typed outside the catalogues stays as typed.
 */
export function contractorCardIn<C extends Pick<ContractorCardView, 'ContractorType' | 'WorkingSectors'>>(c: C, lang: Lang): C {
  if (lang === 'en') return c;
  const names = (s: string | null, kind: 'contractorType' | 'sector') =>
    splitList(s)
      .map((x) => catalogueLabel(kind, x, lang))
      .join(', ');
  return { ...c, ContractorType: names(c.ContractorType, 'contractorType'), WorkingSectors: c.WorkingSectors && names(c.WorkingSectors, 'sector') };
}

/** The Hindi names of a filter's options, by their English value (only Hindi pages get them). */
export function optionNames(kind: 'contractorType' | 'sector', values: readonly string[], lang: Lang): Record<string, string> | null {
  if (lang === 'en') return null;
  return Object.fromEntries(values.map((v) => [v, catalogueLabel(kind, v, lang)]));
}

/**
 * The Hindi names a Hindi contractor page shows: its types, its working sectors and its projects' sectors, by their
 * catalogue (English) names. The page hands them to the browser's registry (app/i18n/hindi-names.ts) before it
 * renders, so it does not wait for the file of every contractor type's and sector's name (5 KiB gzip).
 */
export function contractorPageNames(
  c: { contractorType: string | null; workingSectors: string | null; projects: readonly { Sector?: string | null }[] },
  lang: Lang,
): { HINDI_CONTRACTOR_TYPES: Record<string, string>; HINDI_SECTORS: Record<string, string> } | null {
  if (lang === 'en') return null;
  const { HINDI_CONTRACTOR_TYPES, HINDI_SECTORS } = hindiNames();
  const pick = (kind: 'contractorType' | 'sector', table: Readonly<Record<string, string>>, values: readonly string[]) =>
    Object.fromEntries(
      values.flatMap((v) => {
        const name = catalogueLabel(kind, v, 'en');
        return name in table ? [[name, table[name]!]] : [];
      }),
    );
  return {
    HINDI_CONTRACTOR_TYPES: pick('contractorType', HINDI_CONTRACTOR_TYPES, splitList(c.contractorType)),
    HINDI_SECTORS: pick('sector', HINDI_SECTORS, [...splitList(c.workingSectors), ...c.projects.flatMap((p) => (p.Sector ? [p.Sector] : []))]),
  };
}

/** The workforce page's catalogue names in Hindi, sent by the loader to Hindi pages only (cards, category chips, filter chips). */
export type WorkerNames = {
  categories: Readonly<Record<string, string>>;
  hints: Readonly<Record<string, string>>;
  availability: Readonly<Record<string, string>>;
  /** Only the trades the page shows (a typed trade has none). */
  trades: Readonly<Record<string, string>>;
};

export function workerNames(lang: Lang, trades: readonly string[]): WorkerNames | null {
  if (lang === 'en') return null;
  const { HINDI_WORKER_CATEGORIES, HINDI_WORKER_CATEGORY_HINTS, HINDI_AVAILABILITY, HINDI_TRADES } = hindiNames();
  return {
    categories: HINDI_WORKER_CATEGORIES,
    hints: HINDI_WORKER_CATEGORY_HINTS,
    availability: HINDI_AVAILABILITY,
    trades: Object.fromEntries(trades.flatMap((t) => (HINDI_TRADES[t] ? [[t, HINDI_TRADES[t]]] : []))),
  };
}
