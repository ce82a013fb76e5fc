import { notify } from './toast.ts';

/**
 * The detail-load toasts (docs/product.md#detail-pages) for a client-side navigation to a detail page (a route's
 * clientLoader): 'Loading Equipment...' while the data comes, then 'Page Loaded Successfully!' or
 * 'Failed to load equipment.' in the same toast. A server-rendered first load arrives complete and
 * shows none; a revalidation of the page already on screen shows none (docs/decisions/009).
 */
export async function loadWithToasts<T>(kind: 'Equipment' | 'Contractor', request: Request, load: () => Promise<T>): Promise<T> {
  if (new URL(request.url).pathname === window.location.pathname) return load();
  const toastId = notify.loading(`Loading ${kind}...`);
  try {
    const result = await load();
    void toastId.then((id) => notify.success('Page Loaded Successfully!', id));
    return result;
  } catch (err) {
    // A redirect to the canonical path is not a failure: the next load shows its own toasts.
    const isRedirect = err instanceof Response && err.status >= 300 && err.status < 400;
    void toastId.then((id) => {
      if (isRedirect) return void notify.dismiss(id);
      // After the error page has replaced the root layout (and with it the toaster).
      setTimeout(() => void notify.error(`Failed to load ${kind.toLowerCase()}.`, id), 100);
    });
    throw err;
  }
}
