import { isRouteErrorResponse, type AppLoadContext } from 'react-router';
import { failedRouteOf } from './page-errors.ts';

/**
 * The one log line of a failed page (React Router's handleError, app/entry.server.tsx): the
 * request's method and path, the route, and the error through the logger's `err` serializer
 * (server/plugins/safe-error.ts: class, redacted message, stack frames). Never the query string
 * (an unlock link carries its token there), headers, cookies or the request body.
 *
 * Not logged: a request the visitor aborted, and every 4xx — an unknown address, a missing
 * listing, a guest on a signed-in screen, a cross-site form: the visitor's doing, already in
 * Fastify's request log with its status, and no stack to look at.
 */
export function logPageError(error: unknown, request: Request, context: AppLoadContext | undefined, routeId?: string): void {
  if (request.signal.aborted) return;
  let err = error;
  if (isRouteErrorResponse(error)) {
    if (error.status < 500) return;
    // React Router's own 5xx wraps the thrown error.
    err = (error as { error?: unknown }).error ?? error;
  }
  const line = { err, method: request.method, path: new URL(request.url).pathname, route: routeId ?? failedRouteOf(err) };
  if (context?.log) context.log.error(line, 'page error');
  else console.error('page error', line);
}
