import { CLIENT_ENTRY, expect, holdRequests, test } from './fixtures.ts';
import { PUBLIC_PAGES, resolvePath, seedPublicPages } from './public-pages.ts';

test.use({ specFile: import.meta.url });
test.beforeAll(seedPublicPages);

/** What the front-end budgets changed must not change what a visitor sees (docs/decisions/038-front-end-budgets.md). */
test.describe('pages after the front-end budget work', () => {
  for (const path of ['/', '/equipments', '/contractors']) {
    test(`${path}: hydrates (html[data-hydrated]) without console errors, styled by one stylesheet and drawn in Inter`, async ({ page, errors }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // The stylesheet is not added a second time on hydration.
      await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1);
      // Hydration keeps the head the server wrote: the site icon, the canonical and language links, each where it was
      // (docs/decisions/063-preact.md: an element the server added in front had shifted them and dropped the icon).
      // Read in the page: the links of a head, as 'rel href hreflang type'.
      const headLinks = (url: string | null) =>
        page.evaluate(async (u) => {
          const head = u ? new DOMParser().parseFromString(await (await fetch(u)).text(), 'text/html').head : document.head;
          return [...head.querySelectorAll('link[rel="icon"], link[rel="canonical"], link[rel="alternate"]')].map((l) =>
            ['rel', 'href', 'hreflang', 'type'].map((a) => l.getAttribute(a) ?? '').join(' '),
          );
        }, url);
      const served = await headLinks(path);
      expect(served.some((l: string) => l.startsWith('icon '))).toBe(true);
      expect(await headLinks(null)).toEqual(served);
      const look = await page.evaluate(async () => {
        await document.fonts.ready;
        const inter = [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Inter Variable');
        return { font: getComputedStyle(document.body).fontFamily, inter: inter.map((f) => `${f.weight} ${f.status}`) };
      });
      expect(look.font).toMatch(/^"Inter Variable"/);
      // The subset keeps every weight the site uses (400 normal to 800 extrabold) and the file loads.
      expect(look.inter).toEqual(['400 800 loaded']);
      expect(errors).toEqual([]);
    });
  }
});

/**
 * The page's scripts are fetched once it has painted (docs/decisions/061-paint-before-scripts.md): on a slow
 * link the stylesheet, the fonts and the first photo no longer share it with 8–14 script files.
 */
test.describe('scripts after the first paint', () => {
  for (const path of ['/', '/equipments', '/hi/equipments', '/hi/']) {
    test(`${path}: no script file is asked for before the first frame, and the page still hydrates`, async ({ page, errors }) => {
      // The first animation frame's time, recorded from the document's start: a frame is drawn right after it.
      await page.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        });
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const times = await page.evaluate(() => ({
        frame: (window as unknown as { firstFrameAt?: number }).firstFrameAt ?? Number.NaN,
        scripts: performance
          .getEntriesByType('resource')
          .filter((r) => new URL(r.name).pathname.startsWith('/assets/') && r.name.endsWith('.js'))
          .map((r) => r.startTime),
      }));
      expect(times.scripts.length).toBeGreaterThan(5);
      expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(times.frame);
      expect(errors).toEqual([]);
    });
  }
});

test('registration: the kind of account picked before the page’s script ran is kept once it runs', async ({ page, errors }) => {
  // The client entry is held back: the page is its HTML alone when the visitor picks.
  const entry = await holdRequests(page, CLIENT_ENTRY);
  await page.goto('/account/register', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('radio', { name: /Contractor/ })).not.toBeChecked();
  await expect(page.getByLabel('Company name')).toHaveCount(0);
  await page.getByRole('radio', { name: /Contractor/ }).check({ force: true });
  entry.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.getByLabel('Company name')).toBeVisible();
  await expect(page.getByRole('radio', { name: /Contractor/ })).toBeChecked();
  expect(errors).toEqual([]);
});

test('a tap on a button before the page’s script ran is kept, shown as taken, and answered once it runs (the last of two taps)', async ({ app, page, errors }) => {
  const detail = await resolvePath(PUBLIC_PAGES.find((p) => p.name === 'equipment detail')!, app.base);
  // The client entry is held back: the page is its HTML alone when the visitor taps.
  const entry = await holdRequests(page, CLIENT_ENTRY);
  await page.goto(detail, { waitUntil: 'domcontentloaded' });
  const send = page.getByRole('button', { name: 'Send Enquiry', exact: true }).first();
  const reviews = page.getByRole('tab', { name: 'Reviews' });
  // Two taps: the last one wins (a tab tapped first is let go), so the page never does two things at once.
  await reviews.click();
  await expect(reviews).toHaveAttribute('aria-busy', 'true');
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  await expect(reviews).not.toHaveAttribute('aria-busy');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  entry.release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // A guest's enquiry asks them to log in first: the tap was answered, once, and the tab was not.
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.locator('button[aria-busy]')).toHaveCount(0);
  // (Behind the modal dialog the tabs are hidden from the accessibility tree: found by their markup.)
  await expect(page.locator('[role="tab"]').filter({ hasText: 'Reviews' })).toHaveAttribute('aria-selected', 'false');
  expect(errors).toEqual([]);
});
