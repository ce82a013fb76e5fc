/**
 * Renders each catalogue drawing (public/catalogue/<slug>.svg) into the WebP variants a listing
 * photo has (lib/image-variants.ts: 320/640/960/1600 px wide), through the same pipeline as
 * uploads, into public/catalogue/photos/. The demo seed points listings at them, so cards and
 * detail pages serve WebP with srcset exactly as they will for uploaded photos.
 *
 * The output is committed (seeding stays instant and a clean clone needs no image step).
 * Re-run after changing the drawings:
 *   node --import tsx scripts/build-catalogue-images.ts
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EQUIPMENT_CATALOGUE } from '../data/equipment-catalogue.ts';
import { makeImageVariants } from '../core/images/make-variants.ts';
import { CATALOGUE_PHOTO_DIR } from '../lib/image-variants.ts';
import { localDiskStorage } from '../core/ports/storage.ts';

const PUBLIC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const outDir = path.join(PUBLIC, CATALOGUE_PHOTO_DIR);
rmSync(outDir, { recursive: true, force: true });
const storage = localDiskStorage({ root: path.dirname(outDir), urlPrefix: path.dirname(CATALOGUE_PHOTO_DIR) });

let total = 0;
for (const item of EQUIPMENT_CATALOGUE) {
  const svg = readFileSync(path.join(PUBLIC, item.thumb));
  const { variants } = await makeImageVariants(storage, svg, { preset: 'listing', folder: path.basename(CATALOGUE_PHOTO_DIR), name: item.slug, allowSvg: true, lossless: true });
  total += variants.reduce((n, v) => n + v.bytes, 0);
  console.log(`${item.slug.padEnd(28)} ${variants.map((v) => `${v.width}×${v.height} ${(v.bytes / 1024).toFixed(1)} KB`).join('  ')}`);
}
console.log(`${EQUIPMENT_CATALOGUE.length} pictures, ${(total / 1024 / 1024).toFixed(2)} MB in ${path.relative(process.cwd(), outDir)}`);
