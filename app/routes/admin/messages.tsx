import { Mail } from 'lucide-react';
import { type AdminMessage, MessagesQuery } from '../../../contract/admin.ts';
import { listContactMessages } from '../../../core/admin/messages.ts';
import { card, dateTime, Empty, FilterLinks, PageHeader, PagerLinks, StatusPill, useAdminAction } from '../../components/admin/admin-ui.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { api } from '../../lib/api-client.ts';
import { readQuery } from '../../lib/admin-urls.ts';
import type { Route } from './+types/messages';

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(MessagesQuery, request);
  return { query, result: await listContactMessages(context.ctx, query) };
}

/** Contact Us messages newest first; mark one handled once it has been answered. */
export default function Messages({ loaderData: { query, result } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Contact messages" intro="Messages sent through the Contact Us page. Reply by email, then mark them handled." />
      <FilterLinks
        label="Message status"
        param="status"
        value={query.status}
        options={[
          { value: 'all', label: 'All' },
          { value: 'open', label: 'Open' },
          { value: 'handled', label: 'Handled' },
        ]}
      />
      {result.data.length === 0 ? (
        <Empty>No messages here.</Empty>
      ) : (
        <ul className="grid gap-3">
          {result.data.map((m) => (
            <li key={m.id} className={`${card} flex flex-col gap-2`} data-testid="message-row">
              <div className="flex flex-wrap items-center gap-2">
                <h2 className="break-words font-semibold">{m.subject || 'No subject'}</h2>
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
                  <p className="text-sm text-slate-600">Handled {dateTime(m.handledAt)}</p>
                ) : (
                  <>
                    <a href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject || 'Your message to BuildMart'}`)}`} className={buttonClasses.secondary}>
                      <Mail aria-hidden className="size-4" /> Reply by email
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
  const handle = useAdminAction(api.admin.handleMessage);
  return (
    <Button variant="secondary" disabled={handle.busy} onClick={() => void handle.submit({ id: m.id })}>
      {handle.pending ? 'Saving...' : 'Mark handled'}
    </Button>
  );
}
