import { Outlet } from 'react-router';
import { loadCatalog } from '../i18n/i18n.ts';
import { messages } from '../locales/hi/site.po';

// The Hindi interface texts, in the browser only on Hindi pages (docs/decisions/048-hindi-site.md).
loadCatalog('hi', messages);

export default function HindiPages() {
  return <Outlet />;
}
