import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';

/** Debian's Chromium (apt-get install chromium), headless, with the flags this sandbox needs. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const SCREENSHOTS = path.resolve('tests/screenshots');

/** The real app on this file's database, listening on a free port, and one browser. */
export function useBrowser() {
  let app: FastifyInstance | undefined;
  let browser: Browser | undefined;
  let base = '';
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), db: testDb() });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    base: () => base,
    async page(width = 1280, height = 900): Promise<Page> {
      const context = await browser!.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      (page as Page & { errors: string[] }).errors = errors;
      return page;
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
