import { Outlet } from 'react-router';
import { loadCatalog } from '../i18n/i18n.ts';
import { messages } from '../locales/en/site.po';

// The English interface texts, in the browser only on English pages (docs/decisions/048-hindi-site.md).
loadCatalog('en', messages);

export default function EnglishPages() {
  return <Outlet />;
}
