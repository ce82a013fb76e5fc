import { msg } from '@lingui/core/macro';

/**
 * The "Near me" search (docs/decisions/044-phone-cards-and-near-me.md): the browser's position goes into
 * the address rounded to two decimals (about 1 km), so the URL does not pin a home to the doorstep and
 * people on the same street share one cached page.
 */
export function nearPointParam(lat: number, lon: number): string {
  const round = (n: number) => (Math.round(n * 100) / 100).toFixed(2).replace(/^-0\.00$/, '0.00');
  return `${round(lat)},${round(lon)}`;
}

/** The radius choices of the list filters, in km ('Any' is no radius). */
export const RADIUS_CHOICES = [10, 25, 50, 100, 250] as const;

// Toasts, as messages: the button shows them in the page's language.
export const NEAR_ME_DENIED = msg`Location permission is off. Allow it for this site, or type a city or PIN code in Near.`;
export const NEAR_ME_UNAVAILABLE = msg`Could not find your location. Type a city or PIN code in Near instead.`;
