import { Link } from '../i18n/react.tsx';
import { LegalPage, type LegalSection } from '../components/legal-page.tsx';
import { mailtoUrl } from '../lib/links.ts';
import { companyPageMeta } from '../lib/company-page-meta.ts';
import { COMPANY_PAGES } from '../../lib/urls.ts';
import type { Route } from './+types/privacy';

export function meta({ matches }: Route.MetaArgs) {
  return companyPageMeta(matches, {
    title: 'Privacy Policy | BuildMart',
    description: 'What BuildMart collects when you search, enquire or list equipment and contractors, how it is used and protected, cookies, and your rights over your data.',
    path: COMPANY_PAGES.privacy,
    crumb: 'Privacy Policy',
  });
}

export function loader({ context }: Route.LoaderArgs) {
  return { supportEmail: context.config.supportEmail, mailHref: mailtoUrl(context.config.supportEmail) };
}

function sections(email: React.ReactNode): LegalSection[] {
  return [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      body: (
        <>
          <p>We collect only what we need to run the marketplace:</p>
          <ul>
            <li>
              <strong>Account details</strong> you give us when you register or edit your profile: name, email address, phone number, company name, address, city, state and PIN
              code, and a profile picture if you upload one.
            </li>
            <li>
              <strong>Listing details</strong> from vendors and contractors: company and contact person, GSTIN, equipment descriptions, rates, photographs and documents, projects,
              service locations and labour strength.
            </li>
            <li>
              <strong>What you send through BuildMart</strong>: enquiries, replies, reviews, saved listings and messages sent with the Contact Us form.
            </li>
            <li>
              <strong>Usage information</strong>: the pages and listings you visit (linked to a random visit identifier, not to your name unless you are signed in), your IP
              address, browser type and the time of each request.
            </li>
          </ul>
          <p>We do not ask for Aadhaar numbers, bank details or payment card details.</p>
        </>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use your information',
      body: (
        <ul>
          <li>To show listings and let you search, compare and save equipment, contractors and workforce.</li>
          <li>To deliver your enquiries and replies to the vendor or contractor you chose, and their answers to you.</li>
          <li>To verify your email address, keep your account secure and answer your support requests.</li>
          <li>To detect and stop spam, fake listings and misuse of the platform.</li>
          <li>To understand, in aggregate, which categories and cities are in demand, so we can improve BuildMart.</li>
          <li>To send you messages about your account and your enquiries. We send promotional messages only if you agree to receive them.</li>
        </ul>
      ),
    },
    {
      id: 'data-security',
      title: 'Data security',
      body: (
        <>
          <p>
            Passwords are stored only as salted, one-way hashes; nobody at BuildMart can read them. Pages and data travel over encrypted connections, and access to personal data is
            limited to the staff who need it to run the service.
          </p>
          <p>
            A vendor’s or contractor’s phone number and email address are shown only to signed-in users. No system is perfectly secure; if you believe your account has been
            misused, write to us at {email} straight away.
          </p>
        </>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      body: (
        <>
          <p>
            We use a small number of essential cookies and browser storage entries: one to keep you signed in, one that recognises a browser you have signed in from before (so that
            someone else guessing your password cannot lock you out), one to remember your visit identifier, and one to remember your preferences. We do not use advertising cookies
            and we do not let advertisers track you on BuildMart.
          </p>
          <p>You can clear or block cookies in your browser settings. If you do, you will have to sign in again and some features, such as saved listings, will not work.</p>
        </>
      ),
    },
    {
      id: 'third-party-links',
      title: 'Third-party links and services',
      body: (
        <p>
          Listings may link to a provider’s own website, and contact buttons open WhatsApp, your phone dialler or your email app. Vendors and contractors register on our separate
          management site. Those services have their own privacy policies; we are not responsible for how third parties handle your information once you leave BuildMart.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>In line with Indian law, including the Digital Personal Data Protection Act, 2023, you can:</p>
          <ul>
            <li>see and correct your profile at any time from your account;</li>
            <li>ask us for a copy of the personal data we hold about you;</li>
            <li>ask us to delete your account and personal data, except what we must keep by law (for example, tax records);</li>
            <li>withdraw your consent to promotional messages;</li>
            <li>raise a grievance about how your data is handled.</li>
          </ul>
          <p>Write to {email} from the email address on your account. We reply within 30 days.</p>
        </>
      ),
    },
    {
      id: 'policy-updates',
      title: 'Updates to this policy',
      body: (
        <p>
          We may update this policy as BuildMart grows or the law changes. The date at the top of this page shows the latest version. If a change affects how we use your personal
          data, we will tell you by email or with a notice on the site before it takes effect.
        </p>
      ),
    },
  ];
}

/** Privacy Policy (docs/product.md#company-pages-and-contact-us): 'Last updated: July 2025' and the seven sections the spec lists. */
export default function Privacy({ loaderData }: Route.ComponentProps) {
  const email = <a href={loaderData.mailHref}>{loaderData.supportEmail}</a>;
  return (
    <LegalPage
      title="Privacy Policy"
      intro={
        <p>
          BuildMart is a marketplace for construction equipment, contractors and workforce across India. This policy explains what information we collect when you use the site, why
          we collect it and the choices you have.
        </p>
      }
      sections={sections(email)}
    >
      <p className="rounded-xl bg-surface p-5">
        Questions about your privacy? Write to {email} or use our <Link to={COMPANY_PAGES.contact}>contact form</Link>.
      </p>
    </LegalPage>
  );
}
