import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { FormMessage } from '../components/ui/modal.tsx';
import { accountCall } from '../lib/auth.ts';
import { askToLogin } from '../lib/login-prompt.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
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
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);

  async function unlock() {
    setBusy(true);
    try {
      const r = await accountCall<{ message?: string }>('/api/account/unlock', { token });
      setResult({ ok: r.ok, message: r.body.message ?? 'Something went wrong. Please try again.' });
    } catch {
      setResult({ ok: false, message: 'Something went wrong. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">Unlock sign-in</h1>
      <p className="mt-3 text-slate-700">
        Sign-in to your account was paused after many failed login attempts. If you asked for this link, unlock sign-in and log in with your password.
      </p>
      <div className="mt-6 space-y-4">
        {result && <FormMessage kind={result.ok ? 'success' : 'error'}>{result.message}</FormMessage>}
        {result?.ok ? (
          <button type="button" onClick={askToLogin} className="w-full rounded-lg bg-amber-brand px-4 py-3 font-semibold text-navy hover:bg-amber-400">
            Login
          </button>
        ) : (
          <button type="button" onClick={unlock} disabled={busy || !token} className="w-full rounded-lg bg-amber-brand px-4 py-3 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60">
            {busy ? 'Unlocking...' : 'Unlock sign-in'}
          </button>
        )}
        {!token && <FormMessage kind="error">This unlock link is not valid. Open the link from the mail again.</FormMessage>}
      </div>
    </main>
  );
}
