import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BUILD_NOTES } from '../lib/build-notes.ts';

/** The build's note of the contractor names' chunk and of the chunks that await it, as URL paths ('/assets/…'). */
export type HindiNamesChunks = { contractorNames: string; awaitedBy: string[] };

/** A module that waits for the contractor types' and sectors' Hindi names before it runs (app/i18n/hindi-names.ts). */
const AWAITS_CONTRACTOR_NAMES = /^await contractorNamesOnHindiPages\(\);$/m;

/**
 * In the browser build, data/catalogue-hindi.ts reads the catalogue's Hindi names from the registry
 * that the Hindi layout fills (app/i18n/hindi-names.ts) instead of importing them, so English pages do
 * not download them (7 KiB gzip). The server build and the tests keep data/catalogue-hindi-source.ts,
 * which imports them (docs/decisions/048-hindi-site.md).
 *
 * The browser build also writes, next to its output folder (`BUILD_NOTES.hindiNamesChunks`, lib/build-notes.ts), the file of the
 * contractor names and the route chunks whose module awaits them: a Hindi page with such a route asks for
 * the names together with its other scripts instead of after them, and the first-load count includes them.
 */
export function hindiNamesInTheBrowser(): Plugin {
  const root = path.resolve(import.meta.dirname, '..');
  const source = path.join(root, 'data/catalogue-hindi-source.ts');
  const registry = path.join(root, 'app/i18n/hindi-names.ts');
  const contractorNames = path.join(root, 'data/catalogue-hindi-contractor-names.ts');
  const awaiting = new Set<string>();
  let chunks: HindiNamesChunks | undefined;
  return {
    name: 'buildmart-hindi-names',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (options?.ssr || !importer || !id.endsWith('catalogue-hindi-source.ts')) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved?.id.split('?')[0] === source ? registry : null;
    },
    transform(code, id) {
      if (this.environment?.name === 'client' && AWAITS_CONTRACTOR_NAMES.test(code)) awaiting.add(id.split('?')[0]!);
      return null;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      const all = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
      const names = all.find((c) => c.facadeModuleId === contractorNames);
      if (!names) return this.error('data/catalogue-hindi-contractor-names.ts has no chunk of its own');
      const awaitedBy = all.filter((c) => c.moduleIds.some((m) => awaiting.has(m.split('?')[0]!))).map((c) => `/${c.fileName}`);
      chunks = { contractorNames: `/${names.fileName}`, awaitedBy: awaitedBy.sort() };
    },
    writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir || !chunks) return;
      writeFileSync(path.join(options.dir, '..', BUILD_NOTES.hindiNamesChunks), JSON.stringify(chunks));
    },
  };
}
