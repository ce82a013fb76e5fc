import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { equipmentPath, contractorPath } from '../../lib/urls.ts';
import { makeCtx, type Viewer } from '../../core/context.ts';
import { replyToEnquiry } from '../../core/enquiry/reply-to-enquiry.ts';
import { submitEnquiry } from '../../core/enquiry/submit-enquiry.ts';
import { periodRange } from '../../core/period.ts';
import { saveItem } from '../../core/saved/save-item.ts';
import { contractors, equipment, vendors } from '../../db/schema/index.ts';
import { testConfig } from '../fixtures/app.ts';
import { testDb } from '../fixtures/db.ts';
import { createContractor, createEquipment, createLoginUser, createVendor } from '../fixtures/factories.ts';
import { collectToasts, signIn, useBrowser } from './browser.ts';

const b = useBrowser();
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

beforeAll(async () => {
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
  writeFileSync(pngPath, await sharp(raw, { raw: { width: w, height: h, channels: 3 } }).png().toBuffer());
});

async function clientPage(u: LoginUser, tab = 'profile', width = 1280) {
  const page = await b.page(width, 900);
  await signIn(page, b.base(), u.email, u.password);
  await page.goto(`${b.base()}${AREA}?tab=${tab}`);
  await page.waitForLoadState('networkidle');
  return page;
}

/** Holds a call for `ms` before it reaches the server, so busy texts can be seen. */
async function slowDown(page: Page, pattern: string, ms = 600) {
  await page.route(pattern, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });
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
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort().reverse();
  for (const f of files) {
    const m = JSON.parse(readFileSync(path.join(dir, f), 'utf8'));
    if (m.to === to) return m;
  }
  return undefined;
}

/** Console errors and page errors, less the refused calls a test provokes on purpose (`expected`). */
const errorsOf = (page: Page, expected?: RegExp) => ((page as any).errors as string[]).filter((e) => !/^Failed to load resource: the server responded with a status of 4\d\d/.test(e) && !expected?.test(e));

describe('client account area', () => {
  it('asks a guest to log in (open-login) and fills itself once they have', async () => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Guest Turned Client' });
    const page = await b.page(375, 800);
    await page.goto(`${b.base()}${AREA}?tab=wishlist`);
    await page.waitForLoadState('networkidle');
    expect(await page.getByText('Please log in to see your profile, enquiries and wishlist.').isVisible()).toBe(true);
    const opened = page.evaluate(() => new Promise((r) => window.addEventListener('open-login', () => r(true), { once: true })));
    await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
    expect(await opened).toBe(true);
    await b.screenshot(page, 'client-guest-375');
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('Email').fill(u.email);
    await login.getByLabel('Password').fill(PASSWORD);
    await login.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('You haven’t saved any equipment yet.').waitFor();
    expect(await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Wishlist' }).getAttribute('aria-current')).toBe('page');
    expect(await page.title()).toBe('Wishlist | My account | BuildMart');
  });

  it('renders the profile on the server and switches tabs through ?tab=', async () => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Farah Khan', phone: '9876500011' });
    const page = await b.page();
    await signIn(page, b.base(), u.email, PASSWORD);
    const html = await (await page.context().request.get(`${b.base()}${AREA}`)).text();
    expect(html).toContain('Farah Khan');
    expect(html).toContain('Not verified');
    expect(html).toContain('noindex');
    await page.goto(b.base() + AREA);
    await page.waitForLoadState('networkidle');
    const card = page.getByTestId('profile-card');
    expect(await card.getByText('9876500011').isVisible()).toBe(true);
    expect(await card.getByTestId('avatar').textContent()).toBe('FK');
    expect(await card.getByText('Member since').isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Enquiries' }).click();
    await page.waitForURL(/\?tab=enquiries$/);
    await page.getByText('You haven’t sent any enquiries yet.').waitFor();
    await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/\?tab=profile$/);
    await card.waitFor();
    expect(errorsOf(page)).toEqual([]);
  });

  it('edits the profile with a cropped picture: a JPEG of 512 × 512 under 1 MB goes up with the fields', async () => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Farah Khan' });
    const page = await clientPage(u);
    const uploads: Request[] = [];
    page.on('request', (r) => r.url().endsWith('/api/client/update-profile') && uploads.push(r));
    await slowDown(page, '**/api/client/update-profile');

    // 'Upload picture' on the card opens the picker; the picture goes straight to the crop dialog.
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload picture' }).click()]);
    expect(await chooser.element().getAttribute('accept')).toBe('image/*');
    await chooser.setFiles(pngPath);
    const crop = page.getByRole('dialog', { name: 'Crop picture' });
    await crop.waitFor();
    const zoom = crop.getByLabel('Zoom');
    expect([await zoom.getAttribute('min'), await zoom.getAttribute('max')]).toEqual(['1', '3']);
    await crop.getByRole('button', { name: 'Cancel' }).click();
    await crop.waitFor({ state: 'hidden' });
    const edit = page.getByRole('dialog', { name: 'Edit Profile' });
    expect(await edit.isVisible()).toBe(true);

    // 'Change DP' in the modal, zoom, 'Crop & Save'.
    const [chooser2] = await Promise.all([page.waitForEvent('filechooser'), edit.getByRole('button', { name: 'Change DP' }).click()]);
    await chooser2.setFiles(pngPath);
    await zoom.fill('1.5');
    await crop.getByRole('button', { name: 'Crop & Save' }).click();
    await crop.waitFor({ state: 'hidden' });
    expect(await edit.getByTestId('avatar').getAttribute('src')).toMatch(/^blob:/);

    expect(await edit.getByLabel('CompanyName', { exact: true }).isVisible()).toBe(true);
    await edit.getByLabel('Full Name').fill('Farah K. Khan');
    await edit.getByLabel('CompanyName').fill('Khan Infra Pvt Ltd');
    await edit.getByLabel('Phone').fill('+91 98765 43210');
    await edit.getByLabel('Address Line').fill('12 MG Road');
    await edit.getByLabel('City').fill('Pune');
    await edit.getByLabel('State').fill('Maharashtra');
    await edit.getByLabel('PinCode').fill('4110');
    await edit.getByRole('button', { name: 'Save' }).click();
    expect(await edit.getByText('PinCode must be 6 digits.').isVisible()).toBe(true);
    expect(uploads).toHaveLength(0);
    await edit.getByLabel('PinCode').fill('411001');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('button', { name: 'Saving...' }).waitFor();
    await expect.poll(() => edit.getByRole('status').textContent()).toBe('Updated Successfully!');
    const shownAt = Date.now();
    await edit.waitFor({ state: 'hidden' });
    expect(Date.now() - shownAt).toBeGreaterThan(800);

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
    await card.getByText('Khan Infra Pvt Ltd').waitFor();
    for (const t of ['Farah K. Khan', '+91 98765 43210', '12 MG Road', 'Pune', 'Maharashtra', '411001']) expect(await card.getByText(t, { exact: true }).isVisible(), t).toBe(true);
    // The saved picture: stored as WebP by the server and shown on the card.
    const avatar = card.getByTestId('avatar');
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/uploads\/avatars\/[0-9a-f]+-256w\.webp$/);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(256);

    // A failed save (the session has ended) says 'Failed to update.'.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.context().clearCookies();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('Failed to update.', { exact: true }).waitFor();
    expect(await edit.getByRole('alert').textContent()).toContain('Please log in to continue.');
    expect(errorsOf(page, /^Profile update failed/)).toEqual([]);
  });

  it('changes the password with the spec messages; the new one logs in, the old one not', async () => {
    const u = await createLoginUser(testDb(), PASSWORD);
    const page = await clientPage(u, 'profile', 375);
    await page.getByRole('button', { name: 'Change Password' }).click();
    const d = page.getByRole('dialog', { name: 'Change Password' });
    await d.getByRole('button', { name: 'Save' }).click();
    expect(await d.getByRole('alert').textContent()).toBe('All fields are required.');
    await d.getByLabel('Old Password').fill(PASSWORD);
    await d.getByLabel('New Password', { exact: true }).fill('NewSecret@456');
    await d.getByLabel('Confirm New Password').fill('NewSecret@457');
    await d.getByRole('button', { name: 'Save' }).click();
    expect(await d.getByRole('alert').textContent()).toBe('Passwords do not match.');
    await d.getByLabel('Old Password').fill('not-my-password');
    await d.getByLabel('Confirm New Password').fill('NewSecret@456');
    await d.getByRole('button', { name: 'Save' }).click();
    await d.getByText('Failed to change password.', { exact: true }).waitFor();
    expect(await d.getByRole('alert').textContent()).toContain('Your old password is not correct.');

    await d.getByLabel('Old Password').fill(PASSWORD);
    await d.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => d.getByRole('status').textContent()).toBe('Password updated!');
    expect(await d.getByLabel('Old Password').inputValue()).toBe('');
    expect(await d.getByLabel('Confirm New Password').inputValue()).toBe('');
    const shownAt = Date.now();
    await d.waitFor({ state: 'hidden' });
    expect(Date.now() - shownAt).toBeGreaterThan(800);

    const login = (password: string) => page.context().request.post(`${b.base()}/api/account/login`, { data: { email: u.email, password }, headers: { origin: b.base() } });
    expect((await login('NewSecret@456')).status()).toBe(200);
    expect((await login(PASSWORD)).status()).toBe(401);
  });

  it('verifies the email with the mailed OTP; failures keep the state', async () => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Otp Tester' });
    const page = await clientPage(u);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    const d = page.getByRole('dialog', { name: 'Verify Your Email' });

    // A call that never reaches the server: 'Something went wrong.'
    await page.route('**/api/client/send-verify-otp', (route) => route.abort('failed'), { times: 1 });
    await d.getByRole('button', { name: 'Send OTP' }).click();
    expect(await d.getByRole('alert').textContent()).toBe('Something went wrong.');

    await slowDown(page, '**/api/client/send-verify-otp', 400);
    await d.getByRole('button', { name: 'Send OTP' }).click();
    await d.getByRole('button', { name: 'Sending...' }).waitFor();
    await expect.poll(() => d.getByRole('status').textContent()).toBe('OTP sent to your registered email.');
    const mail = newestMailTo(u.email);
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // Asking again within the minute: the server says no → 'Failed to send OTP.'
    await d.getByRole('button', { name: 'Send the code again' }).click();
    await d.getByText('Failed to send OTP.', { exact: true }).waitFor();

    const otp = d.getByPlaceholder('Enter OTP');
    expect(await d.getByRole('button', { name: 'Verify Email' }).isDisabled()).toBe(true);
    await otp.fill(code === '000000' ? '111111' : '000000');
    await d.getByRole('button', { name: 'Verify Email' }).click();
    await d.getByText('Invalid OTP. Please try again.', { exact: true }).waitFor();

    await page.route('**/api/client/verify-email', (route) => route.abort('failed'), { times: 1 });
    await otp.fill(code!);
    await d.getByRole('button', { name: 'Verify Email' }).click();
    expect(await d.getByRole('alert').textContent()).toBe('Failed to verify. Please try again.');

    await slowDown(page, '**/api/client/verify-email', 400);
    await d.getByRole('button', { name: 'Verify Email' }).click();
    await d.getByRole('button', { name: 'Verifying...' }).waitFor();
    await expect.poll(() => d.getByRole('status').textContent()).toBe('Your email has been verified!');
    const shownAt = Date.now();
    await d.waitFor({ state: 'hidden' });
    expect(Date.now() - shownAt).toBeGreaterThan(1300);
    expect(await page.getByTestId('email-status').textContent()).toContain('Verified');
    expect(await page.getByRole('button', { name: 'Verify Email' }).count()).toBe(0);
    await page.reload();
    expect(await page.getByTestId('email-status').textContent()).toContain('Verified');
  });

  it('lists enquiries by period, opens the vendor thread, shows the vendor reply and sends one back', async () => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Priya Nair', emailConfirmed: true });
    const message = 'Need a backhoe loader for a drainage job in Wardha from the 1st for about three weeks, with an operator and diesel.';
    const { id } = await submitEnquiry(asUser(u), { name: 'Priya Nair', email: u.email, subject: 'Backhoe for 3 weeks', message, equipmentId: machine.id });
    await replyToEnquiry(makeCtx(testDb(), viewerOf(vendorUser, 'Vendor')), { EnquiryId: id, Message: 'Available from Monday, ₹4,500 a day.' });
    const old = await submitEnquiry(asUser(u), { name: 'Priya Nair', email: u.email, subject: 'Older question', message: 'Short one.', equipmentId: machine.id });
    const lastMonth = new Date(periodRange('lastmonth', new Date()).from.getTime() + 2 * 86400_000);
    await testDb().execute(sql`UPDATE enquiries SET created_at = ${lastMonth.toISOString()} WHERE id = ${old.id}`);

    const page = await clientPage(u, 'enquiries');
    expect(await page.getByRole('tab', { name: 'Vendor Enquiries' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Total: 1 enquiries').isVisible()).toBe(true);
    const card = page.getByTestId('enquiry-card');
    expect(await card.getByRole('heading').textContent()).toBe('Backhoe for 3 weeks');
    expect(await card.getByText(`${message.slice(0, 80)}...`, { exact: true }).isVisible()).toBe(true);
    const badge = card.getByTestId('status-badge');
    expect(await badge.textContent()).toBe('new');
    expect(await badge.getAttribute('class')).toContain('bg-red-100');
    expect(await page.getByRole('button', { name: 'Prev' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);

    // Period: Last Month has the older one, Last 3 Months both; the short message has no '...'.
    await page.getByLabel('Period').selectOption('lastmonth');
    await page.getByText('Older question').waitFor();
    expect(await page.getByTestId('enquiry-card').getByText('Short one.', { exact: true }).isVisible()).toBe(true);
    await page.getByLabel('Period').selectOption('last3months');
    await page.getByText('Total: 2 enquiries').waitFor();
    await page.getByLabel('Period').selectOption('thismonth');
    await page.getByText('Total: 1 enquiries').waitFor();

    // The thread: 'Loading details...', the first message as 'You', the vendor's reply as 'Vendor'.
    await slowDown(page, '**/api/client/enquiry?*', 500);
    await card.getByRole('button', { name: 'View Detail' }).click();
    const d = page.getByRole('dialog', { name: 'Enquiry Detail' });
    await d.getByText('Loading details...').waitFor();
    await d.getByRole('region', { name: 'Vendor' }).waitFor();
    const senders = () => d.getByTestId('sender').allTextContents();
    expect(await senders()).toEqual(['You', 'Vendor']);
    expect(await d.getByText('Available from Monday, ₹4,500 a day.').isVisible()).toBe(true);
    const eqBox = d.getByRole('region', { name: 'Equipment' });
    for (const t of ['JCB 3DX Backhoe Loader', 'Earth Moving Equipment', 'Nagpur, Maharashtra']) expect(await eqBox.getByText(t).isVisible(), t).toBe(true);
    expect(await eqBox.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe(equipmentPath(machine.id, machine.name));
    const vBox = d.getByRole('region', { name: 'Vendor' });
    for (const t of ['Shree Earthmovers', 'Suresh Patil', 'suresh@shree.in', '9822000000']) expect(await vBox.getByText(t).isVisible(), t).toBe(true);

    const input = d.getByPlaceholder('Write a reply...');
    const send = d.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await slowDown(page, '**/api/enquiry/reply', 400);
    await input.fill('Please share the operator’s number.');
    await send.click();
    await d.getByRole('button', { name: 'Sending...' }).waitFor();
    await expect.poll(senders).toEqual(['You', 'Vendor', 'You']);
    expect(await input.inputValue()).toBe('');
    expect(await d.getByTestId('message').last().textContent()).toContain('Please share the operator’s number.');
    const rows = await testDb().execute<{ sender: string; is_contractor: boolean }>(sql`SELECT sender, is_contractor FROM enquiry_replies WHERE enquiry_id = ${id} ORDER BY id`);
    expect(rows.rows).toEqual([
      { sender: 'Vendor', is_contractor: false },
      { sender: 'Client', is_contractor: false },
    ]);
    await page.keyboard.press('Escape');
    await d.waitFor({ state: 'hidden' });

    // Status colours follow the stored status.
    await testDb().execute(sql`UPDATE enquiries SET status = 'in_progress' WHERE id = ${id}`);
    await page.reload();
    expect(await page.getByTestId('status-badge').getAttribute('class')).toContain('bg-yellow-100');
    await testDb().execute(sql`UPDATE enquiries SET status = 'closed' WHERE id = ${id}`);
    await page.reload();
    expect(await page.getByTestId('status-badge').getAttribute('class')).toContain('bg-green-100');
    expect(errorsOf(page)).toEqual([]);
  });

  it('opens a contractor thread (IsContractor true) and tells when a listing is gone', async () => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Ravi Kumar', emailConfirmed: true });
    const { id } = await submitEnquiry(asUser(u), { name: 'Ravi Kumar', email: u.email, subject: 'Boundary wall', message: 'A 200 m boundary wall in Mysuru.', contractorId: builder.id, isContractor: true });
    await replyToEnquiry(makeCtx(testDb(), viewerOf(contractorUser, 'Contractor')), { EnquiryId: id, Message: 'We can visit on Friday.' });
    const page = await clientPage(u, 'enquiries', 375);
    await page.getByText('You haven’t sent any enquiries yet.').waitFor();
    expect(await page.getByRole('link', { name: 'Browse Equipments' }).getAttribute('href')).toBe('/equipments');
    await page.getByRole('tab', { name: 'Contractor Enquiries' }).click();
    await page.getByText('Total: 1 enquiries').waitFor();
    await page.getByRole('button', { name: 'View Detail' }).click();
    const d = page.getByRole('dialog', { name: 'Contractor Enquiry Detail' });
    const box = d.getByRole('region', { name: 'Contractor' });
    await box.waitFor();
    for (const t of ['Kaveri Builders', 'Anil Rao', 'info@kaveri.in', '9845000000', 'Karnataka', 'Labor strength: 240']) expect(await box.getByText(t).isVisible(), t).toBe(true);
    expect(await box.getByRole('link', { name: 'View Contractor' }).getAttribute('href')).toBe(contractorPath(builder.id, builder.companyName));
    expect(await d.getByTestId('sender').allTextContents()).toEqual(['You', 'Contractor']);
    await d.getByPlaceholder('Write a reply...').fill('Friday 11 am suits me.');
    await d.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => d.getByTestId('sender').allTextContents()).toEqual(['You', 'Contractor', 'You']);
    expect(await d.getByPlaceholder('Write a reply...').inputValue()).toBe('');
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
    await page.getByText('Total: 2 enquiries').waitFor();
    expect(await page.getByRole('tab', { name: 'Contractor Enquiries' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('tab', { name: 'Vendor Enquiries' }).click();
    await page.getByTestId('enquiry-card').filter({ hasText: 'Gone machine' }).getByRole('button', { name: 'View Detail' }).click();
    await page.getByRole('dialog', { name: 'Enquiry Detail' }).getByText('This enquiry doesn\'t include vendor or equipment details.').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Contractor Enquiries' }).click();
    await page.getByText('Total: 2 enquiries').waitFor();
    await page.getByTestId('enquiry-card').filter({ hasText: 'Gone contractor' }).getByRole('button', { name: 'View Detail' }).click();
    await page.getByRole('dialog', { name: 'Contractor Enquiry Detail' }).getByText('This enquiry doesn\'t include contractor details.').waitFor();
  });

  it('shows the contractor enquiries empty state with Browse Contractors', async () => {
    const u = await createLoginUser(testDb(), PASSWORD);
    const page = await clientPage(u, 'enquiries');
    await page.getByRole('tab', { name: 'Contractor Enquiries' }).click();
    await page.getByText('You haven’t sent any contractor enquiries yet.').waitFor();
    expect(await page.getByRole('link', { name: 'Browse Contractors' }).getAttribute('href')).toBe('/contractors');
  });

  it('lists the wishlist with pages of 10, filters by period, and removes items with the spec toasts', async () => {
    const u = await createLoginUser(testDb(), PASSWORD);
    const names: string[] = [];
    for (let i = 0; i < 12; i++) {
      const e = await createEquipment(testDb(), vendor.id, { name: `Saved Crane ${String(i).padStart(2, '0')}` });
      await saveItem(asUser(u), { id: e.id, userType: 'equipment' });
      names.push(e.name);
    }
    await saveItem(asUser(u), { id: builder.id, userType: 'contractor' });
    const page = await clientPage(u, 'wishlist');
    const cards = page.getByTestId('wishlist-equipment');
    expect(await cards.count()).toBe(10);
    expect(await page.getByText('Page 1 of 2').isVisible()).toBe(true);
    const first = cards.first();
    const remove = first.getByRole('button', { name: 'Remove from Wishlist' });
    expect(await remove.getAttribute('title')).toBe('Remove from Wishlist');
    const view = first.getByRole('link', { name: /^VIEW/ });
    expect(await view.getAttribute('target')).toBe('_blank');
    expect(await view.getAttribute('href')).toMatch(/^\/equipment\/saved-crane-\d+--\d+$/);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await expect.poll(() => cards.count()).toBe(2);

    // Remove one on page 2: 'Deleting...', then 'Deleted!', and the list is fetched again.
    const toasts = await collectToasts(page);
    await slowDown(page, '**/api/client/wishlist/remove', 500);
    await cards.first().getByRole('button', { name: 'Remove from Wishlist' }).click();
    await expect.poll(toasts).toContain('Deleting...');
    await expect.poll(toasts).toContain('Deleted!');
    await expect.poll(() => cards.count()).toBe(1);
    await page.getByRole('button', { name: 'Prev' }).click();
    await page.getByText('Page 1 of 2').waitFor({ state: 'visible' });

    // One removed elsewhere meanwhile: the server refuses, 'Failed to delete!'.
    const target = await cards.first().getByRole('heading').textContent();
    const [row] = await testDb().select({ id: equipment.id }).from(equipment).where(eq(equipment.name, target!));
    await testDb().execute(sql`DELETE FROM saved_items WHERE user_id = ${u.id} AND equipment_id = ${row!.id}`);
    await cards.first().getByRole('button', { name: 'Remove from Wishlist' }).click();
    await expect.poll(toasts).toContain('Failed to delete!');

    // Period: two moved to last month → this month fits one page (no pager).
    await testDb().execute(sql`UPDATE saved_items SET saved_at = now() - interval '40 days' WHERE user_id = ${u.id} AND equipment_id IN (SELECT id FROM equipment WHERE name IN (${names[2]!}, ${names[3]!}))`);
    await page.getByLabel('Period').selectOption('last3months');
    await expect.poll(() => cards.count()).toBe(10);
    await page.getByLabel('Period').selectOption('thismonth');
    await expect.poll(() => cards.count()).toBe(8);
    expect(await page.getByRole('navigation', { name: 'Pagination' }).count()).toBe(0);

    // Contractors: round logo, Contractor Types and Locations badges, VIEW, remove → empty state.
    await page.getByRole('tab', { name: 'Contractors' }).click();
    const c = page.getByTestId('wishlist-contractor');
    await c.waitFor();
    expect(await c.getByRole('heading').textContent()).toBe('Kaveri Builders');
    expect(await c.getByRole('list', { name: 'Contractor Types' }).getByRole('listitem').allTextContents()).toEqual(['Civil Contractor', 'Road Contractor']);
    expect(await c.getByRole('list', { name: 'Locations' }).getByRole('listitem').allTextContents()).toEqual(['Mysuru', 'Bengaluru']);
    expect(await c.getByRole('link', { name: /^VIEW/ }).getAttribute('href')).toBe(contractorPath(builder.id, builder.companyName));
    await c.getByRole('button', { name: 'Remove from Wishlist' }).click();
    await page.getByText('You haven’t saved any contractor yet.').waitFor();
    expect(await page.getByRole('link', { name: 'Browse Contractors' }).getAttribute('href')).toBe('/contractors');
    await page.getByRole('tab', { name: 'Equipments' }).click();
    await expect.poll(() => cards.count()).toBe(8);
  });

  it('looks right at 375 and 1280: every tab and every modal', async () => {
    const u = await createLoginUser(testDb(), PASSWORD, { fullName: 'Aarav Mehta', phone: '9820012345' });
    await submitEnquiry(asUser(u), { name: 'Aarav Mehta', email: u.email, subject: 'Backhoe loader for road work near Nagpur', message: 'We need a backhoe loader with operator for 20 days from next Monday, site near Butibori MIDC. Please quote.', equipmentId: machine.id });
    const { id } = await submitEnquiry(asUser(u), { name: 'Aarav Mehta', email: u.email, subject: 'Quote', message: 'Short message.', equipmentId: machine.id });
    await replyToEnquiry(makeCtx(testDb(), viewerOf(vendorUser, 'Vendor')), { EnquiryId: id, Message: 'Available from Monday, ₹4,500 a day with operator. Diesel extra.' });
    await replyToEnquiry(asUser(u), { EnquiryId: id, Message: 'Great. Can you send the machine photos?' });
    await submitEnquiry(asUser(u), { name: 'Aarav Mehta', email: u.email, subject: 'Warehouse shed', message: 'A 10,000 sq ft PEB shed in Mysuru.', contractorId: builder.id, isContractor: true });
    for (let i = 0; i < 5; i++) await saveItem(asUser(u), { id: (await createEquipment(testDb(), vendor.id, { name: `Tower Crane TC-${5010 + i} with a long model name` })).id, userType: 'equipment' });
    await saveItem(asUser(u), { id: builder.id, userType: 'contractor' });

    for (const w of [375, 1280]) {
      const page = await clientPage(u, 'profile', w);
      await b.screenshot(page, `client-profile-${w}`);
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Profile' });
      await edit.waitFor();
      await b.screenshot(page, `client-edit-profile-${w}`);
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), edit.getByRole('button', { name: 'Change DP' }).click()]);
      await chooser.setFiles(pngPath);
      const crop = page.getByRole('dialog', { name: 'Crop picture' });
      await crop.getByRole('button', { name: 'Crop & Save' }).waitFor();
      await page.waitForTimeout(300);
      await b.screenshot(page, `client-crop-${w}`);
      await crop.getByRole('button', { name: 'Cancel' }).click();
      await page.keyboard.press('Escape');
      await edit.waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByRole('dialog', { name: 'Change Password' }).getByRole('button', { name: 'Save' }).click();
      await b.screenshot(page, `client-change-password-${w}`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Verify Email' }).click();
      await page.getByRole('dialog', { name: 'Verify Your Email' }).waitFor();
      await b.screenshot(page, `client-verify-email-${w}`);
      await page.keyboard.press('Escape');

      await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Enquiries' }).click();
      await page.getByText('Total: 2 enquiries').waitFor();
      await b.screenshot(page, `client-enquiries-${w}`);
      await page.getByTestId('enquiry-card').filter({ hasText: 'Quote' }).getByRole('button', { name: 'View Detail' }).click();
      await page.getByRole('dialog', { name: 'Enquiry Detail' }).getByRole('region', { name: 'Vendor' }).waitFor();
      await b.screenshot(page, `client-enquiry-detail-${w}`);
      await page.keyboard.press('Escape');
      await page.getByRole('tab', { name: 'Contractor Enquiries' }).click();
      await page.getByRole('button', { name: 'View Detail' }).click();
      await page.getByRole('dialog', { name: 'Contractor Enquiry Detail' }).getByRole('region', { name: 'Contractor' }).waitFor();
      await b.screenshot(page, `client-contractor-enquiry-detail-${w}`);
      await page.keyboard.press('Escape');

      await page.getByRole('navigation', { name: 'Account sections' }).getByRole('link', { name: 'Wishlist' }).click();
      await page.getByTestId('wishlist-equipment').first().waitFor();
      await page.waitForLoadState('networkidle');
      await b.screenshot(page, `client-wishlist-${w}`);
      await page.getByRole('tab', { name: 'Contractors' }).click();
      await page.getByTestId('wishlist-contractor').waitFor();
      await b.screenshot(page, `client-wishlist-contractors-${w}`);
      expect(errorsOf(page)).toEqual([]);
    }
  });
});
