import type { MessageDescriptor } from '@lingui/core';
import type { ErrorCode } from '../../core/errors.ts';

/**
 * How a page fails (docs/decisions/028-page-errors.md). The words the page shows are in
 * app/lib/page-error-view.ts (kept apart: the server imports this module without the message macros). A loader throws `AppError` (or lets one
 * from core/ propagate); server/page-errors.ts turns it into a route error response with the
 * code's HTTP status (core/errors.ts HTTP_STATUS) and this body; the root's one boundary
 * (app/components/page-error.tsx) renders it with the words below.
 */
export type PageErrorData = PageErrorHandle & {
  code: ErrorCode;
  /** The AppError's message: written for users (the API shows the same words). */
  message: string;
};

/**
 * What a route module may say about its own failures: `export const handle = { pageError: { … } satisfies PageErrorHandle }`.
 * The server copies it into the error (from the route that threw, else its nearest layout that has
 * one): the browser has not loaded the modules below a failed route, so it could not read them.
 */
export type PageErrorHandle = {
  /** What the sign-in prompt (401) and the refusal (403) call this part of the site, e.g. 'the Admin Desk'. */
  area?: PageText;
  /** The screen's own words for "not found" (404), and the way back from it. */
  notFound?: { heading?: PageText; text?: PageText; back?: PageErrorLink };
};

/**
 * A text of a route's `handle`: a plain string, or a ``msg`…` `` descriptor (serialisable: it travels in
 * the error's data) that the boundary shows in the page's language (docs/decisions/048-hindi-site.md).
 */
export type PageText = string | MessageDescriptor;

export type PageErrorLink = { to: string; label: PageText };

/**
 * The route whose loader, action or component failed, kept on the error for the log line
 * (app/lib/log-page-error.server.ts). In the global symbol registry, because the server and the
 * page bundle each have their own copy of this module.
 */
const FAILED_ROUTE = Symbol.for('buildmart.failedRoute');

/** Marks an Error (only: a thrown redirect or response is an answer, not a failure) with its route; the first mark wins. */
export function tagFailedRoute<T>(err: T, routeId: string | undefined): T {
  if (routeId && err instanceof Error && Object.isExtensible(err) && !(FAILED_ROUTE in err)) Object.defineProperty(err, FAILED_ROUTE, { value: routeId });
  return err;
}

export const failedRouteOf = (err: unknown): string | undefined =>
  err && typeof err === 'object' ? ((err as Record<symbol, unknown>)[FAILED_ROUTE] as string | undefined) : undefined;

/** A vendor account without its company row (e.g. a role an admin changed): the vendor screens' 404. */
export const COMPANY_PROFILE_MISSING: PageErrorHandle['notFound'] = { heading: 'Company profile not found', text: 'Your company profile was not found. Please contact support.' };

export function isPageErrorData(v: unknown): v is PageErrorData {
  return !!v && typeof v === 'object' && typeof (v as PageErrorData).code === 'string' && typeof (v as PageErrorData).message === 'string';
}
