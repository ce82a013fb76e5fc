import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { EnquirySubmitRequest } from '../../../contract/client.ts';
import { api } from '../../lib/api-client.ts';
import { readStoredUser } from '../../lib/auth.ts';
import { useFormDraft } from '../../lib/form-draft.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field, Input, Textarea } from '../ui/field.tsx';
import { FailureMessage, FormMessage } from '../ui/form-message.tsx';
import { fieldText } from './field-texts.ts';
import { HireFields } from './hire-fields.tsx';
import type { ListingTarget } from './listing-actions.tsx';

/**
 * Send Enquiry (docs/product.md#enquiries-and-conversations): prefilled from the stored user; about a machine it also asks
 * start date, duration, site and operator (docs/decisions/053). 'Enquiry submitted successfully!' stays until the client
 * closes it (a message that vanished after 1.5 s was missed). What was typed is kept for the visit until it is sent:
 * closing (Back, X) loses nothing (docs/decisions/046-the-back-button.md).
 */
export default function EnquiryDialog({ target, onClose }: { target: ListingTarget; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const user = readStoredUser();
  const [done, setDone] = useState(false);
  const draft = useFormDraft(`enquiry:${target.kind}:${target.id}`);
  // docs/product.md#error-catalogue; a refusal with a sentence (429: which limit and when to come back) shows that sentence.
  const send = useSubmit(api.client.enquirySubmit, {
    rejected: t`Failed to submit enquiry.`,
    fallback: t`Something went wrong.`,
    onSuccess: () => {
      draft.clear();
      setDone(true);
    },
  });
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const typed = {
      name: String(f.get('name') ?? ''),
      email: String(f.get('email') ?? ''),
      phone: String(f.get('phone') ?? ''),
      subject: String(f.get('subject') ?? ''),
      message: String(f.get('message') ?? ''),
      ...(target.kind === 'contractor' ? { contractorId: target.id, isContractor: true } : { equipmentId: target.id, vendorId: target.vendorId, ...hireOf(f) }),
    };
    // The typed fields are sent, not the schema's output (which folds the hire details into one object).
    if (send.validate(EnquirySubmitRequest, typed)) void send.submit(typed);
  }
  const errors = send.errors;
  const err = (name: string) => fieldText(i18n, errors[name]);
  const name = target.name;

  return (
    <Dialog open onClose={onClose} title={t`Send Enquiry`} subtitle={<span data-typed>{target.name}</span>}>
      {done ? (
        <div className="space-y-4">
          <FormMessage kind="success">
            <Trans>Enquiry submitted successfully!</Trans>
          </FormMessage>
          <Button type="button" variant="secondary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      ) : (
        <form ref={draft.ref} onSubmit={submit} onInput={draft.save} noValidate className="space-y-3">
          <Field id="enq-name" label={t`Name`} error={err('name')}>
            <Input name="name" autoComplete="name" defaultValue={user?.Name ?? ''} required />
          </Field>
          <Field id="enq-email" label={t`Email`} error={err('email')}>
            <Input name="email" type="email" autoComplete="email" defaultValue={user?.Email ?? ''} required />
          </Field>
          <Field id="enq-phone" label={t`Phone (optional)`} error={err('phone')}>
            <Input name="phone" type="tel" autoComplete="tel" defaultValue={user?.Phone ?? ''} />
          </Field>
          {target.kind === 'equipment' && <HireFields err={err} />}
          <Field id="enq-subject" label={t`Subject`} error={err('subject')}>
            <Input name="subject" defaultValue={t`Enquiry about ${name}`} required />
          </Field>
          <Field id="enq-message" label={t`Message`} error={err('message')}>
            <Textarea
              name="message"
              required
              placeholder={target.kind === 'equipment' ? t`The work, site access, anything else the vendor should know…` : t`Dates, site location, duration, operator needed…`}
            />
          </Field>
          {errors.form && <FormMessage kind="error">{err('form')}</FormMessage>}
          {/* A refusal the server tied to a field (an unknown site) is shown there, not twice. */}
          <FailureMessage failure={send.failure && Object.values(errors).includes(send.failure.message) ? null : send.failure} />
          <Button type="submit" pending={send.pending} pendingText={t`Sending...`}>
            <Trans>Send Enquiry</Trans>
          </Button>
        </form>
      )}
    </Dialog>
  );
}

/** The hire fields as typed: sent even when blank, so the server names each missing one (contract/hire-details.ts). */
const hireOf = (f: FormData) => ({
  startDate: f.get('startDate') ?? '',
  duration: f.get('duration') ?? '',
  durationUnit: f.get('durationUnit') ?? '',
  site: f.get('site') ?? '',
  operatorNeeded: f.get('operatorNeeded') ?? '',
});
