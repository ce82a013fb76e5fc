import { ChevronDownIcon as ChevronDown } from './icons.tsx';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link } from '../i18n/react.tsx';

export type NavItem = { to: string; label: string; external?: boolean };

/** A link that leaves the site for the management site: new tab, said so to screen readers. */
export const ExternalLink = ({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) => (
  <a href={href} target="_blank" rel="noopener" className={className}>
    {children}
    <span className="sr-only">
      {' '}
      <Trans>(opens in a new tab)</Trans>
    </span>
  </a>
);

/**
 * A header menu on a native disclosure (<details>): Enter or Space on its summary opens it (also
 * before the JavaScript arrives), Tab walks its links. Escape closes it and gives the focus back to
 * the summary; it also closes when the focus or a click goes elsewhere, and once a link is chosen.
 */
export function NavDropdown({ label, items, summaryClassName, align = 'left-0' }: { label: string; items: NavItem[]; summaryClassName?: string; align?: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const away = (e: Event) => {
      if (!ref.current?.contains(e.target as Node)) ref.current?.removeAttribute('open');
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, []);
  const item = 'block rounded px-3 py-2.5 hover:bg-surface';
  return (
    <details
      ref={ref}
      className="group relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && ref.current?.open) {
          ref.current.open = false;
          ref.current.querySelector('summary')?.focus();
        }
      }}
      onClick={(e) => {
        if ((e.target as Element).closest('a')) ref.current!.open = false;
      }}
    >
      <summary
        className={`flex min-h-11 cursor-pointer list-none items-center gap-1 [&::-webkit-details-marker]:hidden ${summaryClassName ?? 'px-3 font-medium hover:text-amber-deep'}`}
      >
        {label} <ChevronDown className="size-4 transition group-open:rotate-180" />
      </summary>
      <ul className={`absolute z-30 mt-1 w-64 rounded-lg border border-slate-200 bg-white p-1 text-ink shadow-lg ${align}`}>
        {items.map((i) => (
          <li key={i.to}>
            {i.external ? (
              <ExternalLink href={i.to} className={item}>
                {i.label}
              </ExternalLink>
            ) : (
              <Link to={i.to} className={item}>
                {i.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
