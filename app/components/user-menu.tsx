import { Trans } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyPart } from '../i18n/lazy-part.ts';
import { AUTH_EVENTS, emit, type StoredUser } from '../lib/auth.ts';

const SignedInMenu = lazyPart(() => import('./user-menu-signed-in.tsx'));

/** Header account area: Login / Register for guests; the role menu (loaded only when signed in) for users. */
export function UserMenu({ viewer, manageUrl, variant = 'bar' }: { viewer: StoredUser | null; manageUrl: string; variant?: 'bar' | 'list' }) {
  if (!viewer) {
    return (
      <div className={variant === 'list' ? 'flex gap-2 py-3' : 'flex items-center gap-1'}>
        <button type="button" onClick={() => emit(AUTH_EVENTS.openLogin)} className="min-h-11 rounded-lg px-3 font-semibold text-ink hover:bg-surface">
          <Trans>Login</Trans>
        </button>
        <button
          type="button"
          onClick={() => emit(AUTH_EVENTS.openRegister)}
          className="hidden min-h-11 rounded-lg border border-slate-300 px-3 font-semibold text-ink hover:bg-surface md:block"
        >
          <Trans>Register</Trans>
        </button>
      </div>
    );
  }

  return (
    <Suspense fallback={null}>
      <SignedInMenu viewer={viewer} manageUrl={manageUrl} variant={variant} />
    </Suspense>
  );
}
