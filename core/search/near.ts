import { cityPoint, pinPoint, statePoint, type Point } from '../../data/location-points.ts';
import { findLocation } from '../../data/locations.ts';
import { AppError } from '../errors.ts';

/** A resolved `Near`: the point and how to name it ('Pune', 'PIN 411001', 'your location'). */
export type NearPlace = Point & { label: string };

const LAT_LON = /^(-?\d{1,2}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)$/;

/**
 * `Near` as a point: "lat,lon" in degrees, a 6-digit PIN code, or a place of the catalogue
 * (a city, or a state's centre). A value we cannot place is a 400 that says what is accepted.
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
  const place = findLocation(v.includes(',') ? v.split(',')[0]! : v);
  const p = place && (place.label === place.value ? statePoint(place.label) : cityPoint(place.label));
  if (!place || !p) throw notPlaced(v);
  return { ...p, label: place.label };
}

const notPlaced = (v: string) => new AppError('BAD_REQUEST', `Near: we could not find '${v}'. Give a city, a 6-digit PIN code or "latitude,longitude".`);

/** `SortBy: "distance"` and `RadiusKm` measure from `Near`: without it they are a 400, not silently ignored. */
export function requireNearFor(input: { Near?: string; RadiusKm?: number; SortBy?: string }): void {
  if (input.Near) return;
  if (input.SortBy === 'distance') throw new AppError('BAD_REQUEST', 'Sorting by distance needs Near: a city, a 6-digit PIN code or "latitude,longitude".');
  if (input.RadiusKm !== undefined) throw new AppError('BAD_REQUEST', 'RadiusKm needs Near: a city, a 6-digit PIN code or "latitude,longitude".');
}
