import { Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { ReviewSubmitRequest } from '../../../contract/client.ts';
import { apiPost, ApiError } from '../../lib/api.ts';
import { fieldErrors, Field, FormMessage, Modal, primaryButton } from '../ui/modal.tsx';
import { AUTO_CLOSE_MS } from './enquiry-dialog.tsx';
import type { ListingTarget } from './listing-actions.tsx';

/**
 * Leave a Review (docs/product.md#reviews): 1–5 stars and text; 'Thanks for your review!' then closes after 1.5 s.
 * One review per client per listing: when the client already reviewed it, the dialog starts from
 * that review and says that sending updates it.
 */
export default function ReviewDialog({ target, onClose }: { target: ListingTarget; onClose: () => void }) {
  const mine = target.myReview;
  const [stars, setStars] = useState(mine?.Stars ?? 0);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(onClose, AUTO_CLOSE_MS);
    return () => clearTimeout(t);
  }, [done, onClose]);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const parsed = ReviewSubmitRequest.safeParse({ RefId: target.id, IsContractor: target.kind === 'contractor', Stars: stars, Text: f.get('text') });
    if (!parsed.success) {
      const errs = fieldErrors(parsed.error.issues);
      return setErrors({ ...errs, Stars: errs.Stars ? 'Please choose 1 to 5 stars.' : undefined });
    }
    setErrors({});
    setBusy(true);
    try {
      await apiPost('/api/review/submit', parsed.data);
      setDone(true);
      void revalidator.revalidate();
    } catch (err) {
      console.error('Review failed', err);
      // 403 (not a client account), 404 (listing gone) and 429 (too many) carry a sentence worth showing.
      const said = err instanceof ApiError && [403, 404, 429].includes(err.status) && err.message;
      setErrors({ form: said || (err instanceof ApiError && err.status < 500 ? 'Failed to submit enquiry.' : 'Something went wrong.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={mine ? 'Update your review' : 'Leave a Review'} subtitle={target.name}>
      {done ? (
        <FormMessage kind="success">Thanks for your review!</FormMessage>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-3">
          {mine && <p className="text-sm text-slate-700">You have already reviewed this listing. Sending this form updates your review; it will show as edited.</p>}
          <fieldset>
            <legend className="text-sm font-medium text-ink">Your rating</legend>
            <div className="mt-1 flex gap-1" role="radiogroup" aria-label="Stars">
              {[1, 2, 3, 4, 5].map((n) => (
                <button
                  key={n}
                  type="button"
                  role="radio"
                  aria-checked={stars === n}
                  aria-label={`${n} star${n > 1 ? 's' : ''}`}
                  onClick={() => setStars(n)}
                  className="flex size-11 items-center justify-center rounded-lg hover:bg-surface"
                >
                  <Star aria-hidden className={`size-7 ${n <= stars ? 'fill-amber-brand text-amber-deep' : 'text-slate-400'}`} />
                </button>
              ))}
            </div>
            {errors.Stars && <p className="mt-1 text-sm text-red-700">{errors.Stars}</p>}
          </fieldset>
          <Field id="review-text" label="Your review" name="text" multiline required error={errors.Text} defaultValue={mine?.Text ?? ''} />
          {errors.form && <FormMessage kind="error">{errors.form}</FormMessage>}
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'Sending...' : mine ? 'Update Review' : 'Submit Review'}
          </button>
        </form>
      )}
    </Modal>
  );
}
