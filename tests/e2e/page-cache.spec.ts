import type { Page, Response } from '@playwright/test';
import { inlineScriptHashes } from '../../server/plugins/security-headers.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor } from '../fixtures/factories.ts';
import { expect, takeCspViolations, test } from './fixtures.ts';

test.use({ specFile: import.meta.url });

/**
 * Pages served from the page cache (docs/decisions/032-page-cache.md) run in Chromium under the
 * hashes of their inline scripts: they hydrate and work, with no CSP violation (the suite's guard
 * fails any test that meets one) and no console error.
 */

/** Loads `url` until the answer comes from the cache (the first visit renders and stores it). */
async function cachedVisit(page: Page, url: string): Promise<Response> {
  let res: Response | null = null;
  await expect
    .poll(async () => {
      res = await page.goto(url);
      return res!.headers()['x-page-cache'];
    })
    .toBe('hit');
  return res!;
}

async function expectHashPolicy(res: Response) {
  const csp = res.headers()['content-security-policy'] ?? '';
  expect(csp).not.toContain('nonce-');
  const hashes = inlineScriptHashes(await res.text());
  expect(hashes.length).toBeGreaterThan(0);
  for (const h of hashes) expect(csp).toContain(`'${h}'`);
}

test.describe('cached pages in Chromium', () => {
  test('the home page from the cache hydrates: the hero carousel moves', async ({ page, errors }) => {
    const res = await cachedVisit(page, '/');
    await expectHashPolicy(res);
    await page.waitForLoadState('networkidle');
    const active = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"] [data-active="true"] h2');
    await expect(active).toHaveText('Construction Equipment');
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(active).toHaveText('Construction Contractors');
    expect(takeCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the equipment list from the cache hydrates and navigates on the client to a detail page', async ({ page, errors }) => {
    const vendor = await createVendor(testDb());
    await createEquipment(testDb(), vendor.id, { name: 'Krishna Hydraulic Excavator' });
    const res = await cachedVisit(page, '/equipments');
    await expectHashPolicy(res);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Krishna Hydraulic Excavator').first()).toBeVisible();
    // A client-side sort change only works once React runs on the cached page.
    await page.getByLabel('Sort').selectOption('namedesc');
    await page.waitForURL(/sort=namedesc/);
    expect(takeCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
