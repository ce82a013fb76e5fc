import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hasBuild } from '../../server/ssr.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { captureLog, LEVEL } from '../fixtures/log-capture.ts';

/**
 * How a page fails (docs/decisions/028-page-errors.md): the status and words a visitor gets, and
 * what the server's log keeps — one line for a real failure, nothing with a stack for a 404.
 */
const log = captureLog();
const app = useTestApp({}, { logger: log.logger });

let clientCookie: string;
let vendorCookie: string;
let profilelessVendorCookie: string;

const title = (body: string) => body.match(/<title>[^<]*<\/title>/g);
const problems = () => log.lines.filter((l) => l.level >= LEVEL.warn);
const withStack = () => log.lines.filter((l) => JSON.stringify(l).includes('"stack"'));

async function page(url: string, cookie?: string) {
  return app().inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
}

beforeAll(async () => {
  expect(hasBuild()).toBe(true);
  const db = testDb();
  const client = await createLoginUser(db, 'Secret@123', { role: 'Client' });
  const vendor = await createVendorUser(db);
  // A Vendor account with no company row (an admin changed a client's role).
  const profileless = await createLoginUser(db, 'Secret@123', { role: 'Vendor' });
  clientCookie = await loginCookie(app(), client.email, client.password);
  vendorCookie = await loginCookie(app(), vendor.user.email, 'Secret@123');
  profilelessVendorCookie = await loginCookie(app(), profileless.email, profileless.password);
});

beforeEach(() => log.clear());

describe('pages that cannot be shown', () => {
  it('an unknown address: 404 "Page not found", and the log has no stack and no error line', async () => {
    const res = await page('/no-such-page/at-all');
    expect(res.statusCode).toBe(404);
    expect(title(res.body)).toEqual(['<title>Page not found | BuildMart</title>']);
    expect(res.body).toContain('The page you asked for does not exist.');
    // Fastify's own request lines are there (info); nothing else.
    expect(log.lines.some((l) => l.msg === 'request completed')).toBe(true);
    expect(problems()).toEqual([]);
    expect(withStack()).toEqual([]);
  });

  it('a missing listing: 404 with core’s words and the way back to the list, no stack in the log', async () => {
    const res = await page('/equipment/gone-machine--99999999');
    expect(res.statusCode).toBe(404);
    expect(title(res.body)).toEqual(['<title>Page not found | BuildMart</title>']);
    expect(res.body).toContain('Equipment not found.');
    expect(res.body).toContain('href="/equipments"');
    expect(res.body).toContain('Browse equipment');
    expect(problems()).toEqual([]);
    expect(withStack()).toEqual([]);
  });

  it('a missing listing on a Hindi page: core’s words in Hindi (docs/decisions/051)', async () => {
    const res = await page('/hi/equipment/gone-machine--99999999');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('उपकरण नहीं मिला।');
    expect(res.body).not.toContain('Equipment not found.');
  });

  it('a guest on a signed-in screen gets the login prompt (401); another role the refusal (403); neither is logged', async () => {
    const guest = await page('/admin/users');
    expect(guest.statusCode).toBe(401);
    expect(title(guest.body)).toEqual(['<title>Please log in to continue | BuildMart</title>']);
    expect(guest.body).toContain('Log in to open the Admin Desk.');
    expect(guest.body).toMatch(/<button[^>]*>Login<\/button>/);

    const client = await page('/manage/equipments', clientCookie);
    expect(client.statusCode).toBe(403);
    expect(client.body).toContain('This area is not for your account');
    expect(client.body).toContain('The management site is for another kind of account.');

    // The screen's own name, when it has one.
    const vendorOnResume = await page('/manage/resume', vendorCookie);
    expect(vendorOnResume.statusCode).toBe(403);
    expect(vendorOnResume.body).toContain('My Listing is for another kind of account.');
    expect(problems()).toEqual([]);
  });

  it('a screen’s own "not found": someone else’s enquiry, a vendor account without its company', async () => {
    const enquiry = await page('/manage/enquiries/99999999', vendorCookie);
    expect(enquiry.statusCode).toBe(404);
    expect(title(enquiry.body)).toEqual(['<title>Enquiry not found | BuildMart</title>']);
    expect(enquiry.body).toContain('It may have been sent to another account.');
    expect(enquiry.body).toContain('Back to enquiries');

    const company = await page('/manage/equipments', profilelessVendorCookie);
    expect(company.statusCode).toBe(404);
    expect(company.body).toContain('Company profile not found');
    expect(company.body).toContain('Your company profile was not found. Please contact support.');
    expect(problems()).toEqual([]);
  });

  it('a list page past the deepest one served: 400 with core’s message, not a 500', async () => {
    // Two words: the total is counted by a scan, and a page that deep is refused before any scan.
    const res = await page('/equipments?q=red+crane&page=99999');
    expect(res.statusCode).toBe(400);
    expect(title(res.body)).toEqual(['<title>Please check the address | BuildMart</title>']);
    expect(res.body).toContain('That page is too deep.');
    expect(problems()).toEqual([]);
  });
});

describe('a page whose loader fails unexpectedly', () => {
  it('answers 500 "Something went wrong" and logs one error line: method, path, route, stack — no query, cookie, header or body', async () => {
    const db = testDb();
    // A real failure of the real database: the list's table is gone for the length of this test.
    await db.execute(sql`ALTER TABLE equipment RENAME TO equipment_away`);
    try {
      const res = await app().inject({
        method: 'GET',
        url: '/equipments?q=querysecret42+crane',
        headers: { accept: 'text/html', cookie: `${vendorCookie}; other=cookiesecret42`, authorization: 'Bearer headersecret42' },
      });
      expect(res.statusCode).toBe(500);
      expect(title(res.body)).toEqual(['<title>Something went wrong | BuildMart</title>']);
      expect(res.body).not.toContain('equipment_away');

      const errors = log.lines.filter((l) => l.level >= LEVEL.error);
      expect(errors).toHaveLength(1);
      const line = errors[0] as Record<string, any>;
      expect(line).toMatchObject({ msg: 'page error', method: 'GET', path: '/equipments', route: 'routes/equipments' });
      expect(line.err.stack).toMatch(/^\s+at /);
      expect(log.lines.filter((l) => l.msg === 'page error')).toHaveLength(1);
      for (const secret of ['querysecret42', 'cookiesecret42', 'headersecret42', vendorCookie.split('=')[1]!]) expect(JSON.stringify(line)).not.toContain(secret);

      // A form posted to a page: the body never reaches the log, whatever the page answers.
      log.clear();
      const posted = await app().inject({
        method: 'POST',
        url: '/equipments',
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'password=bodysecret42',
      });
      expect(posted.statusCode).toBeGreaterThanOrEqual(400);
      expect(log.text()).not.toContain('bodysecret42');
    } finally {
      await db.execute(sql`ALTER TABLE equipment_away RENAME TO equipment`);
    }
    // And the page is back.
    expect((await page('/equipments')).statusCode).toBe(200);
  });
});

describe('request lines in the log', () => {
  it("keep the path and plain query, but not a link's secret (the unlock link's token)", async () => {
    await page('/account/unlock?token=linksecret42&utm_source=mail');
    const incoming = log.lines.filter((l) => l.msg === 'incoming request');
    expect(incoming.map((l) => (l.req as { url: string }).url)).toEqual(['/account/unlock?token=%5Bwithheld%5D&utm_source=mail']);
    expect(log.text()).not.toContain('linksecret42');
  });
});
