import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';
import { testDb } from '../fixtures/db.ts';
import { expect, test } from './fixtures.ts';

/**
 * The landing pages in a real browser (docs/decisions/045-landing-pages.md): on a phone and a desktop the
 * heading and cards show without sideways scrolling, the pager moves to ?page=2, the nearby-city links
 * lead to their own landing page, and an empty pair offers the cities that have the machine.
 */
test.use({ specFile: import.meta.url });

test.beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Deccan Earthmovers' });
  for (let i = 0; i < 13; i++)
    await createEquipment(db, v.id, { catalogueSlug: 'backhoe-loader', name: `JCB 3DX Super Backhoe Loader with Extendable Dipper ${i + 1}`, city: 'Pune', dailyRate: 6500 });
  await createEquipment(db, v.id, { catalogueSlug: 'backhoe-loader', name: 'Backhoe Loader Mumbai', city: 'Mumbai' });
  await createEquipment(db, v.id, { catalogueSlug: 'excavator', name: 'Tata Hitachi EX200 Excavator', city: 'Pune' });
  await createContractor(db, {
    companyName: 'Indraprastha Electricals and Power Systems Private Limited',
    contractorTypes: ['Electrical Contractor'],
    city: 'Delhi',
    state: 'Delhi',
    workLocations: ['Delhi', 'Noida', 'Gurugram', 'Ghaziabad'],
  });
});

const noSidewaysScroll = (page: import('@playwright/test').Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

for (const width of [375, 1280]) {
  test(`machine × city at ${width} px: heading, cards, pager and links to nearby cities`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/rent/backhoe-loader/pune');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backhoe Loaders (JCB) on rent in Pune — 13');
    const cards = page.getByTestId('equipment-card');
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `test-results/landing/rent-${width}.png`, fullPage: true });

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: '2' }).click();
    await expect(page).toHaveURL(/\/rent\/backhoe-loader\/pune\?page=2$/);
    await expect(cards).toHaveCount(1);

    await page.getByRole('link', { name: /^Mumbai — 1/ }).click();
    await expect(page).toHaveURL(/\/rent\/backhoe-loader\/mumbai$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Backhoe Loaders (JCB) on rent in Mumbai — 1');
    expect(errors).toEqual([]);
  });

  test(`an empty pair at ${width} px says so and offers the cities that have the machine`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/rent/excavator/mumbai');
    await expect(page.getByText('No equipments found.')).toBeVisible();
    await expect(page.getByRole('link', { name: /^Pune — 1/ })).toBeVisible();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `test-results/landing/rent-empty-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });

  test(`contractor type × city at ${width} px`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/contractors/electrical-contractor/delhi');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Electrical Contractors in Delhi — 1');
    await expect(page.getByTestId('contractor-card')).toHaveCount(1);
    await expect(page.getByTestId('contractor-card').first()).toBeInViewport();
    expect(await noSidewaysScroll(page)).toBe(true);
    await page.screenshot({ path: `test-results/landing/contractors-${width}.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
}

test.describe('before the JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the pager and the nearby links are plain links that work', async ({ page }) => {
    await page.goto('/rent/backhoe-loader/pune');
    await expect(page.getByTestId('equipment-card')).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/rent\/backhoe-loader\/pune\?page=2$/);
    await expect(page.getByTestId('equipment-card')).toHaveCount(1);
    await page.getByRole('link', { name: /^Excavators — 1/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Excavators (Poclain) on rent in Pune — 1');
  });
});
