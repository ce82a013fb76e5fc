import type { ContractorCard, EquipmentCard } from '../../contract/public-v3.ts';
import { firstSentence } from './format.ts';

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
  | 'ThumbnailUrl'
  | 'IsVerified'
  | 'IsSaved'
>;

export type ContractorCardView = Pick<
  ContractorCard,
  'Id' | 'CompanyName' | 'Url' | 'LogoUrl' | 'ContractorType' | 'WorkingSectors' | 'WorkLocations' | 'Location' | 'IsVerified' | 'IsSaved'
>;

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
  ThumbnailUrl: e.ThumbnailUrl,
  IsVerified: e.IsVerified,
  IsSaved: e.IsSaved,
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
