import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { EQUIPMENT_CATALOGUE } from '../../data/equipment-catalogue.ts';
import { localDiskStorage } from '../ports/storage.ts';
import { makeImageVariants } from './make-variants.ts';
import { cataloguePhotoUrl, IMAGE_PRESETS, srcSetOf } from '../../lib/image-variants.ts';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'bm-images-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));
const storage = localDiskStorage({ root: tmp });
const fileOf = (url: string) => path.join(tmp, url.replace(/^\/uploads\//, ''));

/** A 2000×1000 camera JPEG stored sideways (EXIF orientation 6) with GPS-like EXIF text. */
const cameraJpeg = () =>
  sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#d97706' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Owner Name', ImageDescription: 'Site at 18.52N 73.85E' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();

describe('image pipeline', () => {
  it('makes upright WebP variants at every listing width, aspect kept, metadata stripped', async () => {
    const input = await cameraJpeg();
    const source = await sharp(input).metadata();
    expect([source.orientation, source.exif?.includes('Owner Name')]).toEqual([6, true]);
    const { url, variants } = await makeImageVariants(storage, input, { preset: 'listing', folder: 'equipments' });
    // Sideways 2000×1000 with orientation 6 is an upright 1000×2000 picture: 1600 would enlarge it.
    expect(variants.map((v) => [v.width, v.height])).toEqual([
      [320, 640],
      [640, 1280],
      [960, 1920],
      [1000, 2000],
    ]);
    expect(url).toMatch(/^\/uploads\/equipments\/[0-9a-f]{24}-640w\.webp$/);
    expect(variants.map((v) => v.url)).toEqual(IMAGE_PRESETS.listing.widths.map((w) => url.replace('-640w', `-${w}w`)));
    for (const v of variants) {
      const meta = await sharp(readFileSync(fileOf(v.url))).metadata();
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual([v.width, v.height]);
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(statSync(fileOf(v.url)).size).toBe(v.bytes);
    }
  });

  it('names files by their source, so the same upload twice gives the same URL', async () => {
    const input = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f1e36' } })
      .png()
      .toBuffer();
    const a = await makeImageVariants(storage, input, { preset: 'avatar', folder: 'logos' });
    const b = await makeImageVariants(storage, input, { preset: 'avatar', folder: 'logos' });
    expect(a.url).toBe(b.url);
    expect(a.url).toMatch(/-256w\.webp$/);
    expect(a.variants.map((v) => v.width)).toEqual([128, 256]);
  });

  it('refuses files that are not raster images, and SVG unless asked for', async () => {
    await expect(makeImageVariants(storage, Buffer.from('hello, not an image'), { preset: 'listing', folder: 'x' })).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="red"/></svg>');
    await expect(makeImageVariants(storage, svg, { preset: 'listing', folder: 'x' })).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const drawn = await makeImageVariants(storage, svg, { preset: 'avatar', folder: 'x', name: 'drawing', allowSvg: true, lossless: true });
    // Drawings are rendered at the target size, not scaled up from 40 px.
    expect(drawn.variants.map((v) => [v.width, v.height])).toEqual([
      [128, 96],
      [256, 192],
    ]);
  });
});

describe('variant URLs', () => {
  it('builds srcset from a stored variant URL and leaves other URLs alone', () => {
    expect(srcSetOf('/uploads/equipments/ab12-640w.webp', 'listing')).toBe(
      '/uploads/equipments/ab12-320w.webp 320w, /uploads/equipments/ab12-640w.webp 640w, /uploads/equipments/ab12-960w.webp 960w, /uploads/equipments/ab12-1600w.webp 1600w',
    );
    expect(srcSetOf('/uploads/logos/cd-256w.webp', 'avatar')).toBe('/uploads/logos/cd-128w.webp 128w, /uploads/logos/cd-256w.webp 256w');
    expect(srcSetOf('/catalogue/excavator.svg', 'listing')).toBeUndefined();
    expect(srcSetOf('https://example.com/a.jpg', 'listing')).toBeUndefined();
  });

  it('has every WebP variant of every catalogue picture on disk (scripts/build-catalogue-images.ts)', async () => {
    const pub = path.resolve(import.meta.dirname, '../../public');
    for (const item of EQUIPMENT_CATALOGUE) {
      const srcset = srcSetOf(cataloguePhotoUrl(item.slug), 'listing')!;
      for (const entry of srcset.split(', ')) {
        const [url, w] = entry.split(' ');
        const file = path.join(pub, url!);
        expect(existsSync(file), file).toBe(true);
        const meta = await sharp(file).metadata();
        expect([meta.format, meta.width, meta.height], file).toEqual(['webp', parseInt(w!), (parseInt(w!) * 3) / 4]);
        expect(statSync(file).size, file).toBeLessThan(32 * 1024);
      }
    }
  });
});
