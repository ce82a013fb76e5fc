import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { equipment } from '../../db/schema/index.ts';
import { testDb } from '../fixtures/db.ts';
import { createVendorUser } from '../fixtures/factories.ts';
import { violations } from './axe.ts';
import { errorsOf, expect, signIn, test, toasts } from './fixtures.ts';

test.use({ specFile: import.meta.url });

const SHOTS = 'test-results/equipment-import';
const ROW_GOOD =
  'Backhoe Loader,JCB 3DX for Pune sites,JCB,3DX Super,1.0 cum,2019,Good,Pune,Maharashtra,yes,no,"₹6,000",,,8,hours,,included,no,"Well kept, new bucket.\nWe arrange transport.",';
const ROW_BAD = 'Tower Crane,Potain MC 85 tower crane,Potain,MC 85,5 t,2015,Excellent,Surat,Gujarat,maybe,no,,"1,50,000.00",,,,,extra,yes,,';
const csvFile = (header: string, ...rows: string[]) => ({ name: 'my-machines.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${[header, ...rows].join('\r\n')}\r\n`) });

test('a vendor downloads the template, sees a bad row reported, fixes it and imports every machine as pending', async ({ openPage }) => {
  const { user, vendor } = await createVendorUser(testDb());
  for (const width of [375, 1280]) {
    const page = await openPage({ width, height: 900 });
    const errors = errorsOf(page);
    await signIn(page, user.email, 'Secret@123');
    await page.goto('/manage/equipments');
    await page.screenshot({ path: `${SHOTS}/manage-equipments-${width}.png` });
    await page.getByRole('link', { name: 'Import from CSV' }).click();
    await expect(page.getByRole('heading', { name: 'Import machines from a spreadsheet' })).toBeVisible();
    await expect(page.getByText('Photos are added afterwards')).toBeVisible();
    await page.getByText('What goes in each column').click();
    await expect(page.getByText('Whole rupees: 6000, 6,000 and ₹6,000.00 all work.', { exact: false })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/columns-${width}.png`, fullPage: true });

    // The template: the header row and one example row.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the template (CSV)' }).click()]);
    expect(download.suggestedFilename()).toBe('buildmart-equipment-template.csv');
    const template = readFileSync(await download.path(), 'utf8');
    const [header, example] = template
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(header).toMatch(/^Machine type,Listing title,.*,Operator,Fuel included,Description,Specification$/);
    expect(example).toContain('Backhoe Loader');

    // A file with a bad row: the report, row by row, and nothing stored.
    await page.getByTestId('import-file').setInputFiles(csvFile(header!, ROW_GOOD, ROW_BAD));
    await expect(page.getByRole('alert')).toHaveText('Nothing was imported: 1 row has problems. Fix them in your file and upload it again.');
    const problems = page.getByTestId('import-problem');
    await expect(problems).toHaveCount(1);
    await expect(problems.first()).toHaveText(/^3\s*For rent\s*Write yes or no\.$/);
    await page.screenshot({ path: `${SHOTS}/report-${width}.png`, fullPage: true });
    expect(await violations(page)).toEqual([]);
    expect(await testDb().select().from(equipment).where(eq(equipment.vendorId, vendor.id))).toEqual([]);

    // Fixed: both machines are ready, then imported and listed as pending.
    await page.getByTestId('import-file').setInputFiles(csvFile(header!, ROW_GOOD, ROW_BAD.replace(',maybe,', ',yes,')));
    await expect(page.getByRole('status').filter({ hasText: 'All 2 machines are ready to import.' })).toBeVisible();
    await expect(problems).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/ready-${width}.png`, fullPage: true });
    if (width === 1280) {
      await page.getByRole('button', { name: 'Import 2 machines' }).click();
      await expect(toasts(page)).toContainText('2 machines imported. They are pending review.');
      await expect(page).toHaveURL(/\/manage\/equipments$/);
      const listed = page.getByTestId('own-equipment');
      await expect(listed).toHaveCount(2);
      for (const name of ['JCB 3DX for Pune sites', 'Potain MC 85 tower crane']) await expect(listed.filter({ hasText: name })).toContainText('Pending review');
      await page.screenshot({ path: `${SHOTS}/imported-${width}.png`, fullPage: true });
    }
    // The one 400 is the report of the file with the bad row (the browser logs every 4xx answer).
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    expect(errors.filter((e) => e.includes('status of 400'))).toHaveLength(1);
    await page.close();
  }
});
