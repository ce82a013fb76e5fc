import { useEffect } from 'react';
import { Outlet } from 'react-router';
import * as catalogueHindiNames from '../../data/catalogue-hindi-names.ts';
import { hindiContractorNamesReady, provideHindiNames } from '../i18n/hindi-names.ts';
import { deferRestOfCatalogue, loadCatalog, wholeCatalogueReady } from '../i18n/i18n.ts';
import { PAGE_MESSAGES_ID } from '../i18n/page-messages.ts';
import { hindiFontPreload } from '../lib/hindi-font.ts';
import type { Route } from './+types/lang-hi';

// The Hindi interface texts (docs/decisions/048-hindi-site.md). The server has the whole catalogue. A page the
// server rendered in Hindi carries the texts it shows (app/i18n/page-messages.server.ts): the page hydrates
// with them and the rest of the catalogue follows. Arriving from an English page, the catalogue comes first.
// The rest includes the contractor types' and sectors' Hindi names (app/i18n/hindi-names.ts): a page that shows
// them brought them before it hydrated; the others get them with the rest, for the next pages and the parts
// that load their own code (app/i18n/lazy-part.ts).
const wholeCatalogue = () => Promise.all([import('../locales/hi/site.po'), hindiContractorNamesReady()]).then(([m]) => m.messages);
const pageTexts = typeof document === 'undefined' ? null : document.getElementById(PAGE_MESSAGES_ID);
if (pageTexts) {
  loadCatalog('hi', JSON.parse(pageTexts.textContent ?? '{}'));
  pageTexts.remove();
  // Asked for once the page has hydrated (below), so that it never competes with what the first paint needs,
  // or earlier by a part that loads its own code and needs its texts (app/i18n/lazy-part.ts).
  deferRestOfCatalogue('hi', wholeCatalogue);
} else {
  loadCatalog('hi', await wholeCatalogue());
}
// The catalogue's Hindi names (machine types, categories, trades…), with the Hindi pages only; the contractor
// types' and sectors' come with the rest of the catalogue (above).
provideHindiNames(catalogueHindiNames);

/** The Devanagari face, asked for with the stylesheet on Hindi pages only (docs/decisions/049-devanagari-font.md). */
export const links: Route.LinksFunction = () => [hindiFontPreload];

export default function HindiPages() {
  useEffect(() => {
    void wholeCatalogueReady('hi');
  }, []);
  return <Outlet />;
}
