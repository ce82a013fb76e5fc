import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;
const USES_MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `plural`) compiled away before anything else reads the file
 * (docs/decisions/048-hindi-site.md). React Router's Vite plugin does not run Babel on our code and
 * `@vitejs/plugin-react` is not part of the stack, so this runs just the macro plugin, on the files that
 * import a macro. In production the macro keeps only the message id (the catalogues carry the text).
 */
export function linguiMacro(): Plugin {
  return {
    name: 'buildmart-lingui-macro',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) return null;
      const isTs = /\.[cm]?tsx?$/.test(file);
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [isTs ? ['@babel/plugin-syntax-typescript', { isTSX: file.endsWith('x') }] : '@babel/plugin-syntax-jsx', '@lingui/babel-plugin-lingui-macro'],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
