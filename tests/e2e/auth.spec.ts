import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser } from '../fixtures/factories.ts';
import { createHash } from 'node:crypto';
import { accountKey, ACCOUNT_WINDOW_MS, LOGIN_BUCKETS } from '../../core/account/login-throttle.ts';
import { hit } from '../../core/limits/counter.ts';
import { loginUnlocks } from '../../db/schema/index.ts';
import { useBrowser } from './browser.ts';

const b = useBrowser();

const stored = (page: Page) => page.evaluate(() => ({ user: localStorage.getItem('ys_user'), isLoggedIn: localStorage.getItem('isLoggedIn') }));
const account = (page: Page) => page.getByRole('banner');

async function openHome(page: Page) {
  await page.goto(b.base() + '/');
  await page.waitForLoadState('networkidle');
}

describe('login and register modals', () => {
  it('shows the spec validation messages, refuses a wrong password, then signs in with role menu and storage', async () => {
    const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Meera Iyer', phone: '9810000003' });
    const page = await b.page();
    await openHome(page);
    const loginSuccess = page.evaluate(() => new Promise<boolean>((r) => window.addEventListener('login-success', () => r(true), { once: true })));
    await account(page).getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await dialog.getByText('Please enter a valid email address.').count()).toBe(1);
    expect(await dialog.getByText('Please enter your password.').count()).toBe(1);

    await dialog.getByLabel('Email').fill(u.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Invalid email or password.');

    await dialog.getByLabel('Password').fill('Secret@123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    expect(await loginSuccess).toBe(true);
    await dialog.waitFor({ state: 'hidden' });
    const s = await stored(page);
    expect(s.isLoggedIn).toBe('true');
    expect(JSON.parse(s.user!)).toEqual({ Name: 'Meera Iyer', Email: u.email, Phone: '9810000003', Role: 'Client', UserId: u.id });

    await account(page).getByRole('button', { name: 'Meera' }).click();
    const menu = page.locator('#user-menu');
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Profile', 'Enquiries', 'Wishlist']);
    expect(await menu.getByRole('link', { name: 'Wishlist' }).getAttribute('href')).toBe('/client/manage?tab=wishlist');
    await page.keyboard.press('Escape');
    expect(await menu.count()).toBe(0);
    // The wrong password's 401 is the only console line the browser writes.
    expect((page as any).errors.filter((e: string) => !e.includes('status of 401'))).toEqual([]);
    await b.screenshot(page, 'auth-logged-in-1280');
  });

  it('registers a client who is then signed in ("Registration successful!"), and refuses the same email again', async () => {
    const page = await b.page(375, 800);
    await openHome(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create an account' }).click();
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    expect(await dialog.getByText('Please enter your name.').count()).toBe(1);
    expect(await dialog.getByText('Please enter a password.').count()).toBe(1);
    await dialog.getByLabel('Full Name').fill('Kiran Rao');
    await dialog.getByLabel('Email').fill('kiran.rao@example.in');
    await dialog.getByLabel('Password').fill('Kiran@2026');
    await b.screenshot(page, 'auth-register-375');
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('Registration successful!');
    await dialog.waitFor({ state: 'hidden' });
    expect(JSON.parse((await stored(page)).user!).Name).toBe('Kiran Rao');

    const other = await b.page();
    await openHome(other);
    await account(other).getByRole('button', { name: 'Register', exact: true }).click();
    const d2 = other.getByRole('dialog');
    await d2.getByLabel('Full Name').fill('Someone Else');
    await d2.getByLabel('Email').fill('KIRAN.RAO@example.in');
    await d2.getByLabel('Password').fill('Other@2026');
    await d2.getByRole('button', { name: 'Register', exact: true }).click();
    await expect.poll(() => d2.getByRole('alert').textContent()).toBe('An account with this email already exists. Please log in instead.');
  });

  it('syncs login and logout across tabs; logout clears storage and goes home', async () => {
    const u = await createLoginUser(testDb(), 'Secret@123', { fullName: 'Tab Tester' });
    const first = await b.page();
    const context = first.context();
    await first.goto(b.base() + '/equipments');
    await first.waitForLoadState('networkidle');
    const second = await context.newPage();
    await second.goto(b.base() + '/contractors');
    await second.waitForLoadState('networkidle');

    await account(first).getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = first.getByRole('dialog');
    await dialog.getByLabel('Email').fill(u.email);
    await dialog.getByLabel('Password').fill('Secret@123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The other tab learns it through the storage event and shows the account menu.
    await account(second).getByRole('button', { name: 'Tab' }).waitFor();

    await account(second).getByRole('button', { name: 'Tab' }).click();
    await second.locator('#user-menu').getByRole('button', { name: 'Logout' }).click();
    await second.waitForURL(b.base() + '/');
    expect(await stored(second)).toEqual({ user: null, isLoggedIn: null });
    await account(first).getByRole('button', { name: 'Login', exact: true }).waitFor();
    const me = await first.evaluate(() => fetch('/api/account/me').then((r) => r.status));
    expect(me).toBe(401);
  });

  it('opens the login prompt when a guest asks to connect from the hero', async () => {
    const page = await b.page();
    await openHome(page);
    await page.getByRole('button', { name: 'Let’s Connect' }).first().click();
    await page.getByRole('dialog', { name: 'Login' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('the unlock page from the mail lifts a paused sign-in with one click, then the login works', async () => {
    const db = testDb();
    const u = await createLoginUser(db, 'Secret@123', { fullName: 'Lata Kulkarni' });
    // Sign-in paused: the account's failure counter is past its limit, and the mail's link exists.
    await hit(db, LOGIN_BUCKETS.account, accountKey(u.email), ACCOUNT_WINDOW_MS, new Date(), 21);
    const token = 'e2e-unlock-token-0123456789abcdefghijklmnop';
    await db.insert(loginUnlocks).values({ id: createHash('sha256').update(token).digest('hex'), userId: u.id, expiresAt: new Date(Date.now() + 3600_000) });

    const page = await b.page();
    await openHome(page);
    const tryLogin = () => page.evaluate(([email]) => fetch('/api/account/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Secret@123' }) }).then((r) => r.status), [u.email]);
    expect(await tryLogin()).toBe(429);

    await page.goto(`${b.base()}/account/unlock?token=${token}`);
    await page.getByRole('heading', { name: 'Unlock sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Unlock sign-in' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Sign-in is unlocked. You can log in now.');
    await page.getByRole('main').getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(u.email);
    await dialog.getByLabel('Password').fill('Secret@123');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(JSON.parse((await stored(page)).user!).Name).toBe('Lata Kulkarni');
    // The 429 is the only console line.
    expect((page as any).errors.filter((e: string) => !e.includes('status of 429'))).toEqual([]);
  });
});
