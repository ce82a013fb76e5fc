import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';
import { errorsOf, expect, test } from './fixtures.ts';

/**
 * The location picker offers metro regions and finds places by their other names
 * (docs/decisions/041-places.md), in the home search and in the list's location chips, on a phone and a desktop.
 */
test.use({ specFile: import.meta.url });

const PLACES: [string, string][] = [
  ['Delhi', 'Delhi'],
  ['Noida', 'Uttar Pradesh'],
  ['Gurugram', 'Haryana'],
  ['Mumbai', 'Maharashtra'],
  ['Thane', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Pune', 'Maharashtra'],
];

test.beforeAll(async () => {
  const v = await createVendor(testDb());
  for (const [city, state] of PLACES) await createEquipment(testDb(), v.id, { name: `${city} Excavator`, city, state });
});

const cardPlaces = async (page: Page) => (await page.locator('[data-testid="equipment-card"] h3').allTextContents()).map((t) => t.replace(' Excavator', '')).sort();
const chips = (page: Page) => page.getByRole('list', { name: 'Chosen locations' }).getByRole('listitem');
const noSideScroll = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/places/${name}-${page.viewportSize()!.width}.png` });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test('the list offers Delhi NCR and finds Bengaluru by its old and Hindi names', async ({ openPage }) => {
      const page = await openPage({ width, height: 800 });
      await page.goto('/equipments');
      await page.waitForLoadState('networkidle');
      const scope = width < 640 ? page.getByRole('dialog', { name: 'Filters' }) : page;
      if (width < 640) await page.getByRole('button', { name: 'Open Filters' }).click();
      const box = scope.getByRole('combobox', { name: 'Locations' });
      const opts = scope.locator('#f-loc-listbox [role="option"]');

      await box.fill('ncr');
      await expect(opts).toHaveCount(1);
      await expect(opts.first()).toContainText('Delhi NCR');
      await expect(opts.first()).toContainText('Delhi, Noida, Greater Noida and 3 more');
      await noSideScroll(page);
      await shot(page, 'list-ncr');
      await opts.first().click();
      await page.waitForURL(/loc=Delhi(\+|%20)NCR/);
      await expect.poll(() => cardPlaces(page)).toEqual(['Delhi', 'Gurugram', 'Noida']);
      await expect.poll(() => chips(page).allTextContents()).toEqual(['Delhi NCR ']);

      // Delhi NCR is chosen already: of the region and the core city alone, only the city is left.
      await box.fill('del');
      await expect(opts).toHaveCount(1);
      await expect(opts.first()).toContainText('Delhi (city only)');

      // Bengaluru's old name finds the city, and the region (by its own name) beside it.
      await box.fill('Bangalore');
      await expect(opts).toHaveCount(2);
      await expect(opts.first()).toContainText('Bengaluru');
      await expect(opts.first()).toContainText('Bangalore');
      await expect(opts.nth(1)).toContainText('Bengaluru region');
      await shot(page, 'list-bangalore');
      // Enter on what was typed adds the place it names, under its label.
      await box.fill('बेंगलुरु');
      await box.press('Escape');
      await box.press('Enter');
      await page.waitForURL(/(loc=|%2C)Bengaluru(&|$)/);
      await expect.poll(() => chips(page).allTextContents()).toEqual(['Delhi NCR ', 'Bengaluru ']);
      await expect.poll(() => cardPlaces(page)).toEqual(['Bengaluru', 'Delhi', 'Gurugram', 'Noida']);
      await noSideScroll(page);
      await shot(page, 'list-chips');
      expect(errorsOf(page)).toEqual([]);
    });

    test('the home search suggests Mumbai region for Bombay and finds Thane', async ({ openPage }) => {
      const page = await openPage({ width, height: 800 });
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      const loc = page.getByRole('combobox', { name: 'Location' });
      const opts = page.locator('#search-location-listbox [role="option"]');
      await loc.fill('bomb');
      await expect(opts.first()).toContainText('Mumbai region');
      await expect(opts.first()).toContainText('Bombay');
      await loc.fill('gurg');
      await expect(opts).toHaveCount(1);
      await expect(opts.first()).toContainText('Gurgaon');
      await loc.fill('bomb');
      await noSideScroll(page);
      await shot(page, 'home-bombay');
      await opts.first().click();
      await expect(loc).toHaveValue('Mumbai region');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await page.waitForURL(/\/equipments\?loc=Mumbai(\+|%20)region/);
      await expect.poll(() => cardPlaces(page)).toEqual(['Mumbai', 'Thane']);
    });
  });
}
