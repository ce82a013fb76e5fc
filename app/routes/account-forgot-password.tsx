import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ForgotPasswordRequest } from '../../contract/account.ts';
import { Button } from '../components/ui/button.tsx';
import { Field, Input } from '../components/ui/field.tsx';
import { FailureMessage, FormMessage } from '../components/ui/form-message.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { api } from '../lib/api-client.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { useSubmit } from '../lib/use-submit.ts';
import type { Route } from './+types/account-forgot-password';

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  return seo({
    title: i18n._(msg`Forgot password | BuildMart`),
    description: i18n._(msg`Get a link by mail to choose a new password for your BuildMart account.`),
    path: '/account/forgot-password',
    siteUrl: siteUrlOf(matches),
    lang,
    noindex: true,
  });
}

/**
 * "Forgot password?" (docs/decisions/057): the email → a one-time link by mail. The answer is the same
 * whether or not the email has an account, so the page says what happens "if" it has one.
 */
export default function AccountForgotPassword() {
  const { t } = useLingui();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useSubmit(api.account.forgotPassword, { fallback: t`Something went wrong. Please try again.` });

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const input = send.validate(ForgotPasswordRequest, { email: new FormData(e.currentTarget).get('email') });
    if (input) void send.submit(input).then((r) => r && setSentTo(input.email));
  }

  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Forgot your password?</Trans>
      </h1>
      {sentTo === null ? (
        <form onSubmit={submit} onInput={send.clearOnChange} noValidate className="mt-6 space-y-4">
          <p className="text-slate-700">
            <Trans>Enter the email of your account. We will mail you a link to choose a new password.</Trans>
          </p>
          <Field label={t`Email`} error={send.errors.email}>
            <Input name="email" type="email" autoComplete="email" required />
          </Field>
          <FailureMessage failure={send.failure} />
          <Button type="submit" pending={send.pending} pendingText={t`Sending...`}>
            <Trans>Send reset link</Trans>
          </Button>
        </form>
      ) : (
        <div className="mt-6 space-y-4" data-testid="reset-link-sent">
          <FormMessage kind="success">
            <Trans>
              If an account uses <span data-typed>{sentTo}</span>, we have mailed it a link to choose a new password. The link works once, for 30 minutes.
            </Trans>
          </FormMessage>
          <p className="text-sm text-slate-700">
            <Trans>No mail after a few minutes? Check your spam folder, or make sure you typed the email you registered with.</Trans>
          </p>
          <Button variant="outline" onClick={() => setSentTo(null)}>
            <Trans>Use another email</Trans>
          </Button>
        </div>
      )}
    </main>
  );
}
