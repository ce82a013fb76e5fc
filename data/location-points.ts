/**
 * Coordinates of the location catalogue (data/locations.ts) and of PIN codes, for distance search.
 * Server side only: data/pincodes.json is about 600 KB and the browser needs neither file.
 * Both are written by scripts/build-locations.ts; sources and licences in data/README.md.
 */
import points from './location-points.json' with { type: 'json' };
import pincodes from './pincodes.json' with { type: 'json' };

export type Point = { lat: number; lon: number };

const toPoint = ([lat, lon]: number[]): Point => ({ lat: lat!, lon: lon! });
const cityPoints = new Map(Object.entries(points.cities as Record<string, number[]>).map(([k, p]) => [k.toLowerCase(), toPoint(p)]));
const statePoints = new Map(Object.entries(points.states as Record<string, number[]>).map(([k, p]) => [k.toLowerCase(), toPoint(p)]));
const pinPoints = pincodes as Record<string, number[]>;

/** A catalogue city's point (case-insensitive label, as in data/locations.json). */
export function cityPoint(label: string): Point | undefined {
  return cityPoints.get(label.trim().toLowerCase());
}

/** A state's or union territory's point: the population-weighted centre of its listed cities. */
export function statePoint(name: string): Point | undefined {
  return statePoints.get(name.trim().toLowerCase());
}

/** A PIN code's point, when the data has one (about 18,800 of India's PINs). */
export function pinPoint(pin: string): Point | undefined {
  const p = /^[1-9]\d{5}$/.test(pin.trim()) ? pinPoints[pin.trim()] : undefined;
  return p ? toPoint(p) : undefined;
}

/** Every catalogue city with its point, in the catalogue's order (population, descending). */
export const CITY_POINTS: ReadonlyArray<{ label: string } & Point> = Object.entries(points.cities as Record<string, number[]>).map(([label, p]) => ({ label, ...toPoint(p) }));
