import { ChevronDown, Menu, Search, X } from 'lucide-react';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import type { StoredUser } from '../lib/auth.ts';
import { EQUIPMENT_TILES, equipmentCategoryUrl, registerUrl } from '../lib/links.ts';
import { UserMenu } from './user-menu.tsx';

const COMPANY = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/terms', label: 'Terms & Conditions' },
  { to: '/privacy', label: 'Privacy Policy' },
];

function Dropdown({ label, items }: { label: string; items: { to: string; label: string }[] }) {
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1 px-3 font-medium hover:text-amber-deep [&::-webkit-details-marker]:hidden">
        {label} <ChevronDown aria-hidden className="size-4 transition group-open:rotate-180" />
      </summary>
      <ul className="absolute left-0 z-30 mt-1 w-60 rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {items.map((i) => (
          <li key={i.to}>
            <Link to={i.to} className="block rounded px-3 py-2.5 hover:bg-surface">
              {i.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Header (spec §2): Home, Equipment dropdown, Contractors, Company dropdown, search, free listing. */
export function SiteHeader({ manageUrl, viewer }: { manageUrl: string; viewer: StoredUser | null }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const equipmentItems = EQUIPMENT_TILES.map((t) => ({ to: equipmentCategoryUrl(t.cat), label: `${t.label} Equipment` }));
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        <Link to="/" aria-label="BuildMart home" className="shrink-0">
          <img src="/logo.svg" alt="BuildMart" width={pathname === '/' ? 150 : 96} height={pathname === '/' ? 32 : 20} data-testid="site-logo" />
        </Link>
        <nav aria-label="Main" className="hidden flex-1 items-center lg:flex">
          <NavLink to="/" end className="flex min-h-11 items-center px-3 font-medium hover:text-amber-deep">
            Home
          </NavLink>
          <Dropdown label="Equipment" items={equipmentItems} />
          <NavLink to="/contractors" className="flex min-h-11 items-center px-3 font-medium hover:text-amber-deep">
            Contractors
          </NavLink>
          <Dropdown label="Company" items={COMPANY} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <Link to="/equipments" aria-label="Search" className="flex size-11 items-center justify-center rounded-full hover:bg-surface">
            <Search aria-hidden className="size-5" />
          </Link>
          <div className="hidden lg:block">
            <UserMenu viewer={viewer} manageUrl={manageUrl} />
          </div>
          <a
            href={registerUrl(manageUrl)}
            target="_blank"
            rel="noopener"
            className="hidden rounded-lg bg-amber-brand px-4 py-2.5 font-semibold text-navy hover:bg-amber-400 sm:inline-block"
          >
            List for free
          </a>
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-full hover:bg-surface lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen(!open)}
          >
            {open ? <X aria-hidden /> : <Menu aria-hidden />}
          </button>
        </div>
      </div>
      {open && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t border-slate-200 px-4 pb-4 lg:hidden">
          <ul className="divide-y divide-slate-100">
            {[{ to: '/', label: 'Home' }, ...equipmentItems, { to: '/contractors', label: 'Contractors' }, ...COMPANY].map((i) => (
              <li key={i.to}>
                <Link to={i.to} className="block py-3" onClick={() => setOpen(false)}>
                  {i.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={registerUrl(manageUrl)} target="_blank" rel="noopener" className="block py-3 font-semibold text-amber-deep">
                List your equipment or company for free
              </a>
            </li>
          </ul>
          <UserMenu viewer={viewer} manageUrl={manageUrl} variant="list" />
        </nav>
      )}
    </header>
  );
}
