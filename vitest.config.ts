import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
import { PREACT_ALIASES, REACT_PACKAGES } from './scripts/preact-aliases.ts';
// Two projects: "unit" needs nothing but Node; "db" gets one PostgreSQL server per run
// (embedded, or DATABASE_URL) and a fresh database per worker (tests/setup/). The browser suite
// runs in @playwright/test (playwright.config.ts).
/** The ES module build of an installed package (its package.json's `module`). */
function esModuleOf(name: string): string {
  const manifest = fileURLToPath(import.meta.resolve(`${name}/package.json`));
  return path.join(path.dirname(manifest), (JSON.parse(readFileSync(manifest, 'utf8')) as { module: string }).module);
}

export default defineConfig({
  // app/ modules use Lingui's macros and import .po catalogues (docs/decisions/048-hindi-site.md).
  plugins: [linguiMacro(), lingui()],
  // Components render with Preact here too (scripts/preact-aliases.ts).
  // Node's condition would give React Router and lucide their CommonJS builds, whose require('react') no alias reaches.
  resolve: { alias: [...PREACT_ALIASES, ...['react-router', 'lucide-react'].map((name) => ({ find: new RegExp(`^${name}$`), replacement: esModuleOf(name) }))] },
  ssr: { noExternal: REACT_PACKAGES },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          server: { deps: { inline: REACT_PACKAGES } },
          include: [
            'lib/**/*.test.ts',
            'data/**/*.test.ts',
            'contract/**/*.test.ts',
            'core/**/*.unit.test.ts',
            'db/**/*.unit.test.ts',
            'server/**/*.unit.test.ts',
            'app/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.unit.test.ts',
          ],
          environment: 'node',
          // Pure modules: files share the worker's imports (about half this project's time).
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/**/*.test.ts', 'core/**/*.db.test.ts'],
          // Pure checks beside the database tests (e.g. tests/search/) need no database.
          exclude: [...configDefaults.exclude, 'tests/**/*.unit.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-db.ts'],
          setupFiles: ['tests/setup/worker-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
          // Files share their worker's modules (each still gets its own database, tests/setup/worker-db.ts):
          // importing the app once per worker instead of once per file halves this project's time
          // (310 → 170 s; tests/README.md says what a file must then clean up).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
