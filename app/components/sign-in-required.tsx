import { isRouteErrorResponse, Link } from 'react-router';
import { AUTH_EVENTS, emit } from '../lib/auth.ts';

/** What a signed-in screen shows a guest (401) or the wrong role (403); other errors re-throw. */
export function SignInRequired({ error, area }: { error: unknown; area: string }) {
  if (!isRouteErrorResponse(error) || (error.status !== 401 && error.status !== 403)) throw error;
  const login = error.status === 401;
  return (
    <main className="mx-auto max-w-xl px-4 py-20 text-center">
      <title>{`${area} | BuildMart`}</title>
      <h1 className="text-2xl font-bold">{login ? 'Please log in to continue' : 'This area is not for your account'}</h1>
      <p className="mt-3 text-slate-600">{login ? `Log in to open ${area}.` : `${area} is for another kind of account.`}</p>
      {login ? (
        <button type="button" onClick={() => emit(AUTH_EVENTS.openLogin)} className="mt-6 rounded-lg bg-amber-brand px-5 py-3 font-semibold text-navy">
          Login
        </button>
      ) : (
        <Link to="/" className="mt-6 inline-block rounded-lg bg-amber-brand px-5 py-3 font-semibold text-navy">
          Go to the home page
        </Link>
      )}
    </main>
  );
}
