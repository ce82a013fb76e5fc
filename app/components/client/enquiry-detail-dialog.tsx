import { HireSummary } from '../hire-summary.tsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MapPin, Phone, Users } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../i18n/lazy-part.ts';
import { catalogueLabel } from '../../../data/catalogue-hindi.ts';
import { Link, useLang } from '../../i18n/react.tsx';
import type { Lang } from '../../i18n/lang.ts';
import type { z } from 'zod';
import type { EnquiryCard, EnquiryThreadResponse, Reply } from '../../../contract/client.ts';
import { api, callApi } from '../../lib/api-client.ts';
import { announceUnreadChanged } from '../../lib/unread-replies.ts';
import { telUrl } from '../../../lib/phone.ts';
import { senderLabel } from '../../lib/client-area.ts';
import { useSubmit } from '../../lib/use-submit.ts';
import { ContactNotice } from '../contact-notice.tsx';
import { NO_IMAGE, noImage } from '../detail/detail-parts.tsx';
import { Conversation } from '../enquiry-conversation.tsx';
import { Button } from '../ui/button.tsx';
import { Dialog } from '../ui/dialog.tsx';
import { StatusBadge } from './list-parts.tsx';

type Thread = z.infer<typeof EnquiryThreadResponse>['data'];

const ReviewDialog = lazyPart(() => import('../actions/review-dialog.tsx'));

/**
 * An enquiry's detail (docs/product.md#client-account-area): the thread on the left (subject, first message, replies in time
 * order, a reply box), the equipment and vendor — or the contractor — on the right.
 * Vendor replies go with IsContractor false, contractor ones with true (docs/product.md#enquiries-and-conversations).
 */
export default function EnquiryDetailDialog({ enquiry, onClose }: { enquiry: EnquiryCard; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const isContractor = enquiry.IsContractor;
  const [thread, setThread] = useState<Thread | null>(null);
  const [failed, setFailed] = useState(false);
  const [replies, setReplies] = useState<Reply[]>([]);

  useEffect(() => {
    let live = true;
    callApi(api.client.enquiryThread, { id: enquiry.Id })
      .then((r) => {
        if (!live) return;
        setThread(r.data);
        setReplies(r.data.Replies);
        // Opening marked its replies read: the badges ask again.
        if (enquiry.Unread) announceUnreadChanged();
      })
      .catch((err) => {
        console.error('Failed to load the enquiry', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [enquiry.Id, enquiry.Unread]);

  return (
    <Dialog open onClose={onClose} title={isContractor ? t`Contractor Enquiry Detail` : t`Enquiry Detail`} wide>
      <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0">
          <div className="flex items-start justify-between gap-3">
            <h3 className="break-words text-lg font-semibold" data-typed>
              {enquiry.Subject}
            </h3>
            <StatusBadge status={thread?.Enquiry.Status ?? enquiry.Status} />
          </div>
          {thread?.Hire && <HireSummary hire={thread.Hire} className="mt-3" />}
          <Conversation
            first={{ Message: enquiry.Message, CreatedAt: enquiry.CreatedAt }}
            replies={replies}
            side="client"
            otherName={(r) => senderLabel(r?.Sender ?? 'Client', i18n)}
            className="mt-3 max-h-[300px]"
          />
          <ReplyBox enquiryId={enquiry.Id} isContractor={isContractor} onReply={(r) => setReplies((rs) => [...rs, r])} />
          {thread && <ReviewFromThread thread={thread} replies={replies} enquiryId={enquiry.Id} />}
        </div>
        <aside className="space-y-4 text-sm">
          {failed ? (
            <p className="text-slate-600">
              <Trans>The details could not be loaded. Please try again.</Trans>
            </p>
          ) : !thread ? (
            <p role="status" className="text-slate-600">
              <Trans>Loading details...</Trans>
            </p>
          ) : isContractor ? (
            <ContractorSide c={thread.Contractor} />
          ) : (
            <VendorSide e={thread.Equipment} v={thread.Vendor} />
          )}
        </aside>
      </div>
    </Dialog>
  );
}

/**
 * "Write a review" once the provider has replied in this thread: the review is then a "Verified hire"
 * (docs/decisions/058-earned-trust.md). Before a reply, a line says when the button comes.
 */
function ReviewFromThread({ thread, replies, enquiryId }: { thread: Thread; replies: Reply[]; enquiryId: number }) {
  const [open, setOpen] = useState(false);
  const target = thread.Equipment
    ? { kind: 'equipment' as const, id: thread.Equipment.Id, name: thread.Equipment.Name }
    : thread.Contractor
      ? { kind: 'contractor' as const, id: thread.Contractor.Id, name: thread.Contractor.CompanyName }
      : null;
  if (!target) return null;
  const replied = replies.some((r) => r.Sender !== 'Client');
  if (!replied)
    return (
      <p className="mt-3 text-sm text-slate-600">
        <Trans>Once the provider has replied here, you can review them from this thread as a verified hire.</Trans>
      </p>
    );
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 border-t border-slate-200 pt-3">
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="min-h-11 rounded-lg border border-amber-deep px-4 font-semibold text-amber-deep hover:bg-amber-50"
        data-testid="thread-review"
      >
        <Trans>Write a review</Trans>
      </button>
      <span className="text-sm text-slate-600">
        <Trans>It will show as a verified hire.</Trans>
      </span>
      {open && (
        <Suspense fallback={null}>
          <ReviewDialog target={{ ...target, enquiryId }} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Reply input and Send ('Sending...'): Send is disabled while the text is blank or a reply is on its
 * way. Vendor enquiries clear the input only when the reply came back with its Message; contractor
 * enquiries clear it once the call returns. A failure only resets the sending state (docs/product.md#enquiries-and-conversations).
 */
function ReplyBox({ enquiryId, isContractor, onReply }: { enquiryId: number; isContractor: boolean; onReply: (r: Reply) => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  // docs/product.md#error-catalogue: a failed reply only resets the sending state (the text stays to send again).
  const reply = useSubmit(api.client.enquiryReply, {
    fallback: '',
    onSuccess: (r) => {
      if (r?.Message) onReply(r);
      if (isContractor || r?.Message) setText('');
    },
  });
  function send(e: React.FormEvent) {
    e.preventDefault();
    if (!text.trim() || reply.pending) return;
    void reply.submit({ EnquiryId: enquiryId, Message: text.trim(), IsContractor: isContractor });
  }
  return (
    <form onSubmit={send} className="mt-3 flex gap-2">
      <input
        aria-label={t`Reply`}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        placeholder={t`Write a reply...`}
        maxLength={5000}
        className="min-h-11 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 focus:border-amber-deep focus:outline-none focus:ring-2 focus:ring-amber-brand/50"
      />
      <Button
        type="submit"
        disabled={!text.trim()}
        pending={reply.pending}
        pendingText={t`Sending...`}
        className="min-h-11 shrink-0 rounded-lg bg-amber-brand px-4 font-semibold text-navy hover:bg-amber-400 disabled:opacity-50"
      >
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}

/** The equipment's category in the page's language (as stored on English pages). */
const categoryName = (category: string, lang: Lang) => (lang === 'hi' ? catalogueLabel('category', category, lang) : category);

const Heading = ({ children }: { children: React.ReactNode }) => <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{children}</h4>;

function ContactLines({ contact, email, phone, access }: { contact: string | null; email: string | null; phone: string | null; access: 'shown' | 'verify' }) {
  return (
    <>
      {contact && <p data-typed>{contact}</p>}
      {access === 'verify' && <ContactNotice access="verify" className="mt-2" compact />}
      {email && (
        <p className="flex items-center gap-1.5 break-all">
          <Mail aria-hidden className="size-4 shrink-0 text-slate-500" />
          <a href={`mailto:${email}`} className="underline" data-typed>
            {email}
          </a>
        </p>
      )}
      {phone && (
        <p className="flex items-center gap-1.5">
          <Phone aria-hidden className="size-4 shrink-0 text-slate-500" />
          <a href={telUrl(phone)} className="underline" data-typed>
            {phone}
          </a>
        </p>
      )}
    </>
  );
}

function VendorSide({ e, v }: { e: Thread['Equipment']; v: Thread['Vendor'] }) {
  const { t } = useLingui();
  const lang = useLang();
  if (!e && !v)
    return (
      <p className="text-slate-600">
        <Trans>This enquiry doesn't include vendor or equipment details.</Trans>
      </p>
    );
  return (
    <>
      {e && (
        <section aria-label={t`Equipment`} className="space-y-1 rounded-xl border border-slate-200 p-3">
          <Heading>
            <Trans>Equipment</Trans>
          </Heading>
          <div className="flex gap-3 md:block">
            <img
              src={e.Thumbnail || NO_IMAGE}
              onError={noImage}
              alt={e.Name}
              data-typed
              width={240}
              height={180}
              className="aspect-[4/3] w-28 shrink-0 self-start rounded-lg bg-surface object-cover md:w-full"
            />
            <div className="min-w-0 space-y-1 md:mt-2">
              <p className="font-semibold text-ink" data-typed>
                {e.Name}
              </p>
              <p className="text-slate-600" data-typed={categoryName(e.Category, lang) === e.Category ? '' : undefined}>
                {categoryName(e.Category, lang)}
              </p>
              {e.Location && (
                <p className="flex items-center gap-1.5 text-slate-600">
                  <MapPin aria-hidden className="size-4 shrink-0" /> <span data-typed>{e.Location}</span>
                </p>
              )}
            </div>
          </div>
          <Link to={e.Url} className="inline-flex min-h-11 items-center font-semibold text-amber-deep underline">
            <Trans>View Details</Trans>
          </Link>
        </section>
      )}
      {v && (
        <section aria-label={t`Vendor`} className="space-y-1 rounded-xl border border-slate-200 p-3">
          <Heading>
            <Trans>Vendor</Trans>
          </Heading>
          <p className="font-semibold text-ink" data-typed>
            {v.CompanyName}
          </p>
          <ContactLines contact={v.ContactName} email={v.Email} phone={v.Phone} access={v.ContactAccess} />
        </section>
      )}
    </>
  );
}

function ContractorSide({ c }: { c: Thread['Contractor'] }) {
  const { t } = useLingui();
  if (!c)
    return (
      <p className="text-slate-600">
        <Trans>This enquiry doesn't include contractor details.</Trans>
      </p>
    );
  const strength = c.LaborStrength;
  return (
    <section aria-label={t`Contractor`} className="space-y-1 rounded-xl border border-slate-200 p-3">
      <Heading>
        <Trans>Contractor</Trans>
      </Heading>
      <p className="font-semibold text-ink" data-typed>
        {c.CompanyName}
      </p>
      <ContactLines contact={c.ContactName} email={c.Email} phone={c.Phone} access={c.ContactAccess} />
      {c.Location && (
        <p className="flex items-center gap-1.5">
          <MapPin aria-hidden className="size-4 shrink-0 text-slate-500" /> <span data-typed>{c.Location}</span>
        </p>
      )}
      {c.LaborStrength !== null && (
        <p className="flex items-center gap-1.5">
          <Users aria-hidden className="size-4 shrink-0 text-slate-500" /> <Trans>Labor strength: {strength}</Trans>
        </p>
      )}
      <Link to={c.Url} className="inline-flex min-h-11 items-center font-semibold text-amber-deep underline">
        <Trans>View Contractor</Trans>
      </Link>
    </section>
  );
}
