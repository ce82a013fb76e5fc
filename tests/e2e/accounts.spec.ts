import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { recordingSms } from '../../core/ports/sms.ts';
import { users } from '../../db/schema/index.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { testConfig } from '../fixtures/test-config.ts';
import { expect, signIn } from './fixtures.ts';
import { mailTo, testWithMail } from './mail-fixtures.ts';

/**
 * Accounts (docs/decisions/057): "Forgot password?" → the mailed link → a new password (signed in,
 * every other session ended); phone sign-in through the login dialog; "Verify Phone" in the profile.
 * Text messages go to a recording SMS sender, mail to the SMTP capture.
 */
const sms = recordingSms();
const test = testWithMail.extend({
  appOptions: [async ({ smtp }, use) => use({ overrides: { smtpUrl: smtp.url }, deps: { mailer: smtpMailer(smtp.url, testConfig().mailFrom), sms } }), { scope: 'worker' }],
});
test.use({ specFile: import.meta.url });

const SHOTS = process.env.BM_SHOTS_DIR;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
const codeTo = (phone: string) => sms.sent.filter((m) => m.to === phone).at(-1)?.vars.otp;
const header = (page: Page) => page.getByRole('banner');

async function openLogin(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await header(page).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('forgot password: the dialog’s link, the mail, a new password; this browser is signed in and the other one signed out', async ({ page, openPage, smtp, errors }) => {
  const u = await createLoginUser(testDb(), 'Old-secret-1', { fullName: 'Kavya Menon' });
  const other = await openPage();
  await signIn(other, u.email, 'Old-secret-1');

  const dialog = await openLogin(page);
  await shot(page, 'login-dialog-1280');
  await dialog.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email').fill(u.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByTestId('reset-link-sent')).toContainText(`If an account uses ${u.email}, we have mailed it a link`);
  await shot(page, 'forgot-sent-1280');

  const body = await mailTo(smtp, u.email, 'Reset your BuildMart password');
  const link = /https?:\/\/\S+\/account\/reset-password\?token=[\w-]+/.exec(body)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('short');
  await page.getByLabel('Confirm new password').fill('short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Password must be at least 8 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('New-secret-22');
  await page.getByLabel('Confirm new password').fill('New-secret-2');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Passwords do not match.')).toBeVisible();
  await shot(page, 'reset-errors-1280');
  await page.getByLabel('Confirm new password').fill('New-secret-22');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. You are logged in, and signed out everywhere else.')).toBeVisible();
  await expect(header(page).getByRole('button', { name: /Kavya/ })).toBeVisible();
  await shot(page, 'reset-done-1280');

  // The other browser's session ended; the old password is gone, the new one works.
  expect((await other.context().request.get('/api/account/me')).status()).toBe(401);
  expect((await page.context().request.get('/api/account/me')).status()).toBe(200);
  // The link was spent.
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('New password', { exact: true }).fill('Third-secret-3');
  await page.getByLabel('Confirm new password').fill('Third-secret-3');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toHaveText('This password reset link has expired or has already been used. Please ask for a new one.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/account/forgot-password');
  expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);
});

test('phone sign-in through the login dialog, on a phone', async ({ openPage }) => {
  const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Imran Shaikh', phone: '+91 93210 45678', phoneVerifiedAt: new Date() });
  const page = await openPage({ width: 375, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/account/forgot-password');
  await shot(page, 'login-dialog-375');
  await dialog.getByRole('button', { name: 'Sign in with phone' }).click();
  const phoneDialog = page.getByRole('dialog', { name: 'Sign in with phone' });
  await phoneDialog.getByLabel('Mobile number').fill('12345');
  await phoneDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(phoneDialog.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeVisible();
  await shot(page, 'phone-signin-error-375');
  await phoneDialog.getByLabel('Mobile number').fill('93210 45678');
  await phoneDialog.getByRole('button', { name: 'Send code' }).click();
  await expect(phoneDialog.getByText('If +91 93210 45678 is verified on a BuildMart account')).toBeVisible();
  await phoneDialog.getByLabel('6-digit code').fill(codeTo(u.phone!) === '000000' ? '111111' : '000000');
  await phoneDialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(phoneDialog.getByText('Invalid OTP. Please try again.')).toHaveCount(1);
  await expect(phoneDialog.getByLabel('6-digit code')).toHaveAttribute('aria-invalid', 'true');
  await shot(page, 'phone-signin-code-375');
  await phoneDialog.getByLabel('6-digit code').fill(codeTo('+91 93210 45678')!);
  await phoneDialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(phoneDialog).toBeHidden();
  expect((await page.context().request.get('/api/account/me')).status()).toBe(200);
  // The menu, still open behind the dialog, now offers the signed-in account's links.
  await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Logout' })).toBeVisible();
  await shot(page, 'phone-signed-in-375');
});

test('"Verify Phone" in the profile proves the number, which then signs in', async ({ page }) => {
  const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Lata Joshi', phone: '+91 94220 11223' });
  await signIn(page, u.email, 'Secret@123');
  await page.goto('/client/manage?tab=profile');
  await page.waitForLoadState('networkidle');
  const card = page.getByTestId('profile-card');
  await expect(card.getByTestId('phone-status')).toHaveText('Not verified');
  await card.getByRole('button', { name: 'Verify Phone' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your phone' });
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('+91 94220 11223');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('We have texted a 6-digit code to +91 94220 11223.')).toBeVisible();
  await shot(page, 'verify-phone-1280');
  await dialog.getByLabel('6-digit code').fill(codeTo('+91 94220 11223')!);
  await dialog.getByRole('button', { name: 'Verify phone' }).click();
  await expect(dialog.getByText('Your phone number has been verified. You can now log in with it.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('phone-status')).toHaveText('Verified');
  await expect(card.getByRole('button', { name: 'Verify Phone' })).toHaveCount(0);
  const [row] = await testDb().select({ at: users.phoneVerifiedAt }).from(users).where(eq(users.id, u.id));
  expect(row!.at).not.toBeNull();
});

test('the Hindi pages: forgot password and the phone form', async ({ openPage }) => {
  for (const width of [375, 1280]) {
    const page = await openPage({ width, height: 900 });
    await page.goto('/hi/account/forgot-password');
    await expect(page.getByRole('heading', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
    await page.getByRole('button', { name: 'पासवर्ड बदलने का लिंक भेजें' }).click();
    await expect(page.getByText('कृपया सही ईमेल पता लिखें।')).toBeVisible();
    await shot(page, `hi-forgot-${width}`);
    await page.goto('/hi/account/reset-password?token=');
    await expect(page.getByText('यह पासवर्ड बदलने का लिंक सही नहीं है। मेल से लिंक फिर से खोलें।')).toBeVisible();
  }
  const page = await openPage();
  await page.goto('/hi');
  await page.waitForLoadState('networkidle');
  await header(page).getByRole('button', { name: 'लॉग इन करें', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'फ़ोन से साइन इन करें' }).click();
  const dialog = page.getByRole('dialog', { name: 'फ़ोन से साइन इन करें' });
  await dialog.getByLabel('मोबाइल नंबर').fill('12345');
  await dialog.getByRole('button', { name: 'कोड भेजें' }).click();
  await expect(dialog.getByText('कृपया सही 10 अंकों का भारतीय मोबाइल नंबर डालें।')).toBeVisible();
  await shot(page, 'hi-phone-signin-1280');
});
