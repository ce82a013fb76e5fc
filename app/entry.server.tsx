import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { hindiNamePreloads } from './i18n/hindi-names.server.ts';
import { hindiPageMessages } from './i18n/page-messages.server.ts';
import { logPageError } from './lib/log-page-error.server.ts';
import { paintFirst } from './lib/paint-first.server.ts';
import { tagFailedRoute } from './lib/page-errors.ts';

/**
 * React Router's default Node entry (node_modules/@react-router/dev/dist/config/defaults/
 * entry.server.node.tsx) plus the Content-Security-Policy nonce: server/ssr.ts puts this
 * response's nonce in the load context and sends the same one in the header
 * (server/plugins/security-headers.ts). ServerRouter gives it to Links, Scripts and
 * ScrollRestoration; React puts it on the inline scripts it streams for Suspense.
 *
 * The whole document is rendered into one buffer before it is answered (docs/decisions/039): loaders
 * have finished before React renders and no page suspends on the server, so streaming the shell sent
 * nothing earlier — it only cut the page into ~2 KB chunks, each of which then went through a web
 * stream, a Node stream and its own compression call (a third of a page's server CPU).
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

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const nonce = loadContext.cspNonce;
  // A component that throws while rendering is this page's deepest route, as far as the log can tell.
  const matches = routerContext.staticHandlerContext.matches;
  const routeId = matches[matches.length - 1]?.route.id;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      onShellReady() {
        shellRendered = true;
      },
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
          final(callback) {
            clearTimeout(timeoutId);
            responseHeaders.set('Content-Type', 'text/html');
            // The page's scripts wait for its first paint (app/lib/paint-first.server.ts); a Hindi page carries its texts.
            const html = paintFirst(Buffer.concat(chunks).toString('utf8'), { nonce, ...hindiExtras(routerContext) });
            resolve(new Response(html, { headers: responseHeaders, status: responseStatusCode }));
            callback();
          },
        });
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        // React Router logs it (handleError) and renders the error page instead.
        reject(tagFailedRoute(error, routeId));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell reach handleError through onShellError; only the later ones are logged here.
        if (shellRendered) logPageError(error, request, loadContext, routeId);
      },
    });
  });
}
