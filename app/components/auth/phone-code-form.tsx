import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type CurrentUser, PhoneSendOtpRequest, PhoneVerifyRequest } from '../../../contract/account.ts';
import { api } from '../../lib/api-client.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Field, Input, inputClass } from '../ui/field.tsx';
import { FailureMessage, FormMessage } from '../ui/form-message.tsx';

/**
 * A phone number, then the 6-digit code texted to it (docs/decisions/057). `signin` (signed out): the
 * code signs in the account whose verified number it is. `verify` (signed in): the code makes the number
 * the account's, verified. Loaded only when opened: the login dialog is on every page.
 */
export default function PhoneCodeForm({ mode, initialPhone = '', onDone }: { mode: 'signin' | 'verify'; initialPhone?: string; onDone: (user: CurrentUser) => void }) {
  const { t } = useLingui();
  const [phone, setPhone] = useState(initialPhone);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const send = useSubmit(api.account.phoneSendOtp, {
    fallback: t`Something went wrong. Please try again.`,
    onSuccess: (r) => {
      if (r.alreadyVerified) return setNote(t`This number is already verified.`);
      setNote(null);
    },
  });
  const check = useSubmit(api.account.phoneVerify, { fallback: t`Something went wrong. Please try again.`, onSuccess: (r) => onDone(r.user) });

  async function sendCode(e?: React.FormEvent<HTMLFormElement>) {
    e?.preventDefault();
    check.reset();
    const input = send.validate(PhoneSendOtpRequest, { phone });
    if (!input) return;
    const r = await send.submit(input);
    if (r && !r.alreadyVerified) setSentTo(input.phone);
  }

  function verify(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!sentTo) return;
    const input = check.validate(PhoneVerifyRequest, { phone: sentTo, otp: new FormData(e.currentTarget).get('otp') });
    if (input) void check.submit(input);
  }

  if (!sentTo)
    return (
      <form onSubmit={(e) => void sendCode(e)} onInput={send.clearOnChange} noValidate className="space-y-4">
        <Field
          label={t`Mobile number`}
          error={send.errors.phone}
          hint={mode === 'signin' ? t`The number you verified in your profile. We will text it a 6-digit code.` : t`We will text a 6-digit code to this number.`}
        >
          <Input
            name="phone"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            placeholder="+91 98765 43210"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
            required
          />
        </Field>
        {note && <FormMessage kind="success">{note}</FormMessage>}
        {!send.errors.phone && <FailureMessage failure={send.failure} />}
        <Button type="submit" pending={send.pending} pendingText={t`Sending...`}>
          <Trans>Send code</Trans>
        </Button>
      </form>
    );

  return (
    <form onSubmit={verify} onInput={check.clearOnChange} noValidate className="space-y-4">
      <p className="text-sm text-slate-700">
        {mode === 'signin' ? (
          <Trans>
            If <span data-typed>{sentTo}</span> is verified on a BuildMart account, we have texted it a 6-digit code. It is valid for 5 minutes.
          </Trans>
        ) : (
          <Trans>
            We have texted a 6-digit code to <span data-typed>{sentTo}</span>. It is valid for 5 minutes.
          </Trans>
        )}
      </p>
      <Field label={t`6-digit code`} error={check.errors.otp}>
        <Input name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={7} required className={`${inputClass} tracking-widest`} />
      </Field>
      {/* A wrong or expired code is named under the field; other failures (network, limits on sending) here. */}
      {!check.errors.otp && <FailureMessage failure={check.failure ?? send.failure} />}
      <Button type="submit" pending={check.pending} pendingText={t`Verifying...`}>
        {mode === 'signin' ? <Trans>Verify and log in</Trans> : <Trans>Verify phone</Trans>}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" className={`min-h-11 ${buttonClasses.link}`} disabled={send.pending} onClick={() => void sendCode()}>
          <Trans>Send the code again</Trans>
        </button>
        <button
          type="button"
          className={`min-h-11 ${buttonClasses.link}`}
          onClick={() => {
            setSentTo(null);
            check.reset();
            send.reset();
          }}
        >
          <Trans>Use another number</Trans>
        </button>
      </div>
    </form>
  );
}
