import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../fixtures/app.ts';
import { hasTag, startTags } from '../fixtures/html.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';
import { hasBuild } from '../../server/ssr.ts';
import { CONTRACTOR_TYPES } from '../../data/contractor-types.ts';

/**
 * What the list pages put in their HTML (docs/decisions/037-pages-before-javascript.md): long filter lists
 * folded unless the address opens them, the plain-HTML forms, and hydration data holding only what the cards show.
 */
const app = useTestApp();
const get = async (url: string) => {
  const res = await app().inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};
const typeBoxes = (html: string) => startTags(html, 'input').filter((a) => a.type === 'checkbox' && a.name === 'type').length;
/** Whether the filter form has this checkbox, ticked or not. */
const checkbox = (html: string, name: string, value: string) => hasTag(html, 'input', { type: 'checkbox', name, value });

beforeAll(async () => {
  expect(hasBuild()).toBe(true);
  const v = await createVendor(testDb(), { name: 'Sahyadri Cranes' });
  await createEquipment(testDb(), v.id, {
    name: 'ACE 14XW Pick & Carry Crane',
    description: 'A 14 tonne pick and carry crane. Diesel engine, well kept, with a full service history.',
    galleryImages: ['/gallery-one.webp', '/gallery-two.webp'],
  });
  await createContractor(testDb(), { companyName: 'Patil Constructions', contractorTypes: ['Civil Contractor'], laborStrength: 250 });
});

describe('contractor list markup', () => {
  it('renders the first 8 contractor types and a Show all link, not every type', async () => {
    const html = await get('/contractors');
    expect(CONTRACTOR_TYPES.length).toBeGreaterThan(100);
    expect(typeBoxes(html)).toBe(8);
    expect(checkbox(html, 'type', 'Tunnel Contractor')).toBe(false);
    expect(html).toContain(`href="/contractors?more=types"`);
    expect(html).toContain(`Show all ${CONTRACTOR_TYPES.length} types`);
  });

  it('renders every type at ?more=types, keeps the list open through the form, and always renders the chosen ones', async () => {
    const all = await get('/contractors?more=types');
    expect(typeBoxes(all)).toBe(CONTRACTOR_TYPES.length);
    expect(all).toContain('name="more" value="types"');
    expect(all).not.toContain('Show all 132 types');
    const chosen = await get('/contractors?type=Tunnel%20Contractor');
    expect(typeBoxes(chosen)).toBe(9);
    expect(hasTag(chosen, 'input', { type: 'checkbox', name: 'type', value: 'Tunnel Contractor', checked: true })).toBe(true);
  });

  it('leaves the sector subcategories out until they are chosen or the list is opened', async () => {
    expect(checkbox(await get('/contractors'), 'sector', 'Metro Rail')).toBe(false);
    expect(checkbox(await get('/contractors?sector=Metro%20Rail'), 'sector', 'Metro Rail')).toBe(true);
    const open = await get('/contractors?more=sectors');
    expect(checkbox(open, 'sector', 'Metro Rail')).toBe(true);
    expect(checkbox(open, 'sector', 'Micro-Tunnelling')).toBe(true);
  });

  it('sends the cards only what they show', async () => {
    const html = await get('/contractors');
    expect(html).toContain('Patil Constructions');
    expect(html).not.toContain('LaborStrength');
    expect(html).not.toContain('CreatedAt');
  });
});

describe('equipment list markup', () => {
  it('sends the cards only what they show: no gallery, no vendor, the first sentence of the description', async () => {
    const html = await get('/equipments');
    expect(html).toContain('A 14 tonne pick and carry crane.');
    expect(html).not.toContain('Diesel engine, well kept');
    expect(html).not.toContain('gallery-one.webp');
    expect(html).not.toContain('Sahyadri Cranes');
    expect(html).not.toContain('CreatedAt');
  });

  it('is a plain GET form: the sort select belongs to the filter form, with an Apply button and a native category select before hydration', async () => {
    const html = await get('/equipments?sort=nameasc');
    expect(hasTag(html, 'form', { id: 'list-filter-form', action: '/equipments', method: 'get' })).toBe(true);
    expect(hasTag(html, 'select', { id: 'sort', name: 'sort', form: 'list-filter-form' })).toBe(true);
    expect(hasTag(html, 'select', { id: 'f-cat', name: 'cat' })).toBe(true);
    expect(html).toContain('Apply filters');
    expect(html).toContain('href="#list-filters"');
  });
});

describe('home search without JavaScript', () => {
  it('is a GET form to the equipment list, which redirects to the address the script opens', async () => {
    expect(hasTag(await get('/'), 'form', { role: 'search', action: '/equipments', method: 'get' })).toBe(true);
    const to = async (qs: string) => (await app().inject({ method: 'GET', url: `/equipments?${qs}` })).headers.location;
    expect(await to('kind=equipment&loc=Pune&q=JCB')).toBe('/equipments?q=JCB&loc=Pune');
    expect(await to('kind=contractor&loc=&q=Civil+Contractor')).toBe('/contractors?type=Civil+Contractor');
    expect(await to('kind=staffing&loc=Surat&q=')).toBe('/equipments?loc=Surat');
    expect(await to('kind=equipment&loc=+&q=')).toBe('/?search=empty#search');
    expect(await get('/?search=empty')).toContain('Please enter search details.');
    expect(await get('/')).not.toContain('Please enter search details.');
  });

  it('stays in Hindi from the Hindi home page', async () => {
    expect(hasTag(await get('/hi/'), 'form', { role: 'search', action: '/hi/equipments', method: 'get' })).toBe(true);
    const to = async (qs: string) => (await app().inject({ method: 'GET', url: `/hi/equipments?${qs}` })).headers.location;
    expect(await to('kind=equipment&loc=Pune&q=JCB')).toBe('/hi/equipments?q=JCB&loc=Pune');
    expect(await to('kind=contractor&loc=&q=Civil+Contractor')).toBe('/hi/contractors?type=Civil+Contractor');
    expect(await to('kind=equipment&loc=+&q=')).toBe('/hi/?search=empty#search');
  });
});
