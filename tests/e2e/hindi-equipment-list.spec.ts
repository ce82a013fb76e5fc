import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, setCreatedAt } from '../fixtures/factories.ts';
import { expect, linesOf, test } from './fixtures.ts';
import { englishLeft, expectHindiPage, expectNoSidewaysScroll } from './hindi.ts';

/** The equipment list in Hindi (docs/decisions/048-hindi-site.md): /hi/equipments, its filters, chips, cards and empty state. */
test.use({ specFile: import.meta.url });

const NAMES = ['Alpha Excavator', 'Bravo Backhoe Loader', 'Charlie Road Roller', 'Delta Wheel Loader', 'Echo Motor Grader', 'Foxtrot Dump Truck', 'Golf Tower Crane'];

test.beforeAll(async () => {
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
});

const SIZES = [
  { width: 375, height: 800 },
  { width: 1280, height: 800 },
] as const;

async function expectAllHindi(page: Page, width: number, shot: string) {
  await expectHindiPage(page);
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSidewaysScroll(page, width);
  await page.screenshot({ path: `test-results/hindi-equipment-list/${shot}-${width}.png`, fullPage: true });
}

const cards = (page: Page) => page.getByTestId('equipment-card');

for (const size of SIZES) {
  test.describe(`at ${size.width}px`, () => {
    test.use({ viewport: size });

    test('the list, a keyword and place search, and a distance search are in Hindi', async ({ page }) => {
      await page.goto('/hi/equipments');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveText('निर्माण उपकरण — 7');
      await expect(page.getByRole('navigation', { name: 'आप यहां हैं' })).toHaveText('उपकरण » पेज 1 / 2');
      await expect(cards(page)).toHaveCount(6);
      await expect(page).toHaveTitle('निर्माण उपकरण — 7 | BuildMart');
      await expectAllHindi(page, size.width, 'list');
      // The condition is one the vendor picked from the list: named in Hindi, as on the detail page.
      await expect(cards(page).first().locator('dl > div', { hasText: 'स्थिति' })).toContainText('अच्छी');
      if (size.width >= 1024) expect(await linesOf(page.locator('#list-filters').getByRole('button', { name: 'खोजें', exact: true }))).toBe(1);
      if (size.width < 1024) {
        // The phone's filter panel: its heading, close button and the count button in Hindi.
        await page.getByRole('button', { name: 'फिल्टर खोलें' }).click();
        const panel = page.getByRole('dialog', { name: 'फिल्टर' });
        await expect(panel.getByRole('button', { name: '7 मशीनें दिखाएं' })).toBeVisible();
        await expect(panel.getByRole('button', { name: 'फिल्टर बंद करें' })).toBeVisible();
        // A Hindi label is not broken over two lines beside its field.
        expect(await linesOf(panel.getByRole('button', { name: 'खोजें', exact: true }))).toBe(1);
        await expectAllHindi(page, size.width, 'filters-open');
        await panel.getByRole('button', { name: '7 मशीनें दिखाएं' }).click();
        await expect(panel).toBeHidden();
      }

      await page.goto('/hi/equipments?q=jcb&loc=Pune');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toContainText('पुणे में');
      await expect(page.getByRole('navigation', { name: 'लागू फिल्टर' })).toContainText('पुणे');
      await expectAllHindi(page, size.width, 'keyword-place');

      await page.goto('/hi/equipments?near=Pune');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveText(/^पुणे के पास निर्माण उपकरण — \d+$/);
      await expect(cards(page).first().getByTestId('distance')).toHaveText(/किमी (से कम )?दूर$/);
      await expect(page.locator('#sort')).toContainText('सबसे पास वाले पहले');
      await expectAllHindi(page, size.width, 'near');
    });

    test('an empty search offers wider searches in Hindi', async ({ page }) => {
      // Nothing in Mumbai; Pune is within 250 km.
      await page.goto('/hi/equipments?loc=Mumbai');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('h1')).toHaveText('मुंबई में निर्माण उपकरण — 0');
      await expect(page.getByText('कोई उपकरण नहीं मिला।')).toBeVisible();
      const wider = page.getByRole('navigation', { name: 'बड़ी खोजें' });
      await expect(wider).toContainText('मुंबई से');
      await expect(page.locator('#widened-title')).toHaveText(/^मुंबई से \d+ किमी के अंदर: \d+ मशीन/);
      await expect(cards(page).first()).toBeVisible();
      await expectAllHindi(page, size.width, 'empty');
      // A wider search stays in Hindi.
      await wider.getByRole('link').first().click();
      await page.waitForURL(/\/hi\/equipments\?.*radius=/);
      await expectHindiPage(page);
    });
  });
}

test('filters, sort and pages keep you on the Hindi list; a card opens the Hindi detail page', async ({ page }) => {
  await page.goto('/hi/equipments');
  await page.waitForLoadState('networkidle');
  const category = page.getByRole('combobox', { name: 'श्रेणी' });
  await category.click();
  await expect(page.locator('#f-cat-listbox [role="option"]')).toHaveText(['सभी उपकरण', 'अर्थ मूविंग', 'लिफ्टिंग', 'कंक्रीट', 'अन्य']);
  await page.locator('#f-cat-listbox [role="option"]', { hasText: 'लिफ्टिंग' }).click();
  await page.waitForURL(/\/hi\/equipments\?cat=lifting-equipment/);
  await expect(page.locator('h1')).toHaveText('लिफ्टिंग उपकरण — 1');
  await expect(page.getByRole('link', { name: 'फिल्टर हटाएं: लिफ्टिंग उपकरण' })).toBeVisible();

  await page.goto('/hi/equipments');
  await page.waitForLoadState('networkidle');
  await page.locator('#sort').selectOption({ label: 'नाम A–Z' });
  await page.waitForURL(/\/hi\/equipments\?sort=nameasc/);
  await expect(cards(page).first().locator('h3')).toHaveText('Alpha Excavator');

  await page.getByRole('navigation', { name: 'पेज' }).getByRole('link', { name: 'अगला' }).click();
  await page.waitForURL(/\/hi\/equipments\?.*page=2/);
  await expect(page.getByRole('navigation', { name: 'आप यहां हैं' })).toHaveText('उपकरण » पेज 2 / 2');

  // The keyword form sends to the Hindi list.
  await page.getByRole('textbox', { name: 'कीवर्ड' }).fill('crane');
  await page.getByRole('button', { name: 'खोजें', exact: true }).click();
  await page.waitForURL(/\/hi\/equipments\?.*q=crane/);

  const link = cards(page).first().locator('h3 a');
  await expect(link).toHaveAttribute('href', /^\/hi\/equipment\/golf-tower-crane--\d+$/);
  // A guest sees the login prompt, then the Hindi detail page is asked for.
  const asked = page.waitForRequest(/\/hi\/equipment\/golf-tower-crane--\d+/);
  await link.click();
  await asked;
});

test('the language switch keeps the list and its query both ways', async ({ page }) => {
  await page.goto('/hi/equipments?q=crane&sort=nameasc');
  await page.locator('a[hreflang="en-IN"]:visible').first().click();
  await page.waitForURL((u) => u.pathname === '/equipments' && u.search === '?q=crane&sort=nameasc');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveText('Equipment » Page 1 of 1');
  await page.locator('a[hreflang="hi-IN"]:visible').first().click();
  await page.waitForURL((u) => u.pathname === '/hi/equipments' && u.search === '?q=crane&sort=nameasc');
  await expectHindiPage(page);
});

test('without JavaScript the Hindi filter form sends to the Hindi list', async ({ browser, app }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: app.base, viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await page.goto('/hi/equipments');
  await expect(page.locator('#list-filter-form')).toHaveAttribute('action', '/hi/equipments');
  await page.getByRole('link', { name: 'फिल्टर खोलें' }).click();
  await page.locator('#f-cat').selectOption({ label: 'लिफ्टिंग' });
  await page.getByRole('button', { name: 'फिल्टर लागू करें' }).click();
  await page.waitForURL(/\/hi\/equipments\?.*cat=lifting-equipment/);
  await expect(page.locator('h1')).toHaveText('लिफ्टिंग उपकरण — 1');
  await context.close();
});

/** Sum of the page's layout shifts so far (buffered entries, taken at once). */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
  });

for (const width of [375, 412]) {
  test(`the Hindi list does not move when its script takes over (${width} px phone)`, async ({ openPage }) => {
    // The count, Near me, Sort and the sort's no-JavaScript Apply button share a row; a control that left the
    // row at hydration ('लागू करें' is wider than 'Apply') let it re-wrap and moved every card.
    const page = await openPage({ width, height: 823 });
    await page.goto('/hi/equipments');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('button', { name: 'मेरे पास' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
}
