import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasBuild } from '../../server/ssr.ts';
import { useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';

/**
 * The list pages as the server renders them (what a browser without JavaScript gets): the heading, the
 * active-filter chips as links, and the empty state with its widened searches and the best one's cards
 * (docs/decisions/043-no-dead-ends-and-result-headings.md).
 */
const app = useTestApp();
const T = `Wq${randomBytes(3).toString('hex')}`;
const get = async (url: string) => {
  const res = await app().inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body.replace(/<!-- -->/g, '');
};
const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const amp = (s: string) => s.replace(/&/g, '&amp;');
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The visible text and aria-label of the links to `href` in server-rendered HTML. */
function links(html: string, href: string): Array<{ text: string; label?: string }> {
  return [...html.matchAll(new RegExp(`<a ([^>]*)href="${esc(amp(href))}"[^>]*>(.*?)</a>`, 'g'))].map((m) => ({
    label: /aria-label="([^"]*)"/.exec(m[1]!)?.[1],
    text: m[2]!
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

beforeAll(async () => {
  expect(hasBuild()).toBe(true);
  const v = await createVendor(testDb());
  await createEquipment(testDb(), v.id, { name: `Tower Crane ${T}`, category: 'lifting-equipment', city: 'Pune', state: 'Maharashtra', isAvailableForRent: true });
  await createContractor(testDb(), { companyName: `Sahyadri ${T} Roads`, contractorTypes: ['Road Contractor'], city: 'Nashik', state: 'Maharashtra', workLocations: ['Nashik'] });
});

describe('an empty list offers the same search widened', () => {
  it('equipment: the empty text, each widening with its count as a link, and the best one’s cards under its label', async () => {
    const html = await get(`/equipments?q=${T}&loc=Nagpur`);
    expect(html).toContain('No equipments found.');
    expect(h1(html)).toBe(`Construction equipment matching “${T}” in Nagpur — 0`);
    // The state widening: a link to the list that runs it, with its count.
    const state = links(html, `/equipments?q=${T}&loc=Maharashtra`).map((l) => l.text);
    expect(state).toEqual(['All of Maharashtra 1', 'See all 1 machine']);
    expect(html).toContain('All of Maharashtra: 1 machine');
    expect(html).toContain(`Tower Crane ${T}`);
    // Without the keyword: everything in Nagpur — nothing, so not offered.
    expect(html).not.toContain(`Without “${T}”`);
  });

  it('contractors: the state of the chosen city', async () => {
    const html = await get(`/contractors?type=Road+Contractor&loc=Nagpur`);
    expect(html).toContain('No contractors found.');
    expect(h1(html)).toBe('Road contractors in Nagpur — 0');
    expect(html).toContain('All of Maharashtra: 1 contractor');
    expect(html).toContain(`Sahyadri ${T} Roads`);
  });

  it('nothing anywhere: the empty text alone', async () => {
    const html = await get('/equipments?cat=concrete-equipment&loc=Kohima');
    expect(html).toContain('No equipments found.');
    expect(html).not.toContain('Try a wider search');
  });
});

describe('headings and chips', () => {
  it('a list with results: the heading with its total, a chip per filter linking to the list without it', async () => {
    const html = await get('/equipments?cat=lifting-equipment&loc=Pune&avail=rent&page=1');
    expect(h1(html)).toBe('Lifting equipment on rent in Pune — 1');
    expect(html).toMatch(/<title>Lifting equipment on rent in Pune — 1 \| BuildMart<\/title>/);
    // (The filter panel's own location chip links there too.)
    expect(links(html, '/equipments?cat=lifting-equipment&avail=rent')).toContainEqual({ label: 'Remove filter: Pune', text: 'Pune' });
    expect(links(html, '/equipments?cat=lifting-equipment&loc=Pune')).toEqual([{ label: 'Remove filter: On rent', text: 'On rent' }]);
    expect(links(html, '/equipments?loc=Pune&avail=rent')).toEqual([{ label: 'Remove filter: Lifting Equipment', text: 'Lifting Equipment' }]);
    expect(links(html, '/equipments').map((l) => l.text)).toContain('Clear all');
    expect(h1(await get('/equipments'))).toMatch(/^Construction equipment — [\d,]+$/);
    // What the keyword was understood as reads as the filters it became, each a chip of its own.
    const typed = await get('/equipments?q=tower+crane+kiraye+par+pune');
    expect(h1(typed)).toBe('Tower cranes on rent in Pune region — 1');
    expect(await get('/equipments')).not.toContain('Active filters');
  });
});
