import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from '@playwright/test';
import { workers } from '../../db/schema/index.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser, createWorker } from '../fixtures/factories.ts';
import { PDF_BYTES } from '../fixtures/multipart.ts';
import { violations } from './axe.ts';
import { errorsOf, expect, signIn, test } from './fixtures.ts';

test.use({ specFile: import.meta.url });
const PASSWORD = 'Secret@123';
const t = `Kx${randomBytes(3).toString('hex')}`;
const NAME = `Ramesh ${t} Yadav`;
const PHONE = '+91 98111 22233';
let pdfPath: string;

/** Console errors other than the expected 4xx resource loads. */
const unexpectedErrors = (page: Page) => errorsOf(page).filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e));

test.beforeAll(async () => {
  pdfPath = path.join(mkdtempSync(path.join(tmpdir(), 'bm-cv-')), 'ramesh-cv.pdf');
  writeFileSync(pdfPath, PDF_BYTES);
  // A few listings across categories, so the list has something to show around ours.
  const db = testDb();
  const rows = [
    { name: 'Suresh Kumar', category: 'skilled', trade: 'Carpenter', city: 'Mumbai', state: 'Maharashtra', experienceYears: 12 },
    {
      name: 'Shakti Manpower Services',
      kind: 'agency',
      headcount: 120,
      category: 'unskilled',
      trade: 'Labour supply',
      city: 'Nagpur',
      state: 'Maharashtra',
      about: 'We supply trained and verified workers for building, road and industrial projects.',
    },
    { name: 'Imran Shaikh', category: 'technician', trade: 'Electrician', city: 'Bengaluru', state: 'Karnataka', availability: 'within-week' },
    { name: 'Lakshmi Devi', category: 'general', trade: 'Site Helper', city: 'Chennai', state: 'Tamil Nadu', experienceYears: 2 },
    { name: 'Prakash Patel', category: 'technician', trade: 'Crane Operator', city: 'Surat', state: 'Gujarat', experienceYears: 9 },
  ] as const;
  for (const r of rows) await createWorker(db, { ...r });
});

test.describe('workforce', () => {
  test('a job seeker’s listing form starts from what registration asked: name, mobile, email, state and city', async ({ openPage, app }) => {
    const page = await openPage({ width: 375, height: 800 });
    await page.goto('/');
    const email = `seeker-${t}@example.in`.toLowerCase();
    const reg = await page.context().request.post('/api/account/register-provider', {
      headers: { origin: app.base },
      data: { Role: 'JobSeeker', Name: 'Sunil Pawar', Email: email, Phone: '98220 45678', State: 'Maharashtra', City: 'Nagpur', Password: PASSWORD, ConfirmPassword: PASSWORD },
    });
    expect(reg.status()).toBe(200);
    await page.goto('/manage/resume');
    await expect(page.getByLabel('Your full name')).toHaveValue('Sunil Pawar');
    await expect(page.getByLabel('Mobile number')).toHaveValue('+91 98220 45678');
    await expect(page.getByLabel('Email (optional)')).toHaveValue(email);
    await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
    await expect(page.getByLabel('City')).toHaveValue('Nagpur');
  });

  test('a job seeker lists a resume: pending and not public, then approved and in /staffing', async ({ openPage, app }) => {
    const seeker = await createLoginUser(testDb(), PASSWORD, { role: 'JobSeeker', fullName: NAME });
    const page = await openPage({ width: 375, height: 800 });
    await signIn(page, seeker.email, PASSWORD);
    await page.goto('/manage/resume');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'My workforce listing' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Listing' })).toBeVisible();

    // The form starts from what the account already says (name, email): nothing is typed twice.
    await expect(page.getByLabel('Your full name')).toHaveValue(NAME);
    await expect(page.getByLabel('Email (optional)')).toHaveValue(seeker.email);
    // The browser checks the form with the server's schema first.
    await page.getByLabel('Your full name').fill('');
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByText('Please enter your name or agency name')).toBeVisible();
    await expect(page.getByText('Please enter a valid 10-digit Indian mobile number.')).toBeVisible();
    await expect(page.getByLabel('Your full name')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Your full name').fill(NAME);
    await page.getByLabel('Category').selectOption('skilled');
    await page.getByLabel('Trade').fill('Mason');
    await page.getByLabel('Experience (years)').fill('8');
    await page.getByLabel('State').selectOption('Maharashtra');
    await page.getByLabel('City').fill('Pune');
    await page.getByLabel('Mobile number').fill(PHONE);
    await page.getByLabel('Email (optional)').fill(`ramesh-${t}@example.in`);
    await page.getByLabel('About you (optional)').fill('Brickwork, plaster and tiling on residential sites. Speaks Hindi and Marathi.');
    await page.setInputFiles('#r-Resume', pdfPath);
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await expect(page.getByTestId('listing-status')).toHaveText('Waiting for approval');
    await expect(page.getByRole('link', { name: 'View your current resume' })).toBeVisible();
    await expect(page.getByLabel('Email (optional)')).toHaveValue(`ramesh-${t.toLowerCase()}@example.in`);
    const wide = await openPage({ width: 1280, height: 900 });
    await signIn(wide, seeker.email, PASSWORD);
    await wide.goto('/manage/resume');
    await wide.waitForLoadState('networkidle');
    await expect(wide.getByTestId('listing-status')).toHaveText('Waiting for approval');
    // (On the wide page: the 375 px one still shows the success toast, whose colours are the toaster's own.)
    expect(await violations(wide)).toEqual([]);

    // Pending: not in the public list.
    const guest = await openPage({ width: 375, height: 800 });
    await guest.goto(`/staffing?q=${t}`);
    await expect(guest.getByText('No workers or agencies match these filters.')).toBeVisible();

    // The admin's approval (the Admin Desk is another screen): straight in the database.
    const [row] = await testDb().update(workers).set({ status: 'approved' }).where(eq(workers.userId, seeker.id)).returning();
    expect(row!.resumeUrl).toMatch(/^private\/resumes\//);
    // Written behind the app's back: wait until its page cache has heard of it (an admin's approval through the
    // API answers only after that, docs/decisions/032-page-cache.md) — the guest's list was cached while pending.
    await app.fastify.pageCache?.listener.sync();

    // A guest sees the card without contact details, and a button that opens the login prompt.
    await guest.goto(`/staffing?q=${t}`);
    await guest.waitForLoadState('networkidle');
    const card = guest.getByTestId('worker-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: NAME })).toBeVisible();
    await expect(card).toContainText('8 years experience');
    await expect(card).toContainText('Pune, Maharashtra');
    expect(await guest.content()).not.toContain('98111');
    expect(await guest.content()).not.toContain('/api/workers/resume');
    const opened = guest.evaluate(() => new Promise((r) => window.addEventListener('open-login', () => r(true), { once: true })));
    await card.getByRole('button', { name: 'Log in to see contact details' }).click();
    expect(await opened).toBe(true);
    // Logging in right there (an account with a verified email): the card offers the details of this
    // one worker; they come from a per-worker call, never with the list (docs/decisions/022).
    const client = await createLoginUser(testDb(), PASSWORD, { role: 'Client', emailConfirmed: true });
    const login = guest.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(client.email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await card.getByRole('button', { name: `Show contact details of ${NAME}` }).click();
    await expect(card.getByRole('link', { name: PHONE })).toHaveAttribute('href', 'tel:+919811122233');
    const resumeHref = await card.getByRole('link', { name: `Resume of ${NAME} (PDF)` }).getAttribute('href');
    const pdf = await guest.context().request.get(resumeHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename=".*-resume\.pdf"$/);
    expect(pdf.headers()['content-security-policy']).toBe('sandbox');
    // The file itself is not reachable under /uploads.
    expect((await guest.context().request.get(`/uploads/${row!.resumeUrl}`)).status()).toBe(404);
    expect(unexpectedErrors(page)).toEqual([]);
    expect(unexpectedErrors(guest)).toEqual([]);

    // The job seeker hides the listing: it leaves the directory.
    await page.getByRole('button', { name: 'Hide my listing' }).click();
    await expect(page.getByRole('button', { name: 'Show my listing' })).toBeVisible();
    await guest.goto(`/staffing?q=${t}`);
    // Nothing matches; the widened searches below may show other workers, never this one.
    await expect(guest.getByText('No workers or agencies match these filters.')).toBeVisible();
    await expect(guest.getByTestId('worker-card').getByRole('heading', { name: NAME })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show my listing' }).click();
    await expect(page.getByRole('button', { name: 'Hide my listing' })).toBeVisible();
  });

  test('the home page’s workforce tile lands on the filtered list', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('region', { name: 'Construction Workforce' }).getByRole('link', { name: 'Technician' }).click();
    await page.waitForURL(/\/staffing\?/);
    expect(new URL(page.url()).search).toBe('?cat=technician&name=ALL&loc=ALL');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('checkbox', { name: 'Technician' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Skilled', exact: true })).not.toBeChecked();
    const cards = page.getByTestId('worker-card');
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2);
    for (const text of await cards.allTextContents()) expect(text).toContain('Technician');
    await expect(page).toHaveTitle(/^Technician construction workers — \d+ \| BuildMart$/);
    await expect(page.locator('link[rel=canonical]')).toHaveAttribute('href', /\/staffing\?cat=technician$/);
    // Another chip adds its category.
    await page.getByText('Skilled', { exact: true }).click();
    await page.waitForURL(/cat=skilled/);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('checkbox', { name: 'Skilled', exact: true })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Technician' })).toBeChecked();
    expect(unexpectedErrors(page)).toEqual([]);
  });

  test('looks right at 375 and 1280 px, with the call-to-action for job seekers', async ({ openPage }) => {
    for (const width of [375, 1280]) {
      const page = await openPage({ width, height: 900 });
      await page.goto('/staffing');
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { name: 'Construction workforce', level: 1 })).toBeVisible();
      await expect(page.getByText('Start listing your resumes with us today!')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Register as a job seeker' })).toHaveAttribute('href', '/account/register?role=jobseeker');
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth), `no sideways scrolling at ${width}`).toBeLessThanOrEqual(width);
      expect(await violations(page)).toEqual([]);
    }
    // A signed-in job seeker is sent to their listing instead.
    const seeker = await createLoginUser(testDb(), PASSWORD, { role: 'JobSeeker' });
    const page = await openPage({ width: 375, height: 900 });
    await signIn(page, seeker.email, PASSWORD);
    await page.goto('/staffing');
    await expect(page.getByRole('link', { name: 'Manage my listing' })).toHaveAttribute('href', '/manage/resume');
    // A rejected listing shows the admin's reason to its owner.
    await createWorker(testDb(), { userId: seeker.id, status: 'rejected', rejectionReason: 'Please add a real mobile number and your trade.' });
    await page.goto('/manage/resume');
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('listing-status')).toHaveText('Not approved');
    await expect(page.getByTestId('rejection-reason')).toHaveText('Please add a real mobile number and your trade.');
    const other = await openPage({ width: 375, height: 900 });
    const vendor = await createLoginUser(testDb(), PASSWORD, { role: 'Vendor' });
    await signIn(other, vendor.email, PASSWORD);
    const res = await other.goto('/manage/resume');
    expect(res!.status()).toBe(403);
  });
});
