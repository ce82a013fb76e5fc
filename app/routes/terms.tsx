import { Link } from '../i18n/react.tsx';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { mailtoUrl } from '../lib/links.ts';
import { companyPageMeta } from '../lib/company-page-meta.ts';
import { COMPANY_PAGES } from '../../lib/urls.ts';
import type { Route } from './+types/terms';

/** docs/product.md#business-constants-and-limits. */
const MINIMUM_AGE = 18;

export function meta({ matches }: Route.MetaArgs) {
  return companyPageMeta(matches, {
    title: 'Terms & Conditions | BuildMart',
    description: 'The rules for using BuildMart: who may use it, what users and listers are responsible for, our listing policy, intellectual property and limits of liability.',
    path: COMPANY_PAGES.terms,
    crumb: 'Terms & Conditions',
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.config.supportEmail, mailHref: mailtoUrl(context.config.supportEmail) };
}

const SECTIONS: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of terms',
    body: (
      <>
        <p>
          By browsing BuildMart, creating an account, sending an enquiry or listing equipment or services, you agree to these terms and to our{' '}
          <Link to={COMPANY_PAGES.privacy}>Privacy Policy</Link>. If you do not agree, please do not use the site.
        </p>
        <p>
          You must be at least {MINIMUM_AGE} years old to use BuildMart. If you use BuildMart for a company or firm, you confirm that you are authorised to accept these terms on
          its behalf.
        </p>
      </>
    ),
  },
  {
    id: 'user-responsibilities',
    title: 'User responsibilities',
    body: (
      <ul>
        <li>Give true, current information in your profile, enquiries and reviews, and keep it up to date.</li>
        <li>Keep your password secret; you are responsible for what is done from your account.</li>
        <li>Use BuildMart only for genuine construction needs: no spam, bulk messages, fake enquiries or reviews, and no harassment of other users.</li>
        <li>
          Before you hire or buy, check the machine, its documents, insurance and the operator’s licence yourself. Agreements on price, payment, delivery and safety are made
          directly between you and the vendor or contractor.
        </li>
        <li>Follow the law that applies to your work, including safety rules on site and GST rules on invoices.</li>
      </ul>
    ),
  },
  {
    id: 'listing-policy',
    title: 'Listing policy',
    body: (
      <>
        <ul>
          <li>List only equipment you own or are authorised to rent out or sell, and only services your firm actually provides.</li>
          <li>
            Describe the condition, model, year, capacity and location honestly, and use your own photographs. Rates are in Indian rupees and must say what they are per (month, day
            or hour).
          </li>
          <li>GSTIN, licences and certificates you show must be valid and belong to you.</li>
          <li>Do not list stolen, unsafe or prohibited goods, or anything unrelated to construction.</li>
        </ul>
        <p>We may review, correct the category of, hide or remove any listing or review that breaks this policy, and suspend accounts that do so repeatedly.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    body: (
      <p>
        The BuildMart name, logo, design, software and the content we create belong to BuildMart. You keep the rights to the photographs and text you upload, and you allow
        BuildMart to show, resize and share them on the site and in its promotion of your listing. Do not copy, scrape or republish listings or other content from BuildMart without
        our written permission.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of liability',
    body: (
      <>
        <p>
          BuildMart is a marketplace: we connect clients with vendors, contractors and workers, but we are not a party to the rental, sale or contract that follows, and we do not
          own or operate the listed equipment.
        </p>
        <p>
          We work to keep listings accurate, but we do not guarantee the condition, availability, price or performance of any equipment or service, or the conduct of any user. To
          the extent the law allows, BuildMart is not liable for any indirect or consequential loss, such as project delays or lost profits, arising from the use of the site or
          from dealings between users.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms from time to time. The date at the top of this page shows the latest version, and we will announce important changes on the site. If you keep
        using BuildMart after a change, you accept the new terms. These terms are governed by the laws of India.
      </p>
    ),
  },
];

/** Terms & Conditions (docs/product.md#company-pages-and-contact-us): minimum age 18, the six sections, and the support email. */
export default function Terms({ loaderData }: Route.ComponentProps) {
  const { supportEmail, mailHref } = loaderData;
  return (
    <LegalPage
      title="Terms & Conditions"
      intro={<p>These terms explain the rules for using BuildMart, the marketplace for construction equipment, contractors and workforce across India.</p>}
      sections={SECTIONS}
    >
      <p className="rounded-xl bg-surface p-5" data-testid="terms-support">
        Questions about these terms? Email us at <a href={mailHref}>{supportEmail}</a>.
      </p>
    </LegalPage>
  );
}
