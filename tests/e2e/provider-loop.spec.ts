import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { equipmentPath } from '../../lib/urls.ts';
import { testDb } from '../fixtures/db.ts';
import { createAdminUser, createLoginUser } from '../fixtures/factories.ts';
import { PDF_BYTES } from '../fixtures/multipart.ts';
import { errorsOf, expect, signIn, toasts, type OpenPage } from './fixtures.ts';
import { mailTo, testWithMail } from './mail-fixtures.ts';

/**
 * The provider loop of docs/product.md#provider-workspaces, end to end through the UI: a vendor and a contractor register,
 * list, get approved and verified by the admin, receive a client's enquiry (mail), answer it and
 * move it to in progress; the client sees the provider's reply. A job seeker lists a resume and,
 * once approved, appears in /staffing. Only the admin and client accounts come from factories;
 * nothing else touches the database. Every role has its own browser context. The app sends mail
 * to a real SMTP capture (one for the file, like its app).
 */
const test = testWithMail;
test.use({ specFile: import.meta.url });

const PASSWORD = 'Secret@123';
let admin: Awaited<ReturnType<typeof createAdminUser>>;
let photo: string;
let galleryPhoto: string;
let resumePdf: string;

test.beforeAll(async () => {
  admin = await createAdminUser(testDb(), { fullName: 'Asha Admin' });
  const dir = mkdtempSync(path.join(tmpdir(), 'bm-loop-'));
  photo = path.join(dir, 'excavator.jpg');
  writeFileSync(
    photo,
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#e9a81c' } })
      .jpeg()
      .toBuffer(),
  );
  galleryPhoto = path.join(dir, 'excavator-side.jpg');
  writeFileSync(
    galleryPhoto,
    await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0a2540' } })
      .jpeg()
      .toBuffer(),
  );
  resumePdf = path.join(dir, 'cv.pdf');
  writeFileSync(resumePdf, PDF_BYTES);
});

/** A fresh browser context (its own cookies), signed in when an email is given. */
async function newPage(openPage: OpenPage, email?: string, width = 1280): Promise<Page> {
  const page = await openPage({ width });
  if (email) await signIn(page, email, PASSWORD);
  return page;
}
/** Console errors other than the expected 4xx resource loads (the guest's 404 check). */
const unexpectedErrors = (page: Page) => errorsOf(page).filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e));
const token = () => randomBytes(3).toString('hex');

/** Provider registration at /account/register, as a person fills it in; lands on the role's first /manage screen. */
async function register(page: Page, o: { role: RegExp; name: string; contact?: string; email: string; phone: string; landing: string }) {
  await page.goto('/account/register');
  await expect(page.getByRole('heading', { name: 'List with us for free' })).toBeVisible();
  await page.getByRole('radio', { name: o.role }).check({ force: true });
  await page.getByLabel(o.contact ? 'Company name' : 'Full name').fill(o.name);
  if (o.contact) await page.getByLabel('Contact person').fill(o.contact);
  await page.getByLabel('Mobile number').fill(o.phone);
  await page.getByLabel('Email').fill(o.email);
  await page.getByRole('combobox', { name: 'City' }).fill('Pun');
  await page.getByRole('option', { name: /^Pune Maharashtra/ }).click();
  await expect(page.getByLabel('State')).toHaveValue('Maharashtra');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`**${o.landing}`);
}

/** The admin's own context, logged in through the header's Login dialog. */
async function adminLogsIn(openPage: OpenPage): Promise<Page> {
  const page = await newPage(openPage);
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(admin.email);
  await login.getByLabel('Password').fill(PASSWORD);
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(login).toBeHidden();
  return page;
}

/** Admin Desk → Moderation: approve the queued listing called `name`. */
async function approve(page: Page, name: string) {
  await page.goto('/admin/moderation');
  await expect(page.getByRole('heading', { name: 'Moderation queue' })).toBeVisible();
  const card = page.locator(`[data-testid="queue-item"][data-name="${name}"]`);
  await card.getByRole('button', { name: `Approve ${name}` }).click();
  await expect(card).toHaveCount(0);
}

/** Admin Desk → Providers: grant the verified badge. */
async function verify(page: Page, kind: 'vendor' | 'contractor', name: string) {
  await page.goto(`/admin/providers?kind=${kind}&q=${encodeURIComponent(name)}`);
  const row = page.locator(`[data-testid="provider-row"][data-name="${name}"]`);
  await row.getByRole('button', { name: `Verify ${name}` }).click();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
}

/** The client sends an enquiry from the detail page's Send Enquiry (name and email prefilled from the account). */
async function sendEnquiry(page: Page, client: { fullName: string; email: string }, subject: string, message: string) {
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Send Enquiry', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Send Enquiry' });
  await expect(form).toBeVisible();
  await expect(form.getByLabel('Name')).toHaveValue(client.fullName);
  await expect(form.getByLabel('Email')).toHaveValue(client.email);
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Message').fill(message);
  // About a machine, the dialog also asks when, how long, where and whether with an operator (docs/decisions/053).
  if (await form.getByLabel('Start date').count()) {
    await form.getByLabel('Start date').fill(new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10));
    await form.getByLabel('Duration').fill('2');
    await form.getByLabel('Site city or PIN code').fill('410501');
    await form.getByLabel('Yes, with operator').check();
  }
  await form.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect(form.getByRole('status')).toHaveText('Enquiry submitted successfully!');
  // The success stays until the client closes it.
  await form.getByText('Close', { exact: true }).click();
  await expect(form).toBeHidden();
}

/** The provider's inbox: the enquiry is unread; open it, reply, move it to in progress; it is read afterwards. Returns the thread's path. */
async function answer(page: Page, o: { clientName: string; about: string; subject: string; reply: string }): Promise<string> {
  await page.goto('/manage/enquiries');
  const item = page.getByTestId('inbox-item').filter({ hasText: o.clientName });
  await expect(item).toHaveCount(1);
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText(o.about);
  await expect(page.getByTestId('inbox-summary')).toContainText('1 unread');
  // The management site's nav counts it too.
  const badge = page.getByRole('navigation', { name: 'Workspace' }).getByTestId('unread-badge');
  await expect(badge).toHaveText('1 unread');
  await item.getByRole('link').click();
  await expect(page.getByRole('heading', { name: o.subject })).toBeVisible();
  const thread = new URL(page.url()).pathname;
  expect(thread).toMatch(/^\/manage\/enquiries\/\d+$/);
  await page.getByLabel('Your reply').fill(o.reply);
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('sender')).toHaveText([o.clientName, 'You']);
  await page.getByRole('button', { name: 'Mark in progress' }).click();
  await expect(page.getByTestId('thread-status')).toHaveText('in progress');
  // Back through the nav (a client-side move): the item and the nav badge are read now.
  await page
    .getByRole('navigation', { name: 'Workspace' })
    .getByRole('link', { name: /Enquiries/ })
    .click();
  await page.waitForURL('**/manage/enquiries');
  await expect(item).toHaveAttribute('data-unread', 'false');
  await expect(badge).toHaveCount(0);
  return thread;
}

/** The client's Enquiries tab: the status and the provider's reply under Sender `sender`. */
async function clientSeesReply(
  page: Page,
  o: { tab: 'Vendor Enquiries' | 'Contractor Enquiries'; dialog: string; subject: string; reply: string; sender: 'Vendor' | 'Contractor' },
) {
  await page.goto('/client/manage?tab=enquiries');
  await page.getByRole('tab', { name: o.tab }).click();
  const card = page.getByTestId('enquiry-card').filter({ hasText: o.subject });
  await expect(card.getByText(o.subject)).toBeVisible();
  await expect(card.getByTestId('status-badge')).toHaveText('in progress');
  await card.getByRole('button', { name: 'View Detail' }).click();
  const d = page.getByRole('dialog', { name: o.dialog });
  await expect(d.getByTestId('sender')).toHaveText(['You', o.sender]);
  await expect(d.getByText(o.reply)).toBeVisible();
}

test.describe('provider workspaces acceptance (docs/product.md#provider-workspaces): the provider loop through the UI', () => {
  // Whole loops through four or five browser contexts: about a minute on the shared 2-core machine, so twice the suite's limit.
  test.describe.configure({ timeout: 120_000 });

  test('vendor: registers, lists a machine with photos (pending, not public), admin approves and verifies, badge and pencil, enquiry, reply, in progress, mails', async ({
    openPage,
    smtp,
  }) => {
    const t = token();
    const company = `Sahyadri ${t} Earthmovers`;
    const vendorEmail = `sahyadri-${t}@example.in`;
    const machine = `JCB 3DX ${t} Backhoe Loader`;
    const client = await createLoginUser(testDb(), PASSWORD, { fullName: `Priya ${t} Nair`, phone: '9876500011' });

    // 1. The vendor registers and lists a machine with a main photo and a gallery photo.
    const vendor = await newPage(openPage);
    await register(vendor, { role: /^Vendor/, name: company, contact: 'Sanjay More', email: vendorEmail, phone: '98220 12345', landing: '/manage/equipments' });
    await expect(vendor.getByText('No machines listed yet.')).toBeVisible();
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
    await expect(vendor.getByAltText('Main photo preview')).toBeVisible();
    await vendor.getByTestId('gallery-input').setInputFiles(galleryPhoto);
    await expect(vendor.getByAltText('New gallery photo')).toBeVisible();
    await vendor.getByRole('button', { name: 'Submit for review' }).click();
    await vendor.waitForURL('**/manage/equipments');
    const own = vendor.getByTestId('own-equipment').filter({ hasText: machine });
    await expect(own.getByText('Pending review')).toBeVisible();
    const id = Number((await own.getByRole('link', { name: `Edit ${machine}` }).getAttribute('href'))!.split('/').pop());
    expect(id).toBeGreaterThan(0);
    const detailUrl = equipmentPath(id, machine);

    // Pending: not public for a guest.
    const guest = await newPage(openPage);
    expect((await guest.goto(detailUrl))?.status()).toBe(404);
    await guest.goto(`/equipments?q=${encodeURIComponent(machine)}`);
    await expect(guest.getByTestId('equipment-card').filter({ hasText: machine })).toHaveCount(0);

    // 2. The admin logs in, approves the listing (both photos in the queue card) and verifies the vendor.
    const desk = await adminLogsIn(openPage);
    await desk.goto('/admin/moderation');
    const queued = desk.locator(`[data-testid="queue-item"][data-name="${machine}"]`);
    await expect(queued.getByRole('img', { name: `Photo of ${machine}` })).toHaveCount(1);
    await expect(queued.getByRole('list', { name: 'Gallery' }).getByRole('img')).toHaveCount(1);
    await approve(desk, machine);
    await verify(desk, 'vendor', company);

    // 3. Public in /equipments with the verified badge; the detail page shows the photos.
    await guest.goto(`/equipments?q=${encodeURIComponent(machine)}`);
    const pub = guest.getByTestId('equipment-card').filter({ hasText: machine });
    await expect(pub.getByTestId('verified-badge')).toContainText('Documents checked');
    expect((await guest.goto(detailUrl))?.status()).toBe(200);
    await expect(guest.getByTestId('vendor-card').getByTestId('verified-badge')).toHaveCount(1);
    await guest.waitForLoadState('networkidle');
    // The main photo at the top, the gallery photo under Photos.
    await expect(guest.getByRole('img', { name: machine, exact: true })).toBeVisible();
    await guest.getByRole('tab', { name: 'Photos' }).click();
    await expect(guest.getByTestId('photos').getByRole('img')).toHaveCount(1);
    // The pencil: the owner only, not a guest, not a client (both pages hydrated, so a pencil drawn by the browser would be there).
    await expect(guest.getByRole('link', { name: 'Edit listing' })).toHaveCount(0);
    const clientPage = await newPage(openPage, client.email, 375);
    await clientPage.goto(detailUrl);
    await clientPage.waitForLoadState('networkidle');
    await expect(clientPage.getByRole('link', { name: 'Edit listing' })).toHaveCount(0);
    await vendor.goto(detailUrl);
    await vendor.getByRole('link', { name: 'Edit listing' }).click();
    await vendor.waitForURL(`**/manage/equipments/${id}`);
    await expect(vendor.getByLabel('Listing title')).toHaveValue(machine);

    // 4. The client sends an enquiry; the vendor gets the mail.
    const subject = `Backhoe ${t} for a month`;
    await sendEnquiry(clientPage, client, subject, 'Foundation digging at Chakan from 1 December, operator needed.');
    const newMail = await mailTo(smtp, vendorEmail, `New enquiry: ${subject}`);

    // 5. The vendor's inbox: unread, open, reply, in progress; the client gets the reply mail.
    const reply = `Available from Monday, ₹1,65,000 a month with operator (${t}).`;
    const thread = await answer(vendor, { clientName: client.fullName, about: machine, subject, reply });
    expect(newMail).toContain(thread);
    expect(await mailTo(smtp, client.email, `Reply to your enquiry: ${subject}`)).toContain('/client/manage?tab=enquiries');
    // Manage Equipments: live now, with the enquiry counted.
    await vendor.goto('/manage/equipments');
    await expect(own.getByText('Live', { exact: true })).toBeVisible();
    await expect(own.getByTitle('Enquiries')).toHaveText(/^\s*1\s*enquiries$/);

    // 6. The client sees the 'Vendor' reply in the thread.
    await clientSeesReply(clientPage, { tab: 'Vendor Enquiries', dialog: 'Enquiry Detail', subject, reply, sender: 'Vendor' });
    for (const p of [vendor, desk, clientPage, guest]) expect(unexpectedErrors(p)).toEqual([]);
  });

  test('contractor: registers, fills the profile, adds a project, admin approves and verifies, badge and project public, enquiry, reply, in progress, mails', async ({
    openPage,
    smtp,
  }) => {
    const t = token();
    const company = `Deccan ${t} Infra Builders`;
    const contractorEmail = `deccan-${t}@example.in`;
    const project = `Chakan MIDC ${t} approach road, 1.2 km`;
    const client = await createLoginUser(testDb(), PASSWORD, { fullName: `Imran ${t} Shaikh`, phone: '9900011223' });

    // 1. The contractor registers (lands on Manage Projects), fills Edit Profile and adds a project.
    const contractor = await newPage(openPage);
    await register(contractor, { role: /^Contractor/, name: company, contact: 'Vikram Deshmukh', email: contractorEmail, phone: '98900 11122', landing: '/manage/projects' });
    await contractor.getByRole('link', { name: 'Edit Profile' }).click();
    await contractor.waitForURL('**/manage/contractor-profile');
    await expect(contractor.getByTestId('listing-status').getByText('Pending review')).toBeVisible();
    await expect(contractor.getByLabel('Company name *')).toHaveValue(company);
    await contractor.getByLabel('Owner name').fill('Vikram Deshmukh');
    await contractor.getByLabel('Year of establishment').fill('2009');
    await contractor.getByLabel('Labour strength (workers)').fill('180');
    await contractor.getByRole('combobox', { name: 'Contractor types *' }).fill('road');
    await contractor.getByRole('option', { name: 'Road Contractor' }).click();
    await contractor.getByRole('combobox', { name: 'Working sectors' }).fill('Roads');
    await contractor.getByRole('option', { name: 'Roads & Highways' }).click();
    await contractor.getByRole('button', { name: 'Save profile' }).click();
    await expect(toasts(contractor).filter({ hasText: 'Profile saved' })).toBeVisible();
    await expect(contractor.getByTestId('listing-status').getByText('Pending review')).toBeVisible();

    await contractor.getByRole('link', { name: 'Manage Projects' }).click();
    await contractor.waitForURL('**/manage/projects');
    await expect(contractor.getByText('No projects yet.')).toBeVisible();
    await contractor.getByRole('button', { name: 'Add project' }).click();
    const d = contractor.getByRole('dialog', { name: 'Add project' });
    await d.getByLabel('Title *').fill(project);
    await d.getByRole('combobox', { name: 'Location' }).fill('Pun');
    await d.getByRole('option', { name: 'Pune' }).first().click();
    await d.getByLabel('Sector').selectOption('State Highways');
    await d.getByLabel('Description').fill('Two-lane concrete road with drains for an auto-parts plant.');
    await d.getByRole('button', { name: 'Add project' }).click();
    await expect(contractor.getByTestId('project').getByText(project)).toBeVisible();

    // Pending: not in the public list.
    const guest = await newPage(openPage);
    await guest.goto(`/contractors?q=${encodeURIComponent(company)}`);
    await expect(guest.getByText('No contractors found.')).toBeVisible();

    // 2. The admin approves the profile and verifies the contractor.
    const desk = await adminLogsIn(openPage);
    await approve(desk, company);
    await verify(desk, 'contractor', company);

    // 3. Public in /contractors with the badge; the public page shows the badge and the project, and no pencil for the guest.
    await guest.goto(`/contractors?q=${encodeURIComponent(company)}`);
    const card = guest.getByTestId('contractor-card').filter({ hasText: company });
    await expect(card.getByTestId('verified-badge')).toHaveCount(1);
    await card.getByRole('heading').getByRole('link', { name: company }).click();
    // The public page's address first: the list's own heading also names the company ('… matching “<company>” — 1').
    await guest.waitForURL((u) => u.pathname !== '/contractors');
    await expect(guest.getByRole('heading', { name: company, level: 1 })).toBeVisible();
    const publicUrl = guest.url();
    await expect(guest.getByTestId('verified-badge')).not.toHaveCount(0);
    await guest.waitForLoadState('networkidle');
    await guest.getByRole('tab', { name: 'Projects' }).click();
    await expect(guest.getByTestId('projects').getByText(project)).toBeVisible();
    await expect(guest.getByRole('link', { name: 'Edit listing' })).toHaveCount(0);

    await contractor.goto(publicUrl);
    await contractor.getByRole('link', { name: 'Edit listing' }).click();
    await contractor.waitForURL('**/manage/contractor-profile');

    // 4. The client enquires from the public page (no pencil for them); the contractor gets the mail.
    const clientPage = await newPage(openPage, client.email, 375);
    await clientPage.goto(publicUrl);
    await clientPage.waitForLoadState('networkidle');
    await expect(clientPage.getByRole('link', { name: 'Edit listing' })).toHaveCount(0);
    const subject = `Approach road ${t} quote`;
    await sendEnquiry(clientPage, client, subject, 'We need a 1.2 km approach road at Chakan MIDC. Can you quote?');
    const newMail = await mailTo(smtp, contractorEmail, `New enquiry: ${subject}`);

    // 5. The contractor answers and sets In progress; the client gets the reply mail.
    const reply = `Our engineer can visit on Monday; rough cost ₹38 lakh (${t}).`;
    const thread = await answer(contractor, { clientName: client.fullName, about: 'Your company', subject, reply });
    expect(newMail).toContain(thread);
    expect(await mailTo(smtp, client.email, `Reply to your enquiry: ${subject}`)).toContain('/client/manage?tab=enquiries');

    // 6. The client sees the 'Contractor' reply.
    await clientSeesReply(clientPage, { tab: 'Contractor Enquiries', dialog: 'Contractor Enquiry Detail', subject, reply, sender: 'Contractor' });
    for (const p of [contractor, desk, clientPage, guest]) expect(unexpectedErrors(p)).toEqual([]);
  });

  test('job seeker: registers, lists a resume (PDF), the admin approves it, and it appears in /staffing', async ({ openPage }) => {
    const t = `Kx${token()}`;
    const name = `Ramesh ${t} Yadav`;
    const seeker = await newPage(openPage, undefined, 375);
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
    await expect(seeker.getByTestId('listing-status')).toHaveText('Waiting for approval');

    const guest = await newPage(openPage);
    await guest.goto(`/staffing?q=${t}`);
    await guest.waitForLoadState('networkidle');
    await expect(guest.getByTestId('worker-card')).toHaveCount(0);

    const desk = await adminLogsIn(openPage);
    await desk.goto('/admin/moderation');
    const queued = desk.locator(`[data-testid="queue-item"][data-name="${name}"]`);
    // The admin opens the still-private resume through the authenticated download.
    const resumeLink = queued.getByRole('link', { name: 'Resume' });
    await expect(resumeLink).toHaveCount(1);
    await expect(resumeLink).toHaveAttribute('href', /^\/api\/workers\/resume\?id=\d+$/);
    const href = (await resumeLink.getAttribute('href'))!;
    const queuedPdf = await desk.request.get(href);
    expect(queuedPdf.status()).toBe(200);
    expect((await queuedPdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await approve(desk, name);

    await guest.goto(`/staffing?q=${t}`);
    await guest.waitForLoadState('networkidle');
    const card = guest.getByTestId('worker-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name })).toBeVisible();
    await expect(card).toContainText('8 years experience');
    // A signed-in client with a verified email asks for this worker's details and gets the resume itself, a real PDF.
    const client = await createLoginUser(testDb(), PASSWORD, { fullName: `Client ${t}`, emailConfirmed: true });
    const clientPage = await newPage(openPage, client.email);
    await clientPage.goto(`/staffing?q=${t}`);
    await clientPage
      .getByTestId('worker-card')
      .getByRole('button', { name: `Show contact details of ${name}` })
      .click();
    const resume = clientPage.getByTestId('worker-card').getByRole('link', { name: `Resume of ${name} (PDF)` });
    await expect(resume).toBeVisible();
    const pdf = await clientPage.context().request.get((await resume.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await seeker.reload();
    await expect(seeker.getByTestId('listing-status')).toHaveText('Approved');
    for (const p of [seeker, desk, guest, clientPage]) expect(unexpectedErrors(p)).toEqual([]);
  });
});
