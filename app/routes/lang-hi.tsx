import { Outlet } from 'react-router';
import { loadCatalog } from '../i18n/i18n.ts';
import { hindiFontPreload } from '../lib/hindi-font.ts';
import { messages } from '../locales/hi/site.po';
import type { Route } from './+types/lang-hi';

// The Hindi interface texts, in the browser only on Hindi pages (docs/decisions/048-hindi-site.md).
loadCatalog('hi', messages);

/** The Devanagari face, asked for with the stylesheet on Hindi pages only (docs/decisions/049-devanagari-font.md). */
export const links: Route.LinksFunction = () => [hindiFontPreload];

export default function HindiPages() {
  return <Outlet />;
}
