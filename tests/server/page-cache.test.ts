import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractorPath, equipmentPath } from '../../lib/urls.ts';
import { LISTENER_APPLICATION_NAME } from '../../server/page-cache-listener.ts';
import { inlineScriptHashes } from '../../server/plugins/security-headers.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { multipartBody } from '../fixtures/multipart.ts';
import { createAdminUser, createContractor, createEquipment, createLoginUser, createReview, createVendorUser } from '../fixtures/factories.ts';

/**
 * The finished-page cache (docs/decisions/032-page-cache.md): anonymous visitors of public pages get
 * stored, compressed answers marked `x-page-cache: hit|miss`; signed-in visitors never do; a write
 * that changes a page is visible on it within a second; PAGE_CACHE=off turns it all off.
 */
const app = useTestApp();
const off = useTestApp({ pageCache: { enabled: false, maxMb: 64 } });
/** A second app on the same database, standing in for another process. */
const other = useTestApp();

type Got = { status: number; state: string | undefined; html: string; headers: Record<string, unknown>; raw: Buffer };

/** A GET (or HEAD) as a browser sends it; the body decompressed as the browser would. */
async function get(url: string, o: { cookie?: string; encoding?: string; method?: 'GET' | 'HEAD'; a?: FastifyInstance } = {}): Promise<Got> {
  const res = await (o.a ?? app()).inject({
    method: o.method ?? 'GET',
    url,
    headers: { accept: 'text/html', 'accept-encoding': o.encoding ?? 'gzip, deflate, br, zstd', ...(o.cookie ? { cookie: o.cookie } : {}) },
  });
  const raw = res.rawPayload;
  const enc = res.headers['content-encoding'];
  const html = raw.length === 0 ? '' : (enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw).toString('utf8');
  return { status: res.statusCode, state: res.headers['x-page-cache'] as string | undefined, html, headers: res.headers, raw };
}

/** Asks until `check` holds, for at most a second (the invalidation promise); returns what was seen last. */
async function withinASecond(url: string, check: (g: Got) => boolean): Promise<Got> {
  const until = Date.now() + 1000;
  let last = await get(url);
  while (!check(last) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 10));
    last = await get(url);
  }
  return last;
}

/**
 * Waits until the app has heard every notification of the writes made so far — the factories write
 * straight to the database, and a page rendered in between would (rightly) not be stored.
 */
const settled = () => app().pageCache!.listener.sync();

/** A fresh address of a public page (a query nobody asked before), so each test starts cold. */
let n = 0;
const fresh = (path = '/equipments') => `${path}?t=${++n}-${Date.now()}`;

let vendorUser: Awaited<ReturnType<typeof createVendorUser>>;
let listing: { id: number; name: string };
let listingUrl: string;

beforeAll(async () => {
  vendorUser = await createVendorUser(testDb(), { vendor: { name: 'Sahyadri Earthmovers' } });
  listing = await createEquipment(testDb(), vendorUser.vendor.id, { name: 'Kaveri Backhoe Loader' });
  listingUrl = equipmentPath(listing.id, listing.name);
  await settled();
});

describe('anonymous visitors of public pages', () => {
  it('the second visit is a hit with the same page and the same headers', async () => {
    const url = fresh();
    const first = await get(url);
    expect([first.status, first.state]).toEqual([200, 'miss']);
    const second = await get(url);
    expect([second.status, second.state]).toEqual([200, 'hit']);
    expect(second.html).toBe(first.html);
    expect(second.html).toContain('</html>');
    // Only the script policy differs: the render's fresh nonce on the miss, the scripts' hashes on the hit.
    const { date: _d1, 'x-page-cache': _s1, 'content-security-policy': missCsp, ...missHeaders } = first.headers;
    const { date: _d2, 'x-page-cache': _s2, 'content-security-policy': hitCsp, ...hitHeaders } = second.headers;
    expect(String(missCsp)).toContain("'nonce-");
    expect(String(hitCsp).replace(/script-src [^;]*/, '')).toBe(String(missCsp).replace(/script-src [^;]*/, ''));
    expect(hitHeaders).toEqual(missHeaders);
    expect(hitHeaders).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff' });
    expect(hitHeaders['permissions-policy']).toContain('camera=()');
    expect(hitHeaders['cache-control']).toBeUndefined();
  });

  it('every public page is cached: home, lists, details, company pages, and their data requests', async () => {
    const contractor = await createContractor(testDb(), { companyName: 'Konkan Roadworks' });
    await settled();
    for (const url of [
      '/',
      '/list-with-us',
      '/contractors',
      '/staffing',
      '/about',
      '/contact',
      '/privacy',
      '/terms',
      listingUrl,
      contractorPath(contractor.id, contractor.companyName),
      '/equipments.data',
    ]) {
      const first = await get(url);
      expect([first.status, first.state], url).toEqual([200, 'miss']);
      const again = await get(url);
      expect([again.status, again.state], url).toEqual([200, 'hit']);
      expect(again.html, url).toBe(first.html);
    }
  });

  it('HEAD is answered from the cache with the headers of the GET and no body', async () => {
    const url = fresh();
    const head0 = await get(url, { method: 'HEAD' });
    expect([head0.status, head0.state, head0.raw.length]).toEqual([200, 'miss', 0]);
    const page = await get(url);
    const head = await get(url, { method: 'HEAD' });
    expect([head.status, head.state, head.raw.length]).toEqual([200, 'hit', 0]);
    expect(head.headers['content-length']).toBe(String(page.raw.length));
    expect(head.headers['content-security-policy']).toBe((await get(url)).headers['content-security-policy']);
  });

  it('keys each encoding apart: br, gzip and none answer their own Content-Encoding and the same page', async () => {
    const url = fresh();
    const plain = await get(url, { encoding: 'identity' });
    expect([plain.state, plain.headers['content-encoding']]).toEqual(['miss', undefined]);
    for (const [accept, enc] of [
      ['br', 'br'],
      ['gzip, deflate', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['', undefined],
    ] as const) {
      const got = await get(url, { encoding: accept });
      expect([got.state, got.headers['content-encoding']], accept).toEqual(['hit', enc]);
      expect(got.html, accept).toBe(plain.html);
      expect(got.raw.length < plain.raw.length, accept).toBe(enc !== undefined);
    }
  });

  it('a cached page never replays a nonce: its CSP lists the hashes of exactly its inline scripts', async () => {
    const url = fresh();
    const miss = await get(url);
    const hit = await get(url);
    expect(hit.state).toBe('hit');
    const csp = String(hit.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    const hashes = inlineScriptHashes(hit.html);
    expect(hashes.length).toBeGreaterThan(0);
    expect(csp).toContain(`script-src ${hashes.map((h) => `'${h}'`).join(' ')} 'strict-dynamic' 'self'`);
    // The render that stored it used its own fresh nonce, once.
    expect(String(miss.headers['content-security-policy'])).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('reading does not clear it: visits, sign-ins, captchas and wishlist saves write nothing a page shows', async () => {
    const user = await createLoginUser(testDb());
    await settled();
    const url = fresh();
    await get(url);
    expect((await get(url)).state).toBe('hit');
    const visit = await app().inject({ method: 'POST', url: '/api/visitor/track', payload: { sessionId: 'visitor-12345', visitedType: 'equipment', visitedId: listing.id } });
    expect(visit.statusCode).toBe(200);
    expect((await app().inject({ method: 'GET', url: '/api/public/v3/captcha' })).statusCode).toBe(200);
    // A signed-in write that no public page shows (a wishlist save), here or in another process, leaves it too.
    for (const a of [app(), other()]) {
      const cookie = await loginCookie(a, user.email, 'Secret@123');
      const save = await a.inject({ method: 'POST', url: '/api/save', headers: { cookie }, payload: { id: listing.id, userType: 'equipment' } });
      expect(save.statusCode).toBe(200);
    }
    await settled();
    expect((await get(url)).state).toBe('hit');
  });

  it('answers are not stored for a 404, a private page or another method', async () => {
    const missing = '/equipment/no-such-machine--99999999';
    expect([(await get(missing)).status, (await get(missing)).state]).toEqual([404, 'miss']);
    for (const url of ['/manage', '/admin', '/client/manage', '/account/register', '/api/health', '/sitemap.xml']) expect((await get(url)).state, url).toBeUndefined();
    const post = await app().inject({ method: 'POST', url: '/equipments', payload: {} });
    expect(post.headers['x-page-cache']).toBeUndefined();
  });
});

describe('signed-in visitors', () => {
  it('never get a cached page nor fill the cache, whatever their cookie (valid or not), and see their own account', async () => {
    const a = await createLoginUser(testDb(), 'Secret@123', { email: `asha-${Date.now()}@example.in`, fullName: 'Asha Kulkarni' });
    const b = await createLoginUser(testDb(), 'Secret@123', { email: `bala-${Date.now()}@example.in`, fullName: 'Bala Murthy' });
    const cookieA = await loginCookie(app(), a.email, 'Secret@123');
    const cookieB = await loginCookie(app(), b.email, 'Secret@123');
    await settled();
    const url = fresh();
    // Signed in first: nothing is stored by these.
    const pageA = await get(url, { cookie: cookieA });
    const pageA2 = await get(url, { cookie: `theme=dark; ${cookieA}` });
    const bogus = await get(url, { cookie: 'bm_session=not-a-session' });
    for (const p of [pageA, pageA2, bogus]) expect([p.status, p.state]).toEqual([200, undefined]);
    expect(pageA.html).toContain(a.email);
    expect(pageA.headers['cache-control']).toBe('private, no-store');
    // The first anonymous visit is still a miss (nothing was stored), the second a hit; neither shows anyone's account.
    const anon = await get(url);
    expect(anon.state).toBe('miss');
    const anonHit = await get(url);
    expect(anonHit.state).toBe('hit');
    for (const p of [anon, anonHit]) {
      expect(p.html).not.toContain(a.email);
      expect(p.html).not.toContain(b.email);
    }
    // With a cached anonymous page in place, each signed-in visitor still gets their own page, never the other's.
    const pageB = await get(url, { cookie: cookieB });
    expect(pageB.state).toBeUndefined();
    expect(pageB.html).toContain(b.email);
    expect(pageB.html).not.toContain(a.email);
    const againA = await get(url, { cookie: cookieA });
    expect(againA.html).toContain(a.email);
    expect(againA.html).not.toContain(b.email);
  });
});

describe('writes show on cached pages within a second', () => {
  it('a vendor pausing a listing through the API: its cached page and the list drop it', async () => {
    const v = await createVendorUser(testDb());
    const e = await createEquipment(testDb(), v.vendor.id, { name: 'Godavari Tower Crane' });
    await settled();
    const detail = equipmentPath(e.id, e.name);
    const list = fresh();
    for (const url of [detail, list]) {
      await get(url);
      expect((await get(url)).state, url).toBe('hit');
    }
    expect((await get(list)).html).toContain('Godavari Tower Crane');
    const cookie = await loginCookie(app(), v.user.email, 'Secret@123');
    const paused = await app().inject({ method: 'POST', url: '/api/vendor/equipment/status', headers: { cookie }, payload: { Id: e.id, Action: 'pause' } });
    expect(paused.statusCode).toBe(200);
    const gone = await withinASecond(detail, (g) => g.status === 404);
    expect(gone.status).toBe(404);
    const listAfter = await withinASecond(list, (g) => !g.html.includes('Godavari Tower Crane'));
    expect(listAfter.html).not.toContain('Godavari Tower Crane');
    expect(listAfter.state).toBe('miss');
  });

  it('an admin approving a pending listing: the cached list shows it', async () => {
    const e = await createEquipment(testDb(), vendorUser.vendor.id, { name: 'Narmada Wheel Loader', status: 'pending' });
    const admin = await createAdminUser(testDb());
    await settled();
    const list = fresh();
    await get(list);
    expect((await get(list)).state).toBe('hit');
    const cookie = await loginCookie(app(), admin.email, 'Secret@123');
    const res = await app().inject({ method: 'POST', url: '/api/admin/moderation/decide', headers: { cookie }, payload: { kind: 'equipment', id: e.id, decision: 'approve' } });
    expect(res.statusCode).toBe(200);
    expect((await withinASecond(list, (g) => g.html.includes('Narmada Wheel Loader'))).html).toContain('Narmada Wheel Loader');
  });

  it('an admin hiding a review: the cached detail page stops showing it', async () => {
    const client = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Ravi Deshpande' });
    const review = await createReview(testDb(), { userId: client.id, equipmentId: listing.id, stars: 2, text: 'The operator arrived two days late.' });
    const admin = await createAdminUser(testDb());
    await settled();
    await get(listingUrl);
    const cached = await get(listingUrl);
    expect(cached.state).toBe('hit');
    expect(cached.html).toContain('The operator arrived two days late.');
    const cookie = await loginCookie(app(), admin.email, 'Secret@123');
    const res = await app().inject({
      method: 'POST',
      url: '/api/admin/reviews/hide',
      headers: { cookie },
      payload: { id: review.id, hidden: true, reason: 'Not about the machine.' },
    });
    expect(res.statusCode).toBe(200);
    expect((await withinASecond(listingUrl, (g) => !g.html.includes('arrived two days late'))).html).not.toContain('arrived two days late');
  });

  it('a vendor renaming its company: the cached detail page shows the new name', async () => {
    await get(listingUrl);
    const cached = await get(listingUrl);
    expect(cached.state).toBe('hit');
    expect(cached.html).toContain('Sahyadri Earthmovers');
    const cookie = await loginCookie(app(), vendorUser.user.email, 'Secret@123');
    const m = multipartBody({
      Name: 'Sahyadri Heavy Movers',
      ContactPerson: '',
      Phone: '9822012345',
      City: 'Pune',
      State: 'Maharashtra',
      GSTIN: '',
      YearEstablished: '',
      ServiceAreas: '',
    });
    const res = await app().inject({ method: 'POST', url: '/api/vendor/profile/update', headers: { cookie, 'content-type': m.contentType }, payload: m.payload });
    expect(res.statusCode, res.body).toBe(200);
    expect((await withinASecond(listingUrl, (g) => g.html.includes('Sahyadri Heavy Movers'))).html).toContain('Sahyadri Heavy Movers');
  });

  it('a lost listening connection: nothing stale is served, and the cache comes back by itself', async () => {
    const v = await createVendorUser(testDb(), { vendor: { name: 'Tapti Hire Co' } });
    const e = await createEquipment(testDb(), v.vendor.id, { name: 'Tapti Motor Grader' });
    await settled();
    const detail = equipmentPath(e.id, e.name);
    await get(detail);
    expect((await get(detail)).state).toBe('hit');
    const killed = await testDb().execute<{ n: number }>(
      sql`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`,
    );
    expect(killed.rows[0]!.n).toBe(2); // the listeners of this file's two apps with the cache on
    // Written while the connection may be down: its notification can be lost, so the page must come from a new render.
    await testDb().execute(sql`UPDATE vendors SET name = 'Tapti Hire Co Mk II' WHERE id = ${v.vendor.id}`);
    const updated = await withinASecond(detail, (g) => g.html.includes('Mk II'));
    expect(updated.html).toContain('Mk II');
    // Listening again: pages are stored and hit again.
    const back = await withinASecond(detail, (g) => g.state === 'hit');
    expect(back.state).toBe('hit');
    expect(back.html).toContain('Mk II');
  });
});

describe('PAGE_CACHE=off', () => {
  it('renders every time and sends no x-page-cache header', async () => {
    const url = fresh();
    const a = await get(url, { a: off() });
    const b = await get(url, { a: off() });
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.state, b.state]).toEqual([undefined, undefined]);
    expect(String(b.headers['content-security-policy'])).toContain("'nonce-");
  });
});
