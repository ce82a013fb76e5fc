import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../i18n/lazy-part.ts';
import { useRevalidator } from 'react-router';
import type { StoredUser } from '../../lib/auth.ts';
import { AUTH_EVENTS, clearStorage, LOGGED_IN_KEY, readStoredUser, storeUser, USER_KEY } from '../../lib/auth.ts';
import type { AuthMode } from './auth-dialogs.tsx';

const AuthDialogs = lazyPart(() => import('./auth-dialogs.tsx'));

/**
 * Mounts the login/register modals on their first opening event (their code loads then, not with
 * the page) and keeps browser storage in step with the server's session:
 * - the server says nobody is signed in but storage says so (expired session) → storage cleared;
 * - the server knows the user but storage is empty (signed in by another tab) → stored;
 * - another tab logs in or out (storage event) → this tab reloads its data.
 */
export function AuthHost({ viewer }: { viewer: StoredUser | null }) {
  const [initial, setInitial] = useState<AuthMode | null>(null);
  const revalidator = useRevalidator();

  useEffect(() => {
    const openLogin = () => setInitial((m) => m ?? 'login');
    const openRegister = () => setInitial((m) => m ?? 'register');
    window.addEventListener(AUTH_EVENTS.openLogin, openLogin);
    window.addEventListener(AUTH_EVENTS.openRegister, openRegister);
    return () => {
      window.removeEventListener(AUTH_EVENTS.openLogin, openLogin);
      window.removeEventListener(AUTH_EVENTS.openRegister, openRegister);
    };
  }, []);

  useEffect(() => {
    const stored = readStoredUser();
    if (!viewer && stored) clearStorage();
    else if (viewer && stored?.UserId !== viewer.UserId) storeUser(viewer);
  }, [viewer]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === USER_KEY || e.key === LOGGED_IN_KEY) void revalidator.revalidate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [revalidator]);

  return initial ? (
    <Suspense fallback={null}>
      <AuthDialogs initial={initial} />
    </Suspense>
  ) : null;
}
