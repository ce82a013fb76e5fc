import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { wholeCatalogueReady } from './i18n.ts';
import { browserPageLang } from './lang.ts';

/**
 * `React.lazy` for a part of the page that loads its own code (the signed-in menu, dialogs, the compare bar):
 * on a Hindi page it renders once the whole Hindi catalogue is in the browser. The page hydrated with only
 * its own texts (docs/decisions/048-hindi-site.md), which do not include a lazily loaded part's; rendered
 * earlier, the part would show English until the rest arrived (the signed-in menu's "Account" and "Logout").
 */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>): LazyExoticComponent<T> {
  return lazy(async () => {
    const [part] = await Promise.all([load(), wholeCatalogueReady(browserPageLang())]);
    return part;
  });
}
