import { isRouteErrorResponse } from 'react-router';
import type { ErrorCode } from '../../core/errors.ts';

/**
 * How a page fails (docs/decisions/028-page-errors.md). A loader throws `AppError` (or lets one
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
  area?: string;
  /** The screen's own words for "not found" (404), and the way back from it. */
  notFound?: { heading?: string; text?: string; back?: PageErrorLink };
};

export type PageErrorLink = { to: string; label: string };

/** What the boundary shows: the heading is also the page title. */
export type PageErrorView = {
  status: number;
  heading: string;
  text: string;
  /** 401 offers the login dialog instead of a link. */
  action: { kind: 'login' } | { kind: 'link'; link: PageErrorLink };
  /** An error nobody expected (5xx that is not the database restarting): worth a line in the browser console. */
  unexpected: boolean;
};

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

const HOME: PageErrorLink = { to: '/', label: 'Go to the home page' };

export function isPageErrorData(v: unknown): v is PageErrorData {
  return !!v && typeof v === 'object' && typeof (v as PageErrorData).code === 'string' && typeof (v as PageErrorData).message === 'string';
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The one mapping from a thrown value to what the page says: 400 bad address, 401 sign-in prompt,
 * 403 refusal, 404 not found, 429 slow down, 503 back in a moment, anything else "something went wrong".
 */
export function describePageError(error: unknown): PageErrorView {
  const response = isRouteErrorResponse(error) ? error : undefined;
  const status = response?.status ?? 500;
  const data = isPageErrorData(response?.data) ? response.data : undefined;
  const area = data?.area ?? 'this page';
  const home = { kind: 'link', link: HOME } as const;
  switch (status) {
    case 400:
      return { status, heading: 'Please check the address', text: data?.message ?? 'This page cannot be shown for the address you used.', action: home, unexpected: false };
    case 401:
      return { status, heading: 'Please log in to continue', text: `Log in to open ${area}.`, action: { kind: 'login' }, unexpected: false };
    case 403:
      return { status, heading: 'This area is not for your account', text: `${capitalise(area)} is for another kind of account.`, action: home, unexpected: false };
    case 404: {
      const own = data?.notFound;
      return {
        status,
        heading: own?.heading ?? 'Page not found',
        text: own?.text ?? data?.message ?? 'The page you asked for does not exist.',
        action: { kind: 'link', link: own?.back ?? HOME },
        unexpected: false,
      };
    }
    case 429:
      return { status, heading: 'Too many requests', text: data?.message ?? 'Please wait a minute and try again.', action: home, unexpected: false };
    case 503:
      return {
        status,
        heading: 'We’ll be back in a moment',
        text: data?.message ?? 'BuildMart is restarting one of its services. Please try again in a few seconds.',
        action: home,
        unexpected: false,
      };
    default:
      // A 5xx says nothing about its cause; another 4xx (409, 405…) keeps the AppError's own words.
      return { status, heading: 'Something went wrong', text: (status < 500 && data?.message) || 'Please try again in a moment.', action: home, unexpected: status >= 500 };
  }
}
