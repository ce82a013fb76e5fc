import { msg } from '@lingui/core/macro';
import { LegalPage } from '../components/legal-page.tsx';
import { legalDoc } from '../content/company-pages.server.ts';
import { i18nFor } from '../i18n/i18n.ts';
import { langOfPath } from '../i18n/lang.ts';
import { companyPageMeta } from '../lib/company-page-meta.ts';
import { mailtoUrl } from '../lib/links.ts';
import { COMPANY_PAGES } from '../../lib/urls.ts';
import type { Route } from './+types/terms';

export function meta({ matches, location }: Route.MetaArgs) {
  const i18n = i18nFor(langOfPath(location.pathname));
  return companyPageMeta(matches, location.pathname, {
    title: i18n._(msg`Terms & Conditions | BuildMart`),
    description: i18n._(
      msg`The rules for using BuildMart: who may use it, what users and listers are responsible for, our listing policy, intellectual property and limits of liability.`,
    ),
    path: COMPANY_PAGES.terms,
    crumb: i18n._(msg`Terms & Conditions`),
  });
}

/** The text in the page's language comes from the server (docs/decisions/050-company-pages-in-hindi.md). */
export function loader({ context, request }: Route.LoaderArgs) {
  const { supportEmail } = context.config;
  return { doc: legalDoc('terms', langOfPath(new URL(request.url).pathname)), supportEmail, mailHref: mailtoUrl(supportEmail) };
}

/** Terms & Conditions (docs/product.md#company-pages-and-contact-us): minimum age 18, the six sections, and the support email. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { doc, supportEmail, mailHref } = loaderData;
  return <LegalPage doc={doc} email={<a href={mailHref}>{supportEmail}</a>} closingTestId="terms-support" />;
}
