import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';

const b = useBrowser();

const home = async (width = 1280, height = 900) => {
  const page = await b.page(width, height);
  await page.goto(b.base() + '/');
  await page.waitForLoadState('networkidle');
  return page;
};
const options = (page: Page, id: string) => page.locator(`#${id}-listbox [role="option"]`);
const optionTexts = (page: Page, id: string) => options(page, id).locator('span.block.font-medium, span.font-medium').allTextContents();
const expanded = (page: Page, id: string) => page.locator(`#${id}`).getAttribute('aria-expanded');
const activeOption = (page: Page, id: string) => page.locator(`#${id}`).getAttribute('aria-activedescendant');

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

describe('home search suggestions (docs/product.md#lists-and-search)', () => {
  it('loads the suggestion lists only on first focus, then suggests locations by case-insensitive prefix, at most 6', async () => {
    const page = await b.page();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto(b.base() + '/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => u.includes('suggestion-data'))).toEqual([]);
    const loc = page.getByRole('combobox', { name: 'Location' });
    await loc.focus();
    await expect.poll(() => requested.filter((u) => u.includes('suggestion-data')).length).toBe(1);
    expect(await expanded(page, 'search-location')).toBe('false');
    await loc.fill('pU');
    await expect.poll(() => expanded(page, 'search-location')).toBe('true');
    const pu = await optionTexts(page, 'search-location');
    expect(pu[0]).toBe('Pune');
    expect(pu.length).toBeGreaterThan(1);
    expect(pu.length).toBeLessThanOrEqual(6);
    for (const t of pu) expect(t.toLowerCase().startsWith('pu')).toBe(true);
    await loc.fill('a');
    await expect.poll(() => options(page, 'search-location').count()).toBe(6);
    await loc.fill('zzqx');
    await expect.poll(() => expanded(page, 'search-location')).toBe('false');
    expect((page as any).errors).toEqual([]);
  });

  it('moves the highlight with the arrows (starting at none), picks with Enter without searching, closes with Escape', async () => {
    const page = await home();
    const loc = page.getByRole('combobox', { name: 'Location' });
    await loc.fill('mu');
    await expect.poll(() => expanded(page, 'search-location')).toBe('true');
    expect(await activeOption(page, 'search-location')).toBeNull();
    expect(await page.locator('#search-location-listbox [aria-selected="true"]').count()).toBe(0);
    const texts = await optionTexts(page, 'search-location');
    await loc.press('ArrowDown');
    expect(await activeOption(page, 'search-location')).toBe('search-location-opt-0');
    await loc.press('ArrowDown');
    expect(await activeOption(page, 'search-location')).toBe('search-location-opt-1');
    expect(await page.locator('#search-location-opt-1').getAttribute('aria-selected')).toBe('true');
    await loc.press('ArrowUp');
    expect(await activeOption(page, 'search-location')).toBe('search-location-opt-0');
    await loc.press('Enter');
    expect(await loc.inputValue()).toBe(texts[0]);
    expect(await expanded(page, 'search-location')).toBe('false');
    expect(new URL(page.url()).pathname).toBe('/');
    await loc.fill('Mum');
    await expect.poll(() => expanded(page, 'search-location')).toBe('true');
    await loc.press('Escape');
    expect(await expanded(page, 'search-location')).toBe('false');
    expect(await loc.inputValue()).toBe('Mum');
  });

  it('shows equipment suggestions with a 36×36 thumbnail, name and category; a mouse click picks one', async () => {
    const page = await home(375, 800);
    const name = page.getByRole('combobox', { name: 'Equipment Name' });
    await name.fill('ex');
    await expect.poll(() => expanded(page, 'search-name')).toBe('true');
    const first = options(page, 'search-name').first();
    expect(await first.textContent()).toBe('ExcavatorEarth Moving Equipment');
    const box = await first.locator('img').boundingBox();
    expect([box?.width, box?.height]).toEqual([36, 36]);
    expect(await first.locator('img').getAttribute('src')).toBe('/catalogue/excavator.svg');
    await page.screenshot({ path: 'tests/screenshots/home-suggestions-375.png' });
    await first.click();
    expect(await name.inputValue()).toBe('Excavator');
    expect(await expanded(page, 'search-name')).toBe('false');
    // Contractor selected: contractor types, no pictures.
    await page.getByLabel('Search for').selectOption('contractor');
    const type = page.getByRole('combobox', { name: 'Contractor Type' });
    await type.fill('road');
    await expect.poll(() => optionTexts(page, 'search-name')).toEqual(['Road Contractor', 'Road Marking Contractor']);
    expect(await options(page, 'search-name').locator('img').count()).toBe(0);
  });

  it('closes the list 100 ms after the input loses focus, not at once', async () => {
    const page = await home();
    await page.getByRole('combobox', { name: 'Location' }).fill('de');
    await expect.poll(() => expanded(page, 'search-location')).toBe('true');
    const [soon, later] = await page.evaluate(async () => {
      const list = document.getElementById('search-location-listbox')!;
      (document.getElementById('search-location') as HTMLInputElement).blur();
      await new Promise((r) => setTimeout(r, 40));
      const soon = !list.hidden;
      await new Promise((r) => setTimeout(r, 160));
      return [soon, !list.hidden];
    });
    expect(soon).toBe(true);
    expect(later).toBe(false);
  });

  it('clears the empty-search error when either input is edited, and follows the redirect rule of each type', async () => {
    const page = await home(1280, 900);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    for (const field of ['Location', 'Equipment Name']) {
      await search.click();
      await expect.poll(() => page.getByRole('alert').count()).toBe(1);
      expect(await page.getByRole('alert').textContent()).toBe('Please enter search details.');
      await page.getByRole('combobox', { name: field }).pressSequentially('x');
      expect(await page.getByRole('alert').count()).toBe(0);
      await page.getByRole('combobox', { name: field }).fill('');
    }
    await page.getByRole('combobox', { name: 'Location' }).fill('Pune');
    await page.getByRole('combobox', { name: 'Equipment Name' }).fill('Excavator');
    await page.getByRole('combobox', { name: 'Equipment Name' }).press('Escape');
    await search.click();
    await page.waitForURL(/\/equipments\?/);
    expect(new URL(page.url()).search).toBe('?q=Excavator&loc=Pune');

    const staffing = await home();
    await staffing.getByLabel('Search for').selectOption('staffing');
    await staffing.getByRole('combobox', { name: 'Location' }).fill('Navi Mumbai');
    await staffing.getByRole('combobox', { name: 'Location' }).press('Enter');
    await staffing.waitForURL(/\/equipments\?/);
    expect(new URL(staffing.url()).search).toBe('?loc=Navi+Mumbai');
  });

  it('shows the open suggestions in screenshots at 1280', async () => {
    const page = await home();
    await page.getByRole('combobox', { name: 'Equipment Name' }).fill('c');
    await expect.poll(() => expanded(page, 'search-name')).toBe('true');
    await page.screenshot({ path: 'tests/screenshots/home-suggestions-1280.png' });
  });
});
