import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, setCreatedAt } from '../fixtures/factories.ts';
import { useBrowser } from './browser.ts';

const b = useBrowser();
const NAMES = ['Alpha Excavator', 'Bravo Backhoe Loader', 'Charlie Road Roller', 'Delta Wheel Loader', 'Echo Motor Grader', 'Foxtrot Dump Truck', 'Golf Tower Crane'];

beforeAll(async () => {
  const v = await createVendor(testDb());
  for (const [i, name] of NAMES.entries()) {
    const e = await createEquipment(testDb(), v.id, {
      name,
      category: name.includes('Crane') ? 'lifting-equipment' : 'earth-moving-equipment',
      city: i % 2 ? 'Pune' : 'Surat',
      state: i % 2 ? 'Maharashtra' : 'Gujarat',
      description: `${name} in good condition. Second sentence.`,
    });
    await setCreatedAt(testDb(), 'equipment', e.id, new Date(Date.UTC(2026, 0, 1 + i)));
  }
});

const cardNames = async (page: import('playwright-core').Page) => page.locator('[data-testid="equipment-card"] h3').allTextContents();

describe('equipment list in Chromium', () => {
  it('is rendered on the server with 6 cards a page and the breadcrumb', async () => {
    const html = await (await fetch(b.base() + '/equipments')).text();
    expect(html).toContain('Golf Tower Crane');
    expect(html).toContain('Equipment » Page 1 of 2');
    const page = await b.page();
    await page.goto(b.base() + '/equipments');
    expect(await cardNames(page)).toEqual([...NAMES].reverse().slice(0, 6));
    expect(await page.getByTestId('site-logo').getAttribute('width')).toBe('96');
    await b.screenshot(page, 'equipments-1280');
  });

  it('filters by category and city, sorts by name, pages, and keeps it all in the URL', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/equipments');
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Category').selectOption('lifting-equipment');
    await page.waitForURL(/cat=lifting-equipment/);
    await expect.poll(() => cardNames(page)).toEqual(['Golf Tower Crane']);
    await page.goto(b.base() + '/equipments?loc=Pune&sort=nameasc');
    expect(await cardNames(page)).toEqual(['Bravo Backhoe Loader', 'Delta Wheel Loader', 'Foxtrot Dump Truck']);
    await page.getByLabel('Sort').selectOption('namedesc');
    await page.waitForURL(/sort=namedesc/);
    expect(new URL(page.url()).searchParams.get('loc')).toBe('Pune');
    await expect.poll(() => cardNames(page)).toEqual(['Foxtrot Dump Truck', 'Delta Wheel Loader', 'Bravo Backhoe Loader']);
    await page.goto(b.base() + '/equipments?sort=nameasc');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cardNames(page)).toEqual(['Golf Tower Crane']);
    expect(await page.locator('nav[aria-label="Breadcrumb"]').textContent()).toBe('Equipment » Page 2 of 2');
  });

  it('shows the card defaults and the empty state', async () => {
    const page = await b.page(375, 800);
    await page.goto(b.base() + '/equipments?q=alpha');
    const card = page.locator('[data-testid="equipment-card"]').first();
    expect(await card.textContent()).toContain('Alpha Excavator in good condition.');
    expect(await card.textContent()).not.toContain('Second sentence');
    expect(await card.textContent()).toContain('NA');
    expect(await card.getByRole('link', { name: 'ENQUIRE' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await b.screenshot(page, 'equipments-375');
    await page.goto(b.base() + '/equipments?q=zzzqqq');
    expect(await page.getByText('No equipments found.').count()).toBe(1);
  });

  it('opens a detail page from a card, with working tabs and the contact bar', async () => {
    for (const [w, h] of [[1280, 900], [375, 800]] as const) {
      const page = await b.page(w, h);
      await page.goto(b.base() + '/equipments?q=golf');
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Golf Tower Crane' }).click();
      await page.waitForURL(/\/equipment\/golf-tower-crane--\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Golf Tower Crane');
      await page.getByRole('tab', { name: 'Reviews' }).click();
      expect(await page.getByText('No reviews yet.').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Send Enquiry' }).isVisible()).toBe(true);
      expect((page as any).errors).toEqual([]);
      // Nothing wider than the screen (a grid blow-out once pushed the page to 482 px on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
      await b.screenshot(page, `equipment-detail-${w}`);
    }
  });
});
