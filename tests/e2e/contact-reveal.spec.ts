import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { equipmentPath } from '../../lib/urls.ts';
import { testConfig } from '../fixtures/test-config.ts';
import { testDb } from '../fixtures/db.ts';
import { createEquipment, createLoginUser, createVendor, createWorker } from '../fixtures/factories.ts';
import { errorsOf as allErrorsOf, expect, signIn, test } from './fixtures.ts';

/** The contact-details prompt (docs/decisions/022) as a signed-in user without a verified email meets it. */
test.use({ specFile: import.meta.url });
const PASSWORD = 'Secret@123';
const PHONE = '+91 98220 45678';
const PROMPT = 'Verify your email to see contact details';
let listing: { id: number; name: string };

const errorsOf = (page: Page) => allErrorsOf(page).filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e));

/** The newest mail to `to` in the outbox (the default mailer writes one JSON file per mail). */
function newestMailTo(to: string): { subject: string } | undefined {
  const dir = path.join(testConfig().dataDir, 'outbox');
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.json'))
    .sort()
    .reverse()) {
    const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
    if (m.to === to) return m;
  }
  return undefined;
}

test.beforeAll(async () => {
  const v = await createVendor(testDb(), { name: 'Konkan Earthmovers', phone: PHONE, email: 'hire@konkan.example.in' });
  listing = await createEquipment(testDb(), v.id, { name: 'Komatsu PC210 Excavator' });
});

test.describe('contact details need a verified email', () => {
  test('shows the prompt instead of the numbers, leads to the verify screen, and shows them once verified', async ({ page }) => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Nisha Rao' });
    await signIn(page, u.email, PASSWORD);
    await page.goto(equipmentPath(listing.id, listing.name));
    await page.waitForLoadState('networkidle');

    const note = page.getByTestId('contact-verify');
    await expect(note.getByText(PROMPT)).toBeVisible();
    // The whole document (loader data included) after the page has settled: the numbers are not sent at all.
    expect(await page.content()).not.toContain('98220 45678');
    expect(await page.content()).not.toContain('hire@konkan');
    // The bar's contact actions lead to the verify screen too (no tel:, no wa.me).
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', '/client/manage?tab=profile&verify=email');
    await expect(page.locator('#enquire').locator('a[href^="tel:"], a[href^="https://wa.me/"], a[href^="mailto:"]')).toHaveCount(0);

    await note.getByRole('link', { name: 'Verify my email' }).click();
    await page.waitForURL(/\/client\/manage\?tab=profile&verify=email$/);
    const dialog = page.getByRole('dialog', { name: 'Verify Your Email' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByRole('status')).toHaveText('OTP sent to your registered email.');
    const codeOf = () => /\b(\d{6})\b/.exec(newestMailTo(u.email)?.subject ?? '')?.[1];
    await expect.poll(codeOf).toMatch(/^\d{6}$/);
    await dialog.getByPlaceholder('Enter OTP').fill(codeOf()!);
    await dialog.getByRole('button', { name: 'Verify Email' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Your email has been verified!');

    // Back first closes the open dialog (docs/decisions/046-the-back-button.md), then leaves the page.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await page.goBack();
    await page.waitForURL(/\/equipment\//);
    await expect(page.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919822045678');
    await expect(page.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:hire@konkan.example.in');
    await expect(page.getByTestId('contact-verify')).toHaveCount(0);
    expect(errorsOf(page)).toEqual([]);
  });

  test('on /staffing a worker card shows the same prompt on a phone, with no number in the page', async ({ openPage }) => {
    await createWorker(testDb(), { name: 'Ganesh Pawar', trade: 'Bar bender', phone: '+91 97300 11223' });
    const u = await createLoginUser(testDb(), PASSWORD);
    const page = await openPage({ width: 375, height: 800 });
    await signIn(page, u.email, PASSWORD);
    await page.goto('/staffing?q=Ganesh');
    await page.waitForLoadState('networkidle');
    const card = page.getByTestId('worker-card').filter({ hasText: 'Ganesh Pawar' });
    await expect(card.getByText(PROMPT)).toBeVisible();
    await expect(card.getByRole('link', { name: 'Verify my email' })).toHaveAttribute('href', '/client/manage?tab=profile&verify=email');
    expect(await page.content()).not.toContain('97300');
    expect(errorsOf(page)).toEqual([]);
  });
});
