import { useSyncExternalStore } from 'react';
import type { CurrentUser } from '../../contract/account.ts';
import { api, callApi } from './api-client.ts';

/**
 * Login state in the browser (docs/product.md#accounts-and-sessions): `ys_user` (Name, Email, Phone, Role, UserId) and
 * `isLoggedIn` in local storage, synced across tabs by storage events. The session itself is the
 * HttpOnly cookie; the server is the truth and the root layout reconciles the two (AuthSync).
 */
export const USER_KEY = 'ys_user';
/** Where the header's phone menu button shows a signed-in client's count of new replies (user-menu-signed-in.tsx fills it). */
export const MENU_BADGE_ID = 'menu-unread';
export const LOGGED_IN_KEY = 'isLoggedIn';

/** App-wide events that open and close the modals (docs/product.md#accounts-and-sessions). */
export const AUTH_EVENTS = {
  openLogin: 'open-login',
  closeLogin: 'close-login',
  openRegister: 'open-register',
  closeRegister: 'close-register',
  loginSuccess: 'login-success',
  /** The login/register modal was closed (with or without signing in). */
  authClosed: 'auth-closed',
  /** This tab changed the stored login (storage events reach only other tabs). */
  changed: 'auth-changed',
} as const;

export const emit = (name: string, detail?: unknown) => window.dispatchEvent(new CustomEvent(name, { detail }));

export type StoredUser = Pick<CurrentUser, 'Name' | 'Email' | 'Phone' | 'Role' | 'UserId'>;

export function storeUser(u: StoredUser) {
  localStorage.setItem(USER_KEY, JSON.stringify({ Name: u.Name, Email: u.Email, Phone: u.Phone, Role: u.Role, UserId: u.UserId }));
  localStorage.setItem(LOGGED_IN_KEY, 'true');
  emit(AUTH_EVENTS.changed);
}

/** Logout clears all storage (docs/product.md#accounts-and-sessions). */
export function clearStorage() {
  localStorage.clear();
  sessionStorage.clear();
  emit(AUTH_EVENTS.changed);
}

let cachedRaw: string | null | undefined;
let cachedUser: StoredUser | null = null;

export function readStoredUser(): StoredUser | null {
  if (typeof window === 'undefined') return null;
  if (localStorage.getItem(LOGGED_IN_KEY) !== 'true') return null;
  const raw = localStorage.getItem(USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedUser = raw ? (JSON.parse(raw) as StoredUser) : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === USER_KEY || e.key === LOGGED_IN_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(AUTH_EVENTS.changed, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(AUTH_EVENTS.changed, onChange);
  };
}

/** The stored user, re-rendering on changes in this tab and others. Null on the server. */
export const useStoredUser = () => useSyncExternalStore(subscribe, readStoredUser, () => null);

export async function logOut() {
  await callApi(api.account.logout).catch(() => undefined);
  clearStorage();
}
