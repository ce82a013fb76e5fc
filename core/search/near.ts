import { CITY_POINTS, cityPoint, pinPoint, statePoint, type Point } from '../../data/location-points.ts';
import { CITIES } from '../../data/locations.ts';
import { AppError } from '../errors.ts';
import { matchPlace } from '../location.ts';

/** A resolved `Near`: the point and how to name it ('Pune', 'PIN 411001', 'your location'). */
export type NearPlace = Point & { label: string };

const LAT_LON = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * `Near` as a point: "lat,lon" in degrees, a 6-digit PIN code, or a place matchPlace knows (a city
 * or one of its aliases; a region is measured from its first city; a state from its centre). A
 * value we cannot place is a 400 that says what is accepted.
 */
export function resolveNear(near: string | undefined): NearPlace | undefined {
  const v = near?.trim();
  if (!v) return undefined;
  const ll = LAT_LON.exec(v);
  if (ll) {
    const [lat, lon] = [Number(ll[1]), Number(ll[2])];
    if (Math.abs(lat) > 90 || Math.abs(lon) > 180) throw notPlaced(v);
    return { lat, lon, label: 'your location' };
  }
  if (/^\d{6}$/.test(v)) {
    const p = pinPoint(v);
    if (!p) throw new AppError('BAD_REQUEST', `We do not know where PIN code ${v} is. Try the nearest city instead.`);
    return { ...p, label: `PIN ${v}` };
  }
  const place = matchPlace(v) ?? (v.includes(',') ? matchPlace(v.split(',')[0]!) : undefined);
  const p = place && (cityPoint(place.label) ?? (place.cities[0] ? cityPoint(place.cities[0]) : undefined) ?? statePoint(place.label));
  if (!place || !p) throw notPlaced(v);
  // A region is measured from its core city, and named by it ('Pune', not 'Pune region').
  const label = cityPoint(place.label) || !place.cities[0] || !cityPoint(place.cities[0]) ? place.label : place.cities[0];
  return { ...p, label };
}

const notPlaced = (v: string) => new AppError('BAD_REQUEST', `Near: we could not find '${v}'. Give a city, a 6-digit PIN code or "latitude,longitude".`);

/** `SortBy: "distance"` and `RadiusKm` measure from `Near`: without it they are a 400, not silently ignored. */
export function requireNearFor(input: { Near?: string; RadiusKm?: number; SortBy?: string }): void {
  if (input.Near) return;
  if (input.SortBy === 'distance') throw new AppError('BAD_REQUEST', 'Sorting by distance needs Near: a city, a 6-digit PIN code or "latitude,longitude".');
  if (input.RadiusKm !== undefined) throw new AppError('BAD_REQUEST', 'RadiusKm needs Near: a city, a 6-digit PIN code or "latitude,longitude".');
}

const EARTH_KM = 6371.0088;
const RAD = Math.PI / 180;

/** Great-circle distance in kilometres (haversine on the mean Earth radius). */
export function kmBetween(a: Point, b: Point): number {
  const h = Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lon - a.lon) * RAD) / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Kilometres as cards show them: one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10;

const STATE_OF_CITY = new Map(CITIES.map((c) => [c.label, c.value]));

/**
 * A `Near` search: the point, and the catalogue cities in reach, nearest first. A listing's point
 * is its city's point (docs/decisions/042-distance-search.md), so "within the radius" and "nearest
 * first" are decided per city, here, from about a thousand points; the database only sees city names.
 */
export type NearScope = {
  place: NearPlace;
  radiusKm?: number;
  /** Cities within the radius (all with a point when there is none), nearest first, ties by name. */
  cities: { label: string; km: number }[];
  /** Kilometres (one decimal) from the point to a place name (case-insensitive), or undefined without a point. */
  kmTo(place: string | null | undefined): number | undefined;
  /** The answer's `Near`. */
  echo: { Label: string; Lat: number; Lon: number };
};

export function nearScope(input: { Near?: string; RadiusKm?: number; SortBy?: string }): NearScope | undefined {
  requireNearFor(input);
  const place = resolveNear(input.Near);
  if (!place) return undefined;
  const r = input.RadiusKm;
  const cities = CITY_POINTS.map((c) => ({ label: c.label, km: kmBetween(place, c) }))
    .filter((c) => r === undefined || c.km <= r)
    .sort((a, b) => a.km - b.km || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
  return {
    place,
    radiusKm: r,
    cities,
    kmTo(name) {
      const p = name ? cityPoint(name) : undefined;
      return p ? roundKm(kmBetween(place, p)) : undefined;
    },
    echo: { Label: place.label, Lat: place.lat, Lon: place.lon },
  };
}

/**
 * The cities of a scope that also pass a location filter (the filter's cities, or any city of its
 * states): Near and Location both apply to a listing that has one city.
 */
export function citiesInFilter(scope: NearScope, filter: { cities: string[]; states: string[] }): string[] {
  if (!filter.cities.length && !filter.states.length) return scope.cities.map((c) => c.label);
  const cities = new Set(filter.cities.map((c) => c.toLowerCase()));
  const states = new Set(filter.states);
  return scope.cities.filter((c) => cities.has(c.label.toLowerCase()) || states.has(STATE_OF_CITY.get(c.label) ?? '')).map((c) => c.label);
}

/**
 * Place name → its order in the scope (0 = nearest), as a JSON object for SQL: `(map ->> city)::int`
 * orders rows nearest first; a place outside the scope gives null. Keys lower-cased when `lower`.
 */
export function rankJson(cities: readonly string[], lower = false): string {
  return JSON.stringify(Object.fromEntries(cities.map((c, i) => [lower ? c.toLowerCase() : c, i])));
}

/** The nearest of several places (a contractor's service locations and office city), in km. */
export function nearestKm(scope: NearScope, places: readonly (string | null | undefined)[]): number | undefined {
  let best: number | undefined;
  for (const p of places) {
    const km = scope.kmTo(p);
    if (km !== undefined && (best === undefined || km < best)) best = km;
  }
  return best;
}
