import { useState } from 'react';
import { ChangePasswordRequest } from '../../../contract/profile.ts';
import { apiPost } from '../../lib/api.ts';
import { Field, FormMessage, Modal, primaryButton } from '../ui/modal.tsx';
import { FailureMessage, failure, useCloseAfter, type Failure } from './dialog-parts.tsx';
import { PROFILE_CLOSE_MS } from './edit-profile-dialog.tsx';

const EMPTY = { old: '', next: '', confirm: '' };

/**
 * Change Password (docs/product.md#client-account-area): Old Password, New Password, Confirm New Password, Save.
 * Empty field → 'All fields are required.'; new ≠ confirm → 'Passwords do not match.'; then the
 * shared schema (at least 8 characters). 'Password updated!' clears the fields and closes after 1 s.
 */
export default function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const [v, setV] = useState(EMPTY);
  const [problem, setProblem] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  useCloseAfter(done, PROFILE_CLOSE_MS, onClose);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!v.old || !v.next || !v.confirm) return setProblem({ text: 'All fields are required.' });
    if (v.next !== v.confirm) return setProblem({ text: 'Passwords do not match.' });
    const parsed = ChangePasswordRequest.safeParse({ oldPassword: v.old, newPassword: v.next });
    if (!parsed.success) return setProblem({ text: parsed.error.issues[0]!.message });
    setProblem(null);
    setSaving(true);
    try {
      await apiPost('/api/client/change-password', parsed.data);
      setV(EMPTY);
      setDone(true);
    } catch (err) {
      console.error('Password change failed', err);
      setProblem(failure('Failed to change password.', err));
    } finally {
      setSaving(false);
    }
  }

  const set = (k: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setV({ ...v, [k]: e.currentTarget.value });
  return (
    <Modal open onClose={onClose} title="Change Password">
      <form onSubmit={save} noValidate className="space-y-3">
        <Field id="cp-old" label="Old Password" type="password" autoComplete="current-password" value={v.old} onChange={set('old')} />
        <Field id="cp-new" label="New Password" type="password" autoComplete="new-password" value={v.next} onChange={set('next')} />
        <Field id="cp-confirm" label="Confirm New Password" type="password" autoComplete="new-password" value={v.confirm} onChange={set('confirm')} />
        {problem && <FailureMessage f={problem} />}
        {done && <FormMessage kind="success">Password updated!</FormMessage>}
        <button type="submit" disabled={saving || done} className={primaryButton}>
          {saving ? 'Saving...' : 'Save'}
        </button>
      </form>
    </Modal>
  );
}
