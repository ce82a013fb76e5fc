import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const b = useBrowser();

describe('home page in Chromium', () => {
  it('hydrates without console errors and shows the first hero slide, then moves with next/previous', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/');
    await page.waitForLoadState('networkidle');
    expect((page as any).errors).toEqual([]);
    const active = () => page.locator('[aria-roledescription="carousel"][aria-label="Highlights"] [data-active="true"] h2').textContent();
    expect(await active()).toBe('Construction Equipment');
    await page.getByRole('button', { name: 'Next slide' }).click();
    expect(await active()).toBe('Construction Contractors');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    expect(await active()).toBe('Construction Employees');
    expect(await page.getByTestId('site-logo').getAttribute('width')).toBe('150');
    await b.screenshot(page, 'home-1280');
  });

  it('refuses an empty search with the spec message and follows the redirect rules', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please enter search details.');
    await page.getByLabel('Search for').selectOption('contractor');
    expect(await page.getByPlaceholder('Contractor Type').count()).toBe(1);
    await page.getByPlaceholder('Contractor Type').fill('Road Contractor');
    await page.getByPlaceholder('Location').fill('Pune');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/contractors\?/);
    expect(new URL(page.url()).search).toBe('?type=Road+Contractor&loc=Pune');
  });

  it('shows the promo carousel with the second slide first and indicator buttons Slide 1–3', async () => {
    const page = await b.page(375, 800);
    await page.goto(b.base() + '/');
    await page.waitForLoadState('networkidle');
    const promo = page.locator('section[aria-labelledby="promo-title"]');
    expect(await promo.locator('[data-active="true"]').textContent()).toContain('Registered to get real time leads!');
    await promo.getByRole('button', { name: 'Slide 3' }).click();
    expect(await promo.locator('[data-active="true"]').textContent()).toContain('Start listing your resumes with us today!');
    expect(await page.getByTestId('site-logo').getAttribute('width')).toBe('150');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await b.screenshot(page, 'home-375');
  });
});
