import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { equipmentPath } from '../../lib/urls.ts';
import { testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendor, createWorker } from '../fixtures/factories.ts';
import { signIn, useBrowser } from './browser.ts';

/** The contact-details prompt (docs/decisions/022) as a signed-in user without a verified email meets it. */
const b = useBrowser();
const PASSWORD = 'Secret@123';
const PHONE = '+91 98220 45678';
const PROMPT = 'Verify your email to see contact details';
let listing: { id: number; name: string };

const errorsOf = (page: Page) => ((page as any).errors as string[]).filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e));

/** The newest mail to `to` in the outbox (the default mailer writes one JSON file per mail). */
function newestMailTo(to: string): { subject: string } | undefined {
  const dir = path.join(testConfig().dataDir, 'outbox');
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.json')).sort().reverse()) {
    const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
    if (m.to === to) return m;
  }
  return undefined;
}

beforeAll(async () => {
  const v = await createVendor(testDb(), { name: 'Konkan Earthmovers', phone: PHONE, email: 'hire@konkan.example.in' });
  listing = await createEquipment(testDb(), v.id, { name: 'Komatsu PC210 Excavator' });
});

describe('contact details need a verified email', () => {
  it('shows the prompt instead of the numbers, leads to the verify screen, and shows them once verified', async () => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Nisha Rao' });
    const page = await b.page(1280, 900);
    await signIn(page, b.base(), u.email, PASSWORD);
    await page.goto(b.base() + equipmentPath(listing.id, listing.name));
    await page.waitForLoadState('networkidle');

    const note = page.getByTestId('contact-verify');
    expect(await note.getByText(PROMPT).isVisible()).toBe(true);
    expect(await page.content()).not.toContain('98220 45678');
    expect(await page.content()).not.toContain('hire@konkan');
    // The bar's contact actions lead to the verify screen too (no tel:, no wa.me).
    expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('/client/manage?tab=profile&verify=email');
    expect(await page.locator('#enquire').locator('a[href^="tel:"], a[href^="https://wa.me/"], a[href^="mailto:"]').count()).toBe(0);
    await b.screenshot(page, 'contact-verify-prompt-1280');

    await note.getByRole('link', { name: 'Verify my email' }).click();
    await page.waitForURL(/\/client\/manage\?tab=profile&verify=email$/);
    const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('OTP sent to your registered email.');
    const code = /\b(\d{6})\b/.exec(newestMailTo(u.email)?.subject ?? '')?.[1];
    await dialog.getByPlaceholder('Enter OTP').fill(code!);
    await dialog.getByRole('button', { name: 'Verify Email' }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Your email has been verified!');

    await page.goBack();
    await page.waitForURL(/\/equipment\//);
    await page.getByRole('link', { name: 'Call' }).and(page.locator('a[href^="tel:"]')).waitFor();
    expect(await page.getByRole('link', { name: 'Call' }).getAttribute('href')).toBe('tel:+919822045678');
    expect(await page.getByRole('link', { name: 'Mail' }).getAttribute('href')).toBe('mailto:hire@konkan.example.in');
    expect(await page.getByTestId('contact-verify').count()).toBe(0);
    expect(errorsOf(page)).toEqual([]);
  });

  it('on /staffing a worker card shows the same prompt on a phone, with no number in the page', async () => {
    await createWorker(testDb(), { name: 'Ganesh Pawar', trade: 'Bar bender', phone: '+91 97300 11223' });
    const u = await createLoginUser(testDb(), PASSWORD);
    const page = await b.page(375, 800);
    await signIn(page, b.base(), u.email, PASSWORD);
    await page.goto(`${b.base()}/staffing?q=Ganesh`);
    await page.waitForLoadState('networkidle');
    const card = page.getByTestId('worker-card').filter({ hasText: 'Ganesh Pawar' });
    expect(await card.getByText(PROMPT).isVisible()).toBe(true);
    expect(await card.getByRole('link', { name: 'Verify my email' }).getAttribute('href')).toBe('/client/manage?tab=profile&verify=email');
    expect(await page.content()).not.toContain('97300');
    expect(errorsOf(page)).toEqual([]);
    await b.screenshot(page, 'contact-verify-prompt-staffing-375');
  });
});
