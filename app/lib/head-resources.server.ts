import type { ImagePreload } from './head-resources.tsx';

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The `<link rel="preload">` elements for `list`. */
export function preloadLinks(list: readonly ImagePreload[]): string {
  return list
    .map(
      (p) =>
        `<link rel="preload" as="image" href="${attr(p.href)}"${p.imageSrcSet ? ` imagesrcset="${attr(p.imageSrcSet)}"` : ''}${p.imageSizes ? ` imagesizes="${attr(p.imageSizes)}"` : ''} fetchpriority="high"/>`,
    )
    .join('');
}
