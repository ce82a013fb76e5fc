import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * In the browser build, data/catalogue-hindi.ts reads the catalogue's Hindi names from the registry
 * that the Hindi layout fills (app/i18n/hindi-names.ts) instead of importing them, so English pages do
 * not download them (7 KiB gzip). The server build and the tests keep data/catalogue-hindi-source.ts,
 * which imports them (docs/decisions/048-hindi-site.md).
 */
export function hindiNamesInTheBrowser(): Plugin {
  const root = path.resolve(import.meta.dirname, '..');
  const source = path.join(root, 'data/catalogue-hindi-source.ts');
  const registry = path.join(root, 'app/i18n/hindi-names.ts');
  return {
    name: 'buildmart-hindi-names',
    enforce: 'pre',
    async resolveId(id, importer, options) {
      if (options?.ssr || !importer || !id.endsWith('catalogue-hindi-source.ts')) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved?.id.split('?')[0] === source ? registry : null;
    },
  };
}
