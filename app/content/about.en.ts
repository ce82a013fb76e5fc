import type { AboutDoc } from './types.ts';

/** About in English (docs/product.md#company-pages-and-contact-us): mission, what we offer, 20 years of experience. */
export const ABOUT_EN: AboutDoc = {
  title: 'About BuildMart',
  lead: 'The marketplace for construction equipment, contractors and workforce across India.',
  missionTitle: 'Our mission',
  mission: [
    'Every project in India, from a village road to a metro line, waits on the same three things: the right machine, the right contractor and enough skilled hands. Our mission is to make all three easy to find, compare and hire — on a phone, on a slow network, in any city.',
    'Site engineers use BuildMart to find a 20-tonne excavator for Monday. Office managers compare batching plants across suppliers. Equipment owners list idle cranes between calls and get enquiries from clients they would never have met.',
  ],
  years: 'years of experience in construction equipment and services',
  yearsText:
    'The people behind BuildMart have rented, operated and maintained construction equipment for two decades. We built the platform we wished we had: clear listings, direct contact with owners, and no middlemen adding to the rate.',
  offerTitle: 'What we offer',
  offer: [
    {
      title: 'Equipment',
      text: 'Excavators, cranes, transit mixers, generators and 50 more kinds of machines, on rent or for sale, with rates, condition and location on every listing.',
      cta: 'Browse equipment',
    },
    {
      title: 'Contractors',
      text: 'Civil, building, industrial, electrical and 120+ more contractor types, with their working sectors, past projects and the places they serve.',
      cta: 'Find contractors',
    },
    {
      title: 'Workforce',
      text: 'General, skilled and unskilled workers and technicians through registered agencies, for a week’s shutdown or a two-year project.',
      cta: 'Ask for workforce',
    },
  ],
  promiseTitle: 'What you can count on',
  promises: [
    { title: 'Verified listings', text: 'Owners and firms are checked before their badge appears.' },
    { title: 'Honest prices', text: 'Rates in rupees, per month, day or hour, straight from the owner.' },
    { title: 'Local reach', text: 'Listings in 300+ cities, from metros to district towns.' },
  ],
  joinTitle: 'Own equipment or run a contracting firm?',
  joinText: 'List your business for free and get enquiries from clients near you.',
  getStarted: 'Get started',
};
