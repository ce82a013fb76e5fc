import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Lang } from './lang.ts';

/**
 * One Lingui instance per language, each activated once and never switched (docs/decisions/048-hindi-site.md).
 * A request never changes an instance's locale, so concurrent server renders in English and Hindi cannot
 * leak into each other — the same guarantee as an instance per request, without rebuilding one per render.
 * The catalogues are loaded into them by the modules that own them: the language layouts
 * (app/routes/lang-en.tsx, lang-hi.tsx) and the provider and admin frames, so a browser only downloads
 * the catalogues of the pages it shows; the server loads them all (app/i18n/server-catalogs.ts).
 */
const instances: Record<Lang, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
  hi: setupI18n({ locale: 'hi', messages: { hi: {} } }),
};

export const i18nFor = (lang: Lang): I18n => instances[lang];

/** Adds a compiled catalogue (a .po file imported through @lingui/vite-plugin) to a language. */
export function loadCatalog(lang: Lang, messages: Messages) {
  instances[lang].load(lang, messages);
}
