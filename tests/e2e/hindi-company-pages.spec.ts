import type { Page } from '@playwright/test';
import { expect, errorsOf, test, type OpenPage } from './fixtures.ts';
import { englishLeft, expectHindiPage, expectNoSidewaysScroll } from './hindi.ts';

test.use({ specFile: import.meta.url });

/** Latin words the company pages rightly keep in Hindi: the codes of Indian tax and the internet. */
const LATIN = ['GSTIN', 'IP'];
const SHOTS = process.env.SHOTS === '1';

/** The support email is an address, not interface text: its parts are allowed. */
const emailWords = (email: string) => email.match(/[A-Za-z][A-Za-z']+/g) ?? [];

async function open(openPage: OpenPage, path: string, width: number) {
  const page = await openPage({ width, height: 800 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
}

async function expectAllHindi(page: Page, width: number, allow: string[]) {
  await expectHindiPage(page);
  expect(await englishLeft(page, allow)).toEqual([]);
  await expectNoSidewaysScroll(page, width);
  expect(errorsOf(page)).toEqual([]);
  if (SHOTS) await page.screenshot({ path: `test-results/hindi-company${new URL(page.url()).pathname.replaceAll('/', '-')}-${width}.png`, fullPage: true });
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const h2s = (page: Page) => page.locator('main h2');

test.describe('company pages in Hindi', () => {
  for (const width of [375, 1280]) {
    test(`About, Terms and Privacy read in Hindi at ${width}px, with the structure of the English pages`, async ({ openPage, app }) => {
      const allow = [...LATIN, ...emailWords(app.config.supportEmail)];

      const about = await open(openPage, '/hi/about', width);
      await expect(h1(about)).toHaveText('BuildMart के बारे में');
      expect(await h2s(about).allTextContents()).toEqual(expect.arrayContaining(['हमारा मिशन', 'हम क्या देते हैं']));
      await expect(about.locator('main h3')).toHaveText(['उपकरण', 'ठेकेदार', 'कामगार', 'सत्यापित लिस्टिंग', 'सही कीमतें', 'स्थानीय पहुंच']);
      await expect(about.locator('main')).toContainText(/20\s*साल का अनुभव/);
      // Links stay in Hindi: the offer cards lead to the Hindi lists.
      await expect(about.getByRole('link', { name: 'उपकरण देखें' })).toHaveAttribute('href', '/hi/equipments');
      await expect(about.getByRole('link', { name: 'शुरू करें' })).toHaveAttribute('target', '_blank');
      await expect(about).toHaveTitle('BuildMart के बारे में — निर्माण उपकरण और सेवाओं में 20 साल');
      await expectAllHindi(about, width, allow);

      const terms = await open(openPage, '/hi/terms', width);
      await expect(h1(terms)).toHaveText('नियम और शर्तें');
      await expect(terms.getByText('अंतिम अपडेट: जुलाई 2025', { exact: true })).toHaveCount(1);
      await expect(h2s(terms)).toHaveCount(6);
      await expect(terms.locator('#acceptance')).toContainText('कम से कम 18 साल');
      await expect(terms.locator('#acceptance a', { hasText: 'गोपनीयता नीति' })).toHaveAttribute('href', '/hi/privacy');
      await expect(terms.getByTestId('terms-support').getByRole('link')).toHaveAttribute('href', `mailto:${app.config.supportEmail}`);
      await expect(terms).toHaveTitle('नियम और शर्तें | BuildMart');
      await expectAllHindi(terms, width, allow);

      const privacy = await open(openPage, '/hi/privacy', width);
      await expect(h1(privacy)).toHaveText('गोपनीयता नीति');
      await expect(h2s(privacy)).toHaveCount(7);
      await expect(privacy.locator('h2').first()).toHaveText('1. हम कौन-सी जानकारी लेते हैं');
      await expect(privacy.locator('main a', { hasText: 'संपर्क फॉर्म' })).toHaveAttribute('href', '/hi/contact');
      await expect(privacy.locator(`main a[href="mailto:${app.config.supportEmail}"]`)).not.toHaveCount(0);
      await expectAllHindi(privacy, width, allow);
    });

    test(`Contact Us in Hindi at ${width}px: the form, its captcha and a Hindi validation message before anything is sent`, async ({ openPage, app }) => {
      const page = await open(openPage, '/hi/contact', width);
      await expect(h1(page)).toHaveText('संपर्क करें');
      await expect(page.getByTestId('captcha-image')).toBeVisible();
      await expect(page.getByRole('button', { name: 'नया कोड' })).toBeVisible();
      await expect(page).toHaveTitle('संपर्क करें | BuildMart');
      await expectAllHindi(page, width, emailWords(app.config.supportEmail));

      let sent = false;
      page.on('request', (r) => {
        if (r.url().includes('/api/public/v3/contact')) sent = true;
      });
      await page.getByRole('textbox', { name: 'ईमेल', exact: true }).fill('not-an-email');
      await page.getByRole('button', { name: 'संदेश भेजें' }).click();
      await expect(page.getByText('नाम जरूरी है।')).toBeVisible();
      await expect(page.getByText('कृपया सही ईमेल पता लिखें।')).toBeVisible();
      await expect(page.getByText('कैप्चा कोड गलत है')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'नाम', exact: true })).toBeFocused();
      expect(sent).toBe(false);
      if (SHOTS) await page.screenshot({ path: `test-results/hindi-company-contact-errors-${width}.png`, fullPage: true });
    });
  }

  test('the language switch round-trips each company page, keeping the page', async ({ openPage }) => {
    const page = await openPage({ width: 1280, height: 800 });
    for (const [path, en, hi] of [
      ['/about', 'About BuildMart', 'BuildMart के बारे में'],
      ['/contact', 'Contact Us', 'संपर्क करें'],
      ['/terms', 'Terms & Conditions', 'नियम और शर्तें'],
      ['/privacy', 'Privacy Policy', 'गोपनीयता नीति'],
    ] as const) {
      await page.goto(path);
      await expect(h1(page)).toHaveText(en);
      await page.locator('header a[hreflang="hi-IN"]').first().click();
      await expect(page).toHaveURL(new RegExp(`/hi${path}$`));
      await expect(h1(page)).toHaveText(hi);
      await page.locator('header a[hreflang="en-IN"]').first().click();
      await expect(page).toHaveURL(new RegExp(`[^/]${path}$`));
      await expect(h1(page)).toHaveText(en);
    }
  });
});
