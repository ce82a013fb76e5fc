import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, MailCheck } from 'lucide-react';
import { Link } from '../i18n/react.tsx';
import type { ContactAccess } from '../../contract/contact-access.ts';
import { askToLogin } from '../lib/login-prompt.ts';
import { verifyEmailUrl } from '../lib/role-menus.ts';

/** The contract's CONTACT_MESSAGES (the same English words) in the page's language. */
const CONTACT_TEXTS = {
  login: msg`Log in to see contact details`,
  verify: msg`Verify your email to see contact details`,
  limit: msg`You have seen the contact details of as many providers and workers as we show in one day. They will show again tomorrow.`,
};

/** Why a visitor sees no phone or email, in the page's language. */
export function useContactMessages(): Record<keyof typeof CONTACT_TEXTS, string> {
  const { i18n } = useLingui();
  return { login: i18n._(CONTACT_TEXTS.login), verify: i18n._(CONTACT_TEXTS.verify), limit: i18n._(CONTACT_TEXTS.limit) };
}

/**
 * What a visitor sees instead of a provider's or worker's phone and email (docs/decisions/022):
 * a guest the login button, a signed-in account whose email is not verified the way to verify it,
 * an account past its daily count why there is nothing today. Nothing for other states.
 * `compact` (list cards, repeated down the page) leaves out the explanation.
 */
export function ContactNotice({ access, className = '', compact = false }: { access: ContactAccess; className?: string; compact?: boolean }) {
  const CONTACT_MESSAGES = useContactMessages();
  switch (access) {
    case 'login':
      return (
        <button type="button" onClick={askToLogin} className={`min-h-11 w-full rounded-lg border-2 border-navy px-3 font-semibold text-navy hover:bg-surface ${className}`}>
          {CONTACT_MESSAGES.login}
        </button>
      );
    case 'verify':
      return (
        <div role="note" data-testid="contact-verify" className={`rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 ${className}`}>
          <p className="flex items-start gap-2 font-semibold">
            <MailCheck aria-hidden className="mt-0.5 size-4 shrink-0" /> {CONTACT_MESSAGES.verify}
          </p>
          {!compact && (
            <p className="mt-1">
              <Trans>We show phone numbers and emails only to accounts with a verified email, to keep them away from spammers.</Trans>
            </p>
          )}
          <Link to={verifyEmailUrl()} className="mt-2 inline-flex min-h-11 items-center rounded-lg bg-amber-brand px-4 font-semibold text-navy hover:bg-amber-400">
            <Trans>Verify my email</Trans>
          </Link>
        </div>
      );
    case 'limit':
      return (
        <p role="note" data-testid="contact-limit" className={`flex items-start gap-2 rounded-lg border border-slate-300 bg-surface p-3 text-sm text-slate-800 ${className}`}>
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0" /> {CONTACT_MESSAGES.limit}
        </p>
      );
    default:
      return null;
  }
}
