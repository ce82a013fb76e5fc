import type { Page } from '@playwright/test';
import { equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor } from '../fixtures/factories.ts';
import { expect, test, toasts } from './fixtures.ts';
import { englishLeft, expectNoSidewaysScroll } from './hindi.ts';

/**
 * The compare tray and pages (docs/decisions/054-compare.md), as a guest: fill the tray from cards and a detail
 * page, the fifth refused, the tray kept across a reload, the comparison opened from the bar and its address
 * opened by someone else, removing from the bar and from the page; at phone and desktop width, and in Hindi.
 */
test.use({ specFile: import.meta.url });

// Oldest first, so the list (newest first) shows them in reverse.
const MACHINES = ['Alpha Backhoe Loader', 'Bravo Road Roller', 'Charlie Hydra Crane', 'Delta Concrete Mixer', 'Echo Motor Grader'];
const ids: Record<string, number> = {};

test.beforeAll(async () => {
  const db = testDb();
  const v = await createVendor(db, { name: 'Deccan Equipments' });
  for (const [i, name] of MACHINES.entries()) {
    const e = await createEquipment(db, v.id, { name, dailyRate: 5000 + i * 1000, year: 2015 + i, condition: 'Good', thumbnailUrl: '/catalogue/backhoe-loader.svg' });
    ids[name] = e.id;
    await db.execute(`UPDATE equipment SET created_at = now() - interval '${10 - i} minutes' WHERE id = ${e.id}`);
  }
  await createContractor(db, { companyName: 'Patil Constructions', contractorTypes: ['Civil Contractor'], workLocations: ['Pune', 'Satara'], laborStrength: 250 });
  await createContractor(db, { companyName: 'Reddy Electricals', contractorTypes: ['Electrical Contractor'], city: 'Hyderabad', state: 'Telangana', workLocations: ['Hyderabad'] });
});

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
const toggle = (page: Page, name: string) => page.getByRole('button', { name: `Compare ${name}`, exact: true });
const bar = (page: Page) => page.getByTestId('compare-bar');
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/compare/${name}.png`, fullPage: false });

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a guest fills the tray from cards and a detail page, is refused a fifth, keeps it across a reload and opens the comparison', async ({ page, openPage, errors }) => {
      await page.goto('/equipments');
      await hydrated(page);
      await expect(bar(page)).toHaveCount(0);
      for (const name of ['Echo Motor Grader', 'Delta Concrete Mixer', 'Charlie Hydra Crane']) {
        await toggle(page, name).click();
        await expect(toggle(page, name)).toHaveAttribute('aria-pressed', 'true');
      }
      await expect(bar(page)).toBeVisible();
      await expect(page.getByTestId('compare-count')).toHaveText('3 of 4');
      await shot(page, `list-tray-${width}`);

      // The bar never covers the last card's ENQUIRE: the page ends above it.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const lastEnquire = page.getByTestId('equipment-card').last().getByRole('link', { name: 'ENQUIRE' });
      const barTop = (await bar(page).boundingBox())!.y;
      const enquireBox = (await lastEnquire.boundingBox())!;
      expect(enquireBox.y + enquireBox.height).toBeLessThanOrEqual(barTop);
      await shot(page, `list-end-${width}`);

      // A fourth from its detail page; there the bar sits above the phone's contact bar.
      await page.goto(equipmentPath(ids['Bravo Road Roller']!, 'Bravo Road Roller'));
      await hydrated(page);
      await expect(page.getByTestId('compare-count')).toHaveText('3 of 4');
      await toggle(page, 'Bravo Road Roller').click();
      await expect(toggle(page, 'Bravo Road Roller')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('compare-count')).toHaveText('4 of 4');
      const contact = (await page.locator('#enquire').boundingBox())!;
      const trayBox = (await bar(page).boundingBox())!;
      if (width < 1024) expect(trayBox.y + trayBox.height).toBeLessThanOrEqual(contact.y + 1);
      await shot(page, `detail-tray-${width}`);

      // The fifth is refused with a message, and the tray stays as it was.
      await page.goto('/equipments');
      await hydrated(page);
      await toggle(page, 'Alpha Backhoe Loader').click();
      await expect(toasts(page)).toContainText('You can compare up to 4 at a time. Remove one from the compare bar first.');
      await expect(toggle(page, 'Alpha Backhoe Loader')).toHaveAttribute('aria-pressed', 'false');
      await expect(page.getByTestId('compare-count')).toHaveText('4 of 4');
      await shot(page, `fifth-refused-${width}`);

      // A reload keeps the tray.
      await page.reload();
      await hydrated(page);
      await expect(page.getByTestId('compare-count')).toHaveText('4 of 4');
      await expect(toggle(page, 'Echo Motor Grader')).toHaveAttribute('aria-pressed', 'true');

      // The bar opens the comparison, in the order the tray was filled.
      await bar(page).getByRole('link', { name: 'Compare' }).click();
      const order = ['Echo Motor Grader', 'Delta Concrete Mixer', 'Charlie Hydra Crane', 'Bravo Road Roller'];
      await expect(page).toHaveURL(`/compare?ids=${order.map((n) => ids[n]).join(',')}`);
      await expect(page.getByTestId('compare-column')).toHaveCount(4);
      for (const [i, name] of order.entries()) await expect(page.getByTestId('compare-column').nth(i)).toContainText(name);
      await expect(page.locator('tr[data-row="daily"] td')).toHaveText(['₹9,000/day', '₹8,000/day', '₹7,000/day', '₹6,000/day']);
      // The labels stay in view while the columns scroll sideways on a phone; the page itself does not scroll sideways.
      await expectNoSidewaysScroll(page, width);
      await shot(page, `compare-${width}`);
      if (width < 1024) {
        await page.getByTestId('compare-table').evaluate((el) => el.scrollBy(600, 0));
        await expect(page.locator('tr[data-row="daily"] th')).toBeInViewport();
        await shot(page, `compare-scrolled-${width}`);
      }

      // The address is the comparison: someone else (no tray, a guest) sees the same.
      const shared = page.url();
      const other = await openPage({ width, height: 800 });
      await other.goto(shared);
      await expect(other.getByTestId('compare-column')).toHaveCount(4);
      for (const [i, name] of order.entries()) await expect(other.getByTestId('compare-column').nth(i)).toContainText(name);
      await expect(other.getByTestId('compare-bar')).toHaveCount(0);

      // Remove on the page: the address and the tray lose it.
      await hydrated(page);
      await page.getByRole('link', { name: 'Remove Delta Concrete Mixer from the comparison' }).click();
      await expect(page).toHaveURL(`/compare?ids=${[order[0], order[2], order[3]].map((n) => ids[n!]).join(',')}`);
      await expect(page.getByTestId('compare-column')).toHaveCount(3);
      await page.goto('/equipments');
      await hydrated(page);
      await expect(page.getByTestId('compare-count')).toHaveText('3 of 4');
      await expect(toggle(page, 'Delta Concrete Mixer')).toHaveAttribute('aria-pressed', 'false');

      // Remove from the bar; unticking a card takes it out too; an empty tray has no bar.
      await bar(page).getByRole('button', { name: 'Remove Echo Motor Grader from compare' }).click();
      await expect(page.getByTestId('compare-count')).toHaveText('2 of 4');
      await expect(toggle(page, 'Echo Motor Grader')).toHaveAttribute('aria-pressed', 'false');
      await toggle(page, 'Charlie Hydra Crane').click();
      await bar(page).getByRole('button', { name: 'Remove Bravo Road Roller from compare' }).click();
      await expect(bar(page)).toHaveCount(0);
      expect(errors).toEqual([]);
    });

    test('contractors have their own tray and comparison', async ({ page }) => {
      await page.goto('/contractors');
      await hydrated(page);
      await toggle(page, 'Patil Constructions').click();
      await toggle(page, 'Reddy Electricals').click();
      await expect(page.getByTestId('compare-count')).toHaveText('2 of 4');
      await shot(page, `contractors-tray-${width}`);
      // The machines' tray is another one.
      await page.goto('/equipments');
      await hydrated(page);
      await expect(bar(page)).toHaveCount(0);
      await page.goto('/contractors');
      await hydrated(page);
      await bar(page).getByRole('link', { name: 'Compare' }).click();
      await expect(page).toHaveURL(/\/compare\/contractors\?ids=\d+,\d+$/);
      await expect(page.getByTestId('compare-column')).toHaveText([/Patil Constructions/, /Reddy Electricals/]);
      await expect(page.locator('tr[data-row="labour"] td')).toHaveText(['250', '100']);
      await expectNoSidewaysScroll(page, width);
      await shot(page, `compare-contractors-${width}`);
    });
  });
}

test.describe('in Hindi at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the tray bar and the comparison show no English outside what vendors typed', async ({ page }) => {
    await page.goto('/hi/equipments');
    await hydrated(page);
    await page.getByRole('button', { name: 'Echo Motor Grader की तुलना करें', exact: true }).click();
    await page.getByRole('button', { name: 'Delta Concrete Mixer की तुलना करें', exact: true }).click();
    await expect(page.getByTestId('compare-count')).toHaveText('4 में से 2');
    expect(await englishLeft(page)).toEqual([]);
    await shot(page, 'hi-list-tray-375');
    await bar(page).getByRole('link', { name: 'तुलना करें' }).click();
    await expect(page).toHaveURL(/^[^?]*\/hi\/compare\?ids=/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('मशीनों की तुलना करें');
    await expect(page.getByTestId('compare-column')).toHaveCount(2);
    expect(await englishLeft(page)).toEqual([]);
    await expectNoSidewaysScroll(page, 375);
    await shot(page, 'hi-compare-375');
    await page.goto('/hi/compare');
    expect(await englishLeft(page)).toEqual([]);
  });
});
