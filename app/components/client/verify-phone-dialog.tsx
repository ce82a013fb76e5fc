import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import PhoneCodeForm from '../auth/phone-code-form.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { FormMessage } from '../ui/form-message.tsx';
import { useCloseAfter } from './dialog-parts.tsx';
import { VERIFY_CLOSE_MS } from './verify-email-dialog.tsx';

/**
 * Verify phone (docs/decisions/057): the profile's number (or another one) → a texted code → the number
 * is the account's, verified, and signs in by phone from then on. Closes 1.5 s after success.
 */
export default function VerifyPhoneDialog({ phone, onVerified, onClose }: { phone: string | null; onVerified: () => void; onClose: () => void }) {
  const { t } = useLingui();
  const [verified, setVerified] = useState(false);
  useCloseAfter(verified, VERIFY_CLOSE_MS, onClose);
  return (
    <Dialog open onClose={onClose} title={t`Verify your phone`}>
      {verified ? (
        <FormMessage kind="success">
          <Trans>Your phone number has been verified. You can now log in with it.</Trans>
        </FormMessage>
      ) : (
        <PhoneCodeForm
          mode="verify"
          initialPhone={phone ?? ''}
          onDone={() => {
            setVerified(true);
            onVerified();
          }}
        />
      )}
    </Dialog>
  );
}
