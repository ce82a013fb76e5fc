import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';
import { useBrowser } from './browser.ts';

/** Name sorts as a person expects them: accents and case do not split names (decision 025). */
const b = useBrowser();

// Six names: one page of cards. Created in an order that is neither the expected one nor code-point order.
const NAMES = ['Zeta', 'Vögele Super 1800-3i Paver', 'volvo EC200D', 'Ácme crane', 'Volvo L90H Wheel Loader', 'ajax fiori'];
const ASC = ['Ácme crane', 'ajax fiori', 'Vögele Super 1800-3i Paver', 'volvo EC200D', 'Volvo L90H Wheel Loader', 'Zeta'];
const DESC = [...ASC].reverse();

beforeAll(async () => {
  const v = await createVendor(testDb());
  for (const name of NAMES) {
    await createEquipment(testDb(), v.id, { name });
    await createContractor(testDb(), { companyName: name });
  }
});

const cardNames = (page: Page, card: string) => page.locator(`[data-testid="${card}"] h3`).evaluateAll((els) => els.map((e) => e.textContent!.trim()));

async function chooseSort(page: Page, sort: string) {
  await page.getByLabel('Sort', { exact: true }).selectOption(sort);
  await page.waitForURL(new RegExp(`sort=${sort}`));
}

describe('name sort in Chromium', () => {
  for (const [width, height] of [[375, 800], [1280, 900]] as const) {
    it(`orders equipment cards A–Z and Z–A from the sort select at ${width} px`, async () => {
      const page = await b.page(width, height);
      await page.goto(b.base() + '/equipments');
      await page.waitForLoadState('networkidle');
      await chooseSort(page, 'nameasc');
      await expect.poll(() => cardNames(page, 'equipment-card')).toEqual(ASC);
      await chooseSort(page, 'namedesc');
      await expect.poll(() => cardNames(page, 'equipment-card')).toEqual(DESC);
      expect((page as Page & { errors: string[] }).errors).toEqual([]);
      await page.context().close();
    });
  }

  it('orders contractor cards the same way', async () => {
    const page = await b.page(1280, 900);
    await page.goto(b.base() + '/contractors');
    await page.waitForLoadState('networkidle');
    await chooseSort(page, 'nameasc');
    await expect.poll(() => cardNames(page, 'contractor-card')).toEqual(ASC);
    await chooseSort(page, 'namedesc');
    await expect.poll(() => cardNames(page, 'contractor-card')).toEqual(DESC);
    await page.context().close();
  });
});
