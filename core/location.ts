import { findLocation, STATES } from '../data/locations.ts';

const STATE_BY_LOWER = new Map(STATES.map((s) => [s.value.toLowerCase(), s.value]));

/** 'ALL' (the tiles' explore-all value) or empty means no location filter. */
export const isAllValue = (v: string) => /^all([- ].*)?$/i.test(v.trim());

/**
 * Splits location filter values into cities and states (a state name selects the whole state),
 * with the catalogue's spelling. Unknown names are kept as cities: a listing may name a town
 * the catalogue lacks.
 */
export function resolveLocations(values: readonly string[] | undefined): { cities: string[]; states: string[] } {
  const cities = new Set<string>();
  const states = new Set<string>();
  for (const raw of values ?? []) {
    const v = raw.trim();
    if (!v || isAllValue(v)) continue;
    const state = STATE_BY_LOWER.get(v.toLowerCase());
    if (state) {
      states.add(state);
      continue;
    }
    // "Pune, Maharashtra" → Pune
    const label = v.includes(',') ? v.split(',')[0]!.trim() : v;
    cities.add(findLocation(label)?.label ?? label);
  }
  return { cities: [...cities], states: [...states] };
}

export function locationLabel(city: string | null | undefined, state: string | null | undefined): string {
  return [city, state].filter((x) => x && x.trim()).join(', ');
}

/** A place named in free text, with the cities and states it selects and how to show it. */
export type PlaceMatch = { label: string; cities: string[]; states: string[] };

/**
 * The place a phrase names ('pune', 'Maharashtra'), or undefined when it names none. Query
 * understanding (core/search/) tries the words of a keyword through this; the location filter too.
 */
export function matchPlace(phrase: string): PlaceMatch | undefined {
  const loc = findLocation(phrase);
  if (!loc) return undefined;
  return loc.label === loc.value && STATE_BY_LOWER.has(loc.label.toLowerCase())
    ? { label: loc.label, cities: [], states: [loc.label] }
    : { label: loc.label, cities: [loc.label], states: [] };
}
