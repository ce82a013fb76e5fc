import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor, createWorker } from '../fixtures/factories.ts';
import { expect, test } from './fixtures.ts';
import { englishLeft, expectHindiPage, expectNoSidewaysScroll } from './hindi.ts';

/**
 * The contractor list, the workforce list and the two landing pages in Hindi (docs/decisions/048-hindi-site.md):
 * Hindi headings with the catalogue's Hindi names, no English left outside what providers typed, nothing
 * wider than a phone, filters that stay on /hi/, and the header switch that keeps the page and its query.
 */
test.use({ specFile: import.meta.url });

test.beforeAll(async () => {
  const db = testDb();
  await createContractor(db, {
    companyName: 'Patil Constructions',
    contractorTypes: ['Civil Contractor', 'Road Contractor'],
    workingSectors: ['Roads & Highways'],
    city: 'Pune',
    state: 'Maharashtra',
    workLocations: ['Pune', 'Mumbai'],
  });
  await createContractor(db, {
    companyName: 'Reddy Electricals',
    contractorTypes: ['Electrical Contractor'],
    workingSectors: ['Power & Energy'],
    city: 'Hyderabad',
    state: 'Telangana',
    workLocations: ['Hyderabad'],
  });
  await createWorker(db, { name: 'Suresh Kumar', category: 'skilled', trade: 'Carpenter', city: 'Pune', state: 'Maharashtra', experienceYears: 12 });
  await createWorker(db, { name: 'Shakti Manpower', kind: 'agency', category: 'unskilled', trade: 'Labourer', headcount: 40, city: 'Mumbai', state: 'Maharashtra' });
  const v = await createVendor(db, { name: 'Deccan Earthmovers' });
  await createEquipment(db, v.id, { catalogueSlug: 'backhoe-loader', name: 'JCB 3DX Backhoe Loader', city: 'Pune', dailyRate: 6500 });
  await createEquipment(db, v.id, { catalogueSlug: 'backhoe-loader', name: 'Backhoe Loader Mumbai', city: 'Mumbai' });
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Hindi page, no English outside typed content, nothing wider than the screen; a screenshot to look at. */
async function checkHindi(page: Page, width: number, shot: string) {
  await expectHindiPage(page);
  await page.screenshot({ path: `test-results/hindi-contractors-staffing/${shot}-${width}.png`, fullPage: true });
  await expectNoSidewaysScroll(page, width);
  expect(await englishLeft(page)).toEqual([]);
}

/** The header's language switch (a plain link to the same page and query in the other language). */
const switchTo = (page: Page, hreflang: 'en-IN' | 'hi-IN') => page.locator(`header a[hreflang="${hreflang}"]:visible`).first().click();

for (const width of [375, 1280]) {
  test(`contractors with a type filter in Hindi at ${width} px`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/hi/contractors?type=Civil%20Contractor');
    await expect(h1(page)).toHaveText('सिविल ठेकेदार — 1');
    const card = page.getByTestId('contractor-card');
    await expect(card).toHaveCount(1);
    await expect(card.locator('li')).toHaveText(['सिविल ठेकेदार', 'सड़क ठेकेदार']);
    await expect(card).toContainText('सड़क और राजमार्ग');
    // The filter's option in Hindi, its value the catalogue's English name (on a phone it is in the closed panel).
    await expect(page.locator('input[name="type"][value="Civil Contractor"]')).toBeChecked();
    if (width > 1000) await expect(page.getByRole('checkbox', { name: 'सिविल ठेकेदार' })).toBeChecked();
    await checkHindi(page, width, 'contractors');

    // The switch keeps the page and its query, both ways.
    await switchTo(page, 'en-IN');
    await expect(page).toHaveURL(/\/contractors\?type=Civil(\+|%20)Contractor$/);
    await expect(h1(page)).toHaveText('Civil contractors — 1');
    await switchTo(page, 'hi-IN');
    await expect(page).toHaveURL(/\/hi\/contractors\?type=Civil(\+|%20)Contractor$/);
    await expect(h1(page)).toHaveText('सिविल ठेकेदार — 1');
    expect(errors).toEqual([]);
  });

  test(`workforce in Hindi at ${width} px`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/hi/staffing');
    await expect(h1(page)).toHaveText('निर्माण कामगार — 2');
    const carpenter = page.getByTestId('worker-card').filter({ hasText: 'Suresh Kumar' });
    await expect(carpenter).toContainText('बढ़ई');
    await expect(carpenter).toContainText('कुशल');
    await expect(carpenter).toContainText('12 साल का अनुभव');
    await expect(page.getByTestId('worker-card').filter({ hasText: 'Shakti Manpower' })).toContainText('40 कामगार दे सकते हैं');
    await checkHindi(page, width, 'staffing');
    expect(errors).toEqual([]);
  });

  test(`landing pages in Hindi at ${width} px`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/hi/rent/backhoe-loader/pune');
    await expect(h1(page)).toHaveText('पुणे में किराये पर बैकहो लोडर (JCB) — 1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/rent\/backhoe-loader\/pune$/);
    await checkHindi(page, width, 'rent-landing');
    // A nearby city's landing page, in Hindi, by its Hindi name.
    await page.getByRole('link', { name: /^मुंबई — 1/ }).click();
    await expect(page).toHaveURL(/\/hi\/rent\/backhoe-loader\/mumbai$/);
    await expect(h1(page)).toHaveText('मुंबई में किराये पर बैकहो लोडर (JCB) — 1');

    await page.goto('/hi/contractors/civil-contractor/pune');
    await expect(h1(page)).toHaveText('पुणे में सिविल ठेकेदार — 1');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/contractors\/civil-contractor\/pune$/);
    await checkHindi(page, width, 'contractor-landing');
    await switchTo(page, 'en-IN');
    await expect(page).toHaveURL(/\/contractors\/civil-contractor\/pune$/);
    await expect(h1(page)).toHaveText('Civil Contractors in Pune — 1');
    expect(errors).toEqual([]);
  });
}

test('filters keep a Hindi list on /hi/', async ({ openPage }) => {
  const page = await openPage({ width: 1280, height: 800 });
  await page.goto('/hi/contractors');
  await page.waitForLoadState('networkidle');
  await page.getByRole('checkbox', { name: 'बिजली ठेकेदार' }).check();
  await expect(page).toHaveURL(/\/hi\/contractors\?.*type=Electrical\+Contractor/);
  await expect(h1(page)).toHaveText('बिजली ठेकेदार — 1');

  await page.goto('/hi/staffing');
  await page.waitForLoadState('networkidle');
  await page.locator('label').filter({ hasText: /^कुशल$/ }).click();
  await expect(page).toHaveURL(/\/hi\/staffing\?.*cat=skilled/);
  await expect(h1(page)).toHaveText('कुशल निर्माण कामगार — 1');
  // The keyword form sends to the Hindi list too.
  await page.getByRole('textbox', { name: /कीवर्ड|Keyword/ }).fill('Suresh');
  await page.getByRole('textbox', { name: /कीवर्ड|Keyword/ }).press('Enter');
  await expect(page).toHaveURL(/\/hi\/staffing\?q=Suresh.*cat=skilled/);
  await expect(h1(page)).toHaveText('“Suresh” से मिलते कुशल निर्माण कामगार — 1');
});
