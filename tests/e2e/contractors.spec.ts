import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../fixtures/db.ts';
import { createContractor } from '../fixtures/factories.ts';
import { useBrowser } from './browser.ts';
import { countLoginPrompts, loginPromptsSince } from './login-prompt.ts';

const b = useBrowser();

beforeAll(async () => {
  await createContractor(testDb(), { companyName: 'Patil Constructions', contractorTypes: ['Civil Contractor', 'Road Contractor'], workingSectors: ['Roads & Highways'], workLocations: ['Pune'] });
  await createContractor(testDb(), { companyName: 'Reddy Electricals', contractorTypes: ['Electrical Contractor'], workingSectors: ['Power & Energy'], city: 'Hyderabad', state: 'Telangana', workLocations: ['Hyderabad'] });
});


const names = (page: import('playwright-core').Page) => page.locator('[data-testid="contractor-card"] h3').allTextContents();

describe('contractor list in Chromium', () => {
  it('applies the home tile type filter and shows type badges split on comma', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/contractors?type=Civil%20Contractor');
    expect(await names(page)).toEqual(['Patil Constructions']);
    const badges = await page.locator('[data-testid="contractor-card"] li').allTextContents();
    expect(badges).toEqual(['Civil Contractor', 'Road Contractor']);
    await b.screenshot(page, 'contractors-1280');
  });

  it('filters by working sector with a click and resets', async () => {
    const page = await b.page(375, 800);
    await page.goto(b.base() + '/contractors');
    await page.waitForLoadState('networkidle');
    expect((await names(page)).sort()).toEqual(['Patil Constructions', 'Reddy Electricals']);
    await page.getByRole('button', { name: 'Open Filters' }).click();
    await page.getByLabel('Power & Energy', { exact: true }).check();
    await page.waitForURL(/sector=/);
    await expect.poll(() => names(page)).toEqual(['Reddy Electricals']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'tests/screenshots/contractors-filters-375.png' });
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(/\/contractors$/);
    await expect.poll(async () => (await names(page)).length).toBe(2);
    expect(await page.getByLabel('Power & Energy', { exact: true }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Close filters' }).click();
    await b.screenshot(page, 'contractors-375');
    await page.goto(b.base() + '/contractors?q=zzzqqq');
    expect(await page.getByText('No contractors found.').count()).toBe(1);
  });
});

describe('contractor filters in Chromium', () => {
  beforeAll(async () => {
    await createContractor(testDb(), { companyName: 'Metro Tunnel Works', contractorTypes: ['Tunnel Contractor'], workingSectors: ['Railways & Metro', 'Metro Rail'], city: 'Surat', state: 'Gujarat', workLocations: ['Surat'] });
  });

  it('searches the contractor types, picks several, and the working-sector subcategories', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/contractors');
    await page.waitForLoadState('networkidle');
    const typeSearch = page.getByRole('searchbox', { name: 'Search contractor type' });
    await typeSearch.fill('elec');
    const typeBox = page.locator('fieldset', { has: typeSearch });
    await expect.poll(async () => (await typeBox.locator('li:visible label').allTextContents()).includes('Electrical Contractor')).toBe(true);
    expect(await typeBox.locator('li:visible label').allTextContents()).not.toContain('Civil Contractor');
    await page.getByLabel('Electrical Contractor', { exact: true }).check();
    await page.waitForURL(/type=Electrical\+Contractor/);
    await expect.poll(() => names(page)).toEqual(['Reddy Electricals']);
    await typeSearch.fill('tunnel');
    await page.getByLabel('Tunnel Contractor', { exact: true }).check();
    await page.waitForURL(/type=Electrical\+Contractor&type=Tunnel\+Contractor/);
    await expect.poll(async () => (await names(page)).sort()).toEqual(['Metro Tunnel Works', 'Reddy Electricals']);
    expect(await typeBox.locator('legend').textContent()).toBe('Contractor type(2 chosen)');
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(/\/contractors$/);
    // Subcategories sit under their sector, folded until asked for (or found by the search).
    const metroRail = page.getByLabel('Metro Rail', { exact: true });
    expect(await metroRail.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Railways & Metro subcategories' }).click();
    await metroRail.check();
    await page.waitForURL(/sector=Metro\+Rail/);
    await expect.poll(() => names(page)).toEqual(['Metro Tunnel Works']);
    expect(await metroRail.isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(/\/contractors$/);
    const sectorSearch = page.getByRole('searchbox', { name: 'Search working sector' });
    await sectorSearch.fill('metro rail');
    await expect.poll(() => metroRail.isVisible()).toBe(true);
    expect(await page.getByLabel('Power & Energy', { exact: true }).isVisible()).toBe(false);
    expect((page as any).errors).toEqual([]);
  });

  it('filters by location chips, and a guest opening a contractor gets the login prompt first', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/contractors');
    await page.waitForLoadState('networkidle');
    const city = page.getByRole('combobox', { name: 'Locations' });
    await city.fill('hyd');
    await expect.poll(() => city.getAttribute('aria-expanded')).toBe('true');
    await city.press('ArrowDown');
    await city.press('Enter');
    await page.waitForURL(/loc=Hyderabad/);
    await expect.poll(() => names(page)).toEqual(['Reddy Electricals']);
    await page.getByRole('link', { name: 'Remove Hyderabad' }).click();
    await page.waitForURL(/\/contractors$/);
    await expect.poll(async () => (await names(page)).length).toBe(3);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('c-loc');

    await countLoginPrompts(page);
    const start = Date.now();
    await page.getByRole('link', { name: 'Reddy Electricals' }).click();
    expect(await loginPromptsSince(page)).toBe(1);
    await page.waitForURL(/\/contractor\/reddy-electricals--\d+$/);
    expect(Date.now() - start).toBeGreaterThanOrEqual(900);
    await page.goBack();
    await page.waitForURL(/\/contractors$/);
    await countLoginPrompts(page);
    await page.locator('[data-testid="contractor-card"]', { hasText: 'Reddy Electricals' }).getByRole('button', { name: 'Save' }).click();
    expect(await loginPromptsSince(page)).toBe(1);
    await b.screenshot(page, 'contractors-chips-1280');
  });
});
