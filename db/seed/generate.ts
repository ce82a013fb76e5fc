import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';
import { EQUIPMENT_CATALOGUE, type CatalogueItem } from '../../data/equipment-catalogue.ts';
import { catalogueDescription } from '../../data/catalogue-descriptions.ts';
import { EQUIPMENT_SPECS } from '../../data/equipment-specs.ts';
import { CITIES, type Location } from '../../data/locations.ts';
import { WORKING_SECTORS } from '../../data/working-sectors.ts';
import { GST_STATE_CODES, gstinCheckChar } from '../../lib/gstin.ts';
import { cataloguePhotoUrl } from '../../lib/image-variants.ts';
import { Rng } from './random.ts';

/** Realistic Indian demo data, generated deterministically from an Rng. */

const FIRST = [
  'Rajesh',
  'Suresh',
  'Amit',
  'Vikram',
  'Anil',
  'Sunil',
  'Pradeep',
  'Manoj',
  'Ravi',
  'Sanjay',
  'Deepak',
  'Arjun',
  'Karthik',
  'Venkatesh',
  'Srinivas',
  'Mahesh',
  'Ganesh',
  'Harish',
  'Naveen',
  'Imran',
  'Farhan',
  'Gurpreet',
  'Harpreet',
  'Jignesh',
  'Hitesh',
  'Bhavesh',
  'Priya',
  'Anjali',
  'Sneha',
  'Kavita',
  'Meena',
  'Lakshmi',
  'Pooja',
  'Neha',
  'Ritu',
  'Sunita',
  'Abdul',
  'Joseph',
  'Thomas',
  'Biju',
  'Sandeep',
  'Rohit',
  'Ajay',
  'Nitin',
  'Yogesh',
  'Prakash',
  'Dinesh',
  'Ramesh',
  'Satish',
  'Mukesh',
];
const LAST = [
  'Sharma',
  'Verma',
  'Patel',
  'Shah',
  'Reddy',
  'Naidu',
  'Rao',
  'Iyer',
  'Nair',
  'Menon',
  'Pillai',
  'Singh',
  'Gill',
  'Sandhu',
  'Yadav',
  'Gupta',
  'Agarwal',
  'Jain',
  'Mehta',
  'Desai',
  'Patil',
  'Kulkarni',
  'Deshmukh',
  'Pawar',
  'Jadhav',
  'Chauhan',
  'Rathore',
  'Mishra',
  'Tiwari',
  'Pandey',
  'Das',
  'Ghosh',
  'Banerjee',
  'Mukherjee',
  'Khan',
  'Shaikh',
  'Qureshi',
  'Fernandes',
  'DSouza',
  'Bhat',
  'Hegde',
  'Gowda',
  'Chowdhury',
  'Saxena',
  'Thakur',
  'Bose',
];
const VENDOR_PREFIX = [
  'Shree Balaji',
  'Sai',
  'Om',
  'Jai Bharat',
  'Maruti',
  'Shri Krishna',
  'Mahalaxmi',
  'Royal',
  'Patel',
  'Sharma',
  'Reddy',
  'Kaveri',
  'Narmada',
  'Ganga',
  'Sahyadri',
  'Deccan',
  'Konkan',
  'Vindhya',
  'Aravali',
  'Shivam',
  'Siddhivinayak',
  'Annapurna',
  'Trimurti',
  'Bajrang',
  'Jay Ambe',
  'Vishwakarma',
  'Hindustan',
  'National',
  'Metro',
  'Apex',
  'Prime',
  'Supreme',
  'Galaxy',
  'Sunrise',
  'Everest',
  'Kailash',
  'Ashirwad',
  'Sri Venkateswara',
  'Sri Lakshmi',
  'Tirupati',
  'Madhav',
  'Omkar',
  'Sainath',
  'Shubham',
  'Vijay',
  'New India',
  'Bharat',
  'Eastern',
  'Western',
  'Southern',
];
const VENDOR_CORE = [
  'Earthmovers',
  'Crane Services',
  'Infra Equipments',
  'Construction Equipment',
  'Heavy Machinery',
  'Equipment Rentals',
  'Engineering Works',
  'Infratech',
  'Projects',
  'Plant Hire',
  'Machinery Solutions',
  'Logistics & Cranes',
];
const COMPANY_SUFFIX = ['Pvt Ltd', 'LLP', 'Enterprises', '& Co.', 'Pvt Ltd', 'Private Limited', ''];
const CONTRACTOR_CORE = [
  'Constructions',
  'Infra Projects',
  'Builders',
  'Engineers & Contractors',
  'Infrastructure',
  'Buildcon',
  'Developers',
  'Civil Works',
  'Projects',
  'Electricals',
  'Structures',
  'Interiors',
];
const CONDITIONS = ['New', 'Excellent', 'Good', 'Good', 'Good', 'Average', 'Refurbished'];
const CERTIFICATES = [
  'ISO 9001:2015',
  'ISO 14001:2015',
  'ISO 45001:2018',
  'CPWD Class I',
  'PWD Class 1A',
  'MES Class A',
  'NHAI Empanelled',
  'Railways Approved',
  'CIDC Grading',
  'MSME Udyam',
  'Electrical Contractor Licence (Class A)',
  'Fire NOC Approved Agency',
];
const PLANS = ['Silver', 'Gold', 'Platinum'];
const HISTORY = [
  (y: number, h: number) => `Purchased new in ${y}; about ${h.toLocaleString('en-IN')} working hours. Serviced every 500 hours by the authorised dealer; no accident history.`,
  (y: number, h: number) => `In our fleet since ${y}. ${h.toLocaleString('en-IN')} hours on the meter, engine overhauled last year, all papers and insurance up to date.`,
  (y: number, h: number) => `Single owner since ${y}; ${h.toLocaleString('en-IN')} hours. Tyres/undercarriage replaced recently; service records available on request.`,
  (y: number, h: number) => `Model year ${y}, ${h.toLocaleString('en-IN')} hours, used on highway and metro projects; maintained by our own workshop.`,
];
const PROJECT_KINDS = [
  ['Four-lane highway widening', 'Roads & Highways'],
  ['Metro viaduct segment', 'Railways & Metro'],
  ['G+12 residential towers', 'Residential Buildings'],
  ['Commercial mall and multiplex', 'Commercial Buildings'],
  ['Sewage treatment plant', 'Water Supply & Sewerage'],
  ['Industrial shed and PEB structure', 'Industrial Plants'],
  ['Hospital block', 'Healthcare'],
  ['School campus', 'Education'],
  ['Solar park balance of plant', 'Renewable Energy'],
  ['River bridge', 'Bridges & Flyovers'],
  ['Warehouse and logistics park', 'Warehousing & Logistics'],
  ['33/11 kV substation', 'Power & Energy'],
] as const;

export const person = (r: Rng) => `${r.pick(FIRST)} ${r.pick(LAST)}`;
export const mobile = (r: Rng) => `+91 ${r.pick(['6', '7', '8', '9'])}${r.digits(4)} ${r.digits(5)}`;

export function gstin(r: Rng, state: string): string {
  const code = GST_STATE_CODES[state] ?? '27';
  const pan = r.letters(3) + r.pick(['C', 'F', 'P']) + r.letters(1) + r.digits(4) + r.letters(1);
  const first14 = code + pan + String(r.int(1, 9)) + 'Z';
  return first14 + gstinCheckChar(first14);
}

/**
 * Where construction happens (docs/decisions/047-search-quality-set.md): most hire, contracting
 * and site work is in the big metro regions and industrial hubs — satellite cities such as
 * Gurugram, Noida or Thane included, which a population ranking puts far down the list — with a
 * long tail of smaller towns. Weights are rough shares of construction activity, not of people.
 */
const CONSTRUCTION_HUBS: [string, number][] = [
  ['Mumbai', 8],
  ['Delhi', 8],
  ['Bengaluru', 8],
  ['Hyderabad', 7],
  ['Pune', 7],
  ['Chennai', 6],
  ['Ahmedabad', 5],
  ['Kolkata', 5],
  ['Gurugram', 4],
  ['Noida', 4],
  ['Thane', 3],
  ['Navi Mumbai', 3],
  ['Surat', 3],
  ['Jaipur', 3],
  ['Lucknow', 3],
  ['Nagpur', 3],
  ['Indore', 3],
  ['Ghaziabad', 2],
  ['Faridabad', 2],
  ['Greater Noida', 2],
  ['Pimpri-Chinchwad', 2],
  ['Vadodara', 2],
  ['Coimbatore', 2],
  ['Visakhapatnam', 2],
  ['Bhubaneswar', 2],
  ['Raipur', 2],
  ['Patna', 2],
  ['Bhopal', 2],
  ['Chandigarh', 2],
  ['Kochi', 2],
  ['Nashik', 2],
  ['Ludhiana', 1],
  ['Secunderabad', 1],
  ['Howrah', 1],
  ['Rajkot', 1],
  ['Guwahati', 1],
  ['Ranchi', 1],
  ['Dehradun', 1],
  ['Mysuru', 1],
  ['Thiruvananthapuram', 1],
  ['Mangaluru', 1],
  ['Madurai', 1],
  ['Aurangabad', 1],
  ['Kalyan', 1],
  ['Vijayawada', 1],
  ['Jamshedpur', 1],
];
const HUB_DRAW: Location[] = CONSTRUCTION_HUBS.flatMap(([label, w]) => {
  const loc = CITIES.find((c) => c.label === label);
  if (!loc) throw new Error(`db/seed/generate.ts: ${label} is not a catalogue city`);
  return Array<Location>(w).fill(loc);
});

/** A city for a listing: a construction hub more often than not, else any catalogue city (bigger ones likelier). */
export const city = (r: Rng): Location => (r.chance(0.6) ? r.pick(HUB_DRAW) : CITIES[r.skewedIndex(CITIES.length)]!);
const emailSlug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 20) || 'info';

export type VendorSeed = {
  name: string;
  contactPerson: string;
  city: string;
  state: string;
  email: string;
  phone: string;
  gstin: string;
  yearEstablished: number;
  serviceAreas: string;
  isVerified: boolean;
};

export function vendor(r: Rng, i: number): VendorSeed {
  const loc = city(r);
  const name = `${r.pick(VENDOR_PREFIX)} ${r.pick(VENDOR_CORE)} ${r.pick(COMPANY_SUFFIX)}`.trim();
  return {
    name,
    contactPerson: person(r),
    city: loc.label,
    state: loc.value,
    email: `${emailSlug(name)}${i}@example.in`,
    phone: mobile(r),
    gstin: gstin(r, loc.value),
    yearEstablished: r.int(1985, 2022),
    serviceAreas: r.chance(0.5) ? 'Pan India' : `${loc.value} and nearby states`,
    isVerified: r.chance(0.35),
  };
}

/** Popular machines appear more often, as on a real Indian portal. */
const POPULAR = new Set([
  'backhoe-loader',
  'excavator',
  'transit-mixer',
  'telescopic-crane',
  'road-roller',
  'concrete-pump',
  'batching-plant',
  'generator',
  'tower-crane',
  'hydraulic-hammer',
  'dump-truck',
  'crawler-crane',
  'motor-grader',
  'air-compressor',
  'wheel-loader',
  'piling-rig',
  'boom-lift',
  'forklift',
]);
const WEIGHTED_ITEMS: CatalogueItem[] = EQUIPMENT_CATALOGUE.flatMap((c) => (POPULAR.has(c.slug) ? [c, c, c, c] : [c]));

export type EquipmentSeed = {
  catalogueSlug: string;
  name: string;
  model: string;
  capacity: string;
  description: string;
  specification: string;
  category: string;
  brand: string;
  condition: string;
  year: number;
  /** Working hours on the meter (also written in the specification). */
  hours: number;
  city: string;
  state: string;
  rent: boolean;
  sale: boolean;
  monthlyRate: number | null;
  dailyRate: number | null;
  hourlyRate: number | null;
  operator: boolean;
  operatorIncluded: boolean;
  fuelIncluded: boolean;
  minHire: number | null;
  minHireUnit: 'hours' | 'days' | null;
  mobilisationCharge: number | null;
  thumbnailUrl: string;
  gallery: string[];
  status: 'approved' | 'pending' | 'paused' | 'rejected';
  ageSeconds: number;
};

/** Machines Indian sites hire by the hour (a backhoe for a trench, a hydra for a lift), with a shift minimum. */
export const HOURLY_HIRE_KINDS = new Set([
  'backhoe-loader',
  'excavator',
  'skid-steer-loader',
  'compact-track-loader',
  'telescopic-crane',
  'road-roller',
  'compactor',
  'motor-grader',
  'hydraulic-hammer',
  'boom-lift',
  'telehandler',
  'forklift',
  'air-compressor',
  'concrete-pump',
  'auger',
]);

/** Instruments and mains-powered plant: no diesel to speak of. */
const ELECTRIC_KINDS = new Set([
  'total-station',
  'testing-equipment',
  'ndt-equipment',
  'transformer',
  'eot-crane',
  'gantry-crane',
  'bar-bending-machine',
  'bar-cutting-machine',
  'conveyor-system',
  'chiller-plant',
]);

/** The year the demo's machine ages are counted to. */
export const DEMO_YEAR = 2025;

/**
 * The condition a machine of this age and meter reading can honestly claim (docs/decisions/052-rate-card.md):
 * 'New' only within its first year and 500 hours, 'Excellent' within three years and 4,000 hours.
 */
export function conditionFor(year: number, hours: number, refurbished: boolean): string {
  const age = DEMO_YEAR - year;
  if (age <= 1 && hours <= 500) return 'New';
  if (refurbished && age >= 8) return 'Refurbished';
  if (age <= 3 && hours <= 4000) return 'Excellent';
  if (hours <= 12000) return 'Good';
  return 'Average';
}

/** Hours on the meter: about 1,500 a year of service at most, scaled by how hard the fleet used it. */
const hoursFor = (year: number, draw: number) => Math.max(100, Math.round((Math.max(1, DEMO_YEAR - year + 1) * 1500 * draw) / 140 / 100) * 100);

export function equipmentItem(r: Rng, vendorCity: Location, maxAgeDays: number): EquipmentSeed {
  const item = r.pick(WEIGHTED_ITEMS);
  const spec = EQUIPMENT_SPECS[item.slug]!;
  const modelFull = r.pick(spec.models);
  // Models are written with their maker first ('JCB 3DX Super'); the rest is the model.
  // ('Tata Signa 2823.K' is a Tata Motors model: a brand may be written by its first word.)
  const prefixOf = (b: string) => [b, b.split(' ')[0]!].find((p) => modelFull.startsWith(p + ' '));
  const brand = spec.brands.find((b) => prefixOf(b)) ?? spec.brands[0]!;
  const model = modelFull.slice((prefixOf(brand) ?? '').length).trim() || modelFull;
  const name = modelFull.toLowerCase().includes(item.name.toLowerCase()) ? modelFull : `${modelFull} ${item.name}`;
  const year = r.int(2008, 2025);
  const hours = hoursFor(year, r.int(4, 140));
  const loc = r.chance(0.7) ? vendorCity : city(r);
  const kind = r.next();
  const rent = kind < 0.85;
  const sale = kind >= 0.7;
  const [lo, hi] = spec.monthlyRate;
  const monthly = Math.round((lo + (hi - lo) * r.next()) / 1000) * 1000;
  const operator = r.chance(0.6);
  const status = r.next();
  const capacity = r.pick(spec.capacities);
  const specification = r.pick(HISTORY)(year, hours);
  // Draws the generator made before rate cards existed (a blank brand, a random condition, a random hourly
  // rate), in their old order: still made, so every later draw — the rest of the marketplace for a seed — stays as it was.
  r.chance(0.03);
  if (!r.chance(0.05)) r.pick(CONDITIONS);
  if (rent) r.chance(0.5);
  const ageSeconds = Math.floor(r.next() * maxAgeDays * 86400);
  // The rate card's own draws come from a generator seeded by this machine, for the same reason.
  const t = new Rng((hours * 131 + year * 7 + monthly + Math.floor(status * 1e6)) >>> 0);
  const hourly = rent && HOURLY_HIRE_KINDS.has(item.slug);
  // Most listings give a day and a month; some only a month (long-term plant) or only a day (short jobs).
  const shape = t.next();
  const monthlyRate = rent && (hourly || shape < 0.9) ? monthly : null;
  // A day costs more than a 24th of the month: renting by the month is the cheaper way.
  const dailyRate = rent && (hourly || shape >= 0.08) ? Math.ceil(monthly / 24 / 100) * 100 : null;
  const hourlyRate = hourly ? Math.round(monthly / 200 / 50) * 50 : null;
  const operatorIncluded = rent && operator && t.chance(0.7);
  const burnsFuel = !ELECTRIC_KINDS.has(item.slug);
  const fuelIncluded = rent && burnsFuel && t.chance(hourly ? 0.5 : 0.2);
  const minHire = !rent ? null : hourly ? t.pick([4, 4, 8]) : monthlyRate && !dailyRate ? 26 : t.pick([1, 1, 3, 7]);
  const minHireUnit = !rent ? null : hourly ? ('hours' as const) : ('days' as const);
  const mobilisationCharge = rent && t.chance(0.8) ? Math.max(1500, Math.round((monthly * 0.04) / 500) * 500) : null;
  const rates = [hourlyRate && 'hourly', dailyRate && 'daily', monthlyRate && 'monthly']
    .filter(Boolean)
    .join(', ')
    .replace(/, ([a-z]+)$/, ' and $1');
  const operatorText = operatorIncluded ? 'with a trained operator (wages in the rent)' : operator ? 'with an operator on request at extra cost' : 'without an operator (dry hire)';
  const fuelText = rent && burnsFuel ? (fuelIncluded ? ' Diesel included.' : ' Diesel paid by the hirer.') : '';
  return {
    catalogueSlug: item.slug,
    name: name.replace(/\s+/g, ' '),
    model,
    capacity,
    description: `${catalogueDescription(item)} Available in ${loc.label} ${operatorText}; ${rent ? `${rates} hire` : 'outright sale'}${rent && sale ? ' or sale' : ''}.${fuelText}`,
    specification,
    category: item.category,
    brand,
    condition: conditionFor(year, hours, t.chance(0.15)),
    year,
    hours,
    city: loc.label,
    state: loc.value,
    rent,
    sale,
    monthlyRate,
    dailyRate,
    hourlyRate,
    operator,
    operatorIncluded,
    fuelIncluded,
    minHire,
    minHireUnit,
    mobilisationCharge,
    // WebP variants rendered from the catalogue drawing (scripts/build-catalogue-images.ts).
    thumbnailUrl: cataloguePhotoUrl(item.slug),
    gallery: [cataloguePhotoUrl(item.slug)],
    status: status < 0.94 ? 'approved' : status < 0.97 ? 'pending' : status < 0.99 ? 'paused' : 'rejected',
    ageSeconds,
  };
}

const TYPE_VALUES = CONTRACTOR_TYPES.map((t) => t.value);
/** The trades most contractors list first (weighted by repetition), as on Indian directories. */
const COMMON_TYPES = [
  ...Array<string>(4).fill('Civil Contractor'),
  ...Array<string>(4).fill('Building Contractor'),
  ...Array<string>(3).fill('Electrical Contractor'),
  ...Array<string>(2).fill('Industrial Contractor'),
  'Interior Contractor',
  'Plumbing Contractor',
  'Road Contractor',
  'Painting Contractor',
  'Waterproofing Contractor',
  'Labour Contractor',
  'Fabrication Contractor',
  'Structural Steel Contractor',
  'MEP Contractor',
  'Piling Contractor',
  'Fire Fighting Contractor',
];

export type ContractorSeed = {
  companyName: string;
  contactPerson: string;
  ownerName: string;
  mobile: string;
  email: string;
  website: string | null;
  city: string;
  state: string;
  registeredSince: string;
  yearOfEstablishment: number;
  laborStrength: number;
  types: string[];
  sectors: string[];
  workLocations: string[];
  specificWorkDetail: string;
  certificates: string[];
  isPaidUser: boolean;
  paidPlan: string | null;
  gstin: string;
  isVerified: boolean;
  status: 'approved' | 'pending';
  ageSeconds: number;
  projects: { title: string; location: string; sector: string; description: string }[];
};

export function contractor(r: Rng, i: number, maxAgeDays: number): ContractorSeed {
  const loc = city(r);
  const owner = person(r);
  const prefix = r.chance(0.5) ? owner.split(' ')[1]! : r.pick(VENDOR_PREFIX);
  const companyName = `${prefix} ${r.pick(CONTRACTOR_CORE)} ${r.pick(COMPANY_SUFFIX)}`.trim();
  const types = [...new Set([r.chance(0.7) ? r.pick(COMMON_TYPES) : r.pick(TYPE_VALUES), ...r.sample(TYPE_VALUES, r.int(0, 2))])];
  const sectorCats = r.sample(WORKING_SECTORS, r.int(1, 3));
  const sectors = [...sectorCats.map((s) => s.name), ...sectorCats.slice(0, 1).flatMap((s) => r.sample(s.subcategories, r.int(0, 2)))];
  const workLocations = [...new Set([loc.label, ...Array.from({ length: r.int(0, 3) }, () => city(r).label), ...(r.chance(0.3) ? [loc.value] : [])])];
  const paid = r.chance(0.25);
  const year = r.int(1980, 2022);
  const projects = Array.from({ length: r.int(1, 4) }, () => {
    const [kind, sector] = r.pick(PROJECT_KINDS);
    const where = city(r);
    const value = r.int(2, 450);
    return {
      title: `${kind}, ${where.label}`,
      location: `${where.label}, ${where.value}`,
      sector,
      description: `${kind} executed for a ${r.pick(['state PWD', 'private developer', 'municipal corporation', 'PSU', 'industrial client', 'NHAI concessionaire'])}: contract value ₹${value} crore, completed ${r.pick(['ahead of schedule', 'on schedule', 'in phases'])} with ${r.int(40, 900)} workers on site and zero lost-time incidents.`,
    };
  });
  return {
    companyName,
    contactPerson: person(r),
    ownerName: owner,
    mobile: mobile(r),
    email: `${emailSlug(companyName)}${i}@example.in`,
    website: r.chance(0.5) ? `https://www.${emailSlug(companyName)}.in` : null,
    city: loc.label,
    state: loc.value,
    registeredSince: `${r.int(2019, 2025)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
    yearOfEstablishment: year,
    laborStrength: r.pick([15, 25, 40, 60, 80, 120, 150, 250, 400, 600, 1000, 2500]),
    types,
    sectors,
    workLocations,
    specificWorkDetail: `${types[0]} for ${sectors.slice(0, 2).join(' and ').toLowerCase()} work across ${workLocations.slice(0, 2).join(', ')}. In business since ${year}; own shuttering, scaffolding and site supervision team.`,
    certificates: r.sample(CERTIFICATES, r.int(0, 3)),
    isPaidUser: paid,
    paidPlan: paid ? r.pick(PLANS) : null,
    gstin: gstin(r, loc.value),
    isVerified: r.chance(0.3),
    status: r.chance(0.96) ? 'approved' : 'pending',
    ageSeconds: Math.floor(r.next() * maxAgeDays * 86400),
    projects,
  };
}

const REVIEW_TEXTS: [number, string][] = [
  [5, 'Machine arrived on time and the operator knew his job. Will hire again.'],
  [5, 'Very professional team, transparent billing and quick support.'],
  [4, 'Good condition equipment, slight delay in delivery but overall satisfied.'],
  [4, 'Fair rate for the month and responsive owner.'],
  [3, 'Work was done but communication could be better.'],
  [5, 'Completed our project ahead of schedule with good quality.'],
  [2, 'Breakdown on the second day; replacement took time.'],
  [4, 'Reliable and well maintained. Recommended for highway work.'],
];
export const reviewText = (r: Rng) => r.pick(REVIEW_TEXTS);
export { person as clientName };
