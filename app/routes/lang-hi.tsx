import { Outlet } from 'react-router';
import * as catalogueHindiNames from '../../data/catalogue-hindi-names.ts';
import { provideHindiNames } from '../i18n/hindi-names.ts';
import { loadCatalog } from '../i18n/i18n.ts';
import { hindiFontPreload } from '../lib/hindi-font.ts';
import { messages } from '../locales/hi/site.po';
import type { Route } from './+types/lang-hi';

// The Hindi interface texts, in the browser only on Hindi pages (docs/decisions/048-hindi-site.md).
loadCatalog('hi', messages);
// The catalogue's Hindi names (machine types, categories, trades…), with the Hindi pages only.
provideHindiNames(catalogueHindiNames);

/** The Devanagari face, asked for with the stylesheet on Hindi pages only (docs/decisions/049-devanagari-font.md). */
export const links: Route.LinksFunction = () => [hindiFontPreload];

export default function HindiPages() {
  return <Outlet />;
}
