import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';
import { expect, test } from './fixtures.ts';

/**
 * Results that say what they show, and no dead ends (docs/decisions/043-no-dead-ends-and-result-headings.md):
 * the heading and title of a search, the active-filter chips that remove themselves, and an empty search's
 * widened searches with their counts and the best one's cards — at phone and desktop widths, and with
 * JavaScript off (docs/decisions/037-pages-before-javascript.md: all of it is links).
 */
test.use({ specFile: import.meta.url });

const CRANE = 'Sahyadri Golf Tower Crane';

test.beforeAll(async () => {
  const v = await createVendor(testDb());
  await createEquipment(testDb(), v.id, { name: CRANE, category: 'lifting-equipment', city: 'Pune', state: 'Maharashtra', isAvailableForRent: true });
  await createEquipment(testDb(), v.id, { name: 'Konkan Backhoe Loader', category: 'earth-moving-equipment', city: 'Surat', state: 'Gujarat', isAvailableForRent: true });
});

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const cards = (page: Page) => page.locator('[data-testid="equipment-card"] h3');
const chips = (page: Page) => page.getByRole('navigation', { name: 'Active filters' });
const wider = (page: Page) => page.getByRole('navigation', { name: 'Wider searches' });
const noSideScroll = (page: Page) => expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

for (const [name, viewport] of [
  ['phone', { width: 375, height: 800 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  for (const js of [true, false]) {
    test.describe(`${name}, JavaScript ${js ? 'on' : 'off'}`, () => {
      test.use({ viewport, javaScriptEnabled: js });

      test('an empty search offers the same search widened, with counts, and shows the best one’s cards', async ({ page }) => {
        await page.goto('/equipments?cat=lifting-equipment&loc=Nagpur');
        await expect(h1(page)).toHaveText('Lifting equipment in Nagpur — 0');
        await expect(page.getByText('No equipments found.')).toBeVisible();
        const state = wider(page).getByRole('link', { name: /All of Maharashtra/ });
        await expect(state).toHaveText('All of Maharashtra1');
        await expect(page.getByRole('heading', { name: 'All of Maharashtra: 1 machine' })).toBeVisible();
        await expect(cards(page)).toHaveText([CRANE]);
        await noSideScroll(page);
        await state.click();
        await expect(page).toHaveURL(/\/equipments\?cat=lifting-equipment&loc=Maharashtra$/);
        await expect(h1(page)).toHaveText('Lifting equipment in Maharashtra — 1');
        await expect(cards(page)).toHaveText([CRANE]);
      });

      test('the heading and title say what is shown; each chip removes its filter, Clear all removes them all', async ({ page }) => {
        // Words understanding leaves as text ('sahyadri golf'), so the keyword stays a chip and a phrase of its own.
        await page.goto('/equipments?cat=lifting-equipment&loc=Pune,Mumbai,Navi Mumbai&avail=rent&q=sahyadri golf');
        await expect(h1(page)).toHaveText('Lifting equipment matching “sahyadri golf” on rent in Mumbai, Navi Mumbai and Pune — 1');
        await expect(page).toHaveTitle('Lifting equipment matching “sahyadri golf” on rent in Mumbai, Navi Mumbai and Pune — 1 | BuildMart');
        await expect(chips(page).getByRole('link')).toHaveText(['“sahyadri golf”', 'Lifting Equipment', 'On rent', 'Pune', 'Mumbai', 'Navi Mumbai', 'Clear all']);
        // The chips wrap on a phone: nothing scrolls sideways.
        await noSideScroll(page);

        await chips(page).getByRole('link', { name: 'Remove filter: On rent' }).click();
        await expect(page).toHaveURL(/\/equipments\?q=sahyadri\+golf&cat=lifting-equipment&loc=Pune%2CMumbai%2CNavi\+Mumbai$/);
        await expect(chips(page).getByRole('link', { name: 'Remove filter: On rent' })).toHaveCount(0);
        await expect(h1(page)).toHaveText('Lifting equipment matching “sahyadri golf” in Mumbai, Navi Mumbai and Pune — 1');

        await chips(page).getByRole('link', { name: 'Remove filter: “sahyadri golf”' }).click();
        await expect(page).toHaveURL(/\/equipments\?cat=lifting-equipment&loc=Pune%2CMumbai%2CNavi\+Mumbai$/);
        await chips(page).getByRole('link', { name: 'Clear all' }).click();
        await expect(page).toHaveURL(/\/equipments$/);
        await expect(chips(page)).toHaveCount(0);
        await expect(h1(page)).toHaveText('Construction equipment — 2');
      });
    });
  }
}
