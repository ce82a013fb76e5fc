import { beforeAll, describe, expect, it } from 'vitest';
import { testDb } from '../fixtures/db.ts';
import { createContractor } from '../fixtures/factories.ts';
import { useBrowser } from './browser.ts';

const b = useBrowser();

beforeAll(async () => {
  await createContractor(testDb(), { companyName: 'Patil Constructions', contractorTypes: ['Civil Contractor', 'Road Contractor'], workingSectors: ['Roads & Highways'], workLocations: ['Pune'] });
  await createContractor(testDb(), { companyName: 'Reddy Electricals', contractorTypes: ['Electrical Contractor'], workingSectors: ['Power & Energy'], city: 'Hyderabad', state: 'Telangana', workLocations: ['Hyderabad'] });
});

const names = (page: import('playwright-core').Page) => page.locator('[data-testid="contractor-card"] h3').allTextContents();

describe('contractor list in Chromium', () => {
  it('applies the home tile type filter and shows type badges split on comma', async () => {
    const page = await b.page();
    await page.goto(b.base() + '/contractors?type=Civil%20Contractor');
    expect(await names(page)).toEqual(['Patil Constructions']);
    const badges = await page.locator('[data-testid="contractor-card"] li').allTextContents();
    expect(badges).toEqual(['Civil Contractor', 'Road Contractor']);
    await b.screenshot(page, 'contractors-1280');
  });

  it('filters by working sector with a click and resets', async () => {
    const page = await b.page(375, 800);
    await page.goto(b.base() + '/contractors');
    await page.waitForLoadState('networkidle');
    expect((await names(page)).sort()).toEqual(['Patil Constructions', 'Reddy Electricals']);
    await page.getByLabel('Power & Energy').check();
    await page.waitForURL(/sector=/);
    await expect.poll(() => names(page)).toEqual(['Reddy Electricals']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await b.screenshot(page, 'contractors-375');
    await page.getByRole('link', { name: 'Reset Filters' }).click();
    await page.waitForURL(/\/contractors$/);
    await page.goto(b.base() + '/contractors?q=zzzqqq');
    expect(await page.getByText('No contractors found.').count()).toBe(1);
  });
});
