import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Page, Request } from '@playwright/test';
import sharp from 'sharp';
import { equipmentPath, contractorPath } from '../../lib/urls.ts';
import { makeCtx, type Viewer } from '../../core/context.ts';
import { replyToEnquiry } from '../../core/enquiry/reply-to-enquiry.ts';
import { submitEnquiry } from '../../core/enquiry/submit-enquiry.ts';
import { periodRange } from '../../core/period.ts';
import { saveItem } from '../../core/saved/save-item.ts';
import { contractors, equipment, vendors } from '../../db/schema/index.ts';
import { testConfig } from '../fixtures/test-config.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { errorsOf as allErrorsOf, expect, expectGoneAfter, pauseClock, signIn, test, toasts, type OpenPage } from './fixtures.ts';

test.use({ specFile: import.meta.url });
const PASSWORD = 'Client@123';
const AREA = '/client/manage';

type LoginUser = Awaited<ReturnType<typeof createLoginUser>>;
const viewerOf = (u: LoginUser, role: Viewer['role'] = 'Client'): Viewer => ({ userId: u.id, role, name: u.fullName, email: u.email });
const asUser = (u: LoginUser) => makeCtx(testDb(), viewerOf(u));

let vendorUser: LoginUser;
let contractorUser: LoginUser;
let vendor: { id: number; name: string };
let machine: { id: number; name: string };
let builder: { id: number; companyName: string };
let pngPath: string;

test.beforeAll(async () => {
  const db = testDb();
  vendorUser = await createLoginUser(db, 'Vendor@123', { role: 'Vendor', fullName: 'Suresh Patil' });
  vendor = await createVendor(db, { userId: vendorUser.id, name: 'Shree Earthmovers', contactPerson: 'Suresh Patil', email: 'suresh@shree.in', phone: '9822000000' });
  machine = await createEquipment(db, vendor.id, { name: 'JCB 3DX Backhoe Loader', city: 'Nagpur', state: 'Maharashtra' });
  contractorUser = await createLoginUser(db, 'Contr@123', { role: 'Contractor' });
  builder = await createContractor(db, {
    userId: contractorUser.id,
    companyName: 'Kaveri Builders',
    contactPerson: 'Anil Rao',
    email: 'info@kaveri.in',
    mobile: '9845000000',
    state: 'Karnataka',
    city: 'Mysuru',
    laborStrength: 240,
    contractorTypes: ['Civil Contractor', 'Road Contractor'],
    workLocations: ['Mysuru', 'Bengaluru'],
  });
  // A 1600 × 1200 PNG with a colour gradient: the picture the client crops.
  const w = 1600;
  const h = 1200;
  const raw = Buffer.alloc(w * h * 3);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([Math.round((x / w) * 255), Math.round((y / h) * 255), 120], (y * w + x) * 3);
  pngPath = path.join(mkdtempSync(path.join(tmpdir(), 'bm-pic-')), 'me.png');
  writeFileSync(
    pngPath,
    await sharp(raw, { raw: { width: w, height: h, channels: 3 } })
      .png()
      .toBuffer(),
  );
});

/** Signed in on the area's tab; the page's clock is installed, so a test can pause it for the delays docs/product.md#business-constants-and-limits names. */
async function clientPage(openPage: OpenPage, u: LoginUser, tab = 'profile', width = 1280) {
  const page = await openPage({ width, height: 900 });
  await signIn(page, u.email, u.password);
  await page.clock.install();
  await page.goto(`${AREA}?tab=${tab}`);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Holds the calls matching `pattern` until the test calls the returned `release()`, so busy texts can be seen (no sleeping). */
async function holdCalls(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((r) => (release = r));
  await page.route(pattern, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** The parts of a multipart/form-data body: text fields and files as buffers. */
function multipart(req: Request): Record<string, { value: string; type?: string; data: Buffer }> {
  const boundary = /boundary=(.+)$/.exec(req.headers()['content-type'] ?? '')?.[1];
  const body = req.postDataBuffer();
  if (!boundary || !body) throw new Error('not a multipart request');
  const out: Record<string, { value: string; type?: string; data: Buffer }> = {};
  for (const chunk of body.toString('latin1').split(`--${boundary}`).slice(1, -1)) {
    const [head, ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
    const content = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const name = /name="([^"]+)"/.exec(head!)?.[1];
    if (name) out[name] = { value: content, type: /Content-Type: (.+)/i.exec(head!)?.[1]?.trim(), data: Buffer.from(content, 'latin1') };
  }
  return out;
}

/** The newest mail to `to` in the outbox folder the app writes (core/ports/mailer.ts). */
function newestMailTo(to: string): { subject: string; text: string } | undefined {
  const dir = path.join(testConfig().dataDir, 'outbox');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .reverse();
  for (const f of files) {
    const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
    if (m.to === to) return m;
  }
  return undefined;
}

/** Console errors and page errors, less the refused calls a test provokes on purpose (`expected`). */
const errorsOf = (page: Page, expected?: RegExp) =>
  allErrorsOf(page).filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e) && !expected?.test(e));

test.describe('client account area', () => {
  test('asks a guest to log in (open-login) and fills itself once they have', async ({ openPage }) => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Guest Turned Client' });
    const page = await openPage({ width: 375, height: 800 });
    await page.goto(`${AREA}?tab=wishlist`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Please log in to see your profile, enquiries, requirements and wishlist.')).toBeVisible();
    const opened = page.evaluate(() => new Promise((r) => window.addEventListener('open-login', () => r(true), { once: true })));
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    expect(await opened).toBe(true);
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(u.email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('You haven’t saved any equipment yet.')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Wishlist' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle('Wishlist | My account | BuildMart');
  });

  test('renders the profile on the server and switches tabs through ?tab=', async ({ page }) => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Farah Khan', phone: '9876500011' });
    await signIn(page, u.email, PASSWORD);
    const html = await (await page.context().request.get(AREA)).text();
    expect(html).toContain('Farah Khan');
    expect(html).toContain('Not verified');
    expect(html).toContain('noindex');
    await page.goto(AREA);
    await page.waitForLoadState('networkidle');
    const card = page.getByTestId('profile-card');
    await expect(card.getByText('9876500011')).toBeVisible();
    await expect(card.getByTestId('avatar')).toHaveText('FK');
    await expect(card.getByText('Member since')).toBeVisible();
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Enquiries' }).click();
    await page.waitForURL(/\?tab=enquiries$/);
    await expect(page.getByText('You haven’t sent any enquiries yet.')).toBeVisible();
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\?tab=profile$/);
    await expect(card).toBeVisible();
    expect(errorsOf(page)).toEqual([]);
  });

  test('edits the profile with a cropped picture: a JPEG of 512 × 512 under 1 MB goes up with the fields', async ({ openPage }) => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Farah Khan' });
    const page = await clientPage(openPage, u);
    const uploads: Request[] = [];
    page.on('request', (r) => r.url().endsWith('/api/client/update-profile') && uploads.push(r));
    const releaseSave = await holdCalls(page, '**/api/client/update-profile');

    // 'Upload picture' on the card opens the picker; the picture goes straight to the crop dialog.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload picture' }).click()]);
    expect(await chooser.element().getAttribute('accept')).toBe('image/*');
    await chooser.setFiles(pngPath);
    const crop = page.getByRole('dialog', { name: 'Crop picture' });
    await expect(crop).toBeVisible();
    const zoom = crop.getByLabel('Zoom');
    await expect(zoom).toHaveAttribute('min', '1');
    await expect(zoom).toHaveAttribute('max', '3');
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await expect(crop).toBeHidden();
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    await expect(edit).toBeVisible();

    // 'Change DP' in the modal, zoom, 'Crop & Save'.
    const [chooser2] = await Promise.all([page.waitForEvent('filechooser'), edit.getByRole('button', { name: 'Change DP' }).click()]);
    await chooser2.setFiles(pngPath);
    await zoom.fill('1.5');
    await crop.getByRole('button', { name: 'Crop & Save' }).click();
    await expect(crop).toBeHidden();
    await expect(edit.getByTestId('avatar')).toHaveAttribute('src', /^blob:/);

    await expect(edit.getByLabel('CompanyName', { exact: true })).toBeVisible();
    await edit.getByLabel('Full Name').fill('Farah K. Khan');
    await edit.getByLabel('CompanyName').fill('Khan Infra Pvt Ltd');
    await edit.getByLabel('Phone').fill('+91 98765 43210');
    await edit.getByLabel('Address Line').fill('12 MG Road');
    await edit.getByLabel('City').fill('Pune');
    await edit.getByLabel('State').fill('Maharashtra');
    await edit.getByLabel('PinCode').fill('4110');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('PinCode must be 6 digits.')).toBeVisible();
    expect(uploads).toHaveLength(0);
    await edit.getByLabel('PinCode').fill('411001');
    await pauseClock(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByRole('button', { name: 'Saving...' })).toBeVisible();
    releaseSave();
    await expect(edit.getByRole('status')).toHaveText('Updated Successfully!');
    // docs/product.md#business-constants-and-limits: the dialog closes 1 s after the success message (PROFILE_CLOSE_MS).
    await expectGoneAfter(page, edit, 1000);
    await page.clock.resume();

    // What went up: multipart with the spec's field names and the picture as `file`.
    expect(uploads).toHaveLength(1);
    const parts = multipart(uploads[0]!);
    expect(Object.fromEntries(['FullName', 'CompanyName', 'Phone', 'AddressLine1', 'City', 'State', 'PinCode'].map((k) => [k, parts[k]?.value]))).toEqual({
      FullName: 'Farah K. Khan',
      CompanyName: 'Khan Infra Pvt Ltd',
      Phone: '+91 98765 43210',
      AddressLine1: '12 MG Road',
      City: 'Pune',
      State: 'Maharashtra',
      PinCode: '411001',
    });
    expect(parts.file?.type).toBe('image/jpeg');
    expect(parts.file!.data.length).toBeLessThanOrEqual(1024 * 1024);
    const meta = await sharp(parts.file!.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 512, 512]);

    // The card reloaded with the saved fields.
    const card = page.getByTestId('profile-card');
    await expect(card.getByText('Khan Infra Pvt Ltd')).toBeVisible();
    for (const t of ['Farah K. Khan', '+91 98765 43210', '12 MG Road', 'Pune', 'Maharashtra', '411001']) await expect(card.getByText(t, { exact: true }), t).toBeVisible();
    // The saved picture: stored as WebP by the server and shown on the card.
    const avatar = card.getByTestId('avatar');
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\/[0-9a-f]+-256w\.webp$/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);

    // A failed save (the session has ended) says 'Failed to update.'.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.context().clearCookies();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit.getByText('Failed to update.', { exact: true })).toBeVisible();
    await expect(edit.getByRole('alert')).toContainText('Please log in to continue.');
    expect(errorsOf(page, /^Profile update failed/)).toEqual([]);
  });

  test('changes the password with the spec messages; the new one logs in, the old one not', async ({ openPage, app }) => {
    const u = await createLoginUser(testDb(), PASSWORD);
    const page = await clientPage(openPage, u, 'profile', 375);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const d = page.getByRole('dialog', { name: 'Change Password' });
    await d.getByRole('button', { name: 'Save' }).click();
    await expect(d.getByRole('alert')).toHaveText('All fields are required.');
    await d.getByLabel('Old Password').fill(PASSWORD);
    await d.getByLabel('New Password', { exact: true }).fill('NewSecret@456');
    await d.getByLabel('Confirm New Password').fill('NewSecret@457');
    await d.getByRole('button', { name: 'Save' }).click();
    await expect(d.getByRole('alert')).toHaveText('Passwords do not match.');
    await d.getByLabel('Old Password').fill('not-my-password');
    await d.getByLabel('Confirm New Password').fill('NewSecret@456');
    await d.getByRole('button', { name: 'Save' }).click();
    await expect(d.getByText('Failed to change password.', { exact: true })).toBeVisible();
    await expect(d.getByRole('alert')).toContainText('Your old password is not correct.');

    await d.getByLabel('Old Password').fill(PASSWORD);
    await pauseClock(page);
    await d.getByRole('button', { name: 'Save' }).click();
    await expect(d.getByRole('status')).toHaveText('Password updated!');
    await expect(d.getByLabel('Old Password')).toHaveValue('');
    await expect(d.getByLabel('Confirm New Password')).toHaveValue('');
    // docs/product.md#business-constants-and-limits: closes 1 s after the message.
    await expectGoneAfter(page, d, 1000);

    const login = (password: string) => page.context().request.post('/api/account/login', { data: { email: u.email, password }, headers: { origin: app.base } });
    expect((await login('NewSecret@456')).status()).toBe(200);
    expect((await login(PASSWORD)).status()).toBe(401);
  });

  test('verifies the email with the mailed OTP; failures keep the state', async ({ openPage }) => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Otp Tester' });
    const page = await clientPage(openPage, u);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    const d = page.getByRole('dialog', { name: 'Verify Your Email' });

    // A call that never reaches the server: 'Something went wrong.'
    await page.route('**/api/client/send-verify-otp', (route) => route.abort('failed'), { times: 1 });
    await d.getByRole('button', { name: 'Send OTP' }).click();
    await expect(d.getByRole('alert')).toHaveText('Something went wrong.');

    const releaseSend = await holdCalls(page, '**/api/client/send-verify-otp');
    await d.getByRole('button', { name: 'Send OTP' }).click();
    await expect(d.getByRole('button', { name: 'Sending...' })).toBeVisible();
    releaseSend();
    await expect(d.getByRole('status')).toHaveText('OTP sent to your registered email.');
    await expect.poll(() => /\b(\d{6})\b/.exec(newestMailTo(u.email)?.subject ?? '')?.[1]).toMatch(/^\d{6}$/);
    const code = /\b(\d{6})\b/.exec(newestMailTo(u.email)?.subject ?? '')?.[1];

    // Asking again within the minute: the server says no → 'Failed to send OTP.'
    await d.getByRole('button', { name: 'Send the code again' }).click();
    await expect(d.getByText('Failed to send OTP.', { exact: true })).toBeVisible();

    const otp = d.getByPlaceholder('Enter OTP');
    await expect(d.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
    await otp.fill(code === '000000' ? '111111' : '000000');
    await d.getByRole('button', { name: 'Verify Email' }).click();
    await expect(d.getByText('Invalid OTP. Please try again.', { exact: true })).toBeVisible();

    await page.route('**/api/client/verify-email', (route) => route.abort('failed'), { times: 1 });
    await otp.fill(code!);
    await d.getByRole('button', { name: 'Verify Email' }).click();
    await expect(d.getByRole('alert')).toHaveText('Failed to verify. Please try again.');

    const releaseVerify = await holdCalls(page, '**/api/client/verify-email');
    await pauseClock(page);
    await d.getByRole('button', { name: 'Verify Email' }).click();
    await expect(d.getByRole('button', { name: 'Verifying...' })).toBeVisible();
    releaseVerify();
    await expect(d.getByRole('status')).toHaveText('Your email has been verified!');
    // docs/product.md#business-constants-and-limits: closes 1.5 s after the message (VERIFY_CLOSE_MS).
    await expectGoneAfter(page, d, 1500);
    await page.clock.resume();
    await expect(page.getByTestId('email-status')).toContainText('Verified');
    await expect(page.getByRole('button', { name: 'Verify Email' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('email-status')).toContainText('Verified');
  });

  test('lists enquiries by period, opens the vendor thread, shows the vendor reply and sends one back', async ({ openPage }) => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Priya Nair', emailConfirmed: true });
    const message = 'Need a backhoe loader for a drainage job in Wardha from the 1st for about three weeks, with an operator and diesel.';
    const { id } = await submitEnquiry(asUser(u), { name: 'Priya Nair', email: u.email, subject: 'Backhoe for 3 weeks', message, equipmentId: machine.id });
    await replyToEnquiry(makeCtx(testDb(), viewerOf(vendorUser, 'Vendor')), { EnquiryId: id, Message: 'Available from Monday, ₹4,500 a day.' });
    const old = await submitEnquiry(asUser(u), { name: 'Priya Nair', email: u.email, subject: 'Older question', message: 'Short one.', equipmentId: machine.id });
    const lastMonth = new Date(periodRange('lastmonth', new Date()).from.getTime() + 2 * 86400_000);
    await testDb().execute(sql`UPDATE enquiries SET created_at = ${lastMonth.toISOString()} WHERE id = ${old.id}`);

    const page = await clientPage(openPage, u, 'enquiries');
    await expect(page.getByRole('tab', { name: 'Vendor Enquiries' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Total: 1 enquiries')).toBeVisible();
    const card = page.getByTestId('enquiry-card');
    await expect(card.getByRole('heading')).toHaveText('Backhoe for 3 weeks');
    await expect(card.getByText(`${message.slice(0, 80)}...`, { exact: true })).toBeVisible();
    const badge = card.getByTestId('status-badge');
    await expect(badge).toHaveText('new');
    await expect(badge).toHaveClass(/\bbg-red-100\b/);
    await expect(page.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();

    // Period: Last Month has the older one, Last 3 Months both; the short message has no '...'.
    await page.getByLabel('Period').selectOption('lastmonth');
    await expect(page.getByText('Older question')).toBeVisible();
    await expect(page.getByTestId('enquiry-card').getByText('Short one.', { exact: true })).toBeVisible();
    await page.getByLabel('Period').selectOption('last3months');
    await expect(page.getByText('Total: 2 enquiries')).toBeVisible();
    await page.getByLabel('Period').selectOption('thismonth');
    await expect(page.getByText('Total: 1 enquiries')).toBeVisible();

    // The thread: 'Loading details...', the first message as 'You', the vendor's reply as 'Vendor'.
    const releaseThread = await holdCalls(page, '**/api/client/enquiry?*');
    await card.getByRole('button', { name: 'View Detail' }).click();
    const d = page.getByRole('dialog', { name: 'Enquiry Detail' });
    await expect(d.getByText('Loading details...')).toBeVisible();
    releaseThread();
    await expect(d.getByRole('region', { name: 'Vendor' })).toBeVisible();
    const senders = d.getByTestId('sender');
    await expect(senders).toHaveText(['You', 'Vendor']);
    await expect(d.getByText('Available from Monday, ₹4,500 a day.')).toBeVisible();
    const eqBox = d.getByRole('region', { name: 'Equipment' });
    for (const t of ['JCB 3DX Backhoe Loader', 'Earth Moving Equipment', 'Nagpur, Maharashtra']) await expect(eqBox.getByText(t), t).toBeVisible();
    await expect(eqBox.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', equipmentPath(machine.id, machine.name));
    const vBox = d.getByRole('region', { name: 'Vendor' });
    for (const t of ['Shree Earthmovers', 'Suresh Patil', 'suresh@shree.in', '9822000000']) await expect(vBox.getByText(t), t).toBeVisible();

    const input = d.getByPlaceholder('Write a reply...');
    const send = d.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await input.fill('   ');
    await expect(send).toBeDisabled();
    const releaseReply = await holdCalls(page, '**/api/enquiry/reply');
    await input.fill('Please share the operator’s number.');
    await send.click();
    await expect(d.getByRole('button', { name: 'Sending...' })).toBeVisible();
    releaseReply();
    await expect(senders).toHaveText(['You', 'Vendor', 'You']);
    await expect(input).toHaveValue('');
    await expect(d.getByTestId('message').last()).toContainText('Please share the operator’s number.');
    const rows = await testDb().execute<{ sender: string; is_contractor: boolean }>(sql`SELECT sender, is_contractor FROM enquiry_replies WHERE enquiry_id = ${id} ORDER BY id`);
    expect(rows.rows).toEqual([
      { sender: 'Vendor', is_contractor: false },
      { sender: 'Client', is_contractor: false },
    ]);
    await page.keyboard.press('Escape');
    await expect(d).toBeHidden();

    // Status colours follow the stored status.
    await testDb().execute(sql`UPDATE enquiries SET status = 'in_progress' WHERE id = ${id}`);
    await page.reload();
    await expect(page.getByTestId('status-badge')).toHaveClass(/\bbg-yellow-100\b/);
    await testDb().execute(sql`UPDATE enquiries SET status = 'closed' WHERE id = ${id}`);
    await page.reload();
    await expect(page.getByTestId('status-badge')).toHaveClass(/\bbg-green-100\b/);
    expect(errorsOf(page)).toEqual([]);
  });

  test('opens a contractor thread (IsContractor true) and tells when a listing is gone', async ({ openPage }) => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Ravi Kumar', emailConfirmed: true });
    const { id } = await submitEnquiry(asUser(u), {
      name: 'Ravi Kumar',
      email: u.email,
      subject: 'Boundary wall',
      message: 'A 200 m boundary wall in Mysuru.',
      contractorId: builder.id,
      isContractor: true,
    });
    await replyToEnquiry(makeCtx(testDb(), viewerOf(contractorUser, 'Contractor')), { EnquiryId: id, Message: 'We can visit on Friday.' });
    const page = await clientPage(openPage, u, 'enquiries', 375);
    await expect(page.getByText('You haven’t sent any enquiries yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Equipments' })).toHaveAttribute('href', '/equipments');
    await page.getByRole('tab', { name: 'Contractor Enquiries' }).click();
    await expect(page.getByText('Total: 1 enquiries')).toBeVisible();
    await page.getByRole('button', { name: 'View Detail' }).click();
    const d = page.getByRole('dialog', { name: 'Contractor Enquiry Detail' });
    const box = d.getByRole('region', { name: 'Contractor' });
    await expect(box).toBeVisible();
    for (const t of ['Kaveri Builders', 'Anil Rao', 'info@kaveri.in', '9845000000', 'Karnataka', 'Labor strength: 240']) await expect(box.getByText(t), t).toBeVisible();
    await expect(box.getByRole('link', { name: 'View Contractor' })).toHaveAttribute('href', contractorPath(builder.id, builder.companyName));
    await expect(d.getByTestId('sender')).toHaveText(['You', 'Contractor']);
    await d.getByPlaceholder('Write a reply...').fill('Friday 11 am suits me.');
    await d.getByRole('button', { name: 'Send' }).click();
    await expect(d.getByTestId('sender')).toHaveText(['You', 'Contractor', 'You']);
    await expect(d.getByPlaceholder('Write a reply...')).toHaveValue('');
    const rows = await testDb().execute<{ is_contractor: boolean }>(sql`SELECT is_contractor FROM enquiry_replies WHERE enquiry_id = ${id} AND sender = 'Client'`);
    expect(rows.rows).toEqual([{ is_contractor: true }]);
    await page.keyboard.press('Escape');

    // Listings removed since: the enquiry says it has no details.
    const gone = await createContractor(testDb(), { companyName: 'Gone Constructions' });
    await submitEnquiry(asUser(u), { name: 'Ravi Kumar', email: u.email, subject: 'Gone contractor', message: 'Hello?', contractorId: gone.id, isContractor: true });
    await testDb().delete(contractors).where(eq(contractors.id, gone.id));
    const v2 = await createVendor(testDb());
    const e2 = await createEquipment(testDb(), v2.id);
    await submitEnquiry(asUser(u), { name: 'Ravi Kumar', email: u.email, subject: 'Gone machine', message: 'Hello?', equipmentId: e2.id });
    await testDb().delete(equipment).where(eq(equipment.id, e2.id));
    await testDb().delete(vendors).where(eq(vendors.id, v2.id));
    // A reload keeps the sub-tab (it is in the URL, docs/decisions/024).
    await page.reload();
    await expect(page.getByText('Total: 2 enquiries')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Contractor Enquiries' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Vendor Enquiries' }).click();
    await page.getByTestId('enquiry-card').filter({ hasText: 'Gone machine' }).getByRole('button', { name: 'View Detail' }).click();
    await expect(page.getByRole('dialog', { name: 'Enquiry Detail' }).getByText("This enquiry doesn't include vendor or equipment details.")).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Contractor Enquiries' }).click();
    await expect(page.getByText('Total: 2 enquiries')).toBeVisible();
    await page.getByTestId('enquiry-card').filter({ hasText: 'Gone contractor' }).getByRole('button', { name: 'View Detail' }).click();
    await expect(page.getByRole('dialog', { name: 'Contractor Enquiry Detail' }).getByText("This enquiry doesn't include contractor details.")).toBeVisible();
  });

  test('shows the contractor enquiries empty state with Browse Contractors', async ({ openPage }) => {
    const u = await createLoginUser(testDb(), PASSWORD);
    const page = await clientPage(openPage, u, 'enquiries');
    await page.getByRole('tab', { name: 'Contractor Enquiries' }).click();
    await expect(page.getByText('You haven’t sent any contractor enquiries yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Contractors' })).toHaveAttribute('href', '/contractors');
  });

  test('lists the wishlist with pages of 10, filters by period, and removes items with the spec toasts', async ({ openPage }) => {
    const u = await createLoginUser(testDb(), PASSWORD);
    const names: string[] = [];
    for (let i = 0; i < 12; i++) {
      const e = await createEquipment(testDb(), vendor.id, { name: `Saved Crane ${String(i).padStart(2, '0')}` });
      await saveItem(asUser(u), { id: e.id, userType: 'equipment' });
      names.push(e.name);
    }
    await saveItem(asUser(u), { id: builder.id, userType: 'contractor' });
    const page = await clientPage(openPage, u, 'wishlist');
    const cards = page.getByTestId('wishlist-equipment');
    await expect(cards).toHaveCount(10);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    const first = cards.first();
    const remove = first.getByRole('button', { name: 'Remove from Wishlist' });
    await expect(remove).toHaveAttribute('title', 'Remove from Wishlist');
    const view = first.getByRole('link', { name: /^VIEW/ });
    await expect(view).toHaveAttribute('target', '_blank');
    await expect(view).toHaveAttribute('href', /^\/equipment\/saved-crane-\d+--\d+$/);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await expect(cards).toHaveCount(2);

    // Remove one on page 2: 'Deleting...', then 'Deleted!', and the list is fetched again.
    const toast = (text: string) => toasts(page).filter({ hasText: text });
    const releaseRemove = await holdCalls(page, '**/api/client/wishlist/remove');
    await cards.first().getByRole('button', { name: 'Remove from Wishlist' }).click();
    await expect(toast('Deleting...')).not.toHaveCount(0);
    releaseRemove();
    await expect(toast('Deleted!')).not.toHaveCount(0);
    await expect(cards).toHaveCount(1);
    await page.getByRole('button', { name: 'Prev' }).click();
    await expect(page.getByText('Page 1 of 2')).toBeVisible();
    await expect(cards).toHaveCount(10);

    // One removed elsewhere meanwhile: the server refuses, 'Failed to delete!'.
    const target = await cards.first().getByRole('heading').textContent();
    const [row] = await testDb().select({ id: equipment.id }).from(equipment).where(eq(equipment.name, target!));
    await testDb().execute(sql`DELETE FROM saved_items WHERE user_id = ${u.id} AND equipment_id = ${row!.id}`);
    await cards.first().getByRole('button', { name: 'Remove from Wishlist' }).click();
    await expect(toast('Failed to delete!')).not.toHaveCount(0);

    // Period: two moved to last month → this month fits one page (no pager).
    await testDb().execute(
      sql`UPDATE saved_items SET saved_at = now() - interval '40 days' WHERE user_id = ${u.id} AND equipment_id IN (SELECT id FROM equipment WHERE name IN (${names[2]!}, ${names[3]!}))`,
    );
    await page.getByLabel('Period').selectOption('last3months');
    await expect(cards).toHaveCount(10);
    await page.getByLabel('Period').selectOption('thismonth');
    await expect(cards).toHaveCount(8);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

    // Contractors: round logo, Contractor Types and Locations badges, VIEW, remove → empty state.
    await page.getByRole('tab', { name: 'Contractors' }).click();
    const c = page.getByTestId('wishlist-contractor');
    await expect(c).toBeVisible();
    await expect(c.getByRole('heading')).toHaveText('Kaveri Builders');
    await expect(c.getByRole('list', { name: 'Contractor Types' }).getByRole('listitem')).toHaveText(['Civil Contractor', 'Road Contractor']);
    await expect(c.getByRole('list', { name: 'Locations' }).getByRole('listitem')).toHaveText(['Mysuru', 'Bengaluru']);
    await expect(c.getByRole('link', { name: /^VIEW/ })).toHaveAttribute('href', contractorPath(builder.id, builder.companyName));
    await c.getByRole('button', { name: 'Remove from Wishlist' }).click();
    await expect(page.getByText('You haven’t saved any contractor yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse Contractors' })).toHaveAttribute('href', '/contractors');
    await page.getByRole('tab', { name: 'Equipments' }).click();
    await expect(cards).toHaveCount(8);
  });

  test('opens every tab and every modal at 375 and 1280 without a console error', async ({ openPage }) => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Aarav Mehta', phone: '9820012345' });
    await submitEnquiry(asUser(u), {
      name: 'Aarav Mehta',
      email: u.email,
      subject: 'Backhoe loader for road work near Nagpur',
      message: 'We need a backhoe loader with operator for 20 days from next Monday, site near Butibori MIDC. Please quote.',
      equipmentId: machine.id,
    });
    const { id } = await submitEnquiry(asUser(u), { name: 'Aarav Mehta', email: u.email, subject: 'Quote', message: 'Short message.', equipmentId: machine.id });
    await replyToEnquiry(makeCtx(testDb(), viewerOf(vendorUser, 'Vendor')), { EnquiryId: id, Message: 'Available from Monday, ₹4,500 a day with operator. Diesel extra.' });
    await replyToEnquiry(asUser(u), { EnquiryId: id, Message: 'Great. Can you send the machine photos?' });
    await submitEnquiry(asUser(u), {
      name: 'Aarav Mehta',
      email: u.email,
      subject: 'Warehouse shed',
      message: 'A 10,000 sq ft PEB shed in Mysuru.',
      contractorId: builder.id,
      isContractor: true,
    });
    for (let i = 0; i < 5; i++)
      await saveItem(asUser(u), { id: (await createEquipment(testDb(), vendor.id, { name: `Tower Crane TC-${5010 + i} with a long model name` })).id, userType: 'equipment' });
    await saveItem(asUser(u), { id: builder.id, userType: 'contractor' });

    for (const w of [375, 1280]) {
      const page = await clientPage(openPage, u, 'profile', w);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Profile' });
      await expect(edit).toBeVisible();
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), edit.getByRole('button', { name: 'Change DP' }).click()]);
      await chooser.setFiles(pngPath);
      const crop = page.getByRole('dialog', { name: 'Crop picture' });
      await expect(crop.getByRole('button', { name: 'Crop & Save' })).toBeVisible();
      await crop.getByRole('button', { name: 'Cancel' }).click();
      await page.keyboard.press('Escape');
      await expect(edit).toBeHidden();
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByRole('dialog', { name: 'Change Password' }).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('dialog', { name: 'Change Password' }).getByRole('alert')).toHaveText('All fields are required.');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Verify Email' }).click();
      await expect(page.getByRole('dialog', { name: 'Verify Your Email' })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Enquiries' }).click();
      await expect(page.getByText('Total: 2 enquiries')).toBeVisible();
      await page.getByTestId('enquiry-card').filter({ hasText: 'Quote' }).getByRole('button', { name: 'View Detail' }).click();
      await expect(page.getByRole('dialog', { name: 'Enquiry Detail' }).getByRole('region', { name: 'Vendor' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Contractor Enquiries' }).click();
      await page.getByRole('button', { name: 'View Detail' }).click();
      await expect(page.getByRole('dialog', { name: 'Contractor Enquiry Detail' }).getByRole('region', { name: 'Contractor' })).toBeVisible();
      await page.keyboard.press('Escape');

      await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Wishlist' }).click();
      await expect(page.getByTestId('wishlist-equipment').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.getByRole('tab', { name: 'Contractors' }).click();
      await expect(page.getByTestId('wishlist-contractor')).toBeVisible();
      expect(errorsOf(page)).toEqual([]);
    }
  });
});
