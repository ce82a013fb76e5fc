import { ArrowLeft, ExternalLink, Mail, Phone, UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { data, isRouteErrorResponse, Link } from 'react-router';
import type { Reply } from '../../../contract/client.ts';
import { getProviderThread } from '../../../core/enquiry/get-enquiry-thread.ts';
import { isAppError } from '../../../core/errors.ts';
import { StatusBadge } from '../../components/client/list-parts.tsx';
import { Conversation } from '../../components/enquiry-conversation.tsx';
import { SignInRequired } from '../../components/sign-in-required.tsx';
import { apiPost, messageOf } from '../../lib/api.ts';
import { modalDateTime } from '../../lib/client-area.ts';
import { MANAGE } from '../../lib/manage-urls.ts';
import { requireViewer } from '../../lib/require-viewer.server.ts';
import { notify } from '../../lib/toast.ts';
import type { Route } from './+types/enquiry';

export const meta = ({ data: d }: Route.MetaArgs) => [{ title: `${d?.thread.Enquiry.Subject ?? 'Enquiry'} | Enquiries | BuildMart` }, { name: 'robots', content: 'noindex' }];

/** Opening the thread marks it read (core). Someone else's enquiry, or an unknown id, is 404. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const viewer = requireViewer(context, ['Vendor', 'Contractor']);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id < 1) throw data({ reason: 'not-found' }, { status: 404 });
  try {
    return { thread: await getProviderThread(context.ctx, id), role: viewer.role as 'Vendor' | 'Contractor' };
  } catch (err) {
    if (isAppError(err) && err.code === 'NOT_FOUND') throw data({ reason: 'not-found' }, { status: 404 });
    throw err;
  }
}

type NextStatus = 'in_progress' | 'closed';
/** The button for a move the table allows (the moves themselves come from core/enquiry/status.ts via the API). */
const moveLabel = (from: string, to: NextStatus) => (to === 'closed' ? 'Close enquiry' : from === 'closed' ? 'Reopen' : 'Mark in progress');

/** One enquiry as its vendor or contractor sees it: the client's contact details, the listing, the conversation, a reply box and the status buttons. */
export default function EnquiryThreadScreen({ loaderData }: Route.ComponentProps) {
  const t = loaderData.thread;
  const [replies, setReplies] = useState<Reply[]>(t.Replies);
  const [status, setStatus] = useState(t.Enquiry.Status);
  const [next, setNext] = useState<NextStatus[]>(t.NextStatuses);
  const [moving, setMoving] = useState<NextStatus | null>(null);

  useEffect(() => {
    setReplies(t.Replies);
    setStatus(t.Enquiry.Status);
    setNext(t.NextStatuses);
  }, [t]);

  async function move(to: NextStatus) {
    setMoving(to);
    try {
      const r = await apiPost<{ message: string; Status: string; NextStatuses: NextStatus[] }>('/api/provider/enquiry-status', { EnquiryId: t.Enquiry.Id, Status: to });
      setStatus(r.Status);
      setNext(r.NextStatuses);
      notify.success(r.message);
    } catch (err) {
      notify.error(messageOf(err, 'Failed to update the status.'));
    } finally {
      setMoving(null);
    }
  }

  return (
    <div className="max-w-5xl">
      <Link to={MANAGE.enquiries} className="inline-flex min-h-11 items-center gap-1.5 font-medium text-slate-700 hover:text-navy">
        <ArrowLeft aria-hidden className="size-4" /> All enquiries
      </Link>
      <h1 className="mt-1 break-words text-2xl font-bold">{t.Enquiry.Subject}</h1>
      <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
        <span data-testid="thread-status">
          <StatusBadge status={status} />
        </span>
        <span>
          Received <time dateTime={t.Enquiry.CreatedAt}>{modalDateTime(t.Enquiry.CreatedAt)}</time>
        </span>
      </p>

      <div className="mt-4 grid gap-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="order-2 min-w-0 lg:order-1">
          <Conversation first={{ Message: t.Enquiry.Message, CreatedAt: t.Enquiry.CreatedAt }} replies={replies} side="provider" otherName={() => t.Client.Name} className="max-h-[28rem]" />
          <ReplyBox enquiryId={t.Enquiry.Id} onReply={(r) => setReplies((rs) => [...rs, r])} />
          {next.length > 0 && (
            <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Status">
              {next.map((s) => (
                <button
                  key={s}
                  type="button"
                  disabled={moving !== null}
                  onClick={() => move(s)}
                  className={`min-h-11 rounded-lg px-4 font-semibold disabled:opacity-60 ${s === 'in_progress' ? 'bg-navy text-white hover:bg-slate-800' : 'border border-slate-300 text-navy hover:bg-surface'}`}
                >
                  {moving === s ? 'Saving...' : moveLabel(status, s)}
                </button>
              ))}
            </div>
          )}
        </div>
        <aside className="order-1 grid gap-3 text-sm sm:grid-cols-2 lg:order-2 lg:grid-cols-1 lg:self-start">
          <section aria-labelledby="client-h" className="rounded-xl border border-slate-200 p-4">
            <h2 id="client-h" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              Client
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
                <a href={`tel:${t.Client.Phone.replace(/[^\d+]/g, '')}`} className="underline">
                  {t.Client.Phone}
                </a>
              </p>
            )}
          </section>
          <section aria-labelledby="about-h" className="rounded-xl border border-slate-200 p-4">
            <h2 id="about-h" className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              About
            </h2>
            {t.Listing ? (
              <Link to={t.Listing.Url} className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-amber-deep underline">
                {t.Listing.Name} <ExternalLink aria-hidden className="size-4 shrink-0" />
              </Link>
            ) : (
              <p className="mt-1 text-slate-700">A general enquiry to your company.</p>
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
  const [sending, setSending] = useState(false);
  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    try {
      const r = await apiPost<Reply>('/api/provider/enquiry-reply', { EnquiryId: enquiryId, Message: text.trim() });
      onReply(r);
      setText('');
      notify.success('Reply sent. The client has been emailed.');
    } catch (err) {
      notify.error(messageOf(err, 'Failed to send the reply.'));
    } finally {
      setSending(false);
    }
  }
  return (
    <form onSubmit={send} className="mt-3 space-y-2">
      <label htmlFor="reply" className="block text-sm font-medium text-ink">
        Your reply
      </label>
      <textarea
        id="reply"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        rows={3}
        maxLength={5000}
        placeholder="Rates, availability, when you can visit the site..."
        className="block w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base focus:border-amber-deep focus:outline-none focus:ring-2 focus:ring-amber-brand/50"
      />
      <button type="submit" disabled={!text.trim() || sending} className="min-h-11 w-full rounded-lg bg-amber-brand px-5 font-semibold text-navy hover:bg-amber-400 disabled:opacity-50 sm:w-auto">
        {sending ? 'Sending...' : 'Send'}
      </button>
    </form>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="py-10 text-center">
        <title>Enquiry not found | BuildMart</title>
        <h1 className="text-2xl font-bold">Enquiry not found</h1>
        <p className="mt-2 text-slate-600">It may have been sent to another account.</p>
        <Link to={MANAGE.enquiries} className="mt-5 inline-flex min-h-11 items-center rounded-lg bg-amber-brand px-5 font-semibold text-navy">
          Back to enquiries
        </Link>
      </div>
    );
  }
  return <SignInRequired error={error} area="Enquiries" />;
}
