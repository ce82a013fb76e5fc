import { Trans } from '@lingui/react/macro';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation, useNavigationType, useRouteLoaderData } from 'react-router';
import { stepOverStaleLayer } from './lib/back-closes.ts';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import { SiteFooter } from './components/site-footer.tsx';
import { SiteHeader } from './components/site-header.tsx';
import { ToasterHost } from './components/ui/toaster-host.tsx';
import { AuthHost } from './components/auth/auth-host.tsx';
import { PageError } from './components/page-error.tsx';
import type { StoredUser } from './lib/auth.ts';
import { htmlLang, langOfPath } from './i18n/lang.ts';
import { LangProvider } from './i18n/react.tsx';
import { LanguageSuggestion } from './components/language-switch.tsx';
import { afterHydration, HydrateLater } from './lib/hydrate-later.tsx';

export const links: Route.LinksFunction = () => [
  // `precedence` makes it a React stylesheet resource, which React writes at the top of <head>, ahead
  // of the route modules' modulepreload links: otherwise the one render-blocking file is asked for
  // after ~20 scripts and, over HTTP/1.1's six connections, waits for them (docs/decisions/038).
  { rel: 'stylesheet', href: stylesheet, precedence: 'default' },
  { rel: 'icon', href: '/logo.svg', type: 'image/svg+xml' },
];

/** Only whitelisted configuration reaches the browser (server/config.ts publicConfig). */
export function loader({ context }: Route.LoaderArgs) {
  const v = context.ctx.viewer;
  // The signed-in user as the browser stores it (ys_user), so the header renders the right menu on the server.
  const viewer: StoredUser | null = v ? { UserId: v.userId, Name: v.name, Email: v.email, Phone: v.phone ?? null, Role: v.role } : null;
  return { config: context.config, viewer };
}

const FALLBACK = { siteUrl: '', manageUrl: '', supportEmail: '', supportPhone: '' };

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const config = data?.config ?? FALLBACK;
  const { pathname } = useLocation();
  // The page's language is its address's: '/hi/…' is Hindi (docs/decisions/048-hindi-site.md).
  const lang = langOfPath(pathname);
  // Read, not a dependency: only a change of path scrolls (a filter change after a Back must not).
  const type = useNavigationType();
  const navigationType = useRef(type);
  navigationType.current = type;
  // docs/product.md#header-and-menus: the page scrolls to the top on every path change — not at hydration, where the
  // page is already where the visitor scrolled it before the JavaScript ran (docs/decisions/037-pages-before-javascript.md),
  // and not on Back/Forward, where <ScrollRestoration/> has just put the page back where it was (docs/decisions/046).
  const hydrating = useRef(true);
  useEffect(() => {
    if (hydrating.current) {
      hydrating.current = false;
      return;
    }
    if (navigationType.current === 'POP') return;
    window.scrollTo(0, 0);
  }, [pathname]);
  // A reload or a navigation from an open dialog can leave its Back-closes entry behind (docs/decisions/046).
  useEffect(stepOverStaleLayer, []);
  // Marks the moment the page became a React app (every button works from here on: the last of its parts has
  // hydrated, app/lib/hydrate-later.tsx): what bench/slow-network.ts and the browser tests wait for instead of
  // guessing (docs/decisions/038).
  useEffect(() => {
    afterHydration(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return (
    <Html lang={htmlLang(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f1e36" />
        <HydrateLater>
          <Meta />
          <Links />
        </HydrateLater>
      </head>
      <body className="flex min-h-screen flex-col">
        <LangProvider lang={lang}>
          <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
            <Trans>Skip to content</Trans>
          </a>
          <ToasterHost />
          <AuthHost viewer={data?.viewer ?? null} />
          <LanguageSuggestion />
          <HydrateLater>
            <SiteHeader manageUrl={config.manageUrl} viewer={data?.viewer ?? null} />
          </HydrateLater>
          <div id="main" className="flex-1">
            <HydrateLater>{children}</HydrateLater>
          </div>
          <HydrateLater>
            <SiteFooter supportEmail={config.supportEmail} supportPhone={config.supportPhone} manageUrl={config.manageUrl} />
          </HydrateLater>
        </LangProvider>
        <HydrateLater>
          <ScrollRestoration />
          <Scripts />
        </HydrateLater>
      </body>
    </Html>
  );
}

/**
 * The document element. Preact renders into `document` as into `<html>` (docs/decisions/063-preact.md), so in the
 * browser the root renders html's children and keeps html's `lang` itself; the server renders the element.
 */
function Html({ lang, children }: { lang: string; children: React.ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  if (typeof document === 'undefined') return <html lang={lang}>{children}</html>;
  return <>{children}</>;
}

export default function App() {
  return <Outlet />;
}

/** The site's one error boundary: every failed page renders here, inside the header and footer (docs/decisions/028). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} />;
}
