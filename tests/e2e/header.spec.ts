import { expect, test } from './fixtures.ts';

test.use({ specFile: import.meta.url });

test.describe('site header in Chromium', () => {
  test('opens the search modal from the search icon (code fetched on demand), searches, and gives the focus back on close', async ({ page, errors }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/equipments');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => /search-dialog|suggestion-data/.test(u))).toEqual([]);
    const icon = page.getByRole('button', { name: 'Open search' });
    await icon.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    // Escape in an open suggestion list closes the list, not the dialog.
    const loc = dialog.getByRole('combobox', { name: 'Location' });
    await loc.fill('Nag');
    await expect(loc).toHaveAttribute('aria-expanded', 'true');
    await loc.press('Escape');
    await expect(loc).toHaveAttribute('aria-expanded', 'false');
    await expect(dialog).toBeVisible();
    await loc.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(icon).toBeFocused();
    // Again, and search this time: contractor rule, then the dialog closes.
    await icon.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Search for').selectOption('contractor');
    await dialog.getByRole('combobox', { name: 'Contractor Type' }).fill('Road Contractor');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/contractors\?type=Road\+Contractor$/);
    await expect(dialog).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('works the Equipment and Company menus with the keyboard alone', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const menu = page.locator('nav[aria-label="Main"] details').filter({ hasText: 'Equipment' });
    const summary = menu.locator('summary');
    const lifting = page.getByRole('link', { name: 'Lifting Equipment' }).first();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('open', '');
    await expect(lifting).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).not.toHaveAttribute('open');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Equipment');
    await page.keyboard.press('Space');
    await expect(menu).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Earth Moving Equipment');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/equipments\?cat=lifting-equipment$/);
    await expect(menu).not.toHaveAttribute('open');
    // Company: Tab out of the menu closes it too.
    const company = page.locator('nav[aria-label="Main"] details').filter({ hasText: 'Company' });
    await company.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(company).toHaveAttribute('open', '');
    for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Privacy Policy');
    await page.keyboard.press('Tab');
    await expect(company).not.toHaveAttribute('open');
  });

  test('links vendors and contractors to the external registration in a new tab, also from the phone menu', async ({ page, openPage }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.locator('summary', { hasText: 'Free Listing' }).click();
    const vendor = page.getByRole('link', { name: /^Vendor: list your equipment/ });
    const contractor = page.getByRole('link', { name: /^Contractor: list your company/ });
    await expect(vendor).toBeVisible();
    await expect(vendor).toHaveAttribute('href', /\/account\/register\?role=vendor$/);
    await expect(contractor).toHaveAttribute('href', /\/account\/register\?role=contractor$/);
    await expect(vendor).toHaveAttribute('target', '_blank');

    const phone = await openPage({ width: 375, height: 800 });
    await phone.goto('/');
    await phone.waitForLoadState('networkidle');
    await phone.getByRole('button', { name: 'Open menu' }).click();
    const mobile = phone.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile.getByRole('link', { name: /Vendor: list your equipment for free/ })).toHaveAttribute('href', /role=vendor$/);
    await expect(mobile.getByRole('link', { name: /Contractor: list your company for free/ })).toHaveAttribute('target', '_blank');
    await expect.poll(() => phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await phone.getByRole('button', { name: 'Open search' }).click();
    await expect(phone.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });
});
