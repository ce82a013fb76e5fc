import { type I18n, type Messages, setupI18n } from '@lingui/core';
import type { Lang } from './lang.ts';

/**
 * One Lingui instance per language, each activated once and never switched (docs/decisions/048-hindi-site.md).
 * A request never changes an instance's locale, so concurrent server renders in English and Hindi cannot
 * leak into each other — the same guarantee as an instance per request, without rebuilding one per render.
 * English needs no catalogue (each text travels with its code: scripts/vite-lingui-macro.ts). The Hindi
 * catalogue is loaded by the Hindi layout (app/routes/lang-hi.tsx): on the server whole, in the browser
 * first the texts of the page (app/i18n/page-messages.server.ts), then the rest.
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

/**
 * Adds the rest of a language's catalogue once it arrives (wholeCatalogueReady, below). Nothing on the page
 * changes when every text it showed was there, so the texts are added without a re-render; when some text
 * was missing (a part loaded with React's own lazy rather than lazyPart), the instance announces the change
 * and the page renders again with it.
 */
function completeCatalog(lang: Lang, messages: Messages) {
  const i18n = instances[lang];
  if (missed.has(lang)) i18n.load(lang, messages);
  else Object.assign(i18n.messages, messages);
}

/** The rest of a language's catalogue, while a page has only its own texts (app/routes/lang-hi.tsx says how to fetch it). */
const rest: Partial<Record<Lang, { fetch: () => Promise<Messages>; done?: Promise<void> }>> = {};

/** The page hydrates with its own texts; the rest of the catalogue is fetched later, once, through `fetchRest`. */
export function deferRestOfCatalogue(lang: Lang, fetchRest: () => Promise<Messages>) {
  rest[lang] = { fetch: fetchRest };
}

/**
 * Settles once every text of the language is in the browser, asking for the rest of its catalogue if nobody
 * has yet: at once for English (its texts travel with the code), on the server and after a whole load. A
 * part that loads its own code (a menu, a dialog: app/i18n/lazy-part.ts) waits for it, so it never shows
 * English on a Hindi page. A failed fetch settles it too: the part then shows what there is.
 */
export function wholeCatalogueReady(lang: Lang): Promise<void> {
  const r = rest[lang];
  if (!r) return Promise.resolve();
  r.done ??= r.fetch().then(
    (messages) => completeCatalog(lang, messages),
    () => undefined,
  );
  return r.done;
}

const missed = new Set<Lang>();
instances.hi.on('missing', () => missed.add('hi'));
