import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { cataloguePhotoUrl } from '../../lib/image-variants.ts';
import { equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createVendor, setCreatedAt } from '../fixtures/factories.ts';
import { useBrowser } from './browser.ts';

const b = useBrowser();
let photoPath = '';
const PHOTOS = [['Mike', 'excavator'], ['November', 'backhoe-loader'], ['Oscar', 'road-roller'], ['Papa', 'bulldozer']] as const;

beforeAll(async () => {
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

type Img = { src: string; currentSrc: string; srcset: string | null; sizes: string | null; loading: string | null; fetchpriority: string | null; decoding: string | null; width: string | null; height: string | null; natural: number };
const images = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) =>
    (els as HTMLImageElement[]).map((i) => ({
      src: i.getAttribute('src')!, currentSrc: i.currentSrc, srcset: i.getAttribute('srcset'), sizes: i.getAttribute('sizes'), loading: i.getAttribute('loading'),
      fetchpriority: i.getAttribute('fetchpriority'), decoding: i.getAttribute('decoding'), width: i.getAttribute('width'), height: i.getAttribute('height'), natural: i.naturalWidth,
    })),
  ) as Promise<Img[]>;

/** Sum of layout shifts so far (CLS without the session windows: stricter). */
const layoutShift = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => { for (const e of list.getEntries() as any[]) if (!e.hadRecentInput) total += e.value; }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 300);
  }));

describe('listing pictures', () => {
  it('serve WebP through srcset on cards, eager only for the first, lazy and async below, with the placeholder for broken or missing files', async () => {
    const page = await b.page(375, 800);
    const requested: string[] = [];
    page.on('request', (r) => r.resourceType() === 'image' && requested.push(new URL(r.url()).pathname));
    await page.goto(b.base() + '/equipments');
    await page.waitForLoadState('networkidle');
    const cards = '[data-testid="equipment-card"] img';
    let imgs = await images(page, cards);
    expect(imgs.map((i) => i.loading)).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(imgs.map((i) => i.fetchpriority)).toEqual(['high', null, null, null, null, null]);
    for (const i of imgs) expect([i.decoding, i.width, i.height]).toEqual(['async', '640', '480']);
    // The first card's file is gone: the placeholder replaces it (the error came before hydration).
    expect(imgs[0]!.src).toBe('/catalogue/no-image.svg');
    expect(imgs[0]!.srcset).toBeNull();
    expect(imgs[0]!.natural).toBeGreaterThan(0);
    expect(imgs[1]!.src).toBe('/catalogue/no-image.svg');
    expect(imgs[2]!.srcset).toBe(['320w', '640w', '960w', '1600w'].map((w) => `/catalogue/photos/excavator-${w}.webp ${w}`).join(', '));
    expect(imgs[2]!.sizes).toContain('calc(100vw - 32px)');
    // Lazy pictures far below the fold (the last card is ~4,000 px down) are not fetched until scrolled to.
    expect(requested.filter((p) => p.includes('/bulldozer-'))).toEqual([]);
    await page.locator(cards).last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await images(page, cards)).every((i) => i.natural > 0)).toBe(true);
    imgs = await images(page, cards);
    // A phone (375 px at DPR 1) gets the 640 px variant for a 343 px card, not the 1600 px one.
    expect(imgs.slice(2).map((i) => new URL(i.currentSrc).pathname)).toEqual(PHOTOS.map(([, slug]) => `/catalogue/photos/${slug}-640w.webp`));
    expect(requested.filter((p) => /-(960|1600)w\.webp$/.test(p))).toEqual([]);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect((page as any).errors.filter((e: string) => !e.includes('404'))).toEqual([]);
    await b.screenshot(page, 'images-list-375');
  });

  it('falls back to the placeholder when a picture breaks after hydration', async () => {
    const page = await b.page(1280, 900);
    await page.goto(b.base() + '/equipments');
    await page.waitForLoadState('networkidle');
    const third = page.locator('[data-testid="equipment-card"] img').nth(2);
    await third.evaluate((img: HTMLImageElement) => img.setAttribute('srcset', '/uploads/nope-320w.webp 320w'));
    await expect.poll(() => third.getAttribute('src')).toBe('/catalogue/no-image.svg');
    expect(await third.getAttribute('srcset')).toBeNull();
    expect(await third.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  it('gives the detail page a high-priority main picture sized for the screen and lazy gallery pictures', async () => {
    const page = await b.page(1280, 900);
    await page.goto(b.base() + photoPath);
    await page.waitForLoadState('networkidle');
    const [hero] = await images(page, 'main img[alt="Mike Photo Excavator"]');
    expect(hero).toMatchObject({ loading: 'eager', fetchpriority: 'high', decoding: 'async', width: '960', height: '720' });
    expect(hero!.srcset).toContain('/catalogue/photos/excavator-1600w.webp 1600w');
    // Announced in <head> by the server, so the download starts before the body is parsed.
    const html = await (await fetch(b.base() + photoPath)).text();
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="preload"[^>]*as="image"[^>]*imageSrcSet="[^"]*excavator-1600w\.webp 1600w"/i);
    // 672 CSS px at DPR 1: the 960 px variant.
    expect(new URL(hero!.currentSrc).pathname).toBe('/catalogue/photos/excavator-960w.webp');
    await page.getByRole('tab', { name: 'Photos' }).click();
    const gallery = await images(page, 'main img[alt="Mike Photo Excavator, photo 1"]');
    expect(gallery.map((i) => i.loading)).toEqual(['lazy']);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await b.screenshot(page, 'images-detail-1280');
    const phone = await b.page(375, 800);
    await phone.goto(b.base() + photoPath);
    await phone.waitForLoadState('networkidle');
    expect(await phone.locator('main img').first().evaluate((i: HTMLImageElement) => i.getBoundingClientRect().width)).toBe(343);
    await b.screenshot(phone, 'images-detail-375');
  });
});
