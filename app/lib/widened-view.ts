import { msg } from '@lingui/core/macro';
import type { Understood } from '../../contract/common.ts';
import type { ContractorListRequest, EquipmentListRequest } from '../../contract/public-v3.ts';
import type { WorkerListRequest } from '../../contract/workforce.ts';
import { categoryByNameOrSlug } from '../../data/equipment-catalogue.ts';
import type { WorkerCategory } from '../../data/workforce.ts';
import { contractorListUrl, equipmentListUrl } from '../../lib/list-urls.ts';
import type { WideningView } from '../components/no-results.tsx';
import { staffingListUrl } from './staffing-params.ts';
import { i18nFor } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';
import { listText } from './list-seo.ts';
import { placeName } from './place-hindi.ts';

/**
 * Widened searches (core/search/widen.ts) as the list pages show them: a list request back into the page
 * address that runs it, so each offer is a plain link (docs/decisions/043-no-dead-ends-and-result-headings.md).
 */
type Widened<I, C> = { offers: Array<{ key: string; label: string; total: number; input: I }>; best?: { key: string; label: string; total: number; input: I; items: C[] } };

export type WidenedView<V> = { offers: WideningView[]; best: WideningView | null; items: V[] };

export function widenedView<I, C, V>(w: Widened<I, C>, href: (i: I) => string, card: (c: C) => V, lang: Lang = 'en'): WidenedView<V> {
  const view = (o: { key: string; label: string; total: number; input: I }): WideningView => ({
    key: o.key,
    label: widenedLabel(o.key, o.label, lang),
    total: o.total,
    href: href(o.input),
  });
  return { offers: w.offers.map(view), best: w.best ? view(w.best) : null, items: w.best?.items.map(card) ?? [] };
}

/**
 * A widened search's name in the page's language. core/search/widen.ts names them in English from a few
 * shapes ('Within 50 km of Pune', 'All of Maharashtra', 'For rent or sale', 'Without “xyz”'); the
 * Hindi page gets the same with the places' Hindi names where the catalogue has them.
 */
export function widenedLabel(key: string, label: string, lang: Lang): string {
  if (lang === 'en') return label;
  const i18n = i18nFor(lang);
  const within = /^Within (\d+) km of (.+)$/.exec(label);
  if (key.startsWith('km') && within) {
    const [km, place] = [within[1]!, placeName(within[2]!, lang)];
    return i18n._(msg`Within ${km} km of ${place}`);
  }
  const all = /^All of (.+)$/.exec(label);
  if (key === 'state' && all) {
    // One state ('Jammu and Kashmir' too) by its own name, else a list of them.
    const whole = placeName(all[1]!, lang);
    const states =
      whole !== all[1]
        ? whole
        : listText(
            all[1]!.split(/, | and /).map((s) => placeName(s, lang)),
            '',
            lang,
          );
    return i18n._(msg`All of ${states}`);
  }
  if (key === 'availability') return i18n._(msg`For rent or sale`);
  const without = /^Without “(.*)”$/.exec(label);
  if (key === 'keyword' && without) {
    const words = without[1]!;
    return i18n._(msg`Without “${words}”`);
  }
  return label;
}

const sortOf = (s: string | undefined) => (s && s !== 'newest' ? s : undefined);

export const equipmentRequestUrl = (i: EquipmentListRequest) =>
  equipmentListUrl({
    q: i.Keyword,
    cat: categoryByNameOrSlug(i.Category)?.slug,
    loc: i.Location,
    avail: i.AvailableForRent ? 'rent' : i.AvailableForSale ? 'sale' : 'all',
    maxday: i.MaxDailyRate,
    near: i.Near,
    radius: i.RadiusKm,
    sort: sortOf(i.SortBy),
  });

export const contractorRequestUrl = (i: ContractorListRequest) =>
  contractorListUrl({ q: i.Keyword, type: i.ContractorTypes, sector: i.WorkingSectors, loc: i.Locations, near: i.Near, radius: i.RadiusKm, sort: sortOf(i.SortBy) });

export const workerRequestUrl = (i: WorkerListRequest) =>
  staffingListUrl({ q: i.Keyword, cat: i.Categories as WorkerCategory[] | undefined, kind: i.Kind ?? '', loc: i.Locations, near: i.Near, radius: i.RadiusKm });

/** What the keyword was understood as and the label of the `Near` point, from a core list answer (the page's loader). */
export function answerContext(r: { understood?: Understood; near?: { Label: string } }): { understood: Understood | null; nearLabel: string | null } {
  return { understood: r.understood ?? null, nearLabel: r.near?.Label ?? null };
}
