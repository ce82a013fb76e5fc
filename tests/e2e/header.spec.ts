import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const b = useBrowser();

describe('site header in Chromium', () => {
  it('opens the search modal from the search icon (code fetched on demand), searches, and gives the focus back on close', async () => {
    const page = await b.page();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(b.base() + '/equipments');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => /search-dialog|suggestion-data/.test(u))).toEqual([]);
    const icon = page.getByRole('button', { name: 'Open search' });
    await icon.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    // Escape in an open suggestion list closes the list, not the dialog.
    const loc = dialog.getByRole('combobox', { name: 'Location' });
    await loc.fill('Nag');
    await expect.poll(() => loc.getAttribute('aria-expanded')).toBe('true');
    await loc.press('Escape');
    expect(await loc.getAttribute('aria-expanded')).toBe('false');
    expect(await dialog.isVisible()).toBe(true);
    await loc.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Open search');
    // Again, and search this time: contractor rule, then the dialog closes.
    await icon.click();
    await dialog.waitFor();
    await dialog.getByLabel('Search for').selectOption('contractor');
    await dialog.getByRole('combobox', { name: 'Contractor Type' }).fill('Road Contractor');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/contractors\?type=Road\+Contractor$/);
    await expect.poll(() => dialog.count()).toBe(0);
    expect((page as any).errors).toEqual([]);
  });

  it('works the Equipment and Company menus with the keyboard alone', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/');
    await page.waitForLoadState('networkidle');
    const menu = page.locator('nav[aria-label="Main"] details').filter({ hasText: 'Equipment' });
    const summary = menu.locator('summary');
    const lifting = page.getByRole('link', { name: 'Lifting Equipment' }).first();
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('open')).toBe('');
    expect(await lifting.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('open')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Equipment');
    await page.keyboard.press('Space');
    expect(await menu.getAttribute('open')).toBe('');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Earth Moving Equipment');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/equipments\?cat=lifting-equipment$/);
    await expect.poll(() => menu.getAttribute('open')).toBeNull();
    // Company: Tab out of the menu closes it too.
    const company = page.locator('nav[aria-label="Main"] details').filter({ hasText: 'Company' });
    await company.locator('summary').focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy Policy');
    await page.keyboard.press('Tab');
    expect(await company.getAttribute('open')).toBeNull();
  });

  it('links vendors and contractors to the external registration in a new tab, also from the phone menu', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/');
    await page.waitForLoadState('networkidle');
    await page.locator('summary', { hasText: 'Free Listing' }).click();
    const vendor = page.getByRole('link', { name: /^Vendor: list your equipment/ });
    const contractor = page.getByRole('link', { name: /^Contractor: list your company/ });
    expect(await vendor.isVisible()).toBe(true);
    expect(await vendor.getAttribute('href')).toMatch(/\/account\/register\?role=vendor$/);
    expect(await contractor.getAttribute('href')).toMatch(/\/account\/register\?role=contractor$/);
    expect(await vendor.getAttribute('target')).toBe('_blank');
    await page.screenshot({ path: 'tests/screenshots/header-listing-1280.png' });

    const phone = await b.page(375, 800);
    await phone.goto(b.base() + '/');
    await phone.waitForLoadState('networkidle');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const mobile = phone.getByRole('navigation', { name: 'Mobile' });
    expect(await mobile.getByRole('link', { name: /Vendor: list your equipment for free/ }).getAttribute('href')).toMatch(/role=vendor$/);
    expect(await mobile.getByRole('link', { name: /Contractor: list your company for free/ }).getAttribute('target')).toBe('_blank');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.screenshot({ path: 'tests/screenshots/header-menu-375.png' });
    await phone.getByRole('button', { name: 'Open search' }).click();
    await phone.getByRole('dialog', { name: 'Search' }).waitFor();
    await phone.screenshot({ path: 'tests/screenshots/header-search-375.png' });
  });
});
