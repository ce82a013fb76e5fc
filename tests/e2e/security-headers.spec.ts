import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pagePolicy } from '../../server/plugins/security-headers.ts';
import { createAdminUser } from '../fixtures/factories.ts';
import { testDb } from '../fixtures/db.ts';
import { expectNoCspViolations, signIn, takeCspViolations, useBrowser } from './browser.ts';

/**
 * The Content-Security-Policy in a real Chromium: the site runs under it, an injected script does
 * not, a framed admin page is refused — and the suite's CSP guard (browser.ts) notices violations.
 */
const b = useBrowser();

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

/** The hero carousel only moves once React has hydrated the page, i.e. once the site's scripts ran. */
async function expectHydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  const active = () => page.locator('[aria-roledescription="carousel"][aria-label="Highlights"] [data-active="true"] h2').textContent();
  expect(await active()).toBe('Construction Equipment');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect.poll(active).toBe('Construction Contractors');
}

describe('Content-Security-Policy in the browser', () => {
  it('runs the site’s own scripts with this response’s nonce, which the page cannot read back from the markup', async () => {
    const page = await b.page();
    const res = await page.goto(`${b.base()}/`);
    const nonce = nonceOf(res!.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    await expectHydrated(page);
    const scripts = await page.evaluate(() => [...document.querySelectorAll('script:not([type="application/ld+json"])')].map((s) => ({ attr: s.getAttribute('nonce'), nonce: (s as HTMLScriptElement).nonce })));
    expect(scripts.length).toBeGreaterThan(0);
    // The browser hides the nonce from the DOM (no attribute to steal) but keeps it for the CSP check.
    for (const s of scripts) expect(s).toEqual({ attr: '', nonce });
    expect(takeCspViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('refuses a script injected into the page, and the suite’s guard reports it', async () => {
    const page = await b.page();
    // A stored-XSS stand-in: the real page and its real headers, with markup an attacker slipped into the body.
    await page.route(`${b.base()}/equipments`, async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace('</main>', '<script>window.__injected = true</script><img src="/logo.svg" onload="window.__injected = true"></main>');
      await route.fulfill({ response: res, body });
    });
    await page.goto(`${b.base()}/equipments`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => page.errors.filter((e) => e.includes('Content Security Policy')).length).toBeGreaterThanOrEqual(2);
    // The guard that runs after every browser test fails on these…
    await expect(expectNoCspViolations()).rejects.toThrow(/script-src-elem blocked inline[\s\S]*script-src-attr blocked inline/);
    // …and has forgotten them, so this test (which provoked them on purpose) passes its own check.
    expect(takeCspViolations(page)).toEqual([]);
  });

  it('refuses to show /admin/users inside a frame, even on this site under an admin’s session', async () => {
    const admin = await createAdminUser(testDb());
    const page = await b.page();
    await signIn(page, b.base(), admin.email, admin.password);
    // A same-site page that frames the admin desk (the clickjacking set-up of docs/product.md#security-and-abuse-limits).
    await page.route(`${b.base()}/framing-test`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>Win a prize</h1><iframe src="/admin/users" width="800" height="600"></iframe>' }));
    const framed = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/users');
    await page.goto(`${b.base()}/framing-test`);
    const res = await framed;
    expect(res.status()).toBe(200);
    await expect.poll(() => page.errors.find((e) => e.includes('frame-ancestors'))).toBeTruthy();
    // Nothing of the admin desk is reachable in the frame: Chromium shows its own error page instead.
    expect(await page.frames()[1]!.evaluate(() => document.body?.innerText ?? '').catch(() => '')).not.toContain('Users');
    expect(takeCspViolations(page).join('\n')).toMatch(/frame-ancestors 'none'/);
  });

  it('a page served again from a cache runs under the hashes of its inline scripts (no nonce reused)', async () => {
    const page = await b.page();
    const html = await (await page.request.get(`${b.base()}/`)).text();
    const policy = pagePolicy({ scriptHashes: inlineScriptHashes(html) }, { https: false });
    // As a page cache would: the stored body, a policy built from its hashes instead of its old nonce.
    await page.route(`${b.base()}/`, (route) => route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': policy }, body: html }));
    await page.goto(`${b.base()}/`);
    await expectHydrated(page);
    expect(takeCspViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });

  it('serves the API documentation (Swagger UI) under a policy without inline scripts', async () => {
    const page = await b.page();
    const res = await page.goto(`${b.base()}/api/docs`);
    expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    await page.getByText('/api/public/v3/equipments').first().waitFor();
    expect(takeCspViolations(page)).toEqual([]);
    expect(page.errors).toEqual([]);
  });
});
