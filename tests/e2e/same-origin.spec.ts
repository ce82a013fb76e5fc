import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from './browser.ts';
import { PUBLIC_PAGES, resolvePath, seedPublicPages } from './public-pages.ts';

const b = useBrowser();
beforeAll(seedPublicPages);

describe('nothing loads from another origin', () => {
  for (const p of PUBLIC_PAGES) {
    it(`${p.name}: every request is same-origin or data:, and the font is our own Inter`, async () => {
      const page = await b.page(1280, 800);
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(b.base() + (await resolvePath(p, b.base())));
      await page.waitForLoadState('networkidle');
      // Lazy pictures and anything loaded on scroll count too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const origin = new URL(b.base()).origin;
      expect(requests.filter((u) => !u.startsWith('data:') && new URL(u).origin !== origin)).toEqual([]);
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
      });
      expect(fonts).toContain('Inter Variable');
      // One font file, the Latin one (48 KB): prices (₹) must not pull the 85 KB latin-ext file.
      expect(requests.filter((u) => u.endsWith('.woff2')).map((u) => new URL(u).pathname.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(['/assets/inter-latin-wght-normal']);
      await page.context().close();
    });
  }
});
