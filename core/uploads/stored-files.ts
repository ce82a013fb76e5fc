import { IMAGE_PRESETS, variantUrl, type ImagePreset } from '../../lib/image-variants.ts';
import type { Storage } from '../ports/storage.ts';

/** The storage key of a URL this storage made (`storage.url(key)`), or null for anything else (catalogue pictures, external URLs). */
export function keyOfUrl(storage: Storage, url: string | null | undefined): string | null {
  if (!url) return null;
  const probe = storage.url('x');
  const prefix = probe.slice(0, -1);
  return url.startsWith(prefix) && url.length > prefix.length ? url.slice(prefix.length) : null;
}

/** Removes an uploaded image and all its width variants (lib/image-variants.ts). Other URLs are left alone. */
export async function deleteStoredImage(storage: Storage, url: string | null | undefined, preset: ImagePreset) {
  const key = keyOfUrl(storage, url);
  if (!key) return;
  const m = /^(.*)-\d+w\.webp$/.exec(key);
  const keys = m ? IMAGE_PRESETS[preset].widths.map((w) => variantUrl(m[1]!, w)) : [key];
  await Promise.all(keys.map((k) => storage.delete(k)));
}

/** Removes an uploaded file (a PDF). */
export async function deleteStoredFile(storage: Storage, url: string | null | undefined) {
  const key = keyOfUrl(storage, url);
  if (key) await storage.delete(key);
}

/**
 * Removes files that a saved row no longer points at, after the write: a storage that fails now
 * (a bucket that stopped answering) leaves an unreferenced file behind rather than failing a change
 * that is already saved, and never makes the caller undo it (docs/decisions/035).
 */
export async function removeReplacedFiles(remove: () => Promise<unknown>): Promise<void> {
  await remove().catch(() => {});
}
