import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { periodRange } from '../../core/period.ts';
import { testDb } from '../fixtures/db.ts';
import { createEnquiry, createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { signIn, useBrowser } from './browser.ts';

/**
 * docs/product.md#client-account-area (docs/decisions/024): the client's enquiry pager, 10 a page, with 11 enquiries this month.
 * Next works from the first render — also when clicked before the page's JavaScript has run —
 * Prev is disabled on page 1, and a period change goes back to page 1.
 */
const b = useBrowser();
const PASSWORD = 'Client@123';
const AREA = '/client/manage?tab=enquiries';

let client: Awaited<ReturnType<typeof createLoginUser>>;

beforeAll(async () => {
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
const subjects = (page: Page) => page.getByTestId('enquiry-card').getByRole('heading').allTextContents();
const pageText = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).locator('span').textContent();

/** Holds the page's JavaScript until `release()`: the page stays as the server rendered it. */
async function holdScripts(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** React has hydrated the pager: its buttons carry React's props (event handlers attached). */
const hydrated = (page: Page) =>
  page.waitForFunction(() => {
    const button = document.querySelector('nav[aria-label="Pagination"] button');
    return button !== null && Object.keys(button).some((k) => k.startsWith('__reactProps'));
  });

describe('client enquiry pager (docs/product.md#client-account-area: Prev/Next, Total: N enquiries, 10 a page)', () => {
  it('at 375 px: Next works from the first render, before the JavaScript has arrived', async () => {
    const page = await b.page(375, 800);
    await signIn(page, b.base(), client.email, PASSWORD);
    const release = await holdScripts(page);
    await page.goto(b.base() + AREA, { waitUntil: 'domcontentloaded' });
    // The server's page already knows the total: Next is enabled, Prev is not.
    await page.getByText('Total: 11 enquiries').waitFor();
    expect(await pageText(page)).toBe('Page 1 of 2');
    expect(await next(page).isEnabled()).toBe(true);
    expect(await prev(page).isDisabled()).toBe(true);
    expect(await page.getByTestId('enquiry-card').count()).toBe(10);
    await page.screenshot({ path: 'tests/screenshots/client-enquiry-pager-375.png', fullPage: true });

    // A plain form submission: the server renders page 2 (its scripts are still held, so no 'load' event).
    await next(page).click();
    await page.waitForURL(/[?&]page=2(&|$)/, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => pageText(page)).toBe('Page 2 of 2');
    expect(await subjects(page)).toEqual(['Enquiry 01']);
    expect(await prev(page).isEnabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);
    expect(await page.getByText('Total: 11 enquiries').count()).toBe(1);

    // Once hydrated, the same page goes on working in place.
    release();
    await hydrated(page);
    await prev(page).click();
    await expect.poll(() => pageText(page)).toBe('Page 1 of 2');
    await expect.poll(() => page.getByTestId('enquiry-card').count()).toBe(10);
    expect(new URL(page.url()).searchParams.get('page')).toBeNull();
    expect(await prev(page).isDisabled()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });

  it('at 1280 px: Next as soon as the page shows, Prev disabled on page 1, a period change goes back to page 1, a reload keeps the place', async () => {
    const page = await b.page(1280, 900);
    await signIn(page, b.base(), client.email, PASSWORD);
    await page.goto(b.base() + AREA);
    await hydrated(page);
    expect(await page.getByText('Total: 11 enquiries').count()).toBe(1);
    expect(await prev(page).isDisabled()).toBe(true);
    await next(page).click();
    await expect.poll(() => pageText(page)).toBe('Page 2 of 2');
    expect(await subjects(page)).toEqual(['Enquiry 01']);
    expect(await next(page).isDisabled()).toBe(true);
    await page.screenshot({ path: 'tests/screenshots/client-enquiry-pager-1280.png' });

    // A reload stays on page 2 (the place is in the URL).
    await page.reload();
    await hydrated(page);
    expect(await pageText(page)).toBe('Page 2 of 2');
    expect(await subjects(page)).toEqual(['Enquiry 01']);

    // Another period: page 1 of the new list.
    await page.getByLabel('Period').selectOption('last3months');
    await page.getByText('Total: 12 enquiries').waitFor();
    await expect.poll(() => pageText(page)).toBe('Page 1 of 2');
    await expect.poll(() => page.getByTestId('enquiry-card').count()).toBe(10);
    expect((await subjects(page))[0]).toBe('Enquiry 11');
    expect(await prev(page).isDisabled()).toBe(true);
    expect(await next(page).isEnabled()).toBe(true);
    await next(page).click();
    await expect.poll(() => pageText(page)).toBe('Page 2 of 2');
    expect(await subjects(page)).toEqual(['Enquiry 01', 'Last month enquiry']);
    await page.getByLabel('Period').selectOption('lastmonth');
    await page.getByText('Total: 1 enquiries').waitFor();
    await expect.poll(() => pageText(page)).toBe('Page 1 of 1');
    expect(await subjects(page)).toEqual(['Last month enquiry']);
    expect(await prev(page).isDisabled()).toBe(true);
    expect(await next(page).isDisabled()).toBe(true);
    const url = new URL(page.url());
    expect([url.searchParams.get('period'), url.searchParams.get('page')]).toEqual(['lastmonth', null]);

    // The sidebar's Enquiries link starts again from the defaults.
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Enquiries' }).click();
    await page.getByText('Total: 11 enquiries').waitFor();
    expect(await page.getByLabel('Period').inputValue()).toBe('thismonth');
    expect((page as Page & { errors: string[] }).errors).toEqual([]);
  });
});
