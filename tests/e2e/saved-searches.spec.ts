import { eq } from 'drizzle-orm';
import { savedSearches } from '../../db/schema/index.ts';
import { makeCtx } from '../../core/context.ts';
import { saveSearch } from '../../core/saved-search/saved-searches.ts';
import { unsubscribePath, unsubscribeToken } from '../../core/saved-search/unsubscribe-token.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { violations } from './axe.ts';
import { errorsOf, expect, signIn, test, toasts } from './fixtures.ts';
import { expectNoSidewaysScroll } from './hindi.ts';

/**
 * Saved searches (docs/decisions/059-saved-searches.md) as a client meets them: a guest taps “Save this search”
 * on a filtered list, logs in, and the search is saved under the list's heading; the client area's “Saved
 * searches” tab lists it, opens it, renames it (a blank name is refused next to the field), turns its mail off
 * and deletes it — on a phone, and in Hindi.
 */
test.use({ specFile: import.meta.url });

let client: Awaited<ReturnType<typeof createLoginUser>>;

test.beforeAll(async () => {
  const db = testDb();
  const vendor = await createVendor(db, { name: 'Shree Earthmovers' });
  await createEquipment(db, vendor.id, {
    name: 'JCB 3DX Backhoe Loader',
    category: 'earthmoving',
    catalogueSlug: 'backhoe-loader',
    city: 'Pune',
    state: 'Maharashtra',
    dailyRate: 4500,
  });
  client = await createLoginUser(db, 'Client@123', { fullName: 'Farah Khan' });
});

test('a guest saves a filtered equipment search after logging in, and manages it in the client area at 375 px', async ({ openPage }) => {
  const page = await openPage({ width: 375, height: 800 });
  await page.goto('/equipments?loc=Pune&maxday=5000&page=1');
  await page.waitForLoadState('networkidle');
  const heading = (await page.getByRole('heading', { level: 1 }).innerText()).replace(/ — [\d,]+$/, '');
  await page.screenshot({ path: 'test-results/saved-searches-button-375.png' });
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(client.email);
  await login.getByLabel('Password').fill('Client@123');
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toasts(page).filter({ hasText: 'Search saved. We will email you new matches once a day.' })).toHaveCount(1);
  const saved = page.getByRole('link', { name: 'Saved: see your saved searches' });
  await expect(saved).toBeVisible();
  const [row] = await testDb().select().from(savedSearches).where(eq(savedSearches.userId, client.id));
  expect(row).toMatchObject({ kind: 'equipment', query: 'loc=Pune&maxday=5000', name: `${heading}, under ₹5,000/day`, alerts: true });
  await expectNoSidewaysScroll(page, 375);
  await page.screenshot({ path: 'test-results/saved-searches-list-375.png', fullPage: false });

  await saved.click();
  await expect(page).toHaveURL(/\/client\/manage\?tab=saved$/);
  const card = page.getByRole('listitem').filter({ hasText: `${heading}, under ₹5,000/day` });
  await expect(card).toBeVisible();
  await expect(page.getByText('1 of 20 saved.', { exact: false })).toBeVisible();
  await expectNoSidewaysScroll(page, 375);
  await page.screenshot({ path: 'test-results/saved-searches-tab-375.png', fullPage: true });
  expect(await violations(page)).toEqual([]);

  // Rename: a blank name is refused next to the field; a good one is kept.
  await card.getByRole('button', { name: 'Rename' }).click();
  const name = page.getByLabel('Name of the search');
  await name.fill('  ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Please give the search a name.')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Backhoe in Pune under 5k');
  await page.getByRole('button', { name: 'Save name' }).click();
  const renamed = page.getByRole('listitem').filter({ hasText: 'Backhoe in Pune under 5k' });
  await expect(renamed).toBeVisible();

  // Mail off, then open the list it keeps.
  await renamed.getByLabel('Email me new matches daily').uncheck();
  await expect(toasts(page).filter({ hasText: 'Emails off for this search.' })).toHaveCount(1);
  await expect.poll(async () => (await testDb().select().from(savedSearches).where(eq(savedSearches.userId, client.id)))[0]?.alerts).toBe(false);
  await renamed.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/equipments\?loc=Pune&maxday=5000$/);
  await expect(page.getByRole('link', { name: /JCB 3DX Backhoe Loader/ }).first()).toBeVisible();

  // Delete, confirmed.
  await page.goto('/client/manage?tab=saved');
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).last().click();
  await expect(page.getByText('No saved searches yet.', { exact: false })).toBeVisible();
  expect(await testDb().select().from(savedSearches).where(eq(savedSearches.userId, client.id))).toHaveLength(0);
  expect(errorsOf(page)).toEqual([]);
});

test('in Hindi: a signed-in client saves a contractor search and sees it in the Hindi tab (375 and 1280 px)', async ({ openPage }) => {
  const user = await createLoginUser(testDb(), 'Client@123', { fullName: 'Ravi Verma' });
  const page = await openPage({ width: 1280, height: 900 });
  await signIn(page, user.email, 'Client@123');
  await page.goto('/hi/contractors?loc=Pune');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'यह खोज सहेजें' }).click();
  await expect(toasts(page).filter({ hasText: 'खोज सहेजी गई।' })).toHaveCount(1);
  await page.screenshot({ path: 'test-results/saved-searches-list-hi-1280.png' });
  await page.getByRole('link', { name: 'सहेजी गई: अपनी सहेजी गई खोजें देखें' }).click();
  await expect(page).toHaveURL(/\/hi\/client\/manage\?tab=saved$/);
  await expect(page.getByRole('heading', { name: 'सहेजी गई खोजें', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'खोलें' })).toHaveAttribute('href', '/hi/contractors?loc=Pune');
  await page.screenshot({ path: 'test-results/saved-searches-tab-hi-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page, 375);
  await page.screenshot({ path: 'test-results/saved-searches-tab-hi-375.png', fullPage: true });
  expect(errorsOf(page)).toEqual([]);
});

test('the mail’s unsubscribe link opens a page that names the search and stops its mail with one button; a forged link is refused', async ({ page, app }) => {
  const user = await createLoginUser(testDb(), 'Client@123', { fullName: 'Nisha Rao' });
  const ctx = makeCtx(testDb(), { userId: user.id, role: 'Client', name: user.fullName, email: user.email });
  const { data } = await saveSearch(ctx, { kind: 'equipment', query: 'q=crane&loc=Nagpur', name: 'Cranes in Nagpur' });
  const token = unsubscribeToken(app.config.sessionSecret, data.id, user.id);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(unsubscribePath(data.id, token));
  await expect(page.getByText('Stop the daily email of new listings for “Cranes in Nagpur”?')).toBeVisible();
  await page.screenshot({ path: 'test-results/saved-searches-unsubscribe-1280.png' });
  expect(await violations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('status')).toHaveText('You will no longer get emails for “Cranes in Nagpur”.');
  expect((await testDb().select().from(savedSearches).where(eq(savedSearches.id, data.id)))[0]!.alerts).toBe(false);
  await page.goto(`/hi${unsubscribePath(data.id, `${token.slice(0, -2)}zz`)}`);
  await expect(page.getByRole('alert')).toHaveText('ईमेल बंद करने का यह लिंक सही नहीं है। कृपया अपने सबसे नए ईमेल का लिंक इस्तेमाल करें, या अपने खाते में ईमेल की सेटिंग बदलें।');
  expect(errorsOf(page)).toEqual([]);
});
