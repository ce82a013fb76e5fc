import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { FailureMessage, FormMessage } from '../components/ui/form-message.tsx';
import { api } from '../lib/api-client.ts';
import { askToLogin } from '../lib/login-prompt.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { useSubmit } from '../lib/use-submit.ts';
import type { Route } from './+types/account-unlock';

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    title: 'Unlock sign-in | BuildMart',
    description: 'Lift the pause on signing in to your BuildMart account after many failed login attempts.',
    path: '/account/unlock',
    siteUrl: siteUrlOf(matches),
    noindex: true,
  });
}

/**
 * Where the unlock mail points (docs/decisions/019). The link only opens this page; the button
 * uses it, so a mail scanner that fetches links cannot spend the one-time token.
 */
export default function AccountUnlock() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [unlocked, setUnlocked] = useState<string | null>(null);
  // A used or expired link is refused (400) with a sentence that says so.
  const send = useSubmit(api.account.unlock, { fallback: 'Something went wrong. Please try again.', onSuccess: (r) => setUnlocked(r.message) });

  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">Unlock sign-in</h1>
      <p className="mt-3 text-slate-700">
        Sign-in to your account was paused after many failed login attempts. If you asked for this link, unlock sign-in and log in with your password.
      </p>
      <div className="mt-6 space-y-4">
        {unlocked !== null && <FormMessage kind="success">{unlocked}</FormMessage>}
        <FailureMessage failure={send.failure} />
        {unlocked !== null ? (
          <Button onClick={askToLogin}>Login</Button>
        ) : (
          <Button onClick={() => void send.submit({ token })} disabled={!token} pending={send.pending} pendingText="Unlocking...">
            Unlock sign-in
          </Button>
        )}
        {!token && <FormMessage kind="error">This unlock link is not valid. Open the link from the mail again.</FormMessage>}
      </div>
    </main>
  );
}
