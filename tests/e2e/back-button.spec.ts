import type { Page } from '@playwright/test';
import { equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendor, createVendorUser } from '../fixtures/factories.ts';
import { expect, signIn, test } from './fixtures.ts';

/**
 * The Back button (docs/decisions/046-the-back-button.md): list → detail → Back puts the list back where it was; Back
 * closes an open dialog or the phone filter panel and stays on the page, keeping the typed enquiry; a form with typed
 * content asks before it is left, and not after a save. On a phone and on a desktop.
 */
test.use({ specFile: import.meta.url });

const SIZES = [
  { name: 'phone', width: 375, height: 800 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** 14 listings at 6 a page: pages 1 and 2 are full. Newest first, so 'Back Loader 13' opens page 1. */
const LISTINGS = 14;
const listingName = (i: number) => `Back Loader ${String(i).padStart(2, '0')}`;
let client: Awaited<ReturnType<typeof createLoginUser>>;
let machine: { id: number; name: string };

test.beforeAll(async () => {
  const db = testDb();
  client = await createLoginUser(db, 'Client@123', { fullName: 'Ravi Kulkarni', emailConfirmed: true });
  const vendor = await createVendor(db, { name: 'Back Button Rentals' });
  for (let i = 0; i < LISTINGS; i++) {
    const e = await createEquipment(db, vendor.id, { name: listingName(i), city: 'Pune', createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    if (i === LISTINGS - 1) machine = e;
  }
});

/** Once hydrated every control is live (root.tsx marks it). */
const hydrated = (page: Page) => expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const size of SIZES) {
  test.describe(`on a ${size.name} (${size.width} px)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      await signIn(page, client.email, 'Client@123');
    });

    for (const listPage of [1, 2]) {
      test(`list page ${listPage} → a machine → Back: the same page of the list, scrolled where it was`, async ({ page }) => {
        await page.goto(`/equipments${listPage === 2 ? '?page=2' : ''}`);
        await hydrated(page);
        // The last card of the page: far enough down that the list had to be scrolled to reach it.
        const name = listingName(LISTINGS - 6 * listPage);
        const title = page.getByRole('heading', { name });
        await title.scrollIntoViewIfNeeded();
        await page.mouse.wheel(0, 120);
        await expect.poll(() => scrollY(page)).toBeGreaterThan(200);
        // The wheel may still be scrolling: read the position once it has settled (two reads alike).
        let last = -1;
        await expect.poll(async () => last === (last = await scrollY(page))).toBe(true);
        const before = last;
        const listUrl = page.url();

        await page.getByRole('link', { name }).first().click();
        await page.waitForURL(/\/equipment\//);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
        await page.goBack();

        await expect(page).toHaveURL(listUrl);
        await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(`Page ${listPage} of 3`);
        await expect(title).toBeInViewport();
        await expect.poll(() => scrollY(page)).toBeGreaterThan(before - 40);
        expect(await scrollY(page)).toBeLessThan(before + 40);
      });
    }

    test('Back closes the enquiry dialog, stays on the page and keeps what was typed', async ({ page }) => {
      await page.goto('/equipments');
      await page.getByRole('link', { name: machine.name }).first().click();
      await page.waitForURL(/\/equipment\//);
      const detailUrl = page.url();
      await hydrated(page);

      await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
      await dialog.getByLabel('Message').fill('Need it at Hinjewadi from Monday, with operator.');
      await page.goBack();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(detailUrl);
      await expect(page.getByRole('heading', { level: 1, name: machine.name })).toBeVisible();

      // Opened again in the same visit: the message is still there.
      await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
      await expect(dialog.getByLabel('Message')).toHaveValue('Need it at Hinjewadi from Monday, with operator.');
      // Closed by its X: no entry is left behind, so one Back leaves the page.
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(detailUrl);
      await page.goBack();
      await expect(page).toHaveURL(/\/equipments$/);
    });

    test('a reload with the enquiry dialog open: the page comes back whole and one Back leaves it', async ({ page }) => {
      await page.goto('/equipments');
      await page.getByRole('link', { name: machine.name }).first().click();
      await page.waitForURL(/\/equipment\//);
      const detailUrl = page.url();
      await hydrated(page);
      await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Send Enquiry' })).toBeVisible();
      await page.reload();
      await hydrated(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(detailUrl);
      // The dialog's entry was stepped over at start: Back goes to the list, not to the same page again.
      await expect.poll(() => page.evaluate(() => (history.state as { backCloses?: string } | null)?.backCloses ?? null)).toBeNull();
      await page.goBack();
      await expect(page).toHaveURL(/\/equipments$/);
    });
  });
}

test.describe('the phone filter panel', () => {
  test('Back closes the open panel and stays on the list; a filter chosen in it is undone by Back first', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/equipments');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open Filters' }).click();
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/\/equipments$/);
    await expect(page.getByRole('button', { name: 'Open Filters' })).toBeVisible();

    // Closed by its X: one Back then leaves the list (no stale entry).
    await page.goto('/');
    await page.goto('/equipments');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open Filters' }).click();
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Back closes the phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/equipments');
    await hydrated(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await page.goBack();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/equipments$/);
  });
});

for (const size of SIZES) {
  test.describe(`the equipment form on a ${size.name} (${size.width} px)`, () => {
    test('typed and left: asks; Stay keeps the text, Leave leaves; Back asks too', async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const { user } = await createVendorUser(testDb(), { vendor: { city: 'Pune', state: 'Maharashtra' } });
      await signIn(page, user.email, 'Secret@123');
      await page.goto('/manage/equipments');
      await page.getByRole('link', { name: 'Add equipment' }).first().click();
      await page.waitForURL('**/manage/equipments/new');
      await hydrated(page);

      // Nothing typed: Cancel just leaves.
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.waitForURL('**/manage/equipments');
      await page.getByRole('link', { name: 'Add equipment' }).first().click();
      await page.waitForURL('**/manage/equipments/new');

      await page.getByLabel('Listing title').fill('Half-typed JCB');
      await page.getByRole('link', { name: 'Cancel' }).click();
      const ask = page.getByRole('dialog', { name: 'Leave this page?' });
      await expect(ask).toContainText('What you typed will be lost.');
      await ask.getByRole('button', { name: 'Stay' }).click();
      await expect(ask).toBeHidden();
      await expect(page).toHaveURL(/\/manage\/equipments\/new$/);
      await expect(page.getByLabel('Listing title')).toHaveValue('Half-typed JCB');

      // Back asks as well; Leave goes.
      await page.goBack();
      await expect(ask).toBeVisible();
      await expect(page).toHaveURL(/\/manage\/equipments\/new$/);
      await ask.getByRole('button', { name: 'Leave' }).click();
      await expect(page).toHaveURL(/\/manage\/equipments$/);
      await expect(ask).toBeHidden();
    });

    test('a reload with typed text gets the browser question; saved, it leaves without asking', async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height });
      const { user, vendor } = await createVendorUser(testDb(), { vendor: { city: 'Pune', state: 'Maharashtra' } });
      const own = await createEquipment(testDb(), vendor.id, { name: 'Own Backhoe Loader', catalogueSlug: 'backhoe-loader', category: 'earth-moving-equipment', city: 'Pune' });
      await signIn(page, user.email, 'Secret@123');
      await page.goto('/manage/equipments');
      await page.getByRole('link', { name: `Edit ${own.name}` }).click();
      await page.waitForURL(`**/manage/equipments/${own.id}`);
      await hydrated(page);

      const asked: string[] = [];
      page.on('dialog', (d) => {
        asked.push(d.type());
        void d.accept();
      });
      await page.getByLabel('Brand', { exact: true }).fill('Mahindra');
      await page.reload();
      await hydrated(page);
      expect(asked).toEqual(['beforeunload']);
      await expect(page.getByLabel('Brand', { exact: true })).not.toHaveValue('Mahindra');

      await page.getByLabel('Brand', { exact: true }).fill('Mahindra');
      await page.getByRole('button', { name: /^Save/ }).click();
      await page.waitForURL('**/manage/equipments');
      await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toHaveCount(0);
      expect(asked).toEqual(['beforeunload']);
    });
  });
}

test('a machine page opened straight (a shared link): Back from the enquiry dialog still stays on it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, client.email, 'Client@123');
  await page.goto(equipmentPath(machine.id, machine.name));
  await hydrated(page);
  await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Send Enquiry' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: machine.name })).toBeVisible();
});

test('a search sent from the header search dialog lands on its results, and one Back returns to the page it was sent from', async ({ page }) => {
  await page.goto('/equipments');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await dialog.getByLabel('Search for').selectOption('contractor');
  await dialog.getByRole('combobox', { name: 'Contractor Type' }).fill('Road Contractor');
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/contractors\?type=Road\+Contractor$/);
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).toHaveURL(/\/equipments$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an edit dialog with changed content asks before Back or its X closes it; Keep editing keeps the text', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, client.email, 'Client@123');
  await page.goto('/client/manage');
  await hydrated(page);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  const ask = edit.getByRole('alertdialog', { name: 'Discard your changes?' });

  // Nothing changed: Back just closes it.
  await expect(edit.getByLabel('City')).toBeVisible();
  await page.goBack();
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(/\/client\/manage$/);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await edit.getByLabel('City').fill('Nashik');
  await page.goBack();
  await expect(ask).toContainText('What you typed will be lost.');
  await expect(page).toHaveURL(/\/client\/manage$/);
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(edit.getByLabel('City')).toHaveValue('Nashik');

  // Its X asks too; Discard closes it, and no entry is left behind: one more Back leaves the page.
  await edit.getByRole('button', { name: 'Close' }).click();
  await ask.getByRole('button', { name: 'Discard' }).click();
  await expect(edit).toBeHidden();
  await page.goBack();
  await expect(page).not.toHaveURL(/\/client\/manage$/);
});
