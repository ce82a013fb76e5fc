import { msg } from '@lingui/core/macro';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { notify } from './toast.ts';

// The spec's English words are the message ids; a Hindi page shows them in Hindi.
const TEXTS = {
  Equipment: { loading: msg`Loading Equipment...`, failed: msg`Failed to load equipment.` },
  Contractor: { loading: msg`Loading Contractor...`, failed: msg`Failed to load contractor.` },
};
const LOADED = msg`Page Loaded Successfully!`;

/**
 * The detail-load toasts (docs/product.md#detail-pages) for a client-side navigation to a detail page (a route's
 * clientLoader): 'Loading Equipment...' while the data comes, then 'Page Loaded Successfully!' or
 * 'Failed to load equipment.' in the same toast. A server-rendered first load arrives complete and
 * shows none; a revalidation of the page already on screen shows none (docs/decisions/009).
 */
export async function loadWithToasts<T>(kind: 'Equipment' | 'Contractor', request: Request, load: () => Promise<T>): Promise<T> {
  const path = new URL(request.url).pathname;
  if (path === window.location.pathname) return load();
  const i18n = i18nFor(langOfPath(path));
  const toastId = notify.loading(i18n._(TEXTS[kind].loading));
  try {
    const result = await load();
    void toastId.then((id) => notify.success(i18n._(LOADED), id));
    return result;
  } catch (err) {
    // A redirect to the canonical path is not a failure: the next load shows its own toasts.
    const isRedirect = err instanceof Response && err.status >= 300 && err.status < 400;
    void toastId.then((id) => {
      if (isRedirect) return void notify.dismiss(id);
      // After the error page has replaced the root layout (and with it the toaster).
      setTimeout(() => void notify.error(i18n._(TEXTS[kind].failed), id), 100);
    });
    throw err;
  }
}
