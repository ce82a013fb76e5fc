import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useLocation, useRevalidator } from 'react-router';
import { useLocalNavigate as useNavigate, useLocalPath } from '../i18n/react.tsx';
import { logOut, MENU_BADGE_ID, type StoredUser } from '../lib/auth.ts';
import { roleMenu } from '../lib/role-menus.ts';
import { useUnreadReplies } from '../lib/unread-replies.ts';
import { UnreadBadge } from './unread-badge.tsx';
import { ChevronDownIcon as ChevronDown, UserIcon as CircleUserRound } from './icons.tsx';

/** The signed-in half of the header's account area (loaded only for signed-in visitors): role menu of docs/product.md#roles-and-permissions and Logout. */
export default function SignedInMenu({ viewer, manageUrl, variant = 'bar' }: { viewer: StoredUser; manageUrl: string; variant?: 'bar' | 'list' }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const { t, i18n } = useLingui();
  const localPath = useLocalPath();

  useEffect(() => setOpen(false), [pathname, search]);
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => ref.current && !ref.current.contains(e.target as Node) && setOpen(false);
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function onLogout() {
    await logOut();
    await navigate('/');
    void revalidator.revalidate();
  }

  // Client-area links stay in the page's language; the management site's exist once (pathIn leaves them).
  const items = roleMenu(viewer.Role, manageUrl).map((i) => ({ label: i18n._(i.label), href: localPath(i.href) }));
  const firstName = viewer.Name.split(' ')[0] || viewer.Name;
  // A client's badge: enquiries with a provider reply not yet opened, on the button and beside Enquiries.
  const unread = useUnreadReplies(viewer.Role === 'Client', pathname + search)?.Total ?? 0;
  const badgeFor = (href: string) => (href.includes('tab=enquiries') ? <UnreadBadge count={unread} /> : null);
  if (variant === 'list') {
    const menuButton = typeof document === 'undefined' ? null : document.getElementById(MENU_BADGE_ID);
    return (
      <ul aria-label={t`Account`} className="divide-y divide-slate-100">
        {menuButton && unread > 0 && createPortal(<UnreadBadge count={unread} />, menuButton)}
        {items.map((i) => (
          <li key={i.label}>
            <a href={i.href} className="flex items-center gap-2 py-3">
              {i.label} {badgeFor(i.href)}
            </a>
          </li>
        ))}
        <li>
          <button type="button" onClick={onLogout} className="block w-full py-3 text-left">
            <Trans>Logout</Trans>
          </button>
        </li>
      </ul>
    );
  }
  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen(!open)}
        className="flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-medium hover:bg-surface"
      >
        <CircleUserRound aria-hidden className="size-6" />
        <span data-typed className="max-w-28 truncate">
          {firstName}
        </span>
        <UnreadBadge count={unread} />
        <ChevronDown aria-hidden className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      {open && (
        <ul id="user-menu" aria-label={t`Account`} className="absolute right-0 z-50 mt-1 w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
          <li data-typed className="truncate px-3 py-2 text-sm text-slate-600">
            {viewer.Email}
          </li>
          {items.map((i) => (
            <li key={i.label}>
              <a href={i.href} className="flex items-center gap-2 rounded px-3 py-2.5 hover:bg-surface">
                {i.label} {badgeFor(i.href)}
              </a>
            </li>
          ))}
          <li>
            <button type="button" onClick={onLogout} className="block w-full rounded px-3 py-2.5 text-left hover:bg-surface">
              <Trans>Logout</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
