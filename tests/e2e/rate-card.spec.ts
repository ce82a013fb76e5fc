import { eq } from 'drizzle-orm';
import { equipment } from '../../db/schema/index.ts';
import { editEquipmentPath, equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, createVendorUser } from '../fixtures/factories.ts';
import { errorsOf, expect, signIn, test } from './fixtures.ts';
import { englishLeft, expectNoSidewaysScroll } from './hindi.ts';

/**
 * The rate card (docs/decisions/052-rate-card.md): a vendor fills it on a phone, the detail page shows it in
 * full, and the list filters by the most a day may cost and sorts by price, in English and in Hindi.
 */
test.use({ specFile: import.meta.url });

let vendor: Awaited<ReturnType<typeof createVendorUser>>;
let listing: { id: number; name: string };
const TAG = 'Ratecardtest';

test.beforeAll(async () => {
  const db = testDb();
  vendor = await createVendorUser(db, { vendor: { name: 'Deccan Earthmovers' } });
  listing = await createEquipment(db, vendor.vendor.id, {
    name: 'JCB 3DX Backhoe Loader',
    catalogueSlug: 'backhoe-loader',
    brand: 'JCB',
    monthlyRate: 150000,
    operatorAvailable: true,
  });
  const others = await createVendor(db, { name: 'Pune Plant Hire' });
  for (const [name, dailyRate] of [
    [`${TAG} Cheap Roller`, 4500],
    [`${TAG} Mid Excavator`, 7800],
    [`${TAG} Dear Crane`, 16000],
    [`${TAG} Monthly Only Mixer`, null],
  ] as const)
    await createEquipment(db, others.id, { name, dailyRate, monthlyRate: 120000 });
});

test('a vendor fills the rate card on a phone; buyers read it in full on the detail page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, vendor.user.email, 'Secret@123');
  await page.goto(editEquipmentPath(listing.id));
  const card = page.getByTestId('rate-card-fields');
  await expect(card).toBeVisible();
  // No rent at all: the message sits next to the first rate.
  await page.getByLabel('Monthly rent (₹)').fill('');
  await page.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByText('Please enter at least one rent: per day, per month or per hour.')).toBeVisible();
  await expect(page.getByLabel('Daily rent (₹)')).toHaveAttribute('aria-invalid', 'true');
  // A bad minimum hire is refused next to its field.
  await page.getByLabel('Daily rent (₹)').fill('9,000');
  await page.getByLabel('Hourly rent (₹)').fill('1200');
  await page.getByLabel('Minimum hire (optional)').fill('0');
  await page.getByRole('button', { name: 'Save and send for review' }).click();
  await expect(page.getByText('Minimum hire must be a whole number from 1 to 999.')).toBeVisible();
  await page.getByLabel('Minimum hire (optional)').fill('4');
  await page.getByLabel('Minimum hire in').selectOption('hours');
  await page.getByLabel('Mobilisation charge (₹) (optional)').fill('3500');
  await page.getByLabel('Included in the rent (wet hire)').check();
  await card.getByRole('group', { name: 'Fuel' }).getByLabel('Included in the rent').check();
  await expectNoSidewaysScroll(page, 375);
  await page.screenshot({ path: 'test-results/rate-card/editor-375.png', fullPage: true });
  await page.getByRole('button', { name: 'Save and send for review' }).click();
  await page.waitForURL('**/manage/equipments');

  const [row] = await testDb().select().from(equipment).where(eq(equipment.id, listing.id));
  expect(row).toMatchObject({
    dailyRate: 9000,
    monthlyRate: null,
    hourlyRate: 1200,
    minHire: 4,
    minHireUnit: 'hours',
    operatorIncluded: true,
    operatorAvailable: true,
    fuelIncluded: true,
    mobilisationCharge: 3500,
    status: 'pending',
  });
  await testDb().update(equipment).set({ status: 'approved' }).where(eq(equipment.id, listing.id));

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(equipmentPath(listing.id, listing.name));
    const rc = page.getByTestId('rate-card');
    await expect(rc.getByTestId('rate-day')).toHaveText(/Per day\s*₹9,000/);
    await expect(rc.getByTestId('rate-month')).toHaveText(/Per month\s*Ask the vendor/);
    await expect(rc.getByTestId('rate-hour')).toHaveText(/Per hour\s*₹1,200/);
    await expect(rc.getByTestId('rate-minimum')).toHaveText(/Minimum hire\s*4 hours/);
    await expect(rc.getByTestId('rate-operator')).toHaveText(/Included in the rent \(wet hire\)/);
    await expect(rc.getByTestId('rate-fuel')).toHaveText(/Included in the rent/);
    await expect(rc.getByTestId('rate-mobilisation')).toHaveText(/₹3,500/);
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `test-results/rate-card/detail-${width}.png`, fullPage: true });
  }
  // The same card in Hindi.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/hi${equipmentPath(listing.id, listing.name)}`);
  const hi = page.getByTestId('rate-card');
  await expect(hi.getByRole('heading')).toHaveText('रेट कार्ड');
  await expect(hi.getByTestId('rate-minimum')).toHaveText(/न्यूनतम किराया अवधि\s*4 घंटे/);
  await expect(hi.getByTestId('rate-month')).toHaveText(/विक्रेता से पूछें/);
  expect(await englishLeft(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/rate-card/detail-hi-375.png', fullPage: true });
  expect(errorsOf(page)).toEqual([]);
});

test('the list filters by the most a day may cost and sorts by price, in English and in Hindi', async ({ page }) => {
  const names = () => page.getByRole('heading', { level: 3 }).filter({ hasText: TAG }).allInnerTexts();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/equipments?q=${TAG}`);
  await page.getByLabel('Max rent per day (₹)').fill('8,000');
  await page.getByLabel('Max rent per day (₹)').press('Enter');
  await expect(page).toHaveURL(/maxday=8%2C000|maxday=8000/);
  await expect(page.getByRole('link', { name: /Up to ₹8,000\/day/ })).toBeVisible();
  // The sort applies on change once the page's script runs (without it, its own Apply button does).
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByLabel('Sort').selectOption({ label: 'Price: high to low' });
  await expect(page).toHaveURL(/sort=pricedesc/);
  await expect.poll(names).toEqual([`${TAG} Mid Excavator`, `${TAG} Cheap Roller`]);
  await expect(page.getByTestId('best-rate').first()).toHaveText('₹7,800/day');
  await page.screenshot({ path: 'test-results/rate-card/list-1280.png', fullPage: true });

  // Low to high without the filter: listings without a daily rent come last.
  await page.goto(`/equipments?q=${TAG}&sort=priceasc`);
  await expect.poll(names).toEqual([`${TAG} Cheap Roller`, `${TAG} Mid Excavator`, `${TAG} Dear Crane`, `${TAG} Monthly Only Mixer`]);
  // A mangled maxday lists without the filter rather than failing.
  expect((await page.goto(`/equipments?q=${TAG}&maxday=abc`))!.status()).toBe(200);

  // Hindi on a phone: the filter, its chip and the sort in Hindi, no English left.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/hi/equipments?q=${TAG}&maxday=8000&sort=priceasc`);
  await expect.poll(names).toEqual([`${TAG} Cheap Roller`, `${TAG} Mid Excavator`]);
  await expect(page.getByRole('link', { name: /₹8,000 प्रति दिन तक/ })).toBeVisible();
  await expect(page.getByLabel('क्रम')).toHaveValue('priceasc');
  await expect(page.getByLabel('क्रम').locator('option:checked')).toHaveText('कीमत: कम से ज़्यादा');
  expect(await englishLeft(page)).toEqual([]);
  await expectNoSidewaysScroll(page, 375);
  await page.screenshot({ path: 'test-results/rate-card/list-hi-375.png', fullPage: true });
  // The phone's filter panel: the price field in Hindi, holding the filter in force.
  await page.getByRole('button', { name: 'फिल्टर खोलें' }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByLabel('प्रति दिन अधिकतम किराया (₹)')).toHaveValue('8000');
  expect(await englishLeft(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/rate-card/filters-hi-375.png' });
  expect(errorsOf(page)).toEqual([]);
});
