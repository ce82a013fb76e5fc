import { data, type ServerBuild } from 'react-router';
import { ZodError } from 'zod';
import { isAppError } from '../core/errors.ts';
import { databaseUnavailableReason } from '../db/availability.ts';
import { tagFailedRoute, type PageErrorData, type PageErrorHandle } from '../app/lib/page-errors.ts';
import { UNAVAILABLE_MESSAGE } from './plugins/database-availability.ts';
import { inLanguage } from '../lib/server-message-hi.ts';
import { langOfPath } from '../app/i18n/lang.ts';
import { zodMessage } from './plugins/error-handler.ts';

type Routes = ServerBuild['routes'];
type Handler = (args: never) => unknown;

/** A route's `handle.pageError`, nearest first: the route's own words, else its layout's (an area covers its screens). */
function pageErrorHandle(routes: Routes, id: string): PageErrorHandle {
  const merged: PageErrorHandle = {};
  for (let r = routes[id]; r; r = r.parentId ? routes[r.parentId] : undefined) {
    const h = (r.module.handle as { pageError?: PageErrorHandle } | undefined)?.pageError;
    merged.area ??= h?.area;
    merged.notFound ??= h?.notFound;
  }
  return merged;
}

/**
 * What a loader or action threw, as the page should answer it: an AppError (4xx, and 503) becomes a
 * route error response with the code's status and the words the boundary shows; bad input caught
 * by a Zod schema is a 400; a database that does not answer is a 503 (server/ssr.ts then sends the
 * "back in a moment" page). Anything else is a bug: it goes on, marked with the route, to React
 * Router's 500 and to handleError, which logs it once.
 */
export function toRouteError(err: unknown, routeId: string, handle: PageErrorHandle, lang: 'en' | 'hi' = 'en'): unknown {
  // A Hindi page (/hi/…) shows the sentence in Hindi (docs/decisions/051); English stays as core wrote it.
  const answer = (status: number, body: Omit<PageErrorData, keyof PageErrorHandle>) =>
    data<PageErrorData>({ ...handle, ...body, message: inLanguage(body.message, lang) }, { status });
  if (isAppError(err) && err.code !== 'INTERNAL') return answer(err.status, { code: err.code, message: err.message });
  if (err instanceof ZodError) return answer(400, { code: 'BAD_REQUEST', message: zodMessage(err) });
  if (databaseUnavailableReason(err)) return answer(503, { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
  return tagFailedRoute(err, routeId);
}

function guard(routeId: string, handle: PageErrorHandle, fn: Handler): Handler {
  return async (args: never) => {
    try {
      return await fn(args);
    } catch (err) {
      const url = (args as { request?: Request }).request?.url;
      throw toRouteError(err, routeId, handle, url ? langOfPath(new URL(url).pathname) : 'en');
    }
  };
}

/**
 * The build with every route's loader and action guarded by toRouteError, so no loader catches
 * errors itself: it throws (or lets core throw) an AppError and the root boundary renders it.
 */
export function withPageErrors(build: ServerBuild): ServerBuild {
  const routes: Routes = {};
  for (const [id, route] of Object.entries(build.routes)) {
    if (!route) continue;
    const handle = pageErrorHandle(build.routes, id);
    const { loader, action } = route.module;
    routes[id] = {
      ...route,
      module: {
        ...route.module,
        ...(loader ? { loader: guard(id, handle, loader as Handler) as typeof loader } : {}),
        ...(action ? { action: guard(id, handle, action as Handler) as typeof action } : {}),
      },
    };
  }
  return { ...build, routes };
}
