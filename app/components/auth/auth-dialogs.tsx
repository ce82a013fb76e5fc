import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import { LoginRequest, RegisterClientRequest, type CurrentUser } from '../../../contract/account.ts';
import { accountCall, AUTH_EVENTS, emit, storeUser } from '../../lib/auth.ts';

export type AuthMode = 'login' | 'register';

const inputClass = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-amber-deep focus:outline-none focus:ring-2 focus:ring-amber-brand/50';

function Field({ label, error, ...props }: { label: string; error?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} {...props} />
      {error && (
        <p id={`${id}-err`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type Errors = Record<string, string | undefined>;

/** First message per field from a Zod result, in the words of docs/product.md#validation-rules-and-messages. */
function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const out: Errors = {};
  for (const i of issues) {
    const k = String(i.path[0] ?? 'form');
    out[k] ??= i.message;
  }
  return out;
}

function LoginForm({ onDone, onSwitch }: { onDone: (u: CurrentUser) => void; onSwitch: () => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = LoginRequest.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      const r = await accountCall<{ user?: CurrentUser; message?: string }>('/api/account/login', parsed.data);
      if (r.ok && r.body.user) return onDone(r.body.user);
      // 429 (too many tries) and 403 (account disabled by an admin) carry their own sentence.
      setErrors({ form: (r.status === 429 || r.status === 403) && r.body.message ? r.body.message : 'Invalid email or password.' });
    } catch {
      setErrors({ form: 'Invalid email or password.' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={submit} onChange={() => setErrors({})} noValidate className="space-y-4">
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" required error={errors.password} />
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-amber-brand px-4 py-3 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60">
        {busy ? 'Logging in...' : 'Login'}
      </button>
      <p className="text-center text-sm text-slate-700">
        New to BuildMart?{' '}
        <button type="button" onClick={onSwitch} className="font-semibold text-amber-deep underline">
          Create an account
        </button>
      </p>
    </form>
  );
}

function RegisterForm({ onDone, onSwitch }: { onDone: (u: CurrentUser) => void; onSwitch: () => void }) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const parsed = RegisterClientRequest.safeParse({
      fullName: form.get('fullName'),
      email: form.get('email'),
      phone: form.get('phone'),
      password: form.get('password'),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      const r = await accountCall<{ UserId?: number; Message?: string; user?: CurrentUser }>('/api/account/register-client', parsed.data);
      if (!r.ok) return setErrors({ form: r.body.Message || 'Failed to register. Please try again.' });
      if (!r.body.UserId || !r.body.user) return setErrors({ form: 'Something went wrong. Please try again.' });
      setSuccess(true);
      const user = r.body.user;
      setTimeout(() => onDone(user), 1000);
    } catch {
      setErrors({ form: 'Failed to register. Please try again.' });
    } finally {
      setBusy(false);
    }
  }
  if (success)
    return (
      <p role="status" className="rounded-lg bg-green-50 px-3 py-4 text-center font-semibold text-green-800">
        Registration successful!
      </p>
    );
  return (
    <form onSubmit={submit} onChange={() => setErrors({})} noValidate className="space-y-4">
      <Field label="Full Name" name="fullName" autoComplete="name" required error={errors.fullName} />
      <Field label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      <Field label="Phone (optional)" name="phone" type="tel" autoComplete="tel" inputMode="tel" error={errors.phone} />
      <Field label="Password" name="password" type="password" autoComplete="new-password" required error={errors.password} />
      {errors.form && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {errors.form}
        </p>
      )}
      <button type="submit" disabled={busy} className="w-full rounded-lg bg-amber-brand px-4 py-3 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60">
        {busy ? 'Registering...' : 'Register'}
      </button>
      <p className="text-center text-sm text-slate-700">
        Already have an account?{' '}
        <button type="button" onClick={onSwitch} className="font-semibold text-amber-deep underline">
          Login
        </button>
      </p>
    </form>
  );
}

/** The login and register modals (docs/product.md#accounts-and-sessions), opened and closed by app-wide events. */
export default function AuthDialogs({ initial }: { initial: AuthMode }) {
  const [mode, setMode] = useState<AuthMode | null>(initial);
  const revalidator = useRevalidator();
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);

  // A guest's prompt from a list link is followed by the navigation 1 s later (docs/product.md#lists-and-search): the prompt
  // does not follow the visitor to the next page.
  useEffect(() => {
    if (mode !== null && openedAt.current !== pathname) setMode(null);
    openedAt.current = pathname;
  }, [pathname, mode]);

  useEffect(() => {
    const on = (name: string, fn: () => void) => {
      window.addEventListener(name, fn);
      return () => window.removeEventListener(name, fn);
    };
    const offs = [
      on(AUTH_EVENTS.openLogin, () => setMode('login')),
      on(AUTH_EVENTS.openRegister, () => setMode('register')),
      on(AUTH_EVENTS.closeLogin, () => setMode((m) => (m === 'login' ? null : m))),
      on(AUTH_EVENTS.closeRegister, () => setMode((m) => (m === 'register' ? null : m))),
    ];
    return () => offs.forEach((off) => off());
  }, []);

  function close() {
    setMode(null);
    emit(AUTH_EVENTS.authClosed);
  }

  function signedIn(user: CurrentUser) {
    storeUser(user);
    setMode(null);
    emit(AUTH_EVENTS.loginSuccess, user);
    emit(AUTH_EVENTS.authClosed);
    void revalidator.revalidate();
  }

  return (
    <Dialog.Root open={mode !== null} onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-navy/60" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-xl font-bold text-ink">{mode === 'register' ? 'Create your account' : 'Login'}</Dialog.Title>
              <p className="mt-1 text-sm text-slate-600">{mode === 'register' ? 'Save listings, send enquiries and review providers.' : 'Please log in to continue.'}</p>
            </div>
            <Dialog.Close aria-label="Close" className="flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-surface">
              <X aria-hidden className="size-5" />
            </Dialog.Close>
          </div>
          {mode === 'register' ? <RegisterForm onDone={signedIn} onSwitch={() => setMode('login')} /> : <LoginForm onDone={signedIn} onSwitch={() => setMode('register')} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
