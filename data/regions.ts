/** India's 28 states and 8 union territories, alphabetical: the catalogue's regions (data/locations.ts) and the location builder's (scripts/build-locations.ts). */
export const STATE_NAMES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const UNION_TERRITORY_NAMES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type StateName = (typeof STATE_NAMES)[number];
export type UnionTerritoryName = (typeof UNION_TERRITORY_NAMES)[number];
export type RegionName = StateName | UnionTerritoryName;

/** The 28 states followed by the 8 union territories. */
export const REGION_NAMES: readonly RegionName[] = [...STATE_NAMES, ...UNION_TERRITORY_NAMES];
