import type { Page } from '@playwright/test';
import { inlineScriptHashes, pagePolicy } from '../../server/plugins/security-headers.ts';
import { createAdminUser } from '../fixtures/factories.ts';
import { testDb } from '../fixtures/db.ts';
import { leftCspViolations } from './csp.ts';
import { expect, signIn, takeCspViolations, test } from './fixtures.ts';

test.use({ specFile: import.meta.url });

/**
 * The Content-Security-Policy in a real Chromium: the site runs under it, an injected script does
 * not, a framed admin page is refused — and the suite's CSP guard (fixtures.ts, csp.ts) notices violations.
 */

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];

/** The hero carousel only moves once React has hydrated the page, i.e. once the site's scripts ran. */
async function expectHydrated(page: Page) {
  await page.waitForLoadState('networkidle');
  const active = page.locator('[aria-roledescription="carousel"][aria-label="Highlights"] [data-active="true"] h2');
  await expect(active).toHaveText('Construction Equipment');
  await page.getByRole('button', { name: 'Next slide' }).click();
  await expect(active).toHaveText('Construction Contractors');
}

test.describe('Content-Security-Policy in the browser', () => {
  test('runs the site’s own scripts with this response’s nonce, which the page cannot read back from the markup', async ({ page, errors }) => {
    const res = await page.goto('/');
    const nonce = nonceOf(res!.headers()['content-security-policy']);
    expect(nonce).toBeTruthy();
    await expectHydrated(page);
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([type="application/ld+json"])')].map((s) => ({ attr: s.getAttribute('nonce'), nonce: (s as HTMLScriptElement).nonce })),
    );
    expect(scripts.length).toBeGreaterThan(0);
    // The browser hides the nonce from the DOM (no attribute to steal) but keeps it for the CSP check.
    for (const s of scripts) expect(s).toEqual({ attr: '', nonce });
    expect(takeCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('refuses a script injected into the page, and the suite’s guard reports it', async ({ page, errors, app }) => {
    // A stored-XSS stand-in: the real page and its real headers, with markup an attacker slipped into the body.
    await page.route(`${app.base}/equipments`, async (route) => {
      const res = await route.fetch();
      const body = (await res.text()).replace('</main>', '<script>window.__injected = true</script><img src="/logo.svg" onload="window.__injected = true"></main>');
      await route.fulfill({ response: res, body });
    });
    await page.goto('/equipments');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => errors.filter((e) => e.includes('Content Security Policy')).length).toBeGreaterThanOrEqual(2);
    // The guard that runs after every browser test (fixtures.ts) fails the test when its contexts left these…
    expect((await leftCspViolations([page.context()])).join('\n')).toMatch(/script-src-elem blocked inline[\s\S]*script-src-attr blocked inline/);
    // …and reading them took them, so this test (which provoked them on purpose) passes the guard.
    expect(takeCspViolations(page)).toEqual([]);
  });

  test('refuses to show /admin/users inside a frame, even on this site under an admin’s session', async ({ page, errors, app }) => {
    const admin = await createAdminUser(testDb());
    await signIn(page, admin.email, admin.password);
    // A same-site page that frames the admin desk (the clickjacking set-up of docs/product.md#security-and-abuse-limits).
    await page.route(`${app.base}/framing-test`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Win a prize</h1><iframe src="/admin/users" width="800" height="600"></iframe>' }),
    );
    const framed = page.waitForResponse((r) => new URL(r.url()).pathname === '/admin/users');
    await page.goto('/framing-test');
    const res = await framed;
    expect(res.status()).toBe(200);
    await expect.poll(() => errors.find((e) => e.includes('frame-ancestors'))).toBeTruthy();
    // Nothing of the admin desk is reachable in the frame: Chromium shows its own error page instead.
    expect(
      await page
        .frames()[1]!
        .evaluate(() => document.body?.innerText ?? '')
        .catch(() => ''),
    ).not.toContain('Users');
    expect(takeCspViolations(page).join('\n')).toMatch(/frame-ancestors 'none'/);
  });

  test('a page served again from a cache runs under the hashes of its inline scripts (no nonce reused)', async ({ page, errors, app }) => {
    const html = await (await page.request.get('/')).text();
    const policy = pagePolicy({ scriptHashes: inlineScriptHashes(html) }, { https: false });
    // As a page cache would: the stored body, a policy built from its hashes instead of its old nonce.
    await page.route(`${app.base}/`, (route) => route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': policy }, body: html }));
    await page.goto('/');
    await expectHydrated(page);
    expect(takeCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('serves the API documentation (Swagger UI) under a policy without inline scripts', async ({ page, errors }) => {
    const res = await page.goto('/api/docs');
    expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    await expect(page.getByText('/api/public/v3/equipments').first()).toBeVisible();
    expect(takeCspViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
