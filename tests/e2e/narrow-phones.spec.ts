import { pathIn } from '../../app/i18n/lang.ts';
import { expect, linesOf, test } from './fixtures.ts';
import { expectNoSidewaysScroll } from './hindi.ts';
import { PUBLIC_PAGES, resolvePath, seedPublicPages } from './public-pages.ts';

/**
 * Phones narrower than the 375 px the screens are drawn for: 360 px is the most common Android width in
 * India and 320 px the smallest still sold. In both languages nothing runs past the screen (the pager's
 * seven buttons, the detail tabs) and no short control label breaks inside its word (the header's language
 * switch on the home page, whose larger logo now gives way; the list's sort label).
 */
test.use({ specFile: import.meta.url });
test.beforeAll(seedPublicPages);

const PAGES = ['home', 'equipment list', 'equipment detail', 'contractor detail', 'workforce list'];

for (const width of [320, 360]) {
  for (const lang of ['en', 'hi'] as const) {
    test(`${lang === 'hi' ? 'Hindi' : 'English'} pages at ${width} px fit the screen, with whole words in the header and the sort`, async ({ openPage, app, errors }) => {
      const page = await openPage({ width, height: 740 });
      for (const name of PAGES) {
        const path = pathIn(await resolvePath(PUBLIC_PAGES.find((p) => p.name === name)!, app.base), lang);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expectNoSidewaysScroll(page, width);
        const other = page.locator(`header a[hreflang="${lang === 'hi' ? 'en-IN' : 'hi-IN'}"]`);
        expect(await linesOf(other), `${path}: the language switch on one line`).toBe(1);
        if (name === 'equipment list') {
          await expect(page.getByRole('navigation', { name: lang === 'hi' ? 'पेज' : 'Pagination' }).getByRole('link')).toHaveCount(7);
          expect(await linesOf(page.locator('label[for="sort"]')), `${path}: the sort label on one line`).toBe(1);
        }
      }
      expect(errors).toEqual([]);
    });
  }
}
