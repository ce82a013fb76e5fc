import type { Page } from '@playwright/test';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { createHash } from 'node:crypto';
import { accountKey, ACCOUNT_WINDOW_MS, LOGIN_BUCKETS } from '../../core/account/login-throttle.ts';
import { hit } from '../../core/limits/counter.ts';
import { loginUnlocks } from '../../db/schema/index.ts';
import { expect, test } from './fixtures.ts';

test.use({ specFile: import.meta.url });

const stored = (page: Page) => page.evaluate(() => ({ user: localStorage.getItem('ys_user'), isLoggedIn: localStorage.getItem('isLoggedIn') }));
const account = (page: Page) => page.getByRole('banner');

async function openHome(page: Page) {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
}

test.describe('login and register modals', () => {
  test('shows the spec validation messages, refuses a wrong password, then signs in with role menu and storage', async ({ page, errors }) => {
    const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Meera Iyer', phone: '9810000003' });
    await openHome(page);
    const loginSuccess = page.evaluate(() => new Promise<boolean>((r) => window.addEventListener('login-success', () => r(true), { once: true })));
    await account(page).getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText('Please enter a valid email address.')).toHaveCount(1);
    await expect(dialog.getByText('Please enter your password.')).toHaveCount(1);

    await dialog.getByLabel('Email').fill(u.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password.');

    await dialog.getByLabel('Password').fill('Secret@123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await loginSuccess).toBe(true);
    await expect(dialog).toBeHidden();
    await expect.poll(() => stored(page)).toMatchObject({ isLoggedIn: 'true' });
    expect(JSON.parse((await stored(page)).user!)).toEqual({ Name: 'Meera Iyer', Email: u.email, Phone: '9810000003', Role: 'Client', UserId: u.id });

    await account(page).getByRole('button', { name: 'Meera' }).click();
    const menu = page.locator('#user-menu');
    await expect(menu.getByRole('link')).toHaveText(['Profile', 'Enquiries', 'Wishlist']);
    await expect(menu.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/client/manage?tab=wishlist');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    // The wrong password's 401 is the only console line the browser writes.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
  });

  test('registers a client who is then signed in ("Registration successful!"), and refuses the same email again', async ({ openPage }) => {
    const page = await openPage({ width: 375, height: 800 });
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByText('Please enter your name.')).toHaveCount(1);
    await expect(dialog.getByText('Please enter a password.')).toHaveCount(1);
    await dialog.getByLabel('Full Name').fill('Kiran Rao');
    await dialog.getByLabel('Email').fill('kiran.rao@example.in');
    await dialog.getByLabel('Password').fill('Kiran@2026');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(dialog.getByRole('status')).toHaveText('Registration successful!');
    await expect(dialog).toBeHidden();
    await expect.poll(async () => JSON.parse((await stored(page)).user ?? '{}').Name).toBe('Kiran Rao');

    const other = await openPage();
    await openHome(other);
    await account(other).getByRole('button', { name: 'Register', exact: true }).click();
    const d2 = other.getByRole('dialog');
    await d2.getByLabel('Full Name').fill('Someone Else');
    await d2.getByLabel('Email').fill('KIRAN.RAO@example.in');
    await d2.getByLabel('Password').fill('Other@2026');
    await d2.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(d2.getByRole('alert')).toHaveText('An account with this email already exists. Please log in instead.');
  });

  test('syncs login and logout across tabs; logout clears storage and goes home', async ({ page: first, context, app }) => {
    const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Tab Tester' });
    await first.goto('/equipments');
    await first.waitForLoadState('networkidle');
    const second = await context.newPage();
    await second.goto('/contractors');
    await second.waitForLoadState('networkidle');

    await account(first).getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByLabel('Email').fill(u.email);
    await dialog.getByLabel('Password').fill('Secret@123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    // The other tab learns it through the storage event and shows the account menu.
    await expect(account(second).getByRole('button', { name: 'Tab' })).toBeVisible();

    await account(second).getByRole('button', { name: 'Tab' }).click();
    await second.locator('#user-menu').getByRole('button', { name: 'Logout' }).click();
    await second.waitForURL(app.base + '/');
    await expect.poll(() => stored(second)).toEqual({ user: null, isLoggedIn: null });
    await expect(account(first).getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    expect(await first.evaluate(() => fetch('/api/account/me').then((r) => r.status))).toBe(401);
  });

  test('opens the login prompt when a guest asks to connect from the hero', async ({ page }) => {
    await openHome(page);
    await page.getByRole('button', { name: 'Let’s Connect' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the unlock page from the mail lifts a paused sign-in with one click, then the login works', async ({ page, errors }) => {
    const db = testDb();
    const u = await createLoginUser(db, 'Secret@123', { fullName: 'Lata Kulkarni' });
    // Sign-in paused: the account's failure counter is past its limit, and the mail's link exists.
    await hit(db, LOGIN_BUCKETS.account, accountKey(u.email), ACCOUNT_WINDOW_MS, new Date(), 21);
    const token = 'e2e-unlock-token-0123456789abcdefghijklmnop';
    await db.insert(loginUnlocks).values({ id: createHash('sha256').update(token).digest('hex'), userId: u.id, expiresAt: new Date(Date.now() + 3600_000) });

    await openHome(page);
    const tryLogin = () =>
      page.evaluate(
        ([email]) =>
          fetch('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Secret@123' }) }).then(
            (r) => r.status,
          ),
        [u.email],
      );
    expect(await tryLogin()).toBe(429);

    await page.goto(`/account/unlock?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Unlock sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Unlock sign-in' }).click();
    await expect(page.getByRole('status')).toHaveText('Sign-in is unlocked. You can log in now.');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(u.email);
    await dialog.getByLabel('Password').fill('Secret@123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => JSON.parse((await stored(page)).user ?? '{}').Name).toBe('Lata Kulkarni');
    // The 429 is the only console line.
    expect(errors.filter((e) => !e.includes('status of 429'))).toEqual([]);
  });
});
