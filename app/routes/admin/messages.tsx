import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { type AdminMessage, MessagesQuery } from '../../../contract/admin.ts';
import { listContactMessages } from '../../../core/admin/messages.ts';
import { card, dateTime, Empty, FilterLinks, PageHeader, PagerLinks, StatusPill, useAdminAction } from '../../components/admin/admin-ui.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { readQuery } from '../../lib/admin-urls.ts';
import type { Route } from './+types/messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(MessagesQuery, request);
  return { query, result: await listContactMessages(context.ctx, query) };
}

/** Contact Us messages newest first; mark one handled once it has been answered. */
export default function Messages({ loaderData: { query, result } }: Route.ComponentProps) {
  const { t } = useLingui();
  const replySubject = t`Your message to BuildMart`;
  return (
    <>
      <PageHeader title={t`Contact messages`} intro={t`Messages sent through the Contact Us page. Reply by email, then mark them handled.`} />
      <FilterLinks
        label={t`Message status`}
        param="status"
        value={query.status}
        options={[
          { value: 'all', label: t`All` },
          { value: 'open', label: t`Open` },
          { value: 'handled', label: t`Handled` },
        ]}
      />
      {result.data.length === 0 ? (
        <Empty>
          <Trans>No messages here.</Trans>
        </Empty>
      ) : (
        <ul className="grid gap-3">
          {result.data.map((m) => (
            <li key={m.id} className={`${card} flex flex-col gap-2`} data-testid="message-row">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="break-words font-semibold">{m.subject || t`No subject`}</h2>
                <StatusPill status={m.handledAt ? 'handled' : 'open'} />
              </div>
              <p className="break-words text-sm text-slate-700">
                {m.name} ·{' '}
                <a href={`mailto:${m.email}`} className="text-amber-deep underline">
                  {m.email}
                </a>{' '}
                · {dateTime(m.createdAt)}
              </p>
              <p className="whitespace-pre-line break-words">{m.message}</p>
              <div className="flex flex-wrap items-center gap-2">
                {m.handledAt ? (
                  <p className="text-sm text-slate-600">
                    <Trans>Handled {dateTime(m.handledAt)}</Trans>
                  </p>
                ) : (
                  <>
                    <a href={`mailto:${m.email}?subject=${encodeURIComponent(t`Re: ${m.subject || replySubject}`)}`} className={buttonClasses.secondary}>
                      <Mail aria-hidden className="size-4" /> <Trans>Reply by email</Trans>
                    </a>
                    <MarkHandled m={m} />
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <PagerLinks page={result.page} total={result.total} pageSize={result.pageSize} />
    </>
  );
}

function MarkHandled({ m }: { m: AdminMessage }) {
  const handle = useAdminAction(manageApi.admin.handleMessage);
  const { t } = useLingui();
  return (
    <Button variant="secondary" disabled={handle.busy} onClick={() => void handle.submit({ id: m.id })}>
      {handle.pending ? t`Saving...` : t`Mark handled`}
    </Button>
  );
}
