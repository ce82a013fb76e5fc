import { configDefaults, defineConfig } from 'vitest/config';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacro } from './scripts/vite-lingui-macro.ts';
// Two projects: "unit" needs nothing but Node; "db" gets one PostgreSQL server per run
// (embedded, or DATABASE_URL) and a fresh database per worker (tests/setup/). The browser suite
// runs in @playwright/test (playwright.config.ts).
export default defineConfig({
  // app/ modules use Lingui's macros and import .po catalogues (docs/decisions/048-hindi-site.md).
  plugins: [linguiMacro(), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
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
