/**
 * A short original description of every machine type in the catalogue (equipment-catalogue.ts), one to
 * three plain sentences for Indian buyers, by machine type name. Kept apart from the catalogue so the
 * browser bundles of the list pages do not carry them (docs/decisions/038-front-end-budgets.md): the
 * landing pages, the keyword index and the demo data read them on the server.
 */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  Bulldozer:
    'A crawler tractor with a heavy front blade for pushing soil, clearing sites and rough levelling. Suited to land development, mining overburden and highway embankments.',
  Excavator:
    'A tracked digging machine with a rotating upper body, boom and bucket. Used for foundations, trenches, loading tippers and, with attachments, breaking and demolition.',
  'Backhoe Loader':
    'A wheeled all-rounder with a loader bucket in front and a digging arm at the back. The most common machine on Indian sites for trenching, loading and small excavation jobs.',
  'Skid Steer Loader': 'A compact wheeled loader that turns within its own length. Ideal for tight sites, material shifting, cleaning and work inside sheds or basements.',
  'Motor Grader': 'A long-wheelbase machine with an adjustable centre blade for fine grading. Used to shape road camber, spread granular layers and maintain haul roads.',
  Trencher: 'A chain or wheel machine that cuts narrow, uniform trenches quickly. Used for laying cables, pipelines and drainage lines along roads and fields.',
  Scraper: 'A self-loading earthmover that cuts, carries and spreads soil in one cycle. Efficient for large cut-and-fill jobs such as airports, canals and highway embankments.',
  'Wheel Loader': 'A wheeled loader with a large front bucket for loading tippers and stockpiling aggregate. Common at crusher yards, batching plants and road projects.',
  'Compact Track Loader': 'A small loader on rubber tracks that keeps good grip on soft or muddy ground. Useful for landscaping, site preparation and work where tyres would sink.',
  'Dump Truck': 'A tipper or off-highway dumper for hauling earth, aggregate and debris. Available from road-legal tippers to large mining dumpers.',
  'Road Roller': 'A steel-drum roller for compacting asphalt, WMM and soil layers. Tandem and single-drum vibratory versions are used on road and highway works.',
  'Asphalt Distributor': 'A truck-mounted tank with a heated spray bar for applying bitumen prime and tack coats evenly. Used before laying bituminous layers on roads.',
  Paver: 'A tracked or wheeled machine that lays asphalt or concrete to a set width, level and thickness. Essential for highway, runway and urban road surfacing.',
  Compactor:
    'A vibratory soil compactor or plate compactor for achieving specified density in fills, sub-grades and trenches. Sizes range from hand-guided plates to 11 ton rollers.',
  'Tower Crane':
    'A fixed crane with a tall mast and horizontal jib for lifting materials on high-rise and large building sites. Hired with erection, dismantling and operator support.',
  'Crawler Crane': 'A lattice-boom crane on tracks for heavy lifts on industrial, bridge and power projects. Moves on site with load and needs no outriggers.',
  'Telescopic Crane': 'A truck-mounted or pick-and-carry crane with a hydraulic telescopic boom. Quick to set up for erection, loading and shifting jobs across the site.',
  'Gantry Crane': 'A crane running on legs and rails or tyres that spans a work area. Used in precast yards, casting yards and container handling.',
  'EOT Crane': 'An electric overhead travelling crane that runs on rails along a shed or workshop. Used in factories, fabrication shops and precast units.',
  'Launching Gantry':
    'A heavy steel girder system for erecting precast segments or full-span girders of bridges and metro viaducts. Supplied with design support and a trained crew.',
  'Conveyor System': 'Belt conveyors for moving aggregate, concrete, soil or muck continuously over distance or height. Used at crushers, plants, tunnels and dam sites.',
  'Boom Lift': 'A self-propelled aerial work platform with a telescopic or articulating boom. Gives safe access for work at height such as facade, MEP and steel erection.',
  Telehandler: 'A telescopic handler that lifts and places loads forward and upward with forks or a bucket. Handy for shifting materials to upper floors and across rough sites.',
  'Batching Plant':
    'A plant that weighs and mixes cement, aggregate, water and admixtures to produce ready-mix concrete. Stationary and mobile plants are available in several outputs.',
  'Hot Mix Plant': 'A plant that dries and heats aggregate and mixes it with bitumen to produce asphalt. The core plant on any bituminous road project.',
  'Wet Mix Plant': 'A pugmill plant that mixes graded aggregate with water for wet mix macadam (WMM) base layers. Gives consistent moisture and gradation for highway work.',
  'Transit Mixer': 'A truck with a rotating drum that carries ready-mix concrete from the plant to the site. Keeps concrete agitated and workable in transit.',
  'Boom Placer': 'A separate placing boom mounted on a tower or floor that distributes pumped concrete over a slab. Used on high-rise cores and large floor pours.',
  'Concrete Pump': 'A stationary or trailer-mounted line pump that pushes concrete through pipelines to the pour. Suited to slabs, columns and high-rise pumping.',
  'Concrete Boom Pump': 'A truck-mounted concrete pump with a folding placing boom. Reaches the pour point directly and is quick to set up for slabs and foundations.',
  'Screed Pump': 'A compact pump that mixes and conveys floor screed, plaster or mortar through a hose. Speeds up flooring and plastering work on upper floors.',
  Crusher: 'A jaw, cone or impact crusher, stationary or track-mounted, that breaks stone into aggregate and sand. Also used to recycle demolition concrete on site.',
  Pulverizer: 'An excavator attachment with strong jaws that crushes concrete and separates reinforcement bars. Used in demolition and recycling work.',
  'Concrete Mixer': 'A drum mixer for batching small quantities of concrete or mortar on site. Common for residential work in half-bag and one-bag sizes.',
  'Bar Bending Machine': 'An electric machine that bends reinforcement bars to the shapes in the bar bending schedule. Saves labour and gives accurate bends on site.',
  'Bar Cutting Machine': 'An electric machine that shears reinforcement bars cleanly to length. Works alongside the bar bending machine in the steel yard.',
  'Chiller Plant': 'A water chilling or ice plant used to cool concrete mixing water for mass pours. Helps control concrete temperature in hot weather and in dams.',
  'Air Compressor': 'A portable diesel or electric compressor that supplies air for drilling, breakers, sandblasting and cleaning. Rated in cubic feet per minute.',
  Generator: 'A diesel generator (DG set) that powers site offices, plants and tools where grid supply is absent or unreliable. Silent, CPCB-compliant sets are available.',
  Transformer: 'A distribution transformer for stepping down grid voltage to power site equipment and temporary supply. Hired with installation support where needed.',
  'Total Station': 'An electronic surveying instrument that measures angles and distances for setting out and levels. Used for layout, alignment and quantity surveys.',
  'Testing Equipment':
    'Field and laboratory testing kit for concrete, soil, bitumen and aggregate, such as cube testing machines and sieve sets. Supports quality control on site.',
  'NDT Equipment': 'Non-destructive testing instruments such as rebound hammers, ultrasonic testers and rebar locators. Used to assess concrete and steel without damaging them.',
  Dredger: 'A floating machine that removes silt and sand from rivers, ports, lakes and canals. Cutter suction and grab dredgers are common types.',
  Forklift: 'A diesel, LPG or electric truck with forks for lifting and moving palletised material. Used in warehouses, stores and site yards.',
  'Hydraulic Hammer': 'A rock breaker mounted on an excavator or backhoe for breaking rock, concrete and roads. Sized to match the carrier machine.',
  'Piling Rig': 'A hydraulic rotary rig that bores large-diameter piles for bridges, metros and buildings. Can also drill CFA piles and with kelly bars reach deep strata.',
  Auger: 'A drilling attachment or small rig with a screw auger for boring holes for poles, fencing, footings and small piles.',
  'Vibro Hammer': 'A vibratory hammer that drives and extracts sheet piles, casings and steel piles. Used for cofferdams, retaining works and pile casings.',
  'Tunnel Boring Machine': 'A full-face tunnelling machine that excavates and lines tunnels in one process. Used for metro, water and sewer tunnels.',
  'Microtunnelling Machine':
    'A remote-controlled pipe jacking machine for laying pipes underground without open trenches. Suited to sewers and utilities under busy roads and railways.',
  Trailer: 'A low-bed or flatbed trailer with a prime mover for moving heavy machinery and long materials between sites.',
  'Grab Machine': 'A crane or rig with a hydraulic or mechanical grab bucket for digging diaphragm walls, shafts and handling loose material.',
  'Water Tanker': 'A truck-mounted water tank for curing, dust control, compaction moisture and site supply. Sizes from small tractor tankers to large trucks.',
  SPMT: 'A self-propelled modular transporter that moves very heavy loads such as bridge spans, reactors and transformers with precise steering.',
  'Desander Unit': 'A unit with screens and hydrocyclones that cleans bentonite slurry from piling and diaphragm wall works so it can be reused.',
};

/** The description of a machine type (by its catalogue name); '' for a name the catalogue lacks. */
export function catalogueDescription(item: { name: string }): string {
  return DESCRIPTIONS[item.name] ?? '';
}
