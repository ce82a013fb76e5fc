import { CITIES, findLocation } from '../../data/locations.ts';
import { teamOf } from '../../db/seed/workers.ts';
import { type List, type Place, type Query, REGIONS } from './queries.ts';

/**
 * One public listing as the judge sees it (read from the database for the ids the public list shows):
 * what it is, where it is, and how it is offered.
 */
export type Listing = {
  id: number;
  list: List;
  /** Equipment: its catalogue slug; contractor: its types; worker: its trade. */
  kinds: string[];
  /** Equipment: catalogue category slug; worker: category. */
  category: string;
  /** Its city and state; a contractor's service locations too. */
  places: { city: string | null; state: string | null }[];
  rent?: boolean;
  sale?: boolean;
};

/** A contractor's service location is a city (its state looked up) or a whole state. */
export function placeOf(label: string, state?: string | null): { city: string | null; state: string | null } {
  const loc = findLocation(label);
  if (loc && CITIES.includes(loc)) return { city: loc.label, state: state ?? loc.value };
  if (loc) return { city: null, state: loc.value };
  return { city: label, state: state ?? null };
}

function inPlace(l: Listing, p: Place): boolean {
  return l.places.some((x) => {
    if ('city' in p) return x.city === p.city;
    if ('state' in p) return x.state === p.state;
    return x.city !== null && (REGIONS[p.region] as readonly string[]).includes(x.city);
  });
}

/** Whether a listing answers a query: the thing asked for, in the place asked for, offered the way asked for. */
export function satisfies(q: Query, l: Listing): boolean {
  return whyNot(q, l) === undefined;
}

/** What a listing gets wrong for a query (the thing first, then the place, then rent/sale), or undefined when it answers it. */
export function whyNot(q: Query, l: Listing): 'wrong thing' | 'wrong place' | 'not for rent' | 'not for sale' | undefined {
  if (!isThing(q, l)) return 'wrong thing';
  if (q.place && !inPlace(l, q.place)) return 'wrong place';
  if (q.list === 'equipment' && q.availability === 'rent' && !l.rent) return 'not for rent';
  if (q.list === 'equipment' && q.availability === 'sale' && !l.sale) return 'not for sale';
  return undefined;
}

function isThing(q: Query, l: Listing): boolean {
  if (l.list !== q.list) return false;
  const lower = l.kinds.map((k) => k.toLowerCase());
  switch (q.list) {
    case 'equipment':
      return (q.machineTypes ?? []).some((t) => lower.includes(t)) || q.category === l.category;
    case 'contractor':
      return q.contractorTypes.some((t) => lower.includes(t.toLowerCase()));
    case 'worker':
      // A trade, or an agency's team of it ('Watchmen and helpers' for Watchman).
      return (q.trades ?? []).some((t) => lower.some((k) => k.includes(t.toLowerCase()) || k.includes(teamOf(t).toLowerCase()))) || (q.categories ?? []).includes(l.category);
  }
}

/** What the query asks for, in a few words, for the failure table. */
export function expected(q: Query): string {
  const what =
    q.list === 'equipment'
      ? [...(q.machineTypes ?? []), ...(q.category ? [`category ${q.category}`] : [])].join('|')
      : q.list === 'contractor'
        ? q.contractorTypes.map((t) => t.replace(/ Contractor$/, '')).join('|')
        : [...(q.trades ?? []), ...(q.categories ?? []).map((c) => `category ${c}`)].join('|');
  const where = q.place ? ` in ${'city' in q.place ? q.place.city : 'state' in q.place ? q.place.state : q.place.region}` : '';
  const how = q.list === 'equipment' && q.availability ? ` for ${q.availability}` : '';
  return `${q.list}: ${what}${where}${how}`;
}

/** A listing in a few words: what, where, how offered. */
export function brief(l: Listing | undefined): string {
  if (!l) return '—';
  const what = l.list === 'contractor' ? l.kinds.map((t) => t.replace(/ Contractor$/, '')).join('+') : l.list === 'worker' ? `${l.kinds[0]} (${l.category})` : l.kinds[0];
  const where = l.places[0]?.city ?? l.places[0]?.state ?? '?';
  const how = l.list === 'equipment' ? ` ${[l.rent ? 'rent' : '', l.sale ? 'sale' : ''].filter(Boolean).join('+')}` : '';
  return `${what} @${where}${how}`;
}
