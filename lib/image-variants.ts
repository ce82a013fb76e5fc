/**
 * How resized images are named and which widths exist. Pure and browser-safe: the image pipeline
 * (core/images/make-variants.ts) writes files by these rules and <ListingImage> builds srcset from
 * them, so a stored URL (one variant, e.g. ThumbnailUrl) is enough to find its siblings.
 *
 *   <stem>-<width>w.webp     e.g. /uploads/equipments/3f9a…-640w.webp, /catalogue/photos/excavator-640w.webp
 */
export const IMAGE_PRESETS = {
  /** Equipment photos: card thumbnail 320/640, detail 960/1600. */
  listing: { widths: [320, 640, 960, 1600], stored: 640 },
  /** Logos and profile pictures: 128/256. */
  avatar: { widths: [128, 256], stored: 256 },
} as const;

export type ImagePreset = keyof typeof IMAGE_PRESETS;

export const NO_IMAGE_URL = '/catalogue/no-image.svg';

const VARIANT = /^(.*)-(\d+)w\.webp$/;

export const variantUrl = (stem: string, width: number) => `${stem}-${width}w.webp`;

/** The srcset of a stored variant URL, or undefined for any other image (SVG, external, legacy). */
export function srcSetOf(url: string, preset: ImagePreset): string | undefined {
  const m = VARIANT.exec(url);
  if (!m) return undefined;
  return IMAGE_PRESETS[preset].widths.map((w) => `${variantUrl(m[1]!, w)} ${w}w`).join(', ');
}

/** Demo catalogue pictures rendered to WebP by scripts/build-catalogue-images.ts. */
export const CATALOGUE_PHOTO_DIR = '/catalogue/photos';
export const cataloguePhotoUrl = (slug: string) => variantUrl(`${CATALOGUE_PHOTO_DIR}/${slug}`, IMAGE_PRESETS.listing.stored);
