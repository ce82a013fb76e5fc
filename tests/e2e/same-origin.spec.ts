import { expect, test } from './fixtures.ts';
import { PUBLIC_PAGES, resolvePath, seedPublicPages } from './public-pages.ts';

test.use({ specFile: import.meta.url });
test.beforeAll(seedPublicPages);

test.describe('nothing loads from another origin', () => {
  for (const p of PUBLIC_PAGES) {
    test(`${p.name}: every request is same-origin or data:, and the font is our own Inter`, async ({ openPage, app }) => {
      const page = await openPage({ width: 1280, height: 800 });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      await page.goto(await resolvePath(p, app.base));
      await page.waitForLoadState('networkidle');
      // Lazy pictures and anything loaded on scroll count too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const origin = new URL(app.base).origin;
      expect(requests.filter((u) => !u.startsWith('data:') && new URL(u).origin !== origin)).toEqual([]);
      const fonts = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/"/g, ''));
      });
      expect(fonts).toContain('Inter Variable');
      // One font file, our basic-Latin cut of Inter (27 KB, docs/decisions/038): prices (₹) must not pull another.
      expect(requests.filter((u) => u.endsWith('.woff2')).map((u) => new URL(u).pathname.replace(/-[\w-]{8}\.woff2$/, ''))).toEqual(['/assets/inter-basic-latin-wght']);
    });
  }
});

test.describe('nothing loads from another origin on the Hindi pages either', () => {
  for (const p of PUBLIC_PAGES) {
    test(`${p.name} in Hindi: every request is same-origin or data:, the fonts are our Inter and Devanagari cuts`, async ({ openPage, app }) => {
      const page = await openPage({ width: 375, height: 800 });
      const requests: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      const path = await resolvePath(p, app.base);
      await page.goto(path === '/' ? '/hi/' : `/hi${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const origin = new URL(app.base).origin;
      expect(requests.filter((u) => !u.startsWith('data:') && new URL(u).origin !== origin)).toEqual([]);
      // The Devanagari face (docs/decisions/049-devanagari-font.md) once, preloaded; nothing else.
      expect(
        requests
          .filter((u) => u.endsWith('.woff2'))
          .map((u) => new URL(u).pathname.replace(/-[\w-]{8}\.woff2$/, ''))
          .sort(),
      ).toEqual(['/assets/inter-basic-latin-wght', '/assets/noto-sans-devanagari-wght']);
    });
  }
});
