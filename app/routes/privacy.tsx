import { msg } from '@lingui/core/macro';
import { LegalPage } from '../components/legal-page.tsx';
import { legalDoc } from '../content/company-pages.server.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { companyPageMeta } from '../lib/company-page-meta.ts';
import { mailtoUrl } from '../lib/links.ts';
import { COMPANY_PAGES } from '../../lib/urls.ts';
import type { Route } from './+types/privacy';

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = i18nFor(langOfPath(location.pathname));
  return companyPageMeta(matches, location.pathname, {
    title: i18n._(msg`Privacy Policy | BuildMart`),
    description: i18n._(
      msg`What BuildMart collects when you search, enquire or list equipment and contractors, how it is used and protected, cookies, and your rights over your data.`,
    ),
    path: COMPANY_PAGES.privacy,
    crumb: i18n._(msg`Privacy Policy`),
  });
}

/** The text in the page's language comes from the server (docs/decisions/050-company-pages-in-hindi.md). */
export function loader({ context, request }: Route.LoaderArgs) {
  const { supportEmail } = context.config;
  return { doc: legalDoc('privacy', langOfPath(new URL(request.url).pathname)), supportEmail, mailHref: mailtoUrl(supportEmail) };
}

/** Privacy Policy (docs/product.md#company-pages-and-contact-us): 'Last updated: July 2025' and the seven sections the product lists. */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { doc, supportEmail, mailHref } = loaderData;
  return <LegalPage doc={doc} email={<a href={mailHref}>{supportEmail}</a>} />;
}
