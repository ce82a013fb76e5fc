import type { LegalDoc } from './types.ts';

/** Terms & Conditions in English (docs/product.md#company-pages-and-contact-us): the six sections. Markup: ./types.ts. */
export const TERMS_EN: LegalDoc = {
  title: 'Terms & Conditions',
  intro: 'These terms explain the rules for using BuildMart, the marketplace for construction equipment, contractors and workforce across India.',
  sections: [
    {
      id: 'acceptance',
      title: 'Acceptance of terms',
      blocks: [
        'By browsing BuildMart, creating an account, sending an enquiry or listing equipment or services, you agree to these terms and to our [Privacy Policy](/privacy). If you do not agree, please do not use the site.',
        'You must be at least {age} years old to use BuildMart. If you use BuildMart for a company or firm, you confirm that you are authorised to accept these terms on its behalf.',
      ],
    },
    {
      id: 'user-responsibilities',
      title: 'User responsibilities',
      blocks: [
        [
          'Give true, current information in your profile, enquiries and reviews, and keep it up to date.',
          'Keep your password secret; you are responsible for what is done from your account.',
          'Use BuildMart only for genuine construction needs: no spam, bulk messages, fake enquiries or reviews, and no harassment of other users.',
          'Before you hire or buy, check the machine, its documents, insurance and the operator’s licence yourself. Agreements on price, payment, delivery and safety are made directly between you and the vendor or contractor.',
          'Follow the law that applies to your work, including safety rules on site and GST rules on invoices.',
        ],
      ],
    },
    {
      id: 'listing-policy',
      title: 'Listing policy',
      blocks: [
        [
          'List only equipment you own or are authorised to rent out or sell, and only services your firm actually provides.',
          'Describe the condition, model, year, capacity and location honestly, and use your own photographs. Rates are in Indian rupees and must say what they are per (month, day or hour).',
          'GSTIN, licences and certificates you show must be valid and belong to you.',
          'Do not list stolen, unsafe or prohibited goods, or anything unrelated to construction.',
        ],
        'We may review, correct the category of, hide or remove any listing or review that breaks this policy, and suspend accounts that do so repeatedly.',
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual property',
      blocks: [
        'The BuildMart name, logo, design, software and the content we create belong to BuildMart. You keep the rights to the photographs and text you upload, and you allow BuildMart to show, resize and share them on the site and in its promotion of your listing. Do not copy, scrape or republish listings or other content from BuildMart without our written permission.',
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'Limitation of liability',
      blocks: [
        'BuildMart is a marketplace: we connect clients with vendors, contractors and workers, but we are not a party to the rental, sale or contract that follows, and we do not own or operate the listed equipment.',
        'We work to keep listings accurate, but we do not guarantee the condition, availability, price or performance of any equipment or service, or the conduct of any user. To the extent the law allows, BuildMart is not liable for any indirect or consequential loss, such as project delays or lost profits, arising from the use of the site or from dealings between users.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to these terms',
      blocks: [
        'We may change these terms from time to time. The date at the top of this page shows the latest version, and we will announce important changes on the site. If you keep using BuildMart after a change, you accept the new terms. These terms are governed by the laws of India.',
      ],
    },
  ],
  closing: 'Questions about these terms? Email us at {email}.',
};
