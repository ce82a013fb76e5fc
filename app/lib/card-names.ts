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
