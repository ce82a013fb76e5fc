import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../i18n/lazy-part.ts';
import { useLocation, useRevalidator } from 'react-router';
import { LoginRequest, RegisterClientRequest, type CurrentUser } from '../../../contract/account.ts';
import { Link } from '../../i18n/react.tsx';
import { api } from '../../lib/api-client.ts';
import { AUTH_EVENTS, emit, storeUser } from '../../lib/auth.ts';
import { forgotPasswordUrl } from '../../lib/links.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field, Input } from '../ui/field.tsx';
import { FailureMessage, FormMessage } from '../ui/form-message.tsx';

export type AuthMode = 'login' | 'register' | 'phone';

/** Phone sign-in loads when chosen: this dialog's code is fetched on every first opening. */
const PhoneCodeForm = lazyPart(() => import('./phone-code-form.tsx'));

function LoginForm({ onDone, onSwitch, onPhone }: { onDone: (u: CurrentUser) => void; onSwitch: () => void; onPhone: () => void }) {
  const { t } = useLingui();
  // docs/product.md#error-catalogue 'Invalid email or password.'; 429 (too many tries) and 403 (disabled by an admin) carry their own sentence.
  const send = useSubmit(api.account.login, { fallback: t`Invalid email or password.`, onSuccess: (r) => onDone(r.user) });
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = send.validate(LoginRequest, { email: form.get('email'), password: form.get('password') });
    if (input) void send.submit(input);
  }
  return (
    <form onSubmit={submit} onInput={send.reset} noValidate className="space-y-4">
      <Field label={t`Email`} error={send.errors.email}>
        <Input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label={t`Password`} error={send.errors.password}>
        <Input name="password" type="password" autoComplete="current-password" required />
      </Field>
      <p className="-mt-2 text-right text-sm">
        <Link to={forgotPasswordUrl()} className={`inline-block py-2 ${buttonClasses.link}`}>
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      <FailureMessage failure={send.failure} />
      <Button type="submit" pending={send.pending} pendingText={t`Logging in...`}>
        <Trans>Login</Trans>
      </Button>
      <Button variant="secondary" className={`${buttonClasses.secondary} w-full`} onClick={onPhone}>
        <Trans>Sign in with phone</Trans>
      </Button>
      <p className="text-center text-sm text-slate-700">
        <Trans>New to BuildMart?</Trans>{' '}
        <button type="button" onClick={onSwitch} className={buttonClasses.link}>
          <Trans>Create an account</Trans>
        </button>
      </p>
    </form>
  );
}

function RegisterForm({ onDone, onSwitch }: { onDone: (u: CurrentUser) => void; onSwitch: () => void }) {
  const { t } = useLingui();
  const [success, setSuccess] = useState(false);
  // docs/product.md#error-catalogue: the server's Message, else 'Failed to register. Please try again.'
  const send = useSubmit(api.account.registerClient, {
    fallback: t`Failed to register. Please try again.`,
    onSuccess: (r) => {
      // docs/product.md#error-catalogue: an answer without the new user's id.
      if (!r.UserId || !r.user) return send.fail(t`Something went wrong. Please try again.`);
      setSuccess(true);
      const user = r.user;
      setTimeout(() => onDone(user), 1000);
    },
  });
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = send.validate(RegisterClientRequest, {
      fullName: form.get('fullName'),
      email: form.get('email'),
      phone: form.get('phone'),
      password: form.get('password'),
    });
    if (input) void send.submit(input);
  }
  if (success)
    return (
      <FormMessage kind="success">
        <Trans>Registration successful!</Trans>
      </FormMessage>
    );
  return (
    <form onSubmit={submit} onInput={send.reset} noValidate className="space-y-4">
      <Field label={t`Full Name`} error={send.errors.fullName}>
        <Input name="fullName" autoComplete="name" required />
      </Field>
      <Field label={t`Email`} error={send.errors.email}>
        <Input name="email" type="email" autoComplete="email" required />
      </Field>
      <Field label={t`Phone (optional)`} error={send.errors.phone}>
        <Input name="phone" type="tel" autoComplete="tel" inputMode="tel" />
      </Field>
      <Field label={t`Password`} error={send.errors.password}>
        <Input name="password" type="password" autoComplete="new-password" required />
      </Field>
      <FailureMessage failure={send.failure} />
      <Button type="submit" pending={send.pending} pendingText={t`Registering...`}>
        <Trans>Register</Trans>
      </Button>
      <p className="text-center text-sm text-slate-700">
        <Trans>Already have an account?</Trans>{' '}
        <button type="button" onClick={onSwitch} className={buttonClasses.link}>
          <Trans>Login</Trans>
        </button>
      </p>
    </form>
  );
}

/** The login and register modals (docs/product.md#accounts-and-sessions), opened and closed by app-wide events. */
export default function AuthDialogs({ initial }: { initial: AuthMode }) {
  const { t } = useLingui();
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
      on(AUTH_EVENTS.closeLogin, () => setMode((m) => (m === 'login' || m === 'phone' ? null : m))),
      on(AUTH_EVENTS.closeRegister, () => setMode((m) => (m === 'register' ? null : m))),
    ];
    return () => {
      for (const off of offs) off();
    };
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
    <Dialog
      open={mode !== null}
      onClose={close}
      title={mode === 'register' ? t`Create your account` : mode === 'phone' ? t`Sign in with phone` : t`Login`}
      subtitle={mode === 'register' ? t`Save listings, send enquiries and review providers.` : t`Please log in to continue.`}
    >
      {mode === 'register' ? (
        <RegisterForm onDone={signedIn} onSwitch={() => setMode('login')} />
      ) : mode === 'phone' ? (
        <div className="space-y-4">
          <Suspense fallback={<p className="text-slate-700">…</p>}>
            <PhoneCodeForm mode="signin" onDone={signedIn} />
          </Suspense>
          <p className="text-center text-sm text-slate-700">
            <button type="button" onClick={() => setMode('login')} className={`min-h-11 ${buttonClasses.link}`}>
              <Trans>Log in with email and password</Trans>
            </button>
          </p>
        </div>
      ) : (
        <LoginForm onDone={signedIn} onSwitch={() => setMode('register')} onPhone={() => setMode('phone')} />
      )}
    </Dialog>
  );
}
