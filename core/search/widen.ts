import type { Understood } from '../../contract/common.ts';
import type { ContractorListRequest, EquipmentListRequest } from '../../contract/public-v3.ts';
import type { WorkerListRequest } from '../../contract/workforce.ts';
import { findLocation } from '../../data/locations.ts';
import { leftAsTyped, spelledOut } from '../../lib/understood-params.ts';
import type { Ctx } from '../context.ts';
import { listContractors } from '../contractor/list-contractors.ts';
import { listEquipment } from '../equipment/list-equipment.ts';
import { isAppError } from '../errors.ts';
import { matchPlace, resolveLocations } from '../location.ts';
import { listWorkers } from '../worker/list-workers.ts';
import { resolveNear } from './near.ts';

/**
 * No dead ends (docs/decisions/043-no-dead-ends-and-result-headings.md): when a search finds nothing,
 * the same search widened one step at a time — within 50, 100 or 250 km of the chosen city, the whole
 * state, without the availability filter, without the words the keyword search could not place —
 * each counted (page size 1: the totals come from the count tables), and the first that finds
 * something, in that order (the narrowest), with a page of its cards.
 */

export type WideningKey = 'km50' | 'km100' | 'km250' | 'state' | 'availability' | 'keyword';

/** One widened search: what it is called on the page, how many it finds, and the request that finds them. */
export type Widening<I> = { key: WideningKey; label: string; total: number; input: I };

export type Widened<I, C> = { offers: Widening<I>[]; best?: Widening<I> & { items: C[] } };

/** The radii offered around a city (km), narrowest first. */
export const WIDEN_RADII_KM = [50, 100, 250] as const;

type Lister<I, C> = (ctx: Ctx, input: I) => Promise<{ data: C[]; total: number }>;

/** How one list call names its filters: where the places are, and (equipment) the availability. */
type Shape<I> = {
  places: (i: I) => readonly string[] | undefined;
  withPlaces: (i: I, places: string[] | undefined) => I;
  availability?: (i: I) => 'rent' | 'sale' | undefined;
  withAvailability?: (i: I, a: 'rent' | 'sale' | undefined) => I;
  /** Puts what the keyword was understood as into explicit filters (query understanding lets an explicit filter win). */
  spell: (i: I, u: Understood) => I;
};

type Common = { Keyword?: string; Near?: string; RadiusKm?: number; SortBy?: string; Page: number; PageSize: number };

const equipmentShape: Shape<EquipmentListRequest> = {
  places: (i) => i.Location,
  withPlaces: (i, Location) => ({ ...i, Location }),
  availability: (i) => (i.AvailableForRent ? 'rent' : i.AvailableForSale ? 'sale' : undefined),
  withAvailability: (i, a) => ({ ...i, AvailableForRent: a === 'rent' || undefined, AvailableForSale: a === 'sale' || undefined }),
  spell: (i, u) => {
    const s = spelledOut(u);
    const out = { ...i, Keyword: leftAsTyped(s.keyword, i.Keyword ?? '') || undefined, Category: i.Category || s.category };
    if (!i.Location?.length && s.locations.length) out.Location = s.locations;
    if (!i.AvailableForRent && !i.AvailableForSale && s.availability) return equipmentShape.withAvailability!(out, s.availability);
    return out;
  },
};

const contractorShape: Shape<ContractorListRequest> = {
  places: (i) => i.Locations,
  withPlaces: (i, Locations) => ({ ...i, Locations }),
  spell: (i, u) => {
    const s = spelledOut(u);
    return {
      ...i,
      Keyword: leftAsTyped(s.keyword, i.Keyword ?? '') || undefined,
      Locations: i.Locations?.length ? i.Locations : s.locations.length ? s.locations : undefined,
      ContractorTypes: i.ContractorTypes?.length ? i.ContractorTypes : s.contractorTypes.length ? s.contractorTypes : undefined,
    };
  },
};

const workerShape: Shape<WorkerListRequest> = {
  places: (i) => i.Locations,
  withPlaces: (i, Locations) => ({ ...i, Locations }),
  spell: (i, u) => {
    const s = spelledOut(u);
    return { ...i, Keyword: leftAsTyped(s.keyword, i.Keyword ?? '') || undefined, Locations: i.Locations?.length ? i.Locations : s.locations.length ? s.locations : undefined };
  },
};

/** Cities and states a list of place filter values selects (a metro region names several cities). */
function chosenPlaces(values: readonly string[] | undefined): { cities: string[]; states: string[] } {
  const cities = new Set<string>();
  const states = new Set<string>();
  for (const v of values ?? []) {
    const m = matchPlace(v);
    const r = m ?? resolveLocations([v]);
    for (const c of r.cities) cities.add(c);
    for (const s of r.states) states.add(s);
  }
  return { cities: [...cities], states: [...states] };
}

const andList = (a: readonly string[]) => (a.length <= 1 ? (a[0] ?? '') : `${a.slice(0, -1).join(', ')} and ${a[a.length - 1]}`);

/** The widened searches to try, narrowest first (without their counts yet). */
function candidates<I extends Common>(input: I, shape: Shape<I>, understood: Understood | undefined): Array<Omit<Widening<I>, 'total'>> {
  const base = understood ? shape.spell(input, understood) : input;
  // A widened list starts from its first page, in its own default order unless one was chosen that still applies.
  const start = (i: I): I => ({ ...i, Page: 1, SortBy: i.SortBy === 'distance' && !i.Near ? undefined : i.SortBy });
  const out: Array<Omit<Widening<I>, 'total'>> = [];
  const placeValues = shape.places(base) ?? [];
  const { cities, states } = chosenPlaces(placeValues);

  if (base.Near) {
    // Already a distance search: wider circles around the same point.
    let label: string | undefined;
    try {
      label = resolveNear(base.Near)?.label;
    } catch {
      label = undefined;
    }
    for (const km of WIDEN_RADII_KM)
      if (label && base.RadiusKm !== undefined && km > base.RadiusKm) out.push({ key: `km${km}`, label: `Within ${km} km of ${label}`, input: start({ ...base, RadiusKm: km }) });
  } else if (placeValues.length === 1 && cities.length && states.length === 0) {
    // One city, or one metro region measured from its core city: circles around it, the location
    // filter dropped (the circle replaces it).
    const city = cities.length === 1 ? cities[0]! : (matchPlace(placeValues[0]!)?.cities[0] ?? cities[0]!);
    for (const km of WIDEN_RADII_KM)
      out.push({ key: `km${km}`, label: `Within ${km} km of ${city}`, input: start({ ...shape.withPlaces(base, undefined), Near: city, RadiusKm: km }) });
  }
  if (cities.length && !base.Near) {
    const wider = [...new Set(cities.map((c) => findLocation(c)?.value).filter((s): s is string => !!s && !states.includes(s)))].sort();
    if (wider.length) out.push({ key: 'state', label: `All of ${andList(wider)}`, input: start(shape.withPlaces(base, [...wider, ...states])) });
  }
  const avail = shape.availability?.(base);
  if (avail && shape.withAvailability) out.push({ key: 'availability', label: 'For rent or sale', input: start(shape.withAvailability(base, undefined)) });

  // Words the search could not place: all of the keyword before understanding, or what understanding left as text.
  const text = (understood ? leftAsTyped(understood.Keyword, input.Keyword ?? '') : (base.Keyword ?? '')).trim();
  if (text) {
    const rest = understood ? spelledOut({ ...understood, Keyword: '' }).keyword : '';
    out.push({ key: 'keyword', label: `Without “${text}”`, input: start({ ...base, Keyword: rest || undefined }) });
  }
  return out;
}

/** The total of one widened search, or undefined when the list refuses it (a 400: e.g. distance search not available). */
async function countOf<I extends Common, C>(ctx: Ctx, list: Lister<I, C>, input: I): Promise<number | undefined> {
  try {
    return (await list(ctx, { ...input, PageSize: 1 })).total;
  } catch (e) {
    if (isAppError(e) && e.status === 400) return undefined;
    throw e;
  }
}

async function widen<I extends Common, C>(ctx: Ctx, input: I, understood: Understood | undefined, shape: Shape<I>, list: Lister<I, C>): Promise<Widened<I, C>> {
  const tries = candidates(input, shape, understood);
  const totals = await Promise.all(tries.map((t) => countOf(ctx, list, t.input)));
  const offers: Widening<I>[] = [];
  let lastKm = 0;
  tries.forEach((t, i) => {
    const total = totals[i];
    if (!total) return;
    // A wider circle that finds no more than the narrower one adds nothing.
    if (t.key.startsWith('km')) {
      if (total === lastKm) return;
      lastKm = total;
    }
    offers.push({ ...t, total });
  });
  const first = offers[0];
  if (!first) return { offers };
  const page = await list(ctx, first.input);
  return { offers, best: { ...first, items: page.data } };
}

export const widenEquipmentSearch = (ctx: Ctx, input: EquipmentListRequest, understood?: Understood) => widen(ctx, input, understood, equipmentShape, listEquipment);

export const widenContractorSearch = (ctx: Ctx, input: ContractorListRequest, understood?: Understood) => widen(ctx, input, understood, contractorShape, listContractors);

export const widenWorkerSearch = (ctx: Ctx, input: WorkerListRequest, understood?: Understood) => widen(ctx, input, understood, workerShape, listWorkers);
