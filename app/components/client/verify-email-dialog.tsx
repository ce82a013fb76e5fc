import { useState } from 'react';
import { FormMessage, Modal, primaryButton } from '../ui/modal.tsx';
import { askServer, FailureMessage, failure, useCloseAfter, type Failure } from './dialog-parts.tsx';

export const VERIFY_CLOSE_MS = 1500;

type Note = { kind: 'success'; text: string } | { kind: 'error'; f: Failure };

/**
 * Verify Your Email (docs/product.md#client-account-area): 'Send OTP' ('Sending...') mails a code; then 'Enter OTP' and
 * 'Verify Email' ('Verifying...'). 'Your email has been verified!' closes the modal after 1.5 s;
 * failures keep the state. A server that answers "no" and a call that fails are worded apart.
 */
export default function VerifyEmailDialog({ email, onVerified, onClose }: { email: string; onVerified: () => void; onClose: () => void }) {
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState(false);
  const [otp, setOtp] = useState('');
  const [note, setNote] = useState<Note | null>(null);
  useCloseAfter(verified, VERIFY_CLOSE_MS, onClose);

  async function send() {
    setSending(true);
    setNote(null);
    const r = await askServer('/api/client/send-verify-otp');
    setSending(false);
    if (r.kind === 'yes') {
      setSent(true);
      setNote({ kind: 'success', text: 'OTP sent to your registered email.' });
    } else setNote({ kind: 'error', f: r.kind === 'no' ? failure('Failed to send OTP.', r.err) : { text: 'Something went wrong.' } });
  }

  async function verify(e: React.FormEvent) {
    e.preventDefault();
    if (!otp.trim() || verifying) return;
    setVerifying(true);
    setNote(null);
    const r = await askServer('/api/client/verify-email', { otp: otp.trim() });
    setVerifying(false);
    if (r.kind === 'yes') {
      setVerified(true);
      setNote({ kind: 'success', text: 'Your email has been verified!' });
      onVerified();
    } else setNote({ kind: 'error', f: r.kind === 'no' ? failure('Invalid OTP. Please try again.', r.err) : { text: 'Failed to verify. Please try again.' } });
  }

  return (
    <Modal open onClose={onClose} title="Verify Your Email">
      <div className="space-y-3">
        {!sent && (
          <>
            <p className="text-slate-700">
              We will email a 6-digit code to <span className="font-semibold break-all">{email}</span>.
            </p>
            <button type="button" onClick={send} disabled={sending} className={primaryButton}>
              {sending ? 'Sending...' : 'Send OTP'}
            </button>
          </>
        )}
        {note && (note.kind === 'success' ? <FormMessage kind="success">{note.text}</FormMessage> : <FailureMessage f={note.f} />)}
        {sent && !verified && (
          <form onSubmit={verify} noValidate className="space-y-3">
            <label htmlFor="otp" className="sr-only">
              OTP
            </label>
            <input
              id="otp"
              value={otp}
              onChange={(e) => setOtp(e.currentTarget.value)}
              placeholder="Enter OTP"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={12}
              className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-center text-lg tracking-widest focus:border-amber-deep focus:outline-none focus:ring-2 focus:ring-amber-brand/50"
            />
            <button type="submit" disabled={verifying || !otp.trim()} className={primaryButton}>
              {verifying ? 'Verifying...' : 'Verify Email'}
            </button>
            <button type="button" onClick={send} disabled={sending} className="block w-full min-h-11 text-sm font-semibold text-amber-deep underline disabled:opacity-60">
              {sending ? 'Sending...' : 'Send the code again'}
            </button>
          </form>
        )}
      </div>
    </Modal>
  );
}
