import type { ContractorCard, EquipmentCard } from '../../contract/public-v3.ts';
import { msg } from '@lingui/core/macro';
import { i18nFor } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';
import { firstSentence, formatNumber, rupees } from './format.ts';

/**
 * What a list card shows, and nothing more: the loader sends these into the page's hydration data
 * instead of the API's whole rows (docs/decisions/037-pages-before-javascript.md).
 */
export type EquipmentCardView = Pick<
  EquipmentCard,
  | 'Id'
  | 'Name'
  | 'Url'
  | 'Model'
  | 'Capacity'
  | 'Description'
  | 'Specification'
  | 'Category'
  | 'Brand'
  | 'Condition'
  | 'Location'
  | 'IsAvailableForRent'
  | 'IsAvailableForSale'
  | 'MonthlyRate'
  | 'DailyRate'
  | 'HourlyRate'
  | 'ThumbnailUrl'
  | 'IsVerified'
  | 'IsSaved'
  | 'DistanceKm'
>;

export type ContractorCardView = Pick<
  ContractorCard,
  'Id' | 'CompanyName' | 'Url' | 'LogoUrl' | 'ContractorType' | 'WorkingSectors' | 'WorkLocations' | 'Location' | 'IsVerified' | 'IsSaved' | 'DistanceKm'
>;

/** DistanceKm only when the answer has it: a key set to undefined would still reach the hydration data. */
const distanceOf = (d: number | undefined) => (d === undefined ? {} : { DistanceKm: d });

/**
 * The one price a card leads with (docs/decisions/044-phone-cards-and-near-me.md): the day rate, else the
 * month's, else the hour's, in rupees with India's grouping; 'Price on request' when the listing gives none
 * or is not for rent (rates are rental rates). In Hindi '₹8,000 प्रति दिन': the glossary's words, short enough
 * for the phone card's one line.
 */
export function bestRate(e: Pick<EquipmentCard, 'IsAvailableForRent' | 'DailyRate' | 'MonthlyRate' | 'HourlyRate'>, lang: Lang = 'en'): string {
  return (e.IsAvailableForRent && leadingRate(e, lang)) || i18nFor(lang)._(msg`Price on request`);
}

/**
 * The rate a card leads with, whether or not the listing is for rent: '₹8,000/day', else the month's, else the
 * hour's; null when it gives none. bestRate and the card's 'Rent' fact both show this one.
 */
export function leadingRate(e: Pick<EquipmentCard, 'DailyRate' | 'MonthlyRate' | 'HourlyRate'>, lang: Lang = 'en'): string | null {
  const i18n = i18nFor(lang);
  if (e.DailyRate) return i18n._(msg`${rupees(e.DailyRate, lang)}/day`);
  if (e.MonthlyRate) return i18n._(msg`${rupees(e.MonthlyRate, lang)}/month`);
  if (e.HourlyRate) return i18n._(msg`${rupees(e.HourlyRate, lang)}/hour`);
  return null;
}

/**
 * '18 km away' from the answer's DistanceKm (one decimal): whole kilometres from 10 km, one decimal below
 * (a short walk and a short drive differ), 'Under 1 km away' under one kilometre; nothing without it.
 */
export function distanceAway(d: number | undefined, lang: Lang = 'en'): string | null {
  if (d === undefined || !Number.isFinite(d) || d < 0) return null;
  const i18n = i18nFor(lang);
  if (d < 1) return i18n._(msg`Under 1 km away`);
  const km = formatNumber(d < 10 ? Math.round(d * 10) / 10 : Math.round(d), lang);
  return i18n._(msg`${km} km away`);
}

/** The card shows the description's first sentence only, so that is all it gets. */
export const equipmentCardView = (e: EquipmentCard): EquipmentCardView => ({
  Id: e.Id,
  Name: e.Name,
  Url: e.Url,
  Model: e.Model,
  Capacity: e.Capacity,
  Description: firstSentence(e.Description),
  Specification: e.Specification,
  Category: e.Category,
  Brand: e.Brand,
  Condition: e.Condition,
  Location: e.Location,
  IsAvailableForRent: e.IsAvailableForRent,
  IsAvailableForSale: e.IsAvailableForSale,
  MonthlyRate: e.MonthlyRate,
  DailyRate: e.DailyRate,
  HourlyRate: e.HourlyRate,
  ThumbnailUrl: e.ThumbnailUrl,
  IsVerified: e.IsVerified,
  IsSaved: e.IsSaved,
  ...distanceOf(e.DistanceKm),
});

export const contractorCardView = (c: ContractorCard): ContractorCardView => ({
  Id: c.Id,
  CompanyName: c.CompanyName,
  Url: c.Url,
  LogoUrl: c.LogoUrl,
  ContractorType: c.ContractorType,
  WorkingSectors: c.WorkingSectors,
  WorkLocations: c.WorkLocations,
  Location: c.Location,
  IsVerified: c.IsVerified,
  IsSaved: c.IsSaved,
  ...distanceOf(c.DistanceKm),
});

/** A tile of the detail page's "Other equipments" row: picture, name, place and price. */
export type OtherEquipmentView = Pick<EquipmentCard, 'Id' | 'Name' | 'Url' | 'Location' | 'ThumbnailUrl' | 'IsAvailableForRent' | 'IsAvailableForSale' | 'MonthlyRate'>;

export const otherEquipmentView = (e: EquipmentCard): OtherEquipmentView => ({
  Id: e.Id,
  Name: e.Name,
  Url: e.Url,
  Location: e.Location,
  ThumbnailUrl: e.ThumbnailUrl,
  IsAvailableForRent: e.IsAvailableForRent,
  IsAvailableForSale: e.IsAvailableForSale,
  MonthlyRate: e.MonthlyRate,
});
