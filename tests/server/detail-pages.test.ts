import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createProject, createReview, createUser, createVendor } from '../fixtures/factories.ts';

const app = useTestApp();
const SITE = testConfig().siteUrl;
let id: number;
let pendingId: number;
let reviewedId: number;
let saleOnlyId: number;
let contractorId: number;
let pendingContractorId: number;
let unreviewedContractorId: number;
const LONG = 'Four-lane concrete road with drains, culverts and street lighting for the municipal corporation; finished ahead of schedule.';

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Sahyadri Cranes', phone: '+91 98220 11111' });
  id = (
    await createEquipment(db, v.id, {
      name: 'ACE 14XW Pick & Carry Crane',
      category: 'lifting-equipment',
      brand: 'ACE',
      model: '14XW',
      description: 'A 14 tonne pick and carry crane. Diesel.',
      thumbnailUrl: '/uploads/equipments/ace.webp',
      galleryImages: ['/a.webp', '/b.webp', '/c.webp', '/d.webp'],
    })
  ).id;
  pendingId = (await createEquipment(db, v.id, { status: 'pending' })).id;
  reviewedId = (await createEquipment(db, v.id, { name: 'Schwing Stetter Transit Mixer' })).id;
  saleOnlyId = (await createEquipment(db, v.id, { name: 'Kirloskar 125 kVA Generator', isAvailableForRent: false, isAvailableForSale: true, monthlyRate: null })).id;
  const u1 = await createUser(db, { fullName: 'Anil Deshmukh' });
  const u2 = await createUser(db, { fullName: 'Meena Iyer' });
  await createReview(db, { userId: u1.id, equipmentId: reviewedId, vendorId: v.id, stars: 5, text: 'On time, well maintained.' });
  await createReview(db, { userId: u2.id, equipmentId: reviewedId, vendorId: v.id, stars: 4, text: 'Good mixer.' });

  const c = await createContractor(db, {
    companyName: 'Patil Constructions Pvt. Ltd.',
    contractorTypes: ['Civil Contractor', 'Road Contractor'],
    workingSectors: ['Roads & Highways'],
    workLocations: ['Pune', 'Satara'],
    city: 'Pune',
    state: 'Maharashtra',
    laborStrength: 250,
    mobile: '9876500000',
    specificWorkDetail: 'Roads, culverts and small bridges across western Maharashtra.',
  });
  contractorId = c.id;
  await createProject(db, c.id, { title: 'Satara ring road', location: 'Satara', sector: 'Roads & Highways', description: LONG });
  await createReview(db, { userId: u1.id, contractorId: c.id, stars: 4, text: 'Finished the road early.' });
  pendingContractorId = (await createContractor(db, { status: 'pending' })).id;
  unreviewedContractorId = (await createContractor(db, { companyName: 'Reddy Electricals', city: 'Hyderabad', state: 'Telangana' })).id;
});

const get = (url: string) => app().inject({ method: 'GET', url });

/** Every <script type="application/ld+json"> of a page, parsed (throws on invalid JSON). */
function jsonLd(html: string): Array<Record<string, any>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
}
/** The page without its scripts (the hydration data repeats the loader's data). */
const visible = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '');
const ofType = (html: string, type: string) => jsonLd(html).filter((x) => x['@type'] === type);
const metaContent = (html: string, prop: string) => new RegExp(`<meta property="${prop}" content="([^"]*)"`).exec(html)?.[1];

describe('equipment detail pages', () => {
  it('renders the canonical /equipment/{slug}--{id} on the server', async () => {
    const res = await get(`/equipment/ace-14xw-pick-carry-crane--${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1');
    expect(res.body).toContain('ACE 14XW Pick &amp; Carry Crane');
    expect(res.body).toMatch(/<title>ACE 14XW Pick &amp; Carry Crane for rent in Pune \| BuildMart<\/title>/);
    expect(res.body).toContain('Sahyadri Cranes');
    expect(res.body.match(/photo \d/g)).toEqual(['photo 1', 'photo 2', 'photo 3']);
    // Guests: no edit pencil, no phone number in the page (docs/product.md#roles-and-permissions, docs/product.md#contact-reveal).
    expect(res.body).not.toContain('Edit listing');
    expect(res.body).not.toContain('98220');
  });

  it("sends only what the 'Other equipments' row shows of the vendor's other listings (docs/decisions/039)", async () => {
    const db = testDb();
    const v = await createVendor(db, { name: 'Konkan Earthmovers' });
    const page = await createEquipment(db, v.id, { name: 'Tata Hitachi EX 200 Excavator' });
    await createEquipment(db, v.id, {
      name: 'Volvo SD110 Soil Compactor',
      description: 'Ballast-free drum kept for the coastal highway works. Second sentence.',
      specification: 'Operating weight 11 tonnes, drum width 2130 mm',
      monthlyRate: 185_000,
    });
    const res = await get(`/equipment/tata-hitachi-ex-200-excavator--${page.id}`);
    expect(res.statusCode).toBe(200);
    expect(visible(res.body)).toContain('Volvo SD110 Soil Compactor');
    expect(visible(res.body)).toContain('₹1,85,000/month');
    // Neither in the markup nor in the hydration data serialised into the page.
    expect(res.body).not.toContain('Ballast-free drum');
    expect(res.body).not.toContain('drum width 2130 mm');
  });

  it('moves the other forms permanently to the canonical URL, keeping the query', async () => {
    const canonical = `/equipment/ace-14xw-pick-carry-crane--${id}`;
    for (const url of [`/equipment/ace-14xw-pick-carry-crane-${id}`, `/equipment/${id}`, `/equipment/old-name--${id}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location).toBe(canonical);
    }
    const res = await get(`/equipment/${id}?utm_source=whatsapp&x=1`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${canonical}?utm_source=whatsapp&x=1`);
  });

  it('answers a real 404 page for an unknown, unapproved or malformed listing', async () => {
    for (const url of ['/equipment/nothing--99999999', `/equipment/x--${pendingId}`, '/equipment/no-id-here', '/equipment/x--0', '/equipment/x--99999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Page not found');
      expect(res.body.match(/<title>[^<]*<\/title>/g), url).toEqual(['<title>Page not found | BuildMart</title>']);
    }
  });

  it('tells search engines what the page is: canonical, Open Graph, Product and BreadcrumbList JSON-LD', async () => {
    const { body } = await get(`/equipment/ace-14xw-pick-carry-crane--${id}`);
    expect(body).toContain(`<link rel="canonical" href="${SITE}/equipment/ace-14xw-pick-carry-crane--${id}"/>`);
    expect(metaContent(body, 'og:type')).toBe('product');
    expect(metaContent(body, 'og:image')).toBe(`${SITE}/uploads/equipments/ace.webp`);
    const [p, ...more] = ofType(body, 'Product');
    expect(more).toEqual([]);
    expect(p).toMatchObject({
      '@context': 'https://schema.org',
      name: 'ACE 14XW Pick & Carry Crane',
      category: 'Lifting Equipment',
      brand: { '@type': 'Brand', name: 'ACE' },
      description: 'A 14 tonne pick and carry crane. Diesel.',
      url: `${SITE}/equipment/ace-14xw-pick-carry-crane--${id}`,
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: 150000, availability: 'https://schema.org/InStock', seller: { '@type': 'Organization', name: 'Sahyadri Cranes' } },
    });
    expect(p!.image).toEqual([`${SITE}/uploads/equipments/ace.webp`, `${SITE}/a.webp`, `${SITE}/b.webp`, `${SITE}/c.webp`]);
    expect(p!.aggregateRating).toBeUndefined();
    const [crumbs] = ofType(body, 'BreadcrumbList');
    expect(crumbs!.itemListElement.map((i: any) => i.name)).toEqual(['Home', 'Equipment', 'Lifting Equipment', 'ACE 14XW Pick & Carry Crane']);
    expect(crumbs!.itemListElement.map((i: any) => i.position)).toEqual([1, 2, 3, 4]);
  });

  it('adds aggregateRating only when the listing has reviews; a sale-only listing has no price', async () => {
    const reviewed = await get(`/equipment/schwing-stetter-transit-mixer--${reviewedId}`);
    const [p] = ofType(reviewed.body, 'Product');
    expect(p!.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 });
    expect(p!.review).toHaveLength(2);
    expect(reviewed.body).toContain('On time, well maintained.');
    expect(reviewed.body).toContain('Meena Iyer');

    const sale = await get(`/equipment/kirloskar-125-kva-generator--${saleOnlyId}`);
    const [s] = ofType(sale.body, 'Product');
    expect(s!.offers.priceCurrency).toBe('INR');
    expect(s!.offers.price).toBeUndefined();
    expect(s!.offers.businessFunction).toBe('http://purl.org/goodrelations/v1#Sell');
    expect(sale.body).toMatch(/<title>Kirloskar 125 kVA Generator for sale in Pune \| BuildMart<\/title>/);
  });
});

describe('contractor detail pages', () => {
  const canonical = () => `/contractor/patil-constructions-pvt-ltd--${contractorId}`;

  it('renders the canonical /contractor/{slug}--{id} on the server with its tabs', async () => {
    const res = await get(canonical());
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<h1[^>]*>Patil Constructions Pvt\. Ltd\./);
    expect(res.body).toMatch(/<title>Patil Constructions Pvt\. Ltd\. — Civil Contractor in Pune \| BuildMart<\/title>/);
    expect([...res.body.matchAll(/role="tab"[^>]*>([^<]+)<\/button>/g)].map((m) => m[1])).toEqual(['Overview', 'Projects', 'Reviews']);
    expect(res.body).toContain('>Civil Contractor</li>');
    expect(res.body).toContain('>Road Contractor</li>');
    expect(res.body).toContain('Roads &amp; Highways');
    expect(res.body).toContain('Pune, Satara');
    expect(res.body).toContain('Roads, culverts and small bridges across western Maharashtra.');
    expect(res.body).toContain('Satara ring road');
    expect(visible(res.body)).toContain(`${LONG.slice(0, 100)}...`);
    expect(visible(res.body)).not.toContain(LONG.slice(0, 101));
    expect(res.body).toContain('Finished the road early.');
    expect(res.body).not.toContain('Edit listing');
    expect(res.body).not.toContain('9876500000');
  });

  it('moves /contractor/{id}, /contractor/{slug}-{id} and an old slug permanently to the canonical URL, keeping the query', async () => {
    for (const url of [`/contractor/${contractorId}`, `/contractor/patil-constructions-pvt-ltd-${contractorId}`, `/contractor/patil-builders--${contractorId}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(301);
      expect(res.headers.location, url).toBe(canonical());
    }
    const res = await get(`/contractor/${contractorId}?from=enquiry`);
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${canonical()}?from=enquiry`);
  });

  it('answers a real 404 page for an unknown, unapproved or malformed contractor', async () => {
    for (const url of ['/contractor/nobody--99999999', `/contractor/x--${pendingContractorId}`, '/contractor/no-id-here', '/contractor/-', '/contractor/x--99999999999']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('Page not found');
      expect(res.body.match(/<title>[^<]*<\/title>/g), url).toEqual(['<title>Page not found | BuildMart</title>']);
    }
  });

  it('gives LocalBusiness and BreadcrumbList JSON-LD, a canonical link and Open Graph tags', async () => {
    const { body } = await get(canonical());
    expect(body).toContain(`<link rel="canonical" href="${SITE}${canonical()}"/>`);
    expect(metaContent(body, 'og:url')).toBe(`${SITE}${canonical()}`);
    const [b, ...more] = ofType(body, 'LocalBusiness');
    expect(more).toEqual([]);
    expect(b).toMatchObject({
      '@context': 'https://schema.org',
      name: 'Patil Constructions Pvt. Ltd.',
      url: `${SITE}${canonical()}`,
      address: { '@type': 'PostalAddress', addressLocality: 'Pune', addressRegion: 'Maharashtra', addressCountry: 'IN' },
      areaServed: [
        { '@type': 'Place', name: 'Pune' },
        { '@type': 'Place', name: 'Satara' },
      ],
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1 },
    });
    expect(b!.telephone).toBeUndefined();
    const [crumbs] = ofType(body, 'BreadcrumbList');
    expect(crumbs!.itemListElement.map((i: any) => [i.name, i.item])).toEqual([
      ['Home', `${SITE}/`],
      ['Contractors', `${SITE}/contractors`],
      ['Patil Constructions Pvt. Ltd.', `${SITE}${canonical()}`],
    ]);

    const other = await get(`/contractor/reddy-electricals--${unreviewedContractorId}`);
    const [r] = ofType(other.body, 'LocalBusiness');
    expect(r).toMatchObject({ name: 'Reddy Electricals', address: { addressLocality: 'Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN' } });
    expect(r!.aggregateRating).toBeUndefined();
    expect(other.body).toContain('No reviews yet.');
    expect(other.body).toContain('No projects listed yet.');
    // Titles and descriptions differ between pages.
    const title = (h: string) => /<title>([^<]*)<\/title>/.exec(h)![1];
    const desc = (h: string) => /<meta name="description" content="([^"]*)"/.exec(h)![1];
    expect(title(other.body)).not.toBe(title(body));
    expect(desc(other.body)).not.toBe(desc(body));
  });
});

describe('edited reviews', () => {
  it('shows "(edited)" next to the date of a review its writer changed, on both detail pages, and nowhere else', async () => {
    const db = testDb();
    const v = await createVendor(db);
    const e = await createEquipment(db, v.id, { name: 'Escorts Hydra 14 Crane' });
    const c = await createContractor(db, { companyName: 'Godavari Builders' });
    const [u1, u2] = [await createUser(db, { fullName: 'Ravi Kulkarni' }), await createUser(db, { fullName: 'Sunita Joshi' })];
    const edited = new Date('2026-03-02T10:00:00Z');
    await createReview(db, { userId: u1.id, equipmentId: e.id, vendorId: v.id, stars: 4, text: 'Hydraulics fixed the next day.', editedAt: edited });
    await createReview(db, { userId: u2.id, equipmentId: e.id, vendorId: v.id, stars: 5, text: 'Smooth lifts all week.' });
    await createReview(db, { userId: u1.id, contractorId: c.id, stars: 3, text: 'Second visit fixed the leak.', editedAt: edited });
    /** The reviews list items of a page, as text-bearing HTML. */
    const items = (html: string) => [...visible(html).matchAll(/<li[^>]*>((?:(?!<\/li>)[\s\S])*)<\/li>/g)].map((m) => m[1]!).filter((li) => /Ravi Kulkarni|Sunita Joshi/.test(li));

    const eq = items((await get(`/equipment/escorts-hydra-14-crane--${e.id}`)).body);
    expect(eq).toHaveLength(2);
    expect(eq.find((li) => li.includes('Hydraulics fixed'))).toContain('(edited)');
    expect(eq.find((li) => li.includes('Smooth lifts'))).not.toContain('(edited)');
    const co = items((await get(`/contractor/godavari-builders--${c.id}`)).body);
    expect(co).toHaveLength(1);
    expect(co[0]).toContain('(edited)');
  });
});
