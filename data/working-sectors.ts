/**
 * Working sectors for contractors (docs/product.md#catalogues; the contractor list filter): 22 categories relevant to
 * Indian construction, each with its subcategories. Subcategory names are unique across the
 * whole list, so a single name identifies its category.
 */

export type WorkingSector = {
  name: string;
  slug: string;
  subcategories: readonly string[];
};

const sectorSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const RAW: ReadonlyArray<readonly [name: string, subcategories: readonly string[]]> = [
  ['Roads & Highways', ['National Highways', 'State Highways', 'Expressways', 'Rural Roads (PMGSY)', 'Urban Roads', 'Road Maintenance', 'Toll Plazas']],
  ['Bridges & Flyovers', ['River Bridges', 'Flyovers', 'Railway Over Bridges', 'Cable-Stayed Bridges', 'Foot Over Bridges', 'Elevated Corridors']],
  [
    'Railways & Metro',
    ['Railway Track Works', 'Railway Electrification', 'Station Buildings', 'Metro Rail', 'Dedicated Freight Corridors', 'Signalling & Telecom', 'High-Speed Rail'],
  ],
  ['Airports', ['Terminal Buildings', 'Runways & Taxiways', 'Air Traffic Control Towers', 'Hangars', 'Cargo Terminals']],
  ['Ports & Harbours', ['Jetties & Berths', 'Breakwaters', 'Dredging & Reclamation', 'Shipyards', 'Inland Waterways', 'Fishing Harbours']],
  ['Water Supply & Sewerage', ['Water Treatment Plants', 'Sewage Treatment Plants', 'Water Pipelines', 'Overhead Tanks & Reservoirs', 'Sewer Networks', 'Desalination Plants']],
  ['Irrigation & Dams', ['Dams & Barrages', 'Canals', 'Lift Irrigation', 'Check Dams', 'Flood Control', 'Micro Irrigation']],
  ['Power & Energy', ['Thermal Power Plants', 'Transmission Lines', 'Substations', 'Power Distribution Networks', 'Hydroelectric Projects', 'Nuclear Power Plants']],
  ['Renewable Energy', ['Solar Parks', 'Rooftop Solar', 'Wind Farms', 'Small Hydro Plants', 'Green Hydrogen', 'Battery Energy Storage']],
  ['Oil & Gas', ['Refineries', 'Cross-Country Pipelines', 'City Gas Distribution', 'Storage Terminals', 'Petrochemical Plants', 'Offshore Platforms']],
  ['Residential Buildings', ['Apartments', 'Villas & Bungalows', 'Affordable Housing', 'Townships', 'Gated Communities', 'Redevelopment Projects']],
  ['Commercial Buildings', ['Office Buildings', 'Shopping Malls', 'IT Parks', 'Retail Showrooms', 'Mixed-Use Developments', 'Data Centres']],
  ['Industrial Plants', ['Factories', 'Steel Plants', 'Cement Plants', 'Pharmaceutical Plants', 'Food Processing Units', 'Automobile Plants', 'Chemical Plants', 'Textile Mills']],
  ['Warehousing & Logistics', ['Warehouses', 'Cold Storage Facilities', 'Logistics Parks', 'Container Freight Stations', 'Distribution Centres']],
  ['Healthcare', ['Hospitals', 'Medical Colleges', 'Diagnostic Centres', 'Clinics', 'Laboratories']],
  ['Education', ['Schools', 'Colleges & Universities', 'Hostels', 'Training Institutes', 'Auditoriums & Libraries']],
  ['Hospitality', ['Hotels', 'Resorts', 'Restaurants', 'Convention Centres', 'Serviced Apartments']],
  [
    'Urban Infrastructure',
    ['Smart City Projects', 'Stormwater Drains', 'Street Lighting', 'Parks & Landscaping', 'Solid Waste Management', 'Multilevel Parking', 'Government Buildings'],
  ],
  ['Telecom', ['Telecom Towers', 'Optical Fibre Networks', 'Telephone Exchanges', 'In-Building Solutions', '5G Small Cells']],
  ['Mining', ['Coal Mines', 'Metal Mines', 'Stone Quarries', 'Mine Development', 'Overburden Removal', 'Mineral Beneficiation Plants']],
  ['Tunnels', ['Road Tunnels', 'Rail Tunnels', 'Metro Tunnels', 'Water Conveyance Tunnels', 'Utility Tunnels', 'Micro-Tunnelling']],
  ['Interiors & Fit-out', ['Office Interiors', 'Residential Interiors', 'Retail Interiors', 'Hospitality Interiors', 'Modular Furniture', 'Ceilings & Partitions']],
];

export const WORKING_SECTORS: readonly WorkingSector[] = Object.freeze(
  RAW.map(([name, subcategories]) => Object.freeze({ name, slug: sectorSlug(name), subcategories: Object.freeze([...subcategories]) })),
);

/** Every category and subcategory name, for filter validation. */
export const ALL_SECTOR_NAMES: readonly string[] = Object.freeze(WORKING_SECTORS.flatMap((s) => [s.name, ...s.subcategories]));

export function sectorBySlug(slug: string): WorkingSector | undefined {
  return WORKING_SECTORS.find((s) => s.slug === slug);
}

const BY_LOWER_NAME = new Map<string, string>(ALL_SECTOR_NAMES.map((n) => [n.toLowerCase(), n]));

/** Case-insensitive: the canonical spelling of a category or subcategory name, else undefined. */
export function canonicalSectorName(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  return BY_LOWER_NAME.get(value.trim().toLowerCase());
}

/** The category a category or subcategory name belongs to. */
export function sectorOf(name: string): WorkingSector | undefined {
  const n = name.trim().toLowerCase();
  return WORKING_SECTORS.find((s) => s.name.toLowerCase() === n || s.subcategories.some((c) => c.toLowerCase() === n));
}
