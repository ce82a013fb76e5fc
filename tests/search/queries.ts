/**
 * The search-quality set (docs/decisions/047-search-quality-set.md): what site engineers, contractors
 * and workers in India really type into the three searches, written from the user's side — not
 * from any vocabulary of the app — each with what must fill the top 3.
 *
 * - equipment: `machineTypes` are catalogue slugs (data/equipment-catalogue.ts), any of which is a
 *   good answer; `category` is a catalogue category slug when the query names only a family.
 * - contractor: `contractorTypes` (data/contractor-types.ts), any of which is good.
 * - worker: `trades` (words a good listing's trade contains, case-insensitive) or `categories`
 *   (data/workforce.ts); a worker matching either is good.
 * - `place`: where the results must be. A city of the catalogue, a state, or a region of several
 *   cities (REGIONS below: a metro is its whole urban area, as its people mean it). A contractor
 *   is in a place when its city or one of its service locations is.
 * - `availability`: a rent or sale word asks for listings available that way.
 *
 * The harness (search-quality.test.ts) sends only the query as the keyword, as the list pages do.
 */

export type List = 'equipment' | 'contractor' | 'worker';
export type Style = 'english' | 'trade' | 'hinglish' | 'devanagari' | 'misspelling';
export type Place = { city: string } | { state: string } | { region: keyof typeof REGIONS };

type Common = { q: string; style: Style; place?: Place };
export type EquipmentQuery = Common & { list: 'equipment'; machineTypes?: string[]; category?: string; availability?: 'rent' | 'sale' };
export type ContractorQuery = Common & { list: 'contractor'; contractorTypes: string[] };
export type WorkerQuery = Common & { list: 'worker'; trades?: string[]; categories?: string[] };
export type Query = EquipmentQuery | ContractorQuery | WorkerQuery;

/** Metro regions as their people mean them: "Delhi" takes in Noida and Gurugram, "Mumbai" takes in Thane. */
export const REGIONS = {
  'Delhi NCR': ['Delhi', 'New Delhi', 'Noida', 'Greater Noida', 'Gurugram', 'Ghaziabad', 'Faridabad'],
  'Mumbai Metropolitan Region': ['Mumbai', 'Thane', 'Navi Mumbai', 'Kalyan', 'Dombivli', 'Bhiwandi', 'Panvel', 'Ulhasnagar', 'Bhayandar', 'Virar', 'Ambernath', 'Badlapur'],
  'Pune Metropolitan Region': ['Pune', 'Pimpri-Chinchwad'],
  'Hyderabad Metropolitan Region': ['Hyderabad', 'Secunderabad'],
  'Kolkata Metropolitan Region': ['Kolkata', 'Howrah'],
} as const;

const NCR: Place = { region: 'Delhi NCR' };
const MUMBAI: Place = { region: 'Mumbai Metropolitan Region' };
const PUNE: Place = { region: 'Pune Metropolitan Region' };
const HYDERABAD: Place = { region: 'Hyderabad Metropolitan Region' };
const KOLKATA: Place = { region: 'Kolkata Metropolitan Region' };
const city = (c: string): Place => ({ city: c });
const state = (s: string): Place => ({ state: s });

// Machine families people name with one word.
const CRANES = ['tower-crane', 'crawler-crane', 'telescopic-crane', 'gantry-crane', 'eot-crane'];
const ROLLERS = ['road-roller', 'compactor'];
const MIXERS = ['concrete-mixer', 'transit-mixer'];
const PUMPS = ['concrete-pump', 'concrete-boom-pump'];
const DIGGERS = ['excavator', 'backhoe-loader'];

type EOpts = { place?: Place; availability?: 'rent' | 'sale'; style?: Style };
const eq = (q: string, machineTypes: string[], o: EOpts = {}): EquipmentQuery => ({ q, list: 'equipment', machineTypes, style: o.style ?? 'english', ...o });
const eqCat = (q: string, category: string, o: EOpts = {}): EquipmentQuery => ({ q, list: 'equipment', category, style: o.style ?? 'english', ...o });
const co = (q: string, contractorTypes: string[], o: { place?: Place; style?: Style } = {}): ContractorQuery => ({
  q,
  list: 'contractor',
  contractorTypes,
  style: o.style ?? 'english',
  ...o,
});
const wk = (q: string, w: { trades?: string[]; categories?: string[] }, o: { place?: Place; style?: Style } = {}): WorkerQuery => ({
  q,
  list: 'worker',
  ...w,
  style: o.style ?? 'english',
  ...o,
});

const T = { style: 'trade' } as const;
const H = { style: 'hinglish' } as const;
const D = { style: 'devanagari' } as const;
const M = { style: 'misspelling' } as const;
const RENT = 'rent' as const;
const SALE = 'sale' as const;

export const QUERIES: Query[] = [
  // ── Equipment, English and trade names ───────────────────────────────────────────
  eq('excavator for rent', ['excavator'], { availability: RENT }),
  eq('jcb', ['backhoe-loader'], T),
  eq('JCB 3DX', ['backhoe-loader'], T),
  eq('jcb machine', ['backhoe-loader'], T),
  eq('poclain', ['excavator'], T),
  eq('poclain machine on rent', ['excavator'], { ...T, availability: RENT }),
  eq('hydra', ['telescopic-crane'], T),
  eq('hydra crane', ['telescopic-crane'], T),
  eq('tipper', ['dump-truck'], T),
  eq('dumper', ['dump-truck'], T),
  eq('dg set', ['generator'], T),
  eq('dg set on rent', ['generator'], { ...T, availability: RENT }),
  eq('silent genset', ['generator'], T),
  eq('rmc plant', ['batching-plant'], T),
  eq('mixer machine', MIXERS, T),
  eq('transit mixer', ['transit-mixer']),
  eq('concrete pump', PUMPS),
  eq('road roller', ROLLERS),
  eq('vibratory roller', ROLLERS),
  eq('tower crane', ['tower-crane']),
  eq('crawler crane', ['crawler-crane']),
  eq('backhoe loader', ['backhoe-loader']),
  eq('bulldozer', ['bulldozer']),
  eq('dozer', ['bulldozer'], T),
  eq('motor grader', ['motor-grader']),
  eq('air compressor', ['air-compressor']),
  eq('rock breaker', ['hydraulic-hammer'], T),
  eq('piling rig', ['piling-rig']),
  eq('forklift', ['forklift']),
  eq('man lift', ['boom-lift'], T),
  eq('payloader', ['wheel-loader'], T),
  eq('batching plant for sale', ['batching-plant'], { availability: SALE }),
  eq('used excavator for sale', ['excavator'], { availability: SALE }),
  eq('second hand jcb', ['backhoe-loader'], { ...T, availability: SALE }),
  eq('crane hire', CRANES, { availability: RENT }),
  eq('generator on hire', ['generator'], { availability: RENT }),
  eqCat('earth moving machines', 'earth-moving-equipment'),
  eqCat('lifting equipment', 'lifting-equipment'),
  eq('water tanker', ['water-tanker']),

  // ── Equipment with places (aliases and metro regions included) ──────────────────
  eq('crane for rent in bangalore', CRANES, { place: city('Bengaluru'), availability: RENT }),
  eq('excavator in bombay', ['excavator'], { place: MUMBAI }),
  eq('rock breaker gurgaon', ['hydraulic-hammer'], { ...T, place: city('Gurugram') }),
  eq('generator madras', ['generator'], { place: city('Chennai') }),
  eq('jcb on rent pune', ['backhoe-loader'], { ...T, place: PUNE, availability: RENT }),
  eq('poclain hyderabad', ['excavator'], { ...T, place: HYDERABAD }),
  eq('transit mixer hyderabad', ['transit-mixer'], { place: HYDERABAD }),
  eq('road roller delhi ncr', ROLLERS, { place: NCR }),
  eq('tower crane mumbai', ['tower-crane'], { place: MUMBAI }),
  eq('hydra crane delhi', ['telescopic-crane'], { ...T, place: NCR }),
  eq('concrete pump kolkata', PUMPS, { place: KOLKATA }),
  eq('dg set ahmedabad', ['generator'], { ...T, place: city('Ahmedabad') }),
  eq('excavator maharashtra', ['excavator'], { place: state('Maharashtra') }),
  eq('jcb gujarat', ['backhoe-loader'], { ...T, place: state('Gujarat') }),
  eq('crane on rent calcutta', CRANES, { place: KOLKATA, availability: RENT }),
  eq('backhoe loader madras', ['backhoe-loader'], { place: city('Chennai') }),
  eq('excavator poona', ['excavator'], { place: PUNE }),
  eq('concrete pump noida', PUMPS, { place: city('Noida') }),
  eq('crane in karnataka', CRANES, { place: state('Karnataka') }),
  eq('excavator tamil nadu', ['excavator'], { place: state('Tamil Nadu') }),
  eq('tower crane lucknow', ['tower-crane'], { place: city('Lucknow') }),
  eq('tipper lucknow', ['dump-truck'], { ...T, place: city('Lucknow') }),
  eq('road roller uttar pradesh', ROLLERS, { place: state('Uttar Pradesh') }),

  // ── Equipment, Hinglish ─────────────────────────────────────────────────────────
  eq('jcb kiraye par', ['backhoe-loader'], { ...H, availability: RENT }),
  eq('jcb bhade pe chahiye', ['backhoe-loader'], { ...H, availability: RENT }),
  eq('poclain kiraya', ['excavator'], { ...H, availability: RENT }),
  eq('poclain machine chahiye', ['excavator'], H),
  eq('crane chahiye pune', CRANES, { ...H, place: PUNE }),
  eq('road roller kiraye pe', ROLLERS, { ...H, availability: RENT }),
  eq('generator kiraye par chahiye', ['generator'], { ...H, availability: RENT }),
  eq('tipper chahiye', ['dump-truck'], H),
  eq('hydra crane bhade par', ['telescopic-crane'], { ...H, availability: RENT }),
  eq('khudai machine', DIGGERS, H),
  eq('mitti khodne ki machine', DIGGERS, H),
  eq('purani jcb', ['backhoe-loader'], { ...H, availability: SALE }),
  eq('jcb kiraye par mumbai', ['backhoe-loader'], { ...H, place: MUMBAI, availability: RENT }),
  eq('dumper chahiye delhi', ['dump-truck'], { ...H, place: NCR }),
  eq('mixer machine kiraye par', MIXERS, { ...H, availability: RENT }),

  // ── Equipment, Devanagari ───────────────────────────────────────────────────────
  eq('जेसीबी', ['backhoe-loader'], D),
  eq('पोकलेन', ['excavator'], D),
  eq('क्रेन', CRANES, D),
  eq('रोड रोलर', ROLLERS, D),
  eq('जनरेटर', ['generator'], D),
  eq('बुलडोजर', ['bulldozer'], D),
  eq('मिक्सर', MIXERS, D),
  eq('जेसीबी किराए पर', ['backhoe-loader'], { ...D, availability: RENT }),
  eq('क्रेन पुणे', CRANES, { ...D, place: PUNE }),
  eq('टिपर', ['dump-truck'], D),
  eq('डंपर', ['dump-truck'], D),
  eq('हाइड्रा क्रेन', ['telescopic-crane'], D),
  eq('कंक्रीट पंप', PUMPS, D),
  eq('ट्रांजिट मिक्सर', ['transit-mixer'], D),
  eq('खुदाई मशीन', DIGGERS, D),
  eq('जनरेटर किराये पर मुंबई', ['generator'], { ...D, place: MUMBAI, availability: RENT }),
  eq('पोकलेन बिक्री', ['excavator'], { ...D, availability: SALE }),
  eq('टावर क्रेन', ['tower-crane'], D),
  eq('जेसीबी दिल्ली', ['backhoe-loader'], { ...D, place: NCR }),
  eq('डीजी सेट', ['generator'], D),

  // ── Equipment, misspelt ─────────────────────────────────────────────────────────
  eq('excavater', ['excavator'], M),
  eq('escavator', ['excavator'], M),
  eq('bulldozar', ['bulldozer'], M),
  eq('genrator', ['generator'], M),
  eq('generater on rent', ['generator'], { ...M, availability: RENT }),
  eq('backhoe loder', ['backhoe-loader'], M),
  eq('transit mixture', ['transit-mixer'], M),
  eq('concreat pump', PUMPS, M),
  eq('road rolar', ROLLERS, M),
  eq('hydrolic hammer', ['hydraulic-hammer'], M),
  eq('poklane', ['excavator'], M),
  eq('tower crane banglore', ['tower-crane'], { ...M, place: city('Bengaluru') }),
  eq('crane hydrabad', CRANES, { ...M, place: HYDERABAD }),

  // ── Contractors ─────────────────────────────────────────────────────────────────
  co('civil contractor', ['Civil Contractor']),
  co('building contractor', ['Building Contractor']),
  co('electrical contractor', ['Electrical Contractor']),
  co('road contractor', ['Road Contractor', 'Highway Contractor', 'Asphalt Contractor']),
  co('plumbing contractor', ['Plumbing Contractor', 'Sanitary Contractor']),
  co('interior contractor', ['Interior Contractor', 'Fit-out Contractor']),
  co('waterproofing contractor', ['Waterproofing Contractor']),
  co('painting contractor', ['Painting Contractor']),
  co('labour contractor', ['Labour Contractor', 'Manpower Supply Contractor']),
  co('borewell contractor', ['Borewell Contractor']),
  co('solar contractor', ['Solar EPC Contractor', 'Rooftop Solar Contractor']),
  co('fabrication contractor', ['Fabrication Contractor', 'Structural Steel Contractor', 'Aluminium Fabrication Contractor', 'Pre-Engineered Building Contractor']),
  co('piling contractor', ['Piling Contractor', 'Foundation Contractor']),
  co('hvac contractor', ['HVAC Contractor', 'MEP Contractor', 'Ventilation Contractor']),
  co('fire fighting contractor', ['Fire Fighting Contractor', 'Fire Alarm Contractor']),
  co('civil contractor pune', ['Civil Contractor'], { place: PUNE }),
  co('building contractor bangalore', ['Building Contractor'], { place: city('Bengaluru') }),
  co('electrical contractor delhi', ['Electrical Contractor'], { place: NCR }),
  co('civil contractor in bombay', ['Civil Contractor'], { place: MUMBAI }),
  co('industrial contractor gujarat', ['Industrial Contractor'], { place: state('Gujarat') }),
  co('electrical contractor chennai', ['Electrical Contractor'], { place: city('Chennai') }),
  co('building contractor hyderabad', ['Building Contractor'], { place: HYDERABAD }),
  co('road contractor maharashtra', ['Road Contractor', 'Highway Contractor', 'Asphalt Contractor'], { place: state('Maharashtra') }),
  co('bijli thekedar', ['Electrical Contractor'], H),
  co('bijli ka kaam', ['Electrical Contractor'], H),
  co('ghar banane wala thekedar', ['Building Contractor', 'Civil Contractor'], H),
  co('road banane wala thekedar', ['Road Contractor', 'Highway Contractor', 'Asphalt Contractor'], H),
  co('labour thekedar mumbai', ['Labour Contractor', 'Manpower Supply Contractor'], { ...H, place: MUMBAI }),
  co('civil thekedar hyderabad', ['Civil Contractor'], { ...H, place: HYDERABAD }),
  co('बिजली ठेकेदार', ['Electrical Contractor'], D),
  co('सिविल ठेकेदार', ['Civil Contractor'], D),
  co('बिल्डिंग ठेकेदार', ['Building Contractor'], D),
  co('सड़क ठेकेदार', ['Road Contractor', 'Highway Contractor', 'Asphalt Contractor'], D),
  co('लेबर ठेकेदार', ['Labour Contractor', 'Manpower Supply Contractor'], D),
  co('मकान बनाने वाला ठेकेदार', ['Building Contractor', 'Civil Contractor'], D),
  co('बिजली ठेकेदार दिल्ली', ['Electrical Contractor'], { ...D, place: NCR }),
  co('civil contracter', ['Civil Contractor'], M),
  co('electrical contarctor', ['Electrical Contractor'], M),
  co('buliding contractor', ['Building Contractor'], M),
  co('intirior contractor', ['Interior Contractor', 'Fit-out Contractor'], M),

  // ── Workers ─────────────────────────────────────────────────────────────────────
  wk('mason', { trades: ['Mason'] }),
  wk('electrician', { trades: ['Electrician'] }),
  wk('plumber', { trades: ['Plumber'] }),
  wk('carpenter', { trades: ['Carpenter'] }),
  wk('welder', { trades: ['Welder'] }),
  wk('painter', { trades: ['Painter'] }),
  wk('bar bender', { trades: ['Bar Bender'] }),
  wk('jcb operator', { trades: ['JCB Operator', 'Excavator Operator'] }),
  wk('crane operator', { trades: ['Crane Operator'] }),
  wk('watchman', { trades: ['Watchman'] }),
  wk('security guard', { trades: ['Watchman'] }),
  wk('labour', { categories: ['unskilled'] }),
  wk('site supervisor', { trades: ['Site Supervisor'] }),
  wk('driver', { trades: ['Driver'] }),
  wk('mason in bombay', { trades: ['Mason'] }, { place: MUMBAI }),
  wk('electrician pune', { trades: ['Electrician'] }, { place: PUNE }),
  wk('labour supply mumbai', { categories: ['unskilled'] }, { place: MUMBAI }),
  wk('majdoor chahiye', { categories: ['unskilled'] }, H),
  wk('mazdoor chahiye navi mumbai', { categories: ['unskilled'] }, { ...H, place: city('Navi Mumbai') }),
  wk('mistri chahiye', { trades: ['Mason'] }, H),
  wk('raj mistri', { trades: ['Mason'] }, H),
  wk('beldar', { categories: ['unskilled'] }, H),
  wk('plumber chahiye delhi', { trades: ['Plumber'] }, { ...H, place: NCR }),
  wk('bijli mistri', { trades: ['Electrician'] }, H),
  wk('chowkidar chahiye', { trades: ['Watchman'] }, H),
  wk('welding wala', { trades: ['Welder'] }, H),
  wk('प्लंबर', { trades: ['Plumber'] }, D),
  wk('मिस्त्री', { trades: ['Mason'] }, D),
  wk('मजदूर', { categories: ['unskilled'] }, D),
  wk('इलेक्ट्रीशियन', { trades: ['Electrician'] }, D),
  wk('वेल्डर', { trades: ['Welder'] }, D),
  wk('बढ़ई', { trades: ['Carpenter'] }, D),
  wk('पेंटर', { trades: ['Painter'] }, D),
  wk('राजमिस्त्री', { trades: ['Mason'] }, D),
  wk('चौकीदार', { trades: ['Watchman'] }, D),
  wk('मजदूर चाहिए दिल्ली', { categories: ['unskilled'] }, { ...D, place: NCR }),
  wk('जेसीबी ऑपरेटर', { trades: ['JCB Operator', 'Excavator Operator'] }, D),
  wk('plumer', { trades: ['Plumber'] }, M),
  wk('electrition', { trades: ['Electrician'] }, M),
  wk('carpanter', { trades: ['Carpenter'] }, M),
  wk('supervisior', { trades: ['Site Supervisor'] }, M),
];
