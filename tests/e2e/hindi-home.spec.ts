import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { expect, holdRequests, signIn, test } from './fixtures.ts';
import { englishLeft, expectHindiPage, expectNoSidewaysScroll } from './hindi.ts';

/**
 * The home page, the short home page, the header (phone menu, search, login dialog) and the site's 404
 * in Hindi (docs/decisions/048-hindi-site.md): Hindi everywhere outside what people typed, nothing wider
 * than a phone, links and forms that stay on /hi/, and the header switch that keeps the page and its query.
 */
test.use({ specFile: import.meta.url });

const SHOTS = 'test-results/hindi-home';

/** The footer's support email address: Latin by nature, not interface text left in English. */

/** Hindi page, no English left, nothing wider than the screen; a screenshot to look at. */
async function checkHindi(page: Page, width: number, shot: string) {
  await expectHindiPage(page);
  await page.screenshot({ path: `${SHOTS}/${shot}-${width}.png`, fullPage: true });
  await expectNoSidewaysScroll(page, width);
  expect(await englishLeft(page)).toEqual([]);
}

/** The header's language switch (a plain link to the same page and query in the other language). */
const switchTo = (page: Page, hreflang: 'en-IN' | 'hi-IN') => page.locator(`header a[hreflang="${hreflang}"]:visible`).first().click();

for (const width of [375, 1280]) {
  test(`the home page in Hindi at ${width} px`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/hi/');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle('BuildMart — पूरे भारत में निर्माण उपकरण, ठेकेदार और कामगार');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^भारत के 300\+ शहरों में/);
    await expect(page.locator('[data-active="true"] h2').first()).toHaveText('निर्माण उपकरण');
    // Tiles with the catalogue's Hindi names, linking to the Hindi lists.
    const tiles = page.locator('section[aria-labelledby="equipment-tiles"]');
    await expect(tiles.getByRole('link', { name: 'लिफ्टिंग उपकरण' })).toHaveAttribute('href', '/hi/equipments?cat=lifting-equipment');
    await expect(page.locator('section[aria-labelledby="contractor-tiles"]').getByRole('link', { name: 'सिविल ठेकेदार' })).toHaveAttribute(
      'href',
      '/hi/contractors?type=Civil+Contractor',
    );
    // The search works before the JavaScript too: its plain form goes to the Hindi list.
    const search = page.getByRole('search', { name: 'उपकरण और ठेकेदार खोजें' });
    await expect(search).toHaveAttribute('action', '/hi/equipments');
    await checkHindi(page, width, 'home');
    // An empty search says so in Hindi; a search lands on the Hindi list.
    await search.getByRole('button', { name: 'खोजें', exact: true }).click();
    await expect(search.getByRole('alert')).toHaveText('कृपया खोज की जानकारी लिखें।');
    const place = search.getByRole('combobox', { name: 'स्थान' });
    await place.fill('Pune');
    // On a phone the suggestion list covers the button: close it first, once it is open (it opens when its
    // suggestions have loaded; an Escape before that closed nothing and the list then covered the button).
    const suggestions = search.getByRole('listbox');
    await expect(suggestions).toBeVisible();
    await place.press('Escape');
    await expect(suggestions).toBeHidden();
    await search.getByRole('button', { name: 'खोजें', exact: true }).click();
    await page.waitForURL(/\/hi\/equipments\?loc=Pune$/);
    expect(errors).toEqual([]);
  });

  test(`the short home page /hi/list-with-us at ${width} px`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/hi/list-with-us');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BuildMart पर लिस्ट करें');
    await expect(page).toHaveTitle('अपने उपकरण या ठेकेदारी का व्यवसाय मुफ्त में लिस्ट करें | BuildMart');
    await expect(page.getByRole('heading', { name: 'आज ही रजिस्टर करें' })).toBeVisible();
    await checkHindi(page, width, 'list-with-us');
    expect(errors).toEqual([]);
  });
}

test('the header switch goes to English and back, keeping the page and its query', async ({ openPage }) => {
  const page = await openPage({ width: 1280, height: 800 });
  await page.goto('/hi/');
  await switchTo(page, 'en-IN');
  await page.waitForURL((u) => u.pathname === '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('heading', { name: 'Construction Equipment', exact: true }).first()).toBeVisible();
  await switchTo(page, 'hi-IN');
  await page.waitForURL((u) => u.pathname === '/hi/' || u.pathname === '/hi');
  await page.goto('/hi/equipments?q=crane&loc=Pune');
  await switchTo(page, 'en-IN');
  await page.waitForURL((u) => u.pathname === '/equipments' && u.search === '?q=crane&loc=Pune');
  await switchTo(page, 'hi-IN');
  await page.waitForURL((u) => u.pathname === '/hi/equipments' && u.search === '?q=crane&loc=Pune');
});

test('the phone menu in Hindi', async ({ openPage, errors }) => {
  const page = await openPage({ width: 375, height: 800 });
  await page.goto('/hi/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'मेनू खोलें' }).click();
  const menu = page.getByRole('navigation', { name: 'मोबाइल' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'ठेकेदार', exact: true })).toHaveAttribute('href', '/hi/contractors');
  await expect(menu.getByRole('button', { name: 'लॉग इन करें' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/phone-menu-375.png` });
  await expectNoSidewaysScroll(page, 375);
  expect(await englishLeft(page)).toEqual([]);
  expect(errors).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`the login dialog from the header in Hindi at ${width} px`, async ({ openPage, errors }) => {
    const page = await openPage({ width, height: 800 });
    await page.goto('/hi/');
    await page.waitForLoadState('networkidle');
    if (width < 1024) await page.getByRole('button', { name: 'मेनू खोलें' }).click();
    await page.getByRole('button', { name: 'लॉग इन करें' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'लॉग इन करें' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('आगे बढ़ने के लिए लॉग इन करें।')).toBeVisible();
    await expect(dialog.getByLabel('ईमेल')).toBeVisible();
    await expect(dialog.getByLabel('पासवर्ड')).toBeVisible();
    // The form's own check, before anything is sent, in Hindi.
    await dialog.getByLabel('ईमेल').fill('not-an-email');
    await dialog.getByRole('button', { name: 'लॉग इन करें' }).click();
    await expect(dialog.getByText('कृपया सही ईमेल पता लिखें।')).toBeVisible();
    await expect(dialog.getByText('कृपया अपना पासवर्ड लिखें।')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-${width}.png` });
    expect(await englishLeft(page)).toEqual([]);
    // Its register form too.
    await dialog.getByRole('button', { name: 'खाता बनाएँ' }).click();
    const register = page.getByRole('dialog', { name: 'अपना खाता बनाएँ' });
    await expect(register.getByLabel('पूरा नाम')).toBeVisible();
    await register.getByRole('button', { name: 'रजिस्टर करें' }).click();
    await expect(register.getByText('कृपया अपना नाम लिखें।')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/register-${width}.png` });
    expect(await englishLeft(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('an unknown address answers the 404 page in its language', async ({ openPage }) => {
  const page = await openPage({ width: 375, height: 800 });
  const hi = await page.goto('/hi/nothing');
  expect(hi?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज नहीं मिला');
  await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi/');
  await expect(page).toHaveTitle('पेज नहीं मिला | BuildMart');
  await page.screenshot({ path: `${SHOTS}/not-found-375.png`, fullPage: true });
  await expectNoSidewaysScroll(page, 375);
  expect(await englishLeft(page)).toEqual([]);
  const en = await page.goto('/nothing');
  expect(en?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('a Hindi page hydrates with the texts it carries, before the rest of the catalogue arrives', async ({ openPage, errors, app }) => {
  const page = await openPage({ width: 375, height: 800 });
  // The whole Hindi catalogue (the dynamic import of app/locales/hi/site.po) is held back until the end.
  const catalogue = await holdRequests(page, /\/assets\/site-[\w-]+\.js$/);
  for (const path of ['/hi/', '/hi/staffing', '/hi/equipments', '/hi/contractors', '/hi/about', '/hi/list-with-us', '/hi/contact']) {
    const before = catalogue.asked();
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]'), path).toHaveCount(1);
    // Asked for once the page has hydrated (app/routes/lang-hi.tsx), and held back here.
    await expect.poll(() => catalogue.asked(), { message: path }).toBeGreaterThan(before);
    // Still the server's Hindi after hydration: every text the page shows was in its own texts.
    // (The contact page shows the support address: Latin by nature.)
    expect(await englishLeft(page, app.config.supportEmail.match(/[A-Za-z]+/g) ?? []), path).toEqual([]);
    expect(errors, path).toEqual([]);
  }
  // The home page's workforce tiles are messages with a context (the same English names other things have).
  await page.goto('/hi/');
  await expect(page.locator('section[aria-labelledby="workforce-tiles"]').getByRole('link', { name: 'तकनीशियन' })).toBeVisible();
  catalogue.release();
});

test('a Hindi page asks for the rest of its catalogue only once it hydrates, and hydrates once it has painted', async ({ page, errors }) => {
  // Nothing the first paint does not need may compete with it on a slow link (docs/decisions/038, 10).
  const hydratingWhenAsked: boolean[] = [];
  await page.route(/\/assets\/site-[\w-]+\.js$/, async (route) => {
    hydratingWhenAsked.push(await page.evaluate(() => performance.getEntriesByName('hydration-start').length === 1));
    await route.continue();
  });
  for (const path of ['/hi/equipments', '/hi/']) {
    await page.goto(path);
    await expect(page.locator('html[data-hydrated="true"]'), path).toHaveCount(1);
    await expect.poll(() => hydratingWhenAsked.length, path).toBe(1);
    expect(hydratingWhenAsked, path).toEqual([true]);
    // The browser had painted the server's page when hydration began (paint times are coarse: a frame's leeway).
    const times = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydration: performance.getEntriesByName('hydration-start')[0]?.startTime ?? Number.NaN,
    }));
    expect(times.hydration, path).toBeGreaterThanOrEqual(times.paint - 16);
    hydratingWhenAsked.length = 0;
  }
  expect(errors).toEqual([]);
});

test('a signed-in visitor’s menu, which loads its own code, waits for the Hindi texts instead of showing English', async ({ openPage, errors }) => {
  const client = await createLoginUser(testDb(), 'Client@123', { fullName: 'Meena Iyer' });
  const page = await openPage({ width: 1280, height: 800 });
  await signIn(page, client.email, 'Client@123');
  // The rest of the Hindi catalogue is held back: the menu's own chunk arrives first.
  const catalogue = await holdRequests(page, /\/assets\/site-[\w-]+\.js$/);
  const menuChunk = page.waitForResponse(/\/assets\/user-menu-signed-in-[\w-]+\.js$/);
  await page.goto('/hi/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await menuChunk;
  await expect.poll(() => catalogue.asked()).toBeGreaterThan(0);
  // The server's Hindi menu stays as it was: no "Account", no "Logout".
  expect(await englishLeft(page)).toEqual([]);
  catalogue.release();
  const account = page.locator('header button[aria-controls="user-menu"]');
  await account.click();
  await expect(page.locator('#user-menu')).toBeVisible();
  expect(await englishLeft(page, ['Meena', 'Iyer'])).toEqual([]);
  expect(errors).toEqual([]);
});

test('if the rest of the Hindi texts cannot be fetched, the signed-in menu still works', async ({ openPage }) => {
  const client = await createLoginUser(testDb(), 'Client@123', { fullName: 'Meena Iyer' });
  const page = await openPage({ width: 1280, height: 800 });
  await signIn(page, client.email, 'Client@123');
  await page.route(/\/assets\/site-[\w-]+\.js$/, (route) => route.abort('failed'));
  await page.goto('/hi/');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.locator('header button[aria-controls="user-menu"]').click();
  await expect(page.locator('#user-menu')).toBeVisible();
  // The texts the page carried are still Hindi.
  await expect(page.locator('h2').first()).toHaveText('निर्माण उपकरण');
});
