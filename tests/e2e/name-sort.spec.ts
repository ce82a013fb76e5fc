import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';
import { errorsOf, expect, test } from './fixtures.ts';

test.use({ specFile: import.meta.url });

/** Name sorts as a person expects them: accents and case do not split names (decision 025). */

// Six names: one page of cards. Created in an order that is neither the expected one nor code-point order.
const NAMES = ['Zeta', 'Vögele Super 1800-3i Paver', 'volvo EC200D', 'Ácme crane', 'Volvo L90H Wheel Loader', 'ajax fiori'];
const ASC = ['Ácme crane', 'ajax fiori', 'Vögele Super 1800-3i Paver', 'volvo EC200D', 'Volvo L90H Wheel Loader', 'Zeta'];
const DESC = [...ASC].reverse();

test.beforeAll(async () => {
  const v = await createVendor(testDb());
  for (const name of NAMES) {
    await createEquipment(testDb(), v.id, { name });
    await createContractor(testDb(), { companyName: name });
  }
});

const cardNames = (page: Page, card: string) => page.locator(`[data-testid="${card}"] h3`);

async function chooseSort(page: Page, sort: string) {
  await page.getByLabel('Sort', { exact: true }).selectOption(sort);
  await page.waitForURL(new RegExp(`sort=${sort}`));
}

test.describe('name sort in Chromium', () => {
  for (const [width, height] of [
    [375, 800],
    [1280, 900],
  ] as const) {
    test(`orders equipment cards A–Z and Z–A from the sort select at ${width} px`, async ({ openPage }) => {
      const page = await openPage({ width, height });
      await page.goto('/equipments');
      await page.waitForLoadState('networkidle');
      await chooseSort(page, 'nameasc');
      await expect(cardNames(page, 'equipment-card')).toHaveText(ASC);
      await chooseSort(page, 'namedesc');
      await expect(cardNames(page, 'equipment-card')).toHaveText(DESC);
      expect(errorsOf(page)).toEqual([]);
    });
  }

  test('orders contractor cards the same way', async ({ page }) => {
    await page.goto('/contractors');
    await page.waitForLoadState('networkidle');
    await chooseSort(page, 'nameasc');
    await expect(cardNames(page, 'contractor-card')).toHaveText(ASC);
    await chooseSort(page, 'namedesc');
    await expect(cardNames(page, 'contractor-card')).toHaveText(DESC);
  });
});
