import { describe, expect, it } from 'vitest';
import type { ContractorCard, EquipmentCard } from '../../contract/public-v3.ts';
import { bestRate, contractorCardView, distanceAway, equipmentCardView, leadingRate } from './card-views.ts';

const rates = (DailyRate: number | null, MonthlyRate: number | null, HourlyRate: number | null, IsAvailableForRent = true) => ({
  IsAvailableForRent,
  DailyRate,
  MonthlyRate,
  HourlyRate,
});

describe('the best rate on a card (docs/decisions/044-phone-cards-and-near-me.md)', () => {
  it('leads with the day rate, then the month, then the hour, in rupees with Indian grouping', () => {
    expect(bestRate(rates(12500, 185000, 1600))).toBe('₹12,500/day');
    expect(bestRate(rates(null, 185000, 1600))).toBe('₹1,85,000/month');
    expect(bestRate(rates(null, null, 1600))).toBe('₹1,600/hour');
  });
  it("says 'Price on request' with no rate, or when the machine is not for rent", () => {
    expect(bestRate(rates(null, null, null))).toBe('Price on request');
    expect(bestRate(rates(0, null, null))).toBe('Price on request');
    expect(bestRate(rates(12500, 185000, 1600, false))).toBe('Price on request');
  });
  it("the card's 'Rent' fact shows the same rate as the headline, and nothing when there is none", () => {
    expect(leadingRate(rates(12500, 185000, 1600))).toBe('₹12,500/day');
    expect(leadingRate(rates(null, 185000, 1600))).toBe('₹1,85,000/month');
    expect(leadingRate(rates(null, null, 1600), 'hi')).toBe(bestRate(rates(null, null, 1600), 'hi'));
    expect(leadingRate(rates(null, null, null))).toBeNull();
  });
});

describe('distance on a card', () => {
  it("reads '18 km away': whole km from 10, one decimal below, 'Under 1 km' under one, Indian grouping", () => {
    expect(distanceAway(18.4)).toBe('18 km away');
    expect(distanceAway(17.5)).toBe('18 km away');
    expect(distanceAway(2.4)).toBe('2.4 km away');
    expect(distanceAway(3)).toBe('3 km away');
    expect(distanceAway(0.3)).toBe('Under 1 km away');
    expect(distanceAway(1204.6)).toBe('1,205 km away');
  });
  it('shows nothing when the answer has no distance', () => {
    expect(distanceAway(undefined)).toBeNull();
    expect(distanceAway(Number.NaN)).toBeNull();
  });
});

const equipment = {
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
} satisfies EquipmentCard;

describe('card views', () => {
  it('carry the rates and the distance when the answer has it, and no distance key when it does not', () => {
    const near = equipmentCardView({ ...equipment, DistanceKm: 18.4 });
    expect(near).toMatchObject({ DailyRate: 8000, MonthlyRate: 185000, HourlyRate: null, DistanceKm: 18.4, Description: 'A backhoe loader.' });
    expect('DistanceKm' in equipmentCardView(equipment)).toBe(false);
    const contractor = { DistanceKm: 42 } as Partial<ContractorCard> as ContractorCard;
    expect(contractorCardView(contractor).DistanceKm).toBe(42);
  });
});
