import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractors, equipment } from '../../db/schema/index.ts';
import { hasBuild } from '../../server/ssr.ts';
import { useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';

/**
 * The landing pages /rent/{machine}/{city} and /contractors/{type}/{city} (docs/decisions/045-landing-pages.md),
 * through the built site: what a visitor and a crawler get — status, redirects, heading, cards, canonical,
 * rel prev/next, JSON-LD, noindex of empty pairs — and the sitemap files that list exactly the pairs with listings.
 */
const SITE = 'https://buildmart.example';
const app = useTestApp({ siteUrl: SITE });

const get = (url: string) => app().inject({ method: 'GET', url });
const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(url: string) {
  const res = await get(url);
  expect(res.statusCode, url).toBe(200);
  const html = res.body;
  const head = html.slice(0, html.indexOf('</head>'));
  const body = html.slice(html.indexOf('<body'));
  const link = (rel: string) => unescapeHtml(new RegExp(`<link rel="${rel}" href="([^"]*)"`).exec(head)?.[1] ?? '') || undefined;
  const meta = (key: string) => {
    const tag = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(`name="${key}"`) || t.includes(`property="${key}"`));
    return tag ? unescapeHtml(/content="([^"]*)"/.exec(tag)![1]!) : undefined;
  };
  const ld = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Ld);
  return {
    res,
    body,
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(head)![1]!),
    h1: unescapeHtml(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)![1]!.replace(/<!--.*?-->|<[^>]+>/g, '')),
    cards: (body.match(/data-testid="(equipment|contractor)-card"/g) ?? []).length,
    hrefs: [...body.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => unescapeHtml(m[1]!)),
    canonical: link('canonical'),
    prev: link('prev'),
    next: link('next'),
    meta,
    ld,
  };
}

type Ld = { '@type': string; itemListElement: Array<{ position: number; name: string; item?: string; url?: string }> };
const breadcrumbNames = (ld: Ld[]) => ld.find((l) => l['@type'] === 'BreadcrumbList')!.itemListElement.map((i) => [i.name, i.item]);
const itemList = (ld: Ld[]) => ld.find((l) => l['@type'] === 'ItemList');

let pendingCraneInPune = 0;

beforeAll(async () => {
  expect(hasBuild()).toBe(true);
  const db = testDb();
  const v = await createVendor(db, { name: 'Deccan Earthmovers' });
  const machine = (catalogueSlug: string, city: string, state: string, o: Partial<typeof equipment.$inferInsert> = {}) =>
    createEquipment(db, v.id, { catalogueSlug, name: `${catalogueSlug} for hire ${city}`, city, state, ...o });
  for (let i = 0; i < 14; i++) await machine('backhoe-loader', 'Pune', 'Maharashtra', { name: `JCB 3DX Backhoe Loader ${i + 1}` });
  // Not on the Pune page: waiting for moderation, for sale only.
  await machine('backhoe-loader', 'Pune', 'Maharashtra', { status: 'pending' });
  await machine('backhoe-loader', 'Pune', 'Maharashtra', { isAvailableForRent: false, isAvailableForSale: true });
  await machine('backhoe-loader', 'Mumbai', 'Maharashtra');
  await machine('backhoe-loader', 'Mumbai', 'Maharashtra');
  await machine('backhoe-loader', 'Nagpur', 'Maharashtra');
  await machine('excavator', 'Pune', 'Maharashtra', { category: 'earth-moving-equipment' });
  await machine('tower-crane', 'Mumbai', 'Maharashtra', { category: 'lifting-equipment' });
  pendingCraneInPune = (await machine('tower-crane', 'Pune', 'Maharashtra', { category: 'lifting-equipment', status: 'pending' })).id;

  await createContractor(db, { companyName: 'Indraprastha Electricals', contractorTypes: ['Electrical Contractor'], city: 'Delhi', state: 'Delhi', workLocations: ['Delhi'] });
  await createContractor(db, {
    companyName: 'Noida Power Works',
    contractorTypes: ['Electrical Contractor', 'Civil Contractor'],
    city: 'Noida',
    state: 'Uttar Pradesh',
    workLocations: ['Delhi', 'Noida'],
  });
  await createContractor(db, {
    companyName: 'Pending Sparks',
    contractorTypes: ['Electrical Contractor'],
    city: 'Delhi',
    state: 'Delhi',
    workLocations: ['Delhi'],
    status: 'pending',
  });
});

describe('/rent/{machine}/{city}', () => {
  it('lists the approved machines of that type on rent in that city, with the count in the heading and title', async () => {
    const p = await page('/rent/backhoe-loader/pune');
    expect(p.h1).toBe('Backhoe Loaders (JCB) on rent in Pune — 14');
    expect(p.title).toBe('Backhoe Loaders (JCB) on rent in Pune — 14 | BuildMart');
    expect(p.cards).toBe(12);
    expect(p.body).toContain('JCB 3DX Backhoe Loader 14');
    expect(p.body).not.toContain('No equipments found.');
  });

  it('is canonical at its own path, with Open Graph, rel next, breadcrumbs and an ItemList in JSON-LD', async () => {
    const p = await page('/rent/backhoe-loader/pune?sort=whatever');
    expect(p.canonical).toBe(`${SITE}/rent/backhoe-loader/pune`);
    expect(p.meta('og:url')).toBe(`${SITE}/rent/backhoe-loader/pune`);
    expect(p.meta('og:title')).toBe(p.title);
    expect(p.meta('robots')).toBeUndefined();
    expect(p.prev).toBeUndefined();
    expect(p.next).toBe(`${SITE}/rent/backhoe-loader/pune?page=2`);
    expect(breadcrumbNames(p.ld)).toEqual([
      ['Home', `${SITE}/`],
      ['Equipment', `${SITE}/equipments`],
      ['Earth Moving Equipment', `${SITE}/equipments?cat=earth-moving-equipment`],
      ['Backhoe Loaders on rent in Pune', `${SITE}/rent/backhoe-loader/pune`],
    ]);
    const list = itemList(p.ld)!;
    expect(list.itemListElement.map((i) => i.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(list.itemListElement[0].url).toMatch(new RegExp(`^${SITE}/equipment/jcb-3dx-backhoe-loader-14--\\d+$`));
  });

  it('page 2 is ?page=2 with rel prev and next, numbered on from page 1', async () => {
    const p = await page('/rent/backhoe-loader/pune?page=2');
    expect(p.cards).toBe(2);
    expect(p.title).toBe('Backhoe Loaders (JCB) on rent in Pune — 14 — page 2 | BuildMart');
    expect(p.canonical).toBe(`${SITE}/rent/backhoe-loader/pune?page=2`);
    expect(p.prev).toBe(`${SITE}/rent/backhoe-loader/pune`);
    expect(p.next).toBeUndefined();
    expect(itemList(p.ld)!.itemListElement.map((i) => i.position)).toEqual([13, 14]);
    expect(p.hrefs).toContain('/rent/backhoe-loader/pune');
  });

  it('links to the same machine in the nearest cities that have it, to other machines here and to the full search', async () => {
    const p = await page('/rent/backhoe-loader/pune');
    const nearby = p.hrefs.filter((h) => /^\/rent\/backhoe-loader\/(?!pune)/.test(h));
    expect(nearby).toEqual(['/rent/backhoe-loader/mumbai', '/rent/backhoe-loader/nagpur']);
    expect(p.hrefs).toContain('/rent/excavator/pune');
    // Tower cranes are in Mumbai, not Pune: no link to an empty pair.
    expect(p.hrefs).not.toContain('/rent/tower-crane/pune');
    expect(p.hrefs).toContain('/equipments?q=Backhoe+Loader&loc=Pune&avail=rent');
  });

  it('moves other spellings of a pair to its canonical address for good (301)', async () => {
    for (const [from, to] of [
      ['/rent/jcb/pune', '/rent/backhoe-loader/pune'],
      ['/rent/Backhoe-Loader/Pune', '/rent/backhoe-loader/pune'],
      ['/rent/backhoe-loaders/PUNE', '/rent/backhoe-loader/pune'],
      ['/rent/backhoe%20loader/pune', '/rent/backhoe-loader/pune'],
      ['/rent/JCB/Pune?page=2', '/rent/backhoe-loader/pune?page=2'],
      ['/rent/earth-moving-equipment/pune', '/equipments?cat=earth-moving-equipment&loc=Pune&avail=rent'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
  });

  it('answers a real 404 for a machine or a city it does not know', async () => {
    for (const url of ['/rent/spaceship/pune', '/rent/backhoe-loader/atlantis', '/rent/backhoe-loader/maharashtra', '/rent/%E0%A4%B9%E0%A4%BE%E0%A4%A5%E0%A5%80/pune']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('a pair with no listing says so, offers the nearest cities that have one, and is kept out of search indexes', async () => {
    const p = await page('/rent/tower-crane/pune');
    expect(p.h1).toBe('Tower Cranes on rent in Pune — 0');
    expect(p.body).toContain('No equipments found.');
    expect(p.cards).toBe(0);
    expect(p.meta('robots')).toBe('noindex, follow');
    expect(p.hrefs).toContain('/rent/tower-crane/mumbai');
    expect(itemList(p.ld)).toBeUndefined();
  });
});

describe('/contractors/{type}/{city}', () => {
  it('lists the approved contractors of that type serving that city', async () => {
    const p = await page('/contractors/electrical-contractor/delhi');
    expect(p.h1).toBe('Electrical Contractors in Delhi — 2');
    expect(p.cards).toBe(2);
    expect(p.body).toContain('Indraprastha Electricals');
    expect(p.body).toContain('Noida Power Works');
    expect(p.body).not.toContain('Pending Sparks');
    expect(p.canonical).toBe(`${SITE}/contractors/electrical-contractor/delhi`);
    expect(p.meta('robots')).toBeUndefined();
    expect(breadcrumbNames(p.ld).map((c) => c[0])).toEqual(['Home', 'Contractors', 'Electrical Contractors', 'Electrical Contractors in Delhi']);
    expect(itemList(p.ld)!.itemListElement).toHaveLength(2);
    // Noida is served by one of them; Civil Contractors also serve Delhi.
    expect(p.hrefs).toContain('/contractors/electrical-contractor/noida');
    expect(p.hrefs).toContain('/contractors/civil-contractor/delhi');
  });

  it('moves other spellings for good and answers 404 for unknown ones', async () => {
    for (const [from, to] of [
      ['/contractors/Electrical-Contractor/Delhi', '/contractors/electrical-contractor/delhi'],
      ['/contractors/electrical/delhi', '/contractors/electrical-contractor/delhi'],
      ['/contractors/electrical-contractors/DELHI?page=3', '/contractors/electrical-contractor/delhi?page=3'],
    ]) {
      const res = await get(from!);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
    for (const url of ['/contractors/astronaut/delhi', '/contractors/electrical-contractor/atlantis']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('an empty pair is noindex with the empty text', async () => {
    const p = await page('/contractors/tunnel-contractor/delhi');
    expect(p.body).toContain('No contractors found.');
    expect(p.meta('robots')).toBe('noindex, follow');
  });
});

describe('sitemaps of the landing pages', () => {
  const locs = async (url: string) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!.slice(SITE.length));
  };

  it('list exactly the pairs that have at least one listing, and follow an approval', async () => {
    const index = await locs('/sitemap.xml');
    expect(index).toContain('/sitemaps/rent-1.xml');
    expect(index).toContain('/sitemaps/contractor-types-1.xml');
    expect(await locs('/sitemaps/rent-1.xml')).toEqual([
      '/rent/backhoe-loader/mumbai',
      '/rent/backhoe-loader/nagpur',
      '/rent/backhoe-loader/pune',
      '/rent/excavator/pune',
      '/rent/tower-crane/mumbai',
    ]);
    expect(await locs('/sitemaps/contractor-types-1.xml')).toEqual([
      '/contractors/civil-contractor/delhi',
      '/contractors/civil-contractor/noida',
      '/contractors/electrical-contractor/delhi',
      '/contractors/electrical-contractor/noida',
    ]);
    expect((await get('/sitemaps/rent-2.xml')).statusCode).toBe(404);

    // The empty page, stored by the page cache, then the tower crane in Pune is approved.
    await page('/rent/tower-crane/pune');
    await testDb().update(equipment).set({ status: 'approved' }).where(eq(equipment.id, pendingCraneInPune));
    await app().pageCache!.listener.sync();
    expect(await locs('/sitemaps/rent-1.xml')).toContain('/rent/tower-crane/pune');
    const p = await page('/rent/tower-crane/pune');
    expect(p.h1).toBe('Tower Cranes on rent in Pune — 1');
    expect(p.meta('robots')).toBeUndefined();
    // A contractor leaving Delhi leaves the Delhi page when it was its only one.
    await testDb().update(contractors).set({ status: 'paused' }).where(eq(contractors.companyName, 'Noida Power Works'));
    expect(await locs('/sitemaps/contractor-types-1.xml')).toEqual(['/contractors/electrical-contractor/delhi']);
  });
});

describe('the page cache', () => {
  it('serves a landing page from memory on the second anonymous visit', async () => {
    await app().pageCache!.listener.sync();
    await get('/rent/excavator/pune');
    const second = await get('/rent/excavator/pune');
    expect(second.headers['x-page-cache']).toBe('hit');
  });
});
