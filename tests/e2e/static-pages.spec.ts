import { sql } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { captchaAnswerOf } from '../fixtures/captcha.ts';
import { testDb } from '../fixtures/db.ts';
import { errorsOf, expect, test, toasts, type OpenPage } from './fixtures.ts';

test.use({ specFile: import.meta.url });

const CONTACT_API = '/api/public/v3/contact';
const CAPTCHA_API = '/api/public/v3/captcha';

/** Open a page, let it hydrate, and check that nothing was logged as an error and nothing scrolls sideways. */
async function open(openPage: OpenPage, path: string, width: number) {
  const page = await openPage({ width, height: width < 500 ? 800 : 900 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  expect(errorsOf(page), path).toEqual([]);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}px`).toBeLessThanOrEqual(width);
  return page;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const h2s = (page: Page) => page.locator('main h2');
/** Form fields by accessible name (getByLabel would also match the form region 'Send us a message'). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('company pages', () => {
  test('Privacy Policy: dated July 2025, the seven sections and the support email, at 375 and 1280', async ({ openPage, app }) => {
    for (const w of [375, 1280]) {
      const page = await open(openPage, '/privacy', w);
      await expect(h1(page)).toHaveText('Privacy Policy');
      await expect(page.getByText('Last updated: July 2025', { exact: true })).toHaveCount(1);
      // Exactly seven, in this order.
      await expect(h2s(page)).toHaveText([/information we collect/i, /use/i, /data security/i, /cookies/i, /third-party links/i, /your rights/i, /updates to this policy/i]);
      await expect(page.locator(`main a[href="mailto:${app.config.supportEmail}"]`)).not.toHaveCount(0);
    }
  });

  test('Terms & Conditions: minimum age 18, the six sections and the support email, at 375 and 1280', async ({ openPage, app }) => {
    for (const w of [375, 1280]) {
      const page = await open(openPage, '/terms', w);
      await expect(h1(page)).toHaveText('Terms & Conditions');
      // Exactly six, in this order.
      await expect(h2s(page)).toHaveText([/acceptance/i, /user responsibilities/i, /listing policy/i, /intellectual property/i, /limitation of liability/i, /changes/i]);
      await expect(page.locator('#acceptance')).toContainText('You must be at least 18 years old to use BuildMart.');
      const support = page.getByTestId('terms-support');
      await expect(support).toContainText(app.config.supportEmail);
      await expect(support.getByRole('link')).toHaveAttribute('href', `mailto:${app.config.supportEmail}`);
    }
  });

  test('About: mission, what we offer, 20 years, and Get started opening registration in a new tab', async ({ openPage, app }) => {
    for (const w of [375, 1280]) {
      const page = await open(openPage, '/about', w);
      await expect(h1(page)).toHaveText('About BuildMart');
      // Server-rendered and hydrated (open waited for it): read once.
      expect(await h2s(page).allTextContents()).toEqual(expect.arrayContaining(['Our mission', 'What we offer']));
      expect(await page.locator('main h3').allTextContents()).toEqual(expect.arrayContaining(['Equipment', 'Contractors', 'Workforce']));
      await expect(page.locator('main')).toContainText('years of experience in construction equipment and services');
      await expect(page.locator('main')).toContainText(/20\s*years of experience/);
      const start = page.getByRole('link', { name: 'Get started' });
      // MANAGE_URL is unset in the tests: the management site is this one, linked relatively.
      await expect(start).toHaveAttribute('href', '/account/register');
      await expect(start).toHaveAttribute('target', '_blank');
      await expect(start).toHaveAttribute('rel', /noopener/);
      if (w === 1280) {
        const [tab] = await Promise.all([page.context().waitForEvent('page'), start.click()]);
        await tab.waitForURL(`${app.base}/account/register`);
        expect(page.url()).toBe(app.base + '/about');
        await tab.close();
      }
    }
  });

  test('the short home page /list-with-us shows four home sections, ending with the call-to-action and the promo carousel', async ({ openPage, app }) => {
    for (const w of [375, 1280]) {
      const page = await open(openPage, '/list-with-us', w);
      await expect(h1(page)).toHaveText('List with BuildMart');
      const sections = page.locator('main > section');
      await expect(sections).toHaveCount(4);
      await expect(sections.nth(0)).toHaveAttribute('aria-label', 'Statistics');
      await expect(sections.nth(0)).toContainText('10K+');
      await expect(sections.nth(1).locator('h2')).toHaveText('What We Offer');
      await expect(sections.nth(2)).toContainText('We help industry to complete the project faster with us.');
      await expect(sections.nth(2).getByRole('link', { name: app.config.supportPhone })).toHaveAttribute('href', 'tel:+919876543210');
      await expect(sections.nth(3).locator('h2')).toHaveText("Let's get registered now");
      // The same carousel as on the home page: second slide first, indicator buttons Slide 1-3.
      await expect(sections.nth(3).locator('[data-active="true"]')).toContainText('Registered to get real time leads!');
      await sections.nth(3).getByRole('button', { name: 'Slide 1' }).click();
      await expect(sections.nth(3).locator('[data-active="true"]')).toContainText('Start listing your equipment(s) with us today!');
      const start = sections.nth(3).locator('[data-active="true"]').getByRole('link', { name: 'Get started' });
      await expect(start).toHaveAttribute('href', '/account/register');
      await expect(start).toHaveAttribute('target', '_blank');
    }
  });

  test('every page has its own title, description and canonical URL', async ({ openPage, app }) => {
    const seen = new Map<string, string>();
    for (const path of ['/about', '/contact', '/privacy', '/terms', '/list-with-us']) {
      const page = await openPage();
      await page.goto(path);
      await expect(page).toHaveTitle(/BuildMart/);
      const title = await page.title();
      expect(seen.has(title), `${path} repeats the title of ${seen.get(title)}`).toBe(false);
      seen.set(title, path);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length).toBeGreaterThan(50);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', app.config.siteUrl + path);
      await page.close();
    }
    const home = await openPage();
    await home.goto('/');
    await expect(home).toHaveTitle(/BuildMart/);
    expect(seen.has(await home.title())).toBe(false);
  });
});

test.describe('Contact Us', () => {
  /** Counts the page's calls to the contact endpoint and keeps the tokens of the challenges it got. */
  function watch(page: Page) {
    const calls = { contact: 0, captcha: [] as string[] };
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === CONTACT_API) calls.contact++;
    });
    page.on('response', async (r) => {
      if (new URL(r.url()).pathname === CAPTCHA_API) calls.captcha.push((await r.json()).Token);
    });
    return calls;
  }
  /** The token of the picture on screen (from its URL). */
  const shownToken = async (page: Page) => {
    const src = await page.getByTestId('captcha-image').getAttribute('src');
    return src ? new URL(src, page.url()).searchParams.get('token') : null;
  };
  /** Waits for a loaded picture and reads its code the way only the server can: with its secret (never from a response). */
  const waitForCode = async (page: Page) => {
    await expect.poll(() => page.getByTestId('captcha-image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
    return captchaAnswerOf((await shownToken(page))!);
  };
  async function fill(page: Page, v: { name: string; email: string; subject?: string; message: string }) {
    await field(page, 'Name').fill(v.name);
    await field(page, 'Email').fill(v.email);
    if (v.subject) await field(page, 'Subject (optional)').fill(v.subject);
    await field(page, 'Message').fill(v.message);
  }
  const stored = async (email: string) =>
    (await testDb().execute<{ name: string; subject: string | null; message: string }>(sql`SELECT name, subject, message FROM contact_messages WHERE email = ${email} ORDER BY id`))
      .rows;
  test('shows the form and the support card', async ({ openPage, app }) => {
    const { supportEmail, supportPhone } = app.config;
    for (const w of [375, 1280]) {
      const page = await open(openPage, '/contact', w);
      await expect(h1(page)).toHaveText('Contact Us');
      await expect(field(page, 'Name')).toHaveAttribute('required');
      await expect(field(page, 'Email')).toHaveAttribute('type', 'email');
      await expect(field(page, 'Email')).toHaveAttribute('required');
      await expect(field(page, 'Subject (optional)')).not.toHaveAttribute('required');
      expect(await field(page, 'Message').evaluate((el) => [el.tagName, (el as HTMLTextAreaElement).rows, (el as HTMLTextAreaElement).required])).toEqual(['TEXTAREA', 5, true]);
      await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
      const card = page.locator('aside');
      await expect(card.getByRole('link', { name: supportEmail })).toHaveAttribute('href', `mailto:${supportEmail}`);
      await expect(card.getByRole('link', { name: supportPhone })).toHaveAttribute('href', 'tel:+919876543210');
      await expect(card.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/919876543210');
      await expect(card.getByText('We typically respond within 24 hours.', { exact: true })).toBeVisible();
      await expect(card).toContainText(/urgent enquiries.*WhatsApp/i);
      await waitForCode(page);
      await expect(page.getByRole('img', { name: /^Captcha/ })).toHaveAttribute('width', '200');
      await expect(page.getByRole('button', { name: 'New code' })).toBeVisible();
    }
  });

  test('a malformed captcha is refused in the browser; a wrong one by the server, which then shows a new picture', async ({ openPage }) => {
    const page = await open(openPage, '/contact', 1280);
    const calls = watch(page);
    const shown = await waitForCode(page);
    await fill(page, { name: 'Ravi Kumar', email: 'ravi.wrong@example.in', message: 'Need a crane in Nagpur.' });
    // Empty, or not a number 1000-9999: 'Invalid captcha code', nothing sent (docs/product.md#company-pages-and-contact-us).
    for (const typed of ['', '12a4', '0999']) {
      await field(page, 'Captcha').fill(typed);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText('Invalid captcha code', { exact: true })).toBeVisible();
      await expect(field(page, 'Captcha')).toHaveAttribute('aria-invalid', 'true');
    }
    // Right captcha but no message: the shared schema's message, still nothing sent.
    await field(page, 'Message').fill('   ');
    await field(page, 'Captcha').fill(shown);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message is required.')).toBeVisible();
    expect(calls.contact).toBe(0);
    // A well-formed but wrong code: only the server knows, it says so, and the used picture is replaced.
    const token = await shownToken(page);
    await field(page, 'Message').fill('Need a crane in Nagpur.');
    await field(page, 'Captcha').fill(shown === '9999' ? '1000' : String(Number(shown) + 1));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('contact-status')).toHaveText('Invalid captcha code');
    await expect(field(page, 'Captcha')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.contact).toBe(1);
    await expect.poll(() => shownToken(page)).not.toBe(token);
    await expect(field(page, 'Message')).toHaveValue('Need a crane in Nagpur.');
    expect(await stored('ravi.wrong@example.in')).toEqual([]);
    // The New code button asks for another picture.
    const before = await shownToken(page);
    await page.getByRole('button', { name: 'New code' }).click();
    await expect.poll(() => shownToken(page)).not.toBe(before);
    expect(errorsOf(page).filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  test('the right captcha sends the message: Sending..., the toast, a cleared form, a new captcha, a stored row', async ({ openPage }) => {
    const page = await open(openPage, '/contact', 375);
    const calls = watch(page);
    await page.reload();
    await page.waitForLoadState('networkidle');
    const first = await waitForCode(page);
    expect(calls.captcha).toEqual([await shownToken(page)]);
    // Hold the request until the sending state has been seen.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(`**${CONTACT_API}`, async (route) => {
      await held;
      await route.continue();
    });
    await fill(page, { name: 'Meera Iyer', email: 'meera@example.in', subject: 'Batching plant', message: 'Looking for a 30 m³/h batching plant near Chennai for 6 months.' });
    await field(page, 'Captcha').fill(first);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expect(toasts(page).filter({ hasText: 'Message sent successfully!' })).toHaveCount(1);
    await expect(page.getByTestId('contact-status')).toHaveText('Message sent successfully!');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    for (const label of ['Name', 'Email', 'Subject (optional)', 'Message', 'Captcha']) await expect(field(page, label), label).toHaveValue('');
    // A new challenge was fetched and is the one shown.
    await expect.poll(() => calls.captcha.length).toBe(2);
    await expect.poll(() => shownToken(page)).toBe(calls.captcha[1]);
    expect(calls.contact).toBe(1);
    expect(await stored('meera@example.in')).toEqual([
      { name: 'Meera Iyer', subject: 'Batching plant', message: 'Looking for a 30 m³/h batching plant near Chennai for 6 months.' },
    ]);
    expect(errorsOf(page)).toEqual([]);
  });

  test('shows the server’s message when there is one, else "Failed to send contact message."', async ({ openPage }) => {
    const page = await open(openPage, '/contact', 1280);
    let answer: { status: number; body: string } = { status: 500, body: '' };
    await page.route(`**${CONTACT_API}`, (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
    const send = async () => {
      await fill(page, { name: 'Asha', email: 'asha@example.in', message: 'Hello' });
      await field(page, 'Captcha').fill(await waitForCode(page));
      await page.getByRole('button', { name: 'Send Message' }).click();
    };
    await send();
    await expect(page.getByTestId('contact-status')).toHaveText('Failed to send contact message.');
    await expect(toasts(page).filter({ hasText: 'Failed to send contact message.' })).toHaveCount(1);
    // The form keeps what was typed.
    await expect(field(page, 'Message')).toHaveValue('Hello');
    answer = { status: 429, body: JSON.stringify({ success: false, message: 'Too many requests. Please wait a minute and try again.' }) };
    await send();
    await expect(page.getByTestId('contact-status')).toHaveText('Too many requests. Please wait a minute and try again.');
    const fetchErrors = errorsOf(page).filter((e) => !/status of (500|429)/.test(e));
    expect(fetchErrors).toEqual([]);
  });
});
