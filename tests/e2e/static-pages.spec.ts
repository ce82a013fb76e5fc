import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../fixtures/app.ts';
import { captchaAnswerOf } from '../fixtures/captcha.ts';
import { testDb } from '../fixtures/db.ts';
import { useBrowser } from './browser.ts';

const b = useBrowser();
const config = testConfig();
const CONTACT_API = '/api/public/v3/contact';
const CAPTCHA_API = '/api/public/v3/captcha';

const errorsOf = (page: Page) => (page as Page & { errors: string[] }).errors;

/** Open a page, let it hydrate, and check that nothing was logged as an error. */
async function open(path: string, width: number) {
  const page = await b.page(width, width < 500 ? 800 : 900);
  await page.goto(b.base() + path);
  await page.waitForLoadState('networkidle');
  expect(errorsOf(page), path).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width}px`).toBeLessThanOrEqual(width);
  return page;
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();
const h2s = (page: Page) => page.locator('main h2').allTextContents();
const canonical = (page: Page) => page.locator('link[rel="canonical"]').getAttribute('href');
/** Form fields by accessible name (getByLabel would also match the form region 'Send us a message'). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

describe('company pages', () => {
  it('Privacy Policy: dated July 2025, the seven sections and the support email, at 375 and 1280', async () => {
    for (const w of [375, 1280]) {
      const page = await open('/privacy', w);
      expect(await h1(page)).toBe('Privacy Policy');
      expect(await page.getByText('Last updated: July 2025', { exact: true }).count()).toBe(1);
      const headings = await h2s(page);
      for (const [i, re] of [/information we collect/i, /use/i, /data security/i, /cookies/i, /third-party links/i, /your rights/i, /updates to this policy/i].entries()) {
        expect(headings[i], String(re)).toMatch(re);
      }
      expect(headings).toHaveLength(7);
      expect(await page.locator(`main a[href="mailto:${config.supportEmail}"]`).count()).toBeGreaterThan(0);
      await b.screenshot(page, `privacy-${w}`);
    }
  });

  it('Terms & Conditions: minimum age 18, the six sections and the support email, at 375 and 1280', async () => {
    for (const w of [375, 1280]) {
      const page = await open('/terms', w);
      expect(await h1(page)).toBe('Terms & Conditions');
      const headings = await h2s(page);
      for (const [i, re] of [/acceptance/i, /user responsibilities/i, /listing policy/i, /intellectual property/i, /limitation of liability/i, /changes/i].entries()) {
        expect(headings[i], String(re)).toMatch(re);
      }
      expect(headings).toHaveLength(6);
      expect(await page.locator('#acceptance').textContent()).toContain('You must be at least 18 years old to use BuildMart.');
      const support = page.getByTestId('terms-support');
      expect(await support.textContent()).toContain(config.supportEmail);
      expect(await support.getByRole('link').getAttribute('href')).toBe(`mailto:${config.supportEmail}`);
      await b.screenshot(page, `terms-${w}`);
    }
  });

  it('About: mission, what we offer, 20 years, and Get started opening registration in a new tab', async () => {
    for (const w of [375, 1280]) {
      const page = await open('/about', w);
      expect(await h1(page)).toBe('About BuildMart');
      expect(await h2s(page)).toEqual(expect.arrayContaining(['Our mission', 'What we offer']));
      expect(await page.locator('main h3').allTextContents()).toEqual(expect.arrayContaining(['Equipment', 'Contractors', 'Workforce']));
      expect(await page.locator('main').textContent()).toContain('years of experience in construction equipment and services');
      expect(await page.locator('main').textContent()).toMatch(/20\s*years of experience/);
      const start = page.getByRole('link', { name: 'Get started' });
      // MANAGE_URL is unset in the tests: the management site is this one, linked relatively.
      expect(await start.getAttribute('href')).toBe('/account/register');
      expect(await start.getAttribute('target')).toBe('_blank');
      expect(await start.getAttribute('rel')).toContain('noopener');
      await b.screenshot(page, `about-${w}`);
      if (w === 1280) {
        const [tab] = await Promise.all([page.context().waitForEvent('page'), start.click()]);
        await tab.waitForURL(`${b.base()}/account/register`);
        expect(page.url()).toBe(b.base() + '/about');
        await tab.close();
      }
    }
  });

  it('the short home page /list-with-us shows four home sections, ending with the call-to-action and the promo carousel', async () => {
    for (const w of [375, 1280]) {
      const page = await open('/list-with-us', w);
      expect(await h1(page)).toBe('List with BuildMart');
      await b.screenshot(page, `list-with-us-${w}`);
      const sections = page.locator('main > section');
      expect(await sections.count()).toBe(4);
      expect(await sections.nth(0).getAttribute('aria-label')).toBe('Statistics');
      expect(await sections.nth(0).textContent()).toContain('10K+');
      expect(await sections.nth(1).locator('h2').textContent()).toBe('What We Offer');
      expect(await sections.nth(2).textContent()).toContain('We help industry to complete the project faster with us.');
      expect(await sections.nth(2).getByRole('link', { name: config.supportPhone }).getAttribute('href')).toBe('tel:+919876543210');
      expect(await sections.nth(3).locator('h2').textContent()).toBe("Let's get registered now");
      // The same carousel as on the home page: second slide first, indicator buttons Slide 1-3.
      expect(await sections.nth(3).locator('[data-active="true"]').textContent()).toContain('Registered to get real time leads!');
      await sections.nth(3).getByRole('button', { name: 'Slide 1' }).click();
      expect(await sections.nth(3).locator('[data-active="true"]').textContent()).toContain('Start listing your equipment(s) with us today!');
      const start = sections.nth(3).locator('[data-active="true"]').getByRole('link', { name: 'Get started' });
      expect(await start.getAttribute('href')).toBe('/account/register');
      expect(await start.getAttribute('target')).toBe('_blank');
    }
  });

  it('every page has its own title, description and canonical URL', async () => {
    const seen = new Map<string, string>();
    for (const path of ['/about', '/contact', '/privacy', '/terms', '/list-with-us']) {
      const page = await b.page();
      await page.goto(b.base() + path);
      const title = await page.title();
      expect(title).toMatch(/BuildMart/);
      expect(seen.has(title), `${path} repeats the title of ${seen.get(title)}`).toBe(false);
      seen.set(title, path);
      expect((await description(page))?.length).toBeGreaterThan(50);
      expect(await canonical(page)).toBe(config.siteUrl + path);
      await page.close();
    }
    const home = await b.page();
    await home.goto(b.base() + '/');
    expect(seen.has(await home.title())).toBe(false);
  });
});

describe('Contact Us', () => {
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
    return src ? new URL(src, b.base()).searchParams.get('token') : null;
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
    (await testDb().execute<{ name: string; subject: string | null; message: string }>(sql`SELECT name, subject, message FROM contact_messages WHERE email = ${email} ORDER BY id`)).rows;
  it('shows the form and the support card', async () => {
    for (const w of [375, 1280]) {
      const page = await open('/contact', w);
      expect(await h1(page)).toBe('Contact Us');
      expect(await field(page, 'Name').getAttribute('required')).not.toBeNull();
      expect(await field(page, 'Email').getAttribute('type')).toBe('email');
      expect(await field(page, 'Email').getAttribute('required')).not.toBeNull();
      expect(await field(page, 'Subject (optional)').getAttribute('required')).toBeNull();
      expect(await field(page, 'Message').evaluate((el) => [el.tagName, (el as HTMLTextAreaElement).rows, (el as HTMLTextAreaElement).required])).toEqual(['TEXTAREA', 5, true]);
      expect(await page.getByRole('button', { name: 'Send Message' }).isVisible()).toBe(true);
      const card = page.locator('aside');
      expect(await card.getByRole('link', { name: config.supportEmail }).getAttribute('href')).toBe(`mailto:${config.supportEmail}`);
      expect(await card.getByRole('link', { name: config.supportPhone }).getAttribute('href')).toBe('tel:+919876543210');
      expect(await card.getByRole('link', { name: /WhatsApp/ }).getAttribute('href')).toBe('https://wa.me/919876543210');
      expect(await card.getByText('We typically respond within 24 hours.', { exact: true }).isVisible()).toBe(true);
      expect(await card.textContent()).toMatch(/urgent enquiries.*WhatsApp/i);
      await waitForCode(page);
      expect(await page.getByRole('img', { name: /^Captcha/ }).getAttribute('width')).toBe('200');
      expect(await page.getByRole('button', { name: 'New code' }).isVisible()).toBe(true);
      await b.screenshot(page, `contact-${w}`);
    }
  });

  it('a malformed captcha is refused in the browser; a wrong one by the server, which then shows a new picture', async () => {
    const page = await open('/contact', 1280);
    const calls = watch(page);
    const shown = await waitForCode(page);
    await fill(page, { name: 'Ravi Kumar', email: 'ravi.wrong@example.in', message: 'Need a crane in Nagpur.' });
    // Empty, or not a number 1000-9999: 'Invalid captcha code', nothing sent (docs/product.md#company-pages-and-contact-us).
    for (const typed of ['', '12a4', '0999']) {
      await field(page, 'Captcha').fill(typed);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => page.getByText('Invalid captcha code', { exact: true }).isVisible()).toBe(true);
      expect(await field(page, 'Captcha').getAttribute('aria-invalid')).toBe('true');
    }
    // Right captcha but no message: the shared schema's message, still nothing sent.
    await field(page, 'Message').fill('   ');
    await field(page, 'Captcha').fill(shown);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Message is required.').isVisible()).toBe(true);
    expect(calls.contact).toBe(0);
    // A well-formed but wrong code: only the server knows, it says so, and the used picture is replaced.
    const token = await shownToken(page);
    await field(page, 'Message').fill('Need a crane in Nagpur.');
    await field(page, 'Captcha').fill(shown === '9999' ? '1000' : String(Number(shown) + 1));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByTestId('contact-status').textContent()).toBe('Invalid captcha code');
    expect(await field(page, 'Captcha').getAttribute('aria-invalid')).toBe('true');
    expect(calls.contact).toBe(1);
    await expect.poll(() => shownToken(page)).not.toBe(token);
    expect(await field(page, 'Message').inputValue()).toBe('Need a crane in Nagpur.');
    expect(await stored('ravi.wrong@example.in')).toEqual([]);
    // The New code button asks for another picture.
    const before = await shownToken(page);
    await page.getByRole('button', { name: 'New code' }).click();
    await expect.poll(() => shownToken(page)).not.toBe(before);
    expect(errorsOf(page).filter((e) => !/status of 400/.test(e))).toEqual([]);
  });

  it('the right captcha sends the message: Sending..., the toast, a cleared form, a new captcha, a stored row', async () => {
    const page = await open('/contact', 375);
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
    await expect.poll(() => page.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.locator('[data-sonner-toast]').filter({ hasText: 'Message sent successfully!' }).count()).toBe(1);
    expect(await page.getByTestId('contact-status').textContent()).toBe('Message sent successfully!');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    for (const label of ['Name', 'Email', 'Subject (optional)', 'Message', 'Captcha']) expect(await field(page, label).inputValue(), label).toBe('');
    // A new challenge was fetched and is the one shown.
    await expect.poll(() => calls.captcha.length).toBe(2);
    await expect.poll(() => shownToken(page)).toBe(calls.captcha[1]);
    expect(calls.contact).toBe(1);
    expect(await stored('meera@example.in')).toEqual([{ name: 'Meera Iyer', subject: 'Batching plant', message: 'Looking for a 30 m³/h batching plant near Chennai for 6 months.' }]);
    expect(errorsOf(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await b.screenshot(page, 'contact-sent-375');
  });

  it('shows the server’s message when there is one, else "Failed to send contact message."', async () => {
    const page = await open('/contact', 1280);
    let answer: { status: number; body: string } = { status: 500, body: '' };
    await page.route(`**${CONTACT_API}`, (route) => route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body }));
    const send = async () => {
      await fill(page, { name: 'Asha', email: 'asha@example.in', message: 'Hello' });
      await field(page, 'Captcha').fill(await waitForCode(page));
      await page.getByRole('button', { name: 'Send Message' }).click();
    };
    await send();
    await expect.poll(() => page.getByTestId('contact-status').textContent()).toBe('Failed to send contact message.');
    await expect.poll(() => page.locator('[data-sonner-toast]').filter({ hasText: 'Failed to send contact message.' }).count()).toBe(1);
    // The form keeps what was typed.
    expect(await field(page, 'Message').inputValue()).toBe('Hello');
    answer = { status: 429, body: JSON.stringify({ success: false, message: 'Too many requests. Please wait a minute and try again.' }) };
    await send();
    await expect.poll(() => page.getByTestId('contact-status').textContent()).toBe('Too many requests. Please wait a minute and try again.');
    const fetchErrors = errorsOf(page).filter((e) => !/status of (500|429)/.test(e));
    expect(fetchErrors).toEqual([]);
  });
});
