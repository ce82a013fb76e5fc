import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { AppError } from '../errors.ts';
import type { Storage } from '../ports/storage.ts';
import { IMAGE_PRESETS, variantUrl, type ImagePreset } from '../../lib/image-variants.ts';

export type ImageVariant = { url: string; width: number; height: number; bytes: number };

export type MakeVariantsOptions = {
  preset: ImagePreset;
  /** Storage folder, e.g. 'equipments' or 'logos'. */
  folder: string;
  /** File stem; default: a hash of the source bytes (the same upload twice makes the same files). */
  name?: string;
  /** Accept SVG sources (our own drawings only: never for user uploads). */
  allowSvg?: boolean;
  /** Lossless WebP suits flat drawings; photos use lossy quality 78. */
  lossless?: boolean;
};

/** The one message for an upload sharp cannot decode (truncated, corrupt, too many pixels). */
export const IMAGE_UNREADABLE = 'The picture could not be read. Upload a JPEG, PNG or WebP image.';

const RASTER_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** 40 megapixels: any phone photo, but not a decompression bomb. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Source image → WebP variants at the preset's widths (lib/image-variants.ts), aspect ratio
 * kept, never enlarged, turned upright from EXIF orientation, all metadata (EXIF, GPS, ICC)
 * stripped. Returns the URL to store (the preset's `stored` width) and every variant's size.
 */
export async function makeImageVariants(storage: Storage, input: Uint8Array, opts: MakeVariantsOptions): Promise<{ url: string; variants: ImageVariant[] }> {
  const meta = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .metadata()
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE);
    });
  const format = meta.format ?? '';
  if (!(RASTER_FORMATS.has(format) || (opts.allowSvg && format === 'svg')) || !meta.width || !meta.height) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Upload a JPEG, PNG or WebP image.');
  }
  const name = opts.name ?? createHash('sha256').update(input).digest('hex').slice(0, 24);
  const stem = `${opts.folder}/${name}`;
  const { widths, stored } = IMAGE_PRESETS[opts.preset];
  const variants: ImageVariant[] = [];
  let storedUrl = '';
  await oneAtATime(async () => {
    // A photo is decoded once, straight to the largest width we keep (JPEG shrink-on-load: a 20 MB,
    // 40-megapixel source never sits whole in memory), and every smaller width is made from that.
    const base = format === 'svg' ? null : await decodeOnce(input, Math.max(...widths));
    for (const width of widths) {
      // Vector sources are drawn at the target size rather than scaled from a small bitmap.
      const density = format === 'svg' ? Math.min(2400, (72 * width) / meta.width!) : undefined;
      const source = base
        ? sharp(base.data, { raw: { width: base.info.width, height: base.info.height, channels: base.info.channels } })
        : sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', density }).autoOrient();
      const { data, info } = await source
        .resize({ width, withoutEnlargement: format !== 'svg' })
        .webp(opts.lossless ? { lossless: true, effort: 6 } : { quality: 78, effort: 5, smartSubsample: true })
        .toBuffer({ resolveWithObject: true })
        // Our own words: sharp's (libvips') message names internals and never reaches a client.
        .catch(() => {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE);
        });
      const key = variantUrl(stem, width);
      await storage.put(key, data);
      const url = storage.url(key);
      if (width === stored) storedUrl = url;
      variants.push({ url, width: info.width, height: info.height, bytes: data.length });
    }
  });
  return { url: storedUrl, variants };
}

/** The upright source at `width` at most (never enlarged), as raw pixels; EXIF and every other metadata are gone with the encoding. */
async function decodeOnce(input: Uint8Array, width: number) {
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', sequentialRead: true })
    .autoOrient()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', IMAGE_UNREADABLE);
    });
}

/**
 * Image work runs one at a time per process (libvips already uses every core for one image): a
 * burst of uploads waits its turn instead of holding several decoded photos at once
 * (docs/decisions/053).
 */
let queue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const run = queue.then(work, work);
  queue = run.catch(() => {});
  return run;
}
