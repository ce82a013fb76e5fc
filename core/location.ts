import { matchPlace } from './place-index.ts';

export { matchPlace, type PlaceMatch } from './place-index.ts';

/** 'ALL' (the tiles' explore-all value) or empty means no location filter. */
export const isAllValue = (v: string) => /^all([- ].*)?$/i.test(v.trim());

/**
 * The location filter (`loc=`, the API's Location/Locations) as cities and states with the catalogue's
 * spelling, and the labels to show for it. Every name matchPlace knows is understood: aliases
 * ('Bangalore' → Bengaluru), Hindi names, metro regions ('Delhi NCR', and a metro's core name 'Delhi'
 * → its region), states (a state selects the whole state). Unknown names are kept as cities: a
 * listing may name a town the catalogue lacks. See docs/decisions/041-places.md.
 */
export function resolveLocations(values: readonly string[] | undefined): { cities: string[]; states: string[]; labels: string[] } {
  const cities = new Set<string>();
  const states = new Set<string>();
  const labels = new Set<string>();
  for (const raw of values ?? []) {
    const v = raw.trim();
    if (!v || isAllValue(v)) continue;
    const place = matchPlace(v);
    if (place) {
      for (const c of place.cities) cities.add(c);
      for (const s of place.states) states.add(s);
      labels.add(place.label);
      continue;
    }
    // "Atlantis, Goa" → Atlantis
    const label = v.includes(',') ? v.split(',')[0]!.trim() : v;
    if (!label) continue;
    cities.add(label);
    labels.add(label);
  }
  return { cities: [...cities], states: [...states], labels: [...labels] };
}

export function locationLabel(city: string | null | undefined, state: string | null | undefined): string {
  return [city, state].filter((x) => x && x.trim()).join(', ');
}
