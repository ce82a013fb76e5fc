import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { FailureMessage, FormMessage } from '../components/ui/form-message.tsx';
import { api } from '../lib/api-client.ts';
import { askToLogin } from '../lib/login-prompt.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { useSubmit } from '../lib/use-submit.ts';
import type { Route } from './+types/account-unlock';

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  return seo({
    title: i18n._(msg`Unlock sign-in | BuildMart`),
    description: i18n._(msg`Lift the pause on signing in to your BuildMart account after many failed login attempts.`),
    path: '/account/unlock',
    siteUrl: siteUrlOf(matches),
    lang,
    noindex: true,
  });
}

/**
 * Where the unlock mail points (docs/decisions/019). The link only opens this page; the button
 * uses it, so a mail scanner that fetches links cannot spend the one-time token.
 */
export default function AccountUnlock() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unlocked, setUnlocked] = useState<string | null>(null);
  // A used or expired link is refused (400) with a sentence that says so.
  const send = useSubmit(api.account.unlock, { fallback: t`Something went wrong. Please try again.`, onSuccess: (r) => setUnlocked(r.message) });

  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Unlock sign-in</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>Sign-in to your account was paused after many failed login attempts. If you asked for this link, unlock sign-in and log in with your password.</Trans>
      </p>
      <div className="mt-6 space-y-4">
        {unlocked !== null && <FormMessage kind="success">{unlocked}</FormMessage>}
        <FailureMessage failure={send.failure} />
        {unlocked !== null ? (
          <Button onClick={askToLogin}>
            <Trans>Login</Trans>
          </Button>
        ) : (
          <Button onClick={() => void send.submit({ token })} disabled={!token} pending={send.pending} pendingText={t`Unlocking...`}>
            <Trans>Unlock sign-in</Trans>
          </Button>
        )}
        {!token && (
          <FormMessage kind="error">
            <Trans>This unlock link is not valid. Open the link from the mail again.</Trans>
          </FormMessage>
        )}
      </div>
    </main>
  );
}
