import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocalPath } from '../i18n/react.tsx';
import { AUTH_EVENTS, emit } from '../lib/auth.ts';
import { describePageError } from '../lib/page-error-view.ts';

const BUTTON = 'mt-6 inline-block rounded-lg bg-amber-brand px-5 py-3 font-semibold text-navy';

/**
 * The one error boundary of the site (root.tsx renders it inside the header and footer): every
 * failed page — unknown address, missing listing, guest on a signed-in screen, wrong role, bad
 * address, database restarting, a bug — is shown here, in the words of app/lib/page-errors.ts.
 */
export function PageError({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  const localPath = useLocalPath();
  const view = describePageError(error, i18n);
  // The server has logged it already (app/entry.server.tsx); this is for an error that happened in the browser.
  useEffect(() => {
    if (view.unexpected) console.error('Page error:', error instanceof Error ? error.message : error);
  }, [error, view.unexpected]);
  return (
    <main className="mx-auto max-w-3xl px-4 py-20 text-center">
      <title>{`${view.heading} | BuildMart`}</title>
      <h1 className="text-3xl font-bold">{view.heading}</h1>
      <p className="mt-3 text-slate-600">{view.text}</p>
      {view.action.kind === 'login' ? (
        <button type="button" onClick={() => emit(AUTH_EVENTS.openLogin)} className={BUTTON}>
          <Trans>Login</Trans>
        </button>
      ) : (
        // A full load: whatever failed in this page's state stays behind.
        <a href={localPath(view.action.link.to)} className={BUTTON}>
          {view.action.link.label}
        </a>
      )}
    </main>
  );
}
