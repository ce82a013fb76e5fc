import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor, setCreatedAt } from '../fixtures/factories.ts';
import { expect, test } from './fixtures.ts';

/**
 * The public pages with JavaScript off (docs/decisions/037-pages-before-javascript.md): search, filters,
 * sort, pages and the phone menu are plain HTML forms and links. The same flows with JavaScript are in
 * equipments.spec.ts, contractors.spec.ts, home.spec.ts and header.spec.ts; the last test here opens a
 * folded list in place once the script runs.
 */
test.use({ specFile: import.meta.url, javaScriptEnabled: false });

const EQUIPMENT = ['Alpha Excavator', 'Bravo Backhoe Loader', 'Charlie Road Roller', 'Delta Wheel Loader', 'Echo Motor Grader', 'Foxtrot Dump Truck', 'Golf Tower Crane'];

test.beforeAll(async () => {
  const v = await createVendor(testDb());
  for (const [i, name] of EQUIPMENT.entries()) {
    const e = await createEquipment(testDb(), v.id, {
      name,
      category: name.includes('Crane') ? 'lifting-equipment' : 'earth-moving-equipment',
      city: i % 2 ? 'Pune' : 'Surat',
      state: i % 2 ? 'Maharashtra' : 'Gujarat',
      isAvailableForSale: name.startsWith('Golf'),
    });
    await setCreatedAt(testDb(), 'equipment', e.id, new Date(Date.UTC(2026, 0, 1 + i)));
  }
  await createContractor(testDb(), { companyName: 'Patil Constructions', contractorTypes: ['Civil Contractor'], workingSectors: ['Roads & Highways'], workLocations: ['Pune'] });
  await createContractor(testDb(), {
    companyName: 'Metro Tunnel Works',
    contractorTypes: ['Tunnel Contractor'],
    workingSectors: ['Railways & Metro', 'Metro Rail'],
    workLocations: ['Surat'],
  });
});

const equipmentNames = (page: Page) => page.locator('[data-testid="equipment-card"] h3');
const contractorNames = (page: Page) => page.locator('[data-testid="contractor-card"] h3');
const search = (page: Page) => page.getByRole('search', { name: 'Search equipment and contractors' });

test.describe('with JavaScript off', () => {
  test('the home search lands on the filtered list, by the same redirect rules as the script', async ({ page }) => {
    await page.goto('/');
    await search(page).getByRole('combobox', { name: 'Equipment Name' }).fill('Crane');
    await search(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/equipments\?q=Crane$/);
    await expect(equipmentNames(page)).toHaveText(['Golf Tower Crane']);

    await page.goto('/');
    await search(page).getByRole('combobox', { name: 'Search for' }).selectOption('contractor');
    await search(page).getByRole('combobox', { name: 'Location' }).fill('Pune');
    // The name box keeps its first label until the script runs: what is typed is the contractor type.
    await search(page).getByRole('combobox', { name: 'Equipment Name' }).fill('Civil Contractor');
    await search(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/contractors\?type=Civil\+Contractor&loc=Pune$/);
    await expect(contractorNames(page)).toHaveText(['Patil Constructions']);

    await page.goto('/');
    await search(page).getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/\?search=empty#search$/);
    await expect(search(page).getByRole('alert')).toHaveText('Please enter search details.');
  });

  test('the equipment keyword, category, availability, location and sort apply with the form', async ({ page }) => {
    await page.goto('/equipments');
    await expect(equipmentNames(page)).toHaveCount(6);
    await page.getByLabel('Keyword').fill('loader');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(equipmentNames(page)).toHaveText(['Delta Wheel Loader', 'Bravo Backhoe Loader']);
    await expect(page.getByLabel('Keyword')).toHaveValue('loader');

    await page.getByLabel('Keyword').fill('');
    await page.getByLabel('Category').selectOption({ label: 'Earth Moving' });
    await page.getByRole('combobox', { name: 'Locations' }).fill('Pune');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/cat=earth-moving-equipment/);
    await expect(equipmentNames(page)).toHaveText(['Foxtrot Dump Truck', 'Delta Wheel Loader', 'Bravo Backhoe Loader']);
    await expect(page.getByRole('link', { name: 'Remove Pune' })).toBeVisible();
    await expect(page.getByLabel('Category')).toHaveValue('earth-moving-equipment');

    await page.getByLabel('Sort').selectOption({ label: 'Name A–Z' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/sort=nameasc/);
    await expect(equipmentNames(page)).toHaveText(['Bravo Backhoe Loader', 'Delta Wheel Loader', 'Foxtrot Dump Truck']);

    // The chip's × is a link to the list without that city; the sort stays.
    await page.getByRole('link', { name: 'Remove Pune' }).click();
    await expect(equipmentNames(page)).toHaveText([
      'Alpha Excavator',
      'Bravo Backhoe Loader',
      'Charlie Road Roller',
      'Delta Wheel Loader',
      'Echo Motor Grader',
      'Foxtrot Dump Truck',
    ]);
    await page.getByLabel('Category').selectOption({ label: 'All Equipment' });
    await page.getByRole('radio', { name: 'Sale' }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/avail=sale/);
    await expect(equipmentNames(page)).toHaveText(['Golf Tower Crane']);
  });

  test('goes to page 2 and back with the pager links', async ({ page }) => {
    await page.goto('/equipments');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/equipments\?page=2$/);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Equipment » Page 2 of 2');
    await expect(equipmentNames(page)).toHaveText(['Alpha Excavator']);
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/equipments$/);
    await expect(equipmentNames(page)).toHaveCount(6);
  });

  test('opens "Show all types" on a contractor list, picks one further down, sorts and keeps the list open', async ({ page }) => {
    await page.goto('/contractors');
    await expect(page.getByLabel('Tunnel Contractor', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: /^Show all \d+ types$/ }).click();
    await expect(page).toHaveURL(/\/contractors\?more=types$/);
    await page.getByLabel('Tunnel Contractor', { exact: true }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/type=Tunnel\+Contractor/);
    await expect(contractorNames(page)).toHaveText(['Metro Tunnel Works']);
    await expect(page.getByLabel('Tunnel Contractor', { exact: true })).toBeChecked();
    // Still open after the form: a type past the first eight is there to add.
    await expect(page.getByLabel('Plumbing Contractor', { exact: true })).toBeVisible();

    await page.getByLabel('Sort').selectOption({ label: 'Oldest' });
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page).toHaveURL(/sort=oldest/);
    await expect(page).toHaveURL(/type=Tunnel\+Contractor/);
    await expect(contractorNames(page)).toHaveText(['Metro Tunnel Works']);
  });

  test('reaches a sector subcategory and the keyword on the contractor list', async ({ page }) => {
    await page.goto('/contractors');
    await page.getByRole('link', { name: /^Show all \d+ sectors and \d+ subcategories$/ }).click();
    await page.getByLabel('Metro Rail', { exact: true }).check();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/sector=Metro\+Rail/);
    await expect(contractorNames(page)).toHaveText(['Metro Tunnel Works']);
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.getByLabel('Keyword').fill('Patil');
    await page.getByLabel('Keyword').press('Enter');
    await expect(contractorNames(page)).toHaveText(['Patil Constructions']);
  });

  test.describe('on a 375 px phone', () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test('opens the site menu and follows a link', async ({ page }) => {
      await page.goto('/');
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: 'Contractors' }).click();
      await expect(page).toHaveURL(/\/contractors$/);
      await expect(contractorNames(page)).toHaveCount(2);
    });

    test('opens the filters and applies one', async ({ page }) => {
      await page.goto('/equipments');
      const filters = page.locator('#list-filters');
      await expect(filters).toBeHidden();
      await page.getByRole('link', { name: 'Open Filters' }).click();
      await expect(filters).toBeVisible();
      await page.getByRole('radio', { name: 'Sale' }).check();
      await page.getByRole('button', { name: 'Apply filters' }).click();
      await expect(equipmentNames(page)).toHaveText(['Golf Tower Crane']);
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});

test.describe('once the script runs', () => {
  test.use({ javaScriptEnabled: true });

  test('"Show all types" opens the list in place, without leaving the page', async ({ page, errors }) => {
    await page.goto('/contractors');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);
    await page.getByRole('link', { name: /^Show all \d+ types$/ }).click();
    await expect(page.getByLabel('Tunnel Contractor', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/contractors$/);
    await page.getByLabel('Tunnel Contractor', { exact: true }).check();
    await page.waitForURL(/type=Tunnel\+Contractor/);
    await expect(contractorNames(page)).toHaveText(['Metro Tunnel Works']);
    expect(errors).toEqual([]);
  });
});
