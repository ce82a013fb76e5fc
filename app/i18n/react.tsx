import { LinguiContext, useLingui } from '@lingui/react';
import { forwardRef, useCallback, useMemo } from 'react';
import { type LinkProps, type NavigateOptions, type NavLinkProps, Link as RouterLink, NavLink as RouterNavLink, type To, useNavigate } from 'react-router';
import { i18nFor } from './i18n.ts';
import { formatFor } from '../lib/format.ts';
import { type Lang, pathIn } from './lang.ts';

/** Gives the page's language to every `<Trans>`, `useLingui()` and the helpers below (docs/decisions/048-hindi-site.md). */
export function LangProvider({ lang, children }: { lang: Lang; children: React.ReactNode }) {
  const value = useMemo(() => {
    const i18n = i18nFor(lang);
    return { i18n, _: i18n.t.bind(i18n) };
  }, [lang]);
  return <LinguiContext.Provider value={value}>{children}</LinguiContext.Provider>;
}

/** The language of the page being shown. */
export const useLang = (): Lang => (useLingui().i18n.locale === 'hi' ? 'hi' : 'en');

/** `to` in the page's language: '/equipments' on a Hindi page is '/hi/equipments'. */
export function localTo(to: To, lang: Lang): To {
  if (typeof to === 'string') return pathIn(to, lang);
  return to.pathname ? { ...to, pathname: pathIn(to.pathname, lang) } : to;
}

/** A function that puts a site path into the page's language (for hrefs, form actions and navigate()). */
export function useLocalPath(): (path: string) => string {
  const lang = useLang();
  return useCallback((path: string) => pathIn(path, lang), [lang]);
}

/** useNavigate() that stays in the page's language. */
export function useLocalNavigate() {
  const navigate = useNavigate();
  const lang = useLang();
  return useCallback((to: To, options?: NavigateOptions) => navigate(localTo(to, lang), options), [navigate, lang]);
}

/**
 * React Router's Link and NavLink, but a site path stays in the page's language. Use these for every link
 * between pages; a path that exists once (the provider workspace, files) is left as it is.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  const lang = useLang();
  return <RouterLink ref={ref} to={localTo(to, lang)} {...rest} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ to, ...rest }, ref) {
  const lang = useLang();
  return <RouterNavLink ref={ref} to={localTo(to, lang)} {...rest} />;
});

/** The formatting module (app/lib/format.ts) bound to the page's language. */
export function useFormat() {
  const lang = useLang();
  return useMemo(() => formatFor(lang), [lang]);
}
