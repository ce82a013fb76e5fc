import { useEffect, useState } from 'react';
import { EnquirySubmitRequest } from '../../../contract/client.ts';
import { apiPost, ApiError } from '../../lib/api.ts';
import { readStoredUser } from '../../lib/auth.ts';
import { fieldErrors, Field, FormMessage, Modal, primaryButton } from '../ui/modal.tsx';
import type { ListingTarget } from './listing-actions.tsx';

export const AUTO_CLOSE_MS = 1500;

/** Send Enquiry (docs/product.md#enquiries-and-conversations): prefilled from the stored user; closes 1.5 s after 'Enquiry submitted successfully!'. */
export default function EnquiryDialog({ target, onClose }: { target: ListingTarget; onClose: () => void }) {
  const user = readStoredUser();
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(t);
  }, [done, onClose]);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const parsed = EnquirySubmitRequest.safeParse({
      name: f.get('name'),
      email: f.get('email'),
      phone: f.get('phone'),
      subject: f.get('subject'),
      message: f.get('message'),
      ...(target.kind === 'contractor' ? { contractorId: target.id, isContractor: true } : { equipmentId: target.id, vendorId: target.vendorId }),
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues));
    setErrors({});
    setBusy(true);
    try {
      await apiPost('/api/enquiry/submit', parsed.data);
      setDone(true);
    } catch (err) {
      console.error('Enquiry failed', err);
      // Too many enquiries (429): say which limit and when to come back, not just 'failed'.
      const said = err instanceof ApiError && err.status === 429 && err.message;
      setErrors({ form: said || (err instanceof ApiError && err.status >= 400 && err.status < 500 ? 'Failed to submit enquiry.' : 'Something went wrong.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title="Send Enquiry" subtitle={target.name}>
      {done ? (
        <FormMessage kind="success">Enquiry submitted successfully!</FormMessage>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          <Field id="enq-name" label="Name" name="name" autoComplete="name" defaultValue={user?.Name ?? ''} required error={errors.name} />
          <Field id="enq-email" label="Email" name="email" type="email" autoComplete="email" defaultValue={user?.Email ?? ''} required error={errors.email} />
          <Field id="enq-phone" label="Phone (optional)" name="phone" type="tel" autoComplete="tel" defaultValue={user?.Phone ?? ''} error={errors.phone} />
          <Field id="enq-subject" label="Subject" name="subject" defaultValue={`Enquiry about ${target.name}`} required error={errors.subject} />
          <Field id="enq-message" label="Message" name="message" multiline required error={errors.message} placeholder="Dates, site location, duration, operator needed…" />
          {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'Sending...' : 'Send Enquiry'}
          </button>
        </form>
      )}
    </Modal>
  );
}
