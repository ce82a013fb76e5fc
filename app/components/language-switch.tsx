import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isBilingual, LANG_COOKIE, type Lang, langOfPath, pathIn } from '../i18n/lang.ts';

/** Remembers the visitor's choice for a year; it is only read to suggest a language (docs/decisions/048-hindi-site.md). */
export function rememberLang(lang: Lang) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain, non-secret preference read by the browser only.
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

function rememberedLang(): Lang | undefined {
  const m = new RegExp(`(?:^|; )${LANG_COOKIE}=(en|hi)(?:;|$)`).exec(document.cookie);
  return m ? (m[1] as Lang) : undefined;
}

/** The same page and query in the other language; a plain link, so it works before the JavaScript and for crawlers. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { pathname, search } = useLocation();
  if (!isBilingual(pathname)) return null;
  const other: Lang = langOfPath(pathname) === 'hi' ? 'en' : 'hi';
  return (
    <a
      href={pathIn(pathname + search, other)}
      hrefLang={other === 'hi' ? 'hi-IN' : 'en-IN'}
      lang={other === 'hi' ? 'hi' : 'en'}
      onClick={(e) => {
        rememberLang(other);
        // A screen may have changed its query in place (history.replaceState: the client area's tabs and pages):
        // follow the address as it is now, not as the router last saw it.
        e.currentTarget.href = pathIn(window.location.pathname + window.location.search, other);
      }}
      className={className}
    >
      {other === 'hi' ? 'हिन्दी' : 'English'}
    </a>
  );
}

/**
 * A one-line offer of the other language when the visitor chose it before (the cookie) or, never having
 * chosen, their browser prefers Hindi. Never a redirect: search engines and shared links reach both
 * languages as they are. Shown after hydration only, so cached pages stay the same for everyone.
 */
export function LanguageSuggestion() {
  const { pathname, search } = useLocation();
  const [offer, setOffer] = useState<Lang>();
  const lang = langOfPath(pathname);
  useEffect(() => {
    if (!isBilingual(pathname)) return setOffer(undefined);
    const chosen = rememberedLang();
    const wanted = chosen ?? (navigator.languages?.[0]?.toLowerCase().startsWith('hi') ? 'hi' : undefined);
    setOffer(wanted && wanted !== lang ? wanted : undefined);
  }, [pathname, lang]);
  if (!offer) return null;
  return (
    <aside aria-label={offer === 'hi' ? 'भाषा' : 'Language'} lang={offer === 'hi' ? 'hi' : 'en'} className="border-b border-amber-200 bg-amber-50 text-sm">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <span>{offer === 'hi' ? 'यह पेज हिन्दी में भी है।' : 'This page is also in English.'}</span>
        <a href={pathIn(pathname + search, offer)} onClick={() => rememberLang(offer)} className="font-semibold text-amber-deep underline">
          {offer === 'hi' ? 'हिन्दी में देखें' : 'View in English'}
        </a>
        <button
          type="button"
          onClick={() => {
            rememberLang(lang);
            setOffer(undefined);
          }}
          className="ml-auto min-h-9 px-2 text-slate-600 underline"
        >
          {lang === 'hi' ? <Trans>Stay in Hindi</Trans> : <Trans>Stay in English</Trans>}
        </button>
      </div>
    </aside>
  );
}
