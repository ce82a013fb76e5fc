/**
 * Guests and listing links (docs/product.md#lists-and-search): a guest who opens a contractor or an equipment gets the
 * login prompt, and the navigation goes on after 1 s (2 s from the wishlist).
 *
 * Signed in = the browser-storage flag of docs/product.md#accounts-and-sessions (`isLoggedIn`); the accounts work replaces
 * this one function when sessions arrive (docs/decisions/011).
 */
import { askToLogin } from './login-prompt.ts';

export const GUEST_NAVIGATION_DELAY_MS = 1000;
export const WISHLIST_GUEST_NAVIGATION_DELAY_MS = 2000;

export const isSignedIn = () => typeof localStorage !== 'undefined' && localStorage.getItem('isLoggedIn') === 'true';

/** Click handler for a listing link: a guest's plain click shows the login prompt and follows the link after the delay. */
export function gateGuestClick(e: React.MouseEvent, go: () => void, delay = GUEST_NAVIGATION_DELAY_MS) {
  // Ctrl/⌘/Shift-click and middle click open a new tab: leave those to the browser.
  if (isSignedIn() || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  askToLogin();
  setTimeout(go, delay);
}
