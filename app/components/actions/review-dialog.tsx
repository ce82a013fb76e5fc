import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ReviewSubmitRequest } from '../../../contract/client.ts';
import { api } from '../../lib/api-client.ts';
import { useFormDraft } from '../../lib/form-draft.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { Field, FieldError, Textarea } from '../ui/field.tsx';
import { FailureMessage, FormMessage } from '../ui/form-message.tsx';
import { fieldText } from './field-texts.ts';
import type { ListingTarget } from './listing-actions.tsx';

/** docs/product.md#enquiries-and-conversations: the review dialog closes 1.5 s after success. */
export const AUTO_CLOSE_MS = 1500;

/**
 * Leave a Review (docs/product.md#reviews): 1–5 stars and text; 'Thanks for your review!' then closes after 1.5 s.
 * One review per client per listing: when the client already reviewed it, the dialog starts from
 * that review and says that sending updates it.
 */
export default function ReviewDialog({ target, onClose }: { target: ListingTarget; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const mine = target.myReview;
  const [stars, setStars] = useState(mine?.Stars ?? 0);
  const [done, setDone] = useState(false);
  const revalidator = useRevalidator();
  // The text is kept for the visit until sent: closing (Back, X) loses nothing (docs/decisions/046-the-back-button.md).
  const draft = useFormDraft(`review:${target.kind}:${target.id}`);
  // docs/product.md#error-catalogue: the review's own words (docs/decisions/027); a refusal with a sentence (403 not a client,
  // 404 listing gone, 429 too many, 401 signed out) shows that sentence.
  const send = useSubmit(api.client.reviewSubmit, {
    rejected: t`Failed to submit review.`,
    fallback: t`Something went wrong.`,
    onSuccess: () => {
      draft.clear();
      setDone(true);
      void revalidator.revalidate();
    },
  });
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(t);
  }, [done, onClose]);

  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const input = send.validate(ReviewSubmitRequest, {
      RefId: target.id,
      IsContractor: target.kind === 'contractor',
      Stars: stars,
      Text: f.get('text'),
      ...(target.enquiryId ? { EnquiryId: target.enquiryId } : {}),
    });
    if (input) void send.submit(input);
  }
  const errors = send.errors;

  return (
    <Dialog open onClose={onClose} title={mine ? t`Update your review` : t`Leave a Review`} subtitle={<span data-typed>{target.name}</span>}>
      {done ? (
        <FormMessage kind="success">
          <Trans>Thanks for your review!</Trans>
        </FormMessage>
      ) : (
        <form ref={draft.ref} onSubmit={submit} onInput={draft.save} noValidate className="space-y-3">
          {mine && (
            <p className="text-sm text-slate-700">
              <Trans>You have already reviewed this listing. Sending this form updates your review; it will show as edited.</Trans>
            </p>
          )}
          <fieldset>
            <legend className="text-sm font-medium text-ink">
              <Trans>Your rating</Trans>
            </legend>
            <div
              className="mt-1 flex gap-1"
              role="radiogroup"
              aria-label={t`Stars`}
              aria-invalid={errors.Stars ? true : undefined}
              aria-describedby={errors.Stars ? 'review-stars-err' : undefined}
            >
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={stars === n}
                  aria-label={t`${plural(n, { one: '# star', other: '# stars' })}`}
                  onClick={() => setStars(n)}
                  className="flex size-11 items-center justify-center rounded-lg hover:bg-surface"
                >
                  <Star aria-hidden className={`size-7 ${n <= stars ? 'fill-amber-brand text-amber-deep' : 'text-slate-400'}`} />
                </button>
              ))}
            </div>
            <FieldError id="review-stars" error={errors.Stars && t`Please choose 1 to 5 stars.`} />
          </fieldset>
          <Field id="review-text" label={t`Your review`} error={fieldText(i18n, errors.Text)}>
            <Textarea name="text" required defaultValue={mine?.Text ?? ''} />
          </Field>
          {errors.form && <FormMessage kind="error">{fieldText(i18n, errors.form)}</FormMessage>}
          <FailureMessage failure={send.failure} />
          <Button type="submit" pending={send.pending} pendingText={t`Sending...`}>
            {mine ? t`Update Review` : t`Submit Review`}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
