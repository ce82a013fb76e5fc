import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { equipmentPath } from '../../app/lib/urls.ts';
import { smtpMailer } from '../../core/ports/mailer.ts';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createLoginUser } from '../fixtures/factories.ts';
import { PDF_BYTES } from '../fixtures/multipart.ts';
import { useSmtpServer } from '../fixtures/smtp.ts';
import { CHROMIUM, CHROMIUM_ARGS, openTrackedPage, signIn, useCspGuard, type TrackedPage } from './browser.ts';

/**
 * The provider loop of docs/product.md#provider-workspaces, end to end through the UI: a vendor and a contractor register,
 * list, get approved and verified by the admin, receive a client's enquiry (mail), answer it and
 * move it to in progress; the client sees the provider's reply. A job seeker lists a resume and,
 * once approved, appears in /staffing. Only the admin and client accounts come from factories;
 * nothing else touches the database. Every role has its own browser context. The app sends mail
 * to a real SMTP capture, so this file builds its own app (useBrowser takes no mailer).
 */
const smtp = useSmtpServer();
const PASSWORD = 'Secret@123';
let app: FastifyInstance;
let browser: Browser;
let base = '';
let admin: Awaited<ReturnType<typeof createAdminUser>>;
let photo: string;
let galleryPhoto: string;
let resumePdf: string;

beforeAll(async () => {
  const config = testConfig({ smtpUrl: smtp.url() });
  app = await buildApp({ config, db: testDb(), mailer: smtpMailer(smtp.url(), config.mailFrom) });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_ARGS });
  admin = await createAdminUser(testDb(), { fullName: 'Asha Admin' });
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-loop-'));
  photo = path.join(dir, 'excavator.jpg');
  writeFileSync(photo, await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e9a81c' } }).jpeg().toBuffer());
  galleryPhoto = path.join(dir, 'excavator-side.jpg');
  writeFileSync(galleryPhoto, await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0a2540' } }).jpeg().toBuffer());
  resumePdf = path.join(dir, 'cv.pdf');
  writeFileSync(resumePdf, PDF_BYTES);
});
useCspGuard();
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A fresh browser context (its own cookies), signed in when an email is given. */
async function newPage(email?: string, width = 1280): Promise<TrackedPage> {
  const page = await openTrackedPage(browser, width);
  if (email) await signIn(page, base, email, PASSWORD);
  return page;
}
/** Console errors other than the expected 4xx resource loads (the guest's 404 check). */
const errorsOf = (page: TrackedPage) => page.errors.filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e));
const token = () => randomBytes(3).toString('hex');
/** A quoted-printable mail body as text (soft line breaks joined, =XX bytes decoded as UTF-8). */
const qp = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
/** The body of the mail to `to` with `subject` in the capture (sending is asynchronous, so it is polled for). */
async function mailTo(to: string, subject: string): Promise<string> {
  await expect.poll(() => smtp.mails.filter((m) => m.to === to && m.subject === subject).length, { timeout: 10_000 }).toBe(1);
  return qp(smtp.mails.find((m) => m.to === to && m.subject === subject)!.text);
}

/** Provider registration at /account/register, as a person fills it in; lands on the role's first /manage screen. */
async function register(page: Page, o: { role: RegExp; name: string; contact?: string; email: string; phone: string; landing: string }) {
  await page.goto(`${base}/account/register`);
  await page.getByRole('heading', { name: 'List with us for free' }).waitFor();
  await page.getByRole('radio', { name: o.role }).check({ force: true });
  await page.getByLabel(o.contact ? 'Company name' : 'Full name').fill(o.name);
  if (o.contact) await page.getByLabel('Contact person').fill(o.contact);
  await page.getByLabel('Mobile number').fill(o.phone);
  await page.getByLabel('Email').fill(o.email);
  await page.getByRole('combobox', { name: 'City' }).fill('Pun');
  await page.getByRole('option', { name: /^Pune Maharashtra/ }).click();
  expect(await page.getByLabel('State').inputValue()).toBe('Maharashtra');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`**${o.landing}`);
}

/** The admin's own context, logged in through the header's Login dialog. */
async function adminLogsIn(): Promise<TrackedPage> {
  const page = await newPage();
  await page.goto(`${base}/`);
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(admin.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await login.waitFor({ state: 'hidden' });
  return page;
}

/** Admin Desk → Moderation: approve the queued listing called `name`. */
async function approve(page: Page, name: string) {
  await page.goto(`${base}/admin/moderation`);
  await page.getByRole('heading', { name: 'Moderation queue' }).waitFor();
  const card = page.locator(`[data-testid="queue-item"][data-name="${name}"]`);
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await card.waitFor({ state: 'detached' });
}

/** Admin Desk → Providers: grant the verified badge. */
async function verify(page: Page, kind: 'vendor' | 'contractor', name: string) {
  await page.goto(`${base}/admin/providers?kind=${kind}&q=${encodeURIComponent(name)}`);
  const row = page.locator(`[data-testid="provider-row"][data-name="${name}"]`);
  await row.getByRole('button', { name: `Verify ${name}` }).click();
  await row.getByText('Verified', { exact: true }).waitFor();
}

/** The client sends an enquiry from the detail page's Send Enquiry (name and email prefilled from the account). */
async function sendEnquiry(page: Page, client: { fullName: string; email: string }, subject: string, message: string) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Send Enquiry' });
  await form.waitFor();
  expect(await form.getByLabel('Name').inputValue()).toBe(client.fullName);
  expect(await form.getByLabel('Email').inputValue()).toBe(client.email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect.poll(() => form.getByRole('status').textContent()).toBe('Enquiry submitted successfully!');
  await form.waitFor({ state: 'hidden' });
}

/** The provider's inbox: the enquiry is unread; open it, reply, move it to in progress; it is read afterwards. Returns the thread's path. */
async function answer(page: Page, o: { clientName: string; about: string; subject: string; reply: string }): Promise<string> {
  await page.goto(`${base}/manage/enquiries`);
  const item = page.getByTestId('inbox-item').filter({ hasText: o.clientName });
  expect(await item.count()).toBe(1);
  expect(await item.getAttribute('data-unread')).toBe('true');
  expect(await item.textContent()).toContain(o.about);
  expect(await page.getByTestId('inbox-summary').textContent()).toContain('1 unread');
  // The management site's nav counts it too.
  const badge = page.getByRole('navigation', { name: 'Workspace' }).getByTestId('unread-badge');
  expect(await badge.textContent()).toBe('1 unread');
  await item.getByRole('link').click();
  await page.getByRole('heading', { name: o.subject }).waitFor();
  const thread = new URL(page.url()).pathname;
  expect(thread).toMatch(/^\/manage\/enquiries\/\d+$/);
  await page.getByLabel('Your reply').fill(o.reply);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => page.getByTestId('sender').allTextContents()).toEqual([o.clientName, 'You']);
  await page.getByRole('button', { name: 'Mark in progress' }).click();
  await expect.poll(() => page.getByTestId('thread-status').textContent()).toBe('in progress');
  // Back through the nav (a client-side move): the item and the nav badge are read now.
  await page.getByRole('navigation', { name: 'Workspace' }).getByRole('link', { name: /Enquiries/ }).click();
  await page.waitForURL(`${base}/manage/enquiries`);
  await expect.poll(() => page.getByTestId('inbox-item').filter({ hasText: o.clientName }).getAttribute('data-unread')).toBe('false');
  expect(await badge.count()).toBe(0);
  return thread;
}

/** The client's Enquiries tab: the status and the provider's reply under Sender `sender`. */
async function clientSeesReply(page: Page, o: { tab: 'Vendor Enquiries' | 'Contractor Enquiries'; dialog: string; subject: string; reply: string; sender: 'Vendor' | 'Contractor' }) {
  await page.goto(`${base}/client/manage?tab=enquiries`);
  await page.getByRole('tab', { name: o.tab }).click();
  const card = page.getByTestId('enquiry-card').filter({ hasText: o.subject });
  await card.getByText(o.subject).waitFor();
  expect(await card.getByTestId('status-badge').textContent()).toBe('in progress');
  await card.getByRole('button', { name: 'View Detail' }).click();
  const d = page.getByRole('dialog', { name: o.dialog });
  await expect.poll(() => d.getByTestId('sender').allTextContents()).toEqual(['You', o.sender]);
  expect(await d.getByText(o.reply).isVisible()).toBe(true);
}

describe('provider workspaces acceptance (docs/product.md#provider-workspaces): the provider loop through the UI', () => {
  it('vendor: registers, lists a machine with photos (pending, not public), admin approves and verifies, badge and pencil, enquiry, reply, in progress, mails', async () => {
    const t = token();
    const company = `Sahyadri ${t} Earthmovers`;
    const vendorEmail = `sahyadri-${t}@example.in`;
    const machine = `JCB 3DX ${t} Backhoe Loader`;
    const client = await createLoginUser(testDb(), PASSWORD, { fullName: `Priya ${t} Nair`, phone: '9876500011' });

    // 1. The vendor registers and lists a machine with a main photo and a gallery photo.
    const vendor = await newPage();
    await register(vendor, { role: /^Vendor/, name: company, contact: 'Sanjay More', email: vendorEmail, phone: '98220 12345', landing: '/manage/equipments' });
    await vendor.getByText('No machines listed yet.').waitFor();
    await vendor.getByRole('link', { name: 'Add equipment' }).first().click();
    await vendor.waitForURL('**/manage/equipments/new');
    await vendor.getByLabel('Category').selectOption('earth-moving-equipment');
    await vendor.getByLabel('Machine type').selectOption('backhoe-loader');
    await vendor.getByLabel('Listing title').fill(machine);
    await vendor.getByLabel('Brand', { exact: true }).fill('JCB');
    await vendor.getByLabel('Year', { exact: true }).fill('2020');
    await vendor.getByLabel('Monthly rent (₹)').fill('165000');
    await vendor.getByLabel('Description').fill('Backhoe loader with 4-in-1 bucket, operator available.');
    await vendor.getByLabel('Specification and machine history').fill('One owner, 6,200 hours, serviced every 500 hours.');
    await vendor.getByTestId('thumbnail-input').setInputFiles(photo);
    await vendor.getByAltText('Main photo preview').waitFor();
    await vendor.getByTestId('gallery-input').setInputFiles(galleryPhoto);
    await vendor.getByAltText('New gallery photo').waitFor();
    await vendor.getByRole('button', { name: 'Submit for review' }).click();
    await vendor.waitForURL('**/manage/equipments');
    const own = vendor.getByTestId('own-equipment').filter({ hasText: machine });
    await own.getByText('Pending review').waitFor();
    const id = Number((await own.getByRole('link', { name: `Edit ${machine}` }).getAttribute('href'))!.split('/').pop());
    expect(id).toBeGreaterThan(0);
    const detailUrl = `${base}${equipmentPath(id, machine)}`;

    // Pending: not public for a guest.
    const guest = await newPage();
    expect((await guest.goto(detailUrl))?.status()).toBe(404);
    await guest.goto(`${base}/equipments?q=${encodeURIComponent(machine)}`);
    expect(await guest.getByTestId('equipment-card').filter({ hasText: machine }).count()).toBe(0);

    // 2. The admin logs in, approves the listing (both photos in the queue card) and verifies the vendor.
    const desk = await adminLogsIn();
    await desk.goto(`${base}/admin/moderation`);
    const queued = desk.locator(`[data-testid="queue-item"][data-name="${machine}"]`);
    expect(await queued.getByRole('img', { name: `Photo of ${machine}` }).count()).toBe(1);
    expect(await queued.getByRole('list', { name: 'Gallery' }).getByRole('img').count()).toBe(1);
    await approve(desk, machine);
    await verify(desk, 'vendor', company);

    // 3. Public in /equipments with the verified badge; the detail page shows the photos.
    await guest.goto(`${base}/equipments?q=${encodeURIComponent(machine)}`);
    const pub = guest.getByTestId('equipment-card').filter({ hasText: machine });
    expect(await pub.getByTestId('verified-badge').textContent()).toContain('Verified vendor');
    expect((await guest.goto(detailUrl))?.status()).toBe(200);
    expect(await guest.getByTestId('vendor-card').getByTestId('verified-badge').count()).toBe(1);
    await guest.waitForLoadState('networkidle');
    // The main photo at the top, the gallery photo under Photos.
    expect(await guest.getByRole('img', { name: machine, exact: true }).isVisible()).toBe(true);
    await guest.getByRole('tab', { name: 'Photos' }).click();
    await expect.poll(() => guest.getByTestId('photos').getByRole('img').count()).toBe(1);
    // The pencil: the owner only, not a guest, not a client.
    expect(await guest.getByRole('link', { name: 'Edit listing' }).count()).toBe(0);
    const clientPage = await newPage(client.email, 375);
    await clientPage.goto(detailUrl);
    expect(await clientPage.getByRole('link', { name: 'Edit listing' }).count()).toBe(0);
    await vendor.goto(detailUrl);
    await vendor.getByRole('link', { name: 'Edit listing' }).click();
    await vendor.waitForURL(`**/manage/equipments/${id}`);
    expect(await vendor.getByLabel('Listing title').inputValue()).toBe(machine);

    // 4. The client sends an enquiry; the vendor gets the mail.
    const subject = `Backhoe ${t} for a month`;
    await sendEnquiry(clientPage, client, subject, 'Foundation digging at Chakan from 1 December, operator needed.');
    const newMail = await mailTo(vendorEmail, `New enquiry: ${subject}`);

    // 5. The vendor's inbox: unread, open, reply, in progress; the client gets the reply mail.
    const reply = `Available from Monday, ₹1,65,000 a month with operator (${t}).`;
    const thread = await answer(vendor, { clientName: client.fullName, about: machine, subject, reply });
    expect(newMail).toContain(thread);
    expect(await mailTo(client.email, `Reply to your enquiry: ${subject}`)).toContain('/client/manage?tab=enquiries');
    // Manage Equipments: live now, with the enquiry counted.
    await vendor.goto(`${base}/manage/equipments`);
    await own.getByText('Live', { exact: true }).waitFor();
    expect(await own.getByTitle('Enquiries').textContent()).toMatch(/^\s*1\s*enquiries$/);

    // 6. The client sees the 'Vendor' reply in the thread.
    await clientSeesReply(clientPage, { tab: 'Vendor Enquiries', dialog: 'Enquiry Detail', subject, reply, sender: 'Vendor' });
    for (const p of [vendor, desk, clientPage, guest]) expect(errorsOf(p)).toEqual([]);
  });

  it('contractor: registers, fills the profile, adds a project, admin approves and verifies, badge and project public, enquiry, reply, in progress, mails', async () => {
    const t = token();
    const company = `Deccan ${t} Infra Builders`;
    const contractorEmail = `deccan-${t}@example.in`;
    const project = `Chakan MIDC ${t} approach road, 1.2 km`;
    const client = await createLoginUser(testDb(), PASSWORD, { fullName: `Imran ${t} Shaikh`, phone: '9900011223' });

    // 1. The contractor registers (lands on Manage Projects), fills Edit Profile and adds a project.
    const contractor = await newPage();
    await register(contractor, { role: /^Contractor/, name: company, contact: 'Vikram Deshmukh', email: contractorEmail, phone: '98900 11122', landing: '/manage/projects' });
    await contractor.getByRole('link', { name: 'Edit Profile' }).click();
    await contractor.waitForURL('**/manage/contractor-profile');
    await contractor.getByTestId('listing-status').getByText('Pending review').waitFor();
    expect(await contractor.getByLabel('Company name *').inputValue()).toBe(company);
    await contractor.getByLabel('Owner name').fill('Vikram Deshmukh');
    await contractor.getByLabel('Year of establishment').fill('2009');
    await contractor.getByLabel('Labour strength (workers)').fill('180');
    await contractor.getByRole('combobox', { name: 'Contractor types *' }).fill('road');
    await contractor.getByRole('option', { name: 'Road Contractor' }).click();
    await contractor.getByRole('combobox', { name: 'Working sectors' }).fill('Roads');
    await contractor.getByRole('option', { name: 'Roads & Highways' }).click();
    await contractor.getByRole('button', { name: 'Save profile' }).click();
    await contractor.locator('[data-sonner-toast]').filter({ hasText: 'Profile saved' }).waitFor();
    await contractor.getByTestId('listing-status').getByText('Pending review').waitFor();

    await contractor.getByRole('link', { name: 'Manage Projects' }).click();
    await contractor.waitForURL('**/manage/projects');
    await contractor.getByText('No projects yet.').waitFor();
    await contractor.getByRole('button', { name: 'Add project' }).click();
    const d = contractor.getByRole('dialog', { name: 'Add project' });
    await d.getByLabel('Title *').fill(project);
    await d.getByRole('combobox', { name: 'Location' }).fill('Pun');
    await d.getByRole('option', { name: 'Pune' }).first().click();
    await d.getByLabel('Sector').selectOption('State Highways');
    await d.getByLabel('Description').fill('Two-lane concrete road with drains for an auto-parts plant.');
    await d.getByRole('button', { name: 'Add project' }).click();
    await contractor.getByTestId('project').getByText(project).waitFor();

    // Pending: not in the public list.
    const guest = await newPage();
    await guest.goto(`${base}/contractors?q=${encodeURIComponent(company)}`);
    await guest.getByText('No contractors found.').waitFor();

    // 2. The admin approves the profile and verifies the contractor.
    const desk = await adminLogsIn();
    await approve(desk, company);
    await verify(desk, 'contractor', company);

    // 3. Public in /contractors with the badge; the public page shows the badge and the project, and no pencil for the guest.
    await guest.goto(`${base}/contractors?q=${encodeURIComponent(company)}`);
    const card = guest.getByTestId('contractor-card').filter({ hasText: company });
    expect(await card.getByTestId('verified-badge').count()).toBe(1);
    await card.getByRole('heading').getByRole('link', { name: company }).click();
    await guest.getByRole('heading', { name: company, level: 1 }).waitFor();
    const publicUrl = guest.url();
    expect(await guest.getByTestId('verified-badge').count()).toBeGreaterThanOrEqual(1);
    await guest.waitForLoadState('networkidle');
    await guest.getByRole('tab', { name: 'Projects' }).click();
    await guest.getByTestId('projects').getByText(project).waitFor();
    expect(await guest.getByRole('link', { name: 'Edit listing' }).count()).toBe(0);

    await contractor.goto(publicUrl);
    await contractor.getByRole('link', { name: 'Edit listing' }).click();
    await contractor.waitForURL('**/manage/contractor-profile');

    // 4. The client enquires from the public page (no pencil for them); the contractor gets the mail.
    const clientPage = await newPage(client.email, 375);
    await clientPage.goto(publicUrl);
    expect(await clientPage.getByRole('link', { name: 'Edit listing' }).count()).toBe(0);
    const subject = `Approach road ${t} quote`;
    await sendEnquiry(clientPage, client, subject, 'We need a 1.2 km approach road at Chakan MIDC. Can you quote?');
    const newMail = await mailTo(contractorEmail, `New enquiry: ${subject}`);

    // 5. The contractor answers and sets In progress; the client gets the reply mail.
    const reply = `Our engineer can visit on Monday; rough cost ₹38 lakh (${t}).`;
    const thread = await answer(contractor, { clientName: client.fullName, about: 'Your company', subject, reply });
    expect(newMail).toContain(thread);
    expect(await mailTo(client.email, `Reply to your enquiry: ${subject}`)).toContain('/client/manage?tab=enquiries');

    // 6. The client sees the 'Contractor' reply.
    await clientSeesReply(clientPage, { tab: 'Contractor Enquiries', dialog: 'Contractor Enquiry Detail', subject, reply, sender: 'Contractor' });
    for (const p of [contractor, desk, clientPage, guest]) expect(errorsOf(p)).toEqual([]);
  });

  it('job seeker: registers, lists a resume (PDF), the admin approves it, and it appears in /staffing', async () => {
    const t = `Kx${token()}`;
    const name = `Ramesh ${t} Yadav`;
    const seeker = await newPage(undefined, 375);
    await register(seeker, { role: /^Job seeker/, name, email: `ramesh-${t.toLowerCase()}@example.in`, phone: '98111 22233', landing: '/manage/resume' });
    await seeker.waitForLoadState('networkidle');
    await seeker.getByLabel('Your full name').fill(name);
    await seeker.getByLabel('Category').selectOption('skilled');
    await seeker.getByLabel('Trade').fill('Mason');
    await seeker.getByLabel('Experience (years)').fill('8');
    await seeker.getByLabel('State').selectOption('Maharashtra');
    await seeker.getByLabel('City').fill('Pune');
    await seeker.getByLabel('Mobile number').fill('+91 98111 22233');
    await seeker.setInputFiles('#r-Resume', resumePdf);
    await seeker.getByRole('button', { name: 'Submit for approval' }).click();
    await expect.poll(() => seeker.getByTestId('listing-status').textContent()).toBe('Waiting for approval');

    const guest = await newPage();
    await guest.goto(`${base}/staffing?q=${t}`);
    await guest.waitForLoadState('networkidle');
    expect(await guest.getByTestId('worker-card').count()).toBe(0);

    const desk = await adminLogsIn();
    await desk.goto(`${base}/admin/moderation`);
    const queued = desk.locator(`[data-testid="queue-item"][data-name="${name}"]`);
    // The admin opens the still-private resume through the authenticated download.
    const resumeLink = queued.getByRole('link', { name: 'Resume' });
    expect(await resumeLink.count()).toBe(1);
    const href = (await resumeLink.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/workers\/resume\?id=\d+$/);
    const queuedPdf = await desk.request.get(base + href);
    expect(queuedPdf.status()).toBe(200);
    expect((await queuedPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await approve(desk, name);

    await guest.goto(`${base}/staffing?q=${t}`);
    await guest.waitForLoadState('networkidle');
    const card = guest.getByTestId('worker-card');
    expect(await card.count()).toBe(1);
    expect(await card.getByRole('heading', { name }).isVisible()).toBe(true);
    expect(await card.textContent()).toContain('8 years experience');
    // A signed-in client with a verified email asks for this worker's details and gets the resume itself, a real PDF.
    const client = await createLoginUser(testDb(), PASSWORD, { fullName: `Client ${t}`, emailConfirmed: true });
    const clientPage = await newPage(client.email);
    await clientPage.goto(`${base}/staffing?q=${t}`);
    await clientPage.getByTestId('worker-card').getByRole('button', { name: `Show contact details of ${name}` }).click();
    const resume = clientPage.getByTestId('worker-card').getByRole('link', { name: `Resume of ${name} (PDF)` });
    const pdf = await clientPage.context().request.get(`${base}${await resume.getAttribute('href')}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await seeker.reload();
    await expect.poll(() => seeker.getByTestId('listing-status').textContent()).toBe('Approved');
    for (const p of [seeker, desk, guest, clientPage]) expect(errorsOf(p)).toEqual([]);
  });
});
