import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type PluginObj, transformAsync, types as t } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import type { Plugin } from 'vite';
import { BUILD_NOTES } from '../lib/build-notes.ts';

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
function inlineEnglish(seen: Set<string>): PluginObj {
  // Only the macro's own descriptors: their id is the hash of their message (and context).
  const isDescriptor = (id: unknown, message: string, context: unknown) =>
    typeof id === 'string' && id === generateMessageId(message, typeof context === 'string' ? context : undefined);
  /** The descriptor's message, when `value` finds a macro descriptor: then its id is noted and its message compiled. */
  // The macro runs with `extract: true`, so its descriptors keep their context (and comment): a message
  // with a context is recognised (its id hashes the context too) and noted like any other. Both are then
  // dropped: the browser needs neither.
  const inline = <S extends { value?: unknown }>(value: (name: string) => S | undefined, replace: (slot: S, tokens: t.Expression) => void, drop: (names: string[]) => void) => {
    const [id, message, context] = [value('id'), value('message'), value('context')];
    const text = (slot: S | undefined) => (slot?.value as t.StringLiteral | undefined)?.value;
    const idValue = text(id);
    if (!message || !idValue || !isDescriptor(idValue, text(message)!, text(context))) return;
    seen.add(idValue);
    replace(message, t.valueToNode(compiled(text(message)!)));
    drop(['context', 'comment']);
  };
  const named = (names: string[]) => (x: t.Node) =>
    (t.isObjectProperty(x) && t.isIdentifier(x.key) && names.includes(x.key.name)) || (t.isJSXAttribute(x) && typeof x.name.name === 'string' && names.includes(x.name.name));
  const visitor = {
    ObjectExpression(path: { node: t.ObjectExpression }) {
      inline(
        (name) => {
          const p = path.node.properties.find((x) => t.isObjectProperty(x) && t.isIdentifier(x.key, { name }));
          return p && t.isObjectProperty(p) && t.isStringLiteral(p.value) ? p : undefined;
        },
        (slot, tokens) => {
          slot.value = tokens;
        },
        (names) => {
          path.node.properties = path.node.properties.filter((x) => !named(names)(x));
        },
      );
    },
    JSXOpeningElement(path: { node: t.JSXOpeningElement }) {
      inline(
        (name) => {
          const a = path.node.attributes.find((x) => t.isJSXAttribute(x) && x.name.name === name);
          return a && t.isJSXAttribute(a) && t.isStringLiteral(a.value) ? a : undefined;
        },
        (slot, tokens) => {
          slot.value = t.jsxExpressionContainer(tokens);
        },
        (names) => {
          path.node.attributes = path.node.attributes.filter((x) => !named(names)(x));
        },
      );
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
 * import a macro, then `inlineEnglish`. The browser build also writes, next to its output folder, the
 * message ids of each chunk (`BUILD_NOTES.messageIds`, lib/build-notes.ts): a Hindi page then carries the Hindi texts of just
 * the chunks it loads.
 */
export function linguiMacro(): Plugin {
  const idsByModule = new Map<string, Set<string>>();
  const byChunk: Record<string, string[]> = {};
  return {
    name: 'buildmart-lingui-macro',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      if (this.environment?.name !== 'client') return;
      for (const [file, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const ids = new Set(chunk.moduleIds.flatMap((m) => [...(idsByModule.get(m.split('?')[0]!) ?? [])]));
        if (ids.size) byChunk[file] = [...ids].sort();
      }
    },
    writeBundle(options) {
      if (this.environment?.name !== 'client' || !options.dir) return;
      writeFileSync(path.join(options.dir, '..', BUILD_NOTES.messageIds), JSON.stringify(byChunk));
    },
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) return null;
      const isTs = /\.[cm]?tsx?$/.test(file);
      const seen = new Set<string>();
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        plugins: [
          isTs ? ['@babel/plugin-syntax-typescript', { isTSX: file.endsWith('x') }] : '@babel/plugin-syntax-jsx',
          // extract: descriptors keep their context, for `inlineEnglish` to recognise them (it drops it after).
          ['@lingui/babel-plugin-lingui-macro', { stripMessageField: false, extract: true }],
          () => inlineEnglish(seen),
        ],
      });
      idsByModule.set(file, seen);
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
