import { type PluginObj, transformAsync, types as t } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';

const SOURCE = /\.[cm]?[jt]sx?$/;
const USES_MACRO = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/** A message as Lingui's runtime reads it without its compiler: always tokens, never a bare string. */
const compiled = (message: string) => {
  const tokens = compileMessage(message);
  return typeof tokens === 'string' ? [tokens] : tokens;
};

/**
 * The English text of every message stays in the code that shows it, compiled like a catalogue entry:
 * `{ id, message: ['Show ', ['count']] }` and `<Trans id message={[…]}>`. Lingui's runtime falls back
 * to a descriptor's message when the active catalogue has no entry for its id, so English pages need
 * no catalogue at all and each page's chunks carry only the English it shows; Hindi pages load the
 * Hindi catalogue, whose entries win (docs/decisions/048-hindi-site.md).
 */
function inlineEnglish(): PluginObj {
  // Only the macro's own descriptors: their id is the hash of their message (and context).
  const isDescriptor = (id: unknown, message: string, context: unknown) =>
    typeof id === 'string' && id === generateMessageId(message, typeof context === 'string' ? context : undefined);
  const visitor = {
    ObjectExpression(path: { node: t.ObjectExpression }) {
      const value = (name: string) => {
        const p = path.node.properties.find((x) => t.isObjectProperty(x) && t.isIdentifier(x.key, { name }));
        return p && t.isObjectProperty(p) && t.isStringLiteral(p.value) ? p : undefined;
      };
      const [id, message, context] = [value('id'), value('message'), value('context')];
      if (
        !message ||
        !isDescriptor((id?.value as t.StringLiteral | undefined)?.value, (message.value as t.StringLiteral).value, (context?.value as t.StringLiteral | undefined)?.value)
      )
        return;
      message.value = t.valueToNode(compiled((message.value as t.StringLiteral).value));
    },
    JSXOpeningElement(path: { node: t.JSXOpeningElement }) {
      const value = (name: string) => {
        const a = path.node.attributes.find((x) => t.isJSXAttribute(x) && x.name.name === name);
        return a && t.isJSXAttribute(a) && t.isStringLiteral(a.value) ? a : undefined;
      };
      const [id, message, context] = [value('id'), value('message'), value('context')];
      if (
        !message ||
        !isDescriptor((id?.value as t.StringLiteral | undefined)?.value, (message.value as t.StringLiteral).value, (context?.value as t.StringLiteral | undefined)?.value)
      )
        return;
      message.value = t.jsxExpressionContainer(t.valueToNode(compiled((message.value as t.StringLiteral).value)));
    },
  };
  return {
    name: 'buildmart-inline-english',
    visitor: {
      // After the macro has run over the whole file.
      Program: { exit: (path) => path.traverse(visitor) },
    },
  };
}

/**
 * Lingui's macros (`t`, `msg`, `<Trans>`, `plural`) compiled away before anything else reads the file
 * (docs/decisions/048-hindi-site.md). React Router's Vite plugin does not run Babel on our code and
 * `@vitejs/plugin-react` is not part of the stack, so this runs just the macro plugin, on the files that
 * import a macro, then `inlineEnglish`.
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
        plugins: [
          isTs ? ['@babel/plugin-syntax-typescript', { isTSX: file.endsWith('x') }] : '@babel/plugin-syntax-jsx',
          ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false }],
          inlineEnglish,
        ],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
