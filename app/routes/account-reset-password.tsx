import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useRevalidator, useSearchParams } from 'react-router';
import { ResetPasswordRequest } from '../../contract/account.ts';
import { Button, buttonClasses } from '../components/ui/button.tsx';
import { Field, Input } from '../components/ui/field.tsx';
import { FailureMessage, FormMessage } from '../components/ui/form-message.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { Link } from '../i18n/react.tsx';
import { api } from '../lib/api-client.ts';
import { AUTH_EVENTS, emit, storeUser } from '../lib/auth.ts';
import { localMessage } from '../lib/form-messages.ts';
import { forgotPasswordUrl } from '../lib/links.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { useSubmit } from '../lib/use-submit.ts';
import type { Route } from './+types/account-reset-password';

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  return seo({
    title: i18n._(msg`Choose a new password | BuildMart`),
    description: i18n._(msg`Choose a new password for your BuildMart account.`),
    path: '/account/reset-password',
    siteUrl: siteUrlOf(matches),
    lang,
    noindex: true,
  });
}

/**
 * Where the reset mail points (docs/decisions/057). The link only opens this page; the button spends
 * the one-time token, so a mail scanner that fetches links cannot. On success every other session of
 * the account has ended and this browser is signed in.
 */
export default function AccountResetPassword() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [done, setDone] = useState(false);
  const revalidator = useRevalidator();
  const send = useSubmit(api.account.resetPassword, {
    fallback: t`Something went wrong. Please try again.`,
    onSuccess: (r) => {
      storeUser(r.user);
      emit(AUTH_EVENTS.loginSuccess, r.user);
      setDone(true);
      void revalidator.revalidate();
    },
  });

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = send.validate(ResetPasswordRequest, { token, password: form.get('password') });
    if (!input) return;
    if (form.get('confirm') !== form.get('password')) return send.setErrors({ confirm: localMessage(i18n, 'Passwords do not match.') });
    void send.submit(input);
  }

  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Choose a new password</Trans>
      </h1>
      {done ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="success">
            <Trans>Your password has been changed. You are logged in, and signed out everywhere else.</Trans>
          </FormMessage>
          <Link to="/" className={`${buttonClasses.action} w-full`}>
            <Trans>Continue</Trans>
          </Link>
        </div>
      ) : !token ? (
        <div className="mt-6 space-y-4">
          <FormMessage kind="error">
            <Trans>This password reset link is not valid. Open the link from the mail again.</Trans>
          </FormMessage>
          <Link to={forgotPasswordUrl()} className={buttonClasses.link}>
            <Trans>Ask for a new link</Trans>
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} onInput={send.clearOnChange} noValidate className="mt-6 space-y-4">
          <p className="text-slate-700">
            <Trans>At least 8 characters. Setting it signs you out on every other device.</Trans>
          </p>
          <Field label={t`New password`} error={send.errors.password}>
            <Input name="password" type="password" autoComplete="new-password" required />
          </Field>
          <Field label={t`Confirm new password`} error={send.errors.confirm}>
            <Input name="confirm" type="password" autoComplete="new-password" required />
          </Field>
          {send.errors.token && <FormMessage kind="error">{send.errors.token}</FormMessage>}
          <FailureMessage failure={send.failure} />
          {send.failure && send.failure.status === 400 && (
            <Link to={forgotPasswordUrl()} className={`${buttonClasses.link} block`}>
              <Trans>Ask for a new link</Trans>
            </Link>
          )}
          <Button type="submit" pending={send.pending} pendingText={t`Saving...`}>
            <Trans>Set new password</Trans>
          </Button>
        </form>
      )}
    </main>
  );
}
