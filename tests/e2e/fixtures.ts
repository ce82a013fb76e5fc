import { fileURLToPath } from 'node:url';
import { test as base, expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../server/app.ts';
import type { Config } from '../../server/config.ts';
import { setTestDb } from '../fixtures/db.ts';
import { testConfig, type TestOverrides } from '../fixtures/test-config.ts';
import { createFileDatabase, type FileDatabase } from '../setup/test-postgres.ts';
import { leftCspViolations, watchCsp } from './csp.ts';

export { expect };
export { takeCspViolations } from './csp.ts';

/**
 * The browser suite's fixtures (how to write a spec: tests/e2e/README.md).
 *
 * Per spec FILE (worker-scoped; every file runs in a worker of its own because its
 * `test.use({ specFile: import.meta.url })` makes its worker fixtures differ from every other file's):
 *   a fresh database copied from the run's template (`testDb()` and the factories see it),
 *   `app`: the real app on that database, listening on a free port (`baseURL` points at it).
 * Per TEST: `page` (and `openPage()` for more pages or other sizes) with their console errors
 * recorded (`errors`, `errorsOf(page)`), and a CSP guard that fails the test when a page it opened
 * met a Content-Security-Policy violation the test did not take (`takeCspViolations`).
 */

/** Config overrides and extra dependencies (a mailer…) of the file's app; a file overrides it with `test.use` or, when it needs another fixture, `test.extend`. */
export type AppOptions = { overrides?: TestOverrides; deps?: Partial<Omit<AppDeps, 'config' | 'db'>> };

export type E2eApp = { base: string; fastify: FastifyInstance; config: Config };

export type OpenPage = (size?: { width?: number; height?: number }) => Promise<Page>;

type WorkerFixtures = { specFile: string; appOptions: AppOptions; fileDb: FileDatabase; app: E2eApp };
type TestFixtures = { errors: string[]; openPage: OpenPage };

const pageErrors = new WeakMap<Page, string[]>();
let currentBase = '';

function trackErrors(page: Page) {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
}

/** The console errors and uncaught exceptions of a page opened by the fixtures, so far. */
export function errorsOf(page: Page): string[] {
  const errors = pageErrors.get(page);
  if (!errors) throw new Error('errorsOf(page): this page was not opened by the `page` or `openPage` fixture');
  return errors;
}

/** Fails the test when these contexts recorded a CSP violation it did not take; forgets the contexts. */
async function checkCsp(contexts: BrowserContext[]) {
  const left = await leftCspViolations(contexts, { forgetContexts: true });
  if (left.length) throw new Error(`Content-Security-Policy violations:\n${left.join('\n')}`);
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  specFile: ['', { scope: 'worker', option: true }],
  appOptions: [{}, { scope: 'worker', option: true }],

  fileDb: [
    async ({ specFile }, use) => {
      if (!specFile) throw new Error('Each spec file starts with `test.use({ specFile: import.meta.url })` (its own worker, database and app): see tests/e2e/README.md');
      const adminUrl = process.env.BM_E2E_DB_ADMIN_URL;
      const template = process.env.BM_E2E_DB_TEMPLATE;
      if (!adminUrl || !template) throw new Error('no test database: run the browser suite with `npx playwright test` (its global setup starts PostgreSQL)');
      const label = fileURLToPath(specFile).replace(/^.*\/|\.spec\.ts$/g, '');
      const file = await createFileDatabase(adminUrl, template, label);
      setTestDb(file.db, file.url);
      await use(file);
      await file.drop();
    },
    // auto: set up before the file's first hook, so `test.beforeAll` can seed through testDb().
    { scope: 'worker', auto: true, timeout: 120_000 },
  ],

  app: [
    async ({ fileDb, appOptions }, use) => {
      const config = testConfig(appOptions.overrides);
      const fastify = await buildApp({ ...appOptions.deps, config, db: fileDb.db });
      const url = await fastify.listen({ port: 0, host: '127.0.0.1' });
      currentBase = url;
      await use({ base: url, fastify, config });
      await fastify.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],

  baseURL: async ({ app }, use) => use(app.base),

  context: async ({ context }, use) => {
    await watchCsp(context);
    await use(context);
    await checkCsp([context]);
  },

  page: async ({ page }, use) => {
    trackErrors(page);
    await use(page);
  },

  errors: async ({ page }, use) => use(errorsOf(page)),

  openPage: async ({ browser, app }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ width = 1280, height = 900 } = {}) => {
      const context = await browser.newContext({ viewport: { width, height }, baseURL: app.base });
      contexts.push(context);
      await watchCsp(context);
      const page = await context.newPage();
      trackErrors(page);
      return page;
    });
    try {
      await checkCsp(contexts);
    } finally {
      for (const c of contexts) await c.close();
    }
  },
});

/** The page's client entry (React Router's), to hold with `holdRequests`: the page is then its HTML alone. */
export const CLIENT_ENTRY = /\/assets\/entry\.client-[\w-]+\.js$/;

/**
 * Holds the page's requests matching `pattern` until `release()` (the page's scripts, the rest of the Hindi
 * catalogue…), so a test sees the page as it is before they arrive, with no sleeping. `asked()`: how many
 * were asked for so far.
 */
export async function holdRequests(page: Page, pattern: RegExp): Promise<{ release: () => void; asked: () => number }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  await page.route(pattern, async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Signs the page's browser context in through the real login endpoint (the cookie lands in the context). */
export async function signIn(page: Page, email: string, password: string) {
  const res = await page.context().request.post(`${currentBase}/api/account/login`, { data: { email, password }, headers: { origin: currentBase } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
}

/** The toasts on the page (sonner renders each in an <li data-sonner-toast>): assert with `expect(toasts(page))…`. */
export const toasts = (page: Page): Locator => page.locator('[data-sonner-toast]');

/**
 * Stops the page's clock (installed with `page.clock.install()` before the page loaded) at about
 * now, so a delay the product names starts on a clock that only the test moves.
 */
export async function pauseClock(page: Page) {
  // A second ahead: the fake clock kept running while we asked for its time, and it cannot go back.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/** On a paused clock: `locator` is still shown just before `ms` have passed, and gone just after. */
export async function expectGoneAfter(page: Page, locator: Locator, ms: number) {
  await page.clock.runFor(ms - 100);
  await expect(locator).toBeVisible();
  await page.clock.runFor(200);
  await expect(locator).toBeHidden();
}

/** The lines a control's text is drawn on: a word broken over two lines reads as two words. */
export const linesOf = (control: Locator): Promise<number> =>
  control.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
