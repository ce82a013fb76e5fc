/**
 * Static contractor type list (docs/product.md#catalogues): value and label identical, from 'Civil Contractor' to
 * 'Other Contractor'. The home page tiles link /contractors?type= 'Civil Contractor',
 * 'Building Contractor', 'Industrial Contractor' and 'Electrical Contractor'.
 */

const NAMES = [
  'Civil Contractor',
  'Building Contractor',
  'Industrial Contractor',
  'Electrical Contractor',
  // Roads, bridges, rail, tunnels
  'Road Contractor',
  'Highway Contractor',
  'Bridge Contractor',
  'Railway Contractor',
  'Metro Rail Contractor',
  'Tunnel Contractor',
  'Asphalt Contractor',
  'Road Marking Contractor',
  'Paver Block Contractor',
  // Foundations and earthwork
  'Piling Contractor',
  'Foundation Contractor',
  'Excavation Contractor',
  'Earthwork Contractor',
  'Demolition Contractor',
  'Dewatering Contractor',
  'Shoring Contractor',
  'Diaphragm Wall Contractor',
  'Ground Improvement Contractor',
  'Soil Investigation Contractor',
  'Blasting Contractor',
  // Structure
  'RCC Contractor',
  'Concrete Contractor',
  'Precast Contractor',
  'Post-Tensioning Contractor',
  'Formwork Contractor',
  'Shuttering Contractor',
  'Scaffolding Contractor',
  'Bar Bending Contractor',
  'Masonry Contractor',
  'Structural Steel Contractor',
  'Pre-Engineered Building Contractor',
  'Fabrication Contractor',
  'Welding Contractor',
  'Sheet Metal Contractor',
  'Erection Contractor',
  // Finishes and envelope
  'Plastering Contractor',
  'Tiling Contractor',
  'Flooring Contractor',
  'Marble and Granite Contractor',
  'Stone Cladding Contractor',
  'Painting Contractor',
  'Waterproofing Contractor',
  'Roofing Contractor',
  'False Ceiling Contractor',
  'Glazing Contractor',
  'Facade Contractor',
  'ACP Cladding Contractor',
  'Aluminium Fabrication Contractor',
  'Interior Contractor',
  'Fit-out Contractor',
  'Carpentry Contractor',
  'Modular Kitchen Contractor',
  'Acoustic Contractor',
  'Clean Room Contractor',
  // Water and drainage
  'Plumbing Contractor',
  'Sanitary Contractor',
  'Drainage Contractor',
  'Sewerage Contractor',
  'Water Supply Contractor',
  'Pipeline Contractor',
  'Borewell Contractor',
  'Rainwater Harvesting Contractor',
  'STP Contractor',
  'WTP Contractor',
  'ETP Contractor',
  'Swimming Pool Contractor',
  'Irrigation Contractor',
  'Canal Contractor',
  'Dam Contractor',
  // Building services
  'MEP Contractor',
  'HVAC Contractor',
  'Ventilation Contractor',
  'Refrigeration Contractor',
  'Cold Storage Contractor',
  'Fire Fighting Contractor',
  'Fire Alarm Contractor',
  'Low Voltage Contractor',
  'CCTV and Security Systems Contractor',
  'Networking and Data Cabling Contractor',
  'Building Automation Contractor',
  'Lift and Escalator Contractor',
  // Power
  'Substation Contractor',
  'Transmission Line Contractor',
  'Power Distribution Contractor',
  'Cabling Contractor',
  'Street Lighting Contractor',
  'Solar EPC Contractor',
  'Rooftop Solar Contractor',
  'Wind Energy Contractor',
  'Hydro Power Contractor',
  'Instrumentation Contractor',
  // Industrial, oil and gas, marine
  'Mechanical Contractor',
  'Piping Contractor',
  'Machinery Installation Contractor',
  'Boiler Contractor',
  'Insulation Contractor',
  'Refractory Contractor',
  'Industrial Coating Contractor',
  'Sandblasting Contractor',
  'Cathodic Protection Contractor',
  'Oil and Gas Contractor',
  'Storage Tank Contractor',
  'Chimney Contractor',
  'Cooling Tower Contractor',
  'Marine Contractor',
  'Dredging Contractor',
  'Port and Jetty Contractor',
  'Airport Contractor',
  'Telecom Tower Contractor',
  'Optical Fibre Contractor',
  'Mining Contractor',
  'Quarry Contractor',
  // Site and external works
  'Landscaping Contractor',
  'Fencing Contractor',
  'Boundary Wall Contractor',
  // Services and contracting models
  'Labour Contractor',
  'Manpower Supply Contractor',
  'Housekeeping Contractor',
  'Facility Management Contractor',
  'Transport Contractor',
  'Equipment Hiring Contractor',
  'Repair and Maintenance Contractor',
  'Retrofitting Contractor',
  'Heritage Restoration Contractor',
  'Turnkey Contractor',
  'EPC Contractor',
  'Government Contractor',
  'Other Contractor',
] as const;

export type ContractorTypeName = (typeof NAMES)[number];
export type ContractorType = { value: string; label: string };

export const CONTRACTOR_TYPES: readonly ContractorType[] = Object.freeze(NAMES.map((n) => Object.freeze({ value: n, label: n })));

/** The four types the home page tiles link to. */
export const TILE_CONTRACTOR_TYPES = ['Civil Contractor', 'Building Contractor', 'Industrial Contractor', 'Electrical Contractor'] as const satisfies readonly ContractorTypeName[];

const BY_LOWER = new Map<string, ContractorType>(CONTRACTOR_TYPES.map((t) => [t.value.toLowerCase(), t]));

/** Case-insensitive lookup; undefined when unknown. */
export function findContractorType(value: string | null | undefined): ContractorType | undefined {
  if (!value) return undefined;
  return BY_LOWER.get(value.trim().toLowerCase());
}
