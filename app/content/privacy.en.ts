import type { LegalDoc } from './types.ts';

/** Privacy Policy in English (docs/product.md#company-pages-and-contact-us): the seven sections the product lists. Markup: ./types.ts. */
export const PRIVACY_EN: LegalDoc = {
  title: 'Privacy Policy',
  intro:
    'BuildMart is a marketplace for construction equipment, contractors and workforce across India. This policy explains what information we collect when you use the site, why we collect it and the choices you have.',
  sections: [
    {
      id: 'information-we-collect',
      title: 'Information we collect',
      blocks: [
        'We collect only what we need to run the marketplace:',
        [
          '**Account details** you give us when you register or edit your profile: name, email address, phone number, company name, address, city, state and PIN code, and a profile picture if you upload one.',
          '**Listing details** from vendors and contractors: company and contact person, GSTIN, equipment descriptions, rates, photographs and documents, projects, service locations and labour strength.',
          '**What you send through BuildMart**: enquiries, replies, reviews, saved listings and messages sent with the Contact Us form.',
          '**Usage information**: the pages and listings you visit (linked to a random visit identifier, not to your name unless you are signed in), your IP address, browser type and the time of each request.',
        ],
        'We do not ask for Aadhaar numbers, bank details or payment card details.',
      ],
    },
    {
      id: 'how-we-use',
      title: 'How we use your information',
      blocks: [
        [
          'To show listings and let you search, compare and save equipment, contractors and workforce.',
          'To deliver your enquiries and replies to the vendor or contractor you chose, and their answers to you.',
          'To verify your email address, keep your account secure and answer your support requests.',
          'To detect and stop spam, fake listings and misuse of the platform.',
          'To understand, in aggregate, which categories and cities are in demand, so we can improve BuildMart.',
          'To send you messages about your account and your enquiries. We send promotional messages only if you agree to receive them.',
        ],
      ],
    },
    {
      id: 'data-security',
      title: 'Data security',
      blocks: [
        'Passwords are stored only as salted, one-way hashes; nobody at BuildMart can read them. Pages and data travel over encrypted connections, and access to personal data is limited to the staff who need it to run the service.',
        'A vendor’s or contractor’s phone number and email address are shown only to signed-in users. No system is perfectly secure; if you believe your account has been misused, write to us at {email} straight away.',
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and local storage',
      blocks: [
        'We use a small number of essential cookies and browser storage entries: one to keep you signed in, one that recognises a browser you have signed in from before (so that someone else guessing your password cannot lock you out), one to remember your visit identifier, and one to remember your preferences. We do not use advertising cookies and we do not let advertisers track you on BuildMart.',
        'You can clear or block cookies in your browser settings. If you do, you will have to sign in again and some features, such as saved listings, will not work.',
      ],
    },
    {
      id: 'third-party-links',
      title: 'Third-party links and services',
      blocks: [
        'Listings may link to a provider’s own website, and contact buttons open WhatsApp, your phone dialler or your email app. Vendors and contractors register on our separate management site. Those services have their own privacy policies; we are not responsible for how third parties handle your information once you leave BuildMart.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        'In line with Indian law, including the Digital Personal Data Protection Act, 2023, you can:',
        [
          'see and correct your profile at any time from your account;',
          'ask us for a copy of the personal data we hold about you;',
          'ask us to delete your account and personal data, except what we must keep by law (for example, tax records);',
          'withdraw your consent to promotional messages;',
          'raise a grievance about how your data is handled.',
        ],
        'Write to {email} from the email address on your account. We reply within 30 days.',
      ],
    },
    {
      id: 'policy-updates',
      title: 'Updates to this policy',
      blocks: [
        'We may update this policy as BuildMart grows or the law changes. The date at the top of this page shows the latest version. If a change affects how we use your personal data, we will tell you by email or with a notice on the site before it takes effect.',
      ],
    },
  ],
  closing: 'Questions about your privacy? Write to {email} or use our [contact form](/contact).',
};
