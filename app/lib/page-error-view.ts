import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isRouteErrorResponse } from 'react-router';
/** What a failed page says, in its language (docs/decisions/028-page-errors.md, docs/decisions/048-hindi-site.md). */
import { isPageErrorData, type PageErrorLink, type PageText } from './page-errors.ts';

/** What the boundary shows: the heading is also the page title. */
export type PageErrorView = {
  status: number;
  heading: string;
  text: string;
  /** 401 offers the login dialog instead of a link. */
  action: { kind: 'login' } | { kind: 'link'; link: { to: string; label: string } };
  /** An error nobody expected (5xx that is not the database restarting): worth a line in the browser console. */
  unexpected: boolean;
};

const HOME: PageErrorLink = { to: '/', label: msg`Go to the home page` };

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The one mapping from a thrown value to what the page says, in the language of `i18n` (the page's):
 * 400 bad address, 401 sign-in prompt, 403 refusal, 404 not found, 429 slow down, 503 back in a moment,
 * anything else "something went wrong". The AppError's own message comes from the server in the
 * page's language already.
 */
export function describePageError(error: unknown, i18n: I18n): PageErrorView {
  const response = isRouteErrorResponse(error) ? error : undefined;
  const status = response?.status ?? 500;
  const data = isPageErrorData(response?.data) ? response.data : undefined;
  const text = (t: PageText) => (typeof t === 'string' ? t : i18n._(t));
  const link = (l: PageErrorLink) => ({ to: l.to, label: text(l.label) });
  const area = data?.area ? text(data.area) : i18n._(msg`this page`);
  const home = { kind: 'link', link: link(HOME) } as const;
  switch (status) {
    case 400:
      return {
        status,
        heading: i18n._(msg`Please check the address`),
        text: data?.message ?? i18n._(msg`This page cannot be shown for the address you used.`),
        action: home,
        unexpected: false,
      };
    case 401:
      return { status, heading: i18n._(msg`Please log in to continue`), text: i18n._(msg`Log in to open ${area}.`), action: { kind: 'login' }, unexpected: false };
    case 403:
      return {
        status,
        heading: i18n._(msg`This area is not for your account`),
        text: i18n._(msg`${capitalise(area)} is for another kind of account.`),
        action: home,
        unexpected: false,
      };
    case 404: {
      const own = data?.notFound;
      return {
        status,
        heading: own?.heading ? text(own.heading) : i18n._(msg`Page not found`),
        text: own?.text ? text(own.text) : (data?.message ?? i18n._(msg`The page you asked for does not exist.`)),
        action: { kind: 'link', link: own?.back ? link(own.back) : link(HOME) },
        unexpected: false,
      };
    }
    case 429:
      return { status, heading: i18n._(msg`Too many requests`), text: data?.message ?? i18n._(msg`Please wait a minute and try again.`), action: home, unexpected: false };
    case 503:
      return {
        status,
        heading: i18n._(msg`We’ll be back in a moment`),
        text: data?.message ?? i18n._(msg`BuildMart is restarting one of its services. Please try again in a few seconds.`),
        action: home,
        unexpected: false,
      };
    default:
      // A 5xx says nothing about its cause; another 4xx (409, 405…) keeps the AppError's own words.
      return {
        status,
        heading: i18n._(msg`Something went wrong`),
        text: (status < 500 && data?.message) || i18n._(msg`Please try again in a moment.`),
        action: home,
        unexpected: status >= 500,
      };
  }
}
