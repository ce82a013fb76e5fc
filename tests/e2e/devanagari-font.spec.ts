import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ specFile: import.meta.url });

/** The Devanagari face of the Hindi pages (docs/decisions/049-devanagari-font.md). */
const NOTO = 'Noto Sans Devanagari Variable';
const LONG_WORD = 'अंतर्राष्ट्रीयकरणप्रतिस्पर्धात्मकता';

function fontRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assets/noto-sans-devanagari')) urls.push(new URL(r.url()).pathname);
  });
  return urls;
}

/** Puts Devanagari on the page (the heading and the first button) and, for a Hindi page, its lang. */
async function writeDevanagari(page: Page, lang: 'hi' | null, heading: string) {
  await page.evaluate(
    ({ lang, heading }) => {
      if (lang) document.documentElement.lang = lang;
      const h1 = document.querySelector('main h1');
      if (h1) h1.textContent = heading;
      const button = document.querySelector('main button');
      if (button) button.textContent = 'पूछताछ भेजें';
      // Lay the page out now, so that any face the text needs starts loading before fonts.ready is read.
      document.body.getBoundingClientRect();
    },
    { lang, heading },
  );
  return page.evaluate(async (family) => {
    await document.fonts.ready;
    const faces = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === family);
    return { faces: faces.map((f) => `${f.weight} ${f.status}`), font: getComputedStyle(document.body).fontFamily };
  }, NOTO);
}

test('an English page never downloads the Devanagari face, even with Devanagari on it (the language switch)', async ({ page, errors }) => {
  const requested = fontRequests(page);
  for (const path of ['/', '/about']) {
    await page.goto(path);
    await expect(page.locator('link[rel="preload"][as="font"][href*="noto-sans-devanagari"]')).toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const look = await writeDevanagari(page, null, 'निर्माण उपकरण हिन्दी');
    expect(look.font).not.toContain(NOTO);
    expect(look.faces).toEqual(['400 800 unloaded']);
  }
  expect(requested).toEqual([]);
  expect(errors).toEqual([]);
});

test('a Hindi page draws Devanagari in the Noto face, shapes conjuncts, and a long word does not widen a 375 px page', async ({ openPage }) => {
  const page = await openPage({ width: 375, height: 800 });
  const requested = fontRequests(page);
  await page.goto('/hi/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // The Hindi layout preloads the face: it is asked for before the page is laid out.
  await expect(page.locator('link[rel="preload"][as="font"][href*="noto-sans-devanagari"]')).toHaveCount(1);
  const look = await writeDevanagari(page, null, `बैकहो लोडर किराये पर पुणे में ${LONG_WORD}`);
  // Latin stays in Inter; Devanagari comes from the subset, every weight the site uses in one file.
  expect(look.font).toMatch(/^"Inter Variable", "Noto Sans Devanagari Variable"/);
  expect(look.faces).toEqual(['400 800 loaded']);
  expect(requested).toHaveLength(1);
  expect(requested[0]).toMatch(/^\/assets\/noto-sans-devanagari-wght-[\w-]+\.woff2$/);

  // The subset kept the shaping features: a conjunct is one glyph, narrower than its parts drawn apart
  // (क् + ष with a visible virama) — without GSUB the two widths would be equal.
  const widths = await page.evaluate(() => {
    const width = (text: string) => {
      const span = document.createElement('span');
      span.style.cssText = 'position: absolute; font-size: 40px; white-space: nowrap';
      span.textContent = text;
      document.body.append(span);
      const w = span.getBoundingClientRect().width;
      span.remove();
      return w;
    };
    return ['क्ष', 'त्र', 'ज्ञ', 'श्र', 'द्ध', 'र्क'].map((c) => ({ c, joined: width(c), apart: width(`${c.slice(0, 2)}\u200c`) + width(c.slice(2)) }));
  });
  for (const w of widths) {
    expect(w.joined, w.c).toBeGreaterThan(10);
    expect(w.joined, w.c).toBeLessThan(w.apart * 0.8);
  }

  // The heading's long word breaks inside its box instead of pushing the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
});
