import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, setCreatedAt } from '../fixtures/factories.ts';
import { useBrowser } from './browser.ts';
import { countLoginPrompts, loginPromptsSince } from './login-prompt.ts';

const b = useBrowser();
const NAMES = ['Alpha Excavator', 'Bravo Backhoe Loader', 'Charlie Road Roller', 'Delta Wheel Loader', 'Echo Motor Grader', 'Foxtrot Dump Truck', 'Golf Tower Crane'];

beforeAll(async () => {
  const v = await createVendor(testDb());
  for (const [i, name] of NAMES.entries()) {
    const e = await createEquipment(testDb(), v.id, {
      name,
      category: name.includes('Crane') ? 'lifting-equipment' : 'earth-moving-equipment',
      city: i % 2 ? 'Pune' : 'Surat',
      state: i % 2 ? 'Maharashtra' : 'Gujarat',
      description: `${name} in good condition. Second sentence.`,
    });
    await setCreatedAt(testDb(), 'equipment', e.id, new Date(Date.UTC(2026, 0, 1 + i)));
  }
  // The oldest listing, the only one for sale, in a third city.
  const sale = await createEquipment(testDb(), v.id, {
    name: 'Hotel Batching Plant',
    category: 'concrete-equipment',
    city: 'Nagpur',
    state: 'Maharashtra',
    isAvailableForRent: false,
    isAvailableForSale: true,
  });
  await setCreatedAt(testDb(), 'equipment', sale.id, new Date(Date.UTC(2025, 0, 1)));
});

const cardNames = async (page: import('playwright-core').Page) => page.locator('[data-testid="equipment-card"] h3').allTextContents();

describe('equipment list in Chromium', () => {
  it('is rendered on the server with 6 cards a page and the breadcrumb', async () => {
    const html = await (await fetch(b.base() + '/equipments')).text();
    expect(html).toContain('Golf Tower Crane');
    expect(html).toContain('Equipment » Page 1 of 2');
    const page = await b.page();
    await page.goto(b.base() + '/equipments');
    expect(await cardNames(page)).toEqual([...NAMES].reverse().slice(0, 6));
    expect(await page.getByTestId('site-logo').getAttribute('width')).toBe('96');
    await b.screenshot(page, 'equipments-1280');
  });

  it('filters by category and city, sorts by name, pages, and keeps it all in the URL', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/equipments');
    await page.waitForLoadState('networkidle');
    const category = page.getByRole('combobox', { name: 'Category' });
    await category.click();
    await expect.poll(() => page.locator('#f-cat-listbox [role="option"]').allTextContents()).toEqual(['All Equipment', 'Earth Moving', 'Lifting', 'Concrete', 'Miscellaneous']);
    await category.fill('lif');
    await expect.poll(() => page.locator('#f-cat-listbox [role="option"]').allTextContents()).toEqual(['Lifting']);
    await category.press('ArrowDown');
    await category.press('Enter');
    await page.waitForURL(/cat=lifting-equipment/);
    expect(await category.inputValue()).toBe('Lifting');
    await expect.poll(() => cardNames(page)).toEqual(['Golf Tower Crane']);
    await page.goto(b.base() + '/equipments?loc=Pune&sort=nameasc');
    expect(await cardNames(page)).toEqual(['Bravo Backhoe Loader', 'Delta Wheel Loader', 'Foxtrot Dump Truck']);
    await page.getByLabel('Sort').selectOption('namedesc');
    await page.waitForURL(/sort=namedesc/);
    expect(new URL(page.url()).searchParams.get('loc')).toBe('Pune');
    await expect.poll(() => cardNames(page)).toEqual(['Foxtrot Dump Truck', 'Delta Wheel Loader', 'Bravo Backhoe Loader']);
    await page.goto(b.base() + '/equipments?sort=nameasc');
    await page.waitForLoadState('networkidle');
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => cardNames(page)).toEqual(['Golf Tower Crane', 'Hotel Batching Plant']);
    expect(await page.locator('nav[aria-label="Breadcrumb"]').textContent()).toBe('Equipment » Page 2 of 2');
    // The last page: Next stays, announced as unavailable (docs/decisions/024).
    expect(await page.getByRole('link', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('link', { name: 'Next' }).getAttribute('href')).toBeNull();
    await page.getByRole('link', { name: 'Previous' }).click();
    await page.waitForURL(/sort=nameasc$/);
    await expect.poll(() => page.locator('nav[aria-label="Pagination"] a[aria-current="page"]').textContent()).toBe('1');
  });

  it('shows the card defaults and the empty state', async () => {
    const page = await b.page(375, 800);
    await page.goto(b.base() + '/equipments?q=alpha');
    const card = page.locator('[data-testid="equipment-card"]').first();
    expect(await card.textContent()).toContain('Alpha Excavator in good condition.');
    expect(await card.textContent()).not.toContain('Second sentence');
    expect(await card.textContent()).toContain('NA');
    expect(await card.getByRole('link', { name: 'ENQUIRE' }).count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await b.screenshot(page, 'equipments-375');
    await page.goto(b.base() + '/equipments?q=zzzqqq');
    expect(await page.getByText('No equipments found.').count()).toBe(1);
  });

  it('opens a detail page from a card, with working tabs and the contact bar', async () => {
    for (const [w, h] of [[1280, 900], [375, 800]] as const) {
      const page = await b.page(w, h);
      await page.goto(b.base() + '/equipments?q=golf');
      await page.waitForLoadState('networkidle');
      await page.getByRole('link', { name: 'Golf Tower Crane' }).click();
      await page.waitForURL(/\/equipment\/golf-tower-crane--\d+$/);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Golf Tower Crane');
      await page.getByRole('tab', { name: 'Reviews' }).click();
      expect(await page.getByText('No reviews yet.').isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Send Enquiry' }).isVisible()).toBe(true);
      expect((page as any).errors).toEqual([]);
      // Nothing wider than the screen (a grid blow-out once pushed the page to 482 px on a phone).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(w);
      await b.screenshot(page, `equipment-detail-${w}`);
    }
  });
});

const chips = (page: import('playwright-core').Page) => page.locator('ul[aria-label="Chosen locations"] a').allTextContents();
const breadcrumbTop = (page: import('playwright-core').Page) => page.locator('nav[aria-label="Breadcrumb"]').evaluate((el) => Math.round(el.getBoundingClientRect().top));

describe('equipment filters in Chromium', () => {
  it('adds city chips from the lazy-loaded suggestions, removes them with ×, filters availability, and Reload List resets all', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/equipments?sort=nameasc');
    await page.waitForLoadState('networkidle');
    const city = page.getByRole('combobox', { name: 'Locations' });
    await city.fill('sur');
    await expect.poll(() => page.locator('#f-loc-listbox [role="option"]').first().textContent()).toBe('SuratGujarat');
    await page.locator('#f-loc-listbox [role="option"]').first().click();
    await page.waitForURL(/loc=Surat/);
    await expect.poll(() => cardNames(page)).toEqual(['Alpha Excavator', 'Charlie Road Roller', 'Echo Motor Grader', 'Golf Tower Crane']);
    expect(await chips(page)).toEqual(['Surat ']);
    expect(await city.inputValue()).toBe('');
    // Typing a known city and Enter adds it in the list's spelling (and does not submit the keyword form).
    await city.fill('nagpur');
    await city.press('Escape');
    await city.press('Enter');
    await page.waitForURL(/loc=Surat%2CNagpur/);
    await expect.poll(() => chips(page)).toEqual(['Surat ', 'Nagpur ']);
    await expect.poll(() => cardNames(page)).toEqual(['Alpha Excavator', 'Charlie Road Roller', 'Echo Motor Grader', 'Golf Tower Crane', 'Hotel Batching Plant']);
    // A chosen city is not suggested again.
    await city.fill('Sura');
    await expect.poll(() => page.locator('#f-loc-listbox [role="option"]').allTextContents()).toEqual(['SuratgarhRajasthan']);
    await city.fill('');
    await page.getByRole('radio', { name: 'Sale' }).check();
    await page.waitForURL(/avail=sale/);
    await expect.poll(() => cardNames(page)).toEqual(['Hotel Batching Plant']);
    expect(new URL(page.url()).searchParams.getAll('loc')).toEqual(['Surat', 'Nagpur']);
    await page.getByRole('link', { name: 'Remove Nagpur' }).click();
    await page.waitForURL((u) => !u.search.includes('Nagpur'));
    await expect.poll(() => page.getByText('No equipments found.').count()).toBe(1);
    await page.getByRole('textbox', { name: 'Keyword' }).fill('crane');
    await page.getByRole('link', { name: 'Reload List' }).click();
    await page.waitForURL(/\/equipments$/);
    await expect.poll(() => cardNames(page)).toEqual(['Golf Tower Crane', 'Foxtrot Dump Truck', 'Echo Motor Grader', 'Delta Wheel Loader', 'Charlie Road Roller', 'Bravo Backhoe Loader']);
    expect(await chips(page)).toEqual([]);
    expect(await page.getByRole('radio', { name: 'All' }).isChecked()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('All Equipment');
    expect(await page.getByRole('textbox', { name: 'Keyword' }).inputValue()).toBe('');
    expect((page as any).errors).toEqual([]);
  });

  it('scrolls to the results when the sort or the page changes', async () => {
    const page = await b.page(1280, 500);
    await page.goto(b.base() + '/equipments');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await breadcrumbTop(page)).toBeLessThan(-500);
    await page.getByLabel('Sort').selectOption('oldest');
    await page.waitForURL(/sort=oldest/);
    await expect.poll(() => breadcrumbTop(page)).toBeGreaterThanOrEqual(60);
    expect(await breadcrumbTop(page)).toBeLessThan(120);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('link', { name: 'Next' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => breadcrumbTop(page)).toBeGreaterThanOrEqual(60);
    expect(await breadcrumbTop(page)).toBeLessThan(120);
  });

  it('puts the filters behind Open Filters on a phone', async () => {
    const page = await b.page(375, 800);
    await page.goto(b.base() + '/equipments');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('combobox', { name: 'Category' }).isVisible()).toBe(false);
    const open = page.getByRole('button', { name: 'Open Filters' });
    await open.click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await panel.waitFor();
    await panel.getByRole('radio', { name: 'Rental' }).check();
    await page.waitForURL(/avail=rent/);
    expect(await panel.isVisible()).toBe(true);
    await panel.getByRole('combobox', { name: 'Locations' }).fill('pu');
    await expect.poll(() => panel.locator('#f-loc-listbox [role="option"]').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: 'tests/screenshots/equipments-filters-375.png' });
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Open Filters');
    await open.click();
    await panel.getByRole('button', { name: /^Show \d+ machines$/ }).click();
    await expect.poll(() => panel.count()).toBe(0);
  });
});

describe('guests opening a listing (docs/product.md#lists-and-search)', () => {

  it('shows the login prompt, then opens the page after 1 s, from the name, the picture, know more and ENQUIRE', async () => {
    const page = await b.page();
    // The page's clock is ours: the 1 s delay is proven by moving time, not by measuring it.
    await page.clock.install();
    await page.goto(b.base() + '/equipments?q=golf');
    await page.waitForLoadState('networkidle');
    const card = page.locator('[data-testid="equipment-card"]').first();
    // Time stands still from here; only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const targets = [card.getByRole('link', { name: 'Golf Tower Crane' }), card.locator('img').first(), card.getByRole('link', { name: 'know more' }), card.getByRole('link', { name: 'ENQUIRE' })];
    for (const [i, target] of targets.entries()) {
      await countLoginPrompts(page);
      await target.click();
      expect(await loginPromptsSince(page)).toBe(1);
      await page.clock.runFor(900);
      expect(new URL(page.url()).pathname).toBe('/equipments');
      await page.clock.runFor(200);
      await page.waitForURL(i === 3 ? /\/equipment\/golf-tower-crane--\d+#enquire$/ : /\/equipment\/golf-tower-crane--\d+$/);
      await page.goBack();
      await page.waitForURL(/\/equipments\?q=golf$/);
      await page.waitForLoadState('networkidle');
    }
    await countLoginPrompts(page);
    await card.getByRole('button', { name: 'Save' }).click();
    expect(await loginPromptsSince(page)).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/equipments');
  });

  it('lets a signed-in visitor through at once', async () => {
    const page = await b.page();
    await page.clock.install();
    await page.goto(b.base() + '/equipments?q=golf');
    await page.evaluate(() => localStorage.setItem('isLoggedIn', 'true'));
    await page.waitForLoadState('networkidle');
    await countLoginPrompts(page);
    // Time stands still: the page opens without any timer having to fire.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await page.getByRole('link', { name: 'Golf Tower Crane' }).click();
    await page.waitForURL(/\/equipment\/golf-tower-crane--\d+$/);
    expect(await loginPromptsSince(page)).toBe(0);
  });
});
