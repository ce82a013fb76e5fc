import { Trans, useLingui } from '@lingui/react/macro';
import { Mail, MessageCircle, Phone, Send, Star } from 'lucide-react';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { lazyPart } from '../../i18n/lazy-part.ts';
import type { ContactAccess } from '../../../contract/contact-access.ts';
import { useLocalPath } from '../../i18n/react.tsx';
import { useContactMessages } from '../contact-notice.tsx';
import { telUrl, whatsappUrl } from '../../../lib/phone.ts';
import { onPendingAction, requireLogin } from '../../lib/pending-action.ts';
import { verifyEmailUrl } from '../../lib/role-menus.ts';

const EnquiryDialog = lazyPart(() => import('./enquiry-dialog.tsx'));
const ReviewDialog = lazyPart(() => import('./review-dialog.tsx'));

/** The listing the actions are about; `myReview`: the signed-in client's own review of it, if any. */
export type ListingTarget = {
  kind: 'equipment' | 'contractor';
  id: number;
  name: string;
  vendorId?: number;
  myReview?: { Stars: number; Text: string } | null;
  /** A review written from the client's enquiry thread: a "Verified hire" when the provider replied in it (docs/decisions/058). */
  enquiryId?: number;
};

const itemClass =
  'flex min-h-14 flex-col items-center justify-center gap-1 text-xs font-medium lg:flex-row lg:justify-start lg:gap-3 lg:rounded-lg lg:px-3 lg:text-base lg:hover:bg-surface';

/**
 * The detail pages' action bar (docs/product.md#detail-pages): WhatsApp (country code 91), Call, Mail, Send Enquiry,
 * Leave a Review. Every action needs login: guests get the login prompt, and a tapped Send Enquiry
 * or Leave a Review opens once they are signed in (docs/product.md#accounts-and-sessions). The provider's phone and email reach
 * the page only when the server revealed them (`access`, docs/decisions/022): until the account's
 * email is verified the three contact actions lead to the verify screen; past the daily count they
 * are disabled (the notice above the bar says why). A sticky bottom bar on phones, a side card on
 * desktop.
 */
export function ContactBar({ target, phone, email, access }: { target: ListingTarget; phone: string | null; email: string | null; access: ContactAccess }) {
  const [open, setOpen] = useState<'enquiry' | 'review' | null>(null);
  const ref = `${target.kind}:${target.id}`;
  useEffect(() => onPendingAction(ref, (p) => setOpen(p.action === 'review' ? 'review' : 'enquiry')), [ref]);
  const close = useCallback(() => setOpen(null), []);
  const { t } = useLingui();
  const local = useLocalPath();
  const CONTACT_MESSAGES = useContactMessages();

  const verify = access === 'verify' ? local(verifyEmailUrl()) : undefined;
  const links =
    access === 'shown'
      ? [
          { key: 'whatsapp', label: 'WhatsApp', icon: MessageCircle, href: whatsappUrl(phone) },
          { key: 'call', label: t`Call`, icon: Phone, href: phone ? telUrl(phone) : undefined },
          { key: 'mail', label: t`Mail`, icon: Mail, href: email ? `mailto:${email}` : undefined },
        ]
      : [
          { key: 'whatsapp', label: 'WhatsApp', icon: MessageCircle, href: verify },
          { key: 'call', label: t`Call`, icon: Phone, href: verify },
          { key: 'mail', label: t`Mail`, icon: Mail, href: verify },
        ];
  const whyNot = access === 'shown' ? t`Not given by this provider` : access === 'limit' ? CONTACT_MESSAGES.limit : undefined;

  return (
    <>
      <div
        id="enquire"
        className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-slate-200 bg-white lg:static lg:grid-cols-1 lg:gap-2 lg:rounded-xl lg:border lg:p-4"
      >
        {links.map((a) =>
          a.href ? (
            <a
              key={a.key}
              href={a.href}
              title={verify ? CONTACT_MESSAGES.verify : undefined}
              className={itemClass}
              {...(a.key === 'whatsapp' && !verify ? { target: '_blank', rel: 'noopener' } : {})}
            >
              <a.icon aria-hidden className="size-5" /> {a.label}
            </a>
          ) : (
            <button
              key={a.key}
              type="button"
              disabled={access !== 'login'}
              title={whyNot}
              onClick={() => requireLogin({ action: 'enquiry', ref: `contact:${ref}` })}
              className={`${itemClass} disabled:text-slate-400`}
            >
              <a.icon aria-hidden className="size-5" /> {a.label}
            </button>
          ),
        )}
        <button type="button" onClick={() => requireLogin({ action: 'enquiry', ref }) && setOpen('enquiry')} className={itemClass}>
          <Send aria-hidden className="size-5" /> <Trans>Send Enquiry</Trans>
        </button>
        <button type="button" onClick={() => requireLogin({ action: 'review', ref }) && setOpen('review')} className={itemClass}>
          <Star aria-hidden className="size-5" /> <Trans>Leave a Review</Trans>
        </button>
      </div>
      {open && <Suspense fallback={null}>{open === 'enquiry' ? <EnquiryDialog target={target} onClose={close} /> : <ReviewDialog target={target} onClose={close} />}</Suspense>}
    </>
  );
}
