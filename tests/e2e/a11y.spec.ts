import { beforeAll, describe, expect, it } from 'vitest';
import { violations } from './axe.ts';
import { useBrowser } from './browser.ts';
import { PUBLIC_PAGES, resolvePath, seedPublicPages } from './public-pages.ts';

const b = useBrowser();
beforeAll(seedPublicPages);

describe('accessibility (axe-core) of every public page', () => {
  for (const width of [375, 1280]) {
    for (const p of PUBLIC_PAGES) {
      it(`${p.name} at ${width} px has no serious or critical violations`, async () => {
        const page = await b.page(width, 800);
        const res = await page.goto(b.base() + (await resolvePath(p, b.base())));
        expect(res?.status()).toBe(p.status ?? 200);
        await page.waitForLoadState('networkidle');
        expect(await violations(page)).toEqual([]);
        await page.context().close();
      });
    }
  }
});
