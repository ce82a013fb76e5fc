import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import type { RenderToPipeableStreamOptions } from 'react-dom/server';
import { renderToPipeableStream } from 'react-dom/server';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from 'react-router';
import { ServerRouter } from 'react-router';
import { logPageError } from './lib/log-page-error.server.ts';
import { tagFailedRoute } from './lib/page-errors.ts';

/**
 * React Router's default Node entry (node_modules/@react-router/dev/dist/config/defaults/
 * entry.server.node.tsx) plus the Content-Security-Policy nonce: server/ssr.ts puts this
 * response's nonce in the load context and sends the same one in the header
 * (server/plugins/security-headers.ts). ServerRouter gives it to Links, Scripts and
 * ScrollRestoration; React puts it on the inline scripts it streams for Suspense.
 */
export const streamTimeout = 5_000;

/** Every failure React Router sees (a loader, an action, a render) is logged here, once (app/lib/log-page-error.server.ts). */
export const handleError: HandleErrorFunction = (error, { request, context }) => logPageError(error, request, context);

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status: responseStatusCode, headers: responseHeaders });

  const nonce = loadContext.cspNonce;
  // A component that throws while rendering is this page's deepest route, as far as the log can tell.
  const matches = routerContext.staticHandlerContext.matches;
  const routeId = matches[matches.length - 1]?.route.id;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set('Content-Type', 'text/html');
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        // React Router logs it (handleError) and renders the error page instead.
        reject(tagFailedRoute(error, routeId));
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors inside the shell reach handleError through onShellError; only the streamed ones are logged here.
        if (shellRendered) logPageError(error, request, loadContext, routeId);
      },
    });
  });
}
