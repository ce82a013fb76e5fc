import { AUTH_EVENTS, readStoredUser } from './auth.ts';
import { askToLogin } from './login-prompt.ts';

/**
 * Pending actions (docs/product.md#accounts-and-sessions): a guest who taps Send Enquiry (or Leave a Review, or save) gets the
 * login prompt and a flag is stored; after login success or the modal closing, the action runs if
 * the user is now signed in (a guest who just closes the prompt is not shown a form they cannot send).
 */
const KEY = 'pendingAction';
export type PendingAction = { action: 'enquiry' | 'review' | 'save' | 'requirement'; ref: string };

export function requireLogin(pending: PendingAction): boolean {
  if (readStoredUser()) return true;
  sessionStorage.setItem(KEY, JSON.stringify(pending));
  askToLogin();
  return false;
}

/** Calls `run` with the pending action for `ref` once the login prompt is done; returns an unsubscribe. */
export function onPendingAction(ref: string, run: (p: PendingAction) => void): () => void {
  const check = () => {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return;
    let p: PendingAction | undefined;
    try {
      p = JSON.parse(raw) as PendingAction;
    } catch {
      /* ignored */
    }
    if (!p || p.ref !== ref) return;
    sessionStorage.removeItem(KEY);
    if (readStoredUser()) run(p);
  };
  window.addEventListener(AUTH_EVENTS.loginSuccess, check);
  window.addEventListener(AUTH_EVENTS.authClosed, check);
  return () => {
    window.removeEventListener(AUTH_EVENTS.loginSuccess, check);
    window.removeEventListener(AUTH_EVENTS.authClosed, check);
  };
}
