/**
 * Seed knowledge for realistic demo listings, keyed by equipment catalogue slug
 * (data/equipment-catalogue.ts). Brands are makers active in the Indian market; models are
 * real model designations of those makers where one is well known, otherwise a plain
 * descriptive model line; capacities use the units Indian buyers quote; monthlyRate is an
 * indicative dry-hire rental range in INR per month (operator and fuel extra) for the
 * capacities listed. These are demo data, not price quotes.
 */

export type EquipmentSpec = {
  brands: string[];
  models: string[];
  capacities: string[];
  /** [min, max] INR per month */
  monthlyRate: [number, number];
};

export const EQUIPMENT_SPECS: Readonly<Record<string, EquipmentSpec>> = {
  // ------------------------------------------------------------------ Earth moving
  bulldozer: {
    brands: ['BEML', 'Komatsu', 'CAT', 'Shantui'],
    models: ['BEML BD80', 'BEML BD155', 'Komatsu D65EX', 'Komatsu D85ESS', 'CAT D6R', 'CAT D8R', 'Shantui SD16', 'Shantui SD22'],
    capacities: ['130 HP', '160 HP', '220 HP', '320 HP'],
    monthlyRate: [250000, 800000],
  },
  excavator: {
    brands: ['Tata Hitachi', 'Komatsu', 'CAT', 'Hyundai', 'JCB', 'Volvo', 'SANY', 'Kobelco', 'L&T'],
    models: [
      'Tata Hitachi EX 200 LC',
      'Tata Hitachi ZAXIS 220LC',
      'Komatsu PC210',
      'Komatsu PC300',
      'CAT 320D2',
      'Hyundai R215L Smart',
      'JCB JS205',
      'Volvo EC210D',
      'SANY SY215C',
      'Kobelco SK220',
      'L&T Komatsu PC200',
    ],
    capacities: ['14 Ton', '20 Ton', '22 Ton', '30 Ton', '0.9 m³ bucket', '1.2 m³ bucket'],
    monthlyRate: [120000, 380000],
  },
  'backhoe-loader': {
    brands: ['JCB', 'CAT', 'Mahindra', 'Case', 'ACE', 'Tata Hitachi', 'Escorts'],
    models: ['JCB 3DX Super', 'JCB 3DX Xtra', 'JCB 4DX', 'CAT 424B2', 'Mahindra EarthMaster SX', 'Case 770EX', 'ACE AX-124', 'Tata Hitachi Shinrai', 'Escorts Digmax II'],
    capacities: ['1.0 m³ loader bucket', '0.26 m³ backhoe bucket', '76 HP', '92 HP'],
    monthlyRate: [60000, 130000],
  },
  'skid-steer-loader': {
    brands: ['JCB', 'CAT', 'Bobcat', 'Case'],
    models: ['JCB 155', 'JCB 205', 'CAT 226D3', 'CAT 236D3', 'Bobcat S450', 'Bobcat S590', 'Case SR220'],
    capacities: ['700 kg ROC', '900 kg ROC', '1,000 kg ROC'],
    monthlyRate: [45000, 95000],
  },
  'motor-grader': {
    brands: ['CAT', 'Komatsu', 'BEML', 'Mahindra', 'SANY', 'LiuGong'],
    models: ['CAT 120K', 'CAT 140K', 'Komatsu GD535', 'BEML BG 605', 'Mahindra RoadMaster G75', 'SANY STG190C', 'LiuGong 4180D'],
    capacities: ['3.66 m blade', '4.27 m blade', '145 HP', '190 HP'],
    monthlyRate: [200000, 450000],
  },
  trencher: {
    brands: ['Ditch Witch', 'Vermeer', 'Tesmec'],
    models: ['Ditch Witch RT45', 'Ditch Witch RT125', 'Vermeer RTX1250', 'Vermeer T655III', 'Tesmec TRS-1175'],
    capacities: ['1.2 m trench depth', '1.8 m trench depth', '300 mm trench width'],
    monthlyRate: [150000, 450000],
  },
  scraper: {
    brands: ['CAT', 'BEML'],
    models: ['CAT 621K', 'CAT 623K', 'CAT 627K', 'BEML BS 21'],
    capacities: ['15 m³ bowl', '17 m³ bowl', '24 m³ heaped'],
    monthlyRate: [400000, 900000],
  },
  'wheel-loader': {
    brands: ['JCB', 'CAT', 'Komatsu', 'Volvo', 'LiuGong', 'Hyundai', 'SANY'],
    models: ['JCB 432ZX', 'JCB 455ZX', 'CAT 950GC', 'Komatsu WA380', 'Volvo L90H', 'Volvo L120H', 'LiuGong 856H', 'Hyundai HL760', 'SANY SW405K'],
    capacities: ['2.0 m³ bucket', '2.5 m³ bucket', '3.0 m³ bucket', '4.0 m³ bucket'],
    monthlyRate: [150000, 350000],
  },
  'compact-track-loader': {
    brands: ['CAT', 'Bobcat', 'JCB', 'Case'],
    models: ['CAT 259D3', 'CAT 279D3', 'Bobcat T590', 'Bobcat T770', 'JCB 300T', 'Case TR310'],
    capacities: ['900 kg ROC', '1,200 kg ROC', '1,500 kg ROC'],
    monthlyRate: [70000, 160000],
  },
  'dump-truck': {
    brands: ['Tata Motors', 'Ashok Leyland', 'BharatBenz', 'Volvo', 'BEML', 'CAT', 'Komatsu'],
    models: ['Tata Signa 2823.K', 'Tata Prima 2830.K', 'Ashok Leyland 2825 Tipper', 'BharatBenz 2828C', 'Volvo FMX 460', 'BEML BH50', 'CAT 773E', 'Komatsu HD465'],
    capacities: ['16 m³', '18 m³ rock body', '25 Ton', '35 Ton', '50 Ton'],
    monthlyRate: [110000, 600000],
  },
  'road-roller': {
    brands: ['L&T', 'Case', 'Dynapac', 'Hamm', 'Ammann', 'Volvo', 'Escorts'],
    models: ['L&T Case 1107EX', 'Case 752EX', 'Dynapac CC2200', 'Hamm HD 99', 'Ammann ARX 90', 'Volvo SD110BA', 'Escorts EC5250'],
    capacities: ['3 Ton tandem', '8 Ton tandem', '10 Ton', '11 Ton vibratory'],
    monthlyRate: [80000, 190000],
  },
  'asphalt-distributor': {
    brands: ['Apollo', 'Ammann', 'Tata Motors'],
    models: ['Apollo Bitumen Pressure Distributor 6000 L', 'Apollo Bitumen Sprayer 4000 L', 'Ammann Bitumen Sprayer 8000 L', 'Tata Signa Bitumen Distributor 6000 L'],
    capacities: ['4,000 L', '6,000 L', '8,000 L'],
    monthlyRate: [120000, 280000],
  },
  paver: {
    brands: ['Vögele', 'Wirtgen', 'Dynapac', 'Volvo', 'Apollo', 'SANY'],
    models: ['Vögele Super 1800-3i', 'Vögele Super 1900-3i', 'Wirtgen SP 25i', 'Dynapac SD2500CS', 'Volvo P6820D ABG', 'Apollo ASP 5000', 'SANY SAP90C'],
    capacities: ['2.5-9 m paving width', '600 TPH', '9.5 m slipform width'],
    monthlyRate: [350000, 1000000],
  },
  compactor: {
    brands: ['Hamm', 'Dynapac', 'L&T', 'Ammann', 'Escorts', 'Volvo'],
    models: ['Hamm 311', 'Hamm 3410', 'Dynapac CA 255D', 'L&T 1107EX-PD', 'Ammann ASC 110', 'Escorts EC5250', 'Volvo SD110BA', 'Dynapac LF 100 plate compactor'],
    capacities: ['100 kg plate', '11 Ton single drum', '12 Ton padfoot'],
    monthlyRate: [20000, 180000],
  },

  // ------------------------------------------------------------------ Lifting
  'tower-crane': {
    brands: ['Potain', 'Liebherr', 'Zoomlion', 'XCMG', 'SANY'],
    models: ['Potain MC 85', 'Potain MCT 88', 'Potain MC 205', 'Liebherr 172 EC-B 8', 'Liebherr 280 EC-H 12', 'Zoomlion TC5610', 'XCMG XGT63', 'SANY SYT80'],
    capacities: ['5 Ton / 50 m jib', '6 Ton / 56 m jib', '8 Ton / 60 m jib', '12 Ton / 65 m jib'],
    monthlyRate: [180000, 550000],
  },
  'crawler-crane': {
    brands: ['SANY', 'Zoomlion', 'Kobelco', 'Liebherr', 'XCMG', 'Tata Hitachi'],
    models: ['SANY SCC550E', 'SANY SCC800A', 'Zoomlion ZCC1100H', 'Kobelco CKE900G', 'Liebherr LR 1300', 'XCMG XGC55', 'Tata Hitachi TX 800'],
    capacities: ['55 Ton', '80 Ton', '110 Ton', '150 Ton', '300 Ton'],
    monthlyRate: [300000, 1800000],
  },
  'telescopic-crane': {
    brands: ['ACE', 'Escorts', 'SANY', 'Zoomlion', 'XCMG', 'Liebherr', 'TIL'],
    models: ['ACE 14XW', 'ACE NX 360', 'Escorts Hydra 14', 'SANY STC250', 'Zoomlion ZTC250', 'XCMG QY50KA', 'Liebherr LTM 1100-5.2', 'TIL Grove RT760E'],
    capacities: ['14 Ton', '25 Ton', '50 Ton', '60 Ton', '100 Ton'],
    monthlyRate: [90000, 900000],
  },
  'gantry-crane': {
    brands: ['ElectroMech', 'Anupam', 'Konecranes', 'Demag'],
    models: ['ElectroMech Double Girder Goliath 20 T', 'Anupam Rail Mounted Gantry 40 T', 'Konecranes RTG', 'Demag Single Girder Gantry 10 T'],
    capacities: ['10 Ton', '20 Ton', '40 Ton', '100 Ton'],
    monthlyRate: [150000, 700000],
  },
  'eot-crane': {
    brands: ['ElectroMech', 'Anupam', 'Demag', 'Konecranes', 'Indef'],
    models: [
      'ElectroMech Single Girder EOT 5 T',
      'ElectroMech Double Girder EOT 20 T',
      'Anupam Double Girder EOT 50 T',
      'Demag EKKE Single Girder 10 T',
      'Konecranes CXT 10 T',
      'Indef EOT 3 T',
    ],
    capacities: ['3 Ton', '5 Ton', '10 Ton', '20 Ton', '50 Ton'],
    monthlyRate: [40000, 250000],
  },
  'launching-gantry': {
    brands: ['DEAL', 'NRS', 'L&T', 'Strukturas'],
    models: ['DEAL Span-by-Span Launcher 1,000 T', 'NRS MSS 40 m', 'L&T Segment Launching Girder', 'Strukturas Full Span Launcher 900 T'],
    capacities: ['300 Ton', '600 Ton', '1,000 Ton', '40 m span'],
    monthlyRate: [1500000, 5000000],
  },
  'conveyor-system': {
    brands: ['Puzzolana', 'Elecon', 'Telsmith', 'Metso'],
    models: ['Puzzolana Mobile Belt Conveyor 24 m', 'Elecon Belt Conveyor 800 mm', 'Telsmith Radial Stacker 30 m', 'Metso LT Stockpile Conveyor'],
    capacities: ['150 TPH', '300 TPH', '600 mm belt', '800 mm belt'],
    monthlyRate: [50000, 250000],
  },
  'boom-lift': {
    brands: ['JLG', 'Genie', 'Haulotte', 'Snorkel'],
    models: ['JLG 450AJ', 'JLG 600S', 'JLG 860SJ', 'Genie Z-45/25J', 'Genie S-65', 'Haulotte HA16 RTJ', 'Snorkel A62JRT'],
    capacities: ['14 m working height', '20 m working height', '28 m working height', '230 kg platform'],
    monthlyRate: [80000, 280000],
  },
  telehandler: {
    brands: ['JCB', 'Manitou', 'CAT', 'Genie'],
    models: ['JCB 530-70', 'JCB 540-170', 'Manitou MT 1440', 'Manitou MT 1840', 'CAT TH408D', 'Genie GTH-4018'],
    capacities: ['3 Ton / 7 m', '4 Ton / 14 m', '4 Ton / 17 m'],
    monthlyRate: [90000, 240000],
  },

  // ------------------------------------------------------------------ Concrete
  'batching-plant': {
    brands: ['Schwing Stetter', 'Ajax', 'Liebherr', 'Universal', 'Aquarius'],
    models: ['Schwing Stetter CP 30', 'Schwing Stetter M1', 'Schwing Stetter H1', 'Ajax CRB 30', 'Liebherr Betomix 1.0', 'Universal UCM 60', 'Aquarius AQ 45'],
    capacities: ['30 m³/hr', '45 m³/hr', '60 m³/hr', '120 m³/hr'],
    monthlyRate: [200000, 650000],
  },
  'hot-mix-plant': {
    brands: ['Apollo', 'Ammann', 'Marini', 'Linnhoff'],
    models: ['Apollo DM 50', 'Apollo ACP 1500', 'Ammann ABP 160 Uniglobe', 'Ammann ACP 120', 'Marini Topmix 160', 'Linnhoff TSM 25'],
    capacities: ['60-90 TPH', '120 TPH', '160 TPH', '200 TPH'],
    monthlyRate: [500000, 1500000],
  },
  'wet-mix-plant': {
    brands: ['Apollo', 'Ammann', 'Puzzolana'],
    models: ['Apollo WMM Plant 200 TPH', 'Apollo WMM Plant 300 TPH', 'Ammann WMM Plant 250 TPH', 'Puzzolana Pugmill 200 TPH'],
    capacities: ['200 TPH', '250 TPH', '300 TPH'],
    monthlyRate: [250000, 600000],
  },
  'transit-mixer': {
    brands: ['Schwing Stetter', 'Tata Motors', 'Ashok Leyland', 'BharatBenz', 'Ajax'],
    models: [
      'Schwing Stetter AM 7 C',
      'Schwing Stetter AM 9 C',
      'Tata Signa 3523.TK Transit Mixer',
      'Ashok Leyland 2825 Transit Mixer',
      'BharatBenz 2828CM',
      'Ajax ARGO 4000 self-loading',
    ],
    capacities: ['6 m³', '7 m³', '8 m³', '9 m³', '10 m³'],
    monthlyRate: [90000, 190000],
  },
  'boom-placer': {
    brands: ['Schwing Stetter', 'Putzmeister', 'SANY'],
    models: ['Schwing Stetter SPB 28', 'Schwing Stetter SPB 32', 'Putzmeister MX 28', 'Putzmeister MX 32', 'SANY HGY28'],
    capacities: ['24 m reach', '28 m reach', '32 m reach'],
    monthlyRate: [150000, 400000],
  },
  'concrete-pump': {
    brands: ['Schwing Stetter', 'Putzmeister', 'Aquarius', 'SANY', 'Ajax'],
    models: [
      'Schwing Stetter SP 1400',
      'Schwing Stetter SP 1800 D',
      'Schwing Stetter SP 3000',
      'Putzmeister BSA 1005 D',
      'Putzmeister BSA 1409 D',
      'Aquarius SP 30',
      'SANY HBT60C',
      'Ajax CRP 30',
    ],
    capacities: ['30 m³/hr', '45 m³/hr', '60 m³/hr', '90 m³/hr'],
    monthlyRate: [100000, 280000],
  },
  'concrete-boom-pump': {
    brands: ['Schwing Stetter', 'Putzmeister', 'SANY', 'Zoomlion'],
    models: ['Schwing Stetter S 36 X', 'Schwing Stetter S 43 SX', 'Putzmeister M 38-5', 'Putzmeister M 42-5', 'SANY SYG5230THB 37m', 'Zoomlion 47X-5RZ'],
    capacities: ['28 m boom', '36 m boom', '42 m boom', '47 m boom'],
    monthlyRate: [350000, 950000],
  },
  'screed-pump': {
    brands: ['Putzmeister', 'Brinkmann', 'Turbosol'],
    models: ['Putzmeister Mixokret M 740 DB', 'Putzmeister P 715 TD', 'Brinkmann Estrich-Boy DE 2000', 'Turbosol Mixer-Pump'],
    capacities: ['3.5 m³/hr', '5 m³/hr', '250 L mixing drum'],
    monthlyRate: [60000, 150000],
  },
  crusher: {
    brands: ['Puzzolana', 'Metso', 'Sandvik', 'Kleemann', 'Terex'],
    models: ['Puzzolana Jaw Crusher PJ 2520', 'Metso Nordberg C106', 'Metso Lokotrack LT106', 'Sandvik QJ341', 'Kleemann Mobicat MC 110 EVO', 'Terex Pegson XA400'],
    capacities: ['100 TPH', '150 TPH', '200 TPH', '300 TPH'],
    monthlyRate: [400000, 1300000],
  },
  pulverizer: {
    brands: ['Indeco', 'Epiroc', 'NPK', 'Soosan'],
    models: ['Indeco IFP 1300 fixed pulverizer', 'Epiroc BP 2050 R', 'NPK U-31JP', 'Soosan SP-20 Pulverizer'],
    capacities: ['for 12-18 Ton excavator', 'for 20-30 Ton excavator', '900 mm jaw opening'],
    monthlyRate: [40000, 130000],
  },
  'concrete-mixer': {
    brands: ['Universal', 'Macons', 'Ajax'],
    models: ['Universal Half Bag Mixer 10/7 cft', 'Macons One Bag Mixer with Hopper 14/10 cft', 'Ajax Reversible Drum Mixer 280 L', 'Universal One Bag Mixer 14/10 cft'],
    capacities: ['10/7 cft (half bag)', '14/10 cft (one bag)', '280 L'],
    monthlyRate: [10000, 35000],
  },

  // ------------------------------------------------------------------ Miscellaneous
  'bar-bending-machine': {
    brands: ['Schnell', 'MEP', 'Macons'],
    models: ['Schnell Robomaster 60', 'MEP Syntax 32', 'Macons Bar Bending Machine 32 mm', 'Macons Bar Bending Machine 42 mm'],
    capacities: ['up to 32 mm bar', 'up to 42 mm bar', 'up to 50 mm bar'],
    monthlyRate: [9000, 30000],
  },
  'bar-cutting-machine': {
    brands: ['Schnell', 'MEP', 'Macons'],
    models: ['Schnell Cutting Line 42', 'MEP Shearing Machine 40', 'Macons Bar Cutting Machine 32 mm', 'Macons Bar Cutting Machine 42 mm'],
    capacities: ['up to 32 mm bar', 'up to 42 mm bar', 'up to 52 mm bar'],
    monthlyRate: [8000, 28000],
  },
  'chiller-plant': {
    brands: ['KTI-Plersch', 'Blue Star', 'Voltas', 'Kirloskar'],
    models: [
      'KTI-Plersch Water Chiller 40 TR',
      'KTI-Plersch Flake Ice Plant 30 T/day',
      'Blue Star Air-Cooled Chiller 60 TR',
      'Voltas Water Chiller 100 TR',
      'Kirloskar Chiller 80 TR',
    ],
    capacities: ['30 TR', '60 TR', '100 TR', '30 T/day ice'],
    monthlyRate: [150000, 500000],
  },
  'air-compressor': {
    brands: ['Atlas Copco', 'ELGI', 'Kirloskar', 'Ingersoll Rand'],
    models: ['Atlas Copco XAS 97', 'Atlas Copco XAHS 186', 'Atlas Copco XRVS 1000', 'ELGI PG 550-215', 'ELGI PG 900-250', 'Kirloskar KDL 600', 'Ingersoll Rand 7/170'],
    capacities: ['300 cfm', '550 cfm', '900 cfm', '1,150 cfm'],
    monthlyRate: [35000, 180000],
  },
  generator: {
    brands: ['Kirloskar', 'Cummins', 'Mahindra', 'Ashok Leyland', 'Escorts'],
    models: [
      'Kirloskar KG1-62.5AS',
      'Kirloskar KG1-125WS',
      'Cummins C250 D5',
      'Cummins C500 D5',
      'Mahindra Powerol 125 kVA',
      'Ashok Leyland Genset 160 kVA',
      'Escorts Silent DG 62.5 kVA',
    ],
    capacities: ['25 kVA', '62.5 kVA', '125 kVA', '250 kVA', '500 kVA'],
    monthlyRate: [25000, 250000],
  },
  transformer: {
    brands: ['Siemens', 'ABB', 'CG Power', 'Voltamp', 'Kirloskar'],
    models: [
      'Siemens Oil-Cooled 500 kVA 11/0.433 kV',
      'ABB Distribution Transformer 1,000 kVA',
      'CG Power 250 kVA 11 kV',
      'Voltamp 630 kVA 11/0.433 kV',
      'Kirloskar Electric 315 kVA',
    ],
    capacities: ['250 kVA', '500 kVA', '630 kVA', '1,000 kVA'],
    monthlyRate: [20000, 100000],
  },
  'total-station': {
    brands: ['Leica', 'Sokkia', 'Topcon', 'Trimble'],
    models: ['Leica FlexLine TS07', 'Leica FlexLine TS10', 'Sokkia CX-105', 'Sokkia iM-52', 'Topcon GM-52', 'Topcon ES-105', 'Trimble C5'],
    capacities: ['2" accuracy', '5" accuracy', '500 m reflectorless'],
    monthlyRate: [12000, 45000],
  },
  'testing-equipment': {
    brands: ['Aimil', 'Heico'],
    models: [
      'Aimil Compression Testing Machine 2,000 kN',
      'Heico Digital CTM 3,000 kN',
      'Aimil Marshall Stability Test Apparatus',
      'Heico Sieve Shaker with Sieve Set',
      'Aimil Slump Cone Set',
    ],
    capacities: ['2,000 kN', '3,000 kN', 'Field lab kit'],
    monthlyRate: [10000, 70000],
  },
  'ndt-equipment': {
    brands: ['Proceq', 'Olympus', 'Aimil'],
    models: ['Proceq Original Schmidt N', 'Proceq Pundit PL-200', 'Proceq Profometer PM-630', 'Olympus EPOCH 650', 'Aimil Ultrasonic Pulse Velocity Tester'],
    capacities: ['Rebound hammer', 'Ultrasonic pulse velocity', 'Rebar cover meter', 'UT flaw detector'],
    monthlyRate: [15000, 90000],
  },
  dredger: {
    brands: ['IHC', 'Damen', 'Ellicott'],
    models: ['IHC Beaver 40', 'IHC Beaver 50', 'Damen CSD 350', 'Damen CSD 500', 'Ellicott Series 370 Dragon'],
    capacities: ['300 m³/hr', '600 m³/hr', '1,000 m³/hr'],
    monthlyRate: [800000, 3500000],
  },
  forklift: {
    brands: ['Godrej', 'Toyota', 'Voltas', 'Kion', 'Tata Hitachi'],
    models: ['Godrej GX 300 D', 'Godrej GX 500 D', 'Toyota 8FD30', 'Voltas DVX 30', 'Kion Baoli KBD30', 'Tata Hitachi FD30'],
    capacities: ['2 Ton', '3 Ton', '5 Ton', '7 Ton'],
    monthlyRate: [30000, 100000],
  },
  'hydraulic-hammer': {
    brands: ['Soosan', 'Epiroc', 'Indeco', 'Furukawa', 'JCB'],
    models: ['Soosan SB81', 'Soosan SB121', 'Epiroc SB 452', 'Epiroc HB 2500', 'Indeco HP 1500', 'Furukawa F22', 'JCB HM 380'],
    capacities: ['for backhoe loader', 'for 20 Ton excavator', 'for 30 Ton excavator', '1,500 kg class'],
    monthlyRate: [35000, 140000],
  },
  'piling-rig': {
    brands: ['Bauer', 'Soilmec', 'SANY', 'XCMG', 'Casagrande', 'MAIT'],
    models: ['Bauer BG 28', 'Bauer BG 36', 'Soilmec SR-45', 'Soilmec SR-75', 'SANY SR285', 'XCMG XR280D', 'Casagrande B170 XP', 'MAIT HR 180'],
    capacities: ['1.2 m dia / 40 m depth', '1.5 m dia / 55 m depth', '2.0 m dia / 70 m depth', '280 kNm torque'],
    monthlyRate: [500000, 1800000],
  },
  auger: {
    brands: ['Digga', 'Auger Torque', 'Soilmec', 'JCB'],
    models: ['Digga PD6 Auger Drive', 'Auger Torque S7000', 'Soilmec SF-50 CFA', 'JCB Post Hole Borer'],
    capacities: ['300 mm dia', '600 mm dia', '900 mm dia', '6 m depth'],
    monthlyRate: [25000, 300000],
  },
  'vibro-hammer': {
    brands: ['ICE', 'PVE', 'Movax', 'Liebherr'],
    models: ['ICE 28RF', 'ICE 44B', 'PVE 2316VM', 'PVE 40M', 'Movax SG-75', 'Liebherr LRH 100'],
    capacities: ['1,000 kN centrifugal force', '2,000 kN centrifugal force', '28 kgm eccentric moment'],
    monthlyRate: [200000, 650000],
  },
  'tunnel-boring-machine': {
    brands: ['Herrenknecht', 'Robbins', 'CRCHI', 'Terratec'],
    models: ['Herrenknecht EPB Shield 6.6 m', 'Robbins Main Beam TBM 8 m', 'CRCHI EPB 6.4 m', 'Terratec EPB TBM 6.5 m'],
    capacities: ['6.4 m dia', '6.6 m dia', '8 m dia'],
    monthlyRate: [3000000, 10000000],
  },
  'microtunnelling-machine': {
    brands: ['Herrenknecht', 'Akkerman', 'Iseki'],
    models: ['Herrenknecht AVN 800', 'Herrenknecht AVN 1200', 'Akkerman SL60', 'Iseki Unclemole TCS 1200'],
    capacities: ['800 mm pipe', '1,200 mm pipe', '1,800 mm pipe'],
    monthlyRate: [800000, 2500000],
  },
  trailer: {
    brands: ['Tata Motors', 'Ashok Leyland', 'BharatBenz', 'Volvo'],
    models: ['Tata Signa 4825.T with low-bed', 'Ashok Leyland 4220 Tractor-Trailer', 'BharatBenz 4028T with semi low-bed', 'Volvo FM 420 with hydraulic axle'],
    capacities: ['25 Ton', '40 Ton', '60 Ton low-bed', '40 ft flatbed'],
    monthlyRate: [150000, 400000],
  },
  'grab-machine': {
    brands: ['Bauer', 'Casagrande', 'Soilmec', 'Liebherr'],
    models: ['Bauer GB 34 Hydraulic Grab', 'Bauer DHG Mechanical Grab', 'Casagrande KRC 2 Diaphragm Wall Grab', 'Soilmec SC-120 Grab', 'Liebherr HS 8100 with grab'],
    capacities: ['600 mm wall', '800 mm wall', '1,000 mm wall', '1.5 m³ clamshell'],
    monthlyRate: [400000, 1500000],
  },
  'water-tanker': {
    brands: ['Tata Motors', 'Ashok Leyland', 'Eicher', 'Mahindra'],
    models: ['Tata LPT 1613 Water Tanker', 'Tata Signa 1923.K Water Tanker', 'Ashok Leyland 1616 Water Tanker', 'Eicher Pro 2049 Water Tanker', 'Mahindra tractor tanker 5,000 L'],
    capacities: ['5,000 L', '10,000 L', '12,000 L', '20,000 L'],
    monthlyRate: [45000, 130000],
  },
  spmt: {
    brands: ['Goldhofer', 'Scheuerle', 'Kamag'],
    models: ['Goldhofer PST/SL-E 6-axle', 'Scheuerle SPMT 4-axle', 'Scheuerle SPMT 6-axle', 'Kamag K24 SPMT'],
    capacities: ['4-axle line', '6-axle line', '12 axle lines', '1,000 Ton combined'],
    monthlyRate: [600000, 2500000],
  },
  'desander-unit': {
    brands: ['Bauer', 'Soilmec', 'MAIT'],
    models: ['Bauer BE 250', 'Bauer BE 500', 'Soilmec DS 200', 'MAIT Desander 250'],
    capacities: ['200 m³/hr', '250 m³/hr', '500 m³/hr'],
    monthlyRate: [150000, 450000],
  },
};

/** Every brand named in EQUIPMENT_SPECS, unique and sorted (case-insensitive). */
export const BRANDS: readonly string[] = [...new Set(Object.values(EQUIPMENT_SPECS).flatMap((s) => s.brands))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));

export function specsFor(slug: string): EquipmentSpec | undefined {
  return EQUIPMENT_SPECS[slug];
}
