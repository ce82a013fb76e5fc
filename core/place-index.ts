/**
 * Every name a place goes by — the catalogue's labels, old names and misspellings, Hindi names, metro
 * regions — in one normal form, for the location filter, the keyword and the location picker
 * (docs/decisions/041-places.md). Pure and browser-safe: the picker's lazy chunk
 * (app/lib/suggestion-data.ts) imports it, so it must never import coordinates, db/ or Node modules.
 */
import { CITIES, STATES } from '../data/locations.ts';
import { HINDI_PLACE_NAMES, LATIN_PLACE_ALIASES, METRO_REGIONS, type MetroRegion } from '../data/place-aliases.ts';
import { normalizeText } from './search/normalize.ts';

/**
 * A place named in free text: how to show it and the cities and states it selects. A region's or a
 * city's first city is its centre (its core city): a distance search (`Near`) measures from it.
 */
export type PlaceMatch = { label: string; cities: string[]; states: string[] };

export type PlaceKind = 'region' | 'city' | 'city-only' | 'state';

/** One entry of the picker: a place and every name it answers to (`key` normalised, `shown` as written). */
export type PlaceEntry = { kind: PlaceKind; match: PlaceMatch; detail?: string; names: { key: string; shown: string }[] };

const STATE_LABELS = new Set(STATES.map((s) => s.label));
const aliasTargets = new Map<string, { target: string; shown: string }>();
for (const [name, target] of [...Object.entries(LATIN_PLACE_ALIASES), ...Object.entries(HINDI_PLACE_NAMES)]) aliasTargets.set(normalizeText(name), { target, shown: name });

const entries: PlaceEntry[] = [];
const byKey = new Map<string, PlaceEntry>();
const addName = (entry: PlaceEntry, shown: string) => {
  const key = normalizeText(shown);
  if (!key || byKey.has(key)) return;
  byKey.set(key, entry);
  entry.names.push({ key, shown });
};
const push = (entry: PlaceEntry, names: readonly string[]) => {
  entries.push(entry);
  for (const n of names) addName(entry, n);
  return entry;
};

/** 'Delhi, Noida, Greater Noida and 3 more'. */
const regionDetail = (r: MetroRegion) => (r.cities.length > 3 ? `${r.cities.slice(0, 3).join(', ')} and ${r.cities.length - 3} more` : r.cities.join(', '));
const regionEntry = (r: MetroRegion, names: string[]) =>
  push(
    { kind: 'region', match: { label: r.label, cities: [r.core, ...r.cities.filter((c) => c !== r.core)], states: [...(r.states ?? [])] }, detail: regionDetail(r), names: [] },
    [r.label, ...r.names, ...names],
  );
/**
 * A city named like its union territory (Delhi, Chandigarh, Puducherry) selects the territory, as the
 * filter always has; the city stays first in `cities` when it is shown under another label, for `Near`.
 */
const cityMatch = (label: string, shownLabel = label): PlaceMatch =>
  STATE_LABELS.has(label) ? { label: shownLabel, cities: shownLabel === label ? [] : [label], states: [label] } : { label: shownLabel, cities: [label], states: [] };

// Cities in population order. A metro whose name means its region: the region, then the core alone
// ('Mumbai (city only)'). Regions offered by their own names come after their core city.
for (const city of CITIES) {
  const key = normalizeText(city.label);
  // A catalogue label that is also an alias ('New Delhi' → Delhi) answers as its alias target.
  if (aliasTargets.has(key) || byKey.has(key)) continue;
  const detail = city.value === city.label ? undefined : city.value;
  const regions = METRO_REGIONS.filter((r) => r.core === city.label);
  const selecting = regions.find((r) => !r.namedOnly);
  if (selecting) {
    regionEntry(selecting, [city.label]);
    const only = `${city.label} (city only)`;
    push({ kind: 'city-only', match: cityMatch(city.label, only), detail, names: [] }, [only, `${city.label} city`]);
  } else {
    push({ kind: 'city', match: cityMatch(city.label), detail, names: [] }, [city.label]);
  }
  for (const r of regions) if (r !== selecting) regionEntry(r, []);
}
for (const s of STATES) {
  if (byKey.has(normalizeText(s.label))) continue;
  push({ kind: 'state', match: { label: s.label, cities: [], states: [s.label] }, detail: 'State', names: [] }, [s.label]);
}
for (const [key, { target, shown }] of aliasTargets) {
  const entry = byKey.get(normalizeText(target));
  if (!entry) throw new Error(`data/place-aliases.ts: '${shown}' names '${target}', which is not in the location catalogue`);
  if (!byKey.has(key)) addName(entry, shown);
}

/** The picker's places in the order it offers them: population order, a metro region before its core city alone, then the states. */
export const PLACE_ENTRIES: readonly PlaceEntry[] = entries;

const copy = (m: PlaceMatch): PlaceMatch => ({ ...m, cities: [...m.cities], states: [...m.states] });

/**
 * The place a phrase names, or undefined: a catalogue city or state, an alias ('Bangalore', 'dilli',
 * 'बेंगलुरु'), a metro region ('Delhi NCR', and a metro's core name: 'Delhi'), '<city> (city only)', and a
 * city followed by its state ('Pune, Maharashtra', 'pune maharashtra'). Map lookups only: query
 * understanding calls it on every 1–3-word window of a keyword.
 */
export function matchPlace(phrase: string): PlaceMatch | undefined {
  if (phrase.includes(',')) {
    const first = matchPlace(phrase.slice(0, phrase.indexOf(',')));
    if (first) return first;
  }
  const n = normalizeText(phrase);
  if (!n) return undefined;
  const hit = byKey.get(n);
  if (hit) return copy(hit.match);
  // 'pune maharashtra': a place followed by the state (or territory) it is in.
  const words = n.split(' ');
  for (let k = 1; k < words.length && k <= 8; k++) {
    // Only a state name counts as the tail: in 'noida delhi' Delhi is a place of its own (its region).
    if (byKey.get(words.slice(-k).join(' '))?.kind !== 'state') continue;
    const head = byKey.get(words.slice(0, -k).join(' '));
    if (head && head.kind !== 'state') return copy(head.match);
  }
  return undefined;
}

/** The picker's suggestions for what is typed: places any of whose names starts with it, at most `max`. */
export function suggestPlaces(typed: string, max: number): { label: string; detail?: string }[] {
  const q = normalizeText(typed);
  if (!q) return [];
  const out: { label: string; detail?: string }[] = [];
  for (const e of PLACE_ENTRIES) {
    // The first name with the fewest words explains the match best ('Bangalore' rather than 'Bangalore region' or 'Banglore').
    const name = e.names.filter((x) => x.key.startsWith(q)).sort((a, b) => a.key.split(' ').length - b.key.split(' ').length)[0];
    if (!name) continue;
    // Say why a place matched when its label does not start with what was typed ('Bangalore' → Bengaluru region).
    const hint = normalizeText(e.match.label).startsWith(q) ? undefined : name.shown === name.key ? titleCase(name.shown) : name.shown;
    const detail = [hint, e.detail].filter(Boolean).join(' · ') || undefined;
    out.push(detail ? { label: e.match.label, detail } : { label: e.match.label });
    if (out.length === max) break;
  }
  return out;
}

const titleCase = (s: string) => s.replace(/(^|\s)(\p{Ll})/gu, (_, sp: string, c: string) => sp + c.toUpperCase());
