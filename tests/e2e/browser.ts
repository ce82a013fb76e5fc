import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { CHROMIUM, CHROMIUM_ARGS, forgetCspContexts, leftCspViolations, watchCsp } from './csp.ts';

// The vitest way, kept only for the spec files not yet moved to @playwright/test (tests/e2e/README.md); delete with the last of them.

export { CHROMIUM, CHROMIUM_ARGS, takeCspViolations } from './csp.ts';
export const SCREENSHOTS = path.resolve('tests/screenshots');

/** A page that records its console errors and uncaught exceptions (`errors`), and its Content-Security-Policy violations. */
export type TrackedPage = Page & { errors: string[] };

/** A fresh browser context (its own cookies) and page, with errors and CSP violations recorded. */
export async function openTrackedPage(browser: Browser, width = 1280, height = 900): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: { width, height } });
  await watchCsp(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return Object.assign(page, { errors });
}

/** Throws when any context of this file recorded a CSP violation that no test took; forgets them either way. */
export async function expectNoCspViolations() {
  const left = await leftCspViolations();
  if (left.length) throw new Error(`Content-Security-Policy violations:\n${left.join('\n')}`);
}

/** After every test of the file: no CSP violation in any page the test opened. */
export function useCspGuard() {
  afterEach(expectNoCspViolations);
  afterAll(forgetCspContexts);
}

/** The real app on this file's database, listening on a free port, and one browser. */
export function useBrowser() {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let base = '';
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), db: testDb() });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  });
  useCspGuard();
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    base: () => base,
    async page(width = 1280, height = 900): Promise<TrackedPage> {
      return openTrackedPage(browser!, width, height);
    },
    async screenshot(page: Page, name: string) {
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
    },
  };
}

/** Signs the page's browser context in through the real login endpoint (the cookie lands in the context). */
export async function signIn(page: Page, base: string, email: string, password: string) {
  const res = await page.context().request.post(`${base}/api/account/login`, { data: { email, password }, headers: { origin: base } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
}

/** Resolves with the texts of the toasts shown from now on (sonner renders them in an <li data-sonner-toast>). */
export async function collectToasts(page: Page): Promise<() => Promise<string[]>> {
  return async () => page.locator('[data-sonner-toast]').evaluateAll((els) => els.map((e) => (e.querySelector('[data-title]')?.textContent ?? e.textContent ?? '').trim()));
}
