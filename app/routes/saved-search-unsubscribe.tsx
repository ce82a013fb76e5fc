import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Form, useNavigation } from 'react-router';
import { isAppError } from '../../core/errors.ts';
import { findByUnsubscribeLink, unsubscribeSavedSearch } from '../../core/saved-search/saved-searches.ts';
import { clientAreaUrl } from '../../lib/urls.ts';
import { buttonClasses } from '../components/ui/button.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { Link } from '../i18n/react.tsx';
import { seo, siteUrlOf } from '../lib/seo.ts';
import type { Route } from './+types/saved-search-unsubscribe';

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  return seo({
    title: i18n._(msg`Stop saved-search emails | BuildMart`),
    description: i18n._(msg`Stop the daily email of new listings for one of your saved searches.`),
    path: '/saved-searches/unsubscribe',
    siteUrl: siteUrlOf(matches),
    lang,
    noindex: true,
  });
}

type Link_ = { id: number; token: string };
const linkOf = (search: URLSearchParams): Link_ | null => {
  const id = Number(search.get('id'));
  const token = search.get('token') ?? '';
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 && token ? { id, token } : null;
};

/** A forged or mangled link is an answer, not an error page: the page says so and points to the account. */
async function lookUp(ctx: Route.LoaderArgs['context']['ctx'], link: Link_ | null, stop: boolean) {
  if (!link || !ctx.linkSecret) return { valid: false as const };
  try {
    const input = { ...link, secret: ctx.linkSecret };
    const s = stop ? await unsubscribeSavedSearch(ctx, input) : await findByUnsubscribeLink(ctx, input);
    return { valid: true as const, name: s.name, alerts: s.alerts };
  } catch (err) {
    if (isAppError(err) && err.code === 'BAD_REQUEST') return { valid: false as const };
    throw err;
  }
}

/** The mail's link opens this page; nothing changes until the one button is pressed (a mail scanner only opens links). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return lookUp(context.ctx, linkOf(new URL(request.url).searchParams), false);
}

/** The button: a plain form post, so it works before (or without) the JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  return lookUp(context.ctx, linkOf(new URL(request.url).searchParams), true);
}

export default function SavedSearchUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useLingui();
  const d = actionData ?? loaderData;
  const busy = useNavigation().state === 'submitting';
  return (
    <main className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-ink">
        <Trans>Saved-search emails</Trans>
      </h1>
      {!d.valid ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          <Trans>This unsubscribe link is not valid. Please use the link in your latest email, or change your emails in your account.</Trans>
        </p>
      ) : d.alerts ? (
        <>
          <p className="mt-3 text-slate-700">
            <Trans>Stop the daily email of new listings for “{d.name}”? The search stays saved in your account.</Trans>
          </p>
          <Form method="post" className="mt-6">
            <button type="submit" disabled={busy} className={buttonClasses.primary}>
              {busy ? t`Stopping...` : t`Stop these emails`}
            </button>
          </Form>
        </>
      ) : (
        <p role="status" className="mt-4 rounded-lg border border-green-200 bg-green-50 p-4 text-green-800">
          <Trans>You will no longer get emails for “{d.name}”.</Trans>
        </p>
      )}
      <p className="mt-6 text-sm text-slate-600">
        <Link to={clientAreaUrl('saved')} className="font-semibold text-amber-deep underline">
          <Trans>Manage your saved searches</Trans>
        </Link>
      </p>
    </main>
  );
}
