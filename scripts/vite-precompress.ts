import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt)$/;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) next to each built browser file, once, at build
 * time; server/ssr.ts serves them with `preCompressed`. Brotli 11 is ~14% smaller than the
 * quality a server can afford per request (docs/decisions/012-images-and-budgets.md).
 */
export function precompress(): Plugin {
  return {
    name: 'buildmart-precompress',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    async writeBundle(options, bundle) {
      const dir = options.dir!;
      const files = Object.keys(bundle).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (f) => {
          const file = path.join(dir, f);
          const raw = await readFile(file);
          if (raw.length < 1024) return;
          await writeFile(`${file}.br`, await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }));
          await writeFile(`${file}.gz`, await gzip(raw, { level: 9 }));
        }),
      );
    },
  };
}
