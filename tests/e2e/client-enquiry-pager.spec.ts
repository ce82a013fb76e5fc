import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { periodRange } from '../../core/period.ts';
import { testDb } from '../fixtures/db.ts';
import { createEnquiry, createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { errorsOf, expect, holdRequests, signIn, test } from './fixtures.ts';

/**
 * docs/product.md#client-account-area (docs/decisions/024): the client's enquiry pager, 10 a page, with 11 enquiries this month.
 * Next works from the first render — also when clicked before the page's JavaScript has run —
 * Prev is disabled on page 1, and a period change goes back to page 1.
 */
test.use({ specFile: import.meta.url });
const PASSWORD = 'Client@123';
const AREA = '/client/manage?tab=enquiries';

let client: Awaited<ReturnType<typeof createLoginUser>>;

test.beforeAll(async () => {
  const db = testDb();
  client = await createLoginUser(db, PASSWORD, { fullName: 'Kiran Desai' });
  const vendor = await createVendor(db);
  const machine = await createEquipment(db, vendor.id);
  const now = Date.now();
  // Eleven this month, the oldest first (the list is newest first: 'Enquiry 01' ends up alone on page 2).
  const monthStart = periodRange('thismonth', new Date(now)).from.getTime();
  for (let i = 1; i <= 11; i++) {
    const at = new Date(monthStart + ((now - monthStart) * i) / 12);
    await createEnquiry(db, { userId: client.id, vendorId: vendor.id, equipmentId: machine.id, subject: `Enquiry ${String(i).padStart(2, '0')}`, createdAt: at });
  }
  // One last month: Last 3 Months has 12.
  const lastMonth = new Date(periodRange('lastmonth', new Date(now)).from.getTime() + 2 * 86_400_000);
  const old = await createEnquiry(db, { userId: client.id, vendorId: vendor.id, equipmentId: machine.id, subject: 'Last month enquiry' });
  await db.execute(sql`UPDATE enquiries SET created_at = ${lastMonth.toISOString()} WHERE id = ${old.id}`);
});

const prev = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Prev' });
const next = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' });
const subjects = (page: Page) => page.getByTestId('enquiry-card').getByRole('heading');
const pageText = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('span');

/** The page has hydrated (root.tsx marks it) and the pager is there: its buttons answer. */
const hydrated = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true' && document.querySelector('nav[aria-label="Pagination"] button') !== null);

test.describe('client enquiry pager (docs/product.md#client-account-area: Prev/Next, Total: N enquiries, 10 a page)', () => {
  test('at 375 px: Next works from the first render, before the JavaScript has arrived', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await signIn(page, client.email, PASSWORD);
    // The page's JavaScript is held back: the page stays as the server rendered it.
    const { release } = await holdRequests(page, /\/assets\/.+\.js$/);
    await page.goto(AREA, { waitUntil: 'domcontentloaded' });
    // The server's page already knows the total: Next is enabled, Prev is not.
    await expect(page.getByText('Total: 11 enquiries')).toBeVisible();
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect(next(page)).toBeEnabled();
    await expect(prev(page)).toBeDisabled();
    await expect(page.getByTestId('enquiry-card')).toHaveCount(10);

    // A plain form submission: the server renders page 2 (its scripts are still held, so no 'load' event).
    await next(page).click();
    await page.waitForURL(/[?&]page=2(&|$)/, { waitUntil: 'domcontentloaded' });
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await expect(subjects(page)).toHaveText(['Enquiry 01']);
    await expect(prev(page)).toBeEnabled();
    await expect(next(page)).toBeDisabled();
    await expect(page.getByText('Total: 11 enquiries')).toHaveCount(1);

    // Once hydrated, the same page goes on working in place.
    release();
    await hydrated(page);
    await prev(page).click();
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect(page.getByTestId('enquiry-card')).toHaveCount(10);
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await expect(prev(page)).toBeDisabled();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(errorsOf(page)).toEqual([]);
  });

  test('at 1280 px: Next as soon as the page shows, Prev disabled on page 1, a period change goes back to page 1, a reload keeps the place', async ({ page, errors }) => {
    await signIn(page, client.email, PASSWORD);
    await page.goto(AREA);
    await hydrated(page);
    await expect(page.getByText('Total: 11 enquiries')).toHaveCount(1);
    await expect(prev(page)).toBeDisabled();
    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await expect(subjects(page)).toHaveText(['Enquiry 01']);
    await expect(next(page)).toBeDisabled();

    // A reload stays on page 2 (the place is in the URL).
    await page.reload();
    await hydrated(page);
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await expect(subjects(page)).toHaveText(['Enquiry 01']);

    // Another period: page 1 of the new list.
    await page.getByLabel('Period').selectOption('last3months');
    await expect(page.getByText('Total: 12 enquiries')).toBeVisible();
    await expect(pageText(page)).toHaveText('Page 1 of 2');
    await expect(page.getByTestId('enquiry-card')).toHaveCount(10);
    await expect(subjects(page).first()).toHaveText('Enquiry 11');
    await expect(prev(page)).toBeDisabled();
    await expect(next(page)).toBeEnabled();
    await next(page).click();
    await expect(pageText(page)).toHaveText('Page 2 of 2');
    await expect(subjects(page)).toHaveText(['Enquiry 01', 'Last month enquiry']);
    await page.getByLabel('Period').selectOption('lastmonth');
    await expect(page.getByText('Total: 1 enquiries')).toBeVisible();
    await expect(pageText(page)).toHaveText('Page 1 of 1');
    await expect(subjects(page)).toHaveText(['Last month enquiry']);
    await expect(prev(page)).toBeDisabled();
    await expect(next(page)).toBeDisabled();
    await expect
      .poll(() => {
        const url = new URL(page.url());
        return [url.searchParams.get('period'), url.searchParams.get('page')];
      })
      .toEqual(['lastmonth', null]);

    // The sidebar's Enquiries link starts again from the defaults.
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Enquiries' }).click();
    await expect(page.getByText('Total: 11 enquiries')).toBeVisible();
    await expect(page.getByLabel('Period')).toHaveValue('thismonth');
    expect(errors).toEqual([]);
  });
});
