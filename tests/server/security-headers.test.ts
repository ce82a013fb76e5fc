import { beforeAll, describe, expect, it } from 'vitest';
import { hasBuild } from '../../server/ssr.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createLoginUser } from '../fixtures/factories.ts';

/** Security headers on the built site (docs/decisions/018-security-headers.md). */
const app = useTestApp();
const httpsApp = useTestApp({ siteUrl: 'https://buildmart.example' });

type Headers = Record<string, string | string[] | number | undefined>;

/** The CSP as a map: directive → its values. */
function csp(headers: Headers): Map<string, string[]> {
  const raw = String(headers['content-security-policy'] ?? '');
  expect(raw, 'Content-Security-Policy').not.toBe('');
  return new Map(
    raw
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

const nonceOf = (headers: Headers) =>
  csp(headers)
    .get('script-src')!
    .find((v) => v.startsWith("'nonce-"))
    ?.slice(7, -1);

function expectCommonHeaders(headers: Headers) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  const permissions = String(headers['permissions-policy']);
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=(self)', 'payment=()', 'usb=()']) expect(permissions).toContain(feature);
  const policy = csp(headers);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
}

/** What a page's policy must say, whoever asks. */
function expectPagePolicy(headers: Headers) {
  expectCommonHeaders(headers);
  expect(headers['content-type']).toMatch(/^text\/html/);
  const policy = csp(headers);
  const scripts = policy.get('script-src')!;
  expect(scripts).toContain("'strict-dynamic'");
  expect(scripts.filter((v) => v.startsWith("'nonce-"))).toHaveLength(1);
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('default-src')).toEqual(["'self'"]);
}

let admin: Awaited<ReturnType<typeof createAdminUser>>;
let client: Awaited<ReturnType<typeof createLoginUser>>;
beforeAll(async () => {
  expect(hasBuild()).toBe(true);
  admin = await createAdminUser(testDb());
  client = await createLoginUser(testDb());
});

describe('pages', () => {
  it('carry a strict nonce policy and the other headers; an anonymous public page keeps its caching', async () => {
    const res = await app().inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expectPagePolicy(res.headers);
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(csp(res.headers).has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers['cache-control']).toBeUndefined();
    // Not-found pages are pages too.
    expectPagePolicy((await app().inject({ method: 'GET', url: '/no-such-page' })).headers);
  });

  it('use a fresh nonce per rendered response, the one every script tag of that page carries', async () => {
    // A session cookie (even one that signs nobody in) keeps both requests off the finished-page cache,
    // whose stored copies carry script hashes instead (tests/server/page-cache.test.ts).
    const rendered = { cookie: 'bm_session=signed-out' };
    const first = await app().inject({ method: 'GET', url: '/equipments', headers: rendered });
    const second = await app().inject({ method: 'GET', url: '/equipments', headers: rendered });
    const [a, b] = [nonceOf(first.headers), nonceOf(second.headers)];
    expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/); // 128 random bits
    expect(b).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(a).not.toBe(b);
    for (const [res, nonce] of [
      [first, a],
      [second, b],
    ] as const) {
      const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!).filter((attrs) => !attrs.includes('application/ld+json'));
      expect(scripts.length).toBeGreaterThanOrEqual(3); // React Router's context, module entry, route streaming
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      const preloads = [...res.body.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0]);
      expect(preloads.length).toBeGreaterThan(0);
      for (const link of preloads) expect(link).toContain(`nonce="${nonce}"`);
    }
  });

  it('rendered for a signed-in viewer are private, no-store — public pages and the admin desk alike — and never framed', async () => {
    const adminCookie = await loginCookie(app(), admin.email, admin.password);
    const users = await app().inject({ method: 'GET', url: '/admin/users', headers: { cookie: adminCookie } });
    expect(users.statusCode).toBe(200);
    expect(users.body).toContain(admin.email);
    expectPagePolicy(users.headers);
    expect(users.headers['cache-control']).toBe('private, no-store');
    // Clickjacking: no browser may show the admin desk inside a frame, on this site or another.
    expect(users.headers['x-frame-options']).toBe('DENY');
    expect(csp(users.headers).get('frame-ancestors')).toEqual(["'none'"]);

    const clientCookie = await loginCookie(app(), client.email, client.password);
    const list = await app().inject({ method: 'GET', url: '/equipments', headers: { cookie: clientCookie } });
    expect(list.statusCode).toBe(200);
    expectPagePolicy(list.headers);
    expect(list.headers['cache-control']).toBe('private, no-store');
    // React Router's data requests (client-side navigation) depend on the session as much as the page.
    const data = await app().inject({ method: 'GET', url: '/client/manage.data', headers: { cookie: clientCookie } });
    expect(data.statusCode).toBe(200);
    expect(data.headers['cache-control']).toBe('private, no-store');
  });
});

describe('JSON API', () => {
  it('answers under a policy that allows nothing, with the other headers; public anonymous answers keep their caching', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/public/v3/equipments', payload: { PageSize: 1 } });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    const policy = csp(res.headers);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect([...policy.values()].flat()).not.toContain("'unsafe-inline'");
    expect(res.headers['cache-control']).toBeUndefined();
    // A bad request, a refused cross-site write and an unknown path carry them too.
    const bad = await app().inject({ method: 'POST', url: '/api/public/v3/equipments', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(bad.statusCode).toBe(400);
    expectCommonHeaders(bad.headers);
    const crossSite = await app().inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: client.email, password: client.password },
    });
    expect(crossSite.statusCode).toBe(403);
    expectCommonHeaders(crossSite.headers);
    expectCommonHeaders((await app().inject({ method: 'GET', url: '/api/no-such-call' })).headers);
  });

  it('is private, no-store for a signed-in caller, on a response that sets a cookie and on every private call', async () => {
    const login = await app().inject({ method: 'POST', url: '/api/account/login', payload: { email: client.email, password: client.password } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['set-cookie']).toBeDefined();
    expect(login.headers['cache-control']).toBe('private, no-store');
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;

    const profile = await app().inject({ method: 'GET', url: '/api/client/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expectCommonHeaders(profile.headers);
    const publicCall = await app().inject({ method: 'POST', url: '/api/public/v3/equipments', payload: { PageSize: 1 }, headers: { cookie } });
    expect(publicCall.headers['cache-control']).toBe('private, no-store');

    // Private calls without a session too (their answers must never be stored by anyone).
    for (const url of [
      '/api/account/me',
      '/api/client/wishlist',
      '/api/vendor/equipments',
      '/api/contractor/projects',
      '/api/provider/enquiries',
      '/api/admin/users',
      '/api/workers/resume?id=1',
    ]) {
      const res = await app().inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }

    const logout = await app().inject({ method: 'POST', url: '/api/account/logout', headers: { cookie } });
    expect(logout.headers['set-cookie']).toBeDefined();
    expect(logout.headers['cache-control']).toBe('private, no-store');
  });
});

describe('files and documentation', () => {
  it('built assets keep their year-long cache for a signed-in viewer too', async () => {
    const cookie = await loginCookie(app(), client.email, client.password);
    const page = await app().inject({ method: 'GET', url: '/', headers: { cookie } });
    const asset = /href="(\/assets\/[^"]+\.js)"/.exec(page.body)![1]!;
    const res = await app().inject({ method: 'GET', url: asset, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(csp(res.headers).get('default-src')).toEqual(["'none'"]);
  });

  it('serves the API documentation with scripts from this site only, never inline', async () => {
    const res = await app().inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res.headers);
    expect(csp(res.headers).get('script-src')).toEqual(["'self'"]);
    expect(res.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});

describe('HTTPS', () => {
  it('sends HSTS (a year, subdomains) and upgrades insecure requests only when SITE_URL is https', async () => {
    const page = await httpsApp().inject({ method: 'GET', url: '/' });
    // The same page again, from the page cache (docs/decisions/032): script hashes instead of a nonce, the rest alike.
    const again = await httpsApp().inject({ method: 'GET', url: '/' });
    for (const res of [page, again, await httpsApp().inject({ method: 'POST', url: '/api/public/v3/equipments', payload: { PageSize: 1 } })]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
    expectPagePolicy(page.headers);
    for (const res of [page, again]) expect(csp(res.headers).has('upgrade-insecure-requests')).toBe(true);
    expect((await app().inject({ method: 'POST', url: '/api/public/v3/equipments', payload: { PageSize: 1 } })).headers['strict-transport-security']).toBeUndefined();
  });
});
