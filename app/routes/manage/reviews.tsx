import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageSquareText } from 'lucide-react';
import { useRevalidator } from 'react-router';
import { type ProviderReview, listProviderReviews } from '../../../core/review/list-provider-reviews.ts';
import { ReviewAnswerRequest } from '../../../contract/contractor.ts';
import { fieldText } from '../../components/actions/field-texts.ts';
import { Stars } from '../../components/detail/detail-parts.tsx';
import { VerifiedHireBadge } from '../../components/detail/trust-badges.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Textarea } from '../../components/ui/field.tsx';
import { FailureMessage } from '../../components/ui/form-message.tsx';
import { i18nFor } from '../../i18n/i18n.ts';
import { Link, useFormat } from '../../i18n/react.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/reviews';

export const meta = () => [{ title: i18nFor('en')._(msg`Reviews | BuildMart`) }, { name: 'robots', content: 'noindex' }];

export async function loader({ context }: Route.LoaderArgs) {
  requireViewer(context, ['Vendor', 'Contractor']);
  return { reviews: await listProviderReviews(context.ctx) };
}

/**
 * The reviews of the provider's listings, newest first (docs/decisions/058-earned-trust.md): each may be answered
 * once, in public, under the review on the listing's page; an answer cannot be changed.
 */
export default function ReviewsScreen({ loaderData }: Route.ComponentProps) {
  const { t } = useLingui();
  const { reviews } = loaderData;
  const open = reviews.filter((r) => !r.Answer).length;
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold">
        <Trans>Reviews</Trans>
      </h1>
      <p className="text-sm text-slate-600" data-testid="reviews-summary">
        {t`${plural(reviews.length, { one: '# review', other: '# reviews' })}`} · {t`${plural(open, { one: '# not answered yet', other: '# not answered yet' })}`}
      </p>
      <p className="mt-2 text-sm text-slate-700">
        <Trans>You may answer each review once. Your answer shows under the review on your public page and cannot be changed afterwards.</Trans>
      </p>
      {reviews.length === 0 ? (
        <div className="mt-6 rounded-xl border border-slate-200 bg-surface p-6 text-center">
          <MessageSquareText aria-hidden className="mx-auto size-8 text-slate-500" />
          <p className="mt-2 text-slate-700">
            <Trans>No reviews yet. Reviews written from an enquiry you replied to show as verified hires.</Trans>
          </p>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {reviews.map((r) => (
            <ReviewItem key={r.Id} review={r} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ReviewItem({ review: r }: { review: ProviderReview }) {
  const f = useFormat();
  const listing = r.Listing.Name;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" data-testid="review" data-id={r.Id}>
      <p className="text-sm text-slate-600">
        <Trans>
          About{' '}
          <Link to={r.Listing.Url} className="font-medium text-ink underline" data-typed>
            {listing}
          </Link>
        </Trans>
      </p>
      <div className="mt-1 flex flex-wrap items-center gap-2">
        <Stars n={r.Stars} />
        {r.VerifiedHire && <VerifiedHireBadge />}
      </div>
      <p className="mt-2 whitespace-pre-line text-slate-800" data-typed>
        {r.Text}
      </p>
      <p className="mt-1 text-sm text-slate-600">
        <span className="font-medium text-ink" data-typed>
          {r.ClientName}
        </span>{' '}
        · <time dateTime={r.CreatedAt}>{f.shortDate(r.CreatedAt)}</time>
      </p>
      {r.Answer ? (
        <div className="mt-3 rounded-lg border-l-4 border-amber-brand bg-surface p-3" data-testid="review-answer">
          <p className="text-sm font-semibold text-ink">
            <Trans>Your answer</Trans> · <time dateTime={r.Answer.At}>{f.shortDate(r.Answer.At)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800" data-typed>
            {r.Answer.Text}
          </p>
        </div>
      ) : (
        <AnswerForm reviewId={r.Id} />
      )}
    </li>
  );
}

function AnswerForm({ reviewId }: { reviewId: number }) {
  const { t, i18n } = useLingui();
  const revalidator = useRevalidator();
  const send = useSubmit(manageApi.contractor.providerReviewAnswer, {
    fallback: t`Something went wrong.`,
    toast: { success: t`Answer published.` },
    onSuccess: () => void revalidator.revalidate(),
  });
  function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const input = send.validate(ReviewAnswerRequest, { ReviewId: reviewId, Text: new FormData(e.currentTarget).get('text') });
    if (input) void send.submit(input);
  }
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <Field id={`answer-${reviewId}`} label={t`Your public answer`} error={fieldText(i18n, send.errors.Text)}>
        <Textarea name="text" rows={3} maxLength={1000} />
      </Field>
      <FailureMessage failure={send.errors.Text ? null : send.failure} />
      <Button
        type="submit"
        pending={send.pending}
        pendingText={t`Publishing...`}
        className="min-h-11 w-full rounded-lg bg-amber-brand px-5 font-semibold text-navy hover:bg-amber-400 disabled:opacity-60 sm:w-auto"
      >
        {t`Publish answer`}
      </Button>
    </form>
  );
}
