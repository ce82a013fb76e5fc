import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createVendor, createWorker } from '../fixtures/factories.ts';
import { errorsOf, expect, test } from './fixtures.ts';

/**
 * List pagination (docs/product.md#lists-and-search, docs/decisions/024): Previous and Next on every page, disabled and
 * announced as disabled at the ends, the first five page buttons between them, in one row of
 * 44 px targets on a 375 px phone and on a desktop.
 */
test.use({ specFile: import.meta.url });
// 32 listings at 6 a page: six pages, one more than the five page buttons.
const LISTINGS = 32;

test.beforeAll(async () => {
  const db = testDb();
  const vendor = await createVendor(db);
  for (let i = 0; i < LISTINGS; i++) {
    await createEquipment(db, vendor.id, { name: `Pager Excavator ${String(i).padStart(2, '0')}` });
    await createContractor(db, { companyName: `Pager Builders ${String(i).padStart(2, '0')}` });
  }
  await createWorker(db, { name: 'Pager Mason' });
});

const pager = (page: Page) => page.getByRole('navigation', { name: 'Pagination' });

/** What a screen reader gets: Chromium's own accessibility tree (role, name, disabled) for the pager's links. */
async function announced(page: Page): Promise<Record<string, { role: string; disabled: boolean }>> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[]; ignored: boolean }[];
  };
  await cdp.detach();
  const out: Record<string, { role: string; disabled: boolean }> = {};
  for (const n of nodes) {
    const name = n.name?.value ?? '';
    if (n.ignored || !['Previous', 'Next'].includes(name) || n.role?.value !== 'link') continue;
    out[name] = { role: n.role.value, disabled: n.properties?.some((p) => p.name === 'disabled' && p.value.value === true) ?? false };
  }
  return out;
}

/** The pager's controls in order: accessible name, href, aria-current/disabled, box and row. */
function controls(page: Page) {
  return pager(page)
    .locator('a')
    .evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return {
          name: (el.textContent ?? '').trim(),
          href: el.getAttribute('href'),
          current: el.getAttribute('aria-current'),
          disabled: el.getAttribute('aria-disabled'),
          width: Math.round(r.width),
          height: Math.round(r.height),
          top: Math.round(r.top),
          left: r.left,
          right: r.right,
        };
      }),
    );
}

/** The control is not in the Tab order: focusing it leaves the focus where it was. */
const focusable = (page: Page, name: string) =>
  pager(page)
    .getByRole('link', { name, exact: true })
    .evaluate((el) => {
      (el as HTMLElement).focus();
      return document.activeElement === el;
    });

const breadcrumbTop = (page: Page) => page.locator('nav[aria-label="Breadcrumb"]').evaluate((el) => Math.round(el.getBoundingClientRect().top));

test.describe('list pagination (docs/product.md#lists-and-search: previous/next and the first five page buttons)', () => {
  for (const [list, path, crumb] of [
    ['equipment', '/equipments', 'Equipment'],
    ['contractors', '/contractors', 'Contractors'],
  ] as const) {
    for (const width of [375, 1280]) {
      test(`${list} at ${width} px: Previous and Next on every page, disabled at the ends, five page buttons in one row`, async ({ openPage }) => {
        const page = await openPage({ width, height: 800 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const nav = pager(page);
        const previous = nav.getByRole('link', { name: 'Previous', exact: true });
        const next = nav.getByRole('link', { name: 'Next', exact: true });

        // Page 1: Previous is there but unavailable; pages 1-5; Next leads to page 2.
        await expect(nav.locator('a')).toHaveText(['Previous', '1', '2', '3', '4', '5', 'Next']);
        let c = await controls(page);
        // A phone shows the arrows alone (the words stay for screen readers); a desktop shows the words.
        if (width < 640) expect([c[0]!.width, c[6]!.width]).toEqual([44, 44]);
        else expect(Math.min(c[0]!.width, c[6]!.width)).toBeGreaterThan(60);
        await expect(previous).toHaveAttribute('aria-disabled', 'true');
        await expect(previous).not.toHaveAttribute('href');
        await expect(next).not.toHaveAttribute('aria-disabled');
        await expect(next).toHaveAttribute('href', /[?&]page=2$/);
        await expect(nav.locator('a[aria-current="page"]')).toHaveText(['1']);
        expect(c.filter((x) => x.current === 'page').map((x) => x.name)).toEqual(['1']);
        await expect.poll(() => announced(page)).toEqual({ Previous: { role: 'link', disabled: true }, Next: { role: 'link', disabled: false } });
        expect(await focusable(page, 'Previous')).toBe(false);
        expect(await focusable(page, 'Next')).toBe(true);

        // One row of tap targets of at least 44 × 44 px, inside the page (no sideways scrolling).
        expect(new Set(c.map((x) => x.top)).size).toBe(1);
        for (const x of c) {
          expect(x.width, x.name).toBeGreaterThanOrEqual(44);
          expect(x.height, x.name).toBeGreaterThanOrEqual(44);
          expect(x.left).toBeGreaterThanOrEqual(0);
          expect(x.right).toBeLessThanOrEqual(width);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

        // Next from the bottom of the page: page 2, both ends available, the list scrolled to its results.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await next.click();
        await page.waitForURL(/[?&]page=2$/);
        await expect(page.locator('nav[aria-label="Breadcrumb"]')).toHaveText(`${crumb} » Page 2 of 6`);
        await expect.poll(() => breadcrumbTop(page)).toBeGreaterThanOrEqual(0);
        expect(await breadcrumbTop(page)).toBeLessThan(150);
        await expect.poll(() => announced(page)).toEqual({ Previous: { role: 'link', disabled: false }, Next: { role: 'link', disabled: false } });
        await expect(nav.locator('a[aria-current="page"]')).toHaveText(['2']);

        // The last page (6, past the five buttons): Next unavailable, Previous leads to page 5.
        await page.goto(`${path}?page=6`);
        await page.waitForLoadState('networkidle');
        await expect(next).toHaveAttribute('aria-disabled', 'true');
        c = await controls(page);
        expect(c.filter((x) => /^\d$/.test(x.name)).map((x) => x.name)).toEqual(['1', '2', '3', '4', '5']);
        expect(c.filter((x) => x.current === 'page')).toEqual([]);
        await expect(nav.locator('a[aria-current]')).toHaveCount(0);
        await expect(next).not.toHaveAttribute('href');
        await expect.poll(() => announced(page)).toEqual({ Previous: { role: 'link', disabled: false }, Next: { role: 'link', disabled: true } });
        expect(await focusable(page, 'Next')).toBe(false);
        expect(new Set(c.map((x) => x.top)).size).toBe(1);
        // A click on the unavailable Next goes nowhere.
        await next.dispatchEvent('click');
        expect(new URL(page.url()).searchParams.get('page')).toBe('6');
        await previous.click();
        await page.waitForURL(/[?&]page=5$/);
        await expect(page.locator('nav[aria-label="Breadcrumb"]')).toHaveText(`${crumb} » Page 5 of 6`);
        expect(errorsOf(page)).toEqual([]);
      });
    }
  }

  test('the workforce list has the same pager: one page, both ends unavailable; no pager without results', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await page.goto('/staffing');
    await page.waitForLoadState('networkidle');
    await expect(pager(page).locator('a')).toHaveText(['Previous', '1', 'Next']);
    expect((await controls(page)).map((x) => [x.name, x.disabled, x.current])).toEqual([
      ['Previous', 'true', null],
      ['1', null, 'page'],
      ['Next', 'true', null],
    ]);
    await expect.poll(() => announced(page)).toEqual({ Previous: { role: 'link', disabled: true }, Next: { role: 'link', disabled: true } });
    await page.goto('/equipments?q=zzzqqq');
    await expect(page.getByText('No equipments found.')).toBeVisible();
    await expect(pager(page)).toHaveCount(0);
  });
});
