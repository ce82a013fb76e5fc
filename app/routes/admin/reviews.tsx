import { Trans, useLingui } from '@lingui/react/macro';
import { Star } from 'lucide-react';
import { useState } from 'react';
import { HideReviewRequest, ReviewsQuery, type AdminReview } from '../../../contract/admin.ts';
import { listAdminReviews } from '../../../core/admin/reviews.ts';
import { card, dateTime, Empty, FilterLinks, PageHeader, PagerLinks, ReasonDialog, StatusPill, useAdminAction } from '../../components/admin/admin-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { readQuery } from '../../lib/admin-urls.ts';
import type { Route } from './+types/reviews';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(ReviewsQuery, request);
  return { query, result: await listAdminReviews(context.ctx, query) };
}

/** Reviews newest first: hide an abusive one with a reason (it leaves the public pages and the ratings), or show it again. */
export default function Reviews({ loaderData: { query, result } }: Route.ComponentProps) {
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Reviews`} intro={t`Hidden reviews disappear from public pages and no longer count in ratings.`} />
      <FilterLinks
        label={t`Review visibility`}
        param="visibility"
        value={query.visibility}
        options={[
          { value: 'all', label: t`All` },
          { value: 'visible', label: t`Visible` },
          { value: 'hidden', label: t`Hidden` },
        ]}
      />
      {result.data.length === 0 ? (
        <Empty>
          <Trans>No reviews here.</Trans>
        </Empty>
      ) : (
        <ul className="grid gap-3">
          {result.data.map((r) => (
            <li key={r.id} className={`${card} flex flex-col gap-2 ${r.isHidden ? 'bg-slate-50' : ''}`} data-testid="review-row" data-text={r.text}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="inline-flex items-center gap-0.5" role="img" aria-label={t`${r.stars} out of 5 stars`}>
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} aria-hidden className={`size-4 ${i < r.stars ? 'fill-amber-brand text-amber-deep' : 'text-slate-300'}`} />
                  ))}
                </span>
                <StatusPill status={r.isHidden ? 'hidden' : 'visible'} />
                <span className="text-sm text-slate-600">{dateTime(r.createdAt)}</span>
              </div>
              <p className="whitespace-pre-line break-words">{r.text}</p>
              <p className="break-words text-sm text-slate-600">
                {r.targetType === 'equipment' ? (
                  <Trans>
                    By {r.author} ({r.authorEmail}) on equipment
                  </Trans>
                ) : (
                  <Trans>
                    By {r.author} ({r.authorEmail}) on contractor
                  </Trans>
                )}{' '}
                <a href={r.targetUrl} target="_blank" rel="noreferrer" className="font-medium text-amber-deep underline">
                  {r.targetName}
                </a>
              </p>
              {r.isHidden && r.hiddenReason && (
                <p className="text-sm text-red-800">
                  <Trans>Hidden: {r.hiddenReason}</Trans>
                </p>
              )}
              <div className="flex flex-wrap gap-2">
                {r.isHidden ? (
                  <ShowAgain r={r} />
                ) : (
                  <Button variant="dangerSecondary" onClick={() => setHiding(r)}>
                    <Trans>Hide</Trans>
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PagerLinks page={result.page} total={result.total} pageSize={result.pageSize} />
      <ReasonDialog
        open={!!hiding}
        onClose={() => setHiding(null)}
        title={t`Hide review`}
        subtitle={hiding ? t`By ${hiding.author} on ${hiding.targetName}` : undefined}
        label={t`Why is it hidden?`}
        confirm={t`Hide review`}
        busyText={t`Hiding...`}
        call={manageApi.admin.hideReview}
        schema={HideReviewRequest}
        input={(reason) => ({ id: hiding!.id, hidden: true, reason })}
      />
    </>
  );
}

function ShowAgain({ r }: { r: AdminReview }) {
  const show = useAdminAction(manageApi.admin.hideReview);
  const { t } = useLingui();
  return (
    <Button variant="secondary" disabled={show.busy} onClick={() => void show.submit({ id: r.id, hidden: false })}>
      {show.pending ? t`Saving...` : t`Show again`}
    </Button>
  );
}
