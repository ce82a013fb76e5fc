import type { Page } from '@playwright/test';
import { cataloguePhotoUrl } from '../../lib/image-variants.ts';
import { equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, setCreatedAt } from '../fixtures/factories.ts';
import { errorsOf, expect, test } from './fixtures.ts';

test.use({ specFile: import.meta.url });
let photoPath = '';
const PHOTOS = [
  ['Mike', 'excavator'],
  ['November', 'backhoe-loader'],
  ['Oscar', 'road-roller'],
  ['Papa', 'bulldozer'],
] as const;

test.beforeAll(async () => {
  const v = await createVendor(testDb());
  // Newest first on the list: a broken picture (first card, eager), one with none, then real photos.
  const rows = [
    { name: 'Kilo Broken Crane', thumbnailUrl: '/uploads/equipments/gone-640w.webp' },
    { name: 'Lima No Picture Loader', thumbnailUrl: null },
    ...PHOTOS.map(([n, slug]) => ({ name: `${n} Photo Excavator`, thumbnailUrl: cataloguePhotoUrl(slug), galleryImages: [cataloguePhotoUrl(slug)] })),
  ];
  for (const [i, row] of rows.entries()) {
    const e = await createEquipment(testDb(), v.id, row);
    await setCreatedAt(testDb(), 'equipment', e.id, new Date(Date.UTC(2026, 0, 20 - i)));
    if (i === 2) photoPath = equipmentPath(e.id, e.name);
  }
});

type Img = {
  src: string;
  currentSrc: string;
  srcset: string | null;
  sizes: string | null;
  loading: string | null;
  fetchpriority: string | null;
  decoding: string | null;
  width: string | null;
  height: string | null;
  natural: number;
};
const images = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    (els as HTMLImageElement[]).map((i) => ({
      src: i.getAttribute('src')!,
      currentSrc: i.currentSrc,
      srcset: i.getAttribute('srcset'),
      sizes: i.getAttribute('sizes'),
      loading: i.getAttribute('loading'),
      fetchpriority: i.getAttribute('fetchpriority'),
      decoding: i.getAttribute('decoding'),
      width: i.getAttribute('width'),
      height: i.getAttribute('height'),
      natural: i.naturalWidth,
    })),
  ) as Promise<Img[]>;

/**
 * Sum of the layout shifts so far (CLS without the session windows: stricter). The observer gets the
 * buffered entries at once (takeRecords), so nothing waits for its callback.
 */
const layoutShift = (page: Page) =>
  page.evaluate(() => {
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[];
    observer.disconnect();
    return entries.filter((e) => !e.hadRecentInput).reduce((sum, e) => sum + e.value, 0);
  });

test.describe('listing pictures', () => {
  test('serve WebP through srcset on cards, eager only for the first, lazy and async below, with the placeholder for broken or missing files', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    const requested: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && requested.push(new URL(r.url()).pathname));
    await page.goto('/equipments');
    await page.waitForLoadState('networkidle');
    const cards = '[data-testid="equipment-card"] img';
    // The first card's file is gone: the placeholder replaces it (the error came before hydration).
    await expect(page.locator(cards).first()).toHaveAttribute('src', '/catalogue/no-image.svg');
    await expect.poll(async () => (await images(page, cards))[0]!.natural).toBeGreaterThan(0);
    let imgs = await images(page, cards);
    expect(imgs.map((i) => i.loading)).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(imgs.map((i) => i.fetchpriority)).toEqual(['high', null, null, null, null, null]);
    for (const i of imgs) expect([i.decoding, i.width, i.height]).toEqual(['async', '640', '480']);
    expect(imgs[0]!.src).toBe('/catalogue/no-image.svg');
    expect(imgs[0]!.srcset).toBeNull();
    expect(imgs[1]!.src).toBe('/catalogue/no-image.svg');
    expect(imgs[2]!.srcset).toBe(['320w', '640w', '960w', '1600w'].map((w) => `/catalogue/photos/excavator-${w}.webp ${w}`).join(', '));
    // On a phone the card's picture sits beside the text, 112 px wide (docs/decisions/044-phone-cards-and-near-me.md).
    expect(imgs[2]!.sizes).toMatch(/, 112px$/);
    // No check that the last picture waits for a scroll: with compact phone cards (~300 px, decision 044) a page
    // of six ends ~1,000 px below the fold, inside Chromium's lazy-load margin, so it is fetched at once.
    await page.locator(cards).last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await images(page, cards)).every((i) => i.natural > 0)).toBe(true);
    imgs = await images(page, cards);
    // A phone (375 px at DPR 1) gets the 320 px variant for a 112 px picture, not a larger one.
    expect(imgs.slice(2).map((i) => new URL(i.currentSrc).pathname)).toEqual(PHOTOS.map(([, slug]) => `/catalogue/photos/${slug}-320w.webp`));
    expect(requested.filter((p) => /^\/catalogue\/photos\/.*-(640|960|1600)w\.webp$/.test(p))).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(errorsOf(page).filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('falls back to the placeholder when a picture breaks after hydration', async ({ page }) => {
    await page.goto('/equipments');
    await page.waitForLoadState('networkidle');
    const third = page.locator('[data-testid="equipment-card"] img').nth(2);
    await third.evaluate((img: HTMLImageElement) => img.setAttribute('srcset', '/uploads/nope-320w.webp 320w'));
    await expect(third).toHaveAttribute('src', '/catalogue/no-image.svg');
    await expect(third).not.toHaveAttribute('srcset');
    await expect.poll(() => third.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('gives the detail page a high-priority main picture sized for the screen and lazy gallery pictures', async ({ page, openPage }) => {
    await page.goto(photoPath);
    await page.waitForLoadState('networkidle');
    const [hero] = await images(page, 'main img[alt="Mike Photo Excavator"]');
    expect(hero).toMatchObject({ loading: 'eager', fetchpriority: 'high', decoding: 'async', width: '960', height: '720' });
    expect(hero!.srcset).toContain('/catalogue/photos/excavator-1600w.webp 1600w');
    // Announced in <head> by the server, so the download starts before the body is parsed.
    const html = await (await page.request.get(photoPath)).text();
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="preload"[^>]*as="image"[^>]*imageSrcSet="[^"]*excavator-1600w\.webp 1600w"/i);
    // 672 CSS px at DPR 1: the 960 px variant.
    await expect
      .poll(async () => new URL((await images(page, 'main img[alt="Mike Photo Excavator"]'))[0]!.currentSrc || 'about:blank').pathname)
      .toBe('/catalogue/photos/excavator-960w.webp');
    await page.getByRole('tab', { name: 'Photos' }).click();
    const gallery = page.locator('main img[alt="Mike Photo Excavator, photo 1"]');
    await expect(gallery).toHaveCount(1);
    await expect(gallery).toHaveAttribute('loading', 'lazy');
    expect(await layoutShift(page)).toBeLessThan(0.01);
    const phone = await openPage({ width: 375, height: 800 });
    await phone.goto(photoPath);
    await phone.waitForLoadState('networkidle');
    await expect
      .poll(() =>
        phone
          .locator('main img')
          .first()
          .evaluate((i: HTMLImageElement) => i.getBoundingClientRect().width),
      )
      .toBe(343);
  });
});
