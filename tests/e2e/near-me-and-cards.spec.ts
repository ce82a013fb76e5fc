import type { Browser, Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor, createWorker } from '../fixtures/factories.ts';
import { errorsOf, expect, test, toasts } from './fixtures.ts';

/**
 * Compact phone cards, the best rate, distance on cards and "Near me"
 * (docs/decisions/044-phone-cards-and-near-me.md). The last group needs the distance search itself
 * (core/search/near.ts answering Near): until it lands, a list asked near a place answers 400.
 */
test.use({ specFile: import.meta.url });

const MUMBAI = { latitude: 19.076, longitude: 72.8777 };
const MACHINES = [
  { name: 'Pune Backhoe Loader JCB 3DX Super with Extra Long Name', dailyRate: 8000, monthlyRate: 185000, hourlyRate: 1200, city: 'Pune', state: 'Maharashtra' },
  { name: 'Thane Hydra Crane 14 Tonne', catalogueSlug: 'telescopic-crane', dailyRate: null, monthlyRate: 240000, hourlyRate: null, city: 'Thane', state: 'Maharashtra' },
  { name: 'Nagpur Road Roller', dailyRate: null, monthlyRate: null, hourlyRate: 900, city: 'Nagpur', state: 'Maharashtra' },
  { name: 'Surat Concrete Mixer', dailyRate: null, monthlyRate: null, hourlyRate: null, city: 'Surat', state: 'Gujarat' },
];

test.beforeAll(async () => {
  const v = await createVendor(testDb(), { isVerified: true });
  for (const m of MACHINES)
    await createEquipment(testDb(), v.id, {
      ...m,
      model: '3DX',
      description: `${m.name} in good condition. Serviced last month.`,
      specification: 'Bucket 1 cu m, 76 hp',
    });
  await createContractor(testDb(), { companyName: 'Patil Constructions', workLocations: ['Pune'] });
  await createWorker(testDb(), { name: 'Ganesh Pawar', city: 'Pune', state: 'Maharashtra' });
});

const cards = (page: Page) => page.getByTestId('equipment-card');
const card = (page: Page, name: string) => cards(page).filter({ hasText: name });
const box = async (page: Page, selector: string, i: number) => (await page.locator(selector).nth(i).boundingBox())!;
const noSidewaysScroll = (page: Page, width: number) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

test.describe('compact cards', () => {
  test('a phone shows at least two whole equipment cards on a 375 × 800 screen, with the best rate, and folds the facts', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await page.goto('/equipments');
    await page.waitForLoadState('networkidle');
    await expect(cards(page)).toHaveCount(4);
    // Scroll the first card up to just under the sticky header: the second must end on the screen.
    const header = (await page.locator('header').first().boundingBox())!.height;
    await page.evaluate((h) => window.scrollBy(0, document.querySelector('[data-testid="equipment-card"]')!.getBoundingClientRect().top - h), header);
    await expect.poll(async () => (await box(page, '[data-testid="equipment-card"]', 0)).y).toBeLessThanOrEqual(header + 1);
    const second = await box(page, '[data-testid="equipment-card"]', 1);
    expect(second.y + second.height).toBeLessThanOrEqual(800);
    await noSidewaysScroll(page, 375);

    // The best rate: day, else month, else hour, else 'Price on request'.
    await expect(card(page, 'Pune Backhoe').getByTestId('best-rate')).toHaveText('₹8,000/day');
    await expect(card(page, 'Thane Hydra').getByTestId('best-rate')).toHaveText('₹2,40,000/month');
    await expect(card(page, 'Nagpur Road').getByTestId('best-rate')).toHaveText('₹900/hour');
    await expect(card(page, 'Surat Concrete').getByTestId('best-rate')).toHaveText('Price on request');
    const pune = card(page, 'Pune Backhoe');
    await expect(pune).toContainText('Pune, Maharashtra');
    await expect(pune.getByTestId('verified-badge')).toBeVisible();
    await expect(pune.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(pune.getByRole('link', { name: 'ENQUIRE' })).toBeVisible();
    // Without a place there is no distance.
    await expect(page.getByTestId('distance')).toHaveCount(0);

    // The facts and the first sentence are folded behind 'More details', and one tap opens them.
    await expect(pune.getByText('Condition', { exact: true })).toBeHidden();
    await expect(pune.getByRole('link', { name: 'know more' })).toBeHidden();
    await pune.getByText('More details').click();
    await expect(pune.getByText('Condition', { exact: true })).toBeVisible();
    await expect(pune.getByText('in good condition.')).toBeVisible();
    await expect(pune.getByRole('link', { name: 'know more' })).toBeVisible();
    // The 'Rent' fact shows the headline's rate (the day's), not always the month's.
    await expect(pune.locator('dd').filter({ hasText: '₹8,000/day' })).toBeVisible();
    await page.screenshot({ path: 'test-results/h5-cards-375.png', fullPage: false });
    expect(errorsOf(page)).toEqual([]);
  });

  test('a desktop card keeps the facts open, with no disclosure to tap', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/equipments');
    const pune = card(page, 'Pune Backhoe');
    await expect(pune.getByText('More details')).toBeHidden();
    await expect(pune.getByText('Condition', { exact: true })).toBeVisible();
    await expect(pune.getByRole('link', { name: 'know more' })).toBeVisible();
    await expect(pune.getByTestId('best-rate')).toHaveText('₹8,000/day');
    await noSidewaysScroll(page, 1280);
    await page.screenshot({ path: 'test-results/h5-cards-1280.png' });
  });

  test('contractor and worker cards fit a phone', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    for (const [path, id] of [
      ['/contractors', 'contractor-card'],
      ['/staffing', 'worker-card'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByTestId(id)).toHaveCount(1);
      expect((await page.getByTestId(id).boundingBox())!.height).toBeLessThan(360);
      await noSidewaysScroll(page, 375);
      await page.screenshot({ path: `test-results/h5-${id}-375.png` });
    }
  });
});

test.describe('Near me', () => {
  test('asks the browser where it is and opens the same list near that point, rounded to about 1 km', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(MUMBAI);
    await page.goto('/equipments?cat=earth-moving-equipment');
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'test-results/h5-near-me-375.png' });
    await page.getByRole('button', { name: 'Near me' }).click();
    // Nearest first is the default near a place without a keyword, so the URL leaves it out.
    await page.waitForURL((u) => u.pathname === '/equipments' && u.search === '?cat=earth-moving-equipment&near=19.08%2C72.88');

    // With a keyword the order is named: nearest first.
    await page.goto('/equipments?q=roller');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.waitForURL((u) => u.search === '?q=roller&near=19.08%2C72.88&sort=distance');
  });

  test('the contractor and workforce lists have it too', async ({ openPage }) => {
    const page = await openPage({ width: 1280, height: 800 });
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(MUMBAI);
    for (const path of ['/contractors', '/staffing']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.getByRole('button', { name: 'Near me' }).click();
      await page.waitForURL((u) => u.pathname === path && u.search === '?near=19.08%2C72.88');
    }
  });

  test('says so when the permission is refused, and leaves the list as it was', async ({ page }) => {
    await page.context().clearPermissions();
    await page.goto('/equipments?q=crane');
    await page.waitForLoadState('networkidle');
    const shown = await cards(page).count();
    expect(shown).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(toasts(page)).toContainText('Location permission is off. Allow it for this site, or type a city or PIN code in Near.');
    await expect(page).toHaveURL(/\/equipments\?q=crane$/);
    await expect(cards(page)).toHaveCount(shown);
  });
});

/** A page with JavaScript off, in a context of its own (closed by the caller). */
async function noScriptPage(browser: Browser, base: string, width: number) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: base, viewport: { width, height: 800 } });
  return { context, page: await context.newPage() };
}

test.describe('Near and radius without JavaScript', () => {
  test('the filter form writes near= and radius= into the address', async ({ browser, app }) => {
    const { context, page } = await noScriptPage(browser, app.base, 375);
    try {
      // The radius choices.
      await page.goto('/staffing');
      await expect(page.locator('#w-near-radius option')).toHaveText(['Any distance', '10 km', '25 km', '50 km', '100 km', '250 km']);
      for (const [path, prefix] of [
        ['/equipments', 'f'],
        ['/contractors', 'c'],
        ['/staffing', 'w'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('link', { name: 'Open Filters' }).click();
        await page.locator(`#${prefix}-near`).fill('411001');
        await page.locator(`#${prefix}-near-radius`).selectOption('25');
        await page.getByRole('button', { name: 'Apply filters' }).click();
        await page.waitForURL((u) => u.pathname === path && u.searchParams.get('near') === '411001' && u.searchParams.get('radius') === '25');
      }
    } finally {
      await context.close();
    }
  });

  test('Near me before the script runs leads to the Near field of the filters', async ({ browser, app }) => {
    const { context, page } = await noScriptPage(browser, app.base, 1280);
    try {
      await page.goto('/equipments');
      await expect(page.getByRole('link', { name: 'Near me' })).toHaveAttribute('href', '#list-filters');
      await expect(page.getByLabel('Near', { exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

// Needs the distance search (core answers Near); fails on this branch alone until it is merged.
test.describe('near a place, with the distance search', () => {
  test("cards say how far, and the sort shows 'Nearest first', offered only near a place", async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await page.goto('/equipments');
    await expect(page.getByLabel('Sort').locator('option')).not.toContainText(['Nearest first']);
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation(MUMBAI);
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Near me' }).click();
    await page.waitForURL(/near=19\.08%2C72\.88/);
    await expect(page.getByLabel('Sort').locator('option:checked')).toHaveText('Nearest first');
    // Thane (~20 km from Mumbai) first, then Pune (~120 km).
    await expect(cards(page).first()).toContainText('Thane Hydra');
    await expect(cards(page).first().getByTestId('distance')).toHaveText(/^\d+ km away$/);
    await expect(page.getByTestId('distance')).toHaveCount(4);
    await page.screenshot({ path: 'test-results/h5-near-cards-375.png' });
    // Latest, chosen by hand, stays in the address.
    await page.getByLabel('Sort').selectOption('latest');
    await page.waitForURL(/sort=latest/);
    await expect(page.getByTestId('distance')).toHaveCount(4);
  });

  test('a PIN code and a radius typed in the filters narrow the list', async ({ page }) => {
    await page.goto('/equipments?near=411001&radius=50');
    await expect(cards(page)).toHaveCount(1);
    await expect(card(page, 'Pune Backhoe').getByTestId('distance')).toHaveText(/km away$/);
    await expect(page.locator('#f-near')).toHaveValue('411001');
    await expect(page.locator('#f-near-radius')).toHaveValue('50');
    await page.goto('/contractors?near=Mumbai');
    await expect(page.getByTestId('contractor-card').getByTestId('distance')).toHaveText(/km away$/);
    await page.goto('/staffing?near=Mumbai');
    await expect(page.getByTestId('worker-card').getByTestId('distance')).toHaveText(/km away$/);
  });
});
