import { violations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES, resolvePath, seedPublicPages } from './public-pages.ts';

test.use({ specFile: import.meta.url });
test.beforeAll(seedPublicPages);

test.describe('accessibility (axe-core) of every public page', () => {
  for (const width of [375, 1280]) {
    for (const p of PUBLIC_PAGES) {
      test(`${p.name} at ${width} px has no serious or critical violations`, async ({ openPage, app }) => {
        const page = await openPage({ width, height: 800 });
        const res = await page.goto(await resolvePath(p, app.base));
        expect(res?.status()).toBe(p.status ?? 200);
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
      });
    }
  }
});
