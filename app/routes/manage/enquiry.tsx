import { HireSummary } from '../../components/hire-summary.tsx';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, ExternalLink, Mail, Phone, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from '../../i18n/react.tsx';
import type { Reply } from '../../../contract/client.ts';
import { getProviderThread } from '../../../core/enquiry/get-enquiry-thread.ts';
import { AppError } from '../../../core/errors.ts';
import { telUrl } from '../../../lib/phone.ts';
import { StatusBadge } from '../../components/client/list-parts.tsx';
import { Conversation } from '../../components/enquiry-conversation.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field, Textarea } from '../../components/ui/field.tsx';
import { manageApi } from '../../lib/api-routes-manage.ts';
import { modalDateTime } from '../../lib/client-area.ts';
import { MANAGE } from '../../../lib/manage-urls.ts';
import type { PageErrorHandle } from '../../lib/page-errors.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import type { Route } from './+types/enquiry';
import { i18nFor } from '../../i18n/i18n.ts';

export const meta = ({ data: d }: Route.MetaArgs) => {
  const i18n = i18nFor('en');
  const subject = d?.thread.Enquiry.Subject ?? i18n._(msg`Enquiry`);
  return [{ title: i18n._(msg`${subject} | Enquiries | BuildMart`) }, { name: 'robots', content: 'noindex' }];
};

/** Opening the thread marks it read (core). Someone else's enquiry, or an unknown id, is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, ['Vendor', 'Contractor']);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw new AppError('NOT_FOUND', i18nFor('en')._(msg`Enquiry not found.`));
  return { thread: await getProviderThread(context.ctx, id), role: viewer.role as 'Vendor' | 'Contractor' };
}

/** A getter: the words are read once every module (and so this workspace's catalogue) has loaded. */
export const handle = {
  get pageError(): PageErrorHandle {
    const i18n = i18nFor('en');
    return {
      area: i18n._(msg`Enquiries`),
      notFound: {
        heading: i18n._(msg`Enquiry not found`),
        text: i18n._(msg`It may have been sent to another account.`),
        back: { to: MANAGE.enquiries, label: i18n._(msg`Back to enquiries`) },
      },
    };
  },
};

type NextStatus = 'in_progress' | 'closed';
/** The button for a move the table allows (the moves themselves come from core/enquiry/status.ts via the API). */
const moveLabel = (from: string, to: NextStatus) => (to === 'closed' ? msg`Close enquiry` : from === 'closed' ? msg`Reopen` : msg`Mark in progress`);

/** One enquiry as its vendor or contractor sees it: the client's contact details, the listing, the conversation, a reply box and the status buttons. */
export default function EnquiryThreadScreen({ loaderData }: Route.ComponentProps) {
  const t = loaderData.thread;
  const [replies, setReplies] = useState<Reply[]>(t.Replies);
  const [status, setStatus] = useState(t.Enquiry.Status);
  const [next, setNext] = useState<NextStatus[]>(t.NextStatuses);
  const [moving, setMoving] = useState<NextStatus | null>(null);
  const { t: tr, i18n } = useLingui();
  const statusCall = useSubmit(manageApi.contractor.providerInboxStatus, {
    fallback: tr`Failed to update the status.`,
    toast: { success: (r) => r.message, error: true },
    onSuccess: (r) => {
      setStatus(r.Status);
      setNext(r.NextStatuses);
    },
  });

  useEffect(() => {
    setReplies(t.Replies);
    setStatus(t.Enquiry.Status);
    setNext(t.NextStatuses);
  }, [t]);

  function move(to: NextStatus) {
    setMoving(to);
    void statusCall.submit({ EnquiryId: t.Enquiry.Id, Status: to });
  }

  return (
    <div className="max-w-5xl">
      <Link to={MANAGE.enquiries} className="inline-flex min-h-11 items-center gap-1.5 font-medium text-slate-700 hover:text-navy">
        <ArrowLeft aria-hidden className="size-4" /> <Trans>All enquiries</Trans>
      </Link>
      <h1 className="mt-1 break-words text-2xl font-bold">{t.Enquiry.Subject}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span data-testid="thread-status">
          <StatusBadge status={status} />
        </span>
        <span>
          <Trans>
            Received <time dateTime={t.Enquiry.CreatedAt}>{modalDateTime(t.Enquiry.CreatedAt)}</time>
          </Trans>
        </span>
      </p>

      <HireSummary hire={t.Hire} className="mt-4" />
      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="order-2 min-w-0 lg:order-1">
          <Conversation
            first={{ Message: t.Enquiry.Message, CreatedAt: t.Enquiry.CreatedAt }}
            replies={replies}
            side="provider"
            otherName={() => t.Client.Name}
            className="max-h-[28rem]"
          />
          <ReplyBox enquiryId={t.Enquiry.Id} onReply={(r) => setReplies((rs) => [...rs, r])} />
          {next.length > 0 && (
            <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={tr`Status`}>
              {next.map((s) => (
                <Button
                  key={s}
                  variant="secondary"
                  disabled={statusCall.pending}
                  onClick={() => move(s)}
                  // The move forward is the page's main action: navy, like the site's header.
                  className={s === 'in_progress' ? 'min-h-11 rounded-lg bg-navy px-4 font-semibold text-white hover:bg-slate-800 disabled:opacity-60' : undefined}
                >
                  {statusCall.pending && moving === s ? tr`Saving...` : i18n._(moveLabel(status, s))}
                </Button>
              ))}
            </div>
          )}
        </div>
        <aside className="order-1 grid gap-3 text-sm sm:grid-cols-2 lg:order-2 lg:grid-cols-1 lg:self-start">
          <section aria-labelledby="client-h" className="rounded-xl border border-slate-200 p-4">
            <h2 id="client-h" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              <Trans>Client</Trans>
            </h2>
            <p className="mt-1 flex items-center gap-1.5 font-semibold text-ink">
              <UserRound aria-hidden className="size-4 shrink-0 text-slate-500" /> {t.Client.Name}
            </p>
            <p className="mt-1 flex items-center gap-1.5 break-all">
              <Mail aria-hidden className="size-4 shrink-0 text-slate-500" />
              <a href={`mailto:${t.Client.Email}`} className="underline">
                {t.Client.Email}
              </a>
            </p>
            {t.Client.Phone && (
              <p className="mt-1 flex items-center gap-1.5">
                <Phone aria-hidden className="size-4 shrink-0 text-slate-500" />
                <a href={telUrl(t.Client.Phone)} className="underline">
                  {t.Client.Phone}
                </a>
              </p>
            )}
          </section>
          <section aria-labelledby="about-h" className="rounded-xl border border-slate-200 p-4">
            <h2 id="about-h" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              <Trans>About</Trans>
            </h2>
            {t.Listing ? (
              <Link to={t.Listing.Url} className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-amber-deep underline">
                {t.Listing.Name} <ExternalLink aria-hidden className="size-4 shrink-0" />
              </Link>
            ) : (
              <p className="mt-1 text-slate-700">
                <Trans>A general enquiry to your company.</Trans>
              </p>
            )}
          </section>
        </aside>
      </div>
    </div>
  );
}

/** Send is disabled while the text is blank or a reply is on its way (docs/product.md#enquiries-and-conversations). */
function ReplyBox({ enquiryId, onReply }: { enquiryId: number; onReply: (r: Reply) => void }) {
  const [text, setText] = useState('');
  const { t } = useLingui();
  const reply = useSubmit(manageApi.contractor.providerInboxReply, {
    fallback: t`Failed to send the reply.`,
    toast: { success: t`Reply sent. The client has been emailed.`, error: true },
    onSuccess: (r) => {
      onReply(r);
      setText('');
    },
  });
  function send(e: React.FormEvent) {
    e.preventDefault();
    if (!text.trim()) return;
    void reply.submit({ EnquiryId: enquiryId, Message: text.trim() });
  }
  return (
    <form onSubmit={send} className="mt-3 space-y-2">
      <Field id="reply" label={t`Your reply`} error={reply.errors.Message}>
        <Textarea value={text} onChange={(e) => setText(e.currentTarget.value)} rows={3} maxLength={5000} placeholder={t`Rates, availability, when you can visit the site...`} />
      </Field>
      <Button type="submit" variant="save" disabled={!text.trim()} pending={reply.pending} pendingText={t`Sending...`}>
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}
