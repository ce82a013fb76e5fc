import { Mail, MessageCircle, Phone, Send, Star } from 'lucide-react';
import { askToLogin } from '../lib/login-prompt.ts';


/**
 * The detail pages' action bar (spec §2): WhatsApp (country code 91), Call, Mail, Send Enquiry,
 * Leave a Review. Every action needs login; guests get the login prompt. A sticky bottom bar on
 * phones, a side card on desktop (DESIGN.md).
 */
export function ContactBar({ phone, email }: { phone: string | null; email: string | null }) {
  const digits = phone?.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '') ?? '';
  const actions = [
    { label: 'WhatsApp', icon: MessageCircle, href: digits ? `https://wa.me/91${digits}` : undefined },
    { label: 'Call', icon: Phone, href: digits ? `tel:+91${digits}` : undefined },
    { label: 'Mail', icon: Mail, href: email ? `mailto:${email}` : undefined },
    { label: 'Send Enquiry', icon: Send, href: undefined },
    { label: 'Leave a Review', icon: Star, href: undefined },
  ];
  return (
    <div id="enquire" className="fixed inset-x-0 bottom-0 z-30 grid grid-cols-5 border-t border-slate-200 bg-white lg:static lg:grid-cols-1 lg:gap-2 lg:rounded-xl lg:border lg:p-4">
      {actions.map((a) =>
        a.href ? (
          <a key={a.label} href={a.href} className="flex min-h-14 flex-col items-center justify-center gap-1 text-xs font-medium lg:flex-row lg:justify-start lg:gap-3 lg:rounded-lg lg:px-3 lg:text-base lg:hover:bg-surface">
            <a.icon aria-hidden className="size-5" /> {a.label}
          </a>
        ) : (
          <button key={a.label} type="button" onClick={askToLogin} className="flex min-h-14 flex-col items-center justify-center gap-1 text-xs font-medium lg:flex-row lg:justify-start lg:gap-3 lg:rounded-lg lg:px-3 lg:text-base lg:hover:bg-surface">
            <a.icon aria-hidden className="size-5" /> {a.label}
          </button>
        ),
      )}
    </div>
  );
}
