/**
 * The site's two languages and their URLs (docs/decisions/048-hindi-site.md): English unprefixed, Hindi
 * under /hi. Browser-safe and dependency-free: links, the header switch, meta tags and the server use it.
 */
export const LANGS = ['en', 'hi'] as const;
export type Lang = (typeof LANGS)[number];

/** The cookie that remembers the visitor's choice of language. It only ever suggests, never redirects. */
export const LANG_COOKIE = 'lang';

/** `<html lang>`: English pages keep 'en-IN'; Hindi pages say 'hi'. */
export const htmlLang = (lang: Lang) => (lang === 'hi' ? 'hi' : 'en-IN');
/** The locale for Intl (numbers, money, dates) and hreflang. */
export const intlLocale = (lang: Lang) => (lang === 'hi' ? 'hi-IN' : 'en-IN');
/** Open Graph's spelling of the locale. */
export const ogLocale = (lang: Lang) => (lang === 'hi' ? 'hi_IN' : 'en_IN');

export const isLang = (v: unknown): v is Lang => v === 'en' || v === 'hi';

/** The language a path is in: '/hi' and '/hi/…' are Hindi, everything else English. */
export const langOfPath = (pathname: string): Lang => (/^\/hi(?:[/?#]|$)/.test(pathname) ? 'hi' : 'en');

/** The language of the page the browser shows; 'en' on the server (nothing there reads it per page). */
export const browserPageLang = (): Lang => (typeof window === 'undefined' ? 'en' : langOfPath(window.location.pathname));

/** A path without its language prefix: '/hi/equipments?q=jcb' → '/equipments?q=jcb', '/hi' → '/'. */
export function stripLang(path: string): string {
  if (langOfPath(path) !== 'hi') return path;
  const rest = path.slice(3);
  return rest === '' || rest[0] !== '/' ? `/${rest}` : rest;
}

/**
 * Whether a page exists in both languages: every public, account and client screen. The provider and admin
 * workspaces, the API, its docs and files (anything with a dot in its last segment) exist once.
 */
export function isBilingual(path: string): boolean {
  const p = stripLang(path).split(/[?#]/)[0]!;
  if (!p.startsWith('/')) return false;
  if (/^\/(manage|admin|api|docs|uploads|catalogue|assets)(\/|$)/.test(p)) return false;
  return !/\.[a-z0-9]+$/i.test(p);
}

/**
 * The same page in `lang`: '/equipments?q=jcb' → '/hi/equipments?q=jcb' and back. Paths that exist once,
 * and anything that is not a site path (a full URL, '#top', 'mailto:'), are returned unchanged.
 */
export function pathIn(path: string, lang: Lang): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const bare = stripLang(path);
  if (lang === 'en' || !isBilingual(bare)) return bare;
  return `/hi${bare}`;
}
