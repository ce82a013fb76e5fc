import { MenuIcon as Menu, SearchIcon as Search, XIcon as X } from './icons.tsx';
import { Suspense, useRef, useState } from 'react';
import { lazyPart } from '../i18n/lazy-part.ts';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { stripLang } from '../i18n/lang.ts';
import { Link, NavLink } from '../i18n/react.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MENU_BADGE_ID, type StoredUser } from '../lib/auth.ts';
import { useBackCloses } from '../lib/back-closes.ts';
import { EQUIPMENT_TILES, equipmentCategoryUrl, registerUrl } from '../lib/links.ts';
import { UserMenu } from './user-menu.tsx';
import { ExternalLink, NavDropdown } from './nav-dropdown.tsx';

const loadSearchDialog = () => import('./search/search-dialog.tsx');
const SearchDialog = lazyPart(loadSearchDialog);

const COMPANY = [
  { to: '/about', label: msg`About Us` },
  { to: '/contact', label: msg`Contact Us` },
  { to: '/terms', label: msg`Terms & Conditions` },
  { to: '/privacy', label: msg`Privacy Policy` },
];

const navLink = 'flex min-h-11 items-center px-3 font-medium hover:text-amber-deep';

/** Header (docs/product.md#header-and-menus): Home, Equipment dropdown, Contractors, Company dropdown, search, free listing. */
export function SiteHeader({ manageUrl, viewer }: { manageUrl: string; viewer: StoredUser | null }) {
  const { pathname } = useLocation();
  const { t, i18n } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  // Back closes the open phone menu and stays on the page (docs/decisions/046-the-back-button.md).
  useBackCloses(menuOpen, () => setMenuOpen(false));
  // undefined until the first click: only then is the dialog's code fetched.
  const [searchOpen, setSearchOpen] = useState<boolean>();
  const searchButton = useRef<HTMLButtonElement>(null);
  const equipmentItems = EQUIPMENT_TILES.map((tile) => ({ to: equipmentCategoryUrl(tile.cat), label: i18n._(tile.menu) }));
  const company = COMPANY.map((c) => ({ to: c.to, label: i18n._(c.label) }));
  const listing = [
    { to: registerUrl(manageUrl, 'vendor'), label: t`Vendor: list your equipment`, external: true },
    { to: registerUrl(manageUrl, 'contractor'), label: t`Contractor: list your company`, external: true },
  ];
  const home = stripLang(pathname) === '/';
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
        {/* The home page's larger logo gives way on a narrow phone (360 px and under) before the language switch does. */}
        <Link to="/" aria-label={t`BuildMart home`} className={home ? 'min-w-24 shrink' : 'shrink-0'}>
          <img src="/logo.svg" alt="BuildMart" width={home ? 150 : 96} height={home ? 32 : 20} className={home ? 'h-auto max-w-full' : undefined} data-testid="site-logo" />
        </Link>
        <nav aria-label={t`Main`} className="hidden flex-1 items-center lg:flex">
          <NavLink to="/" end className={navLink}>
            {t`Home`}
          </NavLink>
          <NavDropdown label={t`Equipment`} items={equipmentItems} />
          <NavLink to="/contractors" className={navLink}>
            {t`Contractors`}
          </NavLink>
          <NavDropdown label={t`Company`} items={company} />
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <button
            ref={searchButton}
            type="button"
            aria-label={t`Open search`}
            aria-haspopup="dialog"
            onPointerEnter={loadSearchDialog}
            onFocus={loadSearchDialog}
            onClick={() => {
              setMenuOpen(false);
              setSearchOpen(true);
            }}
            className="flex size-11 items-center justify-center rounded-full hover:bg-surface"
          >
            <Search className="size-5" />
          </button>
          <LanguageSwitch className="flex min-h-11 shrink-0 items-center whitespace-nowrap px-2 font-medium text-slate-700 hover:text-amber-deep" />
          <div className="hidden sm:block">
            <NavDropdown label={t`Free Listing`} items={listing} align="right-0" summaryClassName="rounded-lg bg-amber-brand px-4 font-semibold text-navy hover:bg-amber-400" />
          </div>
          <div className="hidden lg:block">
            <UserMenu viewer={viewer} manageUrl={manageUrl} />
          </div>
          {/*
            The phone menu is a native disclosure, so it opens before the JavaScript arrives (and without it);
            once hydrated React keeps its state, closes it on a link and labels it (docs/decisions/037-pages-before-javascript.md).
            The menu is absolutely placed under the header row, whose sticky header is its containing block.
          */}
          <details className="group/menu lg:hidden" open={menuOpen} onToggle={(e) => setMenuOpen(e.currentTarget.open)}>
            {/* The summary is the native disclosure button; role="button" keeps it a named button in every accessibility tree. */}
            <summary
              role="button"
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              aria-label={menuOpen ? t`Close menu` : t`Open menu`}
              className="relative flex size-11 cursor-pointer list-none items-center justify-center rounded-full hover:bg-surface [&::-webkit-details-marker]:hidden"
            >
              {/* A signed-in client's count of new replies lands here (user-menu-signed-in.tsx); the menu's Enquiries link says it in words. */}
              <span id={MENU_BADGE_ID} aria-hidden className="absolute -right-1 -top-1 group-open/menu:hidden" />
              <Menu className="group-open/menu:hidden" />
              <X className="hidden group-open/menu:block" />
            </summary>
            <MobileMenu items={equipmentItems} company={company} listing={listing} viewer={viewer} manageUrl={manageUrl} onPick={() => setMenuOpen(false)} />
          </details>
        </div>
      </div>
      {searchOpen !== undefined && (
        <Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} returnFocus={() => searchButton.current?.focus()} />
        </Suspense>
      )}
    </header>
  );
}

function MobileMenu({
  items,
  company,
  listing,
  viewer,
  manageUrl,
  onPick,
}: {
  items: { to: string; label: string }[];
  company: { to: string; label: string }[];
  listing: { to: string; label: string }[];
  viewer: StoredUser | null;
  manageUrl: string;
  onPick: () => void;
}) {
  const { t } = useLingui();
  return (
    <nav
      id="mobile-menu"
      aria-label={t`Mobile`}
      className="absolute inset-x-0 top-full max-h-[calc(100vh-4rem)] overflow-y-auto border-y border-slate-200 bg-white px-4 pb-4 shadow-lg"
    >
      <ul className="divide-y divide-slate-100">
        {[{ to: '/', label: t`Home` }, ...items, { to: '/contractors', label: t`Contractors` }, ...company].map((i) => (
          <li key={i.to}>
            <Link to={i.to} className="block py-3" onClick={onPick}>
              {i.label}
            </Link>
          </li>
        ))}
        {listing.map((i) => (
          <li key={i.to}>
            <ExternalLink href={i.to} className="block py-3 font-semibold text-amber-deep">
              {t`${i.label} for free`}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <UserMenu viewer={viewer} manageUrl={manageUrl} variant="list" />
    </nav>
  );
}
