import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * docs/product.md#urls-and-slugs (docs/decisions/024), the host-name trap. The test app has SITE_URL unset (so http://localhost:3000)
 * and no MANAGE_URL, and is browsed at http://127.0.0.1:<port>. Registration and management links
 * must keep the visitor on the host they used, where their session cookie lives; only the
 * canonical URL is absolute, from SITE_URL.
 */
const b = useBrowser();
const config = testConfig();

const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;

/** Every link of the page that leaves its origin (mailto:, tel: and wa.me aside). */
const foreignLinks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter((a) => a.protocol.startsWith('http') && a.origin !== location.origin && a.hostname !== 'wa.me')
      .map((a) => a.href),
  );

describe('management and registration links keep the visitor’s host (MANAGE_URL unset)', () => {
  it('at 1280 px a vendor signed in at 127.0.0.1 follows the header’s free-listing link and the role menu, and stays signed in', async () => {
    expect(new URL(b.base()).hostname).toBe('127.0.0.1');
    expect(config.siteUrl).toBe('http://localhost:3000');
    const { user } = await createVendorUser(testDb(), { user: { fullName: 'Imran Shaikh' } });
    const page = await b.page(1280, 900);
    await signIn(page, b.base(), user.email, 'Secret@123');
    await page.goto(b.base() + '/');
    await page.waitForLoadState('networkidle');
    expect(await foreignLinks(page)).toEqual([]);
    // The canonical URL is the one place that must be absolute: it comes from SITE_URL.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${config.siteUrl}/`);

    await page.locator('summary', { hasText: 'Free Listing' }).click();
    const vendorLink = page.getByRole('link', { name: /^Vendor: list your equipment/ });
    expect(await vendorLink.getAttribute('href')).toBe('/account/register?role=vendor');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), vendorLink.click()]);
    // Signed in, a vendor is taken from registration to their own workspace: the session came along.
    await tab.waitForURL(`${b.base()}/manage/equipments`);
    await tab.getByRole('heading', { level: 1 }).waitFor();
    expect(await tab.getByRole('button', { name: /Imran/ }).count()).toBe(1);
    await tab.close();

    await page.getByRole('button', { name: /Imran/ }).click();
    const manage = page.locator('#user-menu').getByRole('link', { name: 'Manage Equipments' });
    expect(await manage.getAttribute('href')).toBe('/manage/equipments');
    await manage.click();
    await page.waitForURL(`${b.base()}/manage/equipments`);
    expect(await page.getByRole('button', { name: /Imran/ }).count()).toBe(1);
    expect(errorsOf(page)).toEqual([]);
  });

  it('at 375 px a client signed in at 127.0.0.1 follows the footer and phone-menu registration links and is still signed in there', async () => {
    const client = await createLoginUser(testDb(), 'Client@123', { fullName: 'Lata Menon' });
    const page = await b.page(375, 800);
    await signIn(page, b.base(), client.email, client.password);
    await page.goto(b.base() + '/contractors');
    await page.waitForLoadState('networkidle');
    expect(await foreignLinks(page)).toEqual([]);

    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'List your business for free' });
    expect(await footerLink.getAttribute('href')).toBe('/account/register');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), footerLink.click()]);
    await tab.waitForURL(`${b.base()}/account/register`);
    await tab.waitForLoadState('networkidle');
    // Still signed in on the registration page: the phone menu offers the client's own account links and Logout.
    await tab.getByRole('button', { name: 'Open menu' }).click();
    const menu = tab.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await menu.getByRole('list', { name: 'Account' }).getByRole('link').allTextContents()).toEqual(['Profile', 'Enquiries', 'Wishlist']);
    expect(await menu.getByRole('link', { name: /Vendor: list your equipment/ }).getAttribute('href')).toBe('/account/register?role=vendor');
    expect(await tab.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await tab.screenshot({ path: 'tests/screenshots/manage-links-register-375.png' });
    expect(errorsOf(page)).toEqual([]);
  });
});
