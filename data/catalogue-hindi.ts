/**
 * The catalogues' names in Hindi, for the Hindi pages' filters, chips and cards (docs/product.md#catalogues).
 * The word construction people in India use, in Devanagari, where there is one (क्रेन, बुलडोजर, मजदूर,
 * राजमिस्त्री, ठेकेदार); otherwise a clear transliteration. Brand names are not type names (जेसीबी, पोकलेन
 * stay search words: data/search-vocabulary.ts); acronyms people write in Latin letters stay so (EOT क्रेन,
 * RCC ठेकेदार). Short: every name fits a filter chip on a 375 px phone (data/catalogue-hindi.test.ts).
 * Keys are the catalogues' own slugs, values or English names; the stored values stay English
 * (addresses, filters and the API do not change with the language). Browser-safe and small: the Hindi
 * pages ship it.
 */
import type { ContractorTypeName } from './contractor-types.ts';
import { categoryByNameOrSlug, EQUIPMENT_CATALOGUE, EQUIPMENT_CATEGORIES, type EquipmentCategorySlug } from './equipment-catalogue.ts';
import { REGION_HINDI_NAMES } from './regions.ts';
import { AVAILABILITY, type Availability, WORKER_CATEGORIES, WORKER_KINDS, type WorkerCategory, type WorkerKind } from './workforce.ts';

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

/** By contractor type (data/contractor-types.ts): "<work> ठेकेदार". */
export const HINDI_CONTRACTOR_TYPES: Readonly<Record<ContractorTypeName, string>> = {
  'Civil Contractor': 'सिविल ठेकेदार',
  'Building Contractor': 'बिल्डिंग ठेकेदार',
  'Industrial Contractor': 'इंडस्ट्रियल ठेकेदार',
  'Electrical Contractor': 'बिजली ठेकेदार',
  // Roads, bridges, rail, tunnels
  'Road Contractor': 'सड़क ठेकेदार',
  'Highway Contractor': 'हाईवे ठेकेदार',
  'Bridge Contractor': 'पुल ठेकेदार',
  'Railway Contractor': 'रेलवे ठेकेदार',
  'Metro Rail Contractor': 'मेट्रो रेल ठेकेदार',
  'Tunnel Contractor': 'सुरंग ठेकेदार',
  'Asphalt Contractor': 'डामर ठेकेदार',
  'Road Marking Contractor': 'रोड मार्किंग ठेकेदार',
  'Paver Block Contractor': 'पेवर ब्लॉक ठेकेदार',
  // Foundations and earthwork
  'Piling Contractor': 'पाइलिंग ठेकेदार',
  'Foundation Contractor': 'नींव ठेकेदार',
  'Excavation Contractor': 'खुदाई ठेकेदार',
  'Earthwork Contractor': 'अर्थवर्क ठेकेदार',
  'Demolition Contractor': 'डिमोलिशन ठेकेदार',
  'Dewatering Contractor': 'डीवाटरिंग ठेकेदार',
  'Shoring Contractor': 'शोरिंग ठेकेदार',
  'Diaphragm Wall Contractor': 'डायाफ्राम वॉल ठेकेदार',
  'Ground Improvement Contractor': 'ग्राउंड इम्प्रूवमेंट ठेकेदार',
  'Soil Investigation Contractor': 'मिट्टी जांच ठेकेदार',
  'Blasting Contractor': 'ब्लास्टिंग ठेकेदार',
  // Structure
  'RCC Contractor': 'RCC ठेकेदार',
  'Concrete Contractor': 'कंक्रीट ठेकेदार',
  'Precast Contractor': 'प्रीकास्ट ठेकेदार',
  'Post-Tensioning Contractor': 'पोस्ट-टेंशनिंग ठेकेदार',
  'Formwork Contractor': 'फॉर्मवर्क ठेकेदार',
  'Shuttering Contractor': 'शटरिंग ठेकेदार',
  'Scaffolding Contractor': 'स्कैफोल्डिंग ठेकेदार',
  'Bar Bending Contractor': 'बार बेंडिंग ठेकेदार',
  'Masonry Contractor': 'चिनाई ठेकेदार',
  'Structural Steel Contractor': 'स्ट्रक्चरल स्टील ठेकेदार',
  'Pre-Engineered Building Contractor': 'PEB ठेकेदार',
  'Fabrication Contractor': 'फैब्रिकेशन ठेकेदार',
  'Welding Contractor': 'वेल्डिंग ठेकेदार',
  'Sheet Metal Contractor': 'शीट मेटल ठेकेदार',
  'Erection Contractor': 'इरेक्शन ठेकेदार',
  // Finishes and envelope
  'Plastering Contractor': 'प्लास्टर ठेकेदार',
  'Tiling Contractor': 'टाइल ठेकेदार',
  'Flooring Contractor': 'फ्लोरिंग ठेकेदार',
  'Marble and Granite Contractor': 'मार्बल-ग्रेनाइट ठेकेदार',
  'Stone Cladding Contractor': 'स्टोन क्लैडिंग ठेकेदार',
  'Painting Contractor': 'पेंटिंग ठेकेदार',
  'Waterproofing Contractor': 'वाटरप्रूफिंग ठेकेदार',
  'Roofing Contractor': 'रूफिंग ठेकेदार',
  'False Ceiling Contractor': 'फॉल्स सीलिंग ठेकेदार',
  'Glazing Contractor': 'ग्लेजिंग ठेकेदार',
  'Facade Contractor': 'फसाड ठेकेदार',
  'ACP Cladding Contractor': 'ACP क्लैडिंग ठेकेदार',
  'Aluminium Fabrication Contractor': 'एल्युमिनियम ठेकेदार',
  'Interior Contractor': 'इंटीरियर ठेकेदार',
  'Fit-out Contractor': 'फिट-आउट ठेकेदार',
  'Carpentry Contractor': 'बढ़ईगीरी ठेकेदार',
  'Modular Kitchen Contractor': 'मॉड्यूलर किचन ठेकेदार',
  'Acoustic Contractor': 'अकूस्टिक ठेकेदार',
  'Clean Room Contractor': 'क्लीन रूम ठेकेदार',
  // Water and drainage
  'Plumbing Contractor': 'प्लंबिंग ठेकेदार',
  'Sanitary Contractor': 'सैनिटरी ठेकेदार',
  'Drainage Contractor': 'ड्रेनेज ठेकेदार',
  'Sewerage Contractor': 'सीवरेज ठेकेदार',
  'Water Supply Contractor': 'जल आपूर्ति ठेकेदार',
  'Pipeline Contractor': 'पाइपलाइन ठेकेदार',
  'Borewell Contractor': 'बोरवेल ठेकेदार',
  'Rainwater Harvesting Contractor': 'वर्षा जल संचयन ठेकेदार',
  'STP Contractor': 'STP ठेकेदार',
  'WTP Contractor': 'WTP ठेकेदार',
  'ETP Contractor': 'ETP ठेकेदार',
  'Swimming Pool Contractor': 'स्विमिंग पूल ठेकेदार',
  'Irrigation Contractor': 'सिंचाई ठेकेदार',
  'Canal Contractor': 'नहर ठेकेदार',
  'Dam Contractor': 'बांध ठेकेदार',
  // Building services
  'MEP Contractor': 'MEP ठेकेदार',
  'HVAC Contractor': 'HVAC ठेकेदार',
  'Ventilation Contractor': 'वेंटिलेशन ठेकेदार',
  'Refrigeration Contractor': 'रेफ्रिजरेशन ठेकेदार',
  'Cold Storage Contractor': 'कोल्ड स्टोरेज ठेकेदार',
  'Fire Fighting Contractor': 'फायर फाइटिंग ठेकेदार',
  'Fire Alarm Contractor': 'फायर अलार्म ठेकेदार',
  'Low Voltage Contractor': 'लो वोल्टेज ठेकेदार',
  'CCTV and Security Systems Contractor': 'CCTV-सिक्योरिटी ठेकेदार',
  'Networking and Data Cabling Contractor': 'नेटवर्क केबलिंग ठेकेदार',
  'Building Automation Contractor': 'बिल्डिंग ऑटोमेशन ठेकेदार',
  'Lift and Escalator Contractor': 'लिफ्ट-एस्केलेटर ठेकेदार',
  // Power
  'Substation Contractor': 'सबस्टेशन ठेकेदार',
  'Transmission Line Contractor': 'ट्रांसमिशन लाइन ठेकेदार',
  'Power Distribution Contractor': 'बिजली वितरण ठेकेदार',
  'Cabling Contractor': 'केबलिंग ठेकेदार',
  'Street Lighting Contractor': 'स्ट्रीट लाइट ठेकेदार',
  'Solar EPC Contractor': 'सोलर EPC ठेकेदार',
  'Rooftop Solar Contractor': 'रूफटॉप सोलर ठेकेदार',
  'Wind Energy Contractor': 'पवन ऊर्जा ठेकेदार',
  'Hydro Power Contractor': 'जलविद्युत ठेकेदार',
  'Instrumentation Contractor': 'इंस्ट्रूमेंटेशन ठेकेदार',
  // Industrial, oil and gas, marine
  'Mechanical Contractor': 'मैकेनिकल ठेकेदार',
  'Piping Contractor': 'पाइपिंग ठेकेदार',
  'Machinery Installation Contractor': 'मशीनरी इंस्टॉलेशन ठेकेदार',
  'Boiler Contractor': 'बॉयलर ठेकेदार',
  'Insulation Contractor': 'इंसुलेशन ठेकेदार',
  'Refractory Contractor': 'रिफ्रैक्टरी ठेकेदार',
  'Industrial Coating Contractor': 'इंडस्ट्रियल कोटिंग ठेकेदार',
  'Sandblasting Contractor': 'सैंडब्लास्टिंग ठेकेदार',
  'Cathodic Protection Contractor': 'कैथोडिक प्रोटेक्शन ठेकेदार',
  'Oil and Gas Contractor': 'तेल-गैस ठेकेदार',
  'Storage Tank Contractor': 'स्टोरेज टैंक ठेकेदार',
  'Chimney Contractor': 'चिमनी ठेकेदार',
  'Cooling Tower Contractor': 'कूलिंग टावर ठेकेदार',
  'Marine Contractor': 'मरीन ठेकेदार',
  'Dredging Contractor': 'ड्रेजिंग ठेकेदार',
  'Port and Jetty Contractor': 'पोर्ट-जेटी ठेकेदार',
  'Airport Contractor': 'एयरपोर्ट ठेकेदार',
  'Telecom Tower Contractor': 'टेलीकॉम टावर ठेकेदार',
  'Optical Fibre Contractor': 'ऑप्टिकल फाइबर ठेकेदार',
  'Mining Contractor': 'खनन ठेकेदार',
  'Quarry Contractor': 'खदान ठेकेदार',
  // Site and external works
  'Landscaping Contractor': 'लैंडस्केपिंग ठेकेदार',
  'Fencing Contractor': 'फेंसिंग ठेकेदार',
  'Boundary Wall Contractor': 'बाउंड्री वॉल ठेकेदार',
  // Services and contracting models
  'Labour Contractor': 'लेबर ठेकेदार',
  'Manpower Supply Contractor': 'मैनपावर सप्लाई ठेकेदार',
  'Housekeeping Contractor': 'हाउसकीपिंग ठेकेदार',
  'Facility Management Contractor': 'फैसिलिटी मैनेजमेंट ठेकेदार',
  'Transport Contractor': 'ट्रांसपोर्ट ठेकेदार',
  'Equipment Hiring Contractor': 'उपकरण किराया ठेकेदार',
  'Repair and Maintenance Contractor': 'मरम्मत-रखरखाव ठेकेदार',
  'Retrofitting Contractor': 'रेट्रोफिटिंग ठेकेदार',
  'Heritage Restoration Contractor': 'धरोहर जीर्णोद्धार ठेकेदार',
  'Turnkey Contractor': 'टर्नकी ठेकेदार',
  'EPC Contractor': 'EPC ठेकेदार',
  'Government Contractor': 'सरकारी ठेकेदार',
  'Other Contractor': 'अन्य ठेकेदार',
};

/** By working sector or subcategory name (data/working-sectors.ts, ALL_SECTOR_NAMES). */
export const HINDI_SECTORS: Readonly<Record<string, string>> = {
  'Roads & Highways': 'सड़क और राजमार्ग',
  'National Highways': 'राष्ट्रीय राजमार्ग',
  'State Highways': 'राज्य राजमार्ग',
  Expressways: 'एक्सप्रेसवे',
  'Rural Roads (PMGSY)': 'ग्रामीण सड़कें (PMGSY)',
  'Urban Roads': 'शहरी सड़कें',
  'Road Maintenance': 'सड़क मरम्मत',
  'Toll Plazas': 'टोल प्लाजा',
  'Bridges & Flyovers': 'पुल और फ्लाईओवर',
  'River Bridges': 'नदी पुल',
  Flyovers: 'फ्लाईओवर',
  'Railway Over Bridges': 'रेलवे ओवरब्रिज',
  'Cable-Stayed Bridges': 'केबल-स्टे पुल',
  'Foot Over Bridges': 'फुट ओवरब्रिज',
  'Elevated Corridors': 'एलिवेटेड कॉरिडोर',
  'Railways & Metro': 'रेलवे और मेट्रो',
  'Railway Track Works': 'रेल ट्रैक कार्य',
  'Railway Electrification': 'रेल विद्युतीकरण',
  'Station Buildings': 'स्टेशन भवन',
  'Metro Rail': 'मेट्रो रेल',
  'Dedicated Freight Corridors': 'डेडिकेटेड फ्रेट कॉरिडोर',
  'Signalling & Telecom': 'सिग्नलिंग और टेलीकॉम',
  'High-Speed Rail': 'हाई-स्पीड रेल',
  Airports: 'हवाई अड्डे',
  'Terminal Buildings': 'टर्मिनल भवन',
  'Runways & Taxiways': 'रनवे और टैक्सीवे',
  'Air Traffic Control Towers': 'ATC टावर',
  Hangars: 'हैंगर',
  'Cargo Terminals': 'कार्गो टर्मिनल',
  'Ports & Harbours': 'बंदरगाह',
  'Jetties & Berths': 'जेटी और बर्थ',
  Breakwaters: 'ब्रेकवाटर',
  'Dredging & Reclamation': 'ड्रेजिंग और रिक्लेमेशन',
  Shipyards: 'शिपयार्ड',
  'Inland Waterways': 'अंतर्देशीय जलमार्ग',
  'Fishing Harbours': 'फिशिंग हार्बर',
  'Water Supply & Sewerage': 'जल आपूर्ति और सीवरेज',
  'Water Treatment Plants': 'वाटर ट्रीटमेंट प्लांट',
  'Sewage Treatment Plants': 'सीवेज ट्रीटमेंट प्लांट',
  'Water Pipelines': 'पानी की पाइपलाइन',
  'Overhead Tanks & Reservoirs': 'ओवरहेड टैंक और जलाशय',
  'Sewer Networks': 'सीवर नेटवर्क',
  'Desalination Plants': 'डीसेलिनेशन प्लांट',
  'Irrigation & Dams': 'सिंचाई और बांध',
  'Dams & Barrages': 'बांध और बैराज',
  Canals: 'नहरें',
  'Lift Irrigation': 'लिफ्ट सिंचाई',
  'Check Dams': 'चेक डैम',
  'Flood Control': 'बाढ़ नियंत्रण',
  'Micro Irrigation': 'सूक्ष्म सिंचाई',
  'Power & Energy': 'बिजली और ऊर्जा',
  'Thermal Power Plants': 'थर्मल पावर प्लांट',
  'Transmission Lines': 'ट्रांसमिशन लाइन',
  Substations: 'सबस्टेशन',
  'Power Distribution Networks': 'बिजली वितरण नेटवर्क',
  'Hydroelectric Projects': 'जलविद्युत परियोजनाएं',
  'Nuclear Power Plants': 'परमाणु ऊर्जा संयंत्र',
  'Renewable Energy': 'अक्षय ऊर्जा',
  'Solar Parks': 'सोलर पार्क',
  'Rooftop Solar': 'रूफटॉप सोलर',
  'Wind Farms': 'विंड फार्म',
  'Small Hydro Plants': 'लघु जलविद्युत संयंत्र',
  'Green Hydrogen': 'ग्रीन हाइड्रोजन',
  'Battery Energy Storage': 'बैटरी ऊर्जा भंडारण',
  'Oil & Gas': 'तेल और गैस',
  Refineries: 'रिफाइनरी',
  'Cross-Country Pipelines': 'क्रॉस-कंट्री पाइपलाइन',
  'City Gas Distribution': 'सिटी गैस वितरण',
  'Storage Terminals': 'स्टोरेज टर्मिनल',
  'Petrochemical Plants': 'पेट्रोकेमिकल प्लांट',
  'Offshore Platforms': 'ऑफशोर प्लेटफॉर्म',
  'Residential Buildings': 'आवासीय भवन',
  Apartments: 'अपार्टमेंट',
  'Villas & Bungalows': 'विला और बंगले',
  'Affordable Housing': 'किफायती आवास',
  Townships: 'टाउनशिप',
  'Gated Communities': 'गेटेड सोसाइटी',
  'Redevelopment Projects': 'पुनर्विकास परियोजनाएं',
  'Commercial Buildings': 'व्यावसायिक भवन',
  'Office Buildings': 'ऑफिस बिल्डिंग',
  'Shopping Malls': 'शॉपिंग मॉल',
  'IT Parks': 'IT पार्क',
  'Retail Showrooms': 'रिटेल शोरूम',
  'Mixed-Use Developments': 'मिक्स्ड-यूज प्रोजेक्ट',
  'Data Centres': 'डेटा सेंटर',
  'Industrial Plants': 'इंडस्ट्रियल प्लांट',
  Factories: 'फैक्ट्री',
  'Steel Plants': 'स्टील प्लांट',
  'Cement Plants': 'सीमेंट प्लांट',
  'Pharmaceutical Plants': 'फार्मा प्लांट',
  'Food Processing Units': 'फूड प्रोसेसिंग यूनिट',
  'Automobile Plants': 'ऑटोमोबाइल प्लांट',
  'Chemical Plants': 'केमिकल प्लांट',
  'Textile Mills': 'कपड़ा मिल',
  'Warehousing & Logistics': 'गोदाम और लॉजिस्टिक्स',
  Warehouses: 'गोदाम',
  'Cold Storage Facilities': 'कोल्ड स्टोरेज',
  'Logistics Parks': 'लॉजिस्टिक्स पार्क',
  'Container Freight Stations': 'कंटेनर फ्रेट स्टेशन',
  'Distribution Centres': 'वितरण केंद्र',
  Healthcare: 'स्वास्थ्य सेवा',
  Hospitals: 'अस्पताल',
  'Medical Colleges': 'मेडिकल कॉलेज',
  'Diagnostic Centres': 'डायग्नोस्टिक सेंटर',
  Clinics: 'क्लिनिक',
  Laboratories: 'प्रयोगशाला',
  Education: 'शिक्षा',
  Schools: 'स्कूल',
  'Colleges & Universities': 'कॉलेज और विश्वविद्यालय',
  Hostels: 'हॉस्टल',
  'Training Institutes': 'प्रशिक्षण संस्थान',
  'Auditoriums & Libraries': 'ऑडिटोरियम और पुस्तकालय',
  Hospitality: 'हॉस्पिटैलिटी',
  Hotels: 'होटल',
  Resorts: 'रिसॉर्ट',
  Restaurants: 'रेस्टोरेंट',
  'Convention Centres': 'कन्वेंशन सेंटर',
  'Serviced Apartments': 'सर्विस अपार्टमेंट',
  'Urban Infrastructure': 'शहरी बुनियादी ढांचा',
  'Smart City Projects': 'स्मार्ट सिटी प्रोजेक्ट',
  'Stormwater Drains': 'बरसाती नाले',
  'Street Lighting': 'स्ट्रीट लाइट',
  'Parks & Landscaping': 'पार्क और लैंडस्केपिंग',
  'Solid Waste Management': 'ठोस कचरा प्रबंधन',
  'Multilevel Parking': 'मल्टीलेवल पार्किंग',
  'Government Buildings': 'सरकारी भवन',
  Telecom: 'दूरसंचार',
  'Telecom Towers': 'टेलीकॉम टावर',
  'Optical Fibre Networks': 'ऑप्टिकल फाइबर नेटवर्क',
  'Telephone Exchanges': 'टेलीफोन एक्सचेंज',
  'In-Building Solutions': 'इन-बिल्डिंग सॉल्यूशन',
  '5G Small Cells': '5G स्मॉल सेल',
  Mining: 'खनन',
  'Coal Mines': 'कोयला खदानें',
  'Metal Mines': 'धातु खदानें',
  'Stone Quarries': 'पत्थर खदानें',
  'Mine Development': 'खदान विकास',
  'Overburden Removal': 'ओवरबर्डन हटाना',
  'Mineral Beneficiation Plants': 'खनिज शोधन संयंत्र',
  Tunnels: 'सुरंगें',
  'Road Tunnels': 'सड़क सुरंग',
  'Rail Tunnels': 'रेल सुरंग',
  'Metro Tunnels': 'मेट्रो सुरंग',
  'Water Conveyance Tunnels': 'जल सुरंग',
  'Utility Tunnels': 'यूटिलिटी सुरंग',
  'Micro-Tunnelling': 'माइक्रो-टनलिंग',
  'Interiors & Fit-out': 'इंटीरियर और फिट-आउट',
  'Office Interiors': 'ऑफिस इंटीरियर',
  'Residential Interiors': 'होम इंटीरियर',
  'Retail Interiors': 'रिटेल इंटीरियर',
  'Hospitality Interiors': 'होटल इंटीरियर',
  'Modular Furniture': 'मॉड्यूलर फर्नीचर',
  'Ceilings & Partitions': 'सीलिंग और पार्टीशन',
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

export type CatalogueLang = 'en' | 'hi';

/** Which catalogue a value comes from (catalogueLabel). */
export type CatalogueKind = 'category' | 'machineType' | 'contractorType' | 'sector' | 'trade' | 'workerCategory' | 'workerKind' | 'availability' | 'state';

type Names = { en: string; hi: string };
type Rows = Iterable<readonly [keys: readonly string[], names: Names]>;
type Table = (value: string | null | undefined) => Names | undefined;

/**
 * A lookup by lower-cased slug, value or English name, built on first use. Each kind's lookup is a
 * function of its own, so a page that reads one kind lets the bundler drop the other kinds' names.
 */
function lazyTable(rows: () => Rows): Table {
  let map: Map<string, Names> | undefined;
  return (value) => {
    if (!value) return undefined;
    if (!map) {
      map = new Map();
      for (const [keys, names] of rows()) for (const k of keys) map.set(k.toLowerCase(), names);
    }
    return map.get(value.trim().toLowerCase());
  };
}

const byEnglish = (hindi: Readonly<Record<string, string>>) => Object.entries(hindi).map(([en, hi]) => [[en], { en, hi }] as const);
const byValue = (list: readonly { value: string; label: string }[], hindi: Readonly<Record<string, string>>) =>
  list.map((x) => [[x.value, x.label], { en: x.label, hi: hindi[x.value] as string }] as const);

// A short English name ('Earth Moving') gets the short Hindi one; the slug and the full name the full one.
const categories = /* @__PURE__ */ lazyTable(() =>
  EQUIPMENT_CATEGORIES.flatMap((c) => [
    [[c.slug, c.name], { en: c.name, hi: HINDI_CATEGORY_NAMES[c.slug] }] as const,
    [[c.short], { en: c.short, hi: HINDI_CATEGORY_SHORT_NAMES[c.slug] }] as const,
  ]),
);
const machineTypes = /* @__PURE__ */ lazyTable(() => EQUIPMENT_CATALOGUE.map((m) => [[m.slug, m.name], { en: m.name, hi: HINDI_MACHINE_TYPES[m.slug] ?? m.name }] as const));
const contractorTypes = /* @__PURE__ */ lazyTable(() => byEnglish(HINDI_CONTRACTOR_TYPES));
const sectors = /* @__PURE__ */ lazyTable(() => byEnglish(HINDI_SECTORS));
const trades = /* @__PURE__ */ lazyTable(() => byEnglish(HINDI_TRADES));
const workerCategories = /* @__PURE__ */ lazyTable(() => byValue(WORKER_CATEGORIES, HINDI_WORKER_CATEGORIES));
const workerKinds = /* @__PURE__ */ lazyTable(() => byValue(WORKER_KINDS, HINDI_WORKER_KINDS));
const availability = /* @__PURE__ */ lazyTable(() => byValue(AVAILABILITY, HINDI_AVAILABILITY));
const states = /* @__PURE__ */ lazyTable(() => byEnglish(REGION_HINDI_NAMES));

const TABLES: Record<CatalogueKind, Table> = {
  category: categories,
  machineType: machineTypes,
  contractorType: contractorTypes,
  sector: sectors,
  trade: trades,
  workerCategory: workerCategories,
  workerKind: workerKinds,
  availability,
  state: states,
};

/**
 * A catalogue value's name in the page's language. `value` is what the catalogues store or the
 * address carries: a slug or value ('backhoe-loader', 'skilled') or an English name (any case).
 * 'en': the catalogue's English name (a slug becomes its name); 'hi': the Hindi name. A value that
 * is not in the catalogue (a trade or place a user typed) comes back as given.
 */
export function catalogueLabel(kind: CatalogueKind, value: string, lang: CatalogueLang): string {
  const names = TABLES[kind](value);
  if (!names) return value;
  return lang === 'hi' ? names.hi : names.en;
}

/** Hindi full name of a category (slug or English name, full or short); undefined when unknown. */
export const hindiCategoryName = (slugOrName: string) => {
  const c = categoryByNameOrSlug(slugOrName);
  return c && HINDI_CATEGORY_NAMES[c.slug];
};
/** Hindi short name of a category, for chips and tabs (slug or English name, full or short). */
export const hindiCategoryShortName = (slugOrName: string) => {
  const c = categoryByNameOrSlug(slugOrName);
  return c && HINDI_CATEGORY_SHORT_NAMES[c.slug];
};
/** Hindi name of a machine type (slug or English name). */
export const hindiMachineTypeName = (slugOrName: string) => machineTypes(slugOrName)?.hi;
/** Hindi name of a contractor type (its English name). */
export const hindiContractorType = (name: string) => contractorTypes(name)?.hi;
/** Hindi name of a working sector or subcategory (its English name). */
export const hindiSector = (name: string) => sectors(name)?.hi;
/** Hindi name of a catalogue trade; undefined for a trade the job seeker typed. */
export const hindiTrade = (name: string) => trades(name)?.hi;
/** Hindi name of a workforce category (value or English label). */
export const hindiWorkerCategory = (value: string) => workerCategories(value)?.hi;
/** Hindi hint of a workforce category (value or English label). */
export const hindiWorkerCategoryHint = (value: string) => {
  const c = WORKER_CATEGORIES.find((x) => x.value === value || x.label.toLowerCase() === value.trim().toLowerCase());
  return c ? HINDI_WORKER_CATEGORY_HINTS[c.value] : undefined;
};
/** Hindi name of a workforce kind (value or English label). */
export const hindiWorkerKind = (value: string) => workerKinds(value)?.hi;
/** Hindi name of an availability (value or English label). */
export const hindiAvailability = (value: string) => availability(value)?.hi;
/** Hindi name of a state or union territory (its catalogue name, data/regions.ts). */
export const hindiStateName = (name: string) => states(name)?.hi;
