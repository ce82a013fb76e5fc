import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { workers } from '../../db/schema/index.ts';
import { testDb } from '../fixtures/db.ts';
import { createLoginUser, createWorker } from '../fixtures/factories.ts';
import { PDF_BYTES } from '../fixtures/multipart.ts';
import { violations } from './axe.ts';
import { signIn, useBrowser } from './browser.ts';

const b = useBrowser();
const PASSWORD = 'Secret@123';
const t = `Kx${randomBytes(3).toString('hex')}`;
const NAME = `Ramesh ${t} Yadav`;
const PHONE = '+91 98111 22233';
let pdfPath: string;

const errorsOf = (page: Page) => ((page as any).errors as string[]).filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e));

beforeAll(async () => {
  pdfPath = path.join(mkdtempSync(path.join(tmpdir(), 'bm-cv-')), 'ramesh-cv.pdf');
  writeFileSync(pdfPath, PDF_BYTES);
  // A few listings across categories, so the list has something to show around ours.
  const db = testDb();
  const rows = [
    { name: 'Suresh Kumar', category: 'skilled', trade: 'Carpenter', city: 'Mumbai', state: 'Maharashtra', experienceYears: 12 },
    { name: 'Shakti Manpower Services', kind: 'agency', headcount: 120, category: 'unskilled', trade: 'Labour supply', city: 'Nagpur', state: 'Maharashtra', about: 'We supply trained and verified workers for building, road and industrial projects.' },
    { name: 'Imran Shaikh', category: 'technician', trade: 'Electrician', city: 'Bengaluru', state: 'Karnataka', availability: 'within-week' },
    { name: 'Lakshmi Devi', category: 'general', trade: 'Site Helper', city: 'Chennai', state: 'Tamil Nadu', experienceYears: 2 },
    { name: 'Prakash Patel', category: 'technician', trade: 'Crane Operator', city: 'Surat', state: 'Gujarat', experienceYears: 9 },
  ] as const;
  for (const r of rows) await createWorker(db, { ...r });
});

describe('workforce', () => {
  it('a job seeker lists a resume: pending and not public, then approved and in /staffing', async () => {
    const seeker = await createLoginUser(testDb(), PASSWORD, { role: 'JobSeeker', fullName: NAME });
    const page = await b.page(375, 800);
    await signIn(page, b.base(), seeker.email, PASSWORD);
    await page.goto(`${b.base()}/manage/resume`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'My workforce listing' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'My Listing' }).isVisible()).toBe(true);

    // The browser checks the form with the server's schema first.
    await page.getByRole('button', { name: 'Submit for approval' }).click();
    await page.getByText('Please enter your name or agency name').waitFor();
    await page.getByText('Please enter a valid 10-digit Indian mobile number.').waitFor();
    expect(await page.getByLabel('Your full name').getAttribute('aria-invalid')).toBe('true');

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
    await page.getByTestId('listing-status').waitFor();
    expect(await page.getByTestId('listing-status').textContent()).toBe('Waiting for approval');
    expect(await page.getByRole('link', { name: 'View your current resume' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Email (optional)').inputValue()).toBe(`ramesh-${t.toLowerCase()}@example.in`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await b.screenshot(page, 'workforce-resume-375');
    const wide = await b.page(1280, 900);
    await signIn(wide, b.base(), seeker.email, PASSWORD);
    await wide.goto(`${b.base()}/manage/resume`);
    await wide.waitForLoadState('networkidle');
    await b.screenshot(wide, 'workforce-resume-1280');
    // (On the wide page: the 375 px one still shows the success toast, whose colours are the toaster's own.)
    expect(await violations(wide)).toEqual([]);

    // Pending: not in the public list.
    const guest = await b.page(375, 800);
    await guest.goto(`${b.base()}/staffing?q=${t}`);
    expect(await guest.getByText('No workers or agencies match these filters.').isVisible()).toBe(true);

    // The admin's approval (the Admin Desk is another screen): straight in the database.
    const [row] = await testDb().update(workers).set({ status: 'approved' }).where(eq(workers.userId, seeker.id)).returning();
    expect(row!.resumeUrl).toMatch(/^private\/resumes\//);

    // A guest sees the card without contact details, and a button that opens the login prompt.
    await guest.goto(`${b.base()}/staffing?q=${t}`);
    await guest.waitForLoadState('networkidle');
    const card = guest.getByTestId('worker-card');
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('heading', { name: NAME }).isVisible()).toBe(true);
    expect(await card.textContent()).toContain('8 years experience');
    expect(await card.textContent()).toContain('Pune, Maharashtra');
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
    await card.getByRole('link', { name: PHONE }).waitFor();
    expect(await card.getByRole('link', { name: PHONE }).getAttribute('href')).toBe('tel:+919811122233');
    const resumeHref = await card.getByRole('link', { name: `Resume of ${NAME} (PDF)` }).getAttribute('href');
    const pdf = await guest.context().request.get(`${b.base()}${resumeHref}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toMatch(/^attachment; filename=".*-resume\.pdf"$/);
    expect(pdf.headers()['content-security-policy']).toBe('sandbox');
    // The file itself is not reachable under /uploads.
    expect((await guest.context().request.get(`${b.base()}/uploads/${row!.resumeUrl}`)).status()).toBe(404);
    expect(errorsOf(page)).toEqual([]);
    expect(errorsOf(guest)).toEqual([]);

    // The job seeker hides the listing: it leaves the directory.
    await page.getByRole('button', { name: 'Hide my listing' }).click();
    await page.getByRole('button', { name: 'Show my listing' }).waitFor();
    await guest.goto(`${b.base()}/staffing?q=${t}`);
    expect(await guest.getByTestId('worker-card').count()).toBe(0);
    await page.getByRole('button', { name: 'Show my listing' }).click();
    await page.getByRole('button', { name: 'Hide my listing' }).waitFor();
  });

  it('the home page’s workforce tile lands on the filtered list', async () => {
    const page = await b.page(1280, 900);
    await page.goto(b.base());
    await page.waitForLoadState('networkidle');
    await page.getByRole('region', { name: 'Construction Workforce' }).getByRole('link', { name: 'Technician' }).click();
    await page.waitForURL(/\/staffing\?/);
    expect(new URL(page.url()).search).toBe('?cat=technician&name=ALL&loc=ALL');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('checkbox', { name: 'Technician' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Skilled', exact: true }).isChecked()).toBe(false);
    const cards = page.getByTestId('worker-card');
    expect(await cards.count()).toBeGreaterThanOrEqual(2);
    for (const text of await cards.allTextContents()) expect(text).toContain('Technician');
    expect(await page.title()).toBe('Technician construction workers in India | BuildMart');
    expect(await page.locator('link[rel=canonical]').getAttribute('href')).toMatch(/\/staffing\?cat=technician$/);
    // Another chip adds its category.
    await page.getByText('Skilled', { exact: true }).click();
    await page.waitForURL(/cat=skilled/);
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('checkbox', { name: 'Skilled', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Technician' }).isChecked()).toBe(true);
    expect(errorsOf(page)).toEqual([]);
  });

  it('looks right at 375 and 1280 px, with the call-to-action for job seekers', async () => {
    for (const width of [375, 1280]) {
      const page = await b.page(width, 900);
      await page.goto(`${b.base()}/staffing`);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: 'Construction workforce', level: 1 }).isVisible()).toBe(true);
      expect(await page.getByText('Start listing your resumes with us today!').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Register as a job seeker' }).getAttribute('href')).toBe('/account/register?role=jobseeker');
      await b.screenshot(page, `workforce-staffing-${width}`);
      expect(await violations(page)).toEqual([]);
    }
    // A signed-in job seeker is sent to their listing instead.
    const seeker = await createLoginUser(testDb(), PASSWORD, { role: 'JobSeeker' });
    const page = await b.page(375, 900);
    await signIn(page, b.base(), seeker.email, PASSWORD);
    await page.goto(`${b.base()}/staffing`);
    expect(await page.getByRole('link', { name: 'Manage my listing' }).getAttribute('href')).toBe('/manage/resume');
    // A rejected listing shows the admin's reason to its owner.
    await createWorker(testDb(), { userId: seeker.id, status: 'rejected', rejectionReason: 'Please add a real mobile number and your trade.' });
    await page.goto(`${b.base()}/manage/resume`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('listing-status').textContent()).toBe('Not approved');
    expect(await page.getByTestId('rejection-reason').textContent()).toBe('Please add a real mobile number and your trade.');
    await b.screenshot(page, 'workforce-resume-rejected-375');
    const other = await b.page(375, 900);
    const vendor = await createLoginUser(testDb(), PASSWORD, { role: 'Vendor' });
    await signIn(other, b.base(), vendor.email, PASSWORD);
    const res = await other.goto(`${b.base()}/manage/resume`);
    expect(res!.status()).toBe(403);
  });
});
