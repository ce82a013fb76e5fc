import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { NEW_REQUIREMENT_PATH } from '../../lib/urls.ts';
import { RequirementForm } from '../components/requirement/requirement-form.tsx';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { prefillOf } from '../lib/requirement-prefill.ts';
import { seo, siteUrlOf } from '../lib/seo.ts';
import { contractorNamesOnHindiPages } from '../i18n/hindi-names.ts';
import type { Route } from './+types/requirement-new';

// The form's contractor types, in Hindi on Hindi pages (app/i18n/hindi-names.ts).
await contractorNamesOnHindiPages();

export function meta({ matches, location }: Route.MetaArgs) {
  const lang = langOfPath(location.pathname);
  const i18n = i18nFor(lang);
  return seo({
    title: i18n._(msg`Post a requirement: get quotes from machine owners and contractors | BuildMart`),
    description: i18n._(msg`Tell us the machine or contractor you need, where and when. Providers near your site send quotes; compare them side by side and choose one.`),
    path: NEW_REQUIREMENT_PATH,
    siteUrl: siteUrlOf(matches),
    // A form, different for everyone: nothing for a search engine to show.
    noindex: true,
    lang,
  });
}

export function loader({ request, context }: Route.LoaderArgs) {
  const v = context.ctx.viewer;
  return { prefill: prefillOf(new URL(request.url).searchParams), accountPhone: v?.role === 'Client' ? (v.phone ?? null) : null };
}

/** Post a requirement (docs/decisions/056): the form, and what happens after it, in three short steps. */
export default function NewRequirement({ loaderData: d }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 md:py-10">
      <h1 className="text-2xl font-bold md:text-3xl">
        <Trans>Post a requirement</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        <Trans>Tell us what you need. Providers near your site send you quotes; you compare them side by side and choose one.</Trans>
      </p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
          <RequirementForm prefill={d.prefill} accountPhone={d.accountPhone} />
        </div>
        <aside aria-labelledby="rq-how" className="lg:pt-2">
          <h2 id="rq-how" className="font-semibold">
            <Trans>What happens next</Trans>
          </h2>
          <ol className="mt-3 space-y-3 text-sm text-slate-700">
            <li className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-brand font-semibold text-navy">1</span>
              <Trans>We send your requirement to matching providers within about 100 km of the site.</Trans>
            </li>
            <li className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-brand font-semibold text-navy">2</span>
              <Trans>They reply with a price and the date they can start. Your phone number is shown only to those who quote.</Trans>
            </li>
            <li className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-amber-brand font-semibold text-navy">3</span>
              <Trans>Compare the quotes in your account and accept one: you get the provider's phone number, and the others are told.</Trans>
            </li>
          </ol>
        </aside>
      </div>
    </main>
  );
}
