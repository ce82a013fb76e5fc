import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';
import { LangProvider } from '../i18n/react.tsx';
import { equipmentCardView } from '../lib/card-views.ts';
import { messages } from '../locales/hi/site.po';
import { EquipmentCard } from './equipment-card.tsx';
import { CardPlace } from './card-place.tsx';

/** What a card says when its answer carries DistanceKm (docs/decisions/044-phone-cards-and-near-me.md). */
loadCatalog('hi', messages);
const text = (el: React.ReactElement, lang: Lang = 'en') =>
  renderToStaticMarkup(createElement(LangProvider, { lang } as React.ComponentProps<typeof LangProvider>, createElement(MemoryRouter, null, el)))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('distance on the cards', () => {
  it("puts '18 km away' before the place, and nothing without a distance", () => {
    expect(text(createElement(CardPlace, { location: 'Pune, Maharashtra', distanceKm: 18.4 }))).toBe('18 km away · Pune, Maharashtra');
    expect(text(createElement(CardPlace, { location: 'Pune, Maharashtra' }))).toBe('Pune, Maharashtra');
  });

  it('says it in Hindi on a Hindi page', () => {
    expect(text(createElement(CardPlace, { location: 'Pune, Maharashtra', distanceKm: 18.4 }), 'hi')).toBe('18 किमी दूर · Pune, Maharashtra');
    expect(text(createElement(CardPlace, { location: 'Pune', distanceKm: 0.4 }), 'hi')).toBe('1 किमी से कम दूर · Pune');
  });

  it('shows on an equipment card with its best rate', () => {
    const e = equipmentCardView({
      Id: 7,
      Name: 'JCB 3DX',
      Slug: 'jcb-3dx',
      Url: '/equipment/jcb-3dx--7',
      Model: '3DX',
      Capacity: null,
      Description: 'A backhoe loader. Serviced in May.',
      Specification: null,
      Category: 'Earth Moving',
      CategorySlug: 'earth-moving-equipment',
      Brand: 'JCB',
      Condition: 'Good',
      Year: 2021,
      Location: 'Pune, Maharashtra',
      City: 'Pune',
      State: 'Maharashtra',
      IsAvailableForRent: true,
      IsAvailableForSale: false,
      MonthlyRate: 185000,
      DailyRate: 8000,
      HourlyRate: null,
      OperatorAvailable: true,
      MinimumHire: null,
      MinimumHireUnit: null,
      OperatorIncluded: false,
      FuelIncluded: false,
      MobilisationCharge: null,
      ThumbnailUrl: null,
      GalleryImages: [],
      EquipmentDocUrl: null,
      VendorId: 3,
      VendorName: 'Asha Rentals',
      IsVerified: true,
      Rating: 0,
      TotalRatings: 0,
      IsSaved: false,
      CreatedAt: '2026-01-01T00:00:00Z',
      DistanceKm: 2.4,
    });
    const card = text(createElement(EquipmentCard, { e }));
    expect(card).toContain('₹8,000/day');
    expect(card).toContain('2.4 km away · Pune, Maharashtra');
    // The Hindi card: the rate per day and the distance in Hindi, the category by its Hindi name.
    const hindi = text(createElement(EquipmentCard, { e }), 'hi');
    expect(hindi).toContain('₹8,000 प्रति दिन');
    expect(hindi).toContain('2.4 किमी दूर · Pune, Maharashtra');
    expect(hindi).toContain('अर्थ मूविंग');
    expect(hindi).toContain('पूछताछ करें');
  });
});
