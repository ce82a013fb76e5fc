/**
 * The catalogues' names in Hindi (docs/product.md#catalogues), as data: read them through
 * data/catalogue-hindi.ts (`catalogueLabel` and the `hindi…` functions), which also says how the names
 * were chosen. Apart from the functions so that a browser downloads them only on Hindi pages: in the
 * browser build data/catalogue-hindi-source.ts is the registry that app/routes/lang-hi.tsx fills
 * (scripts/vite-hindi-names.ts, docs/decisions/048-hindi-site.md). Keys are the catalogues' own slugs,
 * values or English names. The contractor types' and working sectors' names, three quarters of the whole,
 * are in data/catalogue-hindi-contractor-names.ts: the browser loads them only where a page shows them.
 */
import type { EquipmentCategorySlug } from './equipment-catalogue.ts';
import type { Availability, WorkerCategory, WorkerKind } from './workforce.ts';

/** By category slug: the category's full name (headings, cards). */
export const HINDI_CATEGORY_NAMES: Readonly<Record<EquipmentCategorySlug, string>> = {
  'earth-moving-equipment': 'अर्थ मूविंग उपकरण',
  'lifting-equipment': 'लिफ्टिंग उपकरण',
  'concrete-equipment': 'कंक्रीट उपकरण',
  'miscellaneous-equipment': 'अन्य उपकरण',
};

/** By category slug: the category's short name (chips, tabs), as `short` in data/equipment-catalogue.ts. */
export const HINDI_CATEGORY_SHORT_NAMES: Readonly<Record<EquipmentCategorySlug, string>> = {
  'earth-moving-equipment': 'अर्थ मूविंग',
  'lifting-equipment': 'लिफ्टिंग',
  'concrete-equipment': 'कंक्रीट',
  'miscellaneous-equipment': 'अन्य',
};

/** By machine-type slug (data/equipment-catalogue.ts). */
export const HINDI_MACHINE_TYPES: Readonly<Record<string, string>> = {
  // Earth moving
  bulldozer: 'बुलडोजर',
  excavator: 'एक्सकेवेटर',
  'backhoe-loader': 'बैकहो लोडर',
  'skid-steer-loader': 'स्किड स्टीयर लोडर',
  'motor-grader': 'मोटर ग्रेडर',
  trencher: 'ट्रेंचर',
  scraper: 'स्क्रेपर',
  'wheel-loader': 'व्हील लोडर',
  'compact-track-loader': 'कॉम्पैक्ट ट्रैक लोडर',
  'dump-truck': 'डंपर',
  'road-roller': 'रोड रोलर',
  'asphalt-distributor': 'डामर स्प्रेयर',
  paver: 'पेवर',
  compactor: 'कॉम्पैक्टर',
  // Lifting
  'tower-crane': 'टावर क्रेन',
  'crawler-crane': 'क्रॉलर क्रेन',
  'telescopic-crane': 'टेलीस्कोपिक क्रेन',
  'gantry-crane': 'गैंट्री क्रेन',
  'eot-crane': 'EOT क्रेन',
  'launching-gantry': 'लॉन्चिंग गैंट्री',
  'conveyor-system': 'कन्वेयर सिस्टम',
  'boom-lift': 'बूम लिफ्ट',
  telehandler: 'टेलीहैंडलर',
  // Concrete
  'batching-plant': 'बैचिंग प्लांट',
  'hot-mix-plant': 'हॉट मिक्स प्लांट',
  'wet-mix-plant': 'वेट मिक्स प्लांट',
  'transit-mixer': 'ट्रांजिट मिक्सर',
  'boom-placer': 'बूम प्लेसर',
  'concrete-pump': 'कंक्रीट पंप',
  'concrete-boom-pump': 'कंक्रीट बूम पंप',
  'screed-pump': 'स्क्रीड पंप',
  crusher: 'क्रशर',
  pulverizer: 'पल्वराइजर',
  'concrete-mixer': 'कंक्रीट मिक्सर',
  // Miscellaneous
  'bar-bending-machine': 'बार बेंडिंग मशीन',
  'bar-cutting-machine': 'बार कटिंग मशीन',
  'chiller-plant': 'चिलर प्लांट',
  'air-compressor': 'एयर कंप्रेसर',
  generator: 'जनरेटर',
  transformer: 'ट्रांसफार्मर',
  'total-station': 'टोटल स्टेशन',
  'testing-equipment': 'टेस्टिंग उपकरण',
  'ndt-equipment': 'NDT उपकरण',
  dredger: 'ड्रेजर',
  forklift: 'फोर्कलिफ्ट',
  'hydraulic-hammer': 'हाइड्रोलिक हैमर',
  'piling-rig': 'पाइलिंग रिग',
  auger: 'ऑगर',
  'vibro-hammer': 'वाइब्रो हैमर',
  'tunnel-boring-machine': 'टनल बोरिंग मशीन',
  'microtunnelling-machine': 'माइक्रो टनलिंग मशीन',
  trailer: 'ट्रेलर',
  'grab-machine': 'ग्रैब मशीन',
  'water-tanker': 'पानी टैंकर',
  spmt: 'SPMT ट्रेलर',
  'desander-unit': 'डीसैंडर यूनिट',
};

/** By workforce category value (data/workforce.ts). */
export const HINDI_WORKER_CATEGORIES: Readonly<Record<WorkerCategory, string>> = {
  general: 'सामान्य',
  skilled: 'कुशल',
  unskilled: 'अकुशल',
  technician: 'तकनीशियन',
};

/** The workforce categories' hints (the home page tiles), by value. */
export const HINDI_WORKER_CATEGORY_HINTS: Readonly<Record<WorkerCategory, string>> = {
  general: 'साइट हेल्पर, चौकीदार, हाउसकीपिंग',
  skilled: 'राजमिस्त्री, बढ़ई, बार बेंडर, वेल्डर',
  unskilled: 'मजदूर और लोडर',
  technician: 'इलेक्ट्रीशियन, प्लंबर, ऑपरेटर, सर्वेयर',
};

/** By workforce kind value. */
export const HINDI_WORKER_KINDS: Readonly<Record<WorkerKind, string>> = {
  individual: 'व्यक्तिगत',
  agency: 'एजेंसी',
};

/** By availability value. */
export const HINDI_AVAILABILITY: Readonly<Record<Availability, string>> = {
  immediate: 'अभी उपलब्ध',
  'within-week': 'एक हफ्ते में',
  'within-month': 'एक महीने में',
  'on-project': 'अभी प्रोजेक्ट पर',
};

/** By trade (data/workforce.ts TRADES; a job seeker may type another, which stays as typed). */
export const HINDI_TRADES: Readonly<Record<string, string>> = {
  // General
  'Site Helper': 'साइट हेल्पर',
  Watchman: 'चौकीदार',
  'Store Keeper': 'स्टोर कीपर',
  Housekeeping: 'हाउसकीपिंग',
  'Cook (Site Mess)': 'रसोइया',
  Driver: 'ड्राइवर',
  // Skilled
  Mason: 'राजमिस्त्री',
  Carpenter: 'बढ़ई',
  'Shuttering Carpenter': 'शटरिंग कारपेंटर',
  'Bar Bender': 'बार बेंडर',
  Welder: 'वेल्डर',
  Painter: 'पेंटर',
  'Tile Fitter': 'टाइल मिस्त्री',
  Plasterer: 'प्लास्टर मिस्त्री',
  Fabricator: 'फैब्रिकेटर',
  Scaffolder: 'स्कैफोल्डर',
  // Unskilled
  Labourer: 'मजदूर',
  Loader: 'लोडर',
  'Concrete Labour': 'कंक्रीट मजदूर',
  'Excavation Labour': 'खुदाई मजदूर',
  'Cleaning Labour': 'सफाई मजदूर',
  // Technician
  Electrician: 'इलेक्ट्रीशियन',
  Plumber: 'प्लंबर',
  'Excavator Operator': 'एक्सकेवेटर ऑपरेटर',
  'Crane Operator': 'क्रेन ऑपरेटर',
  'JCB Operator': 'JCB ऑपरेटर',
  Surveyor: 'सर्वेयर',
  'HVAC Technician': 'HVAC तकनीशियन',
  'Site Supervisor': 'साइट सुपरवाइजर',
  'Safety Officer': 'सेफ्टी ऑफिसर',
  'Lab Technician': 'लैब तकनीशियन',
};
