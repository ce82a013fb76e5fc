import { renderToStringAsync } from 'preact-render-to-string';
import { HeadResources, type ImagePreload } from './lib/head-resources.tsx';
import { preloadLinks } from './lib/head-resources.server.ts';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { hindiNamePreloads } from './i18n/hindi-names.server.ts';
import { hindiPageMessages } from './i18n/page-messages.server.ts';
import { logPageError } from './lib/log-page-error.server.ts';
import { paintFirst } from './lib/paint-first.server.ts';
import { tagFailedRoute } from './lib/page-errors.ts';

/**
 * The page's HTML, rendered by Preact (docs/decisions/063-preact.md) with the Content-Security-Policy nonce:
 * server/ssr.ts puts this response's nonce in the load context and sends the same one in the header
 * (server/plugins/security-headers.ts). ServerRouter gives it to Links, Scripts and ScrollRestoration,
 * and to the scripts that carry the loaders' data.
 *
 * The whole document is rendered into one string before it is answered (docs/decisions/039): loaders have
 * finished before the render, and `renderToStringAsync` waits for every Suspense boundary (React Router's
 * data scripts among them) and writes each in its place. Streaming sent nothing earlier — it only cut the
 * page into small chunks, each compressed on its own — and Preact's streaming renderer moves a suspended
 * part after the document, where a script no longer runs.
 */
export const streamTimeout = 5_000;

/** Every failure React Router sees (a loader, an action, a render) is logged here, once (app/lib/log-page-error.server.ts). */
export const handleError: HandleErrorFunction = (error, { request, context }) => logPageError(error, request, context);

const HINDI_LAYOUT = 'routes/lang-hi';

const isHindi = (context: EntryContext) => context.staticHandlerContext.matches.some((m) => m.route.id === HINDI_LAYOUT);

/**
 * What a Hindi page adds to React Router's HTML: the texts it hydrates with (app/i18n/page-messages.server.ts)
 * and the Hindi names its route modules wait for (app/i18n/hindi-names.server.ts). Nothing on English pages.
 */
function hindiExtras(context: EntryContext): { tail: string; preloads: string[] } {
  return isHindi(context) ? { tail: hindiPageMessages(context), preloads: hindiNamePreloads(context) } : { tail: '', preloads: [] };
}

export default async function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const nonce = loadContext.cspNonce;
  // A component that throws while rendering is this page's deepest route, as far as the log can tell.
  const matches = routerContext.staticHandlerContext.matches;
  const routeId = matches[matches.length - 1]?.route.id;
  try {
    const preloads: ImagePreload[] = [];
    const rendered = await renderToStringAsync(
      <HeadResources.Provider value={preloads}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </HeadResources.Provider>,
    );
    // The main picture's preload ends <head>, after what the page renders there: hydration pairs the head's elements
    // with the page's in order, and one more in front would shift them (the last, the icon, was dropped).
    const body = rendered.replace(/(<[a-z][^<>]*?) suppressHydrationWarning(?:="[^"]*")?/g, '$1').replace('</head>', () => `${preloadLinks(preloads)}</head>`);
    responseHeaders.set('Content-Type', 'text/html');
    const html = paintFirst(`<!DOCTYPE html>${body}`, { nonce, ...hindiExtras(routerContext) });
    return new Response(html, { headers: responseHeaders, status: responseStatusCode });
  } catch (error) {
    throw tagFailedRoute(error, routeId);
  }
}
