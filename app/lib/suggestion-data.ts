/** Embedded suggestion lists (docs/product.md#lists-and-search: the home search makes no calls). Loaded lazily through lib/suggest.ts. */
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { PLACE_ENTRIES } from '../../core/place-index.ts';
import type { Suggestion } from './suggest.ts';

/**
 * Places in the picker's order: cities by population with their state — a metro region ('Delhi NCR',
 * 'Mumbai region') before its core city alone —, then the states and union territories (docs/decisions/041-places.md).
 */
export const LOCATION_SUGGESTIONS: readonly Suggestion[] = PLACE_ENTRIES.map((e) => (e.detail ? { label: e.match.label, detail: e.detail } : { label: e.match.label }));

/** Places found by any of their names — alias ('Bangalore'), Hindi name ('बेंगलुरु'), region ('NCR') — and what a typed place means (Enter). */
export { matchPlace, suggestPlaces } from '../../core/place-index.ts';

export const EQUIPMENT_SUGGESTIONS: readonly Suggestion[] = EQUIPMENT_CATALOGUE.map((i) => ({ label: i.name, detail: i.cat, thumb: i.thumb }));

export const CONTRACTOR_TYPE_SUGGESTIONS: readonly Suggestion[] = CONTRACTOR_TYPES.map((t) => ({ label: t.label }));
