import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { errorsOf, expect, signIn, test } from './fixtures.ts';

/**
 * docs/product.md#urls-and-slugs (docs/decisions/024), the host-name trap. The test app has SITE_URL unset (so http://localhost:3000)
 * and no MANAGE_URL, and is browsed at http://127.0.0.1:<port>. Registration and management links
 * must keep the visitor on the host they used, where their session cookie lives; only the
 * canonical URL is absolute, from SITE_URL.
 */
test.use({ specFile: import.meta.url });

/** Every link of the page that leaves its origin (mailto:, tel: and wa.me aside). */
const foreignLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.protocol.startsWith('http') && a.origin !== location.origin && a.hostname !== 'wa.me')
      .map((a) => a.href),
  );

test.describe('management and registration links keep the visitor’s host (MANAGE_URL unset)', () => {
  test('at 1280 px a vendor signed in at 127.0.0.1 follows the header’s free-listing link and the role menu, and stays signed in', async ({ page, errors, app }) => {
    expect(new URL(app.base).hostname).toBe('127.0.0.1');
    expect(app.config.siteUrl).toBe('http://localhost:3000');
    const { user } = await createVendorUser(testDb(), { user: { fullName: 'Imran Shaikh' } });
    await signIn(page, user.email, 'Secret@123');
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(await foreignLinks(page)).toEqual([]);
    // The canonical URL is the one place that must be absolute: it comes from SITE_URL.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${app.config.siteUrl}/`);

    await page.locator('summary', { hasText: 'Free Listing' }).click();
    const vendorLink = page.getByRole('link', { name: /^Vendor: list your equipment/ });
    await expect(vendorLink).toHaveAttribute('href', '/account/register?role=vendor');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), vendorLink.click()]);
    // Signed in, a vendor is taken from registration to their own workspace: the session came along.
    await tab.waitForURL(`${app.base}/manage/equipments`);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tab.getByRole('button', { name: /Imran/ })).toHaveCount(1);
    await tab.close();

    await page.getByRole('button', { name: /Imran/ }).click();
    const manage = page.locator('#user-menu').getByRole('link', { name: 'Manage Equipments' });
    await expect(manage).toHaveAttribute('href', '/manage/equipments');
    await manage.click();
    await page.waitForURL(`${app.base}/manage/equipments`);
    await expect(page.getByRole('button', { name: /Imran/ })).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('at 375 px a client signed in at 127.0.0.1 follows the footer and phone-menu registration links and is still signed in there', async ({ openPage, app }) => {
    const client = await createLoginUser(testDb(), 'Client@123', { fullName: 'Lata Menon' });
    const page = await openPage({ width: 375, height: 800 });
    await signIn(page, client.email, client.password);
    await page.goto('/contractors');
    await page.waitForLoadState('networkidle');
    expect(await foreignLinks(page)).toEqual([]);

    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'List your business for free' });
    await expect(footerLink).toHaveAttribute('href', '/account/register');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), footerLink.click()]);
    await tab.waitForURL(`${app.base}/account/register`);
    await tab.waitForLoadState('networkidle');
    // Still signed in on the registration page: the phone menu offers the client's own account links and Logout.
    await tab.getByRole('button', { name: 'Open menu' }).click();
    const menu = tab.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('list', { name: 'Account' }).getByRole('link')).toHaveText(['Profile', 'Enquiries', 'Wishlist']);
    await expect(menu.getByRole('link', { name: /Vendor: list your equipment/ })).toHaveAttribute('href', '/account/register?role=vendor');
    await expect.poll(() => tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errorsOf(page)).toEqual([]);
  });
});
