import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';

/**
 * The interface's catalogues (docs/decisions/048-hindi-site.md): in step with the source, and the Hindi
 * one complete — a message the code uses but the catalogue lacks, or a Hindi text whose placeholders are
 * not the English one's, fails the suite. `npm run i18n:extract` refreshes the catalogues; translators
 * fill in app/locales/hi/*.po.
 */
const config = getConfig({ cwd: process.cwd(), skipValidation: true });
// The provider and admin workspaces stay English for now: their Hindi catalogues may be empty.
const HINDI_REQUIRED = new Set(['site']);

/** The placeholders and tags of an ICU message: '{count, plural, …}' → 'count', '<0>…</0>' → '<0>'. */
function placeholdersOf(message: string): string[] {
  const names = new Set<string>();
  for (const m of message.matchAll(/\{\s*([\w.]+)\s*[,}]/g)) names.add(m[1]!);
  for (const m of message.matchAll(/<(\d+)\s*\/?>/g)) names.add(`<${m[1]}>`);
  return [...names].sort();
}

const catalogs = await Promise.all(
  (await getCatalogs(config)).map(async (catalog) => ({
    name: catalog.path.split('/').pop()!,
    source: (await catalog.collect()) ?? {},
    en: await catalog.read('en'),
    hi: await catalog.read('hi'),
  })),
);

describe('interface catalogues', () => {
  for (const { name, source, en, hi } of catalogs) {
    describe(name, () => {
      it('has every message the code uses (else: npm run i18n:extract)', () => {
        const missing = Object.entries(source)
          .filter(([id]) => !en?.[id] || !hi?.[id])
          .map(([, m]) => m.message);
        expect(missing).toEqual([]);
      });

      if (!HINDI_REQUIRED.has(name)) return;

      it('has a Hindi text for every message', () => {
        const untranslated = Object.keys(source)
          .filter((id) => !hi?.[id]?.translation?.trim())
          .map((id) => source[id]!.message);
        expect(untranslated).toEqual([]);
      });

      it('keeps every placeholder and tag of the English message in the Hindi one', () => {
        const mismatched = Object.keys(source)
          .filter((id) => hi?.[id]?.translation)
          .filter((id) => placeholdersOf(source[id]!.message ?? '').join() !== placeholdersOf(hi![id]!.translation!).join())
          .map((id) => `${source[id]!.message} → ${hi![id]!.translation}`);
        expect(mismatched).toEqual([]);
      });
    });
  }
});

describe('placeholdersOf', () => {
  it('finds names, plural and select arguments and tags', () => {
    expect(placeholdersOf('Show {total} {noun}')).toEqual(['noun', 'total']);
    expect(placeholdersOf('{count, plural, one {# review} other {# reviews}}')).toEqual(['count']);
    expect(placeholdersOf('Read the <0>terms</0> and <1/>')).toEqual(['<0>', '<1>']);
  });
});
