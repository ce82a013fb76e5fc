import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createContractor } from '../fixtures/factories.ts';
import { expect, pauseClock, test } from './fixtures.ts';
import { countLoginPrompts, loginPromptsSince } from './login-prompt.ts';

test.use({ specFile: import.meta.url });

test.beforeAll(async () => {
  await createContractor(testDb(), {
    companyName: 'Patil Constructions',
    contractorTypes: ['Civil Contractor', 'Road Contractor'],
    workingSectors: ['Roads & Highways'],
    workLocations: ['Pune'],
  });
  await createContractor(testDb(), {
    companyName: 'Reddy Electricals',
    contractorTypes: ['Electrical Contractor'],
    workingSectors: ['Power & Energy'],
    city: 'Hyderabad',
    state: 'Telangana',
    workLocations: ['Hyderabad'],
  });
});

const names = (page: Page) => page.locator('[data-testid="contractor-card"] h3');

test.describe('contractor list in Chromium', () => {
  test('applies the home tile type filter and shows type badges split on comma', async ({ page }) => {
    await page.goto('/contractors?type=Civil%20Contractor');
    await expect(names(page)).toHaveText(['Patil Constructions']);
    await expect(page.locator('[data-testid="contractor-card"] li')).toHaveText(['Civil Contractor', 'Road Contractor']);
  });

  test('filters by working sector with a click and resets', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await page.goto('/contractors');
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => (await names(page).allTextContents()).sort()).toEqual(['Patil Constructions', 'Reddy Electricals']);
    await page.getByRole('button', { name: 'Open Filters' }).click();
    await page.getByLabel('Power & Energy', { exact: true }).check();
    await page.waitForURL(/sector=/);
    await expect(names(page)).toHaveText(['Reddy Electricals']);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(/\/contractors$/);
    await expect(names(page)).toHaveCount(2);
    await expect(page.getByLabel('Power & Energy', { exact: true })).not.toBeChecked();
    await page.getByRole('button', { name: 'Close filters' }).click();
    await page.goto('/contractors?q=zzzqqq');
    await expect(page.getByText('No contractors found.')).toHaveCount(1);
  });
});

test.describe('contractor filters in Chromium', () => {
  test.beforeAll(async () => {
    await createContractor(testDb(), {
      companyName: 'Metro Tunnel Works',
      contractorTypes: ['Tunnel Contractor'],
      workingSectors: ['Railways & Metro', 'Metro Rail'],
      city: 'Surat',
      state: 'Gujarat',
      workLocations: ['Surat'],
    });
  });

  test('searches the contractor types, picks several, and the working-sector subcategories', async ({ page, errors }) => {
    await page.goto('/contractors');
    await page.waitForLoadState('networkidle');
    const typeSearch = page.getByRole('searchbox', { name: 'Search contractor type' });
    await typeSearch.fill('elec');
    const typeBox = page.locator('fieldset', { has: typeSearch });
    await expect(typeBox.locator('li:visible label').filter({ hasText: /^Electrical Contractor$/ })).toHaveCount(1);
    await expect(typeBox.locator('li:visible label').filter({ hasText: /^Civil Contractor$/ })).toHaveCount(0);
    await page.getByLabel('Electrical Contractor', { exact: true }).check();
    await page.waitForURL(/type=Electrical\+Contractor/);
    await expect(names(page)).toHaveText(['Reddy Electricals']);
    await typeSearch.fill('tunnel');
    await page.getByLabel('Tunnel Contractor', { exact: true }).check();
    await page.waitForURL(/type=Electrical\+Contractor&type=Tunnel\+Contractor/);
    await expect.poll(async () => (await names(page).allTextContents()).sort()).toEqual(['Metro Tunnel Works', 'Reddy Electricals']);
    await expect(typeBox.locator('legend')).toHaveText('Contractor type(2 chosen)');
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(/\/contractors$/);
    // Subcategories sit under their sector, folded until asked for (or found by the search).
    const metroRail = page.getByLabel('Metro Rail', { exact: true });
    await expect(metroRail).toBeHidden();
    await page.getByRole('button', { name: 'Railways & Metro subcategories' }).click();
    await metroRail.check();
    await page.waitForURL(/sector=Metro\+Rail/);
    await expect(names(page)).toHaveText(['Metro Tunnel Works']);
    await expect(metroRail).toBeVisible();
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(/\/contractors$/);
    const sectorSearch = page.getByRole('searchbox', { name: 'Search working sector' });
    await sectorSearch.fill('metro rail');
    await expect(metroRail).toBeVisible();
    await expect(page.getByLabel('Power & Energy', { exact: true })).toBeHidden();
    expect(errors).toEqual([]);
  });

  test('filters by location chips, and a guest opening a contractor gets the login prompt first', async ({ page }) => {
    await page.clock.install();
    await page.goto('/contractors');
    await page.waitForLoadState('networkidle');
    const city = page.getByRole('combobox', { name: 'Locations' });
    await city.fill('hyd');
    await expect(city).toHaveAttribute('aria-expanded', 'true');
    await city.press('ArrowDown');
    await city.press('Enter');
    await page.waitForURL(/loc=Hyderabad/);
    await expect(names(page)).toHaveText(['Reddy Electricals']);
    await page.getByRole('link', { name: 'Remove Hyderabad' }).click();
    await page.waitForURL(/\/contractors$/);
    await expect(names(page)).toHaveCount(3);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('c-loc');

    // docs/product.md#lists-and-search: the prompt first, the contractor page 1 s later (GUEST_NAVIGATION_DELAY_MS), on the page's clock.
    await countLoginPrompts(page);
    await pauseClock(page);
    await page.getByRole('link', { name: 'Reddy Electricals' }).click();
    expect(await loginPromptsSince(page)).toBe(1);
    await page.clock.runFor(900);
    expect(new URL(page.url()).pathname).toBe('/contractors');
    await page.clock.runFor(200);
    await page.waitForURL(/\/contractor\/reddy-electricals--\d+$/);
    await page.clock.resume();
    await page.goBack();
    await page.waitForURL(/\/contractors$/);
    await countLoginPrompts(page);
    await page.locator('[data-testid="contractor-card"]', { hasText: 'Reddy Electricals' }).getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => loginPromptsSince(page)).toBe(1);
  });
});
