import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { buildApp } from '../../server/app.ts';
import { hasBuild } from '../../server/ssr.ts';
import { testConfig, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';

const SITE = 'https://buildmart.example';
const app = useTestApp({ siteUrl: SITE });

// ---------------------------------------------------------------- a strict little XML reader
type El = { name: string; attrs: Record<string, string>; children: El[]; text: string };
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) => {
  if (/&(?!(amp|lt|gt|quot|apos);)/.test(s) || /[<>]/.test(s)) throw new Error(`bad character data: ${s}`);
  return s.replace(/&(\w+);/g, (_, e: string) => ENTITIES[e]!);
};

/** Parses the well-formed subset sitemaps use (declaration, elements, attributes, text); throws on anything else. */
function parseXml(xml: string): El {
  const decl = /^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/.exec(xml);
  if (!decl) throw new Error('no XML declaration');
  const root: El = { name: '#document', attrs: {}, children: [], text: '' };
  const stack = [root];
  const token = /<\/([\w:]+)>|<([\w:]+)((?:\s+[\w:]+="[^"]*")*)\s*(\/?)>|([^<]+)/gy;
  token.lastIndex = decl[0].length;
  while (token.lastIndex < xml.length) {
    const m = token.exec(xml);
    if (!m) throw new Error(`not well-formed at ${token.lastIndex}: ${xml.slice(token.lastIndex, token.lastIndex + 40)}`);
    const top = stack[stack.length - 1]!;
    if (m[1]) {
      if (top.name !== m[1]) throw new Error(`</${m[1]}> closes <${top.name}>`);
      stack.pop();
    } else if (m[2]) {
      const attrs = Object.fromEntries([...m[3]!.matchAll(/([\w:]+)="([^"]*)"/g)].map((a) => [a[1]!, decode(a[2]!)]));
      const el: El = { name: m[2], attrs, children: [], text: '' };
      top.children.push(el);
      if (!m[4]) stack.push(el);
    } else if (m[5]!.trim()) {
      if (top === root) throw new Error('text outside the root element');
      top.text += decode(m[5]!);
    }
  }
  if (stack.length !== 1 || root.children.length !== 1) throw new Error('unclosed or several root elements');
  return root.children[0]!;
}

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const child = (el: El, name: string) => el.children.find((c) => c.name === name)?.text;

async function getXml(a: FastifyInstance, url: string) {
  const res = await a.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
  expect(res.headers['cache-control']).toMatch(/max-age=3600/);
  return parseXml(res.body);
}

/** The child sitemap paths an index lists, checked to be absolute URLs on the site. */
async function indexChildren(a: FastifyInstance): Promise<string[]> {
  const idx = await getXml(a, '/sitemap.xml');
  expect(idx.name).toBe('sitemapindex');
  expect(idx.attrs.xmlns).toBe(NS);
  return idx.children.map((s) => {
    expect(s.name).toBe('sitemap');
    const loc = child(s, 'loc')!;
    expect(loc.startsWith(`${SITE}/sitemaps/`), loc).toBe(true);
    return loc.slice(SITE.length);
  });
}

type SitemapEntry = { loc: string; lastmod?: string; alternates: Record<string, string> };

async function urlsetOf(a: FastifyInstance, path: string): Promise<SitemapEntry[]> {
  const set = await getXml(a, path);
  expect(set.name).toBe('urlset');
  expect(set.attrs.xmlns).toBe(NS);
  expect(set.attrs['xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
  return set.children.map((u) => ({
    loc: child(u, 'loc')!,
    lastmod: child(u, 'lastmod'),
    alternates: Object.fromEntries(
      u.children
        .filter((c) => c.name === 'xhtml:link')
        .map((l) => {
          expect(l.attrs.rel).toBe('alternate');
          return [l.attrs.hreflang!, l.attrs.href!];
        }),
    ),
  }));
}

/** A page's entry names its English and Hindi URLs, and English as the default. */
const alternatesOf = (englishPath: string) => {
  const hindi = englishPath === '/' ? '/hi/' : `/hi${englishPath}`;
  return { 'en-IN': SITE + englishPath, 'hi-IN': SITE + hindi, 'x-default': SITE + englishPath };
};

// ---------------------------------------------------------------- data
const approvedEquipment: Array<{ id: number; name: string }> = [];
const hiddenEquipment: number[] = [];
const approvedContractors: Array<{ id: number; companyName: string }> = [];
const hiddenContractors: number[] = [];

beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Sahyadri Cranes' });
  // 12 approved with hidden ones between them, then a run of 7 hidden (a whole 3-id chunk with nothing to list), then 2 more.
  const plan = [
    'approved',
    'pending',
    'approved',
    'approved',
    'rejected',
    'approved',
    'approved',
    'approved',
    'paused',
    'approved',
    'approved',
    'approved',
    'approved',
    'approved',
    'pending',
    'pending',
    'rejected',
    'pending',
    'pending',
    'paused',
    'pending',
    'approved',
    'approved',
  ] as const;
  for (const [i, status] of plan.entries()) {
    const e = await createEquipment(db, v.id, {
      status,
      name: i === 0 ? 'JCB 3DX <Super> & "Eco"' : `Excavator ${i}`,
      category: i % 2 ? 'lifting-equipment' : 'earth-moving-equipment',
    });
    if (status === 'approved') approvedEquipment.push(e);
    else hiddenEquipment.push(e.id);
  }
  for (const [i, status] of (['approved', 'pending', 'approved', 'rejected', 'approved'] as const).entries()) {
    const c = await createContractor(db, { status, companyName: `Patil Constructions ${i} Pvt. Ltd.`, contractorTypes: ['Road Contractor'] });
    if (status === 'approved') approvedContractors.push(c);
    else hiddenContractors.push(c.id);
  }
});

// ---------------------------------------------------------------- robots and sitemaps
describe('robots.txt', () => {
  it('allows the site, keeps crawlers out of private areas and names the sitemap index', async () => {
    const res = await app().inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const p of ['/api/', '/client/', '/manage/', '/hi/client/', '/hi/account/']) expect(lines).toContain(`Disallow: ${p}`);
    // The Hindi site is as open as the English one.
    for (const p of ['/', '/hi', '/hi/']) expect(lines).not.toContain(`Disallow: ${p}`);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('serves the default link-preview image', async () => {
    const res = await app().inject({ method: 'GET', url: '/og-image.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // PNG header: width and height at bytes 16–23.
    expect([res.rawPayload.readUInt32BE(16), res.rawPayload.readUInt32BE(20)]).toEqual([1200, 630]);
  });
});

describe('sitemaps (default 40,000 per file)', () => {
  it('the index lists the pages sitemap and one sitemap each for equipment and contractors, in English and in Hindi', async () => {
    // …and the landing pages with listings: the machines here for rent (each has its machine type, as the add form
    // sets one) and the contractors, Road Contractors in Pune.
    expect(await indexChildren(app())).toEqual([
      '/sitemaps/pages.xml',
      '/sitemaps/equipment-1.xml',
      '/sitemaps/equipment-hi-1.xml',
      '/sitemaps/contractors-1.xml',
      '/sitemaps/contractors-hi-1.xml',
      '/sitemaps/rent-1.xml',
      '/sitemaps/rent-hi-1.xml',
      '/sitemaps/contractor-types-1.xml',
      '/sitemaps/contractor-types-hi-1.xml',
    ]);
  });

  it('the pages sitemap lists every page in English and in Hindi, each naming both and English as the default', async () => {
    const urls = await urlsetOf(app(), '/sitemaps/pages.xml');
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const p of [
      '/',
      '/equipments',
      '/contractors',
      '/staffing',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/equipments?cat=lifting-equipment',
      '/contractors?type=Road+Contractor',
    ]) {
      const alternates = alternatesOf(p);
      expect(byLoc.get(alternates['en-IN'])?.alternates, p).toEqual(alternates);
      expect(byLoc.get(alternates['hi-IN'])?.alternates, `Hindi ${p}`).toEqual(alternates);
    }
    // Exactly as many Hindi URLs as English ones.
    expect(urls.filter((u) => u.loc.startsWith(`${SITE}/hi/`)).length * 2).toBe(urls.length);
  });

  it('the Hindi listing and landing sitemaps hold the Hindi URL of each page the English ones list, with the same alternates', async () => {
    for (const [en, hi] of [
      ['/sitemaps/equipment-1.xml', '/sitemaps/equipment-hi-1.xml'],
      ['/sitemaps/contractors-1.xml', '/sitemaps/contractors-hi-1.xml'],
      ['/sitemaps/rent-1.xml', '/sitemaps/rent-hi-1.xml'],
      ['/sitemaps/contractor-types-1.xml', '/sitemaps/contractor-types-hi-1.xml'],
    ]) {
      const english = await urlsetOf(app(), en!);
      const hindi = await urlsetOf(app(), hi!);
      expect(english.length, en).toBeGreaterThan(0);
      expect(hindi.map((u) => u.loc)).toEqual(english.map((u) => u.loc.replace(SITE, `${SITE}/hi`)));
      expect(hindi.map((u) => u.lastmod)).toEqual(english.map((u) => u.lastmod));
      for (const [i, u] of english.entries()) {
        const alternates = alternatesOf(u.loc.slice(SITE.length));
        expect(u.alternates).toEqual(alternates);
        expect(hindi[i]!.alternates).toEqual(alternates);
      }
    }
    const e = approvedEquipment[1]!;
    expect((await app().inject({ method: 'GET', url: `/hi${equipmentPath(e.id, e.name)}` })).statusCode).toBe(200);
  });

  it('the pages sitemap lists the site pages, the category lists and the contractor types in use', async () => {
    const locs = (await urlsetOf(app(), '/sitemaps/pages.xml')).map((u) => u.loc);
    for (const p of [
      '/',
      '/equipments',
      '/contractors',
      '/staffing',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      '/equipments?cat=lifting-equipment',
      '/equipments?cat=earth-moving-equipment',
      '/contractors?type=Road+Contractor',
    ])
      expect(locs, p).toContain(SITE + p);
    expect(locs).not.toContain(`${SITE}/contractors?type=Tunnel+Contractor`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('a listing sitemap holds the canonical URL of every approved listing, escaped, with its last change — and no hidden one', async () => {
    const eq = await urlsetOf(app(), '/sitemaps/equipment-1.xml');
    expect(eq.map((u) => u.loc)).toEqual(approvedEquipment.map((e) => SITE + equipmentPath(e.id, e.name)));
    expect(eq[0]!.loc).toBe(`${SITE}/equipment/jcb-3dx-super-eco--${approvedEquipment[0]!.id}`);
    for (const u of eq) expect(u.lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    for (const id of hiddenEquipment) expect(eq.some((u) => u.loc.endsWith(`--${id}`))).toBe(false);

    const co = await urlsetOf(app(), '/sitemaps/contractors-1.xml');
    expect(co.map((u) => u.loc)).toEqual(approvedContractors.map((c) => SITE + contractorPath(c.id, c.companyName)));
    for (const id of hiddenContractors) expect(co.some((u) => u.loc.endsWith(`--${id}`))).toBe(false);
  });

  it('a listed equipment URL opens its page', async () => {
    const e = approvedEquipment[1]!;
    const res = await app().inject({ method: 'GET', url: equipmentPath(e.id, e.name) });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 for a sitemap that does not exist', async () => {
    for (const url of [
      '/sitemaps/equipment-2.xml',
      '/sitemaps/equipment-0.xml',
      '/sitemaps/contractors-99.xml',
      '/sitemaps/vendors-1.xml',
      '/sitemaps/equipment-1.txt',
      '/sitemaps/equipment-01.xml',
      '/sitemaps/equipment-hi-2.xml',
      '/sitemaps/equipment-en-1.xml',
      '/sitemaps/hi-equipment-1.xml',
      '/sitemaps/rent-hi-2.xml',
    ])
      expect((await app().inject({ method: 'GET', url })).statusCode, url).toBe(404);
  });
});

describe('sitemaps in chunks (3 ids per file)', () => {
  let small: FastifyInstance;
  beforeAll(async () => {
    small = await buildApp({ config: testConfig({ siteUrl: SITE }), db: testDb(), ssr: false, sitemapChunkSize: 3 });
    await small.ready();
  });
  afterAll(() => small?.close());

  it('lists one sitemap per id range that holds approved listings, and together they hold each approved listing once, in order', async () => {
    const children = await indexChildren(small);
    const chunksOf = (ids: number[]) => [...new Set(ids.map((id) => Math.floor((id - 1) / 3) + 1))];
    const eqChunks = chunksOf(approvedEquipment.map((e) => e.id));
    expect(children).toEqual([
      '/sitemaps/pages.xml',
      ...eqChunks.map((n) => `/sitemaps/equipment-${n}.xml`),
      ...eqChunks.map((n) => `/sitemaps/equipment-hi-${n}.xml`),
      ...chunksOf(approvedContractors.map((c) => c.id)).map((n) => `/sitemaps/contractors-${n}.xml`),
      ...chunksOf(approvedContractors.map((c) => c.id)).map((n) => `/sitemaps/contractors-hi-${n}.xml`),
      '/sitemaps/rent-1.xml',
      '/sitemaps/rent-hi-1.xml',
      '/sitemaps/contractor-types-1.xml',
      '/sitemaps/contractor-types-hi-1.xml',
    ]);
    // The run of 7 hidden listings leaves at least one range with nothing to list.
    expect(eqChunks.length).toBeLessThan(Math.ceil(approvedEquipment.at(-1)!.id / 3));

    const seen: string[] = [];
    for (const n of eqChunks) {
      const urls = (await urlsetOf(small, `/sitemaps/equipment-${n}.xml`)).map((u) => u.loc);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(3);
      seen.push(...urls);
    }
    expect(seen).toEqual(approvedEquipment.map((e) => SITE + equipmentPath(e.id, e.name)));
  });

  it('answers 404 for a range with no approved listing and for one past the end', async () => {
    const listed = new Set(approvedEquipment.map((e) => Math.floor((e.id - 1) / 3) + 1));
    const last = Math.max(...listed);
    const empty = Array.from({ length: last }, (_, i) => i + 1).find((n) => !listed.has(n))!;
    expect((await small.inject({ method: 'GET', url: `/sitemaps/equipment-${empty}.xml` })).statusCode).toBe(404);
    expect((await small.inject({ method: 'GET', url: `/sitemaps/equipment-${last + 1}.xml` })).statusCode).toBe(404);
  });
});

// ---------------------------------------------------------------- page meta (server-rendered)
type Page = { title: string; meta: (key: string) => string | undefined; canonical?: string; ld: Array<Record<string, any>> };
const unescapeHtml = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function page(url: string): Promise<Page> {
  const res = await app().inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  const head = res.body.slice(0, res.body.indexOf('</head>'));
  const attr = (tag: string, a: string) => new RegExp(`\\s${a}="([^"]*)"`).exec(tag)?.[1] ?? undefined;
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((m) => m[0]);
  return {
    title: unescapeHtml(/<title>([^<]*)<\/title>/.exec(head)![1]!),
    meta: (key) => {
      const tag = metas.find((t) => attr(t, 'name') === key || attr(t, 'property') === key);
      return tag ? unescapeHtml(attr(tag, 'content')!) : undefined;
    },
    canonical: [...head.matchAll(/<link\s[^>]*rel="canonical"[^>]*>/g)].map((m) => unescapeHtml(attr(m[0], 'href')!))[0],
    ld: [...res.body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)),
  };
}

function expectSharedTags(p: Page, canonical: string) {
  expect(p.canonical).toBe(canonical);
  expect(p.meta('description')!.length).toBeGreaterThan(50);
  expect(p.meta('og:title')).toBe(p.title);
  expect(p.meta('og:url')).toBe(canonical);
  expect(p.meta('og:image')).toBe(`${SITE}/og-image.png`);
  expect(p.meta('og:description')).toBe(p.meta('description'));
}

function breadcrumbs(p: Page) {
  const bc = p.ld.find((l) => l['@type'] === 'BreadcrumbList')!;
  expect(bc['@context']).toBe('https://schema.org');
  bc.itemListElement.forEach((it: any, i: number) => {
    expect(it.position).toBe(i + 1);
    expect(it.item.startsWith(SITE)).toBe(true);
  });
  return bc.itemListElement.map((it: any) => [it.name, it.item.slice(SITE.length)]);
}

describe('page meta: title, description, canonical, Open Graph and JSON-LD (the built site)', () => {
  beforeAll(() => {
    expect(hasBuild()).toBe(true);
  });

  it('home: Organization and WebSite with a search action', async () => {
    const p = await page('/');
    expect(p.title).toMatch(/^BuildMart/);
    expectSharedTags(p, `${SITE}/`);
    const org = p.ld.find((l) => l['@type'] === 'Organization')!;
    expect(org).toMatchObject({ name: 'BuildMart', url: `${SITE}/`, logo: `${SITE}/logo.svg` });
    expect(org.contactPoint[0].telephone).toBe('+91 98765 43210');
    const site = p.ld.find((l) => l['@type'] === 'WebSite')!;
    expect(site.potentialAction['@type']).toBe('SearchAction');
    expect(site.potentialAction.target.urlTemplate).toBe(`${SITE}/equipments?q={search_term_string}`);
    expect(site.potentialAction['query-input']).toBe('required name=search_term_string');
  });

  it('equipment lists: a title and description per filter state, a canonical URL with only the meaningful query', async () => {
    const all = await page('/equipments');
    expectSharedTags(all, `${SITE}/equipments`);
    expect(breadcrumbs(all)).toEqual([
      ['Home', '/'],
      ['Equipment', '/equipments'],
    ]);
    const items = all.ld.find((l) => l['@type'] === 'ItemList')!;
    expect(items.itemListElement.map((i: any) => i.position)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(items.itemListElement[0].url).toMatch(new RegExp(`^${SITE}/equipment/[\\w-]+--\\d+$`));

    const lifting = await page('/equipments?sort=oldest&avail=rent&loc=Pune&cat=Lifting+Equipment');
    expectSharedTags(lifting, `${SITE}/equipments?cat=lifting-equipment&loc=Pune`);
    // The title is the page's heading: what the results are and how many (decision 043).
    expect(lifting.title).toMatch(/^Lifting equipment on rent in Pune — \d+ \| BuildMart$/);
    expect(lifting.meta('description')).toMatch(/^\d+ lifting equipment listings? for rent in Pune: Tower Crane/);
    expect(breadcrumbs(lifting)).toEqual([
      ['Home', '/'],
      ['Equipment', '/equipments'],
      ['Lifting Equipment', '/equipments?cat=lifting-equipment'],
      ['Pune', '/equipments?cat=lifting-equipment&loc=Pune'],
    ]);
    expect(lifting.meta('robots')).toBeUndefined();

    const page2 = await page('/equipments?page=2');
    expectSharedTags(page2, `${SITE}/equipments?page=2`);
    expect(page2.ld.find((l) => l['@type'] === 'ItemList')!.itemListElement[0].position).toBe(7);

    const titles = [all, lifting, page2].map((p) => p.title);
    expect(new Set(titles).size).toBe(3);
    expect(new Set([all, lifting, page2].map((p) => p.meta('description'))).size).toBe(3);
  });

  it('an empty list is left out of the index (noindex, follow)', async () => {
    const none = await page('/equipments?q=zzzqqqxxx');
    expect(none.meta('robots')).toBe('noindex, follow');
    expect(none.canonical).toBe(`${SITE}/equipments?q=zzzqqqxxx`);
  });

  it('contractor lists: type and location in the title, canonical and breadcrumbs', async () => {
    const all = await page('/contractors');
    expectSharedTags(all, `${SITE}/contractors`);
    expect(breadcrumbs(all)).toEqual([
      ['Home', '/'],
      ['Contractors', '/contractors'],
    ]);

    const road = await page('/contractors?sort=nameasc&type=Road+Contractor');
    expectSharedTags(road, `${SITE}/contractors?type=Road+Contractor`);
    expect(road.title).toBe(`Road contractors — ${approvedContractors.length} | BuildMart`);
    expect(breadcrumbs(road)).toEqual([
      ['Home', '/'],
      ['Contractors', '/contractors'],
      ['Road Contractor', '/contractors?type=Road+Contractor'],
    ]);
    expect(road.ld.find((l) => l['@type'] === 'ItemList')!.itemListElement).toHaveLength(approvedContractors.length);
    expect(road.title).not.toBe(all.title);
  });
});
