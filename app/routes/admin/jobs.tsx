import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { type AdminJob, JobsQuery } from '../../../contract/admin.ts';
import { listProblemJobs } from '../../../core/admin/jobs.ts';
import { card, ConfirmDialog, dateTime, Empty, FilterLinks, PageHeader, PagerLinks, StatusPill, useAdminAction } from '../../components/admin/admin-ui.tsx';
import { Button } from '../../components/ui/button.tsx';
import { readQuery } from '../../lib/admin-urls.ts';
import { manageApi } from '../../lib/api-routes-manage.ts';
import type { Route } from './+types/jobs';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(JobsQuery, request);
  return { query, result: await listProblemJobs(context.ctx, query) };
}

/** Background jobs (mail…) that failed or wait to retry (docs/decisions/034-job-queue.md): retry one now, or delete it. */
export default function Jobs({ loaderData: { query, result } }: Route.ComponentProps) {
  const [deleting, setDeleting] = useState<AdminJob | null>(null);
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Failed jobs`}
        intro={t`Mail and other background work that did not go through. Retrying jobs are attempted again by themselves; failed ones used every attempt and wait for you.`}
      />
      <FilterLinks
        label={t`Job state`}
        param="state"
        value={query.state}
        options={[
          { value: 'all', label: t`All` },
          { value: 'failed', label: t`Failed` },
          { value: 'retrying', label: t`Retrying` },
        ]}
      />
      {result.data.length === 0 ? (
        <Empty>
          <Trans>Nothing has failed. Every job went through.</Trans>
        </Empty>
      ) : (
        <ul className="grid gap-3">
          {result.data.map((j) => (
            <li key={j.id} className={`${card} flex flex-col gap-2`} data-testid="job-row">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="break-words font-semibold">{j.recipient ? t`${j.taskLabel} to ${j.recipient}` : j.taskLabel}</h2>
                <StatusPill status={j.running ? 'running' : j.state} />
              </div>
              <p className="text-sm text-slate-700">
                <Trans>
                  Attempt {j.attempts} of {j.maxAttempts} · added {dateTime(j.createdAt)}
                </Trans>
                {j.nextAttemptAt ? t` · next attempt ${dateTime(j.nextAttemptAt)}` : ''}
              </p>
              {j.lastError && <p className="break-words text-sm text-red-800">{j.lastError}</p>}
              {!j.running && (
                <div className="flex flex-wrap items-center gap-2">
                  <RetryNow j={j} />
                  <Button variant="dangerSecondary" onClick={() => setDeleting(j)}>
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <PagerLinks page={result.page} total={result.total} pageSize={result.pageSize} />
      <ConfirmDialog
        onClose={() => setDeleting(null)}
        title={t`Delete this job?`}
        body={
          deleting
            ? deleting.recipient
              ? t`${deleting.taskLabel} to ${deleting.recipient} will not be attempted again.`
              : t`${deleting.taskLabel} will not be attempted again.`
            : ''
        }
        confirm={t`Delete job`}
        busyText={t`Deleting...`}
        call={manageApi.admin.deleteJob}
        input={deleting ? { id: deleting.id } : null}
      />
    </>
  );
}

function RetryNow({ j }: { j: AdminJob }) {
  const retry = useAdminAction(manageApi.admin.retryJob);
  const { t } = useLingui();
  return (
    <Button variant="secondary" disabled={retry.busy} onClick={() => void retry.submit({ id: j.id })}>
      {retry.pending ? t`Retrying...` : t`Retry now`}
    </Button>
  );
}
