import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { api } from '../../lib/api-client.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { FailureMessage, FormMessage } from '../ui/form-message.tsx';
import { useCloseAfter } from './dialog-parts.tsx';

export const VERIFY_CLOSE_MS = 1500;

/**
 * Verify Your Email (docs/product.md#client-account-area): 'Send OTP' ('Sending...') mails a code; then 'Enter OTP' and
 * 'Verify Email' ('Verifying...'). 'Your email has been verified!' closes the modal after 1.5 s;
 * failures keep the state. A server that answers "no" and a call that fails are worded apart.
 */
export default function VerifyEmailDialog({ email, onVerified, onClose }: { email: string; onVerified: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const [sent, setSent] = useState(false);
  const [verified, setVerified] = useState(false);
  const [otp, setOtp] = useState('');
  const [note, setNote] = useState<string | null>(null);
  useCloseAfter(verified, VERIFY_CLOSE_MS, onClose);
  // docs/product.md#error-catalogue: "success not true" (the server said no; its reason under it, docs/decisions/013) and "thrown" are worded apart.
  const sendOtp = useSubmit(api.profile.sendVerifyOtp, {
    rejected: t`Failed to send OTP.`,
    fallback: t`Something went wrong.`,
    reasonUnder: true,
    onSuccess: () => {
      setSent(true);
      setNote(t`OTP sent to your registered email.`);
    },
  });
  const check = useSubmit(api.profile.verifyEmail, {
    rejected: t`Invalid OTP. Please try again.`,
    fallback: t`Failed to verify. Please try again.`,
    reasonUnder: true,
    onSuccess: () => {
      setVerified(true);
      setNote(t`Your email has been verified!`);
      onVerified();
    },
  });

  function send() {
    setNote(null);
    check.reset();
    void sendOtp.submit(undefined);
  }

  function verify(e: React.FormEvent) {
    e.preventDefault();
    if (!otp.trim() || check.pending) return;
    setNote(null);
    sendOtp.reset();
    void check.submit({ otp: otp.trim() });
  }

  return (
    <Dialog open onClose={onClose} title={t`Verify Your Email`}>
      <div className="space-y-3">
        {!sent && (
          <>
            <p className="text-slate-700">
              <Trans>
                We will email a 6-digit code to{' '}
                <span className="font-semibold break-all" data-typed>
                  {email}
                </span>
                .
              </Trans>
            </p>
            <Button onClick={send} pending={sendOtp.pending} pendingText={t`Sending...`}>
              <Trans>Send OTP</Trans>
            </Button>
          </>
        )}
        {note && <FormMessage kind="success">{note}</FormMessage>}
        <FailureMessage failure={sendOtp.failure ?? check.failure} />
        {sent && !verified && (
          <form onSubmit={verify} noValidate className="space-y-3">
            <label htmlFor="otp" className="sr-only">
              OTP
            </label>
            <input
              id="otp"
              value={otp}
              onChange={(e) => setOtp(e.currentTarget.value)}
              placeholder={t`Enter OTP`}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-center text-lg tracking-widest focus:border-amber-deep focus:outline-none focus:ring-2 focus:ring-amber-brand/50"
            />
            <Button type="submit" disabled={!otp.trim()} pending={check.pending} pendingText={t`Verifying...`}>
              <Trans>Verify Email</Trans>
            </Button>
            <Button onClick={send} pending={sendOtp.pending} pendingText={t`Sending...`} className={`block w-full min-h-11 text-sm ${buttonClasses.link}`}>
              <Trans>Send the code again</Trans>
            </Button>
          </form>
        )}
      </div>
    </Dialog>
  );
}
