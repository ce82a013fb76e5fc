import type { HireDetails, HireView } from '../../contract/hire-details.ts';
import { pinPoint } from '../../data/location-points.ts';
import { CITIES } from '../../data/locations.ts';
import { AppError } from '../errors.ts';
import { locationLabel, matchPlace } from '../location.ts';

const IST_OFFSET_MS = 330 * 60 * 1000;
const STATE_OF_CITY = new Map(CITIES.map((c) => [c.label, c.value]));

/** What is stored for an equipment enquiry's hire details (db/schema/activity.ts). */
export type StoredHire = {
  hireStart: string;
  hireDuration: number;
  hireDurationUnit: HireDetails['durationUnit'];
  sitePlace: string;
  sitePin: string | null;
  operatorNeeded: boolean;
};

/** A refusal shown next to its field in the dialog (the error handler sends `errors`). */
const fieldError = (field: string, message: string) => new AppError('BAD_REQUEST', message, { errors: [{ field, message }] });

/** Today's date in India, 'YYYY-MM-DD'. */
const indiaDate = (now: Date, addDays = 0) => new Date(now.getTime() + IST_OFFSET_MS + addDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The hire details checked against today (India time; from today to a year ahead) and the site
 * placed (docs/decisions/053): a 6-digit PIN code we know, or a city (alias or region) of the
 * location catalogue, named as cards name places ('Pune, Maharashtra'). A state alone is too vague.
 */
export function placeHire(hire: HireDetails, now: Date): StoredHire {
  if (hire.startDate < indiaDate(now)) throw fieldError('startDate', 'The start date cannot be in the past.');
  if (hire.startDate > indiaDate(now, 366)) throw fieldError('startDate', 'The start date must be within a year from today.');
  const site = hire.site.trim();
  let sitePlace: string;
  let sitePin: string | null = null;
  if (/^\d{6}$/.test(site)) {
    if (!pinPoint(site)) throw fieldError('site', `We do not know where PIN code ${site} is. Try the nearest city instead.`);
    sitePlace = `PIN ${site}`;
    sitePin = site;
  } else {
    const place = matchPlace(site);
    const city = place && (STATE_OF_CITY.has(place.label) ? place.label : place.cities[0]);
    if (!city) throw fieldError('site', `We could not find '${site}'. Enter a city or a 6-digit PIN code.`);
    const state = STATE_OF_CITY.get(city);
    sitePlace = state === city ? city : locationLabel(city, state);
  }
  return { hireStart: hire.startDate, hireDuration: hire.duration, hireDurationUnit: hire.durationUnit, sitePlace, sitePin, operatorNeeded: hire.operatorNeeded };
}

/** The stored hire details as a thread shows them, or null when the enquiry has none. */
export function hireView(e: {
  hireStart: string | null;
  hireDuration: number | null;
  hireDurationUnit: StoredHire['hireDurationUnit'] | null;
  sitePlace: string | null;
  sitePin: string | null;
  operatorNeeded: boolean | null;
}): HireView {
  if (!e.hireStart || !e.hireDuration || !e.hireDurationUnit || !e.sitePlace || e.operatorNeeded === null) return null;
  return { StartDate: e.hireStart, Duration: e.hireDuration, DurationUnit: e.hireDurationUnit, Site: e.sitePlace, SitePin: e.sitePin, OperatorNeeded: e.operatorNeeded };
}
