import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pgJobQueue } from '../../core/jobs/queue.ts';
import { describe, expect, it } from 'vitest';
import { savedSearches } from '../../db/schema/index.ts';
import { sendSavedSearchAlerts } from '../../core/saved-search/send-alerts.ts';
import type { Mail } from '../../core/ports/mailer.ts';
import { loginCookie, useTestApp } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createVendorUser, setCreatedAt } from '../fixtures/factories.ts';

/**
 * Saved searches (docs/decisions/059-saved-searches.md): a signed-in user saves a list search (kept in normal
 * form), sees, renames and deletes only their own, within a count and an hourly limit; the daily mail lists
 * the listings new since the last one, each once, and nothing when none are new; its signed link turns the
 * mail off without a login, and a forged link does nothing.
 */
const SECRET = 'x'.repeat(40);
const app = useTestApp({ siteUrl: 'https://buildmart.test', sessionSecret: SECRET, limits: { savedSearchPerHour: 25 } });

async function user(name = 'Meera Kulkarni') {
  const u = await createLoginUser(testDb(), 'Secret@123', { fullName: name });
  const cookie = await loginCookie(app(), u.email, 'Secret@123');
  const call = async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
    const r = await app().inject({ method, url, payload, headers: { cookie, ...headers } });
    // biome-ignore lint/suspicious/noExplicitAny: the assertions check the shape.
    return { status: r.statusCode, body: r.json() as Record<string, any> };
  };
  return { u, get: (url: string) => call('GET', url), post: (url: string, payload: object, headers?: Record<string, string>) => call('POST', url, payload, headers) };
}

const word = () => `zq${Math.random().toString(36).slice(2, 8)}`;

describe('saving a search', () => {
  it('keeps the normal form of the list query, without the page, and answers the same search saved twice with the first', async () => {
    const a = await user();
    const first = await a.post('/api/saved-searches', {
      kind: 'equipment',
      query: '?page=3&loc=Pune&q=backhoe%20loader&maxday=5%2C000&avail=rent',
      name: 'Backhoe Loader in Pune',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, created: true, data: { kind: 'equipment', name: 'Backhoe Loader in Pune', alerts: true } });
    expect(first.body.data.query).toBe('q=backhoe+loader&loc=Pune&avail=rent&maxday=5000');
    expect(first.body.data.path).toBe('/equipments?q=backhoe+loader&loc=Pune&avail=rent&maxday=5000');
    const again = await a.post('/api/saved-searches', { kind: 'equipment', query: 'avail=rent&maxday=5000&q=backhoe+loader&loc=Pune&page=1', name: 'Other name' });
    expect(again.body).toMatchObject({ created: false, message: 'This search is already saved.', data: { id: first.body.data.id, name: 'Backhoe Loader in Pune' } });
    const list = await a.get('/api/saved-searches');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.max).toBe(20);
  });

  it('saves a contractor search and names one saved without a name', async () => {
    const a = await user();
    const r = await a.post('/api/saved-searches', { kind: 'contractor', query: 'type=Road%20Contractor&more=types' });
    expect(r.body.data).toMatchObject({ kind: 'contractor', query: 'type=Road+Contractor', path: '/contractors?type=Road+Contractor', name: 'Contractors search' });
  });

  it('refuses guests, a wrong kind, a blank or long name, each with its message next to the field', async () => {
    const guest = await app().inject({ method: 'POST', url: '/api/saved-searches', payload: { kind: 'equipment', query: '' } });
    expect(guest.statusCode).toBe(401);
    const a = await user();
    const bad = await a.post('/api/saved-searches', { kind: 'workers', query: 'q=x', name: 'x'.repeat(121) });
    expect(bad.status).toBe(400);
    const fields = Object.fromEntries((bad.body.errors as { field: string; message: string }[]).map((e) => [e.field, e.message]));
    expect(fields).toEqual({
      kind: 'Please say which list this search is for: equipment or contractors.',
      name: 'Name is too long (120 characters at most).',
    });
    const blank = await a.post('/api/saved-searches/update', { id: 1, name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.errors).toEqual([{ field: 'name', message: 'Please give the search a name.' }]);
    expect((await a.get('/api/saved-searches')).body.data).toHaveLength(0);
  });

  it('keeps at most 20 searches an account, even when they are saved at the same moment', async () => {
    const a = await user();
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => a.post('/api/saved-searches', { kind: 'equipment', query: `q=${word()}${i}` })));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.body).toMatchObject({ success: false, message: 'You can keep at most 20 saved searches. Please delete one you no longer need.' });
    expect((await a.get('/api/saved-searches')).body.data).toHaveLength(20);
  });

  it('counts saves an hour per account (429 with the sentence)', async () => {
    const a = await user();
    for (let i = 0; i < 20; i++) {
      const r = await a.post('/api/saved-searches', { kind: 'equipment', query: `q=${word()}` });
      if (r.status === 200) {
        await a.post('/api/saved-searches/delete', { id: r.body.data.id });
      }
    }
    // The test app allows 25 an hour: 5 more pass, the 26th is refused.
    const left = [];
    for (let i = 0; i < 6; i++) left.push(await a.post('/api/saved-searches', { kind: 'contractor', query: `q=${word()}` }));
    expect(left.slice(0, 5).every((r) => r.status === 200)).toBe(true);
    expect(left[5]!.status).toBe(429);
    expect(left[5]!.body.message).toBe('You can save at most 25 searches an hour. Please try again later.');
  });
});

describe('one’s own saved searches', () => {
  it('renames, turns the mail off and deletes only one’s own; another user’s is 404', async () => {
    const a = await user('Owner');
    const b = await user('Someone else');
    const saved = (await a.post('/api/saved-searches', { kind: 'equipment', query: 'cat=earthmoving', name: 'Earthmoving' })).body.data;
    expect((await b.post('/api/saved-searches/update', { id: saved.id, name: 'Mine now' })).status).toBe(404);
    expect((await b.post('/api/saved-searches/delete', { id: saved.id })).body).toMatchObject({ success: false, message: 'Saved search not found.' });
    expect((await b.get('/api/saved-searches')).body.data).toHaveLength(0);
    const renamed = await a.post('/api/saved-searches/update', { id: saved.id, name: 'Excavators near the site', alerts: false });
    expect(renamed.body.data).toMatchObject({ name: 'Excavators near the site', alerts: false });
    expect((await a.post('/api/saved-searches/delete', { id: saved.id })).body).toEqual({ success: true, message: 'Saved search deleted.' });
    expect((await a.get('/api/saved-searches')).body.data).toHaveLength(0);
    expect((await a.post('/api/saved-searches/delete', { id: saved.id })).status).toBe(404);
  });
});

/** The daily job, run with a clock moved a day at a time; mails recorded as they would be queued. */
function dailyRun(at: Date) {
  const sent: Mail[] = [];
  const run = sendSavedSearchAlerts({
    db: testDb(),
    now: () => at,
    secret: SECRET,
    siteUrl: 'https://buildmart.test',
    mailerFor: () => ({ send: async (m) => void sent.push(m) }),
  });
  return run.then((r) => ({ ...r, sent }));
}
const mailsTo = (sent: Mail[], email: string) => sent.filter((m) => m.to === email);
const DAY = 86_400_000;

describe('the daily mail of new matches', () => {
  it('mails the listings new since the last run once, nothing when none are new, never what was listed before the save or is not approved', async () => {
    const a = await user('Alert Reader');
    const kw = word();
    const v = await createVendorUser(testDb());
    const before = await createEquipment(testDb(), v.vendor.id, { name: `${kw} Backhoe old`, city: 'Pune', state: 'Maharashtra', status: 'approved' });
    await setCreatedAt(testDb(), 'equipment', before.id, new Date(Date.now() - 3600_000));
    const saved = (await a.post('/api/saved-searches', { kind: 'equipment', query: `q=${kw}`, name: `Search ${kw}` })).body.data;
    const t0 = Date.now();

    // Nothing new yet: no mail.
    expect(mailsTo((await dailyRun(new Date(t0 + DAY))).sent, a.u.email)).toHaveLength(0);

    const fresh = await createEquipment(testDb(), v.vendor.id, { name: `${kw} Backhoe fresh`, city: 'Pune', state: 'Maharashtra', status: 'approved', dailyRate: 4500 });
    await setCreatedAt(testDb(), 'equipment', fresh.id, new Date(t0 + 1.5 * DAY));
    const pending = await createEquipment(testDb(), v.vendor.id, { name: `${kw} Backhoe pending`, city: 'Pune', state: 'Maharashtra', status: 'pending' });
    await setCreatedAt(testDb(), 'equipment', pending.id, new Date(t0 + 1.5 * DAY));

    const day2 = mailsTo((await dailyRun(new Date(t0 + 2 * DAY))).sent, a.u.email);
    expect(day2).toHaveLength(1);
    expect(day2[0]!.subject).toBe(`1 new listing for "Search ${kw}"`);
    expect(day2[0]!.text).toContain(`${kw} Backhoe fresh — Pune, Maharashtra — ₹4,500/day`);
    expect(day2[0]!.text).not.toContain('old');
    expect(day2[0]!.text).not.toContain('pending');
    expect(day2[0]!.text).toContain(`See the whole list: https://buildmart.test/equipments?q=${kw}`);
    expect(day2[0]!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    expect(day2[0]!.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<https://buildmart\\.test/api/saved-searches/unsubscribe\\?id=${saved.id}&token=[\\w-]+>$`));

    // The next day: the same listing is not mailed again, and nothing else is new.
    expect(mailsTo((await dailyRun(new Date(t0 + 3 * DAY))).sent, a.u.email)).toHaveLength(0);

    // Approved late: created before the last run, but within the moderation allowance, it is still new once.
    await testDb().execute(`UPDATE equipment SET status = 'approved' WHERE id = ${pending.id}` as never);
    const day4 = mailsTo((await dailyRun(new Date(t0 + 4 * DAY))).sent, a.u.email);
    expect(day4).toHaveLength(1);
    expect(day4[0]!.text).toContain(`${kw} Backhoe pending`);
    expect(day4[0]!.text).not.toContain('fresh');
  });

  it('writes a Hindi mail to a user whose language is Hindi, with /hi links', async () => {
    const a = await user('हिंदी पाठक');
    await testDb().execute(`UPDATE users SET lang = 'hi' WHERE id = ${a.u.id}` as never);
    const kw = word();
    await a.post('/api/saved-searches', { kind: 'equipment', query: `q=${kw}`, name: `खोज ${kw}` });
    const v = await createVendorUser(testDb());
    const e = await createEquipment(testDb(), v.vendor.id, { name: `${kw} Crane`, city: 'Pune', state: 'Maharashtra', status: 'approved' });
    await setCreatedAt(testDb(), 'equipment', e.id, new Date(Date.now() + 1000));
    const [mail] = mailsTo((await dailyRun(new Date(Date.now() + DAY))).sent, a.u.email);
    expect(mail!.subject).toBe(`"खोज ${kw}" में 1 नई लिस्टिंग`);
    expect(mail!.text).toContain(`पूरी सूची देखें: https://buildmart.test/hi/equipments?q=${kw}`);
    expect(mail!.text).toMatch(/इस खोज के ईमेल बंद करें \(एक क्लिक\): https:\/\/buildmart\.test\/hi\/saved-searches\/unsubscribe\?id=\d+&token=/);
  });
});

describe('one-click unsubscribe', () => {
  async function mailedSearch() {
    const a = await user('Unsubscriber');
    const kw = word();
    const saved = (await a.post('/api/saved-searches', { kind: 'equipment', query: `q=${kw}`, name: 'To stop' })).body.data;
    const v = await createVendorUser(testDb());
    const e = await createEquipment(testDb(), v.vendor.id, { name: `${kw} Roller`, city: 'Pune', state: 'Maharashtra', status: 'approved' });
    await setCreatedAt(testDb(), 'equipment', e.id, new Date(Date.now() + 1000));
    const [mail] = mailsTo((await dailyRun(new Date(Date.now() + DAY))).sent, a.u.email);
    const link = new URL(mail!.headers!['List-Unsubscribe']!.slice(1, -1));
    return { a, saved, id: Number(link.searchParams.get('id')), token: link.searchParams.get('token')!, kw };
  }

  it('turns the mail off with the signed link, no login, also as a mail program’s form post; later runs mail nothing', async () => {
    const { saved, id, token, a, kw } = await mailedSearch();
    expect(id).toBe(saved.id);
    const r = await app().inject({
      method: 'POST',
      url: `/api/saved-searches/unsubscribe?id=${id}&token=${token}`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ success: true, message: 'You will no longer get emails for this saved search.' });
    const [row] = await testDb().select().from(savedSearches).where(eq(savedSearches.id, id));
    expect(row!.alerts).toBe(false);
    // Again, as JSON: harmless.
    expect((await app().inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { id, token } })).statusCode).toBe(200);
    const v = await createVendorUser(testDb());
    const e = await createEquipment(testDb(), v.vendor.id, { name: `${kw} Roller two`, city: 'Pune', state: 'Maharashtra', status: 'approved' });
    await setCreatedAt(testDb(), 'equipment', e.id, new Date(Date.now() + DAY + 1000));
    expect(mailsTo((await dailyRun(new Date(Date.now() + 2 * DAY))).sent, a.u.email)).toHaveLength(0);
    expect((await a.get('/api/saved-searches')).body.data[0]).toMatchObject({ id, alerts: false });
  });

  it('refuses a forged, mangled or another search’s token with one sentence, and changes nothing', async () => {
    const one = await mailedSearch();
    const two = await mailedSearch();
    const message = 'This unsubscribe link is not valid. Please use the link in your latest email, or change your emails in your account.';
    const flip = one.token.slice(0, -1) + (one.token.endsWith('A') ? 'B' : 'A');
    for (const payload of [
      { id: one.id, token: flip },
      { id: one.id, token: two.token },
      { id: two.id, token: one.token },
      { id: one.id, token: 'x' },
    ]) {
      const r = await app().inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload });
      expect(r.statusCode).toBe(400);
      expect(r.json()).toMatchObject({ success: false, message });
    }
    const missing = await app().inject({ method: 'POST', url: '/api/saved-searches/unsubscribe', payload: { id: one.id } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([{ field: 'token', message }]);
    const rows = await testDb().select().from(savedSearches).where(eq(savedSearches.userId, one.a.u.id));
    expect(rows.every((r) => r.alerts)).toBe(true);
  });
});

describe('the job queue runs it', () => {
  it('registers the daily crontab line, and its task queues each mail, List-Unsubscribe header and all, for the mail runner', async () => {
    const crontabs = async () =>
      (await testDb().execute<{ identifier: string }>(sql`SELECT identifier FROM graphile_worker._private_known_crontabs`)).rows.map((r) => r.identifier);
    await expect.poll(crontabs, { timeout: 10_000 }).toContain('saved_search_alerts');
    const a = await user('Queue Reader');
    const kw = word();
    await a.post('/api/saved-searches', { kind: 'contractor', query: '', name: `All contractors ${kw}` });
    await createContractor(testDb(), { companyName: `${kw} Builders`, status: 'approved' });
    // What the crontab adds at 08:00 India time, added now.
    await pgJobQueue(testDb()).enqueue('saved_search_alerts', {});
    // The test config's DATA_DIR (tests/fixtures/test-config.ts): no SMTP_URL, so mail lands in its outbox folder.
    const outbox = path.join('/tmp/bm-test-data', 'outbox');
    const mine = () => {
      try {
        return readdirSync(outbox)
          .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')) as Mail)
          .filter((m) => m.to === a.u.email);
      } catch {
        return [];
      }
    };
    await expect.poll(() => mine().length, { timeout: 15_000 }).toBe(1);
    const [mail] = mine();
    expect(mail!.subject).toBe(`1 new listing for "All contractors ${kw}"`);
    expect(mail!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
