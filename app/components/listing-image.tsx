import { useEffect, useRef, useState } from 'react';
import { usePreloadImage } from '../lib/head-resources.tsx';
import { NO_IMAGE_URL, srcSetOf, type ImagePreset } from '../../lib/image-variants.ts';

/** `sizes` for each place a listing picture appears (CSS px the image takes at each breakpoint). */
export const IMAGE_SIZES = {
  /** /equipments grid: 1 column, 2 from sm, sidebar + 2 from lg, 3 from xl; on a phone the picture sits beside the text (w-28). */
  equipmentCard: '(min-width: 1280px) 312px, (min-width: 1024px) calc(50vw - 164px), (min-width: 640px) calc(50vw - 24px), 112px',
  /** Detail page main picture (max-w-2xl). */
  detailHero: '(min-width: 704px) 672px, calc(100vw - 32px)',
  /** Detail page photo tab: 3 columns from sm. */
  gallery: '(min-width: 1024px) 300px, (min-width: 640px) 33vw, calc(100vw - 32px)',
  /** 'Other equipments' scroll row (w-56 cards). */
  scrollRow: '200px',
  /** Round logo on a contractor card (size-14). */
  logo: '56px',
} as const;

type Props = {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the box before the file arrives (no layout shift). */
  width: number;
  height: number;
  sizes: string;
  preset?: ImagePreset;
  /** The first card or the main picture: fetched eagerly at high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
};

/**
 * Every listing picture (cards, detail pages): WebP variants through srcset when the URL is one of
 * ours (lib/image-variants.ts), explicit size, lazy below the fold, and the no-image placeholder
 * when the file is missing or broken (docs/product.md#pictures-and-files).
 */
export function ListingImage({ src, alt, width, height, sizes, preset = 'listing', priority = false, className }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const ref = useRef<HTMLImageElement>(null);
  const url = src && failedSrc !== src ? src : NO_IMAGE_URL;
  const srcSet = url === src ? srcSetOf(url, preset) : undefined;
  // The main picture is usually the largest paint: announce it in <head> so it starts before the body is parsed.
  usePreloadImage(priority && src ? { href: src, imageSrcSet: srcSet, imageSizes: srcSet ? sizes : undefined } : null);
  useEffect(() => {
    // A picture that failed before hydration fired its error event before React was listening.
    const img = ref.current;
    if (src && img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailedSrc(src);
  }, [src]);
  return (
    <img
      ref={ref}
      src={url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => src && setFailedSrc(src)}
      className={className}
    />
  );
}
