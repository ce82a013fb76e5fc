/** Embedded suggestion lists (docs/product.md#lists-and-search: the home search makes no calls). Loaded lazily through lib/suggest.ts. */
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { CITIES, STATES } from '../../data/locations.ts';
import type { Suggestion } from './suggest.ts';

const uniqueByLabel = (items: Suggestion[]) => {
  const seen = new Set<string>();
  return items.filter((s) => !seen.has(s.label.toLowerCase()) && seen.add(s.label.toLowerCase()));
};

/** Cities in population order with their state, then the states and union territories (a state chip filters the whole state). */
export const LOCATION_SUGGESTIONS: readonly Suggestion[] = uniqueByLabel([
  ...CITIES.map((c) => ({ label: c.label, detail: c.value === c.label ? undefined : c.value })),
  ...STATES.map((s) => ({ label: s.label, detail: 'State' })),
]);

export const EQUIPMENT_SUGGESTIONS: readonly Suggestion[] = EQUIPMENT_CATALOGUE.map((i) => ({ label: i.name, detail: i.cat, thumb: i.thumb }));

export const CONTRACTOR_TYPE_SUGGESTIONS: readonly Suggestion[] = CONTRACTOR_TYPES.map((t) => ({ label: t.label }));
