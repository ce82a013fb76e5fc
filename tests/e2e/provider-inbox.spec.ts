import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractorPath, equipmentPath } from '../../app/lib/urls.ts';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { contractors } from '../../db/schema/index.ts';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractorUser, createEquipment, createLoginUser, createVendorUser } from '../fixtures/factories.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';
import { violations } from './axe.ts';
import { CHROMIUM, CHROMIUM_ARGS, SCREENSHOTS, openTrackedPage, signIn, useCspGuard } from './browser.ts';

/**
 * The contractor loop of docs/product.md#contractor-workspace: edit the profile, add a project, receive a client's enquiry in
 * the inbox (unread, with a mail), open it, reply, set In progress; the client sees the
 * 'Contractor' reply in /client/manage and the reply mail. The app sends mail to a real SMTP
 * capture, so this file builds its own app instead of useBrowser's.
 */
const smtp = useSmtpServer();
let app: FastifyInstance;
let browser: Browser;
let base = '';
beforeAll(async () => {
  const config = testConfig({ smtpUrl: smtp.url() });
  app = await buildApp({ config, db: testDb(), mailer: smtpMailer(smtp.url(), config.mailFrom) });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
});
useCspGuard();
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function pageAs(email: string, width = 1280) {
  const page = await openTrackedPage(browser, width);
  await signIn(page, base, email, 'Secret@123');
  return page;
}
async function shot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: true });
}
const toastText = (page: Page) => page.locator('[data-sonner-toast]').last();
/** A quoted-printable mail body as text (soft line breaks joined, =XX bytes decoded as UTF-8). */
const qp = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

describe('contractor: profile, projects and the enquiry inbox', () => {
  it('edits the profile, adds a project, answers a client’s enquiry and moves it to in progress', async () => {
    const db = testDb();
    const { user, contractor } = await createContractorUser(db, {
      contractor: { companyName: 'Deccan Roadways', email: 'office@deccan-roadways.in', mobile: '9890011122', state: 'Maharashtra', city: 'Pune', contractorTypes: ['Road Contractor'], workLocations: ['Pune'] },
    });
    const logo = path.join(mkdtempSync(path.join(tmpdir(), 'bm-logo-')), 'logo.png');
    writeFileSync(logo, await sharp({ create: { width: 400, height: 400, channels: 3, background: '#0f1e36' } }).png().toBuffer());

    // 1. Edit Profile: approved now; the screen warns that saving sends it back for review.
    const page = await pageAs(user.email);
    await page.goto(`${base}/manage/contractor-profile`);
    await page.getByTestId('listing-status').getByText('Approved and public').waitFor();
    expect(await page.getByTestId('review-note').textContent()).toContain('Saving changes sends it back for review');
    await page.getByLabel('Owner name').fill('Vikram Deshmukh');
    await page.getByLabel('Year of establishment').fill('2009');
    await page.getByLabel('Labour strength (workers)').fill('180');
    await page.getByLabel('Website').fill('www.deccan-roadways.in');
    await page.getByRole('combobox', { name: 'Contractor types *' }).fill('bridge');
    await page.getByRole('option', { name: 'Bridge Contractor' }).click();
    await page.getByRole('combobox', { name: 'Working sectors' }).fill('Roads');
    await page.getByRole('option', { name: 'Roads & Highways' }).click();
    await page.getByRole('combobox', { name: 'Certificates' }).fill('ISO 9001:2015');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('input[type=file]').setInputFiles(logo);
    // A bad GSTIN is caught in the browser with the server's message.
    await page.getByLabel('GSTIN').fill('27ABC');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByText('GSTIN must be 15 characters.').waitFor();
    await page.getByLabel('GSTIN').fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await page.getByTestId('listing-status').getByText('Pending review').waitFor();
    expect(await toastText(page).textContent()).toContain('Profile saved. It is pending review');
    const [row] = await db.select().from(contractors).where(eq(contractors.id, contractor.id));
    expect(row).toMatchObject({ ownerName: 'Vikram Deshmukh', yearOfEstablishment: 2009, laborStrength: 180, website: 'https://www.deccan-roadways.in', contractorTypes: ['Road Contractor', 'Bridge Contractor'], certificates: ['ISO 9001:2015'], status: 'pending' });
    expect(row!.logoUrl).toMatch(/^\/uploads\/logos\/.+-256w\.webp$/);
    // Reloaded without the toast (sonner's success colours are the toaster's own, checked elsewhere).
    await page.reload();
    await page.getByTestId('listing-status').getByText('Pending review').waitFor();
    await shot(page, 'contractor-profile-1280');
    expect(await violations(page)).toEqual([]);

    // The Admin Desk (another screen) approves it again.
    await db.update(contractors).set({ status: 'approved' }).where(eq(contractors.id, contractor.id));

    // 2. Manage Projects: add one; it shows on the public page.
    await page.goto(`${base}/manage/projects`);
    await page.getByText('No projects yet.').waitFor();
    await page.getByRole('button', { name: 'Add project' }).click();
    const d = page.getByRole('dialog', { name: 'Add project' });
    await d.getByRole('button', { name: 'Add project' }).click();
    await d.getByText('Title is required.').waitFor();
    await d.getByLabel('Title *').fill('Pune–Satara highway widening, 24 km');
    await d.getByRole('combobox', { name: 'Location' }).fill('Sata');
    await d.getByRole('option', { name: 'Satara' }).click();
    await d.getByLabel('Sector').selectOption('State Highways');
    await d.getByLabel('Description').fill('Four-laning with drains and two minor bridges for the state PWD.');
    await d.getByRole('button', { name: 'Add project' }).click();
    await page.getByTestId('project').getByText('Pune–Satara highway widening, 24 km').waitFor();
    expect(await page.getByTestId('project').textContent()).toContain('State Highways');
    await page.reload();
    await page.getByTestId('project').first().waitFor();
    await shot(page, 'contractor-projects-1280');
    expect(await violations(page)).toEqual([]);
    const pub = await page.context().request.post(`${base}/api/public/v3/contractor-detail`, { data: { id: contractor.id } });
    expect((await pub.json()).data.projects.map((p: { Title: string }) => p.Title)).toEqual(['Pune–Satara highway widening, 24 km']);

    // 3. A client sends an enquiry from the public contractor page's call.
    const client = await createLoginUser(db, 'Secret@123', { fullName: 'Sunita Joshi' });
    const cpage = await pageAs(client.email, 375);
    const sent = await cpage.context().request.post(`${base}/api/enquiry/submit`, {
      headers: { origin: base },
      data: { name: 'Sunita Joshi', email: client.email, phone: '9822334455', subject: 'Approach road for our plant', message: 'We need a 1.2 km approach road at Ranjangaon MIDC. Can you quote?', contractorId: contractor.id, isContractor: true },
    });
    expect(sent.status()).toBe(200);
    const enquiryId = (await sent.json()).id as number;
    const newMail = smtp.mails.find((m) => m.to === 'office@deccan-roadways.in' && m.subject === 'New enquiry: Approach road for our plant');
    expect(newMail).toBeDefined();
    expect(qp(newMail!.text)).toContain(`/manage/enquiries/${enquiryId}`);

    // 4. The inbox shows it unread; opening it marks it read.
    await page.goto(`${base}/manage/enquiries`);
    const item = page.getByTestId('inbox-item').first();
    expect(await item.getAttribute('data-unread')).toBe('true');
    expect(await item.textContent()).toContain('Sunita Joshi');
    expect(await page.getByTestId('inbox-summary').textContent()).toContain('1 unread');
    await shot(page, 'contractor-inbox-1280');
    expect(await violations(page)).toEqual([]);
    await item.getByRole('link').click();
    await page.getByRole('heading', { name: 'Approach road for our plant' }).waitFor();
    for (const t of ['Sunita Joshi', client.email, '9822334455']) expect(await page.getByRole('complementary').getByText(t).first().isVisible(), t).toBe(true);
    expect(await page.getByRole('link', { name: 'Deccan Roadways' }).getAttribute('href')).toBe(contractorPath(contractor.id, 'Deccan Roadways'));

    // 5. Reply and move to in progress.
    await page.getByLabel('Your reply').fill('Yes. Our engineer can visit the site on Monday; rough cost ₹38 lakh.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('sender').allTextContents()).toEqual(['Sunita Joshi', 'You']);
    await page.getByRole('button', { name: 'Mark in progress' }).click();
    await expect.poll(() => page.getByTestId('thread-status').textContent()).toBe('in progress');
    expect(await page.getByRole('button', { name: 'Close enquiry' }).isVisible()).toBe(true);
    await page.reload();
    await page.getByRole('heading', { name: 'Approach road for our plant' }).waitFor();
    await shot(page, 'contractor-thread-1280');
    expect(await violations(page)).toEqual([]);
    const replyMail = smtp.mails.find((m) => m.to === client.email && m.subject === 'Reply to your enquiry: Approach road for our plant');
    expect(replyMail).toBeDefined();
    expect(qp(replyMail!.text)).toContain('/client/manage?tab=enquiries');

    await page.goto(`${base}/manage/enquiries`);
    expect(await page.getByTestId('inbox-item').first().getAttribute('data-unread')).toBe('false');

    // 6. The client sees the 'Contractor' reply and the status in their area.
    await cpage.goto(`${base}/client/manage?tab=enquiries`);
    await cpage.getByRole('tab', { name: 'Contractor Enquiries' }).click();
    const card = cpage.getByTestId('enquiry-card').first();
    await card.getByText('Approach road for our plant').waitFor();
    expect(await card.getByTestId('status-badge').textContent()).toBe('in progress');
    await card.getByRole('button', { name: 'View Detail' }).click();
    const cd = cpage.getByRole('dialog', { name: 'Contractor Enquiry Detail' });
    await expect.poll(() => cd.getByTestId('sender').allTextContents()).toEqual(['You', 'Contractor']);
    expect(await cd.getByText('Our engineer can visit the site on Monday', { exact: false }).isVisible()).toBe(true);

    // 7. Phone screenshots of the four screens.
    const phone = await pageAs(user.email, 375);
    for (const [url, name] of [
      ['/manage/contractor-profile', 'contractor-profile-375'],
      ['/manage/projects', 'contractor-projects-375'],
      ['/manage/enquiries', 'contractor-inbox-375'],
      [`/manage/enquiries/${enquiryId}`, 'contractor-thread-375'],
    ] as const) {
      await phone.goto(`${base}${url}`);
      await phone.waitForLoadState('networkidle');
      const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, name).toBeLessThanOrEqual(0);
      await shot(phone, name);
    }
    expect([...page.errors, ...cpage.errors, ...phone.errors]).toEqual([]);
  });

  it('a vendor answers an enquiry about a machine; the client sees the Vendor reply', async () => {
    const db = testDb();
    const { user, vendor } = await createVendorUser(db, { vendor: { name: 'Shree Cranes', email: 'desk@shree-cranes.in' } });
    const machine = await createEquipment(db, vendor.id, { name: 'ACE 14XW Pick and Carry Crane' });
    const client = await createLoginUser(db, 'Secret@123', { fullName: 'Imran Shaikh' });
    const cpage = await pageAs(client.email, 375);
    const sent = await cpage.context().request.post(`${base}/api/enquiry/submit`, {
      headers: { origin: base },
      data: { name: 'Imran Shaikh', email: client.email, phone: '9900011223', subject: 'Crane for 10 days', message: 'Need it at Bhiwandi from Monday.', equipmentId: machine.id },
    });
    const id = (await sent.json()).id as number;
    expect(smtp.mails.some((m) => m.to === 'desk@shree-cranes.in' && m.subject === 'New enquiry: Crane for 10 days')).toBe(true);

    const page = await pageAs(user.email, 375);
    await page.goto(`${base}/manage/enquiries`);
    const item = page.getByTestId('inbox-item').first();
    expect(await item.getAttribute('data-unread')).toBe('true');
    expect(await item.textContent()).toContain('Imran Shaikh · ACE 14XW Pick and Carry Crane');
    await shot(page, 'vendor-inbox-375');
    await item.getByRole('link').click();
    await page.getByRole('heading', { name: 'Crane for 10 days' }).waitFor();
    expect(await page.getByRole('link', { name: 'ACE 14XW Pick and Carry Crane' }).getAttribute('href')).toBe(equipmentPath(machine.id, machine.name));
    await page.getByLabel('Your reply').fill('Available. ₹9,500 a day with operator.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => page.getByTestId('sender').allTextContents()).toEqual(['Imran Shaikh', 'You']);
    await page.getByRole('button', { name: 'Mark in progress' }).click();
    await expect.poll(() => page.getByTestId('thread-status').textContent()).toBe('in progress');
    await shot(page, 'vendor-thread-375');

    await cpage.goto(`${base}/client/manage?tab=enquiries`);
    const card = cpage.getByTestId('enquiry-card').first();
    await card.getByText('Crane for 10 days').waitFor();
    await card.getByRole('button', { name: 'View Detail' }).click();
    const d = cpage.getByRole('dialog', { name: 'Enquiry Detail' });
    await expect.poll(() => d.getByTestId('sender').allTextContents()).toEqual(['You', 'Vendor']);
    expect(smtp.mails.some((m) => m.to === client.email && m.subject === 'Reply to your enquiry: Crane for 10 days')).toBe(true);
    expect(id).toBeGreaterThan(0);
    expect([...page.errors, ...cpage.errors]).toEqual([]);
  });

  it('an inbox is its owner’s alone: another provider’s thread is not found', async () => {
    const { user } = await createContractorUser(testDb());
    const other = await createContractorUser(testDb());
    const client = await createLoginUser(testDb());
    const cpage = await pageAs(client.email);
    const sent = await cpage.context().request.post(`${base}/api/enquiry/submit`, { headers: { origin: base }, data: { name: 'X', email: client.email, subject: 'Private', message: 'Only for the other one.', contractorId: other.contractor.id, isContractor: true } });
    const page = await pageAs(user.email, 375);
    await page.goto(`${base}/manage/enquiries/${(await sent.json()).id}`);
    await page.getByRole('heading', { name: 'Enquiry not found' }).waitFor();
    expect(await page.content()).not.toContain('Only for the other one.');
    await page.goto(`${base}/manage/enquiries`);
    await page.getByText('No enquiries yet.').waitFor();
  });
});
