import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ChangePasswordRequest } from '../../../contract/profile.ts';
import { api } from '../../lib/api-client.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field, Input } from '../ui/field.tsx';
import { FailureMessage, FormMessage } from '../ui/form-message.tsx';
import { useCloseAfter } from './dialog-parts.tsx';
import { PROFILE_CLOSE_MS } from './edit-profile-dialog.tsx';

const EMPTY = { old: '', next: '', confirm: '' };

/**
 * Change Password (docs/product.md#client-account-area): Old Password, New Password, Confirm New Password, Save.
 * Empty field → 'All fields are required.'; new ≠ confirm → 'Passwords do not match.'; then the
 * shared schema (at least 8 characters). 'Password updated!' clears the fields and closes after 1 s.
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const [v, setV] = useState(EMPTY);
  const [done, setDone] = useState(false);
  useCloseAfter(done, PROFILE_CLOSE_MS, onClose);
  // docs/product.md#error-catalogue 'Failed to change password.', with the server's reason under it (docs/decisions/013).
  const send = useSubmit(api.profile.changePassword, {
    fallback: t`Failed to change password.`,
    reasonUnder: true,
    onSuccess: () => {
      setV(EMPTY);
      setDone(true);
    },
  });

  function save(e: React.FormEvent) {
    e.preventDefault();
    if (!v.old || !v.next || !v.confirm) return send.fail(t`All fields are required.`);
    if (v.next !== v.confirm) return send.fail(t`Passwords do not match.`);
    const parsed = ChangePasswordRequest.safeParse({ oldPassword: v.old, newPassword: v.next });
    // The contract's length rules, worded here in the page's language (the English words are the contract's).
    if (!parsed.success) return send.fail(tooShort(parsed.error.issues[0]!.message));
    void send.submit(parsed.data);
  }

  const tooShort = (m: string) =>
    m === 'New password must be at least 8 characters.'
      ? t`New password must be at least 8 characters.`
      : m === 'Password is too long (200 characters at most).'
        ? t`Password is too long (200 characters at most).`
        : m;
  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setV({ ...v, [k]: e.currentTarget.value });
  return (
    <Dialog open onClose={onClose} title={t`Change Password`}>
      <form onSubmit={save} noValidate className="space-y-3">
        <Field id="cp-old" label={t`Old Password`}>
          <Input type="password" autoComplete="current-password" value={v.old} onChange={set('old')} />
        </Field>
        <Field id="cp-new" label={t`New Password`}>
          <Input type="password" autoComplete="new-password" value={v.next} onChange={set('next')} />
        </Field>
        <Field id="cp-confirm" label={t`Confirm New Password`}>
          <Input type="password" autoComplete="new-password" value={v.confirm} onChange={set('confirm')} />
        </Field>
        <FailureMessage failure={send.failure} />
        {done && (
          <FormMessage kind="success">
            <Trans>Password updated!</Trans>
          </FormMessage>
        )}
        <Button type="submit" disabled={done} pending={send.pending} pendingText={t`Saving...`}>
          <Trans>Save</Trans>
        </Button>
      </form>
    </Dialog>
  );
}
