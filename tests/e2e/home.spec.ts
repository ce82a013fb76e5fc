import type { Page } from '@playwright/test';
import { expect, test, type OpenPage } from './fixtures.ts';

test.use({ specFile: import.meta.url });

const home = async (openPage: OpenPage, width = 1280, height = 900) => {
  const page = await openPage({ width, height });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  return page;
};
const options = (page: Page, id: string) => page.locator(`#${id}-listbox [role="option"]`);
const optionNames = (page: Page, id: string) => options(page, id).locator('span.block.font-medium, span.font-medium');
const expectExpanded = (page: Page, id: string, open: boolean) => expect(page.locator(`#${id}`)).toHaveAttribute('aria-expanded', String(open));
const activeSlide = (page: Page) => page.locator('[aria-roledescription="carousel"][aria-label="Highlights"] [data-active="true"] h2');

test.describe('home page in Chromium', () => {
  test('hydrates without console errors and shows the first hero slide, then moves with next/previous', async ({ page, errors }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await expect(activeSlide(page)).toHaveText('Construction Equipment');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(activeSlide(page)).toHaveText('Construction Contractors');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(activeSlide(page)).toHaveText('Construction Employees');
    await expect(page.getByTestId('site-logo')).toHaveAttribute('width', '150');
  });

  test('refuses an empty search with the spec message and follows the redirect rules', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter search details.');
    await page.getByLabel('Search for').selectOption('contractor');
    await expect(page.getByPlaceholder('Contractor Type')).toHaveCount(1);
    await page.getByPlaceholder('Contractor Type').fill('Road Contractor');
    await page.getByPlaceholder('Location').fill('Pune');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/contractors\?/);
    expect(new URL(page.url()).search).toBe('?type=Road+Contractor&loc=Pune');
  });

  test('shows the promo carousel with the second slide first and indicator buttons Slide 1–3', async ({ openPage }) => {
    const page = await home(openPage, 375, 800);
    const promo = page.locator('section[aria-labelledby="promo-title"]');
    await expect(promo.locator('[data-active="true"]')).toContainText('Registered to get real time leads!');
    await promo.getByRole('button', { name: 'Slide 3' }).click();
    await expect(promo.locator('[data-active="true"]')).toContainText('Start listing your resumes with us today!');
    await expect(page.getByTestId('site-logo')).toHaveAttribute('width', '150');
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('home search suggestions', () => {
  test('loads the suggestion lists only on first focus, then suggests locations by case-insensitive prefix, at most 6', async ({ page, errors }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((u) => u.includes('suggestion-data'))).toEqual([]);
    const loc = page.getByRole('combobox', { name: 'Location' });
    await loc.focus();
    await expect.poll(() => requested.filter((u) => u.includes('suggestion-data')).length).toBe(1);
    await expectExpanded(page, 'search-location', false);
    await loc.fill('pU');
    await expectExpanded(page, 'search-location', true);
    // A metro region comes before its core city alone (docs/decisions/041-places.md).
    await expect(optionNames(page, 'search-location').first()).toHaveText('Pune region');
    const pu = await optionNames(page, 'search-location').allTextContents();
    expect(pu.length).toBeGreaterThan(1);
    expect(pu.length).toBeLessThanOrEqual(6);
    for (const t of pu) expect(t.toLowerCase().startsWith('pu'), t).toBe(true);
    await loc.fill('a');
    await expect(options(page, 'search-location')).toHaveCount(6);
    await loc.fill('zzqx');
    await expectExpanded(page, 'search-location', false);
    expect(errors).toEqual([]);
  });

  test('moves the highlight with the arrows (starting at none), picks with Enter without searching, closes with Escape', async ({ openPage }) => {
    const page = await home(openPage);
    const loc = page.getByRole('combobox', { name: 'Location' });
    await loc.fill('mu');
    await expectExpanded(page, 'search-location', true);
    await expect(loc).not.toHaveAttribute('aria-activedescendant');
    await expect(page.locator('#search-location-listbox [aria-selected="true"]')).toHaveCount(0);
    const texts = await optionNames(page, 'search-location').allTextContents();
    await loc.press('ArrowDown');
    await expect(loc).toHaveAttribute('aria-activedescendant', 'search-location-opt-0');
    await loc.press('ArrowDown');
    await expect(loc).toHaveAttribute('aria-activedescendant', 'search-location-opt-1');
    await expect(page.locator('#search-location-opt-1')).toHaveAttribute('aria-selected', 'true');
    await loc.press('ArrowUp');
    await expect(loc).toHaveAttribute('aria-activedescendant', 'search-location-opt-0');
    await loc.press('Enter');
    await expect(loc).toHaveValue(texts[0]!);
    await expectExpanded(page, 'search-location', false);
    expect(new URL(page.url()).pathname).toBe('/');
    await loc.fill('Mum');
    await expectExpanded(page, 'search-location', true);
    await loc.press('Escape');
    await expectExpanded(page, 'search-location', false);
    await expect(loc).toHaveValue('Mum');
  });

  test('an Escape pressed while the suggestions are still loading keeps them closed when they arrive', async ({ openPage }) => {
    // A slow network: the suggestion lists are held until the visitor has typed and pressed Escape.
    const page = await home(openPage, 375, 800);
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/suggestion-data[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const loc = page.getByRole('combobox', { name: 'Location' });
    await loc.fill('pu');
    await loc.press('Escape');
    await page.evaluate(() => {
      const list = document.getElementById('search-location-listbox')!;
      new MutationObserver(() => {
        if (!list.hidden) document.documentElement.dataset.suggestionsOpened = 'yes';
      }).observe(list, { attributes: true, attributeFilter: ['hidden'] });
    });
    release();
    // The page has the lists once its own import of the same chunk resolves; React renders them within the next frame.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.includes('suggestion-data')));
    await page.evaluate(async () => {
      const chunk = performance.getEntriesByType('resource').find((e) => e.name.includes('suggestion-data'))!;
      await import(/* @vite-ignore */ chunk.name);
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    });
    await expectExpanded(page, 'search-location', false);
    await expect(page.locator('html')).not.toHaveAttribute('data-suggestions-opened');
    await expect(loc).toBeFocused();
    // The next keystroke opens them again.
    await loc.press('n');
    await expectExpanded(page, 'search-location', true);
    await expect(optionNames(page, 'search-location').first()).toHaveText('Pune region');
  });

  test('shows equipment suggestions with a 36×36 thumbnail, name and category; a mouse click picks one', async ({ openPage }) => {
    const page = await home(openPage, 375, 800);
    const name = page.getByRole('combobox', { name: 'Equipment Name' });
    await name.fill('ex');
    await expectExpanded(page, 'search-name', true);
    const first = options(page, 'search-name').first();
    await expect(first).toHaveText('ExcavatorEarth Moving Equipment');
    await expect(first.locator('img')).toHaveAttribute('src', '/catalogue/excavator.svg');
    await expect
      .poll(async () => {
        const box = await first.locator('img').boundingBox();
        return [box?.width, box?.height];
      })
      .toEqual([36, 36]);
    await first.click();
    await expect(name).toHaveValue('Excavator');
    await expectExpanded(page, 'search-name', false);
    // Contractor selected: contractor types, no pictures.
    await page.getByLabel('Search for').selectOption('contractor');
    const type = page.getByRole('combobox', { name: 'Contractor Type' });
    await type.fill('road');
    await expect(optionNames(page, 'search-name')).toHaveText(['Road Contractor', 'Road Marking Contractor']);
    await expect(options(page, 'search-name').locator('img')).toHaveCount(0);
  });

  test('closes the list 100 ms after the input loses focus, not at once', async ({ page }) => {
    // The page's clock: the delay is stepped through, not waited for or measured.
    await page.clock.install();
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const loc = page.getByRole('combobox', { name: 'Location' });
    const list = page.locator('#search-location-listbox');
    await loc.fill('de');
    await expectExpanded(page, 'search-location', true);
    // Time stands still from here (a second ahead: the clock ran while we read it); only runFor moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await loc.blur();
    await expect(loc).not.toBeFocused();
    await page.clock.runFor(99);
    await expectExpanded(page, 'search-location', true);
    await expect(list).toBeVisible();
    await page.clock.runFor(1);
    await expectExpanded(page, 'search-location', false);
    await expect(list).toBeHidden();
  });

  test('clears the empty-search error when either input is edited, and follows the redirect rule of each type', async ({ openPage }) => {
    const page = await home(openPage, 1280, 900);
    const search = page.getByRole('button', { name: 'Search', exact: true });
    for (const field of ['Location', 'Equipment Name']) {
      await search.click();
      await expect(page.getByRole('alert')).toHaveCount(1);
      await expect(page.getByRole('alert')).toHaveText('Please enter search details.');
      await page.getByRole('combobox', { name: field }).pressSequentially('x');
      await expect(page.getByRole('alert')).toHaveCount(0);
      await page.getByRole('combobox', { name: field }).fill('');
    }
    await page.getByRole('combobox', { name: 'Location' }).fill('Pune');
    await page.getByRole('combobox', { name: 'Equipment Name' }).fill('Excavator');
    await page.getByRole('combobox', { name: 'Equipment Name' }).press('Escape');
    await search.click();
    await page.waitForURL(/\/equipments\?/);
    expect(new URL(page.url()).search).toBe('?q=Excavator&loc=Pune');

    const staffing = await home(openPage);
    await staffing.getByLabel('Search for').selectOption('staffing');
    await staffing.getByRole('combobox', { name: 'Location' }).fill('Navi Mumbai');
    await staffing.getByRole('combobox', { name: 'Location' }).press('Enter');
    await staffing.waitForURL(/\/equipments\?/);
    expect(new URL(staffing.url()).search).toBe('?loc=Navi+Mumbai');
  });

  test('draws the open suggestions at 1280 on top of the page, no option cut off at the sides', async ({ openPage }) => {
    const page = await home(openPage);
    await page.getByRole('combobox', { name: 'Equipment Name' }).fill('c');
    await expectExpanded(page, 'search-name', true);
    const list = page.locator('#search-name-listbox');
    await expect(list).toBeVisible();
    await expect(options(page, 'search-name').first()).toBeVisible();
    // What the screenshot was for: each option inside the window and the topmost element where it is drawn.
    const drawn = await list.evaluate((ul) => {
      const box = ul.getBoundingClientRect();
      return [...ul.querySelectorAll('[role="option"]')].map((el) => {
        const r = el.getBoundingClientRect();
        const y = r.top + Math.min(r.height / 2, 10);
        // Options scrolled out of the list's own box, or below the window, are not drawn.
        const inView = y >= box.top && y <= box.bottom && y <= window.innerHeight;
        return r.left >= 0 && r.right <= window.innerWidth && (!inView || el.contains(document.elementFromPoint(r.left + r.width / 2, y)));
      });
    });
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.every(Boolean)).toBe(true);
  });
});
