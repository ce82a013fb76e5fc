/**
 * The profile picture the browser uploads (docs/product.md#client-account-area): a square crop drawn on a canvas of at most
 * 512 × 512, exported as JPEG and re-encoded at lower qualities until it is at most 1 MB.
 * Written with canvas.toBlob: no compression library, nothing fetched from a CDN (docs/decisions/013).
 */
import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { PROFILE_IMAGE_MAX_BYTES } from '../../contract/profile.ts';
import { i18nFor } from '../i18n/i18n.ts';
import type { Lang } from '../i18n/lang.ts';

export const PROFILE_IMAGE_MAX_PX = 512;
/** Qualities tried in turn; 512 px JPEGs are far below 1 MB long before the last one. */
export const JPEG_QUALITIES = [0.92, 0.85, 0.75, 0.65, 0.55, 0.45, 0.35, 0.25, 0.15] as const;

export type CropArea = { x: number; y: number; width: number; height: number };

/** Encodes at falling qualities until the result fits; throws when even the lowest does not. */
export async function encodeUnderLimit(
  encode: (quality: number) => Promise<Blob>,
  maxBytes = PROFILE_IMAGE_MAX_BYTES,
  qualities: readonly number[] = JPEG_QUALITIES,
  i18n: I18n = i18nFor('en'),
): Promise<Blob> {
  for (const q of qualities) {
    const blob = await encode(q);
    if (blob.size <= maxBytes) return blob;
  }
  throw new Error(i18n._(msg`The picture is too large even at the lowest quality.`));
}

/** Side of the square output: the crop's own size, never above 512 px (no upscaling). */
export const outputSide = (area: CropArea) => Math.max(1, Math.min(PROFILE_IMAGE_MAX_PX, Math.round(Math.min(area.width, area.height))));

function loadImage(src: string, i18n: I18n): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(i18n._(msg`The picture could not be read.`)));
    img.src = src;
  });
}

/** Crops `src` (an object URL) to `area` (pixels of the original) and answers the JPEG to upload; its errors are worded in `lang`. */
export async function cropToJpeg(src: string, area: CropArea, lang: Lang = 'en'): Promise<Blob> {
  const i18n = i18nFor(lang);
  const img = await loadImage(src, i18n);
  const side = outputSide(area);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const g = canvas.getContext('2d');
  if (!g) throw new Error(i18n._(msg`Canvas is not available.`));
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, side, side);
  g.imageSmoothingQuality = 'high';
  g.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return encodeUnderLimit(
    (quality) =>
      new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(i18n._(msg`The picture could not be encoded.`)))), 'image/jpeg', quality)),
    PROFILE_IMAGE_MAX_BYTES,
    JPEG_QUALITIES,
    i18n,
  );
}
