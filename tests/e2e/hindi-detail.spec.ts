import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { pathIn } from '../../app/i18n/lang.ts';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createProject, createReview, createUser, createVendor } from '../fixtures/factories.ts';
import { expect, signIn, test, toasts } from './fixtures.ts';
import { englishLeft, expectHindiPage, expectNoSidewaysScroll } from './hindi.ts';

/**
 * The detail pages in Hindi (docs/decisions/048-hindi-site.md): every tab of an equipment and a contractor
 * page in Hindi at phone and desktop width (what vendors and contractors typed stays as typed), the
 * language switch there and back, and the enquiry and review dialogs in Hindi.
 */
test.use({ specFile: import.meta.url });

let client: Awaited<ReturnType<typeof createLoginUser>>;
let crane: { id: number; name: string };
let other: { id: number; name: string };
let builder: { id: number; companyName: string };

test.beforeAll(async () => {
  const db = testDb();
  client = await createLoginUser(db, 'Client@123', { fullName: 'Farah Khan', phone: '9876500011', emailConfirmed: true });
  const v = await createVendor(db, { name: 'Sahyadri Cranes', yearEstablished: 2009, serviceAreas: 'Pune, Satara' });
  crane = await createEquipment(db, v.id, {
    name: 'Hydra 12 Tonne Crane',
    catalogueSlug: 'telescopic-crane',
    category: 'lifting-equipment',
    brand: 'Escorts',
    model: 'F15',
    condition: 'Excellent',
    description: 'A 12 tonne pick and carry crane. Diesel, 2019.',
    specification: 'Engine overhauled in 2024.',
    monthlyRate: 185000,
    dailyRate: 8000,
    operatorAvailable: true,
    thumbnailUrl: '/catalogue/telescopic-crane.svg',
    galleryImages: ['/catalogue/tower-crane.svg', '/catalogue/boom-lift.svg'],
  });
  other = await createEquipment(db, v.id, { name: 'Sahyadri Forklift', category: 'lifting-equipment', thumbnailUrl: '/catalogue/forklift.svg' });
  const reviewer = await createUser(db, { fullName: 'Anil Deshmukh' });
  await createReview(db, { userId: reviewer.id, equipmentId: crane.id, vendorId: v.id, stars: 5, text: 'Crane arrived on time, operator was careful.' });
  builder = await createContractor(db, {
    companyName: 'Patil Constructions',
    contactPerson: 'Suresh Patil',
    contractorTypes: ['Civil Contractor', 'Road Contractor'],
    workingSectors: ['Roads & Highways'],
    workLocations: ['Pune', 'Satara'],
    laborStrength: 1250,
    specificWorkDetail: 'Roads, culverts and compound walls across western Maharashtra.',
    ratingAvg: 4,
    ratingCount: 1,
  });
  await createProject(db, builder.id, { title: 'Satara ring road', location: 'Satara', sector: 'Roads & Highways', description: 'Six-lane cement concrete road.' });
  await createReview(db, { userId: reviewer.id, contractorId: builder.id, stars: 4, text: 'Neat work.' });
});

const hindiEquipment = () => pathIn(equipmentPath(crane.id, crane.name), 'hi');
const hindiContractor = () => pathIn(contractorPath(builder.id, builder.companyName), 'hi');

/** Every tab in turn: the page stays Hindi (typed content aside) and nothing scrolls sideways. */
async function checkEveryTab(page: Page, width: number, tabs: string[], shot: string) {
  await expect(page.getByRole('tab')).toHaveText(tabs);
  for (const [i, name] of tabs.entries()) {
    await page.getByRole('tab', { name, exact: true }).click();
    await expect(page.getByRole('tab', { name, exact: true })).toHaveAttribute('aria-selected', 'true');
    expect(await englishLeft(page), `English left on the tab ${name}`).toEqual([]);
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `test-results/hindi-detail/${shot}-${width}-tab${i}.png`, fullPage: true });
  }
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the equipment detail page is in Hindi on every tab', async ({ page }) => {
      await signIn(page, client.email, 'Client@123');
      await page.goto(hindiEquipment());
      await expectHindiPage(page);
      await expect(page).toHaveTitle('Pune में किराये पर Hydra 12 Tonne Crane | BuildMart');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(crane.name);
      // Catalogue names, facts and money in Hindi and India's way of writing numbers; what the vendor typed as typed.
      await expect(page.getByRole('navigation', { name: 'आप यहां हैं' }).getByRole('link')).toHaveText(['उपकरण', 'लिफ्टिंग उपकरण']);
      const facts = page.locator('dl');
      await expect(facts.getByText('ब्रांड', { exact: true })).toBeVisible();
      await expect(facts.getByText('Escorts', { exact: true })).toBeVisible();
      await expect(facts.getByText('बहुत अच्छी', { exact: true })).toBeVisible();
      await expect(facts.getByText('₹8,000 प्रति दिन · ₹1,85,000 प्रति माह')).toBeVisible();
      await expect(facts.getByText('उपलब्ध नहीं', { exact: true })).toHaveCount(2); // capacity and year not given
      await expect(page.getByText('मशीन का इतिहास:')).toBeVisible();
      await expect(page.getByRole('button', { name: 'पूछताछ भेजें' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'कॉल करें' })).toHaveAttribute('href', /^tel:/);
      await checkEveryTab(page, width, ['जानकारी', 'फोटो', 'दूसरे उपकरण', 'समीक्षाएं'], 'equipment');
      // The other listings link to Hindi pages; the review shows its date in Hindi.
      await page.getByRole('tab', { name: 'दूसरे उपकरण' }).click();
      await expect(page.getByTestId('other-equipments').getByRole('link')).toHaveAttribute('href', pathIn(equipmentPath(other.id, other.name), 'hi'));
      await page.getByRole('tab', { name: 'समीक्षाएं' }).click();
      await expect(page.getByTestId('reviews').locator('time')).toHaveText(/^\d{1,2} [\u0900-\u097F]+ \d{4}$/);
    });

    test('the contractor detail page is in Hindi on every tab', async ({ page }) => {
      await page.goto(hindiContractor());
      await expectHindiPage(page);
      await expect(page).toHaveTitle('Patil Constructions — Pune में सिविल ठेकेदार | BuildMart');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(builder.companyName);
      await expect(page.getByText('मजदूरों की संख्या')).toBeVisible();
      await expect(page.getByText('1,250', { exact: true })).toBeVisible();
      await expect(page.getByText('सिविल ठेकेदार', { exact: true })).toBeVisible();
      await expect(page.getByText('5 में से 4.0 (1)')).toBeVisible();
      await expect(page.getByRole('button', { name: 'समीक्षा लिखें' })).toBeVisible();
      await checkEveryTab(page, width, ['जानकारी', 'प्रोजेक्ट', 'समीक्षाएं'], 'contractor');
    });
  });
}

test.describe('switching language and the dialogs', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the header switch goes from the English page to the Hindi one and back, path and query kept', async ({ page }) => {
    for (const path of [equipmentPath(crane.id, crane.name), contractorPath(builder.id, builder.companyName)]) {
      await page.goto(`${path}?ref=share`);
      await page.getByRole('link', { name: 'हिन्दी' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${pathIn(path, 'hi')}\\?ref=share$`));
      await expectHindiPage(page);
      await expect(page.getByRole('tab', { name: 'जानकारी' })).toBeVisible();
      await page.getByRole('link', { name: 'English' }).first().click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?ref=share$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();
    }
  });

  test('a signed-in client sends an enquiry in Hindi: Hindi labels, a Hindi field error, the Hindi success message', async ({ page }) => {
    await signIn(page, client.email, 'Client@123');
    await page.goto(hindiEquipment());
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    const form = page.getByRole('dialog', { name: 'पूछताछ भेजें' });
    await expect(form.getByLabel('नाम')).toHaveValue('Farah Khan');
    await expect(form.getByLabel('विषय')).toHaveValue(`${crane.name} के बारे में पूछताछ`);
    await page.screenshot({ path: 'test-results/hindi-detail/enquiry-open.png' });
    await form.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(form.getByText('संदेश जरूरी है।')).toHaveCount(1);
    expect(await englishLeft(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/hindi-detail/enquiry-error.png' });
    // The hire details' own messages are Hindi too (docs/decisions/053).
    await expect(form.getByText('कृपया शुरू होने की तारीख चुनें।')).toHaveCount(1);
    await expect(form.getByText('कृपया बताएँ कि आपको ऑपरेटर चाहिए या नहीं।')).toHaveCount(1);
    await form.getByLabel('संदेश').fill('1 दिसंबर से दो हफ्ते के लिए, हिंजवडी साइट पर।');
    await form.getByLabel('शुरू होने की तारीख').fill(new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel('अवधि').fill('2');
    await form.getByLabel('इकाई', { exact: true }).selectOption('weeks');
    await form.getByLabel('साइट का शहर या PIN कोड').fill('पुणे');
    await form.getByLabel('हाँ, ऑपरेटर के साथ').check();
    await form.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await expect(form.getByRole('status')).toHaveText('पूछताछ सफलतापूर्वक भेज दी गई!');
    await page.screenshot({ path: 'test-results/hindi-detail/enquiry-sent.png' });
    const rows = await testDb().execute<{ subject: string }>(sql`SELECT subject FROM enquiries WHERE user_id = ${client.id} AND equipment_id = ${crane.id}`);
    expect(rows.rows).toEqual([{ subject: `${crane.name} के बारे में पूछताछ` }]);
  });

  test('the review dialog opens in Hindi and asks for the stars in Hindi', async ({ page }) => {
    await signIn(page, client.email, 'Client@123');
    await page.goto(hindiContractor());
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'समीक्षा लिखें' }).click();
    const form = page.getByRole('dialog', { name: 'समीक्षा लिखें' });
    await expect(form.getByRole('radio', { name: '4 स्टार' })).toBeVisible();
    await form.getByRole('button', { name: 'समीक्षा भेजें' }).click();
    await expect(form.getByText('कृपया 1 से 5 स्टार चुनें।')).toBeVisible();
    await expect(form.getByText('कृपया अपनी समीक्षा लिखें।')).toBeVisible();
    expect(await englishLeft(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/hindi-detail/review-open.png' });
  });

  test('moving to another listing from a Hindi page shows the loading toasts in Hindi', async ({ page }) => {
    await page.goto(hindiEquipment());
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'दूसरे उपकरण' }).click();
    await page.getByTestId('other-equipments').getByRole('link').click();
    await expect(toasts(page).filter({ hasText: 'पेज सफलतापूर्वक लोड हो गया!' })).not.toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(other.name);
  });
});
